/**
 * The owner's contract with the management company (MC): the notice before a termination
 * (docs/rules.md R12.6), the bookings a termination cuts, and the owner's own stays in a room
 * under the MC with their yearly cap (R12.7). One place for both the server and the forms.
 *
 * @module
 */
import type { DateInput } from './datetime';
import { addDaysIso, nightsBetween, toIsoDate } from './datetime';

/** Default minimum days between notification and acceptance when terminating the MC contract (docs/rules.md R12.6). */
export const TERMINATION_NOTICE_DAYS = 60;

/** Default cap on the nights an owner may block for their own stay per calendar year (docs/rules.md R12.7). */
export const OWNER_STAY_NIGHTS_PER_YEAR = 30;

/**
 * Earliest acceptance date allowed when terminating the MC contract: notification date plus the
 * agreement's notice period, as `YYYY-MM-DD` (docs/rules.md R12.6).
 *
 * @param notificationDate - `YYYY-MM-DD`, or any date input (its calendar date is used).
 * @param noticeDays - the agreement's notice period, days (default {@link TERMINATION_NOTICE_DAYS}).
 * @throws RangeError when the date is invalid.
 */
export function earliestTerminationDate(
  notificationDate: DateInput,
  noticeDays: number = TERMINATION_NOTICE_DAYS,
): string {
  return addDaysIso(toIsoDate(notificationDate), noticeDays);
}

/**
 * Whether the desired acceptance date of an MC contract termination is allowed: not earlier than
 * the notice period after the notification date, i.e. `acceptance >= notification + noticeDays`
 * on calendar dates (docs/rules.md R12.6).
 *
 * @param notificationDate - `YYYY-MM-DD`, or any date input (its calendar date is used).
 * @param acceptanceDate - `YYYY-MM-DD`, or any date input (its calendar date is used).
 * @param noticeDays - the agreement's notice period, days (default {@link TERMINATION_NOTICE_DAYS}).
 * @throws RangeError when either date is invalid.
 */
export function terminationDateAllowed(
  notificationDate: DateInput,
  acceptanceDate: DateInput,
  noticeDays: number = TERMINATION_NOTICE_DAYS,
): boolean {
  return toIsoDate(acceptanceDate) >= earliestTerminationDate(notificationDate, noticeDays);
}

/** A stay or booking as a night range [checkIn, checkOut), `YYYY-MM-DD`. */
export interface NightRange {
  checkIn: string;
  checkOut: string;
}

/**
 * The bookings a termination accepted on `acceptanceDate` cuts: those with a night on or after it
 * (`checkOut > acceptanceDate`), which the MC must transfer or finish (docs/rules.md R12.6).
 */
export function bookingsAfter<T extends NightRange>(bookings: readonly T[], acceptanceDate: string): T[] {
  return bookings.filter((b) => b.checkOut > acceptanceDate);
}

/**
 * Nights of the ranges per calendar year (a stay over New Year counts in both years), e.g.
 * `{ 2026: 3, 2027: 2 }`.
 */
export function nightsByYear(ranges: readonly NightRange[]): Record<number, number> {
  const out: Record<number, number> = {};
  for (const r of ranges) {
    for (let d = r.checkIn; d < r.checkOut; d = addDaysIso(d, 1)) {
      const y = Number(d.slice(0, 4));
      out[y] = (out[y] ?? 0) + 1;
    }
  }
  return out;
}

/** Why an owner's stay is refused: the year whose cap it passes, with the nights used and asked. */
export interface OwnerStayCapIssue {
  year: number;
  used: number;
  requested: number;
  cap: number;
}

/**
 * Checks a new owner's stay against the yearly cap (docs/rules.md R12.7): the nights already
 * blocked plus the new ones must stay within `cap` in every calendar year the stay touches.
 *
 * @param existing - the owner's blocked stays in the room.
 * @param next - the stay asked for (`checkIn < checkOut`).
 * @param cap - nights per calendar year (default {@link OWNER_STAY_NIGHTS_PER_YEAR}).
 * @returns null when allowed, else the first year over the cap.
 */
export function ownerStayCapIssue(
  existing: readonly NightRange[],
  next: NightRange,
  cap: number = OWNER_STAY_NIGHTS_PER_YEAR,
): OwnerStayCapIssue | null {
  const used = nightsByYear(existing);
  const asked = nightsByYear([next]);
  for (const [y, n] of Object.entries(asked)) {
    const year = Number(y);
    if ((used[year] ?? 0) + n > cap) return { year, used: used[year] ?? 0, requested: n, cap };
  }
  return null;
}

/** True when two night ranges share a night. */
export const rangesOverlap = (a: NightRange, b: NightRange): boolean =>
  a.checkIn < b.checkOut && b.checkIn < a.checkOut;

/** Nights of a range (re-exported for the forms). */
export const stayNights = (r: NightRange): number => nightsBetween(r.checkIn, r.checkOut);

/**
 * The agreement numbers the MC assigns when it takes a room under management (docs/rules.md
 * R12.5): management `ДУ-<year>/<object id, 5 digits>` and service `ДО-<year>/<same>`.
 */
export function agreementNumbers(
  objectId: number,
  year: number,
): { mcAgreementNo: string; serviceAgreementNo: string } {
  const n = String(objectId).padStart(5, '0');
  return { mcAgreementNo: `ДУ-${year}/${n}`, serviceAgreementNo: `ДО-${year}/${n}` };
}
