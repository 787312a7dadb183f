/**
 * Date and time rules shared by the browser and the server (docs/rules.md R8.2, R1.10).
 *
 * Pure: no React, no Node APIs. Uses dayjs with the `utc` and `customParseFormat` plugins,
 * which are registered globally on import of this module (dayjs plugins are idempotent).
 *
 * Conventions used throughout `src/domain`:
 * - Every instant is shown in the complex's time zone, UTC+5, whatever the browser's zone
 *   (docs/rules.md R8.10): {@link inHotelZone}; "now" is `hotelNow` of ./hotel-time.
 * - Server timestamps are strings `HH:mm:ss DD.MM.YYYY` in UTC (docs/rules.md R8.2).
 * - Dates on the wire are ISO calendar dates `YYYY-MM-DD` (no time zone, no time).
 * - Display formats: `HH:mm` (time), `DD.MM` (short date), `DD.MM.YYYY` (full date) (docs/rules.md R8.2).
 *
 * @module
 */
import dayjs from 'dayjs';
import type { Dayjs } from 'dayjs';
import utc from 'dayjs/plugin/utc.js';
import customParseFormat from 'dayjs/plugin/customParseFormat.js';
import { INTL_LOCALES } from './money';
import type { Locale } from './plural';
import { ISO_DATE_RE, isoDayNumber } from './iso-days';
export { addDaysIso, nightsBetween } from './iso-days';

dayjs.extend(utc);
dayjs.extend(customParseFormat);

export type { Dayjs };

/**
 * UTC offset of the complex's city, hours (Yekaterinburg, UTC+5, no DST). "Today" and every
 * date and time shown are the complex's, never the browser's (docs/rules.md R5.1, R8.10).
 * Our choice. Re-exported by ./hotel-time.
 */
export const HOTEL_UTC_OFFSET_HOURS = 5;

/** The complex's IANA time zone (UTC+{@link HOTEL_UTC_OFFSET_HOURS}), for dayjs's timezone plugin. */
export const HOTEL_TIME_ZONE = 'Asia/Yekaterinburg';

/**
 * The same instant in the complex's time zone (UTC+{@link HOTEL_UTC_OFFSET_HOURS}): formatting,
 * `startOf('day')` and `isSame(…, 'day')` then read the complex's wall clock (docs/rules.md R8.10).
 */
export function inHotelZone(d: Dayjs): Dayjs {
  // Through local mode: dayjs's utcOffset() on a value already in an offset mode shifts it wrongly.
  return d.local().utcOffset(HOTEL_UTC_OFFSET_HOURS * 60);
}

/** Format of server timestamps: hours:minutes:seconds day.month.year, in UTC (docs/rules.md R8.2). */
export const SERVER_TIMESTAMP_FORMAT = 'HH:mm:ss DD.MM.YYYY';

/** Format of calendar dates on the wire (API bodies, query strings): `YYYY-MM-DD`. */
export const ISO_DATE_FORMAT = 'YYYY-MM-DD';

/** Format of a full display date, also the calendar day `value` (docs/rules.md R8.2, R8.7). */
export const FULL_DATE_FORMAT = 'DD.MM.YYYY';

/**
 * Display formats by kind (docs/rules.md R8.2): `time` → `HH:mm`, `short` → `DD.MM`, `full` → `DD.MM.YYYY`.
 * `dateTime` (`DD.MM.YYYY HH:mm`) is our composition of `full` and `time` for timestamps.
 */
export const DISPLAY_FORMATS = {
  time: 'HH:mm',
  short: 'DD.MM',
  full: FULL_DATE_FORMAT,
  dateTime: 'DD.MM.YYYY HH:mm',
} as const;

/** A display format kind, see {@link DISPLAY_FORMATS}. */
export type DisplayKind = keyof typeof DISPLAY_FORMATS;

/**
 * Anything the date helpers accept:
 * - a `Dayjs` (used as is, in its own UTC/local mode),
 * - a `Date` (an instant, taken in local time),
 * - a string: a server timestamp `HH:mm:ss DD.MM.YYYY` (UTC, converted to the complex's zone), an
 *   ISO calendar date `YYYY-MM-DD`, a display date `DD.MM.YYYY` (both: local midnight of that
 *   date, a calendar date no zone shifts), or an ISO 8601 date-time such as
 *   `2025-06-01T10:00:00Z` (converted to the complex's zone, docs/rules.md R8.10).
 */
export type DateInput = Dayjs | Date | string;

/** Labels for {@link formatRelativeDay}; already translated by the caller (the domain has no i18n). */
export interface RelativeDayLabels {
  today: string;
  yesterday: string;
}

const SERVER_TIMESTAMP_RE = /^\d{2}:\d{2}:\d{2} \d{2}\.\d{2}\.\d{4}$/;
const FULL_DATE_RE = /^\d{2}\.\d{2}\.\d{4}$/;
const ISO_DATE_TIME_RE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
const DURATION_RE = /^(\d+):([0-5]\d):([0-5]\d)$/;

/**
 * Parses a server timestamp `HH:mm:ss DD.MM.YYYY`, treats it as UTC and returns it in the
 * complex's time zone ({@link inHotelZone}); docs/rules.md R8.2, R8.10.
 *
 * Parsing is strict: `24:00:00 01.01.2025`, `10:00:00 31.02.2025` or `10:00 01.01.2025` are invalid.
 *
 * @param s - e.g. `"23:30:00 31.12.2025"` (UTC).
 * @returns a `Dayjs` of the same instant in the complex's zone (UTC+5).
 * @throws RangeError when `s` is not a valid server timestamp.
 */
export function parseServerTimestamp(s: string): Dayjs {
  if (typeof s !== 'string' || !SERVER_TIMESTAMP_RE.test(s)) {
    throw new RangeError(`Invalid server timestamp: ${String(s)}`);
  }
  const parsed = dayjs.utc(s, SERVER_TIMESTAMP_FORMAT, true);
  if (!parsed.isValid()) {
    throw new RangeError(`Invalid server timestamp: ${s}`);
  }
  return inHotelZone(parsed);
}

/**
 * Formats an instant as a server timestamp `HH:mm:ss DD.MM.YYYY` in UTC (the inverse of
 * {@link parseServerTimestamp}); docs/rules.md R8.2.
 *
 * @param d - an instant; a `Dayjs` in either mode or a `Date`.
 * @throws RangeError when `d` is an invalid date.
 */
export function toServerTimestamp(d: Dayjs | Date): string {
  const v = dayjs(d);
  if (!v.isValid()) throw new RangeError('Invalid date');
  return v.utc().format(SERVER_TIMESTAMP_FORMAT);
}

/**
 * Converts a {@link DateInput} to a `Dayjs`. Strings are parsed strictly (see {@link DateInput}).
 *
 * @throws RangeError when the input is not a valid date in one of the accepted forms.
 */
export function toDayjs(input: DateInput): Dayjs {
  let v: Dayjs;
  if (typeof input === 'string') {
    if (SERVER_TIMESTAMP_RE.test(input)) return parseServerTimestamp(input);
    if (ISO_DATE_RE.test(input)) v = dayjs(input, ISO_DATE_FORMAT, true);
    else if (FULL_DATE_RE.test(input)) v = dayjs(input, FULL_DATE_FORMAT, true);
    else if (ISO_DATE_TIME_RE.test(input)) v = inHotelZone(dayjs(input));
    else throw new RangeError(`Invalid date: ${input}`);
  } else if (dayjs.isDayjs(input)) {
    v = input;
  } else if (input instanceof Date) {
    v = dayjs(input);
  } else {
    throw new RangeError('Invalid date');
  }
  if (!v.isValid()) throw new RangeError(`Invalid date: ${String(input)}`);
  return v;
}

/**
 * Formats a date with one of the display formats (docs/rules.md R8.2): `time` `HH:mm`, `short` `DD.MM`,
 * `full` `DD.MM.YYYY`, `dateTime` `DD.MM.YYYY HH:mm`.
 *
 * The value is formatted in its own mode: a server timestamp or an ISO date-time is shown in the
 * complex's zone (docs/rules.md R8.10); a calendar date (`YYYY-MM-DD`) is never shifted by a zone.
 *
 * @throws RangeError when `d` is not a valid {@link DateInput}.
 */
export function formatDisplayDate(d: DateInput, kind: DisplayKind): string {
  return toDayjs(d).format(DISPLAY_FORMATS[kind]);
}

/**
 * Formats an instant relative to `now`, in the complex's time zone (docs/rules.md R8.2: "today"
 * and "yesterday" are translated labels; R8.10: the complex's clock):
 * - same day as `now` in the complex → `"<today>, HH:mm"` (e.g. `"today, 09:05"`),
 * - the day before `now` → `"<yesterday>, HH:mm"`,
 * - anything else (older, or in the future) → `"DD.MM.YYYY"`.
 *
 * @param d - the instant to show.
 * @param now - the reference instant (usually `hotelNow()` of ./hotel-time).
 * @param labels - already translated words for today and yesterday.
 * @throws RangeError when `d` or `now` is not a valid {@link DateInput}.
 */
export function formatRelativeDay(d: DateInput, now: DateInput, labels: RelativeDayLabels): string {
  const value = inHotelZone(toDayjs(d));
  const ref = inHotelZone(toDayjs(now));
  const time = value.format(DISPLAY_FORMATS.time);
  if (value.isSame(ref, 'day')) return `${labels.today}, ${time}`;
  if (value.isSame(ref.subtract(1, 'day'), 'day')) return `${labels.yesterday}, ${time}`;
  return value.format(DISPLAY_FORMATS.full);
}

/** Options of {@link formatServerTimestamp}. */
export interface FormatServerTimestampOptions {
  /** Reference instant for today/yesterday; defaults to the current time. */
  now?: DateInput;
  /** Translated labels; when given (or `t` is given) the result is relative, see {@link formatRelativeDay}. */
  labels?: RelativeDayLabels;
  /** A translate function for the two labels, alternative to `labels`. */
  t?: (key: 'today' | 'yesterday') => string;
  /** Format kind used when no labels are given; defaults to `dateTime` (`DD.MM.YYYY HH:mm`). */
  kind?: DisplayKind;
}

/**
 * Formats a server timestamp (docs/rules.md R8.2) for display in the complex's time zone
 * (docs/rules.md R8.10), whatever the browser's.
 *
 * - With `labels` or `t`: relative form, see {@link formatRelativeDay}.
 * - Otherwise: `formatDisplayDate(local, kind ?? 'dateTime')`.
 *
 * Display helper, so it never throws: an invalid value is returned unchanged (a string) or as
 * an empty string (an invalid `Date`/`Dayjs`), so raw data stays visible instead of crashing a screen.
 *
 * @param value - `"HH:mm:ss DD.MM.YYYY"` (UTC) or an instant (`Dayjs`/`Date`).
 */
export function formatServerTimestamp(value: string | Dayjs | Date, opts: FormatServerTimestampOptions = {}): string {
  let local: Dayjs;
  try {
    const v = typeof value === 'string' ? parseServerTimestamp(value) : dayjs(value);
    if (!v.isValid()) return '';
    local = inHotelZone(v);
  } catch {
    return typeof value === 'string' ? value : '';
  }
  const labels = opts.labels ?? (opts.t ? { today: opts.t('today'), yesterday: opts.t('yesterday') } : undefined);
  if (labels) {
    return formatRelativeDay(local, opts.now ?? dayjs(Date.now()), labels);
  }
  return local.format(DISPLAY_FORMATS[opts.kind ?? 'dateTime']);
}

/**
 * Returns the day-start string of a date: `"00:00:00 DD.MM.YYYY"` (docs/rules.md R8.2: a day-start
 * string is 00:00:00 plus the date). The calendar date is taken as is (a `Dayjs` in its own mode, a
 * `Date` in local time, a date string without any time-zone shift).
 *
 * @example dayStart('2025-06-01') === '00:00:00 01.06.2025'
 * @throws RangeError when `date` is not a valid {@link DateInput}.
 */
export function dayStart(date: DateInput): string {
  return `00:00:00 ${toDayjs(date).format(FULL_DATE_FORMAT)}`;
}

/**
 * Shortens a duration `H:mm:ss` / `HH:mm:ss` (docs/rules.md R8.2: durations drop a zero hours part).
 *
 * Our choice: only a zero hours part is dropped (`"0:05:09"` → `"05:09"`, `"00:12:30"` →
 * `"12:30"`); when hours are greater than zero the input is returned unchanged (`"1:02:03"`),
 * because dropping them would lose information. Any other input (not `h:mm:ss` with minutes and
 * seconds 00–59) is returned unchanged.
 */
export function shortenDuration(duration: string): string {
  const m = DURATION_RE.exec(duration);
  if (!m) return duration;
  const [, hours, minutes, seconds] = m;
  if (Number(hours) !== 0) return duration;
  return `${minutes}:${seconds}`;
}

/**
 * Formats a date as an ISO calendar date `YYYY-MM-DD` (dates on the wire). A `Dayjs` keeps its
 * own mode, a `Date` is taken in local time.
 *
 * @throws RangeError when `d` is not a valid {@link DateInput}.
 */
export function toIsoDate(d: DateInput): string {
  return toDayjs(d).format(ISO_DATE_FORMAT);
}

const MONTH_RE = /^(\d{4})-(0[1-9]|1[0-2])$/;
const monthFormats = new Map<Locale, Intl.DateTimeFormat>();

/**
 * Names a calendar month `YYYY-MM` for a chart's axis or a table (docs/rules.md R8.2): the month's
 * name as the language writes it alone, then the year, ru `"июнь 2026"`, en `"Jun 2026"`.
 *
 * @param month - `YYYY-MM`, e.g. `"2026-06"`.
 * @param locale - interface language.
 * @throws RangeError when `month` is not `YYYY-MM`.
 */
export function formatMonth(month: string, locale: Locale): string {
  const m = MONTH_RE.exec(month);
  if (!m) throw new RangeError(`Invalid month: ${String(month)}`);
  let f = monthFormats.get(locale);
  if (!f)
    monthFormats.set(locale, (f = new Intl.DateTimeFormat(INTL_LOCALES[locale], { month: 'short', timeZone: 'UTC' })));
  return `${f.format(new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, 1)))} ${m[1]}`;
}

/**
 * Strictly parses an ISO calendar date `YYYY-MM-DD` as UTC midnight, for time-zone and DST free
 * day arithmetic. Internal helper shared by the domain modules.
 *
 * @throws RangeError when `s` is not a valid `YYYY-MM-DD` date.
 */
export function parseIsoDateUtc(s: string): Dayjs {
  if (typeof s !== 'string' || !ISO_DATE_RE.test(s)) {
    throw new RangeError(`Invalid ISO date: ${String(s)}`);
  }
  const v = dayjs.utc(s, ISO_DATE_FORMAT, true);
  if (!v.isValid()) throw new RangeError(`Invalid ISO date: ${s}`);
  return v;
}

/**
 * Checks that `s` is a valid ISO calendar date `YYYY-MM-DD` (e.g. `2025-02-29` is not).
 */
export function isIsoDate(s: string): boolean {
  return isoDayNumber(s) !== null;
}
