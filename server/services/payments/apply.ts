/**
 * The one place a payment's outcome is applied (docs/rules.md R5.17, R5.19, R5.21, R5.23): the
 * acquirer's webhook, the payer's return page, the sandbox page, a manager's confirmation of a
 * bank transfer and a merchant-initiated charge all call {@link applyPaymentResult}.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { bookings, payments } from '../../db/schema';
import { noticeBooking, noticeUtilityPayment } from '../booking-notices';
import { isAcquirerMethod } from '../../../src/domain/payment-methods';
import { paymentKind } from './kinds';
import { syncReceipts } from './receipts';
import { rememberMethod } from './method-limit';

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
  app: FastifyInstance,
  paymentId: number,
  outcome: 'succeeded' | 'failed',
): Promise<{ applied: boolean }> {
  const now = app.clock.now();
  const applied = await app.db.transaction(async (tx) => {
    const [p] = await tx
      .update(payments)
      .set({ status: outcome, finishedAt: now })
      .where(
        and(
          eq(payments.id, paymentId),
          outcome === 'succeeded' ? inArray(payments.status, ['pending', 'cancelled']) : eq(payments.status, 'pending'),
        ),
      )
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
    const took = await paymentKind(app, p.targetKind)?.onResult(tx, p, outcome);
    if (outcome === 'succeeded' && took === false) refund = p.amountKopecks;
    if (outcome === 'succeeded') await rememberMethod(tx, p);
    if (refund > 0) {
      const [withRefund] = await tx
        .update(payments)
        .set({ refundKopecks: refund })
        .where(eq(payments.id, p.id))
        .returning();
      return withRefund;
    }
    return p;
  });
  if (!applied) return { applied: false };
  // The receipt's registration (docs/rules.md R5.24): the sandbox registers at once, YooKassa soon after.
  await syncReceipts(app, applied.id).catch((e: unknown) =>
    app.log.warn({ err: e, payment: applied.id }, 'fiscal receipt sync failed'),
  );
  // The payer hears of a card payment's outcome (R7.10); a confirmed transfer is told by the
  // manager's decision (server/services/booking-decisions.ts).
  if (applied.bookingId !== null && isAcquirerMethod(applied.method)) {
    const b = await app.db.query.bookings.findFirst({ where: eq(bookings.id, applied.bookingId) });
    if (b)
      await noticeBooking(
        app,
        b,
        outcome === 'succeeded' ? 'paymentSucceeded' : 'paymentFailed',
        applied.amountKopecks,
        { paymentId: applied.id },
      );
  }
  if (applied.utilityAccountId !== null)
    await noticeUtilityPayment(app, applied.utilityAccountId, outcome, applied.amountKopecks);
  const after = paymentKind(app, applied.targetKind)?.afterResult;
  if (after)
    await after(app, applied, outcome).catch((e: unknown) =>
      app.log.warn({ err: e, payment: applied.id }, 'payment follow-up failed'),
    );
  return { applied: true };
}
