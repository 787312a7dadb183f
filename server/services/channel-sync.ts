/**
 * Importing the channels' calendar feeds (docs/rules.md R18.3–R18.5; docs/architecture.md § Channel
 * sync): each feed is fetched safely (./channel-fetch.ts), parsed with ical.js, and its spans
 * stored in `channel_spans`, where the availability engine's `occupied_spans` reads them — so the
 * search, an object's calendar and a new booking all see the nights taken. A feed that fails keeps
 * its last good spans and records the failure. An imported span that overlaps one of our own stays
 * raises a conflict once per (feed, span, stay), told to every manager in-app and by push.
 */
import { and, asc, eq, notInArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { channelFeeds, channelSpans } from '../db/schema';
import { FeedFetchError, fetchFeed, type FetchLimits } from './channel-fetch';
import { notifyCompanyManagers } from './push';
import { both } from './booking-notices';
import { exportUidPattern } from './channel-export';
import type { ConflictKind, FeedError } from '../../src/domain/channels';
import { hotelToday } from '../../src/domain/hotel-time';
import { formatDisplayDate } from '../../src/domain/datetime';
import { type FeedSpan, yieldToLoop, parseFeed } from './channel-parse';
export {
  type FeedSpan,
  MAX_FEED_SPANS,
  type ParseBudget,
  PARSE_BUDGET,
  IMPORT_DAYS_BACK,
  fastForwardStart,
  parseFeed,
} from './channel-parse';

/** Spans written per statement by {@link importFeed}; the event loop gets a turn between two. */
const STORE_BATCH = 100;

/** Feeds fetched at once by {@link importFeeds}. */
const CONCURRENCY = 4;

type FeedRow = typeof channelFeeds.$inferSelect;

/** What one import did. */
export interface ImportResult {
  feedId: number;
  ok: boolean;
  /** The feed's failure when not ok. */
  error?: FeedError;
  /** Spans stored (when ok). */
  spans?: number;
  /** Conflicts raised by this run (new ones only). */
  conflicts: number;
}

/** The fetch bounds with the configuration's test-only allowance. */
const limitsOf = (app: FastifyInstance, over: Partial<FetchLimits> = {}): Partial<FetchLimits> => ({
  allowHttpHosts: app.config.icalAllowHttpHosts,
  ...over,
});

/**
 * Fetches, parses and stores one feed (docs/rules.md R18.3, R18.4), then raises its conflicts
 * (R18.5). A failure — refused address, timeout, oversize, bad status, not iCalendar — leaves the
 * stored spans as they were and records `last_error` and the attempt's time.
 * @returns what happened; never throws for a feed's failure (a database failure does throw).
 */
export async function importFeed(
  app: FastifyInstance,
  feed: FeedRow,
  over: Partial<FetchLimits> = {},
): Promise<ImportResult> {
  const today = hotelToday(app.clock.now());
  let spans: FeedSpan[];
  try {
    spans = await parseFeed(await fetchFeed(feed.url, limitsOf(app, over)), today, exportUidPattern(app));
  } catch (e) {
    const err = e instanceof FeedFetchError ? e : new FeedFetchError('network');
    await app.db
      .update(channelFeeds)
      .set({ lastAttemptAt: app.clock.now(), lastError: err.code, lastErrorDetail: err.detail })
      .where(eq(channelFeeds.id, feed.id));
    return { feedId: feed.id, ok: false, error: err.code, conflicts: 0 };
  }
  const stored = await app.db.transaction(async (tx) => {
    const [still] = await tx
      .select({ id: channelFeeds.id })
      .from(channelFeeds)
      .where(eq(channelFeeds.id, feed.id))
      .for('update');
    if (!still) return false; // removed meanwhile
    await tx.delete(channelSpans).where(
      and(
        eq(channelSpans.feedId, feed.id),
        spans.length
          ? notInArray(
              channelSpans.uid,
              spans.map((s) => s.uid),
            )
          : undefined,
      ),
    );
    for (let i = 0; i < spans.length; i += STORE_BATCH) {
      await yieldToLoop();
      await tx
        .insert(channelSpans)
        .values(
          spans.slice(i, i + STORE_BATCH).map((s) => ({
            companyId: feed.companyId,
            feedId: feed.id,
            objectId: feed.objectId,
            uid: s.uid,
            checkIn: s.checkIn,
            checkOut: s.checkOut,
          })),
        )
        .onConflictDoUpdate({
          target: [channelSpans.feedId, channelSpans.uid],
          set: { checkIn: sql`excluded.check_in`, checkOut: sql`excluded.check_out` },
          // An unchanged span is not rewritten (a feed is read every 15 minutes).
          setWhere: sql`(${channelSpans.checkIn}, ${channelSpans.checkOut}) is distinct from (excluded.check_in, excluded.check_out)`,
        });
    }
    await yieldToLoop();
    const now = app.clock.now();
    await tx
      .update(channelFeeds)
      .set({ lastAttemptAt: now, lastSuccessAt: now, lastError: null, lastErrorDetail: null })
      .where(eq(channelFeeds.id, feed.id));
    return true;
  });
  if (!stored) return { feedId: feed.id, ok: false, error: 'url', conflicts: 0 };
  const conflicts = await raiseConflicts(app, feed);
  return { feedId: feed.id, ok: true, spans: spans.length, conflicts };
}

/** How long attaching a feed waits for its first import before answering, ms (docs/rules.md R18.3). */
export const ATTACH_IMPORT_WAIT_MS = 2_000;

/**
 * Imports a feed just attached (docs/rules.md R18.3: its nights are taken at once, not at the next
 * job): starts {@link importFeed} and waits for it at most `waitMs`; a slower import goes on in the
 * background (the back office polls the sheet until the feed's first attempt shows) and
 * `app.close()` waits for it before the database closes (`app.beforeDbClose`).
 * @returns the import's result when it finished within `waitMs`, else null.
 */
export async function importAttached(
  app: FastifyInstance,
  feed: FeedRow,
  waitMs = ATTACH_IMPORT_WAIT_MS,
): Promise<ImportResult | null> {
  const run = importFeed(app, feed).catch((err: unknown) => {
    app.log.warn({ err, feed: feed.id }, 'first import of an attached feed failed');
    return null;
  });
  const done = () => run.then(() => undefined);
  app.beforeDbClose.add(done);
  void run.finally(() => app.beforeDbClose.delete(done));
  let timer: NodeJS.Timeout | undefined;
  const waited = new Promise<null>((r) => (timer = setTimeout(() => r(null), waitMs)));
  try {
    return await Promise.race([run, waited]);
  } finally {
    clearTimeout(timer);
  }
}

/** A conflict row as inserted. */
interface NewConflict {
  id: number;
  span_check_in: string;
  span_check_out: string;
  kind: ConflictKind;
  ref_id: number;
}

/**
 * Raises the conflicts of `feed`'s spans with the object's own stays (bookings, owner stays,
 * leases, terminations — every source of `occupied_spans` but imports): ONE insert … select over
 * the engine, `on conflict do nothing` on (feed, span UID, kind, record), so each is raised once
 * however many runs (or workers) see it; only the rows this run inserted are told to the managers,
 * in one notice (docs/rules.md R18.5).
 * @returns how many conflicts this run raised.
 */
export async function raiseConflicts(app: FastifyInstance, feed: FeedRow): Promise<number> {
  const [range] = rowsOf<{ f: string | null; t: string | null }>(
    await app.db.execute(
      sql`select min(check_in)::text as f, max(check_out)::text as t from channel_spans where feed_id = ${feed.id}`,
    ),
  );
  if (!range?.f || !range.t) return 0;
  const res = await app.db.execute(sql`
    insert into channel_conflicts (company_id, feed_id, channel, object_id, span_uid, span_check_in, span_check_out,
                                   kind, ref_id, ref_check_in, ref_check_out, created_at)
    select ${feed.companyId}, ${feed.id}, ${feed.channel}, ${feed.objectId}, cs.uid, cs.check_in, cs.check_out,
           o.source, o.source_id, o.check_in, o.check_out, ${app.clock.now().toISOString()}::timestamptz
      from channel_spans cs
      join occupied_spans(${range.f}::date, ${range.t}::date, array[${feed.objectId}]::int[]) o
        on o.source <> 'import' and o.check_in < cs.check_out and o.check_out > cs.check_in
     where cs.feed_id = ${feed.id}
    on conflict (feed_id, span_uid, kind, ref_id) do nothing
    returning id, span_check_in::text, span_check_out::text, kind, ref_id`);
  const raised = rowsOf<NewConflict>(res);
  if (raised.length) await tellManagers(app, feed, raised);
  return raised.length;
}

/** One notice to every manager of the feed's company about the conflicts a run raised (R18.5). */
async function tellManagers(app: FastifyInstance, feed: FeedRow, raised: NewConflict[]): Promise<void> {
  const obj = await app.db.query.objects.findFirst({
    where: (o, { eq: is }) => is(o.id, feed.objectId),
    columns: { number: true },
  });
  const first = raised[0];
  try {
    await notifyCompanyManagers(app, feed.companyId, {
      title: both('backoffice-channels.notify.title', () => ({ number: obj?.number ?? feed.objectId })),
      body: both('backoffice-channels.notify.body', () => ({
        count: raised.length,
        channel: feed.channel,
        number: obj?.number ?? feed.objectId,
        from: formatDisplayDate(first.span_check_in, 'full'),
        to: formatDisplayDate(first.span_check_out, 'full'),
      })),
      link: `/backoffice/channels/${feed.objectId}`,
    });
  } catch (e) {
    app.log.warn({ err: e, feed: feed.id }, 'channel conflict notice failed');
  }
}

/**
 * The import job (docs/rules.md R18.3; the `channel-import` entry of server/jobs/index.ts): every
 * feed of every company, {@link CONCURRENCY} at a time, oldest attempt first.
 * @returns counts of feeds imported and failed and conflicts raised, or null when there are no feeds.
 */
export async function importFeeds(
  app: FastifyInstance,
  over: Partial<FetchLimits> = {},
): Promise<{ imported: number; failed: number; conflicts: number } | null> {
  const feeds = await app.db
    .select()
    .from(channelFeeds)
    .orderBy(sql`${channelFeeds.lastAttemptAt} asc nulls first`, asc(channelFeeds.id));
  if (!feeds.length) return null;
  const results: ImportResult[] = [];
  let next = 0;
  const worker = async () => {
    while (next < feeds.length) {
      const feed = feeds[next++];
      results.push(await importFeed(app, feed, over));
    }
  };
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, feeds.length) }, worker));
  return {
    imported: results.filter((r) => r.ok).length,
    failed: results.filter((r) => !r.ok).length,
    conflicts: results.reduce((n, r) => n + r.conflicts, 0),
  };
}

/** Rows of `execute` on either driver. */
function rowsOf<T>(res: unknown): T[] {
  return (Array.isArray(res) ? res : (res as { rows: T[] }).rows) as T[];
}
