/**
 * The job runner (docs/architecture.md § Jobs): one interface, two engines, the same run function
 * of each job (server/jobs/index.ts) whichever triggers it.
 * - `pg-boss` when the database is PostgreSQL (`DATABASE_URL`; server/jobs/pg-boss.ts): a cron
 *   schedule per job, one active run per job across every instance, retries with backoff, one run
 *   per scheduled tick however many instances run jobs.
 * - `in-process` on the embedded PGlite (single connection, one process): a timer per job — at
 *   once, then every interval, never two runs of one job at a time.
 * Both count runs and failures for GET /metrics (`jobs_run_total`, `jobs_failed_total`) and stop
 * taking jobs on {@link JobRunner.stop}, letting a running one finish.
 */
import type { FastifyInstance } from 'fastify';
import { JOBS, type JobDefinition } from './index';
import { startPgBossEngine, type PgBossTuning } from './pg-boss';
import { jobStats } from './stats';

export { jobStats };

/** Which engine triggers the jobs. */
export type JobEngine = 'in-process' | 'pg-boss';

/** A started runner. */
export interface JobRunner {
  readonly engine: JobEngine;
  /** The jobs it triggers (those whose interval is not 0), with their interval in seconds. */
  readonly jobs: readonly { name: string; everySeconds: number }[];
  /**
   * Stops taking jobs and resolves once a run in progress has finished (pg-boss: or after
   * `SHUTDOWN_TIMEOUT_MS` less a second, when the run is failed and later retried elsewhere).
   * Calling it again returns the same promise.
   */
  stop(): Promise<void>;
}

export interface StartJobsOptions {
  /** The jobs; default every job of the registry ({@link JOBS}). */
  jobs?: readonly JobDefinition[];
  /** The engine; default `pg-boss` on PostgreSQL, `in-process` on PGlite. */
  engine?: JobEngine;
  /** pg-boss timings (tests shorten the cron check); see {@link PgBossTuning}. */
  pgBoss?: PgBossTuning;
}

/**
 * Runs `job` once, counting the run (and a failure) in {@link jobStats} and logging what it did.
 * @throws what the job threw (the in-process engine swallows it; pg-boss retries the job).
 */
export async function runTracked(app: FastifyInstance, job: JobDefinition): Promise<void> {
  const stats = jobStats.get(job.name) ?? { run: 0, failed: 0 };
  jobStats.set(job.name, stats);
  stats.run++;
  try {
    const result = await job.run(app);
    if (result) app.log.info({ job: job.name, ...result }, `job ${job.name}`);
  } catch (e) {
    stats.failed++;
    app.log.error(e, `job ${job.name} failed`);
    throw e;
  }
}

/**
 * Starts the jobs of this process on the engine the database calls for (or `opts.engine`). The
 * runner's stop is also awaited by `app.close()` before the database closes.
 * @throws when pg-boss cannot start (database unreachable, no right to create its schema).
 */
export async function startJobs(app: FastifyInstance, opts: StartJobsOptions = {}): Promise<JobRunner> {
  const engine = opts.engine ?? (app.dbKind === 'postgres' ? 'pg-boss' : 'in-process');
  const all = opts.jobs ?? JOBS;
  const jobs = all.map((j) => ({ job: j, everySeconds: j.everySeconds(app.config) })).filter((j) => j.everySeconds > 0);
  let stop: () => Promise<void>;
  if (engine === 'pg-boss') {
    stop = await startPgBossEngine(app, jobs, (job) => runTracked(app, job), opts.pgBoss);
  } else {
    const stops = jobs.map(({ job, everySeconds }) => every(app, job, everySeconds * 1000));
    stop = async () => void (await Promise.all(stops.map((s) => s())));
  }
  let stopping: Promise<void> | null = null;
  const runner: JobRunner = {
    engine,
    jobs: jobs.map(({ job, everySeconds }) => ({ name: job.name, everySeconds })),
    stop: () => (stopping ??= stop()),
  };
  app.beforeDbClose.add(runner.stop);
  app.log.info({ engine, jobs: runner.jobs.map((j) => j.name) }, 'jobs started');
  return runner;
}

/**
 * The in-process trigger: runs `job` now and every `everyMs` (the timer does not keep the process
 * alive); a tick while a run is in progress is skipped. @returns stop: clears the timer; resolves
 * when a run in progress has finished.
 */
function every(app: FastifyInstance, job: JobDefinition, everyMs: number): () => Promise<void> {
  let current: Promise<void> | null = null;
  let stopped = false;
  const tick = () => {
    if (current || stopped) return;
    current = runTracked(app, job)
      .catch(() => undefined)
      .finally(() => {
        current = null;
      });
  };
  const timer = setInterval(tick, everyMs);
  timer.unref();
  tick();
  return async () => {
    stopped = true;
    clearInterval(timer);
    if (current) await current;
  };
}
