/**
 * Booking rules and business constants (docs/rules.md R5 "Booking, tariffs, payment and
 * cancellation"; the other constants cite their own rules).
 *
 * @module
 */
import type { Dayjs } from 'dayjs';
import type { DateInput } from './datetime';
import { addDaysIso, nightsBetween, parseIsoDateUtc, toDayjs } from './datetime';
import { formatMoneyChange } from './money';
import { isValidChildAge, type Locale } from './plural';

/**
 * Guests of a booking: adults from 18, children under 18 with ages (docs/rules.md R5.4); see
 * `ADULT_MIN_AGE` and `CHILD_MAX_AGE` in `./plural`.
 */
export interface Guests {
  /** Number of adults (18+), a positive integer. */
  adults: number;
  /** One entry per child: age in completed years, integer 0..17 (0 = under one year). */
  children: number[];
}

/**
 * Maximum number of guests in one booking. Our choice of number (docs/rules.md R5.4).
 */
export const MAX_GUESTS = 20;

/**
 * Hours after creation within which a booking must be paid, else it is cancelled
 * (docs/rules.md R5.12; the length is our choice).
 */
export const PAYMENT_DEADLINE_HOURS = 24;

/** Card payment can be retried after this many minutes (docs/rules.md R5.15). */
export const CARD_RETRY_MINUTES = 20;

/** A bank transfer takes this many business days (display string; docs/rules.md R5.16). */
export const BANK_TRANSFER_DAYS = '2-3';

/** The feedback modal's delay (docs/rules.md R6.7), kept with the feedback pop-up's rules in ./forms.ts. */
export { FEEDBACK_MODAL_DELAY_MS } from './forms';

/** Luggage storage is free up to this many hours (docs/rules.md R15.2). */
export const LUGGAGE_FREE_HOURS = 12;

/** Anti-smoking cleaning fee in rubles (docs/rules.md R15.3). */
export const ANTI_SMOKING_FEE_RUB = 5000;

/** Office area range, m² (docs/rules.md R4.1). */
export const OFFICE_AREA = { min: 20, max: 79 } as const;

/** Meeting room capacity range, people (docs/rules.md R4.1). */
export const MEETING_ROOM_PEOPLE = { min: 4, max: 16 } as const;

/** Conference hall capacity, people, up to (docs/rules.md R4.1). */
export const CONFERENCE_HALL_MAX = 100;

/** Company id used in API calls (docs/rules.md R1.2). */
export const COMPANY_ID = 1;

/** Call-back time slots (docs/rules.md R6.8). */
export const CALLBACK_SLOTS = ['now', '9-12', '12-15', '15-18', '18-21'] as const;
/** A call-back time slot. */
export type CallbackSlot = (typeof CALLBACK_SLOTS)[number];

/** How far ahead a stay may start, days after today (the booking horizon; docs/rules.md R5.1). */
export const MAX_DAYS_AHEAD = 365;

/** Minutes a logged-out visitor's booking holds its nights unless the booker logs in and claims it. */
export const ANONYMOUS_HOLD_MINUTES = 30;

/** Unpaid bookings a logged-out client (one IP) may hold at once. */
export const MAX_ANONYMOUS_HOLDS = 3;

/** Payer types: individual, individual entrepreneur, legal entity (docs/rules.md R5.10). */
export const PAYER_TYPES = ['individual', 'entrepreneur', 'legal'] as const;
/** A payer type. */
export type PayerType = (typeof PAYER_TYPES)[number];

/** Codes of booking validation issues; the i18n key of each is `validation.<code>`. */
export const BOOKING_ISSUE_CODES = [
  'sameDates',
  'checkInPast',
  'tooFarAhead',
  'checkOutBeforeCheckIn',
  'capacityExceeded',
  'maxGuests',
  'noAdults',
  'childAge',
  'noObjects',
] as const;
/** A booking validation issue code. */
export type BookingIssueCode = (typeof BOOKING_ISSUE_CODES)[number];

/**
 * One validation problem. `field` is the form field to attach it to: `checkIn`, `checkOut`,
 * `guests` (the total), `guests.adults`, `guests.children.<index>`, or `objects`.
 */
export interface BookingIssue {
  field: string;
  code: BookingIssueCode;
}

/** Input of {@link validateBooking}. */
export interface BookingValidationInput {
  /** `YYYY-MM-DD`; an empty string means "not chosen yet" and skips the date rules using it. */
  checkIn: string;
  /** `YYYY-MM-DD`; an empty string means "not chosen yet" and skips the date rules using it. */
  checkOut: string;
  guests: Guests;
  /**
   * Capacities (guests) of the chosen objects. An empty array gives `noObjects`; omit it
   * (`undefined`) to skip the object rules, e.g. on the search form before objects are chosen.
   */
  capacities?: number[];
  /** Today's date `YYYY-MM-DD` (the caller decides the time zone, normally local). */
  today: string;
}

/**
 * i18n key of an issue: `validation.<code>` (e.g. `validation.sameDates` → "Check-in date must
 * not be the same as check-out date", docs/rules.md R5.1).
 */
export function bookingIssueKey(issue: BookingIssue): string {
  return `validation.${issue.code}`;
}

/** Number of guests: adults plus children (children of every age count, including under one). */
export function guestCount(guests: Guests): number {
  return guests.adults + guests.children.length;
}

/** Total capacity of the chosen objects: the sum of their capacities (0 for none). */
export function totalCapacity(capacities: readonly number[]): number {
  return capacities.reduce((sum, c) => sum + c, 0);
}

/**
 * Validates a booking request (docs/rules.md R5.1, R5.4–R5.6). Returns all issues found, empty when valid:
 *
 * - `sameDates` (field `checkOut`): check-in equals check-out — "Check-in date must not be the
 *   same as check-out date".
 * - `checkOutBeforeCheckIn` (field `checkOut`): check-out is before check-in.
 * - `checkInPast` (field `checkIn`): check-in is before `today` (today itself is allowed).
 * - `tooFarAhead` (field `checkIn`): check-in is more than {@link MAX_DAYS_AHEAD} days after `today`.
 * - `noAdults` (field `guests.adults`): adults is not a positive integer (at least one adult, 18+).
 * - `childAge` (field `guests.children.<i>`): a child's age is not an integer 0..17.
 * - `maxGuests` (field `guests`): adults + children > {@link MAX_GUESTS}.
 * - `noObjects` (field `objects`): `capacities` is an empty array.
 * - `capacityExceeded` (field `guests`): guests exceed the total capacity of the chosen objects
 *   ("add more objects"); not reported together with `maxGuests`, as more objects would not help.
 *
 * @throws RangeError when `today`, or a non-empty `checkIn`/`checkOut`, is not a valid `YYYY-MM-DD`.
 */
export function validateBooking(input: BookingValidationInput): BookingIssue[] {
  const issues: BookingIssue[] = [];
  const { checkIn, checkOut, guests, capacities, today } = input;

  parseIsoDateUtc(today);
  if (checkIn !== '') parseIsoDateUtc(checkIn);
  if (checkOut !== '') parseIsoDateUtc(checkOut);

  if (checkIn !== '' && checkOut !== '') {
    if (checkIn === checkOut) issues.push({ field: 'checkOut', code: 'sameDates' });
    else if (checkOut < checkIn) issues.push({ field: 'checkOut', code: 'checkOutBeforeCheckIn' });
  }
  if (checkIn !== '' && checkIn < today) issues.push({ field: 'checkIn', code: 'checkInPast' });
  if (checkIn !== '' && checkIn > addDaysIso(today, MAX_DAYS_AHEAD))
    issues.push({ field: 'checkIn', code: 'tooFarAhead' });

  if (!Number.isInteger(guests.adults) || guests.adults < 1) {
    issues.push({ field: 'guests.adults', code: 'noAdults' });
  }
  guests.children.forEach((age, i) => {
    if (!isValidChildAge(age)) issues.push({ field: `guests.children.${i}`, code: 'childAge' });
  });

  const count = guestCount(guests);
  const tooMany = count > MAX_GUESTS;
  if (tooMany) issues.push({ field: 'guests', code: 'maxGuests' });

  if (capacities !== undefined) {
    if (capacities.length === 0) issues.push({ field: 'objects', code: 'noObjects' });
    else if (!tooMany && count > totalCapacity(capacities)) {
      issues.push({ field: 'guests', code: 'capacityExceeded' });
    }
  }
  return issues;
}

/**
 * Payment deadline of a booking: creation time plus {@link PAYMENT_DEADLINE_HOURS}; an unpaid
 * booking is cancelled after it (docs/rules.md R5.12).
 *
 * @param createdAt - creation instant (a server timestamp string is accepted, see `toDayjs`).
 * @throws RangeError when `createdAt` is invalid.
 */
export function paymentDeadline(createdAt: DateInput): Dayjs {
  return toDayjs(createdAt).add(PAYMENT_DEADLINE_HOURS, 'hour');
}

/**
 * The nights of a stay as `YYYY-MM-DD` dates: check-in inclusive, check-out exclusive
 * (`stayNights('2026-01-01', '2026-01-03')` → `['2026-01-01', '2026-01-02']`).
 * @throws RangeError when a date is invalid.
 */
export function stayNights(checkIn: string, checkOut: string): string[] {
  const n = nightsBetween(checkIn, checkOut);
  return Array.from({ length: Math.max(0, n) }, (_, i) => addDaysIso(checkIn, i));
}

/**
 * Whether the range [checkIn, checkOut) contains a booked night (the half-open stay ranges of
 * the exclusion constraint: a departure day may be the next guest's arrival).
 */
export function rangeHitsBooked(checkIn: string, checkOut: string, booked: ReadonlySet<string>): boolean {
  return stayNights(checkIn, checkOut).some((d) => booked.has(d));
}

/** Maximum number of objects in one booking (our choice). */
export const MAX_OBJECTS_PER_BOOKING = 10;

/** Maximum length of a stay, nights (our choice: longer stays are leases, /rents). */
export const MAX_STAY_NIGHTS = 90;

/**
 * When a failed card payment may be retried: its finish time plus {@link CARD_RETRY_MINUTES}
 * (docs/rules.md R5.15).
 */
export function cardRetryAt(failedAt: Date): Date {
  return new Date(failedAt.getTime() + CARD_RETRY_MINUTES * 60_000);
}

/**
 * The refund a cancellation allows (docs/rules.md R5.19, R5.8, R5.26):
 * everything paid for a refundable tariff, nothing of the stay for a non-refundable one. When the
 * management company itself cancels (`byCompany`), everything paid is returned whatever the tariff.
 * The tourist tax goes back with the accommodation it was charged on: a cancelled stay is not
 * provided, so the tax paid on it is returned in full even when the tariff keeps the price.
 * @param paidKopecks what the booker paid, kopecks.
 * @param touristTaxKopecks the booking's tourist tax, kopecks (in what was paid once the booking is
 *   paid), plus what a confirmed exemption after payment owes back: returned whatever the tariff.
 * @returns the refund, kopecks (never negative).
 */
export function cancellationRefund(
  paidKopecks: number,
  refundable: boolean,
  byCompany = false,
  touristTaxKopecks = 0,
): number {
  const paid = Math.max(0, paidKopecks);
  return byCompany || refundable ? paid : Math.min(paid, Math.max(0, touristTaxKopecks));
}

/**
 * A booking's tariff as its summary names it (docs/rules.md R5.8, R8.1): the tariff's name, and
 * what it changed in the price in parentheses with its sign, ru `"С завтраком (+2 600 ₽)"`,
 * `"Невозвратный (-1 000 ₽)"`; a tariff that changed nothing (Standard) is its name alone, never
 * `"Стандартный (0 ₽)"`.
 *
 * @param name - the tariff's name in the interface language.
 * @param adjustmentKopecks - the tariff's change of the price, integer kopecks (negative: a discount).
 * @param locale - interface language.
 */
export function tariffText(name: string, adjustmentKopecks: number, locale: Locale): string {
  return adjustmentKopecks === 0 ? name : `${name} (${formatMoneyChange(adjustmentKopecks, locale)})`;
}
