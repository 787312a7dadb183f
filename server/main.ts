/**
 * Entry point of `npm start` / `npm run serve`: builds the app from the environment, listens, and
 * runs the background jobs in the same process unless `JOBS=off` (a web-only instance; the jobs
 * then run in `npm run worker`, server/worker.ts). docs/architecture.md § Jobs, § Operations.
 */
import { buildApp } from './app';
import { startJobs } from './jobs/runner';
import { stopOnSignals } from './shutdown';

const app = await buildApp({ logger: true });
const { port, host } = app.config;
await app.listen({ port, host });
// Deadlines, reminders, receipts, charges, purges (server/jobs/index.ts) — never on page load.
const jobs = app.config.jobs ? await startJobs(app) : null;
if (!jobs) app.log.info('JOBS=off: this instance runs no background jobs (npm run worker does)');
stopOnSignals(app, jobs);
