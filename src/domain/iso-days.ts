/**
 * Calendar arithmetic on ISO dates `YYYY-MM-DD` without a time zone: adding days and counting
 * nights by day numbers, fast enough for availability over years. Pure. Split from
 * ./datetime.ts (which re-exports it).
 */

/** An ISO calendar date `YYYY-MM-DD` (the shape only). */
export const ISO_DATE_RE = /^\d{4}-\d{2}-\d{2}$/;

const DAY_MS = 86_400_000;

/**
 * Days from 1970-01-01 to the ISO calendar date `s`, or null when `s` is not a valid `YYYY-MM-DD`
 * (the years dayjs's strict parsing takes: from 0100). Plain `Date` arithmetic instead of dayjs:
 * reports and the dashboard count nights of every stay of a year (docs/architecture.md § The server).
 */
export function isoDayNumber(s: string): number | null {
  // Only the shape's length is kept, so the memo holds at most PARSED_MAX × 10 characters.
  if (typeof s !== 'string' || s.length !== 10) return null;
  const known = parsed.get(s);
  if (known !== undefined) return known;
  const n = parseDayNumber(s);
  // A report asks the same few hundred dates thousands of times (issue 41 item 5); bounded.
  if (parsed.size >= PARSED_MAX) parsed.clear();
  parsed.set(s, n);
  return n;
}

/** The dates {@link isoDayNumber} has parsed, with their answers (at most {@link PARSED_MAX}). */
const parsed = new Map<string, number | null>();
const PARSED_MAX = 4096;

function parseDayNumber(s: string): number | null {
  if (!ISO_DATE_RE.test(s)) return null;
  const y = Number(s.slice(0, 4));
  const m = Number(s.slice(5, 7)) - 1;
  const d = Number(s.slice(8, 10));
  // Date.UTC takes years 0–99 as 1900–1999, so the round trip refuses them, as dayjs did.
  const t = new Date(Date.UTC(y, m, d));
  if (t.getUTCFullYear() !== y || t.getUTCMonth() !== m || t.getUTCDate() !== d) return null;
  return Math.round(t.getTime() / DAY_MS);
}

/** {@link isoDayNumber}, throwing. @throws RangeError when `s` is not a valid `YYYY-MM-DD` date. */
export function dayNumberOf(s: string): number {
  const n = isoDayNumber(s);
  if (n === null) throw new RangeError(`Invalid ISO date: ${String(s)}`);
  return n;
}

/** The ISO calendar date `n` days after 1970-01-01. */
function isoOfDayNumber(n: number): string {
  const t = new Date(n * DAY_MS);
  const y = t.getUTCFullYear();
  const m = t.getUTCMonth() + 1;
  const d = t.getUTCDate();
  return `${String(y).padStart(4, '0')}-${m < 10 ? '0' : ''}${m}-${d < 10 ? '0' : ''}${d}`;
}

/**
 * Adds whole days to an ISO calendar date. `addDaysIso('2025-12-31', 1) === '2026-01-01'`.
 *
 * @throws RangeError when `date` is not a valid `YYYY-MM-DD` or `days` is not an integer.
 */
export function addDaysIso(date: string, days: number): string {
  if (!Number.isInteger(days)) throw new RangeError(`Invalid number of days: ${days}`);
  return isoOfDayNumber(dayNumberOf(date) + days);
}

/**
 * The `count` consecutive ISO dates from `start` (`start` first): `isoDaysFrom('2025-12-31', 2)` is
 * `['2025-12-31', '2026-01-01']`. Parses `start` once, for loops over a stay's nights.
 *
 * @throws RangeError when `start` is not a valid `YYYY-MM-DD`.
 */
export function isoDaysFrom(start: string, count: number): string[] {
  const first = dayNumberOf(start);
  return Array.from({ length: Math.max(0, count) }, (_, i) => isoOfDayNumber(first + i));
}

/**
 * Number of nights (whole days) between two ISO calendar dates: `checkOut - checkIn`.
 * `nightsBetween('2025-06-01', '2025-06-04') === 3`. Negative when `checkOut` is before
 * `checkIn`, 0 for the same date. Computed on UTC midnights, so DST never changes the result.
 *
 * @param checkIn - `YYYY-MM-DD`.
 * @param checkOut - `YYYY-MM-DD`.
 * @throws RangeError when either date is not a valid `YYYY-MM-DD`.
 */
export function nightsBetween(checkIn: string, checkOut: string): number {
  const out = dayNumberOf(checkOut);
  return out - dayNumberOf(checkIn);
}

/**
 * The ISO weekday of a calendar date: 1 = Monday … 7 = Sunday (1970-01-01 was a Thursday).
 * `isoWeekday('2026-12-04') === 5` (a Friday).
 * @throws RangeError when `date` is not a valid `YYYY-MM-DD`.
 */
export function isoWeekday(date: string): number {
  return ((((dayNumberOf(date) + 3) % 7) + 7) % 7) + 1;
}
