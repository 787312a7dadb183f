/**
 * Back-office polls (docs/rules.md R14.1–R14.4, R16.2): the company's polls; create a draft,
 * publish it (the electorate — rooms and areas — is fixed then and its owners are notified),
 * close it (the result is stored and published to the voters), the protocol PDF. Audited.
 */
import { and, desc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { buildings, polls } from '../../../db/schema';
import { ApiError } from '../../../errors';
import { pick } from '../../../i18n';
import { countWhere, pageTotal, windowTotal } from '../../../paging';
import { recordChange, snapshot } from '../../../services/audit';
import {
  announcePoll,
  closeEnded,
  closePoll,
  electorateOf,
  pollRowBase,
  tallies,
  votesOf,
  type PollDb,
} from '../../../services/polls';
import { parseServerTimestamp, toServerTimestamp } from '../../../../src/domain/datetime';

type Localized = { ru: string; en: string };
import type { BackofficePollDetail, BackofficePollRow, PollCreate } from '../../../../src/contracts/polls';

/** A poll's list row, from the objects that voted in it and its building's name. */
function toRow(app: FastifyInstance, p: PollDb, voted: number[], building: string | null): BackofficePollRow {
  return {
    ...pollRowBase(p, voted, building, app.clock.now()),
    electorateRooms: p.electorate.length,
    createdAt: toServerTimestamp(p.createdAt),
  };
}

/**
 * The company's polls, newest first, one page, in one statement (docs/architecture.md § The
 * server): each poll with the objects that voted and its building's name as subqueries, and the
 * total before paging. Polls whose end has passed are closed first (server/services/polls.ts).
 */
export async function listPolls(app: FastifyInstance, req: FastifyRequest, start: number, limit: number) {
  const where = eq(polls.companyId, req.companyId);
  const rows = await app.db
    .select({
      p: polls,
      // Table names written out: correlated to the outer poll.
      voted: sql<number[] | null>`(select json_agg(v.object_id) from poll_votes v where v.poll_id = polls.id)`,
      building: sql<Localized | null>`(select b.name from buildings b
        where b.id = polls.building_id and b.company_id = ${req.companyId})`,
      total: windowTotal(),
    })
    .from(polls)
    .where(where)
    .orderBy(desc(polls.id))
    .limit(limit)
    .offset(start);
  const total = await pageTotal(rows, start, () => countWhere(app.db, polls, where));
  const list = await closeEnded(
    app,
    rows.map((r) => r.p),
  );
  return {
    rows: list.map((p, i) => {
      const b = rows[i].building;
      return toRow(app, p, rows[i].voted ?? [], b ? pick(b, req.lang) : null);
    }),
    total,
  };
}

async function companyPoll(app: FastifyInstance, req: FastifyRequest, id: number): Promise<PollDb> {
  const p = await app.db.query.polls.findFirst({ where: and(eq(polls.id, id), eq(polls.companyId, req.companyId)) });
  if (!p) throw new ApiError(404, req.t('polls.errors.notFound'));
  return closePoll(app, p);
}

async function detail(app: FastifyInstance, req: FastifyRequest, p: PollDb): Promise<BackofficePollDetail> {
  const [votes, building] = await Promise.all([
    votesOf(app, [p.id]),
    p.buildingId
      ? app.db.query.buildings.findFirst({
          where: and(eq(buildings.id, p.buildingId), eq(buildings.companyId, req.companyId)),
          columns: { name: true },
        })
      : undefined,
  ]);
  const r = toRow(
    app,
    p,
    votes.map((v) => v.objectId),
    building ? pick(building.name, req.lang) : null,
  );
  const results = p.status === 'closed' ? (p.results ?? null) : p.status === 'published' ? tallies(p, votes) : null;
  return {
    ...r,
    description: p.description,
    buildingId: p.buildingId,
    items: p.questions.map((q, i) => ({ ...q, index: i, result: results ? results[i] : null })),
  };
}

export async function getPoll(app: FastifyInstance, req: FastifyRequest, id: number) {
  return detail(app, req, await companyPoll(app, req, id));
}

export async function pollRecord(app: FastifyInstance, req: FastifyRequest, id: number) {
  const p = await companyPoll(app, req, id);
  if (p.status !== 'closed') throw new ApiError(422, req.t('polls.errors.notClosed'));
  return p;
}

/** A new draft poll. @throws ApiError 422 when the building is not the company's. */
export async function createPoll(
  app: FastifyInstance,
  req: FastifyRequest,
  body: PollCreate,
): Promise<BackofficePollDetail> {
  if (body.scope === 'building') {
    const b = await app.db.query.buildings.findFirst({
      where: and(eq(buildings.id, body.buildingId!), eq(buildings.companyId, req.companyId)),
    });
    if (!b) throw new ApiError(422, req.t('validation.failed'), { buildingId: [req.t('validation.invalid')] });
  }
  const [p] = await app.db
    .insert(polls)
    .values({
      companyId: req.companyId,
      title: body.title,
      description: body.description,
      scope: body.scope,
      buildingId: body.scope === 'building' ? body.buildingId! : null,
      startsAt: parseServerTimestamp(body.startsAt).toDate(),
      endsAt: parseServerTimestamp(body.endsAt).toDate(),
      questions: body.questions,
      createdAt: app.clock.now(),
    })
    .returning();
  await recordChange(app, req, {
    entity: 'polls',
    entityId: p.id,
    action: 'create',
    before: null,
    after: snapshot(body),
  });
  return detail(app, req, p);
}

/**
 * Publishes a draft: fixes the electorate and notifies its owners.
 * @throws ApiError 409 `polls.errors.transition` (not a draft), 422 `polls.errors.noElectorate`, `polls.errors.ended`.
 */
export async function publishPoll(
  app: FastifyInstance,
  req: FastifyRequest,
  id: number,
): Promise<BackofficePollDetail> {
  const p = await companyPoll(app, req, id);
  if (p.status !== 'draft') throw new ApiError(409, req.t('polls.errors.transition'));
  if (p.endsAt.getTime() <= app.clock.now().getTime()) throw new ApiError(422, req.t('polls.errors.ended'));
  const electorate = await electorateOf(app, req.companyId, p.scope, p.buildingId);
  if (!electorate.length) throw new ApiError(422, req.t('polls.errors.noElectorate'));
  const [row] = await app.db
    .update(polls)
    .set({ status: 'published', electorate, publishedAt: app.clock.now() })
    .where(and(eq(polls.id, id), eq(polls.status, 'draft')))
    .returning();
  if (!row) throw new ApiError(409, req.t('polls.errors.transition'));
  await recordChange(app, req, {
    entity: 'polls',
    entityId: id,
    action: 'publish',
    before: { status: 'draft' },
    after: { status: 'published', rooms: electorate.length },
  });
  await announcePoll(app, row);
  return detail(app, req, row);
}

/** Closes a published poll now: the result is stored and published. @throws ApiError 409 when not published. */
export async function closeNow(app: FastifyInstance, req: FastifyRequest, id: number): Promise<BackofficePollDetail> {
  const p = await companyPoll(app, req, id);
  if (p.status !== 'published') throw new ApiError(409, req.t('polls.errors.transition'));
  const closed = await closePoll(app, p, true);
  await recordChange(app, req, {
    entity: 'polls',
    entityId: id,
    action: 'close',
    before: { status: 'published' },
    after: { status: closed.status, results: closed.results },
  });
  return detail(app, req, closed);
}
