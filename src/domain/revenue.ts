/**
 * The numbers a revenue manager reads (docs/rules.md R16.12; issue 39 point 5), pure: a booking's
 * room revenue apportioned to its nights, months and buildings, occupancy, ADR, RevPAR and the
 * pace of the next 90 days against the same point a year earlier. Dates are `YYYY-MM-DD`, periods
 * half-open `[from, to)` of nights, money integer kopecks.
 *
 * Definitions (STR, the hotel industry's benchmark: "Glossary — Occupancy, ADR, RevPAR"):
 * - **room-nights available**: rooms for sale × nights of the period, less the nights a room is
 *   not for sale (an owner's stay, a lease, an accepted end of management);
 * - **room-nights sold**: nights of confirmed stays (paid bookings, docs/rules.md R5.12);
 * - **occupancy** = sold ÷ available, percent; **ADR** (average daily rate) = room revenue ÷
 *   room-nights sold; **RevPAR** (revenue per available room) = room revenue ÷ room-nights
 *   available = ADR × occupancy;
 * - **room revenue**: the accommodation only — no breakfast, no tourist tax (docs/rules.md R5.26);
 * - **pace** (also "on the books"): the room-nights and revenue already booked for a window of
 *   future nights as of a point in time, set against the same window and point a year earlier.
 *
 * @module
 */
import { addDaysIso, dayNumberOf, isoDaysFrom, nightsBetween } from './iso-days';
import { splitInProportion } from './fiscal-lines';
import { nightsWithin } from './backoffice';

/** One object's line of a stored booking price (the `bookings.price.lines` jsonb). */
export interface RevenueLine {
  objectId: number;
  /** The line's amount before the tariff's percent, kopecks. */
  amountKopecks: number;
  /** The line's price of each night, kopecks, where the rate calendar priced it (issue 39 point 1). */
  nightly?: number[];
}

/** A booking as the figures need it. */
export interface RevenueBooking {
  checkIn: string;
  checkOut: string;
  lines: readonly RevenueLine[];
  /**
   * The accommodation with the tariff's percent, kopecks (`price.accommodationKopecks`); absent on
   * bookings made before the tourist tax, when the lines' sum stands for it.
   */
  accommodationKopecks?: number;
}

/** One object-night of room revenue. */
export interface RevenueNight {
  objectId: number;
  /** The night, `YYYY-MM-DD` (the date of the evening the guest sleeps in). */
  date: string;
  kopecks: number;
}

/**
 * A booking's room revenue by object and night: the accommodation is split over the lines in
 * proportion to their amounts, and each line's share over its nights in proportion to its nightly
 * prices when it has them (one per night), else evenly — each share rounded down, the remainder on
 * the last night ({@link splitInProportion}), so the nights add up to the accommodation exactly.
 *
 * @throws RangeError when a date is invalid.
 */
export function revenueNights(b: RevenueBooking): RevenueNight[] {
  const known = nightsMemo.get(b);
  if (known) return known;
  const out = splitNights(b);
  nightsMemo.set(b, out);
  return out;
}

/** {@link revenueNights} already split, by booking object: the year table and the pace read the same bookings. */
const nightsMemo = new WeakMap<RevenueBooking, RevenueNight[]>();

function splitNights(b: RevenueBooking): RevenueNight[] {
  const nights = nightsBetween(b.checkIn, b.checkOut);
  if (nights <= 0 || !b.lines.length) return [];
  const dates = isoDaysFrom(b.checkIn, nights);
  const accommodation = b.accommodationKopecks ?? b.lines.reduce((s, l) => s + l.amountKopecks, 0);
  // Lines of 0 still weigh evenly when every line is 0 (a free stay keeps its nights).
  const weights = b.lines.map((l) => Math.max(0, l.amountKopecks));
  const shares = splitInProportion(weights.some((w) => w > 0) ? weights : weights.map(() => 1), accommodation);
  const out: RevenueNight[] = [];
  b.lines.forEach((l, i) => {
    const perNight =
      l.nightly?.length === nights && l.nightly.some((k) => k > 0)
        ? l.nightly.map((k) => Math.max(0, k))
        : Array.from({ length: nights }, () => 1);
    splitInProportion(perNight, shares[i]).forEach((kopecks, n) =>
      out.push({ objectId: l.objectId, date: dates[n], kopecks }),
    );
  });
  return out;
}

/** Figures of one period and group of rooms. */
export interface RevenueFigures {
  nightsAvailable: number;
  nightsSold: number;
  revenueKopecks: number;
  /** sold ÷ available, percent with one decimal (0 when nothing is available). */
  occupancyPercent: number;
  /** Average daily rate: revenue ÷ nights sold, kopecks rounded (0 when nothing sold). */
  adrKopecks: number;
  /** Revenue per available room-night: revenue ÷ nights available, kopecks rounded (0 when none). */
  revparKopecks: number;
}

/** Occupancy, ADR and RevPAR of the period's sums (see the module's definitions). */
export function revenueFigures(nightsAvailable: number, nightsSold: number, revenueKopecks: number): RevenueFigures {
  return {
    nightsAvailable,
    nightsSold,
    revenueKopecks,
    occupancyPercent: nightsAvailable > 0 ? Math.round((nightsSold / nightsAvailable) * 1000) / 10 : 0,
    adrKopecks: nightsSold > 0 ? Math.round(revenueKopecks / nightsSold) : 0,
    revparKopecks: nightsAvailable > 0 ? Math.round(revenueKopecks / nightsAvailable) : 0,
  };
}

/** A room for sale: its id and its building. */
export interface RevenueRoom {
  id: number;
  buildingId: number;
}

/** A span of nights `[checkIn, checkOut)` a room is not for sale (owner's stay, lease, end of management). */
export interface BlockedSpan {
  objectId: number;
  checkIn: string;
  checkOut: string;
}

/** One row of the year's table: a month (`YYYY-MM`) and a building, or every building (`buildingId` null). */
export interface MonthRow extends RevenueFigures {
  month: string;
  buildingId: number | null;
}

/** The twelve months `YYYY-MM` of `year`. */
export function monthsOf(year: number): string[] {
  return Array.from({ length: 12 }, (_, i) => `${year}-${String(i + 1).padStart(2, '0')}`);
}

/**
 * The year's table (docs/rules.md R16.12): for each month of `year` and each building of `rooms`,
 * the room-nights available (rooms × the month's nights, less `blocked` nights, overlapping
 * blocks of one room counted once), sold and their revenue ({@link revenueNights}), then one row per
 * month for every building (`buildingId` null), each building's year (`month` = the year) and,
 * last, the year of every building.
 * Bookings' objects that are not in `rooms` are left out.
 */
export function yearTable(
  year: number,
  rooms: readonly RevenueRoom[],
  bookings: readonly RevenueBooking[],
  blocked: readonly BlockedSpan[],
): MonthRow[] {
  const buildingOf = new Map(rooms.map((r) => [r.id, r.buildingId]));
  const buildings = [...new Set(rooms.map((r) => r.buildingId))].sort((a, b) => a - b);
  const months = monthsOf(year);
  // Sums by building and month index (0–11); day numbers, not date strings, in the loops
  // (issue 41 item 5: the report's JavaScript was mostly these loops' keys and parsing).
  const zero = () => ({ available: 0, sold: 0, revenue: 0 });
  const sums = new Map(buildings.map((building) => [building, months.map(zero)]));
  const yearFrom = `${year}-01-01`;
  const yearTo = `${year + 1}-01-01`;
  // The first day of each month and of the next year, as day numbers; a day's month index.
  const starts = [...months.map((m) => dayNumberOf(`${m}-01`)), dayNumberOf(yearTo)];
  const monthOfDay = (day: number) => starts.findLastIndex((start) => start <= day);
  const blockedByRoom = new Map<number, Set<number>>();
  for (const s of blocked) {
    if (!buildingOf.has(s.objectId)) continue;
    const set = blockedByRoom.get(s.objectId) ?? new Set<number>();
    blockedByRoom.set(s.objectId, set);
    const a = Math.max(dayNumberOf(s.checkIn), starts[0]!);
    const b = Math.min(dayNumberOf(s.checkOut), starts[12]!);
    for (let d = a; d < b; d++) set.add(d);
  }
  // Blocked nights per room and month, counted in one pass over each room's nights (not once per month).
  const blockedIn = new Map<number, number[]>();
  for (const [roomId, days] of blockedByRoom) {
    const counts = months.map(() => 0);
    for (const d of days) counts[monthOfDay(d)]! += 1;
    blockedIn.set(roomId, counts);
  }
  for (const r of rooms) {
    const own = sums.get(r.buildingId)!;
    const counts = blockedIn.get(r.id);
    own.forEach((s, i) => (s.available += starts[i + 1]! - starts[i]! - (counts?.[i] ?? 0)));
  }
  for (const b of bookings) {
    if (nightsWithin(b.checkIn, b.checkOut, yearFrom, yearTo) <= 0) continue;
    for (const n of revenueNights(b)) {
      const building = buildingOf.get(n.objectId);
      if (building === undefined || n.date < yearFrom || n.date >= yearTo) continue;
      const s = sums.get(building)![Number(n.date.slice(5, 7)) - 1]!;
      s.sold += 1;
      s.revenue += n.kopecks;
    }
  }
  const rows: MonthRow[] = [];
  const total = zero();
  months.forEach((month, i) => {
    const all = zero();
    for (const building of buildings) {
      const s = sums.get(building)![i]!;
      rows.push({ month, buildingId: building, ...revenueFigures(s.available, s.sold, s.revenue) });
      all.available += s.available;
      all.sold += s.sold;
      all.revenue += s.revenue;
    }
    rows.push({ month, buildingId: null, ...revenueFigures(all.available, all.sold, all.revenue) });
    total.available += all.available;
    total.sold += all.sold;
    total.revenue += all.revenue;
  });
  for (const building of buildings) {
    const own = rows.filter((r) => r.buildingId === building);
    const [available, sold, revenue] = (['nightsAvailable', 'nightsSold', 'revenueKopecks'] as const).map((k) =>
      own.reduce((s, r) => s + r[k], 0),
    );
    rows.push({ month: String(year), buildingId: building, ...revenueFigures(available, sold, revenue) });
  }
  rows.push({ month: String(year), buildingId: null, ...revenueFigures(total.available, total.sold, total.revenue) });
  return rows;
}

/** The pace window's length, nights (issue 39 point 5). */
export const PACE_DAYS = 90;
/** The pace's buckets, nights: weeks of the window (the last one shorter). */
export const PACE_BUCKET_DAYS = 7;

/** The same calendar date a year earlier (29 February → 28 February). */
export function yearBefore(date: string): string {
  const y = String(Number(date.slice(0, 4)) - 1).padStart(4, '0');
  const md = date.slice(5);
  return md === '02-29' ? `${y}-02-28` : `${y}-${md}`;
}

/** A pace window: this year's nights `[from, to)` and last year's `[lastFrom, lastTo)`, of {@link PACE_DAYS} nights each. */
export interface PaceWindow {
  from: string;
  to: string;
  lastFrom: string;
  lastTo: string;
}

/** The pace window seen on `today` (the complex's date): the next {@link PACE_DAYS} nights, and the same a year earlier. */
export function paceWindow(today: string): PaceWindow {
  const lastFrom = yearBefore(today);
  return {
    from: today,
    to: addDaysIso(today, PACE_DAYS),
    lastFrom,
    lastTo: addDaysIso(lastFrom, PACE_DAYS),
  };
}

/** A booking with the history pace reads. */
export interface PaceBooking extends RevenueBooking {
  /** `awaiting_payment`, `paid` or `cancelled` (docs/rules.md R5.12). */
  status: string;
  /** When it was made (ISO instant). */
  createdAt: string;
  /** When it was cancelled (ISO instant), or null. */
  cancelledAt: string | null;
  /** Why: `unpaid` (never paid, R5.12), `request`, `manager`; null when not cancelled. */
  cancelReason: string | null;
}

/**
 * Whether a booking was on the books at the instant `at` (ISO): made by then, and either paid now
 * and never cancelled, or cancelled only after `at` and not for want of payment (a booking
 * cancelled later by request or by a manager was confirmed at `at`). The bookings table keeps no
 * instant of payment, so a paid booking counts from the moment it was made (a hold is paid within
 * 24 hours, R5.12) and a booking still awaiting payment does not count.
 */
export function onTheBooks(b: PaceBooking, at: string): boolean {
  const atMs = Date.parse(at);
  if (Date.parse(b.createdAt) > atMs) return false;
  if (b.status === 'paid') return !b.cancelledAt || Date.parse(b.cancelledAt) > atMs;
  return b.status === 'cancelled' && !!b.cancelledAt && Date.parse(b.cancelledAt) > atMs && b.cancelReason !== 'unpaid';
}

/** One bucket of the pace: its nights, and the room-nights and revenue on the books this year and last. */
export interface PaceBucket {
  /** First night of the bucket this year, `YYYY-MM-DD`, and the day after its last. */
  from: string;
  to: string;
  /** The same bucket a year earlier. */
  lastFrom: string;
  lastTo: string;
  nights: number;
  revenueKopecks: number;
  lastNights: number;
  lastRevenueKopecks: number;
}

/**
 * The pace (docs/rules.md R16.12): the window's nights in weeks ({@link PACE_BUCKET_DAYS}, the last
 * one shorter); each week's room-nights and room revenue of the bookings on the books at `now`
 * ({@link onTheBooks}) and, for the same week a year earlier, of those on the books at `now` a year
 * earlier (`lastNow`, the same instant in last year's calendar). Rooms not in `roomIds` are left out.
 */
export function paceBuckets(
  window: PaceWindow,
  now: string,
  lastNow: string,
  bookings: readonly PaceBooking[],
  roomIds: ReadonlySet<number>,
): PaceBucket[] {
  const buckets: PaceBucket[] = [];
  const length = nightsBetween(window.from, window.to);
  for (let i = 0; i < length; i += PACE_BUCKET_DAYS) {
    const n = Math.min(PACE_BUCKET_DAYS, length - i);
    buckets.push({
      from: addDaysIso(window.from, i),
      to: addDaysIso(window.from, i + n),
      lastFrom: addDaysIso(window.lastFrom, i),
      lastTo: addDaysIso(window.lastFrom, i + n),
      nights: 0,
      revenueKopecks: 0,
      lastNights: 0,
      lastRevenueKopecks: 0,
    });
  }
  const thisFrom = dayNumberOf(window.from);
  const lastFrom = dayNumberOf(window.lastFrom);
  const bucketOf = (date: string, from: number) => Math.floor((dayNumberOf(date) - from) / PACE_BUCKET_DAYS);
  for (const b of bookings) {
    const thisYear = nightsWithin(b.checkIn, b.checkOut, window.from, window.to) > 0 && onTheBooks(b, now);
    const lastYear = nightsWithin(b.checkIn, b.checkOut, window.lastFrom, window.lastTo) > 0 && onTheBooks(b, lastNow);
    if (!thisYear && !lastYear) continue;
    for (const night of revenueNights(b)) {
      if (!roomIds.has(night.objectId)) continue;
      if (thisYear && night.date >= window.from && night.date < window.to) {
        const k = buckets[bucketOf(night.date, thisFrom)];
        k.nights += 1;
        k.revenueKopecks += night.kopecks;
      }
      if (lastYear && night.date >= window.lastFrom && night.date < window.lastTo) {
        const k = buckets[bucketOf(night.date, lastFrom)];
        k.lastNights += 1;
        k.lastRevenueKopecks += night.kopecks;
      }
    }
  }
  return buckets;
}
