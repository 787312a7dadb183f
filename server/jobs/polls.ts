/**
 * Closing ended polls (docs/rules.md R14.4), the `polls-close` job of server/jobs/index.ts: every
 * published poll whose end has passed is closed — the result stored and the voters notified once
 * (server/services/polls.ts closeDuePoll; reads close them too, so a voter never sees an open poll
 * after its end). Once per poll: the conditional UPDATE `published` → `closed` claims it, and only
 * the caller whose UPDATE returned the row notifies.
 */
import { and, eq, lte } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { polls } from '../db/schema';
import { closeDuePoll } from '../services/polls';

/** Closes every published poll whose end has passed; resolves to the ids this call closed. */
export async function closeEndedPolls(app: FastifyInstance, now: Date = app.clock.now()): Promise<number[]> {
  const due = await app.db
    .select()
    .from(polls)
    .where(and(eq(polls.status, 'published'), lte(polls.endsAt, now)));
  const closed: number[] = [];
  for (const p of due) if (await closeDuePoll(app, p)) closed.push(p.id);
  return closed;
}
