/**
 * Ids are canonical decimal integers (issue 22 item 27; docs/rules.md R1.7, R1.8): `01`, `+1`,
 * `1.0`, `1e0`, `0b1`, `0x10`, `1\n`, U+2028 + `1` once reached row 1 (or 16), and the `company`
 * header took `01`. The shared id schema (src/contracts/common.ts) refuses them with 422; a test
 * iterates every app/v1 route with an id in its path, so a route that reads its id another way
 * (or a route added later) fails here.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { DbHandle } from '../../server/db/client';
import { ROLES, ruleAllows, ruleOf, type Role } from '../../src/domain/access';
import { login, h, testApp, testDb } from './helpers';

let db: DbHandle;
let app: FastifyInstance;
const tokens = {} as Record<Role, string>;
const DEMO_PHONES: Record<Role, string> = {
  guest: '+79990000001',
  owner: '+79990000002',
  agent: '+79990000003',
  manager: '+79990000004',
};

beforeAll(async () => {
  db = await testDb();
  ({ app } = await testApp({ db }));
  await app.ready();
  for (const role of ROLES) {
    tokens[role] = await login(app, DEMO_PHONES[role]);
    // A person with several roles logs in as one of them; act in the one named (R2.11).
    await app.inject({
      method: 'POST',
      url: '/api/app/v1/auth/role',
      headers: { ...h(), authorization: `Bearer ${tokens[role]}` },
      payload: { role },
    });
  }
});
afterAll(async () => {
  await app.close();
  await db.close();
});

/** Lenient spellings of id 1 (and `0x10` of 16), as they travel in a URL. */
const NOT_CANONICAL = ['01', '%2B1', '1.0', '1e0', '0b1', '0x10', '1%0A', '%E2%80%A81', '%201', '1%20', '00001'];

const headersAs = (role: Role | null) => ({
  ...h({ devicelocale: 'en' }),
  ...(role ? { authorization: `Bearer ${tokens[role]}` } : {}),
});

describe('path ids', () => {
  it.each(NOT_CANONICAL)('GET objects/%s answers 422 naming id', async (raw) => {
    const res = await app.inject({ url: `/api/app/v1/objects/${raw}`, headers: headersAs(null) });
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json()).toEqual({ message: 'Please check the data you entered', errors: { id: ['Invalid value'] } });
  });

  it('the canonical id still reads its row', async () => {
    const res = await app.inject({ url: '/api/app/v1/objects/16', headers: headersAs(null) });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.id).toBe(16);
  });

  it('every app/v1 route with an id in its path refuses `01` and `1.0` with 422', async () => {
    const routes = [...app.routeAccess.entries()].filter(([route]) => /:(id|\w+Id)\b/.test(route));
    expect(routes.length).toBeGreaterThan(60);
    const lenient: string[] = [];
    for (const [route, cell] of routes) {
      const [method, url] = route.split(' ');
      const rule = cell && ruleOf(cell.resource, cell.action);
      // The first caller the route's policy cell admits, so the request reaches validation.
      const role = ([null, ...ROLES] as (Role | null)[]).find((r) => rule !== undefined && ruleAllows(rule, r));
      const params = [...url.matchAll(/:(\w+)/g)].map((m) => m[1]).filter((p) => p === 'id' || p.endsWith('Id'));
      for (const bad of params) {
        for (const raw of ['01', '1.0']) {
          const path = url.replace(/:(\w+)/g, (_m, p: string) =>
            p === bad ? raw : (p.endsWith('Id') && p !== 'photoId') || p === 'id' ? '1' : p,
          );
          const res = await app.inject({
            method: method as 'GET',
            url: path,
            headers: {
              ...headersAs(role ?? null),
              ...(method === 'GET' || method === 'DELETE' ? {} : { 'content-type': 'application/json' }),
            },
            ...(method === 'GET' || method === 'DELETE' ? {} : { payload: '{}' }),
          });
          const errors =
            res.statusCode === 422 ? ((res.json() as { errors?: Record<string, string[]> }).errors ?? {}) : {};
          if (res.statusCode !== 422 || !(bad in errors))
            lenient.push(`${method} ${path} (as ${role ?? 'anonymous'}) → ${res.statusCode} ${res.body.slice(0, 120)}`);
        }
      }
    }
    expect(lenient).toEqual([]);
  });
});

describe('ids in a query and in a body', () => {
  it('GET objects?buildingId=01 answers 422 naming buildingId', async () => {
    const res = await app.inject({ url: '/api/app/v1/objects?buildingId=01', headers: headersAs(null) });
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().errors).toEqual({ buildingId: ['Invalid value'] });
  });

  it('a booking whose objectIds hold "1.0" answers 422 naming objectIds.0', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/app/v1/bookings',
      headers: headersAs('guest'),
      payload: { objectIds: ['1.0'] },
    });
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().errors['objectIds.0']).toEqual(['Invalid value']);
  });
});

describe('the company header', () => {
  it.each(['01', ' 1', '1\t', '+1', '1.0', '0x1'])('company %j answers 400 "company missing"', async (company) => {
    const res = await app.inject({ url: '/api/app/v1/objects/1', headers: { ...headersAs(null), company } });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toEqual({ message: 'The management company is missing (company header)' });
  });

  it('company 1 answers 200', async () => {
    const res = await app.inject({ url: '/api/app/v1/objects/1', headers: headersAs(null) });
    expect(res.statusCode, res.body).toBe(200);
  });
});
