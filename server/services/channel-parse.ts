/**
 * Parsing a channel's calendar feed (docs/rules.md R18.3): ical.js reads the text piece by piece,
 * repeated events are expanded over the import window within a budget of occurrences and time,
 * yielding to the event loop between slices. Split from ./channel-sync.ts, which fetches, stores
 * and raises conflicts.
 */
import ICAL from 'ical.js';
import { FeedFetchError } from './channel-fetch';
import { IMPORT_DAYS_AHEAD } from '../../src/domain/channels';
import { hotelToday } from '../../src/domain/hotel-time';
import { addDaysIso } from '../../src/domain/datetime';

/** A span a feed lists: its key (the event's UID, or UID and date), nights `[checkIn, checkOut)`. */
export interface FeedSpan {
  uid: string;
  checkIn: string;
  checkOut: string;
}

/** Most spans one feed may bring (a repeated event is expanded); more is refused as `tooMany`. */
export const MAX_FEED_SPANS = 10_000;

/**
 * The budget of one feed's parse (docs/rules.md R18.3): a repeated event is expanded only over the
 * window from {@link IMPORT_DAYS_BACK} day before today to `IMPORT_DAYS_AHEAD` days after; the
 * whole feed may step through at most `maxOccurrences` occurrences (every repeat the expansion
 * passes, kept or not) and take at most `timeMs` of wall time; the work yields to the event loop
 * after each `sliceMs`, so other requests are served while a big feed is read. Past a bound the
 * feed is refused as `tooMany` (its last good spans stay, R18.4).
 */
export interface ParseBudget {
  /** Occurrences stepped through in the whole feed. Default 50,000. */
  maxOccurrences: number;
  /** Wall time of the whole parse, ms. Default 5,000. */
  timeMs: number;
  /** Longest run of work between two yields to the event loop, ms. Default 10. */
  sliceMs: number;
}

export const PARSE_BUDGET: ParseBudget = { maxOccurrences: 50_000, timeMs: 5_000, sliceMs: 10 };

/** Days before the complex's today from which a repeated event is expanded (docs/rules.md R18.3). */
export const IMPORT_DAYS_BACK = 1;

/**
 * Lets the event loop serve what waits (I/O, timers) before going on. Awaiting a promise alone does
 * not: embedded PGlite runs a query synchronously and resolves in a microtask, so a chain of
 * awaited statements holds the loop as one block.
 */
export const yieldToLoop = () => new Promise<void>((r) => setImmediate(r));

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

/** Seconds of one period of each frequency that has a fixed length. */
const PERIOD_SECONDS: Partial<Record<string, number>> = {
  SECONDLY: 1,
  MINUTELY: 60,
  HOURLY: 3_600,
  DAILY: 86_400,
  WEEKLY: 604_800,
};

/**
 * Where to start expanding a repeated event so that its first occurrence that can touch the window
 * is not missed and the years before it are not stepped through (docs/rules.md R18.3): its start
 * moved forward by a whole number of its rule's periods (INTERVAL × FREQ) to the last one before
 * `from`, which keeps every BY… part, WKST and the interval's phase. ical.js (2.x) has no
 * fast-forward of its own. An event with a COUNT (the count would shift), more than one RRULE, or a
 * start already near the window is expanded from its own start (COUNT bounds it; the budget
 * bounds the rest).
 * @param from the first moment an occurrence may start and still matter (the window's start less
 *   the event's length), in the event's own zone.
 * @returns the new start, or null to keep the event's.
 */
export function fastForwardStart(ev: ICAL.Event, from: ICAL.Time): ICAL.Time | null {
  const rules = ev.component.getAllProperties('rrule');
  if (rules.length !== 1) return null;
  const rule = rules[0].getFirstValue() as ICAL.Recur;
  if (rule.count) return null;
  const start = ev.startDate;
  if (start.compare(from) >= 0) return null;
  const interval = Math.max(1, rule.interval || 1);
  const next = start.clone();
  const fixed = PERIOD_SECONDS[rule.freq];
  if (fixed) {
    const period = fixed * interval;
    const k = Math.floor((from.toUnixTime() - start.toUnixTime()) / period) - 1;
    if (k <= 0) return null;
    // Days and seconds separately: a zoned start keeps its wall-clock time across DST.
    if (period % 86_400 === 0) next.adjust((k * period) / 86_400, 0, 0, 0);
    else next.adjust(0, 0, 0, k * period);
    return next;
  }
  // MONTHLY / YEARLY: whole periods of months, to a month that has the start's day (the 31st, 29 Feb).
  const months = rule.freq === 'YEARLY' ? 12 * interval : interval;
  const gap = (from.year - start.year) * 12 + (from.month - start.month) - 1;
  for (let k = Math.floor(gap / months); k > 0; k--) {
    const total = start.year * 12 + (start.month - 1) + k * months;
    const [year, month] = [Math.floor(total / 12), (total % 12) + 1];
    if (ICAL.Time.daysInMonth(month, year) < start.day) continue;
    next.year = year;
    next.month = month;
    return next;
  }
  return null;
}

/** Characters of feed text handed to ical.js at once by {@link parseFeed}. */
const PIECE_CHARS = 64 * 1024;

/**
 * A feed's text cut into calendars of about {@link PIECE_CHARS} each, at the start of a
 * `BEGIN:VEVENT` line (a folded line never starts there): each piece but the first repeats the
 * calendar's head (what precedes its first event) and each but the last gets an `END:VCALENDAR`,
 * so every piece parses alone; the last keeps the text's own end, so a cut file still fails.
 */
function calendarPieces(text: string): string[] {
  const first = text.search(/^BEGIN:VEVENT\r?$/im);
  if (text.length <= PIECE_CHARS || first < 0) return [text];
  const head = text.slice(0, first);
  const pieces: string[] = [];
  let from = first;
  while (from < text.length) {
    const cut = text.slice(from + PIECE_CHARS).search(/^BEGIN:VEVENT\r?$/im);
    const to = cut < 0 ? text.length : from + PIECE_CHARS + cut;
    pieces.push(head + text.slice(from, to) + (to < text.length ? 'END:VCALENDAR\r\n' : ''));
    from = to;
  }
  return pieces;
}

/**
 * Parses a feed into spans of nights between `today` and `today + IMPORT_DAYS_AHEAD` (docs/rules.md
 * R18.3): every VEVENT of every VCALENDAR that is not cancelled and not transparent (free time), a
 * repeated event expanded over the window only ({@link fastForwardStart}); an event ending on the
 * day it starts takes that night; spans ended by `today` are dropped; events our own export wrote
 * (their UIDs, echoed back by a channel) are skipped. Works in slices under {@link ParseBudget},
 * yielding to the event loop between them.
 * @throws FeedFetchError `parse` when the text is not iCalendar (an HTML page, a truncated file),
 *   `tooMany` past {@link MAX_FEED_SPANS} spans (detail `spans`) or the budget (`occurrences`, `time`).
 */
export async function parseFeed(
  text: string,
  today: string,
  ownUids: RegExp | null = null,
  over: Partial<ParseBudget> = {},
): Promise<FeedSpan[]> {
  const budget = { ...PARSE_BUDGET, ...over };
  const began = performance.now();
  let sliceBegan = began;
  let stepped = 0;
  /** Counts one step of work; past a slice, yields; past the budget, refuses. */
  const step = async () => {
    if (++stepped > budget.maxOccurrences) throw new FeedFetchError('tooMany', 'occurrences');
    const now = performance.now();
    if (now - sliceBegan < budget.sliceMs) return;
    if (now - began > budget.timeMs) throw new FeedFetchError('tooMany', 'time');
    await yieldToLoop();
    sliceBegan = performance.now();
  };
  // Parsed piece by piece (a 1 MB text in one ical.js call holds the event loop for tens of ms).
  const vevents: ICAL.Component[] = [];
  try {
    if (!/^\s*BEGIN:VCALENDAR/i.test(text)) throw new Error('not a calendar');
    for (const piece of calendarPieces(text)) {
      await step();
      const parsed = ICAL.parse(piece) as unknown[];
      const list = Array.isArray(parsed[0]) ? (parsed as unknown[][]) : [parsed];
      const calendars = list.map((j) => new ICAL.Component(j as never));
      if (calendars.some((c) => c.name !== 'vcalendar')) throw new Error('not a calendar');
      for (const cal of calendars) vevents.push(...cal.getAllSubcomponents('vevent'));
    }
  } catch (e) {
    if (e instanceof FeedFetchError) throw e;
    throw new FeedFetchError('parse');
  }
  const horizon = addDaysIso(today, IMPORT_DAYS_AHEAD);
  const windowStart = addDaysIso(today, -IMPORT_DAYS_BACK);
  const out = new Map<string, FeedSpan>();
  const add = (uid: string, start: ICAL.Time, end: ICAL.Time | null) => {
    const checkIn = dayOf(start);
    let checkOut = end ? dayOf(end) : checkIn;
    if (checkOut <= checkIn) checkOut = addDaysIso(checkIn, 1);
    if (checkOut <= today || checkIn >= horizon) return;
    let key = uid;
    if (out.has(key)) key = `${uid}#${checkIn}`;
    if (out.has(key)) return;
    if (out.size >= MAX_FEED_SPANS) throw new FeedFetchError('tooMany', 'spans');
    out.set(key, { uid: key, checkIn, checkOut });
  };
  const flag = (v: ICAL.Component, name: string) => String(v.getFirstPropertyValue(name) ?? '').toUpperCase();
  const uidOf = (v: ICAL.Component) => String(v.getFirstPropertyValue('uid') ?? '').trim();
  try {
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
      await step();
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
      // The window's first day in the event's zone, less the event's length (an occurrence that
      // began before the window may still take tonight).
      const from = ev.startDate.clone();
      const [y, m, d] = windowStart.split('-').map(Number);
      Object.assign(from, { year: y, month: m, day: d });
      if (ev.endDate) from.addDuration(ev.startDate.subtractDate(ev.endDate));
      const it = ev.iterator(fastForwardStart(ev, from) ?? undefined);
      for (let next = it.next(); next; next = it.next()) {
        if (dayOf(next) >= horizon) break;
        await step();
        const occ = ev.getOccurrenceDetails(next);
        if (flag(occ.item.component, 'status') === 'CANCELLED') continue;
        add(`${uid}#${dayOf(occ.recurrenceId)}`, occ.startDate, occ.endDate);
      }
    }
  } catch (e) {
    if (e instanceof FeedFetchError) throw e;
    throw new FeedFetchError('parse');
  }
  return [...out.values()];
}
