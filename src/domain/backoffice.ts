/**
 * Back-office figures (issue #9), pure: occupancy, revenue, ADR and RevPAR over a period, the
 * series the dashboard charts draw, and the layout of the occupancy chart ("chessboard").
 * Dates are `YYYY-MM-DD`, periods half-open `[from, to)` (nights), money integer kopecks.
 *
 * Definitions (hotel industry usage): a stay's revenue is spread evenly over its nights;
 * revenue of a period = the share of the nights inside it; ADR = revenue / object-nights sold;
 * RevPAR = revenue / object-nights available; occupancy = sold / available, percent.
 */
import { addDaysIso, nightsBetween } from './datetime';
import { dayNumberOf } from './iso-days';

/** Booking states a manager filters by (docs/rules.md R5.12, R5.19). */
export const BACKOFFICE_BOOKING_STATUSES = ['awaiting_payment', 'paid', 'cancelled'] as const;
/** Payer types (docs/rules.md R5.10). */
export const BACKOFFICE_PAYER_TYPES = ['individual', 'entrepreneur', 'legal'] as const;

/** A stay as the figures need it: its nights, how many objects, and its total price. */
export interface Stay {
  checkIn: string;
  checkOut: string;
  /** Objects in the booking (each occupies every night). */
  objects: number;
  totalKopecks: number;
}

/** Nights of `[checkIn, checkOut)` inside `[from, to)`. */
export function nightsWithin(checkIn: string, checkOut: string, from: string, to: string): number {
  const a = checkIn > from ? checkIn : from;
  const b = checkOut < to ? checkOut : to;
  return a < b ? nightsBetween(a, b) : 0;
}

/** Figures of one period. */
export interface PeriodStats {
  revenueKopecks: number;
  /** Object-nights sold. */
  nightsSold: number;
  /** Object-nights available (objects × nights). */
  nightsAvailable: number;
  occupancyPercent: number;
  /** Average daily rate, kopecks (0 when nothing sold). */
  adrKopecks: number;
  /** Revenue per available object-night, kopecks. */
  revparKopecks: number;
}

const stayDays = new WeakMap<Stay, readonly [number, number]>();

/**
 * A stay's check-in and check-out as day numbers (./iso-days.ts), parsed once per stay object: the
 * dashboard asks nine periods of the same few hundred stays (issue 41 item 5: parsing the dates
 * each time was 3.5 ms of a request).
 * @throws RangeError when a date is not a valid `YYYY-MM-DD`.
 */
function daysOf(s: Stay): readonly [number, number] {
  let d = stayDays.get(s);
  if (!d) {
    d = [dayNumberOf(s.checkIn), dayNumberOf(s.checkOut)];
    stayDays.set(s, d);
  }
  return d;
}

/** Occupancy, revenue, ADR and RevPAR of `stays` over `[from, to)` for `objectCount` objects. */
export function periodStats(stays: readonly Stay[], from: string, to: string, objectCount: number): PeriodStats {
  const start = dayNumberOf(from);
  const end = dayNumberOf(to);
  let revenue = 0;
  let sold = 0;
  for (const s of stays) {
    const [checkIn, checkOut] = daysOf(s);
    const total = checkOut - checkIn;
    const inside = Math.min(checkOut, end) - Math.max(checkIn, start);
    if (total <= 0 || inside <= 0) continue;
    revenue += (s.totalKopecks * inside) / total;
    sold += inside * s.objects;
  }
  const available = Math.max(0, objectCount * (end - start));
  const revenueKopecks = Math.round(revenue);
  return {
    revenueKopecks,
    nightsSold: sold,
    nightsAvailable: available,
    occupancyPercent: available ? Math.round((sold / available) * 1000) / 10 : 0,
    adrKopecks: sold ? Math.round(revenue / sold) : 0,
    revparKopecks: available ? Math.round(revenue / available) : 0,
  };
}

/** Occupancy percent of each night from `from` for `days` nights (the dashboard's chart). */
export function occupancyByDay(
  stays: readonly Stay[],
  from: string,
  days: number,
  objectCount: number,
): { date: string; percent: number }[] {
  const out: { date: string; percent: number }[] = [];
  for (let i = 0; i < days; i++) {
    const date = addDaysIso(from, i);
    const next = addDaysIso(date, 1);
    let n = 0;
    for (const s of stays) if (s.checkIn <= date && s.checkOut >= next) n += s.objects;
    out.push({ date, percent: objectCount ? Math.round((n / objectCount) * 1000) / 10 : 0 });
  }
  return out;
}

/** First day of the month of `date` (`YYYY-MM-01`). */
export const monthStart = (date: string) => `${date.slice(0, 7)}-01`;

/** First day of the month `delta` months after the month of `date`. */
export function addMonths(date: string, delta: number): string {
  const y = Number(date.slice(0, 4));
  const m = Number(date.slice(5, 7)) - 1 + delta;
  const yy = y + Math.floor(m / 12);
  const mm = ((m % 12) + 12) % 12;
  return `${yy}-${String(mm + 1).padStart(2, '0')}-01`;
}

/** Revenue of each of the `months` months ending with the month of `today` (oldest first). */
export function revenueByMonth(
  stays: readonly Stay[],
  today: string,
  months: number,
  objectCount: number,
): { month: string; revenueKopecks: number }[] {
  const out: { month: string; revenueKopecks: number }[] = [];
  for (let i = months - 1; i >= 0; i--) {
    const from = addMonths(today, -i);
    out.push({
      month: from.slice(0, 7),
      revenueKopecks: periodStats(stays, from, addMonths(from, 1), objectCount).revenueKopecks,
    });
  }
  return out;
}

/** A bar of the occupancy chart: columns are 0-based day indexes of the month, `span` ≥ 1. */
export interface ChessBar {
  start: number;
  span: number;
  /** The stay begins before / ends after the month (drawn with an open edge). */
  clippedStart: boolean;
  clippedEnd: boolean;
}

/**
 * Places a stay on the month `[monthFrom, monthTo)`: which day columns its nights cover.
 * @returns null when no night of the stay falls in the month.
 */
export function chessBar(checkIn: string, checkOut: string, monthFrom: string, monthTo: string): ChessBar | null {
  const span = nightsWithin(checkIn, checkOut, monthFrom, monthTo);
  if (span <= 0) return null;
  const startDate = checkIn > monthFrom ? checkIn : monthFrom;
  return {
    start: nightsBetween(monthFrom, startDate),
    span,
    clippedStart: checkIn < monthFrom,
    clippedEnd: checkOut > monthTo,
  };
}

/** Bounds of a bulk percentage price change (docs/rules.md R16.10). */
export const BULK_PERCENT = { min: -90, max: 500 } as const;

/**
 * A price after a bulk change: `set` replaces it, `percent` scales it, rounded to whole rubles.
 * @returns kopecks, at least 100 (1 ₽).
 */
export function bulkPrice(currentKopecks: number, mode: 'set' | 'percent', value: number): number {
  const next = mode === 'set' ? value : Math.round((currentKopecks * (100 + value)) / 100 / 100) * 100;
  return Math.max(100, next);
}
