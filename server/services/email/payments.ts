/**
 * The `payment-received` e-mail with its fiscal receipt (docs/rules.md R22.6; 54-FZ art. 1.2 p. 5:
 * the buyer gets the receipt electronically when they gave an address): a booking's card or SBP
 * payment is e-mailed once its receipt is registered, so one e-mail carries the receipt's link and
 * its ФН, ФД, ФП. The sandbox registers at once (the e-mail goes with the payment's event);
 * YooKassa registers later — {@link emailPaymentsAwaitingReceipt} (the `payment-receipt-emails`
 * job) sends it when the registration arrives, or after `PAYMENT_EMAIL_RECEIPT_WAIT_MINUTES`
 * without it (the link then shows the receipt once registered). Any other payment with a receipt
 * (a rent charge, a utility account, a document, a subscription charge) is e-mailed as `bill-paid`
 * by that job alone. Once per payment: the event key `payment-received:<payment id>` is unique in
 * the outbox.
 */
import { and, asc, eq, gt, isNotNull, isNull, notInArray, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { bookings, emailOutbox, fiscalReceipts, payments, utilityAccounts } from '../../db/schema';
import { syncReceipts } from '../payments/receipts';
import { withPayment } from '../payments/card';
import { paymentKind, type PaymentRow } from '../payments/kinds';
import { queueEmail } from '.';
import type { EmailFiscalReceipt } from './templates';

type ReceiptRow = typeof fiscalReceipts.$inferSelect;

/** The event key of payment `paymentId`'s `payment-received` e-mail. */
export const paymentEmailKey = (paymentId: number) => `payment-received:${paymentId}`;

/** The payment's own receipt (kind `payment`), if one was made. */
async function paymentReceiptRow(app: FastifyInstance, paymentId: number): Promise<ReceiptRow | undefined> {
  return app.db.query.fiscalReceipts.findFirst({
    where: and(eq(fiscalReceipts.paymentId, paymentId), eq(fiscalReceipts.kind, 'payment')),
  });
}

/**
 * What the e-mail shows of receipt `r`, its page being `link` (the booking page) with the payment:
 * the link and — once registered — its attributes; null for a refused receipt.
 */
export function emailFiscalReceipt(r: ReceiptRow, link: string, paymentId: number): EmailFiscalReceipt | null {
  if (r.status === 'failed') return null;
  return {
    url: withPayment(link, paymentId),
    fiscalStorageNumber: r.fiscalStorageNumber,
    fiscalDocumentNumber: r.fiscalDocumentNumber,
    fiscalAttribute: r.fiscalAttribute,
    totalKopecks: r.amountKopecks,
    registeredAt: r.status === 'registered' ? (r.registeredAt ?? r.createdAt).toISOString() : null,
  };
}

/**
 * The receipt payment `paymentId`'s e-mail shows (its page: `link` with the payment), or `wait`
 * while its receipt is being registered and the wait (`PAYMENT_EMAIL_RECEIPT_WAIT_MINUTES` from
 * the payment's end) is not over; undefined when the payment has no receipt (a bank transfer: the
 * bank's statement is the payer's record) or its receipt was refused.
 */
export async function fiscalReceiptForEmail(
  app: FastifyInstance,
  paymentId: number,
  link: string,
): Promise<EmailFiscalReceipt | undefined | 'wait'> {
  const r = await paymentReceiptRow(app, paymentId);
  if (!r) return undefined;
  if (r.status === 'pending') {
    const p = await app.db.query.payments.findFirst({
      where: eq(payments.id, paymentId),
      columns: { finishedAt: true },
    });
    const waitMs = app.config.paymentEmailReceiptWaitMinutes * 60_000;
    if ((p?.finishedAt?.getTime() ?? 0) + waitMs > app.clock.now().getTime()) return 'wait';
  }
  return emailFiscalReceipt(r, link, paymentId) ?? undefined;
}

/**
 * The refund receipt of booking refund `refundId` as its `refund-issued` e-mail shows it (its page:
 * `link` with the refunded payment), or undefined when the refund had none (a bank transfer's) or
 * it was refused. Not waited for: a refund receipt still being registered shows its link alone.
 */
export async function refundFiscalReceiptForEmail(
  app: FastifyInstance,
  refundId: number,
  link: string,
): Promise<EmailFiscalReceipt | undefined> {
  const r = await app.db.query.fiscalReceipts.findFirst({ where: eq(fiscalReceipts.refundId, refundId) });
  return (r && emailFiscalReceipt(r, link, r.paymentId)) ?? undefined;
}

/**
 * The payer and the page of a payment of anything but a booking (R5.21, R10.7): a utility
 * account's holder and its bills, else the payment's own payer and its kind's return page; with
 * what was paid in both languages. Null for an unknown kind.
 */
async function otherPayment(app: FastifyInstance, p: PaymentRow) {
  if (p.utilityAccountId !== null) {
    const a = await app.db.query.utilityAccounts.findFirst({ where: eq(utilityAccounts.id, p.utilityAccountId) });
    if (!a) return null;
    const title = { ru: `ЖКУ, лицевой счёт № ${a.number}`, en: `Utilities, account No. ${a.number}` };
    return { userId: a.userId, title, path: `/bills/${a.id}` };
  }
  const kind = paymentKind(app, p.targetKind);
  if (!kind || p.userId === null) return null;
  const d = await kind.describe(app, p);
  return { userId: p.userId, title: d.label, path: d.returnPath };
}

/**
 * Queues the `bill-paid` e-mail of payment `p` of anything but a booking (R22.6) with its fiscal
 * receipt, if it is one a person is told of. @returns whether it was queued.
 */
async function emailOtherPayment(app: FastifyInstance, p: PaymentRow): Promise<boolean> {
  const o = await otherPayment(app, p);
  if (!o) return false;
  const receipt = await fiscalReceiptForEmail(app, p.id, o.path);
  await queueEmail(app, {
    to: { userId: o.userId },
    template: 'bill-paid',
    data: {
      title: o.title,
      amountKopecks: p.amountKopecks,
      receipt: receipt === 'wait' ? undefined : receipt,
      link: withPayment(o.path, p.id),
    },
    eventKey: paymentEmailKey(p.id),
    companyId: p.companyId,
  });
  return true;
}

/**
 * One run of the `payment-receipt-emails` job (docs/rules.md R22.6): the succeeded payments of the
 * last day with a receipt and no payment e-mail yet; a receipt still pending is read again from
 * the acquirer ({@link syncReceipts}); the e-mail goes once the receipt is registered or the wait
 * is over — a booking's `payment-received` through `send`, any other payment's `bill-paid` (a rent
 * charge, a utility account, a document, a subscription charge). Resolves to the payments e-mailed.
 * @param send - queues the e-mail of a booking's payment (server/services/email/booking.ts);
 *               resolves to whether there was someone to write to.
 * @param ownEmailKinds - target kinds whose module e-mails their payments itself (a service
 *                        order's `service-order-update`): left out.
 */
export async function emailPaymentsAwaitingReceipt(
  app: FastifyInstance,
  send: (b: typeof bookings.$inferSelect, p: PaymentRow) => Promise<boolean>,
  ownEmailKinds: readonly string[],
): Promise<number[]> {
  const since = new Date(app.clock.now().getTime() - 86_400_000);
  const rows = await app.db
    .select({ p: payments, b: bookings, r: fiscalReceipts })
    .from(payments)
    .leftJoin(bookings, eq(bookings.id, payments.bookingId))
    .innerJoin(fiscalReceipts, and(eq(fiscalReceipts.paymentId, payments.id), eq(fiscalReceipts.kind, 'payment')))
    .where(
      and(
        eq(payments.status, 'succeeded'),
        isNotNull(payments.finishedAt),
        gt(payments.finishedAt, since),
        ownEmailKinds.length
          ? or(isNull(payments.targetKind), notInArray(payments.targetKind, [...ownEmailKinds]))
          : undefined,
        sql`not exists (select 1 from ${emailOutbox} o where o.event_key = 'payment-received:' || ${payments.id})`,
      ),
    )
    .orderBy(asc(payments.id));
  const out: number[] = [];
  for (const { p, b, r } of rows) {
    if (r.status === 'pending')
      await syncReceipts(app, p.id).catch((e: unknown) =>
        app.log.warn({ err: e, payment: p.id }, 'fiscal receipt sync failed'),
      );
    if ((await fiscalReceiptForEmail(app, p.id, '/')) === 'wait') continue;
    if (await (b ? send(b, p) : emailOtherPayment(app, p))) out.push(p.id);
  }
  return out;
}
