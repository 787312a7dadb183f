/**
 * The job registry and the in-process engine (docs/architecture.md § Jobs) on the embedded
 * PGlite: every job declared once with its interval from the configuration; `JOBS` and
 * `WORKER_PORT`; the cron each interval becomes on pg-boss; the in-process engine runs a job at
 * once and then on its interval, never two runs at a time, counts failures in /metrics, and stops
 * (on its own or with `app.close()`) only after a running job has finished. The worker's surface
 * (`npm run worker`) answers the probes and nothing else. The PostgreSQL side: jobs-pg.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { readConfig } from '../../server/config';
import type { DbHandle } from '../../server/db/client';
import { JOBS, type JobDefinition } from '../../server/jobs/index';
import { cronFor } from '../../server/jobs/pg-boss';
import { jobStats, startJobs } from '../../server/jobs/runner';
import { testApp, testDb } from './helpers';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('the job registry', () => {
  it('declares each of the 18 jobs once, with its interval from the configuration', () => {
    const every = (env: NodeJS.ProcessEnv) =>
      Object.fromEntries(JOBS.map((j) => [j.name, j.everySeconds(readConfig(env))]));
    expect(every({})).toEqual({
      'email-outbox': 30,
      'payment-due-emails': 60,
      'payment-receipt-emails': 30,
      'booking-deadlines': 60,
      'service-order-deadlines': 60,
      'uploads-purge': 3600,
      'rent-reminders': 3600,
      'check-in-reminders': 3600,
      'review-invitations': 3600,
      'document-reminders': 3600,
      'utility-bills': 3600,
      'polls-close': 60,
      'proxy-reminders': 3600,
      'subscription-charges': 3600,
      terminations: 3600,
      'channel-import': 900,
      'fiscal-settlements': 3600,
      'retention-purge': 86_400,
      'conversation-reminders': 60,
    });
    expect(new Set(JOBS.map((j) => j.name)).size).toBe(JOBS.length);
    // pg-boss queue names: letters, digits and dashes.
    for (const j of JOBS) expect(j.name).toMatch(/^[a-z0-9-]+$/);
    const off = every({ BOOKING_JOBS_SECONDS: '0', UTILITY_JOBS_SECONDS: '900', ICAL_IMPORT_SECONDS: '0' });
    expect(off).toMatchObject({
      'booking-deadlines': 0,
      'service-order-deadlines': 0,
      'polls-close': 0,
      'utility-bills': 900,
      'channel-import': 0,
    });
  });

  it('JOBS=off makes a web-only instance; WORKER_PORT is the worker’s probe port (none by default)', () => {
    expect(readConfig({}).jobs).toBe(true);
    for (const v of ['off', 'OFF', 'false', '0']) expect(readConfig({ JOBS: v }).jobs).toBe(false);
    expect(readConfig({ JOBS: 'on' }).jobs).toBe(true);
    expect(readConfig({}).workerPort).toBe(0);
    expect(readConfig({ WORKER_PORT: '9464' }).workerPort).toBe(9464);
  });

  it('on pg-boss an interval becomes the nearest per-minute cron (UTC)', () => {
    expect(
      [10, 60, 89, 90, 300, 3000, 3599, 3600, 5400, 7200, 43_200, 86_400, 172_800].map((s) => [s, cronFor(s)]),
    ).toEqual([
      [10, '* * * * *'],
      [60, '* * * * *'],
      [89, '* * * * *'],
      [90, '*/2 * * * *'],
      [300, '*/5 * * * *'],
      [3000, '*/50 * * * *'],
      [3599, '*/59 * * * *'],
      [3600, '0 * * * *'],
      [5400, '0 */2 * * *'],
      [7200, '0 */2 * * *'],
      [43_200, '0 */12 * * *'],
      [86_400, '0 0 * * *'],
      [172_800, '0 0 */2 * *'],
    ]);
  });
});

describe('the in-process engine (PGlite)', () => {
  let db: DbHandle;
  let app: FastifyInstance;
  let ops: FastifyInstance;
  beforeAll(async () => {
    db = await testDb();
    ({ app } = await testApp({ db }));
    ({ app: ops } = await testApp({ db, surface: 'ops', config: { metricsToken: 'jobs-test-token' } }));
  });
  afterAll(async () => {
    await ops.close();
    await db.close();
  });

  /** A job of `ms` per run every `everyMs`, recording its runs and the most that ran at once. */
  function probe(name: string, everyMs: number, ms: number, fail = false) {
    const s = { runs: 0, running: 0, most: 0, finished: 0 };
    const job: JobDefinition = {
      name,
      everySeconds: () => everyMs / 1000,
      run: async (a) => {
        s.runs++;
        s.most = Math.max(s.most, ++s.running);
        await sleep(ms);
        await a.db.execute(sql`select 1`);
        s.running--;
        s.finished++;
        if (fail) throw new Error(`${name} fails`);
        return null;
      },
    };
    return { job, s };
  }

  it('runs a job at once and on its interval, never two runs at a time; stop waits for the running one', async () => {
    const quick = probe('test-quick', 50, 0);
    const slow = probe('test-slow', 20, 120);
    const off = probe('test-off', 0, 0);
    const runner = await startJobs(app, { jobs: [quick.job, slow.job, off.job] });
    expect(runner.engine).toBe('in-process');
    expect(runner.jobs).toEqual([
      { name: 'test-quick', everySeconds: 0.05 },
      { name: 'test-slow', everySeconds: 0.02 },
    ]);
    expect(quick.s.runs).toBe(1); // at once, before the first interval
    await sleep(400);
    expect(quick.s.runs).toBeGreaterThan(2);
    expect(slow.s.most).toBe(1);
    expect(slow.s.runs).toBeLessThan(6); // 120 ms runs: ticks during a run are skipped
    // A run in progress… (caught as it runs: on a loaded machine a timer may leave a gap between runs)
    await vi.waitFor(() => expect(slow.s.running).toBe(1), { timeout: 5000, interval: 5 });
    await runner.stop();
    expect(slow.s.running).toBe(0); // …has finished when stop resolves
    const after = quick.s.runs + slow.s.runs;
    await sleep(150);
    expect(quick.s.runs + slow.s.runs).toBe(after); // and nothing runs after it
    expect(off.s.runs).toBe(0);
  });

  it('JOBS_EVERY_SECONDS runs every job that is on at that interval; a job that is off stays off', async () => {
    expect(readConfig({ JOBS_EVERY_SECONDS: '60', JOBS_CRON_CHECK_SECONDS: '90' })).toMatchObject({
      jobsEverySeconds: 60,
      jobsCronCheckSeconds: 45,
    });
    expect(readConfig({})).toMatchObject({ jobsEverySeconds: 0, jobsCronCheckSeconds: 0 });
    const { app: fast } = await testApp({ db, config: { jobsEverySeconds: 3600 } });
    try {
      const hourly = probe('test-hourly', 86_400_000, 0);
      const off = probe('test-off-too', 0, 0);
      const runner = await startJobs(fast, { jobs: [hourly.job, off.job] });
      expect(runner.jobs).toEqual([{ name: 'test-hourly', everySeconds: 3600 }]);
      await runner.stop();
    } finally {
      await fast.close();
    }
  });

  it('counts runs and failures in /metrics; a failing run is logged and the next tick runs again', async () => {
    const failing = probe('test-failing', 40, 0, true);
    const runner = await startJobs(app, { jobs: [failing.job] });
    await sleep(150);
    await runner.stop();
    expect(failing.s.runs).toBeGreaterThan(1);
    const r = await ops.inject({ url: '/metrics', headers: { authorization: 'Bearer jobs-test-token' } });
    expect(r.statusCode).toBe(200);
    expect(r.body).toContain(`jobs_run_total{job="test-failing"} ${failing.s.runs}`);
    expect(r.body).toContain(`jobs_failed_total{job="test-failing"} ${failing.s.runs}`);
    expect(jobStats.get('test-quick')?.failed).toBe(0);
  });

  it('the worker surface answers /livez, /readyz and /metrics only: no API, no documentation', async () => {
    expect((await ops.inject({ url: '/livez' })).statusCode).toBe(200);
    expect((await ops.inject({ url: '/readyz' })).statusCode).toBe(200);
    expect((await ops.inject({ url: '/api/app/v1/objects', headers: { company: '1' } })).statusCode).toBe(404);
    expect((await ops.inject({ url: '/api/docs/json' })).statusCode).toBe(404);
    expect((await app.inject({ url: '/api/app/v1/objects', headers: { company: '1' } })).statusCode).toBe(200);
  });

  it('app.close() lets a running job finish on a live database before it closes', async () => {
    const slow = probe('test-closing', 60_000, 200);
    await startJobs(app, { jobs: [slow.job] });
    expect(slow.s.running).toBe(1);
    await app.close();
    expect(slow.s.finished).toBe(1);
    expect(jobStats.get('test-closing')).toEqual({ run: 1, failed: 0 });
  });
});
