/**
 * Graceful shutdown of `npm start` and `npm run worker` (docs/architecture.md § Operations): on
 * SIGTERM/SIGINT the job runner stops taking jobs, /readyz turns 503 and the listener stops
 * accepting, in-flight requests and a running job finish, then the database closes — all within
 * SHUTDOWN_TIMEOUT_MS, after which the process exits anyway (code 1).
 */
import type { FastifyInstance } from 'fastify';
import type { JobRunner } from './jobs/runner';

/** Installs the SIGTERM/SIGINT handlers; `jobs` is the process's runner, or null when it runs none. */
export function stopOnSignals(app: FastifyInstance, jobs: JobRunner | null): void {
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => {
      app.log.error('shutdown timed out; exiting');
      process.exit(1);
    }, app.config.shutdownTimeoutMs);
    force.unref();
    // app.close() awaits the runner too before closing the database (app.beforeDbClose).
    await Promise.all([jobs?.stop(), app.close()]);
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}
