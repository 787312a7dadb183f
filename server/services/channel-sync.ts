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
import ICAL from 'ical.js';
import { channelFeeds, channelSpans } from '../db/schema';
import { FeedFetchError, fetchFeed, type FetchLimits } from './channel-fetch';
import { notifyCompanyManagers } from './push';
import { both } from './booking-notices';
import { exportUidPattern } from './channel-export';
import { IMPORT_DAYS_AHEAD, type ConflictKind, type FeedError } from '../../src/domain/channels';
import { hotelToday } from '../../src/domain/bookings';
import { addDaysIso, formatDisplayDate } from '../../src/domain/datetime';

/** A span a feed lists: its key (the event's UID, or UID and date), nights `[checkIn, checkOut)`. */
export interface FeedSpan {
  uid: string;
  checkIn: string;
  checkOut: string;
}

/** Most spans one feed may bring (a repeated event is expanded); more is refused as `tooLarge`. */
export const MAX_FEED_SPANS = 10_000;
/** Most occurrences of one repeated event that are expanded. */
const MAX_OCCURRENCES = 1_000;
/** Feeds fetched at once by {@link importFeeds}. */
const CONCURRENCY = 4;

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * The night an iCalendar time falls on: a DATE as written; a UTC DATE-TIME on the complex's clock
 * (UTC+5); a local or zoned DATE-TIME by its wall-clock date as written (the channel writes it in
 * the property's zone).
 */
function dayOf(t: ICAL.Time): string {
  if (!t.isDate && t.zone === ICAL.Timezone.utcTimezone) {
    return hotelToday(new Date(Date.UTC(t.year, t.month - 1, t.day, t.hour, t.minute, t.second)));
  }
  return `${t.year}-${pad(t.month)}-${pad(t.day)}`;
}

/**
 * Parses a feed into spans of nights between `today` and `today + IMPORT_DAYS_AHEAD` (docs/rules.md
 * R18.3): every VEVENT of every VCALENDAR that is not cancelled and not transparent (free time), a
 * repeated event expanded; an event ending on the day it starts takes that night; spans ended by
 * `today` are dropped; events our own export wrote (their UIDs, echoed back by a channel) are
 * skipped.
 * @throws FeedFetchError `parse` when the text is not iCalendar (an HTML page, a truncated file),
 *   `tooLarge` past {@link MAX_FEED_SPANS} spans.
 */
export function parseFeed(text: string, today: string, ownUids: RegExp | null = null): FeedSpan[] {
  let calendars: ICAL.Component[];
  try {
    if (!/^\s*BEGIN:VCALENDAR/i.test(text)) throw new Error('not a calendar');
    const parsed = ICAL.parse(text) as unknown[];
    const list = Array.isArray(parsed[0]) ? (parsed as unknown[][]) : [parsed];
    calendars = list.map((j) => new ICAL.Component(j as never));
    if (calendars.some((c) => c.name !== 'vcalendar')) throw new Error('not a calendar');
  } catch {
    throw new FeedFetchError('parse');
  }
  const horizon = addDaysIso(today, IMPORT_DAYS_AHEAD);
  const out = new Map<string, FeedSpan>();
  const add = (uid: string, start: ICAL.Time, end: ICAL.Time | null) => {
    const checkIn = dayOf(start);
    let checkOut = end ? dayOf(end) : checkIn;
    if (checkOut <= checkIn) checkOut = addDaysIso(checkIn, 1);
    if (checkOut <= today || checkIn >= horizon) return;
    let key = uid;
    if (out.has(key)) key = `${uid}#${checkIn}`;
    if (out.has(key)) return;
    if (out.size >= MAX_FEED_SPANS) throw new FeedFetchError('tooLarge', 'events');
    out.set(key, { uid: key, checkIn, checkOut });
  };
  const flag = (v: ICAL.Component, name: string) => String(v.getFirstPropertyValue(name) ?? '').toUpperCase();
  const uidOf = (v: ICAL.Component) => String(v.getFirstPropertyValue('uid') ?? '').trim();
  try {
    for (const cal of calendars) {
      const vevents = cal.getAllSubcomponents('vevent');
      // A repeated event's changed occurrences (RECURRENCE-ID) are handed to their master by UID:
      // ical.js would otherwise search the whole calendar for them once per event (quadratic).
      const exceptions = new Map<string, ICAL.Component[]>();
      const masters = new Set<string>();
      for (const v of vevents) {
        const uid = uidOf(v);
        if (v.hasProperty('recurrence-id')) exceptions.set(uid, [...(exceptions.get(uid) ?? []), v]);
        else masters.add(uid);
      }
      for (const v of vevents) {
        const rawUid = uidOf(v);
        const isException = v.hasProperty('recurrence-id');
        if (isException && masters.has(rawUid)) continue; // expanded with its master
        if (flag(v, 'status') === 'CANCELLED' || flag(v, 'transp') === 'TRANSPARENT') continue;
        if (rawUid && ownUids?.test(rawUid)) continue;
        const ev = new ICAL.Event(v, {
          strictExceptions: true,
          exceptions: isException ? [] : (exceptions.get(rawUid) ?? []),
        });
        if (!ev.startDate) continue;
        const uid = (rawUid || `nouid-${dayOf(ev.startDate)}`).slice(0, 255);
        if (!ev.isRecurring()) {
          add(uid, ev.startDate, ev.endDate ?? null);
          continue;
        }
        const it = ev.iterator();
        for (let i = 0, next = it.next(); next && i < MAX_OCCURRENCES; i++, next = it.next()) {
          if (dayOf(next) >= horizon) break;
          const occ = ev.getOccurrenceDetails(next);
          if (flag(occ.item.component, 'status') === 'CANCELLED') continue;
          add(`${uid}#${dayOf(occ.recurrenceId)}`, occ.startDate, occ.endDate);
        }
      }
    }
  } catch (e) {
    if (e instanceof FeedFetchError) throw e;
    throw new FeedFetchError('parse');
  }
  return [...out.values()];
}

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
    spans = parseFeed(await fetchFeed(feed.url, limitsOf(app, over)), today, exportUidPattern(app));
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
    for (let i = 0; i < spans.length; i += 500) {
      await tx
        .insert(channelSpans)
        .values(
          spans.slice(i, i + 500).map((s) => ({
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
