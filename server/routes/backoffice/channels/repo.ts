/**
 * Queries of the back office's calendar sync (docs/rules.md R18): an object's channel sheet, the
 * company's feeds, attaching and removing a feed, sync now, rotating the export link (the
 * conflicts: ./conflicts-repo.ts). Rows are the manager's company's (`companyRows`); another
 * company's object, feed or conflict answers 404. Every change is audited (R16.2).
 */
import { and, asc, count, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { channelConflicts, channelFeeds, channelSpans, objects } from '../../../db/schema';
import { ApiError } from '../../../errors';
import { pick } from '../../../i18n';
import { requireRole } from '../../../access';
import { companyRows, foundOr404 } from '../../../scope';
import { recordChange, snapshot } from '../../../services/audit';
import { exportTokenOf, rotateExportToken } from '../../../services/channel-export';
import { checkFeedUrl, FeedFetchError } from '../../../services/channel-fetch';
import { importAttached, importFeed } from '../../../services/channel-sync';
import { exportPath } from '../../../../src/domain/channels';
import { hotelToday } from '../../../../src/domain/hotel-time';
import { toServerTimestamp } from '../../../../src/domain/datetime';
import type { ChannelSheet, FeedBody, FeedDetail, FeedRow } from '../../../../src/contracts/backoffice-channels';

/** Most feeds one object may have (a channel per listing site). */
export const MAX_FEEDS_PER_OBJECT = 10;

type Feed = typeof channelFeeds.$inferSelect;

export const ts = (d: Date | null) => (d ? toServerTimestamp(d) : null);

/** 422 `{ message: validation.failed, errors: { [field]: [message] } }` (docs/rules.md R1.6). */
const invalid = (req: FastifyRequest, field: string, message: string) =>
  new ApiError(422, req.t('validation.failed'), { [field]: [message] });

/** The company's object `id`. @throws ApiError 404. */
async function ownObject(app: FastifyInstance, req: FastifyRequest, id: number) {
  const user = requireRole(req, 'manager');
  const [o] = await app.db
    .select()
    .from(objects)
    .where(and(eq(objects.id, id), companyRows(objects, user)));
  return foundOr404(req, o, 'error.notFoundApi');
}

/** The company's feed `id` with its object's number. @throws ApiError 404. */
async function ownFeed(app: FastifyInstance, req: FastifyRequest, id: number): Promise<Feed & { number: string }> {
  const user = requireRole(req, 'manager');
  const [row] = await app.db
    .select({ f: channelFeeds, number: objects.number })
    .from(channelFeeds)
    .innerJoin(objects, eq(objects.id, channelFeeds.objectId))
    .where(and(eq(channelFeeds.id, id), companyRows(channelFeeds, user)));
  const found = foundOr404(req, row, 'backoffice-channels.errors.feedNotFound');
  return { ...found.f, number: found.number };
}

/** Spans in force (from today) of `feedIds`, by feed. */
async function spansOf(app: FastifyInstance, feedIds: number[]) {
  const by = new Map<number, { checkIn: string; checkOut: string }[]>();
  if (!feedIds.length) return by;
  const rows = await app.db
    .select({ feedId: channelSpans.feedId, checkIn: channelSpans.checkIn, checkOut: channelSpans.checkOut })
    .from(channelSpans)
    .where(and(inArray(channelSpans.feedId, feedIds), gt(channelSpans.checkOut, hotelToday(app.clock.now()))))
    .orderBy(asc(channelSpans.checkIn));
  for (const r of rows) (by.get(r.feedId) ?? by.set(r.feedId, []).get(r.feedId)!).push(r);
  return by;
}

const feedRowOf = (f: Feed, number: string, spanCount: number): FeedRow => ({
  id: f.id,
  objectId: f.objectId,
  objectNumber: number,
  channel: f.channel,
  url: f.url,
  createdAt: toServerTimestamp(f.createdAt),
  lastAttemptAt: ts(f.lastAttemptAt),
  lastSuccessAt: ts(f.lastSuccessAt),
  lastError: f.lastError ?? null,
  lastErrorDetail: f.lastErrorDetail ?? null,
  spanCount,
});

/** Feeds with their spans and the export link for each channel (docs/rules.md R18.1). */
async function feedDetails(
  app: FastifyInstance,
  companyId: number,
  objectId: number,
  number: string,
  feeds: Feed[],
): Promise<FeedDetail[]> {
  const { token } = await exportTokenOf(app, companyId, objectId);
  const spans = await spansOf(
    app,
    feeds.map((f) => f.id),
  );
  return feeds.map((f) => {
    const list = spans.get(f.id) ?? [];
    return { ...feedRowOf(f, number, list.length), spans: list, exportPath: exportPath(objectId, token, f.id) };
  });
}

/** GET backoffice/objects/{id}/channels: the object's channel sheet (the export token is made on first use). */
export async function channelSheet(app: FastifyInstance, req: FastifyRequest, objectId: number): Promise<ChannelSheet> {
  const o = await ownObject(app, req, objectId);
  const { token, rotatedAt } = await exportTokenOf(app, req.companyId, o.id);
  const feeds = await app.db
    .select()
    .from(channelFeeds)
    .where(and(eq(channelFeeds.objectId, o.id), eq(channelFeeds.companyId, req.companyId)))
    .orderBy(asc(channelFeeds.id));
  const [{ n }] = await app.db
    .select({ n: count() })
    .from(channelConflicts)
    .where(
      and(
        eq(channelConflicts.companyId, req.companyId),
        eq(channelConflicts.objectId, o.id),
        isNull(channelConflicts.acknowledgedAt),
      ),
    );
  return {
    objectId: o.id,
    number: o.number,
    title: pick(o.title, req.lang),
    exportPath: exportPath(o.id, token),
    rotatedAt: toServerTimestamp(rotatedAt),
    feeds: await feedDetails(app, req.companyId, o.id, o.number, feeds),
    openConflicts: Number(n),
  };
}

/** POST backoffice/objects/{id}/channels/rotate: a new token, audited (R18.2). */
export async function rotate(app: FastifyInstance, req: FastifyRequest, objectId: number) {
  const o = await ownObject(app, req, objectId);
  const { rotatedAt } = await rotateExportToken(app, req.companyId, o.id);
  const { token } = await exportTokenOf(app, req.companyId, o.id);
  await recordChange(app, req, {
    entity: 'channels',
    entityId: o.id,
    action: 'rotate',
    before: null,
    after: { objectId: o.id, rotatedAt: rotatedAt.toISOString() },
  });
  return { exportPath: exportPath(o.id, token), rotatedAt: toServerTimestamp(rotatedAt) };
}

/**
 * POST backoffice/objects/{id}/channel-feeds: attaches a feed and imports it at once, answering
 * after the import or `ATTACH_IMPORT_WAIT_MS` (channel-sync.ts) (docs/rules.md R18.3, R18.6).
 * @throws ApiError 422 `url` when it is not https (outside the test-only allowance) or the object
 *   has it already; 422 `channel` past {@link MAX_FEEDS_PER_OBJECT}.
 */
export async function createFeed(
  app: FastifyInstance,
  req: FastifyRequest,
  objectId: number,
  body: FeedBody,
): Promise<FeedDetail> {
  const o = await ownObject(app, req, objectId);
  try {
    checkFeedUrl(body.url, app.config.icalAllowHttpHosts);
  } catch (e) {
    const https = e instanceof FeedFetchError && e.detail === 'https';
    throw invalid(req, 'url', req.t(`backoffice-channels.errors.${https ? 'httpsOnly' : 'urlInvalid'}`));
  }
  const row = await app.db.transaction(async (tx) => {
    const existing = await tx
      .select({ id: channelFeeds.id, url: channelFeeds.url })
      .from(channelFeeds)
      .where(eq(channelFeeds.objectId, o.id))
      .for('update');
    if (existing.some((f) => f.url === body.url))
      throw invalid(req, 'url', req.t('backoffice-channels.errors.duplicate'));
    if (existing.length >= MAX_FEEDS_PER_OBJECT)
      throw invalid(req, 'channel', req.t('backoffice-channels.errors.tooManyFeeds', { count: MAX_FEEDS_PER_OBJECT }));
    const [f] = await tx
      .insert(channelFeeds)
      .values({
        companyId: req.companyId,
        objectId: o.id,
        channel: body.channel,
        url: body.url,
        createdAt: app.clock.now(),
      })
      .returning();
    await recordChange(
      app,
      req,
      { entity: 'channels', entityId: f.id, action: 'create', before: null, after: snapshot(f) },
      tx,
    );
    return f;
  });
  // Imported at once (R18.3): the answer carries its nights when the channel answers quickly.
  await importAttached(app, row);
  const [fresh] = await app.db.select().from(channelFeeds).where(eq(channelFeeds.id, row.id));
  const [detail] = await feedDetails(app, req.companyId, o.id, o.number, [fresh ?? row]);
  return detail;
}

/** DELETE backoffice/channel-feeds/{id}: removes the feed and its spans (its conflicts stay), audited. */
export async function deleteFeed(app: FastifyInstance, req: FastifyRequest, id: number): Promise<{ id: number }> {
  const f = await ownFeed(app, req, id);
  await app.db.transaction(async (tx) => {
    await tx.delete(channelFeeds).where(eq(channelFeeds.id, f.id));
    const { number: _n, ...row } = f;
    await recordChange(
      app,
      req,
      { entity: 'channels', entityId: f.id, action: 'delete', before: snapshot(row), after: null },
      tx,
    );
  });
  return { id: f.id };
}

/** POST backoffice/channel-feeds/{id}/sync: fetches the feed now (R18.3); a failure shows in the answer's state. */
export async function syncFeed(app: FastifyInstance, req: FastifyRequest, id: number): Promise<FeedDetail> {
  const f = await ownFeed(app, req, id);
  await importFeed(app, f);
  const [fresh] = await app.db.select().from(channelFeeds).where(eq(channelFeeds.id, f.id));
  if (!fresh) throw new ApiError(404, req.t('backoffice-channels.errors.feedNotFound'));
  const [detail] = await feedDetails(app, req.companyId, f.objectId, f.number, [fresh]);
  return detail;
}

/** GET backoffice/channel-feeds: the company's feeds (optionally one object's), by object and id. */
export async function listFeeds(
  app: FastifyInstance,
  req: FastifyRequest,
  objectId: number | undefined,
  start: number,
  limit: number,
): Promise<{ rows: FeedRow[]; total: number }> {
  const user = requireRole(req, 'manager');
  const where = and(companyRows(channelFeeds, user), objectId ? eq(channelFeeds.objectId, objectId) : undefined);
  const today = hotelToday(app.clock.now());
  const [rows, [{ n }]] = await Promise.all([
    app.db
      .select({
        f: channelFeeds,
        number: objects.number,
        spans: sql<number>`(select count(*) from channel_spans cs where cs.feed_id = ${channelFeeds.id} and cs.check_out > ${today}::date)`,
      })
      .from(channelFeeds)
      .innerJoin(objects, eq(objects.id, channelFeeds.objectId))
      .where(where)
      .orderBy(asc(objects.number), asc(channelFeeds.id))
      .limit(limit)
      .offset(start),
    app.db.select({ n: count() }).from(channelFeeds).where(where),
  ]);
  return { rows: rows.map((r) => feedRowOf(r.f, r.number, Number(r.spans))), total: Number(n) };
}
