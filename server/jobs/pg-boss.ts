/**
 * The pg-boss engine of the job runner (docs/architecture.md § Jobs), used on PostgreSQL: pg-boss
 * (https://github.com/timgit/pg-boss, v10 — v11+ needs Node 22) keeps its queues in the `pgboss`
 * schema of the app's database.
 * - Each job is a queue with the `stately` policy: at most one run active across every instance,
 *   at most one waiting; a failed run is retried up to {@link RETRY_LIMIT} times with exponential
 *   backoff; a run longer than its expiry is failed (and retried).
 * - Each job has a cron schedule ({@link cronFor}); every instance checks the schedules, and
 *   pg-boss sends one job per schedule per minute slot (a singleton key), so a tick runs once
 *   however many instances run jobs.
 * - Stopping stops fetching, waits for a running job up to the shutdown bound, then fails it so
 *   another instance retries it.
 */
import PgBoss from 'pg-boss';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import type { JobDefinition } from './index';

/** The advisory lock held while an instance sets up its queues and schedules (any constant the app alone uses). */
const SETUP_LOCK_KEY = 7_251_026;

/** Retries of a failed run (then the run stays failed until the next tick). */
export const RETRY_LIMIT = 3;

/** Timings of the engine; the defaults suit production, tests shorten them. */
export interface PgBossTuning {
  /** How often an instance evaluates the schedules, s (pg-boss `cronMonitorIntervalSeconds`, 1–45; default 30). */
  cronMonitorIntervalSeconds?: number;
  /** How often scheduled sends are turned into jobs, s (`cronWorkerIntervalSeconds`, 1–45; default 5). */
  cronWorkerIntervalSeconds?: number;
  /** How often each job's queue is polled for work, s (`pollingIntervalSeconds`, ≥ 0.5; default 2). */
  pollingIntervalSeconds?: number;
  /** First retry delay, s; doubled for each further retry (default 30). */
  retryDelaySeconds?: number;
  /** The cron of a job by name instead of {@link cronFor} of its interval (tests). */
  cron?: Record<string, string>;
}

/**
 * The cron expression nearest to "every `seconds`" (pg-boss cron has a one-minute resolution,
 * UTC): under two minutes → every minute; under an hour → every N minutes (`*\/N`, restarting at
 * each full hour); under a day → every N hours at minute 0; otherwise daily at 00:00 UTC (every N
 * days of the month for longer intervals).
 */
export function cronFor(seconds: number): string {
  if (seconds < 3600) {
    const m = Math.min(59, Math.max(1, Math.round(seconds / 60)));
    return m === 1 ? '* * * * *' : `*/${m} * * * *`;
  }
  if (seconds < 86_400) {
    const h = Math.min(23, Math.max(1, Math.round(seconds / 3600)));
    return h === 1 ? '0 * * * *' : `0 */${h} * * *`;
  }
  const d = Math.min(28, Math.max(1, Math.round(seconds / 86_400)));
  return d === 1 ? '0 0 * * *' : `0 0 */${d} * *`;
}

/**
 * Starts pg-boss on `app.config.databaseUrl`, makes the queue and the schedule of each of `jobs`,
 * removes every other schedule (jobs turned off, or no longer in the registry), and works the
 * queues with `run`.
 * @returns stop (graceful, bounded by SHUTDOWN_TIMEOUT_MS less a second).
 * @throws when there is no DATABASE_URL or pg-boss cannot start.
 */
export async function startPgBossEngine(
  app: FastifyInstance,
  jobs: readonly { job: JobDefinition; everySeconds: number }[],
  run: (job: JobDefinition) => Promise<void>,
  tuning: PgBossTuning = {},
): Promise<() => Promise<void>> {
  if (!app.config.databaseUrl) throw new Error('the pg-boss job engine needs DATABASE_URL');
  const boss = new PgBoss({
    connectionString: app.config.databaseUrl,
    application_name: 'portal-jobs',
    max: 4,
    ...(tuning.cronMonitorIntervalSeconds ? { cronMonitorIntervalSeconds: tuning.cronMonitorIntervalSeconds } : {}),
    ...(tuning.cronWorkerIntervalSeconds ? { cronWorkerIntervalSeconds: tuning.cronWorkerIntervalSeconds } : {}),
  });
  boss.on('error', (err: Error) => app.log.error({ err }, 'pg-boss error'));
  // Instances starting together set up one after another: pg-boss's queue creation deadlocks
  // when two run it at once (as the migrations, server/db/client.ts, under an advisory lock).
  const lock = new pg.Client({ connectionString: app.config.databaseUrl, application_name: 'portal-jobs-setup' });
  await lock.connect();
  try {
    await lock.query('SELECT pg_advisory_lock($1)', [SETUP_LOCK_KEY]);
    await boss.start();
    const active = new Set(jobs.map(({ job }) => job.name));
    for (const s of await boss.getSchedules()) {
      if (!active.has(s.name)) await boss.unschedule(s.name);
    }
    for (const { job, everySeconds } of jobs) {
      const queue = {
        name: job.name,
        policy: 'stately' as const,
        retryLimit: RETRY_LIMIT,
        retryDelay: tuning.retryDelaySeconds ?? 30,
        retryBackoff: true,
        // A run that hangs is failed (and retried) after ten intervals, between 5 minutes and an hour.
        expireInSeconds: Math.min(3600, Math.max(300, everySeconds * 10)),
      };
      await boss.createQueue(job.name, queue);
      await boss.updateQueue(job.name, queue);
      await boss.schedule(job.name, tuning.cron?.[job.name] ?? cronFor(everySeconds), {}, { tz: 'UTC' });
    }
  } catch (e) {
    await boss.stop({ graceful: false, wait: true }).catch(() => undefined);
    throw e;
  } finally {
    await lock.query('SELECT pg_advisory_unlock($1)', [SETUP_LOCK_KEY]).catch(() => undefined);
    await lock.end().catch(() => undefined);
  }
  const polling = tuning.pollingIntervalSeconds ? { pollingIntervalSeconds: tuning.pollingIntervalSeconds } : {};
  for (const { job } of jobs) await boss.work(job.name, { batchSize: 1, ...polling }, async () => run(job));
  return async () => {
    await boss.stop({ graceful: true, wait: true, timeout: Math.max(1000, app.config.shutdownTimeoutMs - 1000) });
  };
}
