/**
 * Booking jobs and the one place a payment result is applied (docs/rules.md
 * R5.12, R5.17, R5.19):
 * - {@link cancelOverdueBookings}: an unpaid booking is cancelled once its payment deadline has
 *   passed (run by a timer in server/main.ts, never on page load; tests call it with a clock);
 * - {@link processCancellationRequests}: processes every received cancellation request at once (a
 *   manager processes them one by one in the back office, server/services/booking-decisions.ts);
 * - {@link applyPaymentResult}: exactly-once application of a payment's outcome.
 */
import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { bookingObjects, bookings, payments, tariffs } from '../db/schema';
import { cancelPendingPayments, paymentTarget } from '../services/payment-targets';
import { noticeBooking, noticeUtilityPayment } from '../services/booking-notices';
import { schedule } from './schedule';

type AppLike = FastifyInstance;

/**
 * Cancels every booking still awaiting payment whose deadline is before `now` (default the
 * app's clock) and frees its nights.
 * @returns the ids of the bookings cancelled.
 */
export async function cancelOverdueBookings(app: AppLike, now: Date = app.clock.now()): Promise<number[]> {
  const cancelled = await app.db.transaction(async (tx) => {
    const rows = await tx
      .update(bookings)
      .set({ status: 'cancelled', cancelReason: 'unpaid', cancelledAt: now })
      .where(and(eq(bookings.status, 'awaiting_payment'), lt(bookings.paymentDeadline, now)))
      .returning();
    const ids = rows.map((r) => r.id);
    if (ids.length) {
      await tx.update(bookingObjects).set({ active: false }).where(inArray(bookingObjects.bookingId, ids));
      // A card attempt the payer may still finish is withdrawn, not failed: a success the acquirer
      // still reports becomes a refund (docs/rules.md R5.23); other pending payments fail.
      await cancelPendingPayments(app, tx, inArray(payments.bookingId, ids));
      await tx
        .update(payments)
        .set({ status: 'failed', finishedAt: now })
        .where(and(inArray(payments.bookingId, ids), eq(payments.status, 'pending')));
    }
    return rows;
  });
  for (const b of cancelled) await noticeBooking(app, b, 'cancelledUnpaid');
  return cancelled.map((b) => b.id);
}

/**
 * Processes received cancellation requests: the booking is cancelled, its nights freed, and the
 * refund is what was paid for a refundable tariff, 0 for a non-refundable one.
 * @returns the ids of the bookings processed.
 */
export async function processCancellationRequests(app: AppLike, now: Date = app.clock.now()): Promise<number[]> {
  const processed = await app.db.transaction(async (tx) => {
    const rows = await tx
      .update(bookings)
      .set({
        status: 'cancelled',
        cancelReason: 'request',
        cancelledAt: now,
        cancellationState: 'processed',
        cancellationProcessedAt: now,
        refundKopecks: sql`case when (select ${tariffs.refundable} from ${tariffs} where ${tariffs.id} = ${bookings.tariffId}) then ${bookings.paidKopecks} else 0 end`,
      })
      .where(eq(bookings.cancellationState, 'received'))
      .returning();
    const ids = rows.map((r) => r.id);
    if (ids.length) await tx.update(bookingObjects).set({ active: false }).where(inArray(bookingObjects.bookingId, ids));
    return rows;
  });
  for (const b of processed) await noticeBooking(app, b, 'cancellationProcessed', b.refundKopecks ?? 0);
  return processed.map((b) => b.id);
}

/**
 * Applies a payment's final outcome exactly once: a conditional
 * `UPDATE payments SET status = … WHERE id = … AND status = 'pending' RETURNING`; only the
 * call that wins it adds the amount to the booking (and marks it paid when fully paid).
 * Later calls — repeated webhooks, a reloaded return page — change nothing.
 *
 * No money is lost (docs/rules.md R5.23): a success also applies to a payment we `cancelled`
 * (the acquirer took the money anyway), and what it pays beyond what is due is kept — a utility
 * account keeps it as a credit (its debt is receipts − payments), a booking takes at most what it
 * still owes and a target nothing once paid or gone; the rest is the payment's `refundKopecks`.
 * @returns `applied: true` only for the call that changed the payment.
 */
export async function applyPaymentResult(
  app: AppLike,
  paymentId: number,
  outcome: 'succeeded' | 'failed',
): Promise<{ applied: boolean }> {
  const now = app.clock.now();
  const applied = await app.db.transaction(async (tx) => {
    const [p] = await tx
      .update(payments)
      .set({ status: outcome, finishedAt: now })
      .where(and(eq(payments.id, paymentId), outcome === 'succeeded' ? inArray(payments.status, ['pending', 'cancelled']) : eq(payments.status, 'pending')))
      .returning();
    if (!p) return null;
    // What paid nothing is owed back (R5.23).
    let refund = 0;
    // A utility account's payment (docs/rules.md R10.7) is itself the record; the account's debt
    // is receipts minus succeeded payments (more is a credit), so nothing else changes.
    if (outcome === 'succeeded' && p.bookingId !== null) {
      const [b] = await tx.select().from(bookings).where(eq(bookings.id, p.bookingId)).for('update');
      const owed = b && b.status === 'awaiting_payment' ? Math.max(0, b.totalKopecks - b.paidKopecks) : 0;
      const taken = Math.min(owed, p.amountKopecks);
      refund = p.amountKopecks - taken;
      if (taken > 0) {
        await tx
          .update(bookings)
          .set({
            paidKopecks: sql`${bookings.paidKopecks} + ${taken}`,
            status: sql`case when ${bookings.paidKopecks} + ${taken} >= ${bookings.totalKopecks} then 'paid' else ${bookings.status} end`,
          })
          .where(eq(bookings.id, p.bookingId));
      }
    }
    // Any other payable thing (R5.21): its module marks it, in this same transaction.
    const took = await paymentTarget(p.targetKind)?.onResult(tx, p, outcome);
    if (outcome === 'succeeded' && took === false) refund = p.amountKopecks;
    if (refund > 0) {
      const [withRefund] = await tx.update(payments).set({ refundKopecks: refund }).where(eq(payments.id, p.id)).returning();
      return withRefund;
    }
    return p;
  });
  if (!applied) return { applied: false };
  // The payer hears of a card payment's outcome (R7.10); a confirmed transfer is told by the
  // manager's decision (server/services/booking-decisions.ts).
  if (applied.bookingId !== null && applied.method === 'card') {
    const b = await app.db.query.bookings.findFirst({ where: eq(bookings.id, applied.bookingId) });
    if (b) await noticeBooking(app, b, outcome === 'succeeded' ? 'paymentSucceeded' : 'paymentFailed', applied.amountKopecks);
  }
  if (applied.utilityAccountId !== null) await noticeUtilityPayment(app, applied.utilityAccountId, outcome, applied.amountKopecks);
  const after = paymentTarget(applied.targetKind)?.afterResult;
  if (after) await after(app, applied, outcome).catch((e: unknown) => app.log.warn({ err: e, payment: applied.id }, 'payment follow-up failed'));
  return { applied: true };
}

/** Runs the deadline-cancellation job every `seconds` (server/main.ts); returns a function that stops it. */
export function startBookingJobs(app: FastifyInstance, seconds: number): () => Promise<void> {
  if (seconds <= 0) return async () => undefined;
  return schedule(app, 'booking jobs', seconds * 1000, async () => {
    // Cancellation requests are processed by a manager in the back office (issue #9), who
    // sees the refund before confirming; the timer only cancels unpaid bookings.
    const cancelled = await cancelOverdueBookings(app);
    if (cancelled.length) app.log.info({ cancelled }, 'booking jobs');
  });
}
