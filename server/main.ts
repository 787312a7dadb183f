/**
 * Entry point of `npm start` / `npm run serve`: builds the app from the environment and listens.
 */
import { buildApp } from './app';
import { startRetentionJob } from './jobs/retention';

const app = await buildApp({ logger: true });
const { port, host } = app.config;
await app.listen({ port, host });
// SPEC §4: records of deleted accounts are kept six months, then purged (daily check).
const stopRetention = startRetentionJob(app);
const stop = async () => {
  stopRetention();
  await app.close();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
