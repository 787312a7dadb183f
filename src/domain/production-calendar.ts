/**
 * The Russian production calendar (производственный календарь): which days are working days, for
 * deadlines counted in working days — a foreign guest's notice of arrival to the MVD is due within
 * one working day of arrival (MVD order № 856 of 10.12.2020; 109-FZ art. 20, 22; docs/rules.md
 * R20.1).
 *
 * Shipped as data, one year per row with its government decree; no maintained npm package carries
 * it. A year without a decree here is predicted by the Labour Code (art. 112: the non-working
 * holidays; a holiday falling on a Saturday or Sunday moves the day off to the next working day,
 * except the January holidays) and says so (`official: false`), so the back office can warn.
 *
 * Dates are ISO `YYYY-MM-DD`. Pure: no I/O.
 *
 * @module
 */
import { addDaysIso, parseIsoDateUtc } from './datetime';

/** One year's calendar as a decree sets it. */
export interface CalendarYear {
  year: number;
  /** The decree, e.g. "Постановление Правительства РФ от 24.09.2025 № 1466". */
  source: string;
  /** Extra days off on weekdays (moved holidays), `MM-DD`. */
  daysOff: readonly string[];
  /** Saturdays or Sundays made working days, `MM-DD`. */
  workingWeekends: readonly string[];
}

/** The non-working holidays of the Labour Code, art. 112 p. 1, `MM-DD`. */
export const HOLIDAYS: readonly string[] = [
  '01-01',
  '01-02',
  '01-03',
  '01-04',
  '01-05',
  '01-06',
  '01-07',
  '01-08',
  '02-23',
  '03-08',
  '05-01',
  '05-09',
  '06-12',
  '11-04',
];

/** The decrees this calendar carries. A new year is one more row. */
export const CALENDAR_YEARS: readonly CalendarYear[] = [
  {
    year: 2025,
    source: 'Постановление Правительства РФ от 04.10.2024 № 1335 «О переносе выходных дней в 2025 году»',
    daysOff: ['05-02', '05-08', '06-13', '11-03', '12-31'],
    workingWeekends: ['11-01'],
  },
  {
    year: 2026,
    source: 'Постановление Правительства РФ от 24.09.2025 № 1466 «О переносе выходных дней в 2026 году»',
    daysOff: ['01-09', '03-09', '05-11', '12-31'],
    workingWeekends: [],
  },
];

const isWeekend = (date: string) => {
  const dow = parseIsoDateUtc(date).day();
  return dow === 0 || dow === 6;
};

/**
 * A year's calendar: the decree's, or one predicted by art. 112 (a holiday other than 1–8 January on
 * a weekend gives the next weekday that is not a holiday off).
 */
export function calendarYear(year: number): CalendarYear & { official: boolean } {
  const known = CALENDAR_YEARS.find((y) => y.year === year);
  if (known) return { ...known, official: true };
  const daysOff: string[] = [];
  for (const md of HOLIDAYS) {
    if (md.startsWith('01-')) continue;
    const date = `${year}-${md}`;
    if (!isWeekend(date)) continue;
    let next = addDaysIso(date, 1);
    while (isWeekend(next) || HOLIDAYS.includes(next.slice(5)) || daysOff.includes(next.slice(5)))
      next = addDaysIso(next, 1);
    daysOff.push(next.slice(5));
  }
  return { year, source: 'Трудовой кодекс РФ, ст. 112 (прогноз)', daysOff, workingWeekends: [], official: false };
}

/** Whether `date` is a working day. */
export function isWorkingDay(date: string): boolean {
  const cal = calendarYear(Number(date.slice(0, 4)));
  const md = date.slice(5);
  if (cal.workingWeekends.includes(md)) return true;
  if (HOLIDAYS.includes(md) || cal.daysOff.includes(md)) return false;
  return !isWeekend(date);
}

/**
 * The day `n` working days after `date` (not counting `date` itself): the deadline of a notice due
 * "within n working days" of an event on `date`.
 *
 * @throws RangeError when `n` is not a whole number ≥ 1.
 */
export function addWorkingDays(date: string, n: number): string {
  if (!Number.isInteger(n) || n < 1) throw new RangeError(`Working days must be a whole number ≥ 1: ${n}`);
  let d = date;
  for (let left = n; left > 0;) {
    d = addDaysIso(d, 1);
    if (isWorkingDay(d)) left -= 1;
  }
  return d;
}
