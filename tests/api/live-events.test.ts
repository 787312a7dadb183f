/**
 * Live events (docs/rules.md R23.10–R23.14): the ticket, the stream's guard and scope, heartbeats,
 * the end at logout, and delivery between two apps over Redis pub/sub and PostgreSQL
 * LISTEN/NOTIFY.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDb } from '../../server/db/client';
import { notifyUser } from '../../server/services/push';
import { publishLive } from '../../server/services/live-events';
import { H, testApp, testClock, testDb, type TestApp } from './helpers';
import { isEvent, liveTicket, openLiveStream } from './live-stream';
import { pgTestApp } from './helpers';
import { startRedis, which } from '../cluster/harness';
import { findPgBin } from './pg-cluster';

const hasRedis = which('redis-server') !== null;

/** Listens on a free port; resolves to its base URL. */
async function serve(app: FastifyInstance): Promise<string> {
  return app.listen({ port: 0, host: '127.0.0.1' });
}

/** The user id of a session. */
async function meId(app: FastifyInstance, token: string): Promise<number> {
  const r = await app.inject({ url: '/api/app/v1/auth/me', headers: H('en', token) });
  return r.json().data.id as number;
}

describe('live-event stream on one instance (R23.10–R23.13)', () => {
  const clock = testClock();
  let t: TestApp;
  let base = '';
  beforeAll(async () => {
    t = await testApp({ clock, config: { liveHeartbeatMs: 300 } });
    base = await serve(t.app);
  }, 60_000);
  afterAll(async () => t.close());

  it('a ticket needs a session; the stream needs a valid ticket (401), and a query (422)', async () => {
    const anon = await t.app.inject({ method: 'POST', url: '/api/app/v1/events/ticket', headers: H('en') });
    expect(anon.statusCode).toBe(401);
    expect(anon.json().message).toBeTruthy();
    const none = await fetch(`${base}/api/app/v1/events`, { headers: { accept: 'text/event-stream' } });
    expect(none.status).toBe(422);
    expect(((await none.json()) as { errors: object }).errors).toBeTruthy();
    expect((await openLiveStream(base, 'not-a-ticket')).status).toBe(401);
  });

  it('a ticket opens one stream only, and not after 60 s', async () => {
    const token = await t.login('guest');
    const ticket = await liveTicket(base, token);
    const first = await openLiveStream(base, ticket);
    expect(first.status).toBe(200);
    const ready = await first.waitFor((f) => f.data?.type === 'ready');
    expect(ready.retry).toBe(3000);
    expect((await openLiveStream(base, ticket)).status).toBe(401);
    first.close();
    const late = await liveTicket(base, token);
    clock.advance(61_000);
    expect((await openLiveStream(base, late)).status).toBe(401);
  });

  it("a person's stream gets their own notifications only; a manager's gets the company's manager events", async () => {
    const guestToken = await t.login('guest');
    const ownerToken = await t.login('owner');
    const managerToken = await t.login('manager');
    const [guestId, ownerId] = [await meId(t.app, guestToken), await meId(t.app, ownerToken)];
    const guest = await openLiveStream(base, await liveTicket(base, guestToken));
    const owner = await openLiveStream(base, await liveTicket(base, ownerToken));
    const manager = await openLiveStream(base, await liveTicket(base, managerToken));
    try {
      for (const s of [guest, owner, manager]) await s.waitFor((f) => f.data?.type === 'ready');
      const { id } = await notifyUser(t.app, guestId, { title: 'Live', body: 'A notice' });
      await guest.waitFor(isEvent('notification', id));
      await publishLive(t.app, { managersOfCompany: 1 }, { type: 'conversation.read', conversationId: 7 });
      await manager.waitFor(isEvent('conversation.read'));
      // The owner's own notice arrives after the guest's would have: the guest's was not delivered to them.
      const mine = await notifyUser(t.app, ownerId, { title: 'Live', body: 'Mine' });
      await owner.waitFor(isEvent('notification', mine.id));
      expect(owner.frames.some(isEvent('notification', id))).toBe(false);
      expect(owner.frames.some(isEvent('conversation.read'))).toBe(false);
      expect(guest.frames.some(isEvent('conversation.read'))).toBe(false);
      expect(manager.frames.some(isEvent('notification', id))).toBe(false);
    } finally {
      for (const s of [guest, owner, manager]) s.close();
    }
  });

  it('sends heartbeat comments and ends the stream when its session logs out', async () => {
    const token = await t.login('agent');
    const s = await openLiveStream(base, await liveTicket(base, token));
    await s.waitFor((f) => f.comment === 'heartbeat', 3000);
    const out = await t.app.inject({ method: 'POST', url: '/api/app/v1/auth/logout', headers: H('en', token) });
    expect(out.statusCode).toBe(200);
    await s.ended(3000);
  });
});

/** Two apps on one database with `config`; a guest's stream on B gets a notice made on A. */
async function acrossTwoApps(a: FastifyInstance, b: FastifyInstance, login: () => Promise<string>) {
  const [baseA, baseB] = [await serve(a), await serve(b)];
  void baseA;
  const token = await login();
  const s = await openLiveStream(baseB, await liveTicket(baseB, token));
  try {
    await s.waitFor((f) => f.data?.type === 'ready');
    const { id } = await notifyUser(a, await meId(a, token), { title: 'Across', body: 'From A' });
    await s.waitFor(isEvent('notification', id), 5000);
  } finally {
    s.close();
  }
}

describe.skipIf(!hasRedis)('over Redis pub/sub, an event made on one app reaches a stream on another (R23.11)', () => {
  let redis: Awaited<ReturnType<typeof startRedis>> | undefined;
  beforeAll(async () => void (redis = await startRedis()), 30_000);
  afterAll(() => redis?.stop());

  it('delivers across two apps', async () => {
    const db = await testDb();
    const config = { redisUrl: redis!.url };
    const a = await testApp({ db, config });
    const b = await testApp({ db, config });
    try {
      await acrossTwoApps(a.app, b.app, () => a.login());
    } finally {
      await a.close();
      await b.close();
      await db.close();
    }
  }, 60_000);
});

describe.skipIf(!process.env.DATABASE_URL && !findPgBin())(
  'over PostgreSQL LISTEN/NOTIFY, an event made on one app reaches a stream on another (R23.11)',
  () => {
    it('delivers across two apps', async () => {
      const a = await pgTestApp();
      const url = a.app.config.databaseUrl!;
      const db = await openDb({ databaseUrl: url, dataDir: ':memory:' });
      const b = await testApp({ db, config: { databaseUrl: url } });
      try {
        await acrossTwoApps(a.app, b.app, () => a.login());
      } finally {
        await b.close();
        await db.close();
        await a.close();
      }
    }, 180_000);
  },
);
