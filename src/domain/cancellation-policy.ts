/**
 * A rate plan's cancellation policy (docs/rules.md R5.30), as TravelLine and Bnovo set it on a
 * tariff: free cancellation until so many days or hours before arrival (the check-in hour in
 * the complex's time zone), then a penalty — the first night, a percentage of the stay or a fixed
 * sum — or non-refundable. A booking keeps a copy of its tariff's policy as it was when booked.
 * Pure: no I/O; amounts integer kopecks.
 *
 * @module
 */
import { HOTEL_UTC_OFFSET_HOURS } from './datetime';
import { cancellationRefund } from './bookings';

/** What a late cancellation keeps. */
export type CancellationPenalty =
  { kind: 'first_night' } | { kind: 'percent'; percent: number } | { kind: 'fixed'; kopecks: number };

/** A rate plan's cancellation policy. */
export type CancellationPolicy =
  | { kind: 'non_refundable' }
  | { kind: 'free_until'; before: number; unit: 'days' | 'hours'; penalty: CancellationPenalty };

/** The kinds of a policy and of a penalty, for forms and schemas. */
export const CANCELLATION_POLICY_KINDS = ['free_until', 'non_refundable'] as const;
export const CANCELLATION_PENALTY_KINDS = ['first_night', 'percent', 'fixed'] as const;

/**
 * The check-in time when the company has none set (`companies.check_in_conditions.checkInTime`,
 * docs/rules.md R9.5): 14:00 in the complex's time zone. Our choice, the industry's usual hour.
 */
export const DEFAULT_CHECK_IN_TIME = '14:00';

const HOUR_MS = 3_600_000;

/**
 * The last instant a booking under `policy` may be cancelled free of charge (docs/rules.md R5.30):
 * the check-in day `checkIn` (`YYYY-MM-DD`) at `checkInTime` (`HH:mm`, the company's check-in time
 * from `check_in_conditions`, else {@link DEFAULT_CHECK_IN_TIME}) in the complex's time zone
 * (UTC+5, no daylight saving, R8.10), less `before` days or hours.
 * @returns the instant, or null for a non-refundable policy (never free) or none (legacy: R5.19).
 */
export function freeCancellationDeadline(
  policy: CancellationPolicy | null,
  checkIn: string,
  checkInTime: string = DEFAULT_CHECK_IN_TIME,
): Date | null {
  if (!policy || policy.kind !== 'free_until') return null;
  const [h, m] = /^\d{1,2}:\d{2}$/.test(checkInTime) ? checkInTime.split(':').map(Number) : [14, 0];
  const arrival = Date.parse(`${checkIn}T00:00:00Z`) + (h - HOTEL_UTC_OFFSET_HOURS) * HOUR_MS + m * 60_000;
  return new Date(arrival - policy.before * (policy.unit === 'days' ? 24 : 1) * HOUR_MS);
}

/** What a penalty is computed on: the stay as booked (src/contracts/bookings.ts `bookingPrice`). */
export interface PenaltyStay {
  checkIn: string;
  /** Each object's line: its base rate per night and, where the rate calendar priced it, each night's price (kopecks). */
  lines: readonly { rateKopecks: number; nightly?: readonly number[] }[];
  /** The tariff's multiplier of the nights, percent (100: the nights' price as is). */
  tariffPercent: number;
  /** The accommodation after the tariff and discounts, kopecks: breakfast and the tourist tax excluded. */
  accommodationKopecks: number;
}

/**
 * The kopecks a cancellation at instant `at` keeps under `policy` (docs/rules.md R5.30): 0 until
 * {@link freeCancellationDeadline} (inclusive), then the penalty — the first night (each object's
 * first night, `nightly[0]` or else its `rateKopecks`, times the tariff's percent), a percentage of
 * the accommodation, or a fixed sum — never more than the accommodation. A non-refundable policy
 * keeps the whole accommodation. Breakfast and the tourist tax are never kept (R5.26).
 */
export function cancellationPenalty(
  policy: CancellationPolicy,
  stay: PenaltyStay,
  at: Date,
  checkInTime: string = DEFAULT_CHECK_IN_TIME,
): number {
  const cap = Math.max(0, stay.accommodationKopecks);
  if (policy.kind === 'non_refundable') return cap;
  if (at.getTime() <= freeCancellationDeadline(policy, stay.checkIn, checkInTime)!.getTime()) return 0;
  const p = policy.penalty;
  const kept =
    p.kind === 'first_night'
      ? stay.lines.reduce((s, l) => s + Math.round(((l.nightly?.[0] ?? l.rateKopecks) * stay.tariffPercent) / 100), 0)
      : p.kind === 'percent'
        ? Math.round((cap * p.percent) / 100)
        : p.kopecks;
  return Math.min(cap, Math.max(0, kept));
}

/** What {@link refundFor} needs of a booking. */
export interface RefundInput {
  /** The booking's copy of its tariff's policy; null for bookings made before R5.30. */
  policy: CancellationPolicy | null;
  /** The tariff's `refundable` flag: decides alone for a booking without a policy (R5.19). */
  refundable: boolean;
  /** What the booker paid, kopecks. */
  paidKopecks: number;
  /** The tourist tax and whatever else is owed back anyway (R5.26), kopecks. */
  owedAnywayKopecks: number;
  stay: PenaltyStay;
  /** The company's check-in time `HH:mm` ({@link DEFAULT_CHECK_IN_TIME} when none). */
  checkInTime?: string;
}

/**
 * The refund of a cancellation asked at instant `at` (docs/rules.md R5.19, R5.30): what was paid
 * less the policy's {@link cancellationPenalty}, the penalty taken only from what was paid beyond
 * the tourist tax (a partly paid booking loses at most what it paid); a non-refundable one returns
 * the tourist tax alone. A booking without a policy
 * follows `refundable` ({@link cancellationRefund} of ./bookings). When the management company
 * cancels (`byCompany`), everything paid comes back.
 * @returns kopecks, never negative, never more than paid.
 */
export function refundFor(b: RefundInput, at: Date, byCompany = false): number {
  // Without a policy, or a non-refundable one, or by the company: the rule before policies (R5.19).
  if (byCompany || !b.policy || b.policy.kind === 'non_refundable')
    return cancellationRefund(b.paidKopecks, !b.policy && b.refundable, byCompany, b.owedAnywayKopecks);
  const paid = Math.max(0, b.paidKopecks);
  const anyway = Math.min(paid, Math.max(0, b.owedAnywayKopecks));
  const kept = Math.min(cancellationPenalty(b.policy, b.stay, at, b.checkInTime), paid - anyway);
  return paid - kept;
}

/** A translation function (i18next's `t`, Refine's `useTranslate()`, the server's `req.t`/`tFor`). */
export type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * A policy written out for the guest (docs/rules.md R5.30), through the `cancellationPolicy.*`
 * strings: ru "Бесплатная отмена до 12.12 14:00 (за 3 дня до заезда), позже — стоимость первой
 * ночи", en "Free cancellation until 12.12 14:00 (3 days before arrival), then the first night's
 * price"; "Невозвратный тариф" / "Non-refundable". Without `deadline` (no dates chosen yet) the
 * "until" part is left out. A legacy booking without a policy reads from `refundable`.
 * @param money formats kopecks (src/domain/money.ts formatMoney in the reader's language).
 * @param deadline the free-cancellation instant ({@link freeCancellationDeadline}), shown `DD.MM HH:mm` in the complex's time.
 */
export function policyText(
  policy: CancellationPolicy | null,
  t: Translate,
  money: (kopecks: number) => string,
  deadline?: Date | null,
  refundable = true,
): string {
  if (!policy) return t(refundable ? 'cancellationPolicy.refundable' : 'cancellationPolicy.nonRefundable');
  if (policy.kind === 'non_refundable') return t('cancellationPolicy.nonRefundable');
  const p = policy.penalty;
  const penalty =
    p.kind === 'first_night'
      ? t('cancellationPolicy.penalty.first_night')
      : p.kind === 'percent'
        ? t('cancellationPolicy.penalty.percent', { percent: p.percent })
        : t('cancellationPolicy.penalty.fixed', { amount: money(p.kopecks) });
  const before = t(`cancellationPolicy.before.${policy.unit}`, { count: policy.before });
  return deadline
    ? t('cancellationPolicy.freeUntil', { date: hotelDayTime(deadline), before, penalty })
    : t('cancellationPolicy.freeBefore', { before, penalty });
}

/** An instant as the complex's wall clock `DD.MM HH:mm` (UTC+5, R8.2, R8.10). */
export function hotelDayTime(at: Date): string {
  const d = new Date(at.getTime() + HOTEL_UTC_OFFSET_HOURS * HOUR_MS).toISOString();
  return `${d.slice(8, 10)}.${d.slice(5, 7)} ${d.slice(11, 16)}`;
}

/**
 * The tariff and its policy as the fiscal receipt's accommodation item adds them (docs/rules.md
 * R5.24, R5.30; the receipt is printed in Russian): `тариф «Стандартный»: бесплатная отмена до
 * 12.12`, `тариф «Невозвратный»: невозвратный`, or the tariff alone for a booking without a policy.
 */
export function receiptPolicyNote(
  tariffName: string,
  policy: CancellationPolicy | null,
  deadline: Date | null,
): string {
  const tariff = `тариф «${tariffName}»`;
  if (policy?.kind === 'non_refundable') return `${tariff}: невозвратный`;
  return deadline ? `${tariff}: бесплатная отмена до ${hotelDayTime(deadline).slice(0, 5)}` : tariff;
}
