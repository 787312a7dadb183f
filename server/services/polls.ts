/**
 * Owners' voting shared by the voters' routes (app/v1/polls) and the back office
 * (app/v1/backoffice/polls) (docs/rules.md R14.1–R14.4): the electorate snapshot at publication,
 * the tally of every question (src/domain/polls.ts), closing a poll once its end has passed or a
 * manager closes it — the result is stored and each voter is notified once — and the protocol PDF.
 */
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { objects, pollVotes, polls, type PollVoter } from '../db/schema';
import { notifyUser, pushNotification, recordNotification } from './push';
import { protocolPdf } from './report-files';
import { tFor } from '../i18n';
import { pollPhase, tallyQuestion, turnout, type Tally } from '../../src/domain/polls';
import type { PollRow } from '../../src/contracts/polls';
import { toServerTimestamp } from '../../src/domain/datetime';

export type PollDb = typeof polls.$inferSelect;

/** The rooms that vote in a poll of `scope`: rooms with an owner in the building, or in the MC's pool. */
export async function electorateOf(
  app: FastifyInstance,
  companyId: number,
  scope: PollDb['scope'],
  buildingId: number | null,
): Promise<PollVoter[]> {
  const rows = await app.db
    .select({ objectId: objects.id, ownerId: objects.ownerId, area: objects.area })
    .from(objects)
    .where(
      and(
        eq(objects.companyId, companyId),
        isNotNull(objects.ownerId),
        scope === 'building' ? eq(objects.buildingId, buildingId ?? -1) : eq(objects.management, 'mc'),
      ),
    )
    .orderBy(objects.id);
  return rows.map((r) => ({ objectId: r.objectId, ownerId: r.ownerId!, area: r.area }));
}

/** Votes of `pollIds`. */
export async function votesOf(app: FastifyInstance, pollIds: number[]) {
  if (!pollIds.length) return [];
  return app.db.select().from(pollVotes).where(inArray(pollVotes.pollId, pollIds));
}

/** Tallies of every question of `poll` from `votes` (docs/rules.md R14.3). */
export function tallies(poll: PollDb, votes: (typeof pollVotes.$inferSelect)[]): Tally[] {
  return poll.questions.map((q, i) =>
    tallyQuestion(
      poll.electorate,
      votes
        .filter((v) => v.pollId === poll.id && v.question === i)
        .map((v) => ({ objectId: v.objectId, choice: v.choice })),
      q.rule,
      q.quorumPercent,
    ),
  );
}

/** The poll's turnout from `votes`. */
export function pollTurnout(poll: PollDb, votes: (typeof pollVotes.$inferSelect)[]) {
  return turnout(
    poll.electorate,
    votes.filter((v) => v.pollId === poll.id).map((v) => v.objectId),
  );
}

/**
 * The list-row fields a voter and the back office both show (src/contracts/polls.ts `pollRow`
 * without the caller's rooms): times as server timestamps, the phase at `now`, the number of
 * questions and the turnout from `voted`, the ids of the objects that voted in it.
 */
export function pollRowBase(
  poll: PollDb,
  voted: number[],
  building: string | null,
  now: Date,
): Omit<PollRow, 'myRooms' | 'myVoted'> {
  return {
    id: poll.id,
    title: poll.title,
    scope: poll.scope,
    building,
    startsAt: toServerTimestamp(poll.startsAt),
    endsAt: toServerTimestamp(poll.endsAt),
    status: poll.status,
    phase: pollPhase(poll, now),
    questions: poll.questions.length,
    turnout: turnout(poll.electorate, voted),
  };
}

/**
 * Closes `poll` (docs/rules.md R14.4) when `force` (a manager) or when its end has passed: stores
 * the results and notifies each voter once (the status change is conditional, so two callers
 * never both notify). @returns the poll as it now is.
 */
export async function closePoll(app: FastifyInstance, poll: PollDb, force = false): Promise<PollDb> {
  if (poll.status !== 'published') return poll;
  if (!force && app.clock.now().getTime() < poll.endsAt.getTime()) return poll;
  return (
    (await closeDuePoll(app, poll, force)) ?? (await app.db.query.polls.findFirst({ where: eq(polls.id, poll.id) }))!
  );
}

/**
 * Closes a published `poll` whose end has passed (or any, with `force`): the conditional UPDATE
 * `published` → `closed` claims it, then its voters are notified. @returns the closed poll, or
 * null when another caller closed it first (and notified).
 */
export async function closeDuePoll(app: FastifyInstance, poll: PollDb, force = false): Promise<PollDb | null> {
  const now = app.clock.now();
  const results = tallies(poll, await votesOf(app, [poll.id]));
  const ru = tFor('ru');
  const en = tFor('en');
  // The status change and the voters' in-app notices commit together; the pushes follow.
  const done = await app.db.transaction(async (tx) => {
    const [closed] = await tx
      .update(polls)
      .set({ status: 'closed', results, closedAt: now, ...(force && now < poll.endsAt ? { endsAt: now } : {}) })
      .where(and(eq(polls.id, poll.id), eq(polls.status, 'published')))
      .returning();
    if (!closed) return null;
    const notices = [];
    for (const ownerId of new Set(closed.electorate.map((v) => v.ownerId))) {
      notices.push(
        await recordNotification(app, tx, ownerId, {
          title: { ru: ru('polls.notice.closedTitle'), en: en('polls.notice.closedTitle') },
          body: {
            ru: ru('polls.notice.closedBody', { title: closed.title }),
            en: en('polls.notice.closedBody', { title: closed.title }),
          },
          link: `/votes/${closed.id}`,
        }),
      );
    }
    return { closed, notices };
  });
  if (!done) return null;
  for (const n of done.notices) await pushNotification(app, n);
  return done.closed;
}

/** Closes every published poll of the company whose end has passed (called before lists are read). */
export async function closeEnded(app: FastifyInstance, rows: PollDb[]): Promise<PollDb[]> {
  return Promise.all(rows.map((p) => closePoll(app, p)));
}

/** Notifies the electorate that `poll` is open for voting. */
export async function announcePoll(app: FastifyInstance, poll: PollDb): Promise<void> {
  const ru = tFor('ru');
  const en = tFor('en');
  for (const ownerId of new Set(poll.electorate.map((v) => v.ownerId))) {
    await notifyUser(app, ownerId, {
      title: { ru: ru('polls.notice.openTitle'), en: en('polls.notice.openTitle') },
      body: {
        ru: ru('polls.notice.openBody', { title: poll.title }),
        en: en('polls.notice.openBody', { title: poll.title }),
      },
      link: `/votes/${poll.id}`,
    });
  }
}

/** The protocol PDF of a closed poll (docs/rules.md R14.4). */
export async function pollProtocol(
  app: FastifyInstance,
  req: FastifyRequest,
  poll: PollDb,
  issuer: string,
): Promise<Buffer> {
  const votes = await votesOf(app, [poll.id]);
  return protocolPdf(
    {
      id: poll.id,
      title: poll.title,
      description: poll.description,
      startsAt: toServerTimestamp(poll.startsAt),
      endsAt: toServerTimestamp(poll.endsAt),
      questions: poll.questions,
      results: poll.results ?? tallies(poll, votes),
      rooms: poll.electorate.length,
      votedRooms: pollTurnout(poll, votes).rooms,
    },
    req.t,
    issuer,
  );
}
