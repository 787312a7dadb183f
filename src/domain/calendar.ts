/**
 * Calendar month model (docs/rules.md R8.7: weeks holding days; each day has day number,
 * date, weekday (Monday=0), display value day.month.year, isInPast and isInFuture flags).
 * The week starts on Monday (docs/rules.md R8.2).
 *
 * @module
 */
import type { Dayjs } from 'dayjs';
import { ISO_DATE_FORMAT, parseIsoDateUtc, toDayjs } from './datetime';

/** Days per week; every {@link CalendarWeek} has exactly this many slots. */
export const DAYS_IN_WEEK = 7;

/** One day of a calendar month (docs/rules.md R8.7). */
export interface CalendarDay {
  /** Day of the month, 1..31. */
  day: number;
  /** ISO calendar date `YYYY-MM-DD`. */
  date: string;
  /** Weekday, Monday = 0 … Sunday = 6. */
  weekday: number;
  /** Display value `DD.MM.YYYY`. */
  value: string;
  /** Strictly before today. */
  isInPast: boolean;
  /** Strictly after today. Today is neither past nor future. */
  isInFuture: boolean;
}

/** One week: 7 slots, Monday first; `null` pads days outside the month. */
export interface CalendarWeek {
  days: (CalendarDay | null)[];
}

/** A calendar month. */
export interface CalendarMonth {
  /** Full year, e.g. 2025. */
  year: number;
  /** Zero-based month, 0 = January … 11 = December (as passed to {@link buildCalendarMonth}). */
  month: number;
  /** 4 to 6 weeks, each of 7 slots. */
  weeks: CalendarWeek[];
}

const pad2 = (n: number): string => String(n).padStart(2, '0');

/**
 * Weekday of a date with Monday = 0 … Sunday = 6 (docs/rules.md R8.2).
 *
 * @param d - a `Dayjs` (its own mode), a `Date` (local) or a date string, see `toDayjs`.
 * @throws RangeError when the date is invalid.
 */
export function weekdayMondayFirst(d: Dayjs | Date | string): number {
  return (toDayjs(d).day() + 6) % DAYS_IN_WEEK;
}

/**
 * Number of days in a month.
 *
 * @param year - full year.
 * @param month0 - zero-based month 0..11.
 * @throws RangeError when `year` is not an integer or `month0` is not an integer 0..11.
 */
export function daysInMonth(year: number, month0: number): number {
  assertYearMonth(year, month0);
  return new Date(Date.UTC(year, month0 + 1, 0)).getUTCDate();
}

/**
 * Moves a (year, zero-based month) pair by `delta` months, e.g. for calendar navigation.
 * `shiftMonth(2025, 11, 1)` → `{ year: 2026, month: 0 }`.
 *
 * @throws RangeError on non-integer arguments or a month outside 0..11.
 */
export function shiftMonth(year: number, month0: number, delta: number): { year: number; month: number } {
  assertYearMonth(year, month0);
  if (!Number.isInteger(delta)) throw new RangeError(`Invalid month delta: ${delta}`);
  const total = year * 12 + month0 + delta;
  const y = Math.floor(total / 12);
  return { year: y, month: total - y * 12 };
}

/**
 * Builds a calendar month: weeks of 7 slots, Monday first, `null` outside the month (docs/rules.md R8.7).
 *
 * Past/future are compared on calendar dates: a day is in the past when its date is before
 * `today`'s date, in the future when after; today itself is neither.
 *
 * @param year - full year, e.g. 2025.
 * @param month0 - zero-based month 0..11 (JavaScript/dayjs convention).
 * @param today - today's date: a `Dayjs` (its date in its own mode) or a string `YYYY-MM-DD`
 *   (also `DD.MM.YYYY` or a server timestamp, see `toDayjs`).
 * @throws RangeError on an invalid year, month or `today`.
 *
 * @example buildCalendarMonth(2025, 5, '2025-06-15') // June 2025 starts on a Sunday: the
 *   first week has 6 nulls then day 1.
 */
export function buildCalendarMonth(year: number, month0: number, today: Dayjs | string): CalendarMonth {
  const count = daysInMonth(year, month0);
  const todayIso = toDayjs(today).format(ISO_DATE_FORMAT);
  const firstIso = `${String(year).padStart(4, '0')}-${pad2(month0 + 1)}-01`;
  const firstWeekday = (parseIsoDateUtc(firstIso).day() + 6) % DAYS_IN_WEEK;

  const slots: (CalendarDay | null)[] = [];
  for (let i = 0; i < firstWeekday; i += 1) slots.push(null);
  for (let day = 1; day <= count; day += 1) {
    const dd = pad2(day);
    const mm = pad2(month0 + 1);
    const yyyy = String(year).padStart(4, '0');
    const date = `${yyyy}-${mm}-${dd}`;
    slots.push({
      day,
      date,
      weekday: (firstWeekday + day - 1) % DAYS_IN_WEEK,
      value: `${dd}.${mm}.${yyyy}`,
      isInPast: date < todayIso,
      isInFuture: date > todayIso,
    });
  }
  while (slots.length % DAYS_IN_WEEK !== 0) slots.push(null);

  const weeks: CalendarWeek[] = [];
  for (let i = 0; i < slots.length; i += DAYS_IN_WEEK) {
    weeks.push({ days: slots.slice(i, i + DAYS_IN_WEEK) });
  }
  return { year, month: month0, weeks };
}

function assertYearMonth(year: number, month0: number): void {
  if (!Number.isInteger(year) || year < 1 || year > 9999) {
    throw new RangeError(`Invalid year: ${year}`);
  }
  if (!Number.isInteger(month0) || month0 < 0 || month0 > 11) {
    throw new RangeError(`Invalid month (0..11): ${month0}`);
  }
}
