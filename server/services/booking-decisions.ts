/**
 * Decisions a manager takes on a booking in the back office (docs/rules.md R16.3: a
 * cancellation request is received and processed later, R5.19; bank transfers take 2–3 business
 * days and are confirmed by the MC, R5.16). Each decision:
 * - changes the state exactly once (a conditional `UPDATE … WHERE <state> RETURNING`; the
 *   loser of a race, or a repeated click, gets 409 and nothing changes);
 * - writes the audit log through {@link recordChange} in the same transaction;
 * - notifies the booker in the app and by push (server/services/booking-notices.ts).
 * Refund rules come from the booking's cancellation policy (src/domain/cancellation-policy.ts
 * `refundFor`, docs/rules.md R5.30) through ./cancellation-terms.ts {@link bookingRefund}.
 *
 * The same decisions in bulk (docs/rules.md R5.12, R5.19): {@link cancelOverdueBookings} cancels
 * unpaid bookings past their deadline (run by the `booking-deadlines` job of server/jobs/index.ts,
 * never on page load; tests call it with a clock) and {@link processCancellationRequests} processes every received
 * cancellation request at once.
 */
import { and, eq, inArray, lt, sql, sum } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { bookingObjects, bookingRefunds, bookings, payments } from '../db/schema';
import { ApiError } from '../errors';
import { applyPaymentResult, cancelPendingPayments, refundWithReceipt } from './payments';
import { bookingRefund } from './cancellation-terms';
import { formatMoney } from '../../src/domain/money';
import { recordChange, snapshot } from './audit';
import { noticeBooking } from './booking-notices';

type BookingRow = typeof bookings.$inferSelect;

/** The fields of a booking the audit log keeps before and after a decision. */
const stateOf = (b: BookingRow) =>
  snapshot({
    status: b.status,
    paidKopecks: b.paidKopecks,
    cancellationState: b.cancellationState,
    cancelReason: b.cancelReason,
    refundKopecks: b.refundKopecks,
  });

/** The company's booking `id`. @throws ApiError 404. */
export async function companyBooking(app: FastifyInstance, req: FastifyRequest, id: number): Promise<BookingRow> {
  const b = await app.db.query.bookings.findFirst({
    where: and(eq(bookings.id, id), eq(bookings.companyId, req.companyId)),
  });
  if (!b) throw new ApiError(404, req.t('bookings.notFound'));
  return b;
}

/** Tells the booker (when the booking has an account) about a decision. Never fails the decision. */

/**
 * Confirms that a bank transfer arrived: the pending `bank_transfer` payment succeeds and the
 * booking counts it (paid when fully paid), exactly once ({@link applyPaymentResult}).
 * @throws ApiError 404 (no such payment of this booking), 409 (not a pending bank transfer:
 *         already confirmed, failed, or a card payment).
 */
export async function confirmTransfer(
  app: FastifyInstance,
  req: FastifyRequest,
  bookingId: number,
  paymentId: number,
): Promise<void> {
  const before = await companyBooking(app, req, bookingId);
  const p = await app.db.query.payments.findFirst({
    where: and(eq(payments.id, paymentId), eq(payments.bookingId, before.id)),
  });
  if (!p) throw new ApiError(404, req.t('payment.notFound'));
  if (p.method !== 'bank_transfer') throw new ApiError(409, req.t('backoffice-bookings.errors.notTransfer'));
  if (before.status === 'cancelled') throw new ApiError(409, req.t('backoffice-bookings.errors.cancelled'));
  const { applied } = await applyPaymentResult(app, p.id, 'succeeded');
  if (!applied) throw new ApiError(409, req.t('backoffice-bookings.errors.alreadyConfirmed'));
  const after = await companyBooking(app, req, bookingId);
  await recordChange(app, req, {
    entity: 'payments',
    entityId: p.id,
    action: 'confirm-transfer',
    before: { status: p.status, bookingId: before.id, booking: stateOf(before) },
    after: { status: 'succeeded', bookingId: after.id, booking: stateOf(after) },
  });
  await noticeBooking(app, after, 'transferConfirmed', p.amountKopecks, { paymentId: p.id });
}

/**
 * The refund the booking's policy allows for `b` (R5.30): as of its cancellation request, or if
 * it were cancelled now; by the company: all that was paid. The tax and what a confirmed exemption
 * after payment owes back come back anyway (R5.26).
 */
export async function refundQuote(app: FastifyInstance, b: BookingRow, byCompany = false): Promise<number> {
  return bookingRefund(app.db, b, app.clock.now(), byCompany);
}

/**
 * Cancels a booking in one transaction: the state, the reason, the refund due; its nights are
 * freed and pending payments fail. A request is processed only while `received`; a booking is
 * cancelled only while not cancelled.
 * @returns the updated row, or null when the state changed meanwhile.
 */
async function cancelOnce(
  app: FastifyInstance,
  req: FastifyRequest,
  b: BookingRow,
  kind: 'process-cancellation' | 'cancel',
  refund: number,
  reason?: string,
) {
  const now = app.clock.now();
  return app.db.transaction(async (tx) => {
    const cond =
      kind === 'process-cancellation'
        ? and(eq(bookings.id, b.id), eq(bookings.cancellationState, 'received'))
        : and(eq(bookings.id, b.id), sql`${bookings.status} <> 'cancelled'`);
    const [u] = await tx
      .update(bookings)
      .set({
        status: 'cancelled',
        cancelledAt: now,
        cancelReason: kind === 'cancel' ? 'manager' : 'request',
        refundKopecks: refund,
        ...(kind === 'process-cancellation'
          ? { cancellationState: 'processed' as const, cancellationProcessedAt: now }
          : {}),
      })
      .where(cond)
      .returning();
    if (!u) return null;
    await tx.update(bookingObjects).set({ active: false }).where(eq(bookingObjects.bookingId, b.id));
    await tx
      .update(payments)
      .set({ status: 'failed', finishedAt: now })
      .where(and(eq(payments.bookingId, b.id), eq(payments.status, 'pending')));
    await recordChange(
      app,
      req,
      {
        entity: 'bookings',
        entityId: b.id,
        action: kind,
        before: stateOf(b),
        after: { ...stateOf(u), ...(reason ? { reason } : {}) },
      },
      tx,
    );
    return u;
  });
}

/**
 * Processes a received cancellation request: cancelled, nights freed, refund = what the booking's
 * policy allows at the instant the request was received ({@link bookingRefund}).
 * @throws ApiError 404, 409 (no request waiting: none made, or already processed).
 */
export async function processCancellation(app: FastifyInstance, req: FastifyRequest, bookingId: number): Promise<void> {
  const b = await companyBooking(app, req, bookingId);
  if (b.cancellationState !== 'received') throw new ApiError(409, req.t('backoffice-bookings.errors.noRequest'));
  const u = await cancelOnce(app, req, b, 'process-cancellation', await refundQuote(app, b));
  if (!u) throw new ApiError(409, req.t('backoffice-bookings.errors.noRequest'));
  await noticeBooking(app, u, 'cancellationProcessed', u.refundKopecks ?? 0);
}

/**
 * Cancels a booking on the company's decision; everything paid is due back. The `reason` goes
 * to the audit log.
 * @throws ApiError 404, 409 (already cancelled).
 */
export async function cancelByManager(
  app: FastifyInstance,
  req: FastifyRequest,
  bookingId: number,
  reason?: string,
): Promise<void> {
  const b = await companyBooking(app, req, bookingId);
  if (b.status === 'cancelled') throw new ApiError(409, req.t('backoffice-bookings.errors.cancelled'));
  const u = await cancelOnce(app, req, b, 'cancel', await refundQuote(app, b, true), reason);
  if (!u) throw new ApiError(409, req.t('backoffice-bookings.errors.cancelled'));
  await noticeBooking(app, u, 'cancelledByManager', u.refundKopecks ?? 0);
}

/** Kopecks already refunded on a booking. */
export async function refundedKopecks(app: Pick<FastifyInstance, 'db'>, bookingId: number): Promise<number> {
  const [r] = await app.db
    .select({ s: sum(bookingRefunds.amountKopecks) })
    .from(bookingRefunds)
    .where(eq(bookingRefunds.bookingId, bookingId));
  return Number(r?.s ?? 0);
}

/**
 * Records a refund paid back to the booker. Only for a cancelled booking (or one a confirmed
 * tourist-tax exemption left paid beyond its total, R5.26), and never more than
 * the refund due in total (the booking row is locked, so two clicks cannot both pass the check).
 * @throws ApiError 404, 409 (not cancelled), 422 (more than what is left to refund).
 */
export async function recordRefund(
  app: FastifyInstance,
  req: FastifyRequest,
  bookingId: number,
  amountKopecks: number,
  note?: string,
): Promise<void> {
  const b = await companyBooking(app, req, bookingId);
  // A paid booking owes a refund only after a confirmed tourist-tax exemption (docs/rules.md R5.26).
  if (b.status !== 'cancelled' && !(b.refundKopecks && b.refundKopecks > 0))
    throw new ApiError(409, req.t('backoffice-bookings.errors.notCancelled'));
  const user = req.user!;
  const refundId = await app.db.transaction(async (tx) => {
    await tx.execute(sql`select id from ${bookings} where ${bookings.id} = ${b.id} for update`);
    const [r] = await tx
      .select({ s: sum(bookingRefunds.amountKopecks) })
      .from(bookingRefunds)
      .where(eq(bookingRefunds.bookingId, b.id));
    const done = Number(r?.s ?? 0);
    const left = (b.refundKopecks ?? 0) - done;
    if (amountKopecks > left) {
      const msg = req.t('backoffice-bookings.errors.refundTooBig', {
        amount: formatMoney(Math.max(0, left), req.lang),
      });
      throw new ApiError(422, msg, { amountKopecks: [msg] });
    }
    const [row] = await tx
      .insert(bookingRefunds)
      .values({
        companyId: b.companyId,
        bookingId: b.id,
        amountKopecks,
        note: note || null,
        recordedBy: user.id,
        createdAt: app.clock.now(),
      })
      .returning();
    await recordChange(
      app,
      req,
      {
        entity: 'bookings',
        entityId: b.id,
        action: 'refund',
        before: { refundedKopecks: done },
        after: { refundedKopecks: done + amountKopecks, refund: snapshot(row) },
      },
      tx,
    );
    return row.id;
  });
  // The money goes back through the acquirer with its refund receipt (docs/rules.md R5.24).
  await refundWithReceipt(app, b.id, refundId, amountKopecks).catch((e: unknown) =>
    req.log.warn({ err: e, booking: b.id }, 'acquirer refund refused'),
  );
  await noticeBooking(app, b, 'refundRecorded', amountKopecks, { refundId });
}

/**
 * Cancels every booking still awaiting payment whose deadline is before `now` (default the
 * app's clock) and frees its nights.
 * @returns the ids of the bookings cancelled.
 */
export async function cancelOverdueBookings(app: FastifyInstance, now: Date = app.clock.now()): Promise<number[]> {
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
 * refund is what its policy allows at the instant the request was received ({@link bookingRefund},
 * R5.30). Each booking in its own transaction, only while its request is still `received`.
 * @returns the ids of the bookings processed.
 */
export async function processCancellationRequests(
  app: FastifyInstance,
  now: Date = app.clock.now(),
): Promise<number[]> {
  const waiting = await app.db.query.bookings.findMany({ where: eq(bookings.cancellationState, 'received') });
  const processed: BookingRow[] = [];
  for (const w of waiting) {
    const refund = await bookingRefund(app.db, w, now);
    const u = await app.db.transaction(async (tx) => {
      const [row] = await tx
        .update(bookings)
        .set({
          status: 'cancelled',
          cancelReason: 'request',
          cancelledAt: now,
          cancellationState: 'processed',
          cancellationProcessedAt: now,
          refundKopecks: refund,
        })
        .where(and(eq(bookings.id, w.id), eq(bookings.cancellationState, 'received')))
        .returning();
      if (row) await tx.update(bookingObjects).set({ active: false }).where(eq(bookingObjects.bookingId, w.id));
      return row;
    });
    if (u) processed.push(u);
  }
  for (const b of processed) await noticeBooking(app, b, 'cancellationProcessed', b.refundKopecks ?? 0);
  return processed.map((b) => b.id);
}
