/**
 * A booking's cancellation terms on the server (docs/rules.md R5.19, R5.30): the refund a
 * cancellation brings under the booking's own copy of its tariff's policy, the free-cancellation
 * deadline at the company's check-in time, and the terms written out in the reader's language.
 * The rules themselves are src/domain/cancellation-policy.ts; this module only reads the rows
 * they need (the tariff, the company's check-in time).
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { Tx } from './payments/kinds';
import { bookings, companies, tariffs } from '../db/schema';
import {
  DEFAULT_CHECK_IN_TIME,
  freeCancellationDeadline,
  policyText,
  refundFor,
  type RefundInput,
  type Translate,
} from '../../src/domain/cancellation-policy';
import { formatMoney } from '../../src/domain/money';
import type { Locale } from '../../src/domain/plural';
import { toServerTimestamp } from '../../src/domain/datetime';

type BookingRow = typeof bookings.$inferSelect;

/**
 * The company's check-in time `HH:mm` (`companies.check_in_conditions.checkInTime`, R9.5), or
 * {@link DEFAULT_CHECK_IN_TIME} when it has none.
 */
export async function companyCheckInTime(db: Db | Tx, companyId: number): Promise<string> {
  const c = await db.query.companies.findFirst({
    where: eq(companies.id, companyId),
    columns: { checkInConditions: true },
  });
  return c?.checkInConditions.checkInTime || DEFAULT_CHECK_IN_TIME;
}

/**
 * What {@link refundFor} needs of booking `b`: its stored policy, its tariff's `refundable` flag
 * and percent, what it paid, the tourist tax owed back anyway (plus what a confirmed exemption
 * after payment owes back, R5.26), its price lines and accommodation (a booking priced before the
 * parts were stored: its total less breakfast and the tax).
 */
export async function refundInput(db: Db | Tx, b: BookingRow): Promise<RefundInput> {
  const [t, checkInTime] = await Promise.all([
    db.query.tariffs.findFirst({
      where: eq(tariffs.id, b.tariffId),
      columns: { refundable: true, percent: true, perGuestNightKopecks: true },
    }),
    companyCheckInTime(db, b.companyId),
  ]);
  const guests = b.guests.adults + b.guests.children.length;
  const breakfast = b.price.breakfastKopecks ?? (t?.perGuestNightKopecks ?? 0) * guests * b.price.nights;
  return {
    policy: b.cancellation ?? null,
    refundable: t?.refundable ?? true,
    paidKopecks: b.paidKopecks,
    owedAnywayKopecks: b.touristTaxKopecks + (b.status === 'paid' ? (b.refundKopecks ?? 0) : 0),
    stay: {
      checkIn: b.checkIn,
      lines: b.price.lines,
      tariffPercent: t?.percent ?? 100,
      accommodationKopecks: b.price.accommodationKopecks ?? b.totalKopecks - breakfast - b.touristTaxKopecks,
    },
    checkInTime,
  };
}

/**
 * The refund of cancelling `b` (R5.19, R5.30): by the company, everything paid; on the guest's
 * request, under the policy at the instant the request was received (`cancellationRequestedAt`),
 * or at `now` for a request not yet sent (the amount shown before confirming).
 */
export async function bookingRefund(db: Db | Tx, b: BookingRow, now: Date, byCompany = false): Promise<number> {
  return refundFor(await refundInput(db, b), b.cancellationRequestedAt ?? now, byCompany);
}

/**
 * The booking's `cancellationTerms` (src/contracts/bookings.ts `bookingDetail`): its policy, the
 * terms in `lang`, the free-cancellation deadline as a server timestamp, and the refund a
 * request sent at `now` would bring.
 */
export async function cancellationTerms(db: Db | Tx, b: BookingRow, now: Date, t: Translate, lang: Locale) {
  const input = await refundInput(db, b);
  const deadline = freeCancellationDeadline(input.policy, b.checkIn, input.checkInTime);
  return {
    policy: input.policy,
    text: policyText(input.policy, t, (k) => formatMoney(k, lang), deadline, input.refundable),
    freeUntil: deadline ? toServerTimestamp(deadline) : null,
    refundNowKopecks: refundFor(input, b.cancellationRequestedAt ?? now),
  };
}
