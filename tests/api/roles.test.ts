/**
 * Roles and relationships (docs/rules.md R3.2, R3.6): no request grants itself a role or a
 * relationship. The login option "I am the owner" makes an owner's session but grants no data;
 * the manager and agent roles come only from the database; POST auth/role only to held roles.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import type { DbHandle } from '../../server/db/client';
import { users } from '../../server/db/schema';
import type { LocalSmsService } from '../../server/services/sms';
import { h, testApp, testDb, RELOGIN_CONFIG } from './helpers';

let db: DbHandle;
let app: FastifyInstance;
let sms: LocalSmsService;
let seq = 0;
const newPhone = () => `+7917${String(2_000_000 + ++seq).slice(-7)}`;

beforeAll(async () => {
  db = await testDb();
  ({ app, sms } = await testApp({ db, config: RELOGIN_CONFIG }));
});
afterAll(async () => {
  await app.close();
  await db.close();
});

async function login(phone: string, extra: Record<string, unknown> = {}) {
  await app.inject({ method: 'POST', url: '/api/app/v1/auth/code', headers: h(), payload: { phone } });
  const code = sms.outbox.filter((e) => e.phone === phone).at(-1)!.code;
  const r = await app.inject({
    method: 'POST',
    url: '/api/app/v1/auth/login',
    headers: h(),
    payload: { phone, policyConsent: true, code, ...extra },
  });
  expect(r.statusCode).toBe(200);
  return r.json().data as { token: string; user: { role: string; roles: string[] } };
}
const auth = (token: string, lang = 'en') => h({ authorization: `Bearer ${token}`, devicelocale: lang });
const switchRole = (token: string, role: string, lang = 'en') =>
  app.inject({ method: 'POST', url: '/api/app/v1/auth/role', headers: auth(token, lang), payload: { role } });
const rolesInDb = async (phone: string) =>
  (await db.db.query.users.findFirst({ where: eq(users.phone, phone) }))!.roles;

describe('no request grants itself a role', () => {
  it('login ignores any role in the body: a new person is a guest', async () => {
    const phone = newPhone();
    const { user } = await login(phone, { role: 'manager', roles: ['manager', 'agent'] });
    expect(user).toMatchObject({ role: 'guest', roles: ['guest'] });
    expect(await rolesInDb(phone)).toEqual(['guest']);
  });

  it('POST auth/role answers 403 for a role not held (manager, agent, owner), translated', async () => {
    const phone = newPhone();
    const { token } = await login(phone);
    for (const role of ['manager', 'agent', 'owner']) {
      const r = await switchRole(token, role);
      expect(r.statusCode, role).toBe(403);
      expect(r.json().message).toEqual(expect.any(String));
    }
    const ru = await switchRole(token, 'manager', 'ru');
    expect(ru.statusCode).toBe(403);
    expect(ru.json().message).not.toEqual((await switchRole(token, 'manager', 'en')).json().message);
    expect((await switchRole(token, 'admin')).statusCode).toBe(422);
    expect(await rolesInDb(phone)).toEqual(['guest']);
    const me = await app.inject({ url: '/api/app/v1/auth/me', headers: auth(token) });
    expect(me.json().data.role).toBe('guest');
  });

  it('PUT profile cannot write roles', async () => {
    const phone = newPhone();
    const { token } = await login(phone);
    const r = await app.inject({
      method: 'PUT',
      url: '/api/app/v1/profile',
      headers: auth(token),
      payload: { name: 'Ann', roles: ['manager'], role: 'manager' },
    });
    expect(r.statusCode).toBe(200);
    expect(await rolesInDb(phone)).toEqual(['guest']);
  });

  it('the manager role comes from the database only: the demo manager logs in as a manager', async () => {
    const { token, user } = await login('+79990000004');
    expect(user).toMatchObject({ role: 'manager', roles: ['manager'] });
    expect((await switchRole(token, 'guest')).statusCode).toBe(403);
    const agent = await login('+79990000003');
    expect(agent.user.role).toBe('agent');
    expect((await switchRole(agent.token, 'manager')).statusCode).toBe(403);
    expect((await switchRole(agent.token, 'guest')).statusCode).toBe(200);
  });
});

describe('"I am the owner" makes an owner session and grants no data', () => {
  it('a new owner holds guest and owner, acts as owner, and sees no bookings and no rooms', async () => {
    const phone = newPhone();
    const { token, user } = await login(phone, { owner: true });
    expect(user).toMatchObject({ role: 'owner', roles: ['guest', 'owner'] });
    // An owner session lists no bookings (a guest's resource): 403, translated.
    const list = await app.inject({ url: '/api/app/v1/bookings', headers: auth(token) });
    expect(list.statusCode).toBe(403);
    expect(list.json().message).toEqual(expect.any(String));
    // Its own notifications and profile stay its own.
    expect((await app.inject({ url: '/api/app/v1/push', headers: auth(token) })).json().data.total).toBe(0);
    // No room is the new owner's: ownership comes from a verified application.
    const me = (await db.db.query.users.findFirst({ where: eq(users.phone, phone) }))!;
    expect(await db.db.query.objects.findFirst({ where: (o, { eq: e }) => e(o.ownerId, me.id) })).toBeUndefined();
    // Back to the guest role (held): the bookings list answers.
    expect((await switchRole(token, 'guest')).statusCode).toBe(200);
    expect((await app.inject({ url: '/api/app/v1/bookings', headers: auth(token) })).statusCode).toBe(200);
  });

  it('a manager who ticks the option gets an owner session, never more', async () => {
    const { user } = await login('+79990000004', { owner: true });
    expect(user.role).toBe('owner');
    expect(user.roles).toEqual(expect.arrayContaining(['manager', 'owner']));
    expect(user.roles).not.toContain('agent');
  });
});
