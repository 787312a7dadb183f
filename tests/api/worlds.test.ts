/**
 * POST /api/dev/worlds (docs/architecture.md § Testing): a test world is the demo's people once
 * more for new phones, each with the demo's data on rows of their own — the tenant's two utility
 * accounts with the water debt, the lease, documents and orders; the owner's four rooms, reports
 * and open poll; the agent's one valid proxy — and nobody else's rows change. A second call with
 * the key is 409, a bad key 422, and without dev routes the route is not there.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { DEMO_USERS } from '../../server/db/seed';
import type { World } from '../../server/db/seed/world';
import { H, login, TestClock, testApp, type TestApp } from './helpers';

const clock = new TestClock(new Date('2026-12-05T06:00:00Z'));
let app: FastifyInstance;
let testbed: TestApp;
let world: World;

beforeAll(async () => {
  testbed = await testApp({ clock });
  app = testbed.app;
  const r = await app.inject({ method: 'POST', url: '/api/dev/worlds', payload: { key: '123401' } });
  expect(r.statusCode, r.body).toBe(201);
  world = r.json().data;
});
afterAll(async () => testbed?.close());

const get = async (url: string, token: string) => {
  const r = await app.inject({ method: 'GET', url: `/api/app/v1/${url}`, headers: H('en', token) });
  expect(r.statusCode, r.body).toBe(200);
  return r.json().data;
};

describe('POST /api/dev/worlds', () => {
  it('gives the world’s people the demo’s names on phones of the key', () => {
    expect(world.people.tenant).toMatchObject({ phone: '+79612340101', surname: 'Иванов', name: 'Иван' });
    expect(world.people.owner).toMatchObject({ phone: '+79612340102', surname: 'Петрова', name: 'Мария' });
    expect(world.people.agent.phone).toBe('+79612340103');
    expect(world.people.manager.phone).toBe('+79612340104');
    expect(world.people.ownerTenant.phone).toBe('+79612340105');
    expect(world.rooms.mc.number).toMatch(/-123401$/);
  });

  it('the world’s tenant has the demo tenant’s bills, lease, documents and orders on rows of their own', async () => {
    const tenant = await login(app, world.people.tenant.phone);
    const bills = (await get('bills', tenant)).data as { number: string; debtKopecks: number }[];
    expect(bills.map((b) => b.number).sort()).toEqual(
      [world.accounts.water.number, world.accounts.power.number].sort(),
    );
    expect(bills.find((b) => b.number === world.accounts.water.number)!.debtKopecks).toBeGreaterThan(0);
    const rents = (await get('rents', tenant)).data as { id: number }[];
    expect(rents.map((r) => r.id)).toEqual([world.leaseId]);
    const docs = (await get('documents', tenant)).data as { number: string }[];
    expect(docs).toHaveLength(7);
    expect(docs.every((d) => d.number.endsWith('-123401'))).toBe(true);
    const orders = (await get('requested-services', tenant)).data as { id: number }[];
    expect(orders.map((o) => o.id).sort()).toEqual([world.orders.paid, world.orders.unpaid].sort());
  });

  it('the world’s owner sees four rooms and the polls; the agent the valid proxy alone', async () => {
    const owner = await login(app, world.people.owner.phone, { owner: true });
    const rooms = (await get('owner-rooms', owner)).data as { id: number }[];
    expect(rooms.map((r) => r.id).sort()).toEqual(
      [world.rooms.mc.id, world.rooms.self.id, world.rooms.connect.id, world.rooms.terminate.id].sort(),
    );
    const polls = (await get('polls', owner)).data as { id: number }[];
    expect(polls.map((p) => p.id).sort()).toEqual([world.polls.open, world.polls.closed].sort());
    const agent = await login(app, world.people.agent.phone);
    const proxies = (await get('agents', agent)).data as { number: string }[];
    expect(proxies.map((p) => p.number)).toEqual([world.proxies.valid]);
  });

  it('leaves the demo people’s rows as they were', async () => {
    const tenant = await login(app, DEMO_USERS.guest);
    const bills = (await get('bills', tenant)).data as { number: string }[];
    expect(bills.map((b) => b.number).sort()).toEqual(['7700012345', '7700012346']);
    const owner = await login(app, DEMO_USERS.owner, { owner: true });
    expect(((await get('owner-rooms', owner)).data as unknown[]).length).toBe(4);
  });

  it('refuses a key whose world exists (409) and a key that is not six digits (4xx)', async () => {
    const again = await app.inject({ method: 'POST', url: '/api/dev/worlds', payload: { key: '123401' } });
    expect(again.statusCode).toBe(409);
    for (const key of ['12340', 'abcdef', 1234567]) {
      const r = await app.inject({ method: 'POST', url: '/api/dev/worlds', payload: { key } });
      expect(r.statusCode).toBeGreaterThanOrEqual(400);
      expect(r.statusCode).toBeLessThan(500);
    }
  });

  it('is not there without dev routes (as in production without DEV_ROUTES)', async () => {
    const prod = await testApp({ db: testbed.db, config: { devRoutes: false } });
    expect(
      (await prod.app.inject({ method: 'POST', url: '/api/dev/worlds', payload: { key: '123402' } })).statusCode,
    ).toBe(404);
    await prod.close();
  });
});
