/**
 * Closing ended polls on a timer (docs/rules.md R14.4): every published poll whose end has passed
 * is closed — the result stored and the voters notified once (server/services/polls.ts
 * closePoll; reads close them too, so a voter never sees an open poll after its end).
 */
import { and, eq, lte } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { polls } from '../db/schema';
import { closePoll } from '../services/polls';
import { schedule } from './schedule';

/** Closes every published poll whose end has passed; resolves to their ids. */
export async function closeEndedPolls(app: FastifyInstance, now: Date = app.clock.now()): Promise<number[]> {
  const due = await app.db
    .select()
    .from(polls)
    .where(and(eq(polls.status, 'published'), lte(polls.endsAt, now)));
  const closed: number[] = [];
  for (const p of due) if ((await closePoll(app, p)).status === 'closed') closed.push(p.id);
  return closed;
}

/** Runs {@link closeEndedPolls} every `seconds` (server/main.ts); `0` = off. Returns a stop function. */
export function startPollJobs(app: FastifyInstance, seconds: number): () => Promise<void> {
  if (!seconds) return async () => undefined;
  return schedule(app, 'closing polls', seconds * 1000, async () => {
    const closed = await closeEndedPolls(app);
    if (closed.length) app.log.info({ closed }, 'polls closed');
  });
}
