/**
 * Issue 25 item 1: jobs on several instances sharing one PostgreSQL (docs/architecture.md § Jobs).
 * Real PostgreSQL: a new database on DATABASE_URL's server, or a throwaway initdb/pg_ctl cluster.
 * - Two instances run every job of the registry at the same moment, day after day: each charge,
 *   receipt, channel conflict and notice exists once (rows counted), however the runs interleave.
 * - Two instances on the pg-boss engine: a scheduled job runs once per cron tick, not once per
 *   instance; a failed run is retried and counted.
 * - `npm run worker` (server/worker.ts) next to a `JOBS=off` web instance: the worker schedules the
 *   jobs and answers only its probes; the web instance schedules nothing; SIGTERM exits 0.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { sql as sqlTag } from 'drizzle-orm';
import { buildApp } from '../../server/app';
import { JOBS, type JobDefinition } from '../../server/jobs/index';
import { jobStats, startJobs } from '../../server/jobs/runner';
import { findPgBin, freePort, freshPgDatabase, type PgCluster } from './pg-cluster';
import { TestClock } from './helpers';

const canRun = !!process.env.DATABASE_URL || !!findPgBin();
if (!canRun) console.warn('jobs-pg: skipped — set DATABASE_URL or install PostgreSQL (initdb/pg_ctl) to run it');

describe.skipIf(!canRun)('jobs on two instances sharing one PostgreSQL', () => {
  let cluster: PgCluster | null = null;
  let url = '';
  let a: FastifyInstance;
  let b: FastifyInstance;
  let sql: pg.Client;
  /** A booking site's calendar (docs/rules.md R18.3), served on 127.0.0.1 (the test-only allowance). */
  let feedServer: Server;
  const clock = new TestClock(new Date('2026-12-05T06:00:00Z'));

  beforeAll(async () => {
    ({ url, cluster } = await freshPgDatabase('jobs'));
    // Instance A seeds the demo data (dated from the clock); B shares the database.
    const icalAllowHttpHosts = ['127.0.0.1'];
    a = await buildApp({ config: { databaseUrl: url, dataDir: ':memory:', icalAllowHttpHosts }, clock });
    b = await buildApp({
      config: { databaseUrl: url, dataDir: ':memory:', seedDemo: false, icalAllowHttpHosts },
      clock,
    });
    sql = new pg.Client({ connectionString: url });
    await sql.connect();
  }, 120_000);

  afterAll(async () => {
    feedServer?.closeAllConnections();
    await new Promise((r) => (feedServer ? feedServer.close(r) : r(null)));
    await sql?.end();
    await Promise.all([a?.close(), b?.close()]);
    await new Promise((r) => setTimeout(r, 300));
    cluster?.stop();
  });

  const count = async (query: string) => Number((await sql.query<{ n: string }>(query)).rows[0].n);

  it('every job run by two instances at the same moment makes each charge, receipt, channel conflict and notice once', async () => {
    const before = await count('SELECT count(*) AS n FROM notifications');
    // A channel's calendar whose nights overlap an owner's stay: one conflict to raise (R18.5).
    feedServer = createServer((_req, res) =>
      res
        .writeHead(200, { 'content-type': 'text/calendar' })
        .end(
          'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Test//EN\r\nBEGIN:VEVENT\r\nUID:pg-1@channel.example\r\n' +
            'DTSTAMP:20260101T000000Z\r\nDTSTART;VALUE=DATE:20270212\r\nDTEND;VALUE=DATE:20270216\r\n' +
            'SUMMARY:Reserved\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n',
        ),
    );
    await new Promise<void>((r) => feedServer.listen(0, '127.0.0.1', r));
    const feedUrl = `http://127.0.0.1:${(feedServer.address() as AddressInfo).port}/listing.ics`;
    const room = (await sql.query<{ id: number }>('SELECT id FROM objects WHERE company_id = 1 ORDER BY id LIMIT 1'))
      .rows[0].id;
    await sql.query(
      `INSERT INTO owner_stays (company_id, object_id, owner_id, check_in, check_out)
       SELECT 1, $1, min(id), '2027-02-10', '2027-02-14' FROM users`,
      [room],
    );
    await sql.query(
      `INSERT INTO channel_feeds (company_id, object_id, channel, url) VALUES (1, $1, 'Booking.com', $2)`,
      [room, feedUrl],
    );
    const results: Record<string, number> = {};
    // Days on which the seeded data makes every kind of effect due (reminders, expiries, a charge,
    // receipts, a poll closing).
    for (const day of ['2026-12-05', '2026-12-12', '2026-12-15', '2027-01-02']) {
      clock.current = new Date(`${day}T06:00:00Z`);
      for (const job of JOBS) {
        // Three runs on each instance at once, on warm connections, so the runs really overlap.
        await Promise.all([a, b].map((app) => Promise.all([1, 2, 3].map(() => app.db.execute(sqlTag`select 1`)))));
        const all = await Promise.all([a, b, a, b, a, b].map((app) => job.run(app)));
        for (const r of all)
          for (const [k, v] of Object.entries(r ?? {}))
            results[`${job.name}.${k}`] =
              (results[`${job.name}.${k}`] ?? 0) + (Array.isArray(v) ? v.length : typeof v === 'number' ? v : 0);
      }
    }
    // Something of each kind happened (so the counts below can fail)…
    expect(results['subscription-charges.charged']).toBe(1);
    expect(results['utility-bills.created']).toBe(2);
    expect(results['rent-reminders.reminded']).toBe(3);
    expect(results['document-reminders.reminders']).toBe(6);
    expect(results['service-order-deadlines.expired']).toBe(1);
    expect(results['polls-close.closed']).toBe(1);
    expect(results['channel-import.imported']).toBe(4 * 6);
    expect(results['channel-import.conflicts']).toBe(1);
    // …and each effect exists once: no notice twice (same person, text, link and moment), one
    // payment per subscription charge, one receipt per account and month.
    expect(await count('SELECT count(*) AS n FROM notifications')).toBeGreaterThan(before);
    expect(
      await count(`SELECT count(*) AS n FROM (SELECT 1 FROM notifications
        GROUP BY user_id, title::text, body::text, link, created_at HAVING count(*) > 1) d`),
    ).toBe(0);
    expect(
      await count(`SELECT count(*) AS n FROM (SELECT 1 FROM payments WHERE target_kind = 'subscription_charge'
        GROUP BY target_id HAVING count(*) > 1) d`),
    ).toBe(0);
    expect(
      await count(`SELECT count(*) AS n FROM (SELECT 1 FROM utility_receipts GROUP BY account_id, month
        HAVING count(*) > 1) d`),
    ).toBe(0);
    // One conflict row, and one notice of it to each manager of the company.
    expect(await count('SELECT count(*) AS n FROM channel_conflicts')).toBe(1);
    expect(await count(`SELECT count(*) AS n FROM notifications WHERE link = '/backoffice/channels/${room}'`)).toBe(
      await count(
        `SELECT count(*) AS n FROM users WHERE company_id = 1 AND roles @> '["manager"]' AND deleted_at IS NULL`,
      ),
    );
    // A retry of the whole day (pg-boss after a failure) finds nothing left to do: the feed is
    // fetched again (it is on every run) and raises nothing new; the outbox sends only the e-mails
    // the jobs after it in the day's run queued (R22.5), each once, and none is left queued.
    const queued = (
      await sql.query<{ id: number }>(`SELECT id FROM email_outbox WHERE status = 'queued' ORDER BY id`)
    ).rows.map((r) => r.id);
    const again = await Promise.all(JOBS.map(async (j) => [j.name, await j.run(a)] as const));
    const { 'email-outbox': mailed, ...rest } = Object.fromEntries(again.filter(([, r]) => r)) as Record<
      string,
      { sent?: number[] } | null
    >;
    expect(rest).toEqual({ 'channel-import': { imported: 1, failed: 0, conflicts: 0 } });
    expect([...(mailed?.sent ?? [])].sort((x, y) => x - y)).toEqual(queued);
    expect(await count(`SELECT count(*) AS n FROM email_outbox WHERE status = 'queued'`)).toBe(0);
  }, 60_000);

  it('on pg-boss a scheduled job runs once per cron tick across two instances; a failed run is retried; stop lets a run finish', async () => {
    const runs: { at: number; by: string }[] = [];
    let flaky = 0;
    const slow = { started: 0, finished: 0 };
    const jobs = (by: string): JobDefinition[] => [
      {
        name: 'test-tick',
        everySeconds: () => 60,
        run: async () => {
          runs.push({ at: Date.now(), by });
          return null;
        },
      },
      {
        name: 'test-flaky',
        everySeconds: () => 60,
        run: async () => {
          if (++flaky === 1) throw new Error('first attempt fails');
          return null;
        },
      },
      {
        name: 'test-slow',
        everySeconds: () => 60,
        run: async () => {
          slow.started ||= Date.now();
          await new Promise((r) => setTimeout(r, 8000));
          slow.finished ||= Date.now();
          return null;
        },
      },
    ];
    // Schedules checked every second instead of every 30 s, so the first tick comes at once.
    const tuning = { cronMonitorIntervalSeconds: 1, cronWorkerIntervalSeconds: 1, pollingIntervalSeconds: 0.5 };
    const startAt = Date.now();
    const started = await Promise.allSettled([
      startJobs(a, { engine: 'pg-boss', jobs: jobs('A'), pgBoss: { ...tuning, retryDelaySeconds: 1 } }),
      startJobs(b, { engine: 'pg-boss', jobs: jobs('B'), pgBoss: { ...tuning, retryDelaySeconds: 1 } }),
    ]);
    const runners = started.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
    let stopAt: number;
    try {
      // Two instances starting together both come up (their set-up does not deadlock).
      expect(started.map((s) => (s.status === 'fulfilled' ? s.value.engine : String(s.reason)))).toEqual([
        'pg-boss',
        'pg-boss',
      ]);
      for (let i = 0; i < 200 && (runs.length === 0 || flaky < 2 || !slow.started); i++)
        await new Promise((r) => setTimeout(r, 100));
      // Both instances kept checking the schedule for a few more seconds.
      await new Promise((r) => setTimeout(r, 3000));
    } finally {
      stopAt = Date.now();
      await Promise.all(runners.map((r) => r.stop()));
    }
    // SIGTERM's stop took no new job and let the 8-second run finish (within SHUTDOWN_TIMEOUT_MS).
    expect(slow.started).toBeLessThan(stopAt);
    expect(slow.finished).toBeGreaterThanOrEqual(stopAt);
    const slowState = await sql.query<{ state: string }>(`SELECT state FROM pgboss.job WHERE name = 'test-slow'`);
    expect(slowState.rows.map((r) => r.state)).toContain('completed');
    expect(runs.length).toBeGreaterThan(0);
    // At most one run per cron tick (minute) the test spanned, across both instances: a tick taken
    // late under load may run in the next minute, beside that minute's own, so runs are counted
    // against the minutes spanned rather than bucketed by their own clock.
    const minutes = Math.floor(stopAt / 60_000) - Math.floor(startAt / 60_000) + 1;
    expect(runs.length).toBeLessThanOrEqual(minutes);
    // The failed first attempt was retried (after a second, by either instance) and counted.
    expect(flaky).toBeGreaterThanOrEqual(2);
    expect(jobStats.get('test-flaky')?.failed).toBe(1);
    const schedules = await sql.query<{ name: string; cron: string }>(
      `SELECT name, cron FROM pgboss.schedule ORDER BY name`,
    );
    expect(schedules.rows).toEqual([
      { name: 'test-flaky', cron: '* * * * *' },
      { name: 'test-slow', cron: '* * * * *' },
      { name: 'test-tick', cron: '* * * * *' },
    ]);
  }, 60_000);

  it('npm run worker sets up the jobs and serves only its probes; a JOBS=off web instance starts none', async () => {
    // A fresh start: no pg-boss schema at all (the test above made one).
    await sql.query('DROP SCHEMA IF EXISTS pgboss CASCADE');
    const [webPort, workerPort] = [await freePort(), await freePort()];
    const started: ChildProcess[] = [];
    const run = (file: string, env: Record<string, string>) => {
      const child = spawn(process.execPath, ['--import', 'tsx', file], {
        env: { ...process.env, DATABASE_URL: url, HOST: '127.0.0.1', SEED_DEMO: 'false', LOG_LEVEL: 'info', ...env },
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      started.push(child);
      let log = '';
      child.stdout!.on('data', (d: Buffer) => void (log += d.toString()));
      const exited = new Promise<number | null>((res) => child.on('exit', (code) => res(code)));
      return { child, exited, log: () => log };
    };
    const ready = async (port: number) => {
      for (let i = 0; i < 900; i++) {
        const ok = await fetch(`http://127.0.0.1:${port}/readyz`).then(
          (r) => r.ok,
          () => false,
        );
        if (ok) return;
        await new Promise((r) => setTimeout(r, 100));
      }
      throw new Error(`nothing answers on ${port}`);
    };
    try {
      const web = run('server/main.ts', { PORT: String(webPort), JOBS: 'off' });
      const worker = run('server/worker.ts', { WORKER_PORT: String(workerPort) });
      await Promise.all([ready(webPort), ready(workerPort)]);
      // The worker answers /readyz once its jobs are set up: one schedule per job of the registry.
      const names = (await sql.query<{ name: string }>('SELECT name FROM pgboss.schedule ORDER BY name')).rows;
      expect(names.map((r) => r.name)).toEqual(JOBS.map((j) => j.name).sort());
      expect(worker.log()).toMatch(/"engine":"pg-boss".*"msg":"jobs started"/);
      // The web instance says it runs no jobs, and started none.
      expect(web.log()).toContain('JOBS=off');
      expect(web.log()).not.toContain('jobs started');
      // The worker answers its probes, not the API; the web instance answers the API.
      expect((await fetch(`http://127.0.0.1:${workerPort}/livez`)).status).toBe(200);
      const objects = (port: number) =>
        fetch(`http://127.0.0.1:${port}/api/app/v1/objects`, { headers: { company: '1' } }).then((r) => r.status);
      expect(await objects(workerPort)).toBe(404);
      expect(await objects(webPort)).toBe(200);
      worker.child.kill('SIGTERM');
      web.child.kill('SIGTERM');
      expect(await worker.exited).toBe(0);
      expect(await web.exited).toBe(0);
    } finally {
      for (const c of started) if (c.exitCode === null) c.kill('SIGKILL');
    }
  }, 120_000);
});
