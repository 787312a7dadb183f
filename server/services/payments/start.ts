/**
 * Starting a payment of a booking (docs/rules.md R5.13–R5.16, R5.27): a card or SBP payment through the
 * configured acquirer (one pending attempt reused; a retry only 20 minutes after a failure), or
 * a bank transfer for a legal entity. The result is applied later, once, by
 * ./apply.ts applyPaymentResult (webhook, return page, sandbox or a manager's confirmation).
 */
import { randomUUID } from 'node:crypto';
import { desc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { bookings, payments } from '../../db/schema';
import { ApiError } from '../../errors';
import { cardRetryAt } from '../../../src/domain/bookings';
import { transferDeadline } from '../../../src/domain/hotel-time';
import type { PaymentMethod } from '../../../src/contracts/payments';
import { isAcquirerMethod } from '../../../src/domain/payment-methods';
import { startCardPayment, type StartedPayment } from './card';

type BookingRow = typeof bookings.$inferSelect;

/**
 * Starts (or resumes) a payment of the booking's due amount, kopecks.
 * @throws ApiError 409 (not payable, deadline passed, bank transfer for a non-legal payer,
 *         retry too early with `retry-after`), 503 when the acquirer fails; messages translated.
 */
export async function startBookingPayment(
  app: FastifyInstance,
  req: FastifyRequest,
  b: BookingRow,
  method: PaymentMethod,
): Promise<StartedPayment> {
  const now = app.clock.now();
  if (b.status !== 'awaiting_payment' || b.cancellationState) throw new ApiError(409, req.t('payment.notPayable'));
  if (b.paymentDeadline <= now) throw new ApiError(409, req.t('payment.deadlinePassed'));
  const due = b.totalKopecks - b.paidKopecks;
  const recent = await app.db
    .select()
    .from(payments)
    .where(eq(payments.bookingId, b.id))
    .orderBy(desc(payments.id))
    .limit(20);
  if (method === 'bank_transfer') {
    if (b.payerType !== 'legal') throw new ApiError(409, req.t('payment.bankOnlyLegal'));
    let p = recent.find((x) => x.method === 'bank_transfer' && x.status === 'pending');
    if (!p) {
      p = await app.db.transaction(async (tx) => {
        const [row] = await tx
          .insert(payments)
          .values({
            companyId: b.companyId,
            bookingId: b.id,
            method: 'bank_transfer',
            provider: 'bank',
            idempotencyKey: randomUUID(),
            amountKopecks: due,
            createdAt: now,
          })
          .returning();
        // The booking waits for the money (R5.16): the deadline covers the transfer's business days.
        await tx
          .update(bookings)
          .set({
            paymentDeadline: sql`greatest(${bookings.paymentDeadline}, ${transferDeadline(now).toISOString()}::timestamptz)`,
          })
          .where(eq(bookings.id, b.id));
        return row;
      });
    }
    return { paymentId: p.id, status: p.status, confirmationUrl: null };
  }
  const failed = recent.find((x) => isAcquirerMethod(x.method) && x.status === 'failed' && x.finishedAt);
  if (failed) {
    const at = cardRetryAt(failed.finishedAt!);
    if (at > now) {
      const minutes = Math.ceil((at.getTime() - now.getTime()) / 60_000);
      throw new ApiError(409, req.t('payment.retryLater', { count: minutes }), undefined, {
        'retry-after': String(minutes * 60),
      });
    }
  }
  const pending = recent.find((x) => x.method === method && x.status === 'pending' && x.confirmationUrl);
  if (pending) return { paymentId: pending.id, status: 'pending', confirmationUrl: pending.confirmationUrl };
  return startCardPayment(app, req, {
    companyId: b.companyId,
    link: { bookingId: b.id },
    amountKopecks: due,
    description: req.t('bookings.number', { number: b.number }),
    returnPath: () => `/bookings/${b.id}`,
    method,
  });
}
