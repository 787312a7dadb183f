/**
 * Runs and failures of each job in this process since start, by job name (server/jobs/runner.ts
 * counts them on both engines; GET /metrics shows them as `jobs_run_total{job}` and
 * `jobs_failed_total{job}`; docs/architecture.md § Jobs).
 */
export const jobStats = new Map<string, { run: number; failed: number }>();
