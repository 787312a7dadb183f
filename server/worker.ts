/**
 * Entry point of `npm run worker`: the background jobs only (server/jobs/index.ts on the pg-boss
 * engine), no public HTTP — with `WORKER_PORT` set, GET /livez, /readyz and (with METRICS_TOKEN)
 * /metrics on that port. Needs PostgreSQL (`DATABASE_URL`): the embedded PGlite belongs to the one
 * process that opened it, where `npm start` runs the jobs itself. docs/architecture.md § Jobs.
 */
import { buildApp } from './app';
import { startJobs } from './jobs/runner';
import { stopOnSignals } from './shutdown';

if (!process.env.DATABASE_URL) {
  console.error('npm run worker needs DATABASE_URL (PostgreSQL); on the embedded PGlite `npm start` runs the jobs');
  process.exit(1);
}
// The web instances seed the demo data; a worker never writes anything but its jobs' effects.
const app = await buildApp({ logger: true, surface: 'ops', config: { seedDemo: false } });
const jobs = await startJobs(app);
stopOnSignals(app, jobs);
// The probes answer once the jobs are set up: /readyz 200 means this worker takes jobs.
const { workerPort, host } = app.config;
if (workerPort) await app.listen({ port: workerPort, host });
