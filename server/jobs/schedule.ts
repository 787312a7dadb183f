/**
 * The timer every background job runs on (server/jobs/*; docs/architecture.md § Operations):
 * runs the job at once and then every `everyMs`, never two runs of one job at a time, counts runs
 * and failures for GET /metrics, and on shutdown stops the timer and waits for a run in progress.
 */
import type { FastifyInstance } from 'fastify';

/** Runs and failures of each job since start (GET /metrics `jobs_run_total`, `jobs_failed_total`). */
export const jobStats = new Map<string, { run: number; failed: number }>();

/**
 * Starts `job` now and every `everyMs` ms (the timer does not keep the process alive).
 * A failure is logged (`<name> failed`) and counted; the next tick runs again.
 * @returns stop: clears the timer; its promise settles when a run in progress has finished.
 */
export function schedule(
  app: FastifyInstance,
  name: string,
  everyMs: number,
  job: () => Promise<void>,
): () => Promise<void> {
  const stats = jobStats.get(name) ?? { run: 0, failed: 0 };
  jobStats.set(name, stats);
  let current: Promise<void> | null = null;
  let stopped = false;
  const tick = () => {
    if (current || stopped) return;
    stats.run++;
    current = job()
      .catch((e: unknown) => {
        stats.failed++;
        app.log.error(e, `${name} failed`);
      })
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
