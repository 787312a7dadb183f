/**
 * The monthly subscription charge's timer (docs/rules.md R12.8): {@link startSubscriptionJobs}
 * runs `runSubscriptionCharges` (server/services/subscriptions.ts) on a schedule. Jobs only
 * schedule; the charging lives in the service.
 */
import type { FastifyInstance } from 'fastify';
import { runSubscriptionCharges } from '../services/subscriptions';
import { schedule } from './schedule';

/** Runs {@link runSubscriptionCharges} now and every `seconds`; returns a function that stops it. */
export function startSubscriptionJobs(app: FastifyInstance, seconds: number): () => Promise<void> {
  if (seconds <= 0) return async () => undefined;
  return schedule(app, 'subscription charges', seconds * 1000, async () => {
    const r = await runSubscriptionCharges(app);
    if (r.ended.length + r.charged.length + r.retried.length) app.log.info(r, 'subscription charges');
  });
}
