/**
 * Queries of the payments resource (docs/rules.md R5.13–R5.18): the caller's payment (someone
 * else's → 404) and the row → DTO of src/contracts/payments.ts.
 */
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { bookings, fiscalReceipts, payments, utilityAccounts } from '../../db/schema';
import { lineWithVat } from '../../../src/domain/fiscal-lines';
import { requireUser } from '../../auth';
import { ApiError } from '../../errors';
import { applyPaymentResult, paymentKind, syncReceipts, withPayment } from '../../services/payments';
import { toServerTimestamp } from '../../../src/domain/datetime';
import type { FiscalReceipt, PaymentDetail } from '../../../src/contracts/payments';

/** The fiscal receipts of a payment as the payer reads them (docs/rules.md R5.24). */
export async function fiscalReceiptsOf(app: Pick<FastifyInstance, 'db'>, paymentId: number): Promise<FiscalReceipt[]> {
  const rows = await app.db
    .select()
    .from(fiscalReceipts)
    .where(eq(fiscalReceipts.paymentId, paymentId))
    .orderBy(asc(fiscalReceipts.id));
  return rows.map((r) => {
    const items = r.items.map(lineWithVat);
    return {
      id: r.id,
      kind: r.kind,
      status: r.status,
      items,
      amountKopecks: r.amountKopecks,
      vatKopecks: items.reduce((s, i) => s + i.vatKopecks, 0),
      taxSystemCode: r.taxSystemCode,
      customer: r.customer,
      fiscalStorageNumber: r.fiscalStorageNumber,
      fiscalDocumentNumber: r.fiscalDocumentNumber,
      fiscalAttribute: r.fiscalAttribute,
      registeredAt: r.registeredAt ? toServerTimestamp(r.registeredAt) : null,
      createdAt: toServerTimestamp(r.createdAt),
    };
  });
}

type PaymentRow = typeof payments.$inferSelect;
type BookingRow = typeof bookings.$inferSelect;
type AccountRow = typeof utilityAccounts.$inferSelect;

/**
 * The payment of `id` whose booking or utility account (docs/rules.md R10.7) the caller owns.
 * @throws ApiError 401, 404 (translated).
 */
export async function ownPayment(
  app: FastifyInstance,
  req: FastifyRequest,
  id: number,
): Promise<{ p: PaymentRow; b: BookingRow | null; a: AccountRow | null }> {
  const user = requireUser(req);
  const [row] = await app.db
    .select({ p: payments, b: bookings, a: utilityAccounts })
    .from(payments)
    .leftJoin(bookings, eq(bookings.id, payments.bookingId))
    .leftJoin(utilityAccounts, eq(utilityAccounts.id, payments.utilityAccountId))
    .where(and(eq(payments.id, id), eq(payments.companyId, req.companyId)));
  if (!row || (row.b?.userId ?? row.a?.userId ?? row.p.userId) !== user.id)
    throw new ApiError(404, req.t('payment.notFound'));
  return row;
}

/**
 * A payment as GET app/v1/payments/{id} answers it; a target payment (R5.21) takes its label and
 * return page from its kind's handler.
 */
export async function paymentDto(
  app: Pick<FastifyInstance, 'db' | 'paymentKinds'>,
  req: FastifyRequest,
  p: PaymentRow,
  b: BookingRow | null,
  a: AccountRow | null = null,
): Promise<PaymentDetail> {
  const target = await paymentKind(app, p.targetKind)?.describe(app, p);
  return {
    id: p.id,
    bookingId: b?.id ?? null,
    bookingNumber: b?.number ?? null,
    utilityAccountId: a?.id ?? null,
    accountNumber: a?.number ?? null,
    targetKind: p.targetKind,
    targetId: p.targetId,
    label: target ? target.label[req.lang === 'en' ? 'en' : 'ru'] : null,
    method: p.method,
    provider: p.provider,
    status: p.status,
    amountKopecks: p.amountKopecks,
    refundKopecks: p.refundKopecks,
    currency: 'RUB',
    createdAt: toServerTimestamp(p.createdAt),
    finishedAt: p.finishedAt ? toServerTimestamp(p.finishedAt) : null,
    returnUrl: withPayment(b ? `/bookings/${b.id}` : a ? `/bills/${a.id}` : (target?.returnPath ?? '/dashboard'), p.id),
    fiscalReceipts: await fiscalReceiptsOf(app, p.id),
  };
}

/**
 * The caller's payment; a pending YooKassa payment — or one we cancelled, which YooKassa may still
 * have completed (docs/rules.md R5.23) — is re-checked with YooKassa first.
 */
export async function freshPayment(app: FastifyInstance, req: FastifyRequest, id: number): Promise<PaymentDetail> {
  const { p, b, a } = await ownPayment(app, req, id);
  if (
    (p.status === 'pending' || p.status === 'cancelled') &&
    p.provider === 'yookassa' &&
    p.providerPaymentId &&
    app.payments.name === 'yookassa'
  ) {
    const s = await app.payments.fetchStatus(p.providerPaymentId).catch(() => 'pending' as const);
    if (s !== 'pending') {
      await applyPaymentResult(app, p.id, s);
      const again = await ownPayment(app, req, id);
      return paymentDto(app, req, again.p, again.b, again.a);
    }
  }
  // A receipt still being registered is asked about again (YooKassa registers it after the payment).
  if (p.status === 'succeeded' && p.provider === 'yookassa') await syncReceipts(app, p.id);
  return paymentDto(app, req, p, b, a);
}

/**
 * Applies a YooKassa notification: the status is re-fetched from YooKassa and applied once.
 * Unknown payments are acknowledged and ignored. @throws ApiError 503 when YooKassa does not answer.
 */
export async function applyWebhook(app: FastifyInstance, req: FastifyRequest, providerPaymentId: string) {
  const p = await app.db.query.payments.findFirst({
    where: and(eq(payments.provider, 'yookassa'), eq(payments.providerPaymentId, providerPaymentId)),
  });
  if (!p || app.payments.name !== 'yookassa') return { ok: true, applied: false };
  let status;
  try {
    status = await app.payments.fetchStatus(providerPaymentId);
  } catch {
    throw new ApiError(503, req.t('payment.providerError'));
  }
  if (status === 'pending') return { ok: true, applied: false };
  const r = await applyPaymentResult(app, p.id, status);
  return { ok: true, applied: r.applied };
}
