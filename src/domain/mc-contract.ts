/**
 * The owner's contract with the management company (MC): the notice before a termination
 * (docs/rules.md R12.6).
 *
 * @module
 */
import type { DateInput } from './datetime';
import { addDaysIso, toIsoDate } from './datetime';

/** Minimum days between notification and acceptance when terminating the MC contract (docs/rules.md R12.6). */
export const TERMINATION_NOTICE_DAYS = 60;

/**
 * Earliest acceptance date allowed when terminating the MC contract: notification date plus
 * {@link TERMINATION_NOTICE_DAYS} days, as `YYYY-MM-DD` (docs/rules.md R12.6).
 *
 * @param notificationDate - `YYYY-MM-DD`, or any date input (its calendar date is used).
 * @throws RangeError when the date is invalid.
 */
export function earliestTerminationDate(notificationDate: DateInput): string {
  return addDaysIso(toIsoDate(notificationDate), TERMINATION_NOTICE_DAYS);
}

/**
 * Whether the desired acceptance date of an MC contract termination is allowed: not earlier than
 * 60 days after the notification date, i.e. `acceptance >= notification + 60 days` on calendar
 * dates (docs/rules.md R12.6).
 *
 * @param notificationDate - `YYYY-MM-DD`, or any date input (its calendar date is used).
 * @param acceptanceDate - `YYYY-MM-DD`, or any date input (its calendar date is used).
 * @throws RangeError when either date is invalid.
 */
export function terminationDateAllowed(notificationDate: DateInput, acceptanceDate: DateInput): boolean {
  return toIsoDate(acceptanceDate) >= earliestTerminationDate(notificationDate);
}
