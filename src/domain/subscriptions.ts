/**
 * Monthly service subscriptions of a room (docs/rules.md R12.8): the catalogue, the billing
 * periods, the retry schedule of a failed charge and the date a disconnection takes effect.
 * Dates are `YYYY-MM-DD` in the company's time zone; money in kopecks.
 *
 * Pure: no React, no Node.
 */
import { addDaysIso, parseIsoDateUtc, ISO_DATE_FORMAT } from './datetime';

/** Services a room can subscribe to, with the price per month in kopecks. */
export const SUBSCRIPTION_SERVICES = {
  cleaning: 480_000,
  internet: 90_000,
  parking: 550_000,
} as const;
export type SubscriptionService = keyof typeof SUBSCRIPTION_SERVICES;
export const SUBSCRIPTION_SERVICE_CODES = Object.keys(SUBSCRIPTION_SERVICES) as SubscriptionService[];

/**
 * States of a subscription (docs/rules.md R12.8): `pending_payment` (connected, first charge not
 * paid yet), `active`, `past_due` (a charge failed; retries run), `inactive` (disconnected or
 * given up after the last retry).
 */
export const SUBSCRIPTION_STATUSES = ['pending_payment', 'active', 'past_due', 'inactive'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/** States of one monthly charge. */
export const CHARGE_STATUSES = ['due', 'paid', 'failed', 'abandoned'] as const;
export type ChargeStatus = (typeof CHARGE_STATUSES)[number];

/** Days after a failed attempt the charge is tried again: after the 1st failure 1 day, after the 2nd 3 days; the 3rd failure ends the subscription. */
export const CHARGE_RETRY_DAYS = [1, 3] as const;

/**
 * The same day `months` months later, clamped to the month's last day
 * (`addMonthsIso('2026-01-31', 1) === '2026-02-28'`).
 */
export function addMonthsIso(date: string, months: number): string {
  return parseIsoDateUtc(date).add(months, 'month').format(ISO_DATE_FORMAT);
}

/** The period a charge starting on `start` pays for: `[start, end)`, one month. */
export function chargePeriod(start: string): { start: string; end: string } {
  return { start, end: addMonthsIso(start, 1) };
}

/**
 * What follows the `failures`-th failed attempt (1-based) of a charge on `today`: retry on a date, or give
 * up (the subscription becomes inactive) after the last retry (docs/rules.md R12.8).
 */
export function afterFailedCharge(failures: number, today: string): { retryOn: string } | { giveUp: true } {
  const wait = CHARGE_RETRY_DAYS[failures - 1];
  return wait === undefined ? { giveUp: true } : { retryOn: addDaysIso(today, wait) };
}

/**
 * The date a disconnection asked on `today` takes effect (docs/rules.md R12.8): the end of the
 * paid period (the next payment date) for a paid subscription, else today. The screen shows it
 * before the owner confirms; from that date nothing is charged and the service stops.
 */
export function disconnectionDate(
  s: { status: SubscriptionStatus; nextPaymentOn: string | null },
  today: string,
): string {
  if ((s.status === 'active' || s.status === 'past_due') && s.nextPaymentOn && s.nextPaymentOn > today)
    return s.nextPaymentOn;
  return today;
}

/** A receipt number of a paid charge: `S-<charge id, 8 digits>` (shown with the receipt, R12.8). */
export const receiptNumber = (chargeId: number): string => `S-${String(chargeId).padStart(8, '0')}`;
