/**
 * The one implementation of "start a card payment with the acquirer" (docs/rules.md R5.13, R5.21,
 * R5.23) — a bank card or SBP (the Faster Payments System, R5.27; `method`): a pending attempt of the same thing and amount is reused (a double click starts one
 * payment), any other pending payer attempt of the thing is withdrawn, a new one is inserted as
 * `pending`, the acquirer (`app.payments`: the sandbox by default, YooKassa when configured) is
 * asked for its confirmation page, and an acquirer failure marks the attempt failed and answers
 * 503. Bookings (./start.ts), utility accounts (server/routes/utility-accounts/repo.ts) and payable kinds
 * (./targets.ts) use it with their own columns.
 */
import { randomUUID } from 'node:crypto';
import { and, desc, eq, inArray, isNotNull, type SQL } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { payments } from '../../db/schema';
import { ApiError } from '../../errors';
import type { PaymentStatus } from '../../../src/contracts/payments';
import { ACQUIRER_METHODS, type AcquirerMethod } from '../../../src/domain/payment-methods';
import { checkMethodLimit } from './method-limit';
import type { Tx } from './kinds';
import { paymentReceipt, receiptContact } from './receipts';

/** A started payment: its id, state and the acquirer's confirmation page (where the SPA sends the browser). */
export interface StartedPayment {
  paymentId: number;
  status: PaymentStatus;
  confirmationUrl: string | null;
}

/** What a payment pays for: a booking, a utility account, or a registered target kind. */
export type PaymentLink =
  { bookingId: number } | { utilityAccountId: number } | { targetKind: string; targetId: number; userId: number };

/** Input of {@link startCardPayment}. */
export interface CardPaymentInput {
  companyId: number;
  link: PaymentLink;
  /** Amount to charge, kopecks (> 0). */
  amountKopecks: number;
  /** The acquirer's description, in the payer's language (shown on the bank's page and statement). */
  description: string;
  /** The SPA path the payer returns to, e.g. `/rents/5`; `?payment=<id>` is appended. */
  returnPath: (paymentId: number) => string;
  /** Ask the acquirer to save the card for later merchant-initiated charges (R5.22; the payer consented). */
  savePaymentMethod?: boolean;
  /** The payer's choice: a bank card (default) or SBP (R5.27). */
  method?: AcquirerMethod;
}

/** The condition that selects the payments of `link`. */
export function linkCondition(link: PaymentLink): SQL {
  if ('bookingId' in link) return eq(payments.bookingId, link.bookingId);
  if ('utilityAccountId' in link) return eq(payments.utilityAccountId, link.utilityAccountId);
  return and(eq(payments.targetKind, link.targetKind), eq(payments.targetId, link.targetId))!;
}

/**
 * Withdraws the pending payer attempts (card payments with a confirmation page) that `where`
 * selects (docs/rules.md R5.23): they become `cancelled` and the acquirer is told
 * (`PaymentService.cancel`), so the payer can no longer finish them; a success the acquirer still
 * reports is applied by `applyPaymentResult` as money received (a credit or a refund).
 * @returns the ids cancelled.
 */
export async function cancelPendingPayments(app: FastifyInstance, db: Db | Tx, where: SQL): Promise<number[]> {
  const rows = await db
    .update(payments)
    .set({ status: 'cancelled', finishedAt: app.clock.now() })
    .where(
      and(
        where,
        eq(payments.status, 'pending'),
        inArray(payments.method, [...ACQUIRER_METHODS]),
        isNotNull(payments.confirmationUrl),
      ),
    )
    .returning({ id: payments.id, providerPaymentId: payments.providerPaymentId });
  for (const r of rows) if (r.providerPaymentId) await app.payments.cancel(r.providerPaymentId);
  return rows.map((r) => r.id);
}

/** The payment link's key for {@link oneAtATime}. */
const linkKey = (link: PaymentLink) =>
  'bookingId' in link
    ? `b${link.bookingId}`
    : 'utilityAccountId' in link
      ? `u${link.utilityAccountId}`
      : `t${link.targetKind}:${link.targetId}:${link.userId}`;

const running = new Map<string, Promise<unknown>>();

/**
 * Runs `fn` after every earlier call with the same `key` has finished (a promise chain per key,
 * in this process): two starts of one thing never interleave (docs/rules.md R5.23).
 */
async function oneAtATime<T>(key: string, fn: () => Promise<T>): Promise<T> {
  const before = running.get(key) ?? Promise.resolve();
  const mine = before.catch(() => undefined).then(fn);
  const tail = mine.catch(() => undefined);
  running.set(key, tail);
  try {
    return await mine;
  } finally {
    if (running.get(key) === tail) running.delete(key);
  }
}

/**
 * Starts (or resumes) a card payment of `amountKopecks` for `link` through `app.payments`
 * (docs/rules.md R5.13, R5.21, R5.23). A pending card attempt of the same link and amount with a
 * confirmation page is reused; any other pending attempt of the link is withdrawn first
 * ({@link cancelPendingPayments}), so one thing has at most one attempt the payer can finish.
 * Starts of one link run one after another. An amount outside the method's limits (SBP: 1 ₽ …
 * 700 000 ₽, R5.27) is refused before anything is written.
 * @throws ApiError 422 `payment.sbpAbove` / `payment.sbpBelow` outside the method's limits; 503
 *         `payment.providerError` when the acquirer fails (the attempt is marked failed).
 */
export function startCardPayment(
  app: FastifyInstance,
  req: FastifyRequest,
  input: CardPaymentInput,
): Promise<StartedPayment> {
  checkMethodLimit(app, req, input.method ?? 'card', input.amountKopecks);
  return oneAtATime(linkKey(input.link), () => startCardPaymentNow(app, req, input));
}

async function startCardPaymentNow(
  app: FastifyInstance,
  req: FastifyRequest,
  input: CardPaymentInput,
): Promise<StartedPayment> {
  const pending = await app.db.query.payments.findFirst({
    where: and(
      linkCondition(input.link),
      eq(payments.status, 'pending'),
      eq(payments.method, input.method ?? 'card'),
      eq(payments.amountKopecks, input.amountKopecks),
    ),
    orderBy: desc(payments.id),
  });
  if (pending?.confirmationUrl)
    return { paymentId: pending.id, status: 'pending', confirmationUrl: pending.confirmationUrl };
  // A fiscal receipt needs a contact (docs/rules.md R5.24): the payment step asks for an e-mail.
  const customer = await receiptContact(app, input.link);
  if (!customer) {
    const msg = req.t('payment.contactNeeded');
    throw new ApiError(422, msg, { email: [msg] });
  }
  await cancelPendingPayments(app, app.db, linkCondition(input.link));
  const now = app.clock.now();
  const [p] = await app.db
    .insert(payments)
    .values({
      companyId: input.companyId,
      ...input.link,
      method: input.method ?? 'card',
      provider: app.payments.name,
      idempotencyKey: randomUUID(),
      amountKopecks: input.amountKopecks,
      createdAt: now,
    })
    .returning();
  try {
    const receipt = await paymentReceipt(app, p, customer);
    const r = await app.payments.create({
      paymentId: p.id,
      amountKopecks: input.amountKopecks,
      idempotencyKey: p.idempotencyKey,
      description: input.description,
      returnUrl: `${app.config.publicUrl}${withPayment(input.returnPath(p.id), p.id)}`,
      savePaymentMethod: input.savePaymentMethod,
      receipt,
      method: input.method ?? 'card',
    });
    await app.db
      .update(payments)
      .set({ providerPaymentId: r.providerPaymentId, confirmationUrl: r.confirmationUrl })
      .where(eq(payments.id, p.id));
    return { paymentId: p.id, status: 'pending', confirmationUrl: r.confirmationUrl };
  } catch (e) {
    req.log.error(e, 'payment provider');
    // No finishedAt: the payer never reached the bank, so the 20-minute wait after a declined
    // card (docs/rules.md R5.15) does not start.
    await app.db.update(payments).set({ status: 'failed', finishedAt: null }).where(eq(payments.id, p.id));
    throw new ApiError(503, req.t('payment.providerError'));
  }
}

/** `path` with `payment=<id>` added to its query. */
export function withPayment(path: string, paymentId: number): string {
  return `${path}${path.includes('?') ? '&' : '?'}payment=${paymentId}`;
}
