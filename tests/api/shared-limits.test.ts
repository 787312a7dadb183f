/**
 * Limits that hold across instances and restarts (docs/architecture.md § Operations): the wrong-code
 * ledger lives in the database (docs/rules.md R2.7), and with `REDIS_URL` the per-address rate
 * limits count in Redis for every instance.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDb } from '../../server/db/client';
import { seedDemo } from '../../server/db/seed';
import { freePort } from './pg-cluster';
import { testApp, testClock, testDb, loginWithWrongCode } from './helpers';

const v1 = '/api/app/v1';
const en = () => ({ company: '1', devicelocale: 'en' });

describe('the wrong-code lock survives a restart (R2.7)', () => {
  it('10 wrong codes on one app; a new process on the same database still refuses the phone to another address', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'ledger-'));
    const clock = testClock(Date.parse('2030-05-01T10:00:00Z'));
    const phone = '+79161232001';
    const remoteAddress = '192.0.2.40';
    try {
      const first = await openDb({ dataDir });
      await seedDemo(first.db);
      const { app: a, sms } = await testApp({ db: first, clock });
      for (let i = 0; i < 10; i++) {
        if (i % 5 === 0) {
          clock.advance(61_000);
          const asked = await a.inject({
            method: 'POST',
            url: `${v1}/auth/code`,
            headers: en(),
            payload: { phone },
            remoteAddress,
          });
          expect(asked.statusCode).toBe(200);
        }
        expect((await loginWithWrongCode(a, sms, phone, remoteAddress)).statusCode).toBe(422);
      }
      await a.close();
      await first.close();

      // A restart: the database is opened anew from its files.
      clock.advance(61_000);
      const second = await openDb({ dataDir });
      const { app: b } = await testApp({ db: second, clock });
      try {
        const locked = await b.inject({
          method: 'POST',
          url: `${v1}/auth/code`,
          headers: en(),
          payload: { phone },
          remoteAddress: '192.0.2.41',
        });
        expect(locked.statusCode).toBe(429);
        expect(locked.json().message).toMatch(/Too many wrong codes\. Try again in 14 minutes/);
        clock.advance(15 * 60_000);
        const later = await b.inject({ method: 'POST', url: `${v1}/auth/code`, headers: en(), payload: { phone } });
        expect(later.statusCode).toBe(200);
      } finally {
        await b.close();
        await second.close();
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});

/** `redis-server` on PATH (Debian's package; .ci/run installs it). */
const hasRedis = spawnSync('redis-server', ['--version']).status === 0;
if (!hasRedis) console.warn('shared-limits: redis-server is not on PATH, the Redis rate-limit test is skipped');

describe.skipIf(!hasRedis)('with REDIS_URL the rate limit is shared by every instance (R1.12)', () => {
  let server: ChildProcess;
  let url = '';
  beforeAll(async () => {
    const port = await freePort();
    server = spawn(
      'redis-server',
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      {
        stdio: 'ignore',
      },
    );
    url = `redis://127.0.0.1:${port}`;
    // Ready when it answers PING.
    const { Redis } = await import('ioredis');
    const probe = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0 });
    probe.on('error', () => undefined); // refused until the server listens
    for (let i = 0; ; i++) {
      try {
        await probe.connect();
        await probe.ping();
        break;
      } catch (e) {
        probe.disconnect();
        if (i > 50) throw e;
        await new Promise((r) => setTimeout(r, 100));
      }
    }
    await probe.quit();
  }, 30_000);
  afterAll(() => void server?.kill());

  it('5 requests a minute: the 6th is refused whichever instance gets it', async () => {
    const db = await testDb();
    const config = { redisUrl: url, rateLimitPerMinute: 5 };
    const { app: a } = await testApp({ db, config });
    const { app: b } = await testApp({ db, config });
    const get = (app: typeof a) =>
      app.inject({ url: '/api/app/v1/building', headers: en(), remoteAddress: '203.0.113.7' });
    try {
      for (const app of [a, b, a, b, a]) expect((await get(app)).statusCode).toBe(200);
      const refused = await get(b);
      expect(refused.statusCode).toBe(429);
      expect(refused.json().message).toMatch(/Too many requests/);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect((await get(a)).statusCode).toBe(429);
      // Another address still has its own count.
      expect(
        (await a.inject({ url: '/api/app/v1/building', headers: en(), remoteAddress: '203.0.113.8' })).statusCode,
      ).toBe(200);
    } finally {
      await a.close();
      await b.close();
      await db.close();
    }
  }, 60_000);
});
