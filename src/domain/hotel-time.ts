/**
 * The complex's clock: "now" and "today" in its time zone, and when a bank transfer's wait ends
 * (docs/rules.md R5.1, R5.16, R8.10). Re-exported by ./booking. The one place the browser's or
 * the server's clock is read for a date shown or picked: eslint.config.js forbids `dayjs()` and
 * `new Date()` without an argument everywhere else in src/, resources/ and providers/.
 *
 * @module
 */
import dayjs from 'dayjs';
import type { Dayjs } from 'dayjs';
import { addDaysIso, HOTEL_UTC_OFFSET_HOURS, inHotelZone, parseIsoDateUtc } from './datetime';

export { HOTEL_UTC_OFFSET_HOURS };

/** Today's date `YYYY-MM-DD` in the complex's time zone at the instant `now` (default: this instant). */
export function hotelToday(now: Date = new Date()): string {
  return new Date(now.getTime() + HOTEL_UTC_OFFSET_HOURS * 3_600_000).toISOString().slice(0, 10);
}

/**
 * This instant in the complex's time zone (docs/rules.md R8.10): formats as Yekaterinburg's wall
 * clock in any browser; add hours to it for a deadline shown to a person.
 */
export function hotelNow(): Dayjs {
  return inHotelZone(dayjs());
}

/**
 * The complex's wall clock now as a browser-local `Dayjs` with the same year, month, day, hour and
 * minute: the "now" of a date picker, whose days are browser-local midnights (docs/rules.md
 * R8.10). Only for picking; never an instant to send or compare with a server time.
 */
export function hotelWallClock(): Dayjs {
  return dayjs(hotelNow().format('YYYY-MM-DDTHH:mm:ss.SSS'));
}

/** The complex's today as a picker day (browser-local midnight of {@link hotelToday}). */
export function hotelTodayDay(): Dayjs {
  return dayjs(hotelToday());
}

/**
 * An instant as the complex's wall-clock time `DD.MM.YYYY HH:mm:ss (UTC+5)` (docs/rules.md R8.2,
 * R5.1), for documents a person reads, such as the signature sheet of R11.8.
 * @throws RangeError when `at` is an invalid date.
 */
export function hotelDateTime(at: Date): string {
  const v = dayjs(at);
  if (!v.isValid()) throw new RangeError('Invalid date');
  return `${v.utc().add(HOTEL_UTC_OFFSET_HOURS, 'hour').format('DD.MM.YYYY HH:mm:ss')} (UTC+${HOTEL_UTC_OFFSET_HOURS})`;
}

/** Business days a bank transfer may take to arrive: the upper end of `BANK_TRANSFER_DAYS` (./booking). */
export const BANK_TRANSFER_BUSINESS_DAYS = 3;

/**
 * How long a booking waits for a bank transfer started at `now` (docs/rules.md R5.16): the end
 * (23:59:59, the complex's time zone) of the {@link BANK_TRANSFER_BUSINESS_DAYS}-th business day
 * (Monday–Friday) after the day the transfer was chosen. The booking's payment deadline moves to
 * this instant, never earlier than it was, and the cancellation job leaves it alone until then.
 * @returns the instant as a Date.
 */
export function transferDeadline(now: Date): Date {
  let day = hotelToday(now);
  for (let left = BANK_TRANSFER_BUSINESS_DAYS; left > 0;) {
    day = addDaysIso(day, 1);
    const weekday = parseIsoDateUtc(day).day();
    if (weekday !== 0 && weekday !== 6) left--;
  }
  const offset = String(HOTEL_UTC_OFFSET_HOURS).padStart(2, '0');
  return new Date(`${day}T23:59:59+${offset}:00`);
}
