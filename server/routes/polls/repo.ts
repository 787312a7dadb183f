/**
 * Queries of the polls resource (docs/rules.md R14.1–R14.4): the polls in which the caller's
 * rooms vote (an owner's own rooms, an agent's by a proxy allowing votes; server/scope.ts
 * visibleObjects), one poll with the caller's rooms' answers, and a room's ballot (a second answer
 * replaces the first; before the start or after the end → 422). A poll without the caller's rooms
 * answers 404. Ended polls are closed on read (server/services/polls.ts).
 */
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { buildings, objects, pollVotes, polls } from '../../db/schema';
import { requireUser } from '../../auth';
import { ApiError } from '../../errors';
import { pick } from '../../i18n';
import { foundOr404, visibleObjects } from '../../scope';
import { roomForAct } from '../../services/agents';
import { closeEnded, closePoll, pollRowBase, tallies, votesOf, type PollDb } from '../../services/polls';
import { hotelToday } from '../../../src/domain/hotel-time';
import { pollPhase } from '../../../src/domain/polls';
import type { PollDetail, PollRow, VoteBody } from '../../../src/contracts/polls';

/** The caller's rooms that may vote (or, with `act` = 'view', that it sees at all): id → number. */
async function myRooms(
  app: FastifyInstance,
  req: FastifyRequest,
  act: 'vote' | 'view' = 'vote',
): Promise<Map<number, string>> {
  const user = requireUser(req);
  const rows = await app.db
    .select({ id: objects.id, number: objects.number })
    .from(objects)
    .where(visibleObjects(user, hotelToday(app.clock.now()), act));
  return new Map(rows.map((r) => [r.id, r.number]));
}

/**
 * Refuses an agent whose valid proxy shows it one of `objectIds` but does not allow voting
 * (docs/rules.md R3.7: the act outside the proxy's scope is 403, not 404).
 * @throws ApiError 403 `agents.errors.actNotAllowed`.
 */
async function refuseWithoutVote(app: FastifyInstance, req: FastifyRequest, objectIds: number[]): Promise<void> {
  if (requireUser(req).role !== 'agent') return;
  const seen = await myRooms(app, req, 'view');
  if (objectIds.some((id) => seen.has(id))) throw new ApiError(403, req.t('agents.errors.actNotAllowed'));
}

async function buildingNames(app: FastifyInstance, req: FastifyRequest, ids: number[]): Promise<Map<number, string>> {
  if (!ids.length) return new Map();
  const rows = await app.db
    .select({ id: buildings.id, name: buildings.name })
    .from(buildings)
    .where(inArray(buildings.id, ids));
  return new Map(rows.map((r) => [r.id, pick(r.name, req.lang)]));
}

function row(
  app: FastifyInstance,
  p: PollDb,
  votes: (typeof pollVotes.$inferSelect)[],
  mine: Map<number, string>,
  building: string | null,
): PollRow {
  const myElectorate = p.electorate.filter((v) => mine.has(v.objectId));
  const votedIds = votes.filter((v) => v.pollId === p.id).map((v) => v.objectId);
  const voted = new Set(votedIds);
  return {
    ...pollRowBase(p, votedIds, building, app.clock.now()),
    myRooms: myElectorate.length,
    myVoted: myElectorate.filter((v) => voted.has(v.objectId)).length,
  };
}

/** Published and closed polls in which the caller's rooms vote, newest first. */
export async function listPolls(app: FastifyInstance, req: FastifyRequest): Promise<PollRow[]> {
  const mine = await myRooms(app, req);
  if (!mine.size) return [];
  const all = await app.db
    .select()
    .from(polls)
    .where(and(eq(polls.companyId, req.companyId), ne(polls.status, 'draft')));
  const visible = await closeEnded(
    app,
    all.filter((p) => p.electorate.some((v) => mine.has(v.objectId))),
  );
  visible.sort((a, b) => b.startsAt.getTime() - a.startsAt.getTime() || b.id - a.id);
  const votes = await votesOf(
    app,
    visible.map((p) => p.id),
  );
  const names = await buildingNames(
    app,
    req,
    visible.map((p) => p.buildingId).filter((x): x is number => x !== null),
  );
  return visible.map((p) => row(app, p, votes, mine, p.buildingId ? (names.get(p.buildingId) ?? null) : null));
}

/**
 * A poll in which the caller's rooms vote.
 * @throws ApiError 404 `polls.errors.notFound`; 403 for an agent whose proxy shows a room of the
 *         poll but does not allow voting.
 */
async function visiblePoll(
  app: FastifyInstance,
  req: FastifyRequest,
  id: number,
  mine: Map<number, string>,
): Promise<PollDb> {
  const p = await app.db.query.polls.findFirst({
    where: and(eq(polls.id, id), eq(polls.companyId, req.companyId), ne(polls.status, 'draft')),
  });
  if (p && !p.electorate.some((v) => mine.has(v.objectId)))
    await refuseWithoutVote(
      app,
      req,
      p.electorate.map((v) => v.objectId),
    );
  const found = foundOr404(
    req,
    p && p.electorate.some((v) => mine.has(v.objectId)) ? p : undefined,
    'polls.errors.notFound',
  );
  return closePoll(app, found);
}

/** The poll as the caller sees it: questions (results once closed), the caller's rooms and their answers, turnout. */
export async function pollDetail(app: FastifyInstance, req: FastifyRequest, id: number): Promise<PollDetail> {
  const mine = await myRooms(app, req);
  const p = await visiblePoll(app, req, id, mine);
  return detailOf(app, req, p, mine);
}

/** The poll record the caller may see, for its protocol. */
export async function pollForProtocol(app: FastifyInstance, req: FastifyRequest, id: number): Promise<PollDb> {
  const p = await visiblePoll(app, req, id, await myRooms(app, req));
  if (p.status !== 'closed') throw new ApiError(422, req.t('polls.errors.notClosed'));
  return p;
}

async function detailOf(
  app: FastifyInstance,
  req: FastifyRequest,
  p: PollDb,
  mine: Map<number, string>,
): Promise<PollDetail> {
  const votes = await votesOf(app, [p.id]);
  const names = await buildingNames(app, req, p.buildingId ? [p.buildingId] : []);
  const results = p.status === 'closed' ? (p.results ?? tallies(p, votes)) : null;
  return {
    ...row(app, p, votes, mine, p.buildingId ? (names.get(p.buildingId) ?? null) : null),
    description: p.description,
    items: p.questions.map((q, i) => ({ ...q, index: i, result: results ? results[i] : null })),
    rooms: p.electorate
      .filter((v) => mine.has(v.objectId))
      .map((v) => ({
        objectId: v.objectId,
        number: mine.get(v.objectId)!,
        area: v.area,
        answers: Object.fromEntries(
          votes.filter((x) => x.objectId === v.objectId).map((x) => [String(x.question), x.choice]),
        ),
      })),
    electorateRooms: p.electorate.length,
  };
}

/**
 * A room's ballot (docs/rules.md R14.2): each answer is stored once per poll, room and question;
 * a later answer replaces the earlier one until the end.
 * @throws ApiError 404 (a room the caller does not see, or a poll it does not vote in), 403 (an
 *         agent's room seen by a proxy without the act `vote`, docs/rules.md R3.7), 422 `polls.errors.notStarted` /
 *         `polls.errors.ended` / `polls.errors.noQuestion`.
 */
export async function vote(app: FastifyInstance, req: FastifyRequest, id: number, body: VoteBody): Promise<PollDetail> {
  const user = requireUser(req);
  // The room first, as every act on a room (docs/rules.md R3.7): a room the caller does not see is
  // 404, whatever else its proxies show; one seen by a proxy without `vote` is 403.
  await roomForAct(app, req, body.objectId, 'vote', 'polls.errors.roomNotFound');
  const mine = await myRooms(app, req);
  const found = await app.db.query.polls.findFirst({
    where: and(eq(polls.id, id), eq(polls.companyId, req.companyId), ne(polls.status, 'draft')),
  });
  const seen = foundOr404(
    req,
    found?.electorate.some((v) => mine.has(v.objectId)) ? found : undefined,
    'polls.errors.notFound',
  );
  const voter = foundOr404(
    req,
    seen.electorate.find((v) => v.objectId === body.objectId),
    'polls.errors.roomNotFound',
  );
  const p = await closePoll(app, seen);
  const phase = pollPhase(p, app.clock.now());
  if (phase === 'upcoming') throw new ApiError(422, req.t('polls.errors.notStarted'));
  if (phase !== 'open') throw new ApiError(422, req.t('polls.errors.ended'));
  const bad = body.answers.findIndex((a) => a.question >= p.questions.length);
  if (bad >= 0)
    throw new ApiError(422, req.t('validation.failed'), {
      [`answers.${bad}.question`]: [req.t('polls.errors.noQuestion')],
    });
  const now = app.clock.now();
  // One answer per question (the last one given wins), so the upsert touches each row once.
  const answers = [...new Map(body.answers.map((a) => [a.question, a])).values()];
  await app.db
    .insert(pollVotes)
    .values(
      answers.map((a) => ({
        companyId: req.companyId,
        pollId: p.id,
        objectId: voter.objectId,
        question: a.question,
        choice: a.choice,
        userId: user.id,
        weight: voter.area,
        votedAt: now,
      })),
    )
    .onConflictDoUpdate({
      target: [pollVotes.pollId, pollVotes.objectId, pollVotes.question],
      set: { choice: sql`excluded.choice`, userId: user.id, votedAt: now },
    });
  return detailOf(app, req, p, mine);
}
