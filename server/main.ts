/**
 * Entry point of `npm start` / `npm run serve`: builds the app from the environment and listens.
 */
import { buildApp } from './app';
import { startRetentionJob } from './jobs/retention';
import { startBookingJobs } from './jobs/bookings';
import { startUploadsJob } from './jobs/uploads';
import { startLeaseJobs } from './jobs/leases';
import { startServiceJobs } from './jobs/services';
import { startDocumentJobs } from './jobs/documents';
import { startUtilityJobs } from './jobs/utilities';
import { startPollJobs } from './jobs/polls';
import { startAgentJobs } from './jobs/agents';
import { startSubscriptionJobs } from './jobs/subscriptions';
import { startTerminationJobs } from './jobs/terminations';

const app = await buildApp({ logger: true });
const { port, host } = app.config;
await app.listen({ port, host });
// docs/rules.md R7.4: records of deleted accounts are kept six months, then purged (daily check).
const stopRetention = startRetentionJob(app);
// Deadline cancellations and cancellation requests run on a timer, never on page load
// (docs/rules.md R5.12, R5.19).
const stopJobs = startBookingJobs(app, app.config.bookingJobsSeconds);
// docs/rules.md R15.6: service orders unpaid by their deadline are removed, their slots released.
const stopServiceJobs = startServiceJobs(app, app.config.bookingJobsSeconds);
// docs/rules.md R1.13: files no booking cites are deleted after 24 hours (hourly check).
const stopUploads = startUploadsJob(app);
// docs/rules.md R9.6: rent reminders 3 days before a charge is due (hourly check, once per charge).
const stopLeases = startLeaseJobs(app);
// docs/rules.md R11.6: reminders before a document's due date and before its validity ends (hourly).
const stopDocuments = startDocumentJobs(app);
// docs/rules.md R10.10: last month's utility receipts and the reading and payment reminders.
const stopUtilities = startUtilityJobs(app, app.config.utilityJobsSeconds);
// docs/rules.md R14.4: a poll whose end has passed is closed, its result published to the voters.
const stopPolls = startPollJobs(app, app.config.bookingJobsSeconds);
// docs/rules.md R12.3, R12.8: proxy expiry reminders and the monthly subscription charge (hourly;
// each reminder and each month's charge happens once however often they run).
const stopAgents = startAgentJobs(app, 3600);
const stopSubscriptions = startSubscriptionJobs(app, 3600);
// docs/rules.md R12.11: an approved termination takes the room out of the MC's pool on its date (hourly, once).
const stopTerminations = startTerminationJobs(app, 3600);
/**
 * Graceful shutdown (docs/architecture.md § Operations): /readyz turns 503 and the listener stops
 * accepting, in-flight requests and a running job finish, then the database closes — all within
 * SHUTDOWN_TIMEOUT_MS, after which the process exits anyway.
 */
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
  const jobs = [
    stopPolls,
    stopAgents,
    stopSubscriptions,
    stopTerminations,
    stopRetention,
    stopUploads,
    stopLeases,
    stopDocuments,
    stopJobs,
    stopServiceJobs,
    stopUtilities,
  ];
  await Promise.all([Promise.all(jobs.map((s) => s())), app.close()]);
  process.exit(0);
};
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));
