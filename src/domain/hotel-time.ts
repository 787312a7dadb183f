/**
 * The complex's clock: "today" in its time zone, and when a bank transfer's wait ends
 * (docs/rules.md R5.1, R5.16). Re-exported by ./booking.
 *
 * @module
 */
import dayjs from 'dayjs';
import { addDaysIso, parseIsoDateUtc } from './datetime';

/**
 * UTC offset of the complex's city, hours (Yekaterinburg, UTC+5, no DST). The server decides
 * "today" for booking dates in this zone. Our choice (docs/rules.md R5.1).
 */
export const HOTEL_UTC_OFFSET_HOURS = 5;

/** Today's date `YYYY-MM-DD` in the complex's time zone at the instant `now`. */
export function hotelToday(now: Date): string {
  return new Date(now.getTime() + HOTEL_UTC_OFFSET_HOURS * 3_600_000).toISOString().slice(0, 10);
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
