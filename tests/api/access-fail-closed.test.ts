/**
 * Fail closed (docs/rules.md R3.3): the server refuses to start when an app/v1 route declares no
 * policy cell, or one the table does not have, so an unguarded route never answers.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { DbHandle } from '../../server/db/client';
import { routesWithoutPolicy } from '../../server/access';
import { h, testApp, testDb } from './helpers';

let db: DbHandle | undefined;
let app: FastifyInstance | undefined;

afterEach(async () => {
  await app?.close().catch(() => undefined);
  await db?.close();
  app = db = undefined;
});

describe('fail closed at startup', () => {
  it('starts when every app/v1 route has a known cell, and an unknown app/v1 path is 404', async () => {
    db = await testDb();
    ({ app } = await testApp({ db }));
    await app.ready();
    expect(routesWithoutPolicy(app.routeAccess)).toEqual([]);
    expect(app.routeAccess.size).toBeGreaterThanOrEqual(30);
    const res = await app.inject({ url: '/api/app/v1/no-such-route', headers: h({ devicelocale: 'en' }) });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toEqual(expect.any(String));
  });

  it('refuses to start with an app/v1 route without config: access(...)', async () => {
    db = await testDb();
    ({ app } = await testApp({ db }));
    app.get('/api/app/v1/rogue', async () => ({ data: 'secret' }));
    await expect(app.ready()).rejects.toThrow(/refusing to start.*GET \/api\/app\/v1\/rogue \(no config: access/);
  });

  it('refuses to start with a route naming a cell the policy table does not have', async () => {
    db = await testDb();
    ({ app } = await testApp({ db }));
    await app.register(
      async (v1) => {
        v1.get('/rogue', { config: { access: { resource: 'bookings', action: 'export' } } }, async () => ({
          data: 'secret',
        }));
      },
      { prefix: '/api/app/v1' },
    );
    await expect(app.ready()).rejects.toThrow(/GET \/api\/app\/v1\/rogue \(unknown cell bookings\.export\)/);
  });

  it('routes outside app/v1 (docs, sitemap) need no cell', async () => {
    db = await testDb();
    ({ app } = await testApp({ db }));
    app.get('/api/other', async () => ({ ok: true }));
    await expect(app.ready()).resolves.toBeDefined();
  });
});
