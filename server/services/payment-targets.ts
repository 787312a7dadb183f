/**
 * Card payments of anything payable (docs/rules.md R5.21), in one place:
 *
 * - {@link startCardPayment} — the one implementation of "start a card payment with the acquirer":
 *   a pending attempt of the same thing and amount is reused (a double click starts one payment),
 *   a new one is inserted as `pending`, the acquirer (`app.payments`: the sandbox by default,
 *   YooKassa when configured) is asked for its confirmation page, and an acquirer failure marks
 *   the attempt failed and answers 503. Bookings (server/services/payment-start.ts) and utility
 *   accounts (server/routes/bills/repo.ts) use it with their own columns.
 * - Payment targets — every other payable thing (a rent charge, a document, a service order, a
 *   subscription charge) is a `target_kind` + `target_id` on the payment. Its module registers the
 *   kind once with {@link registerPaymentTarget}; {@link startTargetPayment} starts a payment of
 *   it; server/jobs/bookings.ts `applyPaymentResult` calls the kind's `onResult` inside the
 *   transaction that applies the outcome exactly once, so "paying twice is applied once" holds for
 *   every kind.
 * - One payer attempt at a time (docs/rules.md R5.23): starting a payment of a thing withdraws its
 *   other pending payer attempts ({@link cancelPendingPayments}), starts of one thing run one after
 *   another, and a success beyond what is due is kept as a credit or recorded as a refund by
 *   `applyPaymentResult`.
 * - {@link chargeSavedMethod} — a merchant-initiated charge of a card the payer let us save
 *   (docs/rules.md R5.22): no confirmation page; the acquirer's answer goes through the same
 *   exactly-once `applyPaymentResult`.
 */
import { randomUUID } from 'node:crypto';
import { and, desc, eq, isNotNull, isNull, type SQL } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { payments, type Localized } from '../db/schema';
import { ApiError } from '../errors';
import type { PaymentStatus } from '../../src/contracts/payments';

/** A payment row. */
export type PaymentRow = typeof payments.$inferSelect;

/** A database handle inside a transaction (what `app.db.transaction` hands its callback). */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** A started payment: its id, state and the acquirer's confirmation page (where the SPA sends the browser). */
export interface StartedPayment {
  paymentId: number;
  status: PaymentStatus;
  confirmationUrl: string | null;
}

/** What a payment pays for: a booking, a utility account, or a registered target kind. */
export type PaymentLink =
  | { bookingId: number }
  | { utilityAccountId: number }
  | { targetKind: string; targetId: number; userId: number };

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
}

function linkCondition(link: PaymentLink): SQL {
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
    .where(and(where, eq(payments.status, 'pending'), eq(payments.method, 'card'), isNotNull(payments.confirmationUrl)))
    .returning({ id: payments.id, providerPaymentId: payments.providerPaymentId });
  for (const r of rows) if (r.providerPaymentId) await app.payments.cancel(r.providerPaymentId);
  return rows.map((r) => r.id);
}

/** The payment link's key for {@link oneAtATime}. */
const linkKey = (link: PaymentLink) => ('bookingId' in link ? `b${link.bookingId}` : 'utilityAccountId' in link ? `u${link.utilityAccountId}` : `t${link.targetKind}:${link.targetId}:${link.userId}`);

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
 * Starts of one link run one after another.
 * @throws ApiError 503 `payment.providerError` when the acquirer fails (the attempt is marked failed).
 */
export function startCardPayment(app: FastifyInstance, req: FastifyRequest, input: CardPaymentInput): Promise<StartedPayment> {
  return oneAtATime(linkKey(input.link), () => startCardPaymentNow(app, req, input));
}

async function startCardPaymentNow(app: FastifyInstance, req: FastifyRequest, input: CardPaymentInput): Promise<StartedPayment> {
  const pending = await app.db.query.payments.findFirst({
    where: and(linkCondition(input.link), eq(payments.status, 'pending'), eq(payments.method, 'card'), eq(payments.amountKopecks, input.amountKopecks)),
    orderBy: desc(payments.id),
  });
  if (pending?.confirmationUrl) return { paymentId: pending.id, status: 'pending', confirmationUrl: pending.confirmationUrl };
  await cancelPendingPayments(app, app.db, linkCondition(input.link));
  const now = app.clock.now();
  const [p] = await app.db
    .insert(payments)
    .values({
      companyId: input.companyId,
      ...input.link,
      method: 'card',
      provider: app.payments.name,
      idempotencyKey: randomUUID(),
      amountKopecks: input.amountKopecks,
      createdAt: now,
    })
    .returning();
  try {
    const r = await app.payments.create({
      paymentId: p.id,
      amountKopecks: input.amountKopecks,
      idempotencyKey: p.idempotencyKey,
      description: input.description,
      returnUrl: `${app.config.publicUrl}${withPayment(input.returnPath(p.id), p.id)}`,
      savePaymentMethod: input.savePaymentMethod,
    });
    await app.db.update(payments).set({ providerPaymentId: r.providerPaymentId, confirmationUrl: r.confirmationUrl }).where(eq(payments.id, p.id));
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

/** What a target kind's module tells the payments resource about one of its payments. */
export interface PaymentTargetDescription {
  /** What was paid, in both languages (the sandbox page and the payment's page show it). */
  label: Localized;
  /** The SPA path the payer returns to after paying (without `?payment=`). */
  returnPath: string;
}

/** A payable kind's hooks (docs/rules.md R5.21). */
export interface PaymentTargetHandler {
  /**
   * Called once per payment, inside the transaction that moves it out of `pending` (or out of
   * `cancelled` for a late success): mark the target paid (or note the failure). Runs for every
   * outcome; keep it to database writes on `tx` (notify the user after, e.g. from `afterResult`).
   * @returns for a success, `false` when it paid nothing (the target was already paid or is gone):
   *          the whole amount is then recorded as a refund (docs/rules.md R5.23).
   */
  onResult(tx: Tx, payment: PaymentRow, outcome: 'succeeded' | 'failed'): Promise<boolean | void>;
  /** Called after the transaction committed (notifications, push); errors are logged, never thrown. */
  afterResult?(app: FastifyInstance, payment: PaymentRow, outcome: 'succeeded' | 'failed'): Promise<void>;
  /** The label and return page of a payment of this kind. */
  describe(app: Pick<FastifyInstance, 'db'>, payment: PaymentRow): Promise<PaymentTargetDescription>;
}

const targets = new Map<string, PaymentTargetHandler>();

/**
 * Registers a payable kind once (call at import time of the kind's routes module). A second
 * registration of the same kind replaces the first (tests rebuild the app).
 */
export function registerPaymentTarget(kind: string, handler: PaymentTargetHandler): void {
  targets.set(kind, handler);
}

/** The handler of `kind`, or undefined for an unknown kind (an old row of a removed kind). */
export function paymentTarget(kind: string | null): PaymentTargetHandler | undefined {
  return kind ? targets.get(kind) : undefined;
}

/** Input of {@link startTargetPayment}. */
export interface TargetPaymentInput {
  kind: string;
  targetId: number;
  companyId: number;
  /** The payer: only they see the payment (GET app/v1/payments/{id}). */
  userId: number;
  amountKopecks: number;
  description: string;
  /** The SPA path to return to (without `?payment=`), e.g. `/rent-payment-success/5`. */
  returnPath: string;
  /** Ask the acquirer to save the card for later merchant-initiated charges (R5.22). */
  savePaymentMethod?: boolean;
}

/**
 * Starts (or resumes) a card payment of a registered target (docs/rules.md R5.21).
 * @throws Error for an unregistered kind (a programming error); ApiError 503 when the acquirer fails.
 */
export async function startTargetPayment(app: FastifyInstance, req: FastifyRequest, input: TargetPaymentInput): Promise<StartedPayment> {
  if (!targets.has(input.kind)) throw new Error(`payment target "${input.kind}" is not registered`);
  return startCardPayment(app, req, {
    companyId: input.companyId,
    link: { targetKind: input.kind, targetId: input.targetId, userId: input.userId },
    amountKopecks: input.amountKopecks,
    description: input.description,
    returnPath: () => input.returnPath,
    savePaymentMethod: input.savePaymentMethod,
  });
}

/** Input of {@link chargeSavedMethod}: a target as for {@link startTargetPayment}, and the saved method. */
export interface SavedMethodChargeInput extends Omit<TargetPaymentInput, 'returnPath' | 'savePaymentMethod'> {
  /** The acquirer's id of the method the payer let us save (`PaymentService.savedMethod`). */
  paymentMethodId: string;
}

/**
 * Charges a registered target from a saved method, without the payer (docs/rules.md R5.22): a
 * card payment with no confirmation page. While a merchant-initiated attempt of the same thing is
 * still pending nothing new is charged (that attempt is returned). The acquirer's answer is
 * applied once through `applyPaymentResult` (R5.17), so the target's `onResult`/`afterResult` run
 * as for a payment the payer made; a refused or unreachable acquirer counts as a failed attempt
 * (the target's retry rules apply). A `pending` answer is applied later by the webhook or a
 * status fetch.
 * @returns our payment id and its state after the call.
 * @throws Error for an unregistered kind (a programming error).
 */
export async function chargeSavedMethod(app: FastifyInstance, input: SavedMethodChargeInput): Promise<{ paymentId: number; status: PaymentStatus }> {
  if (!targets.has(input.kind)) throw new Error(`payment target "${input.kind}" is not registered`);
  const link = { targetKind: input.kind, targetId: input.targetId, userId: input.userId };
  const inFlight = await app.db.query.payments.findFirst({
    where: and(linkCondition(link), eq(payments.status, 'pending'), eq(payments.method, 'card'), isNull(payments.confirmationUrl)),
    orderBy: desc(payments.id),
  });
  if (inFlight) return { paymentId: inFlight.id, status: 'pending' };
  const [p] = await app.db
    .insert(payments)
    .values({
      companyId: input.companyId,
      ...link,
      method: 'card',
      provider: app.payments.name,
      idempotencyKey: randomUUID(),
      amountKopecks: input.amountKopecks,
      createdAt: app.clock.now(),
    })
    .returning();
  let status: PaymentStatus;
  try {
    const r = await app.payments.charge({
      paymentId: p.id,
      amountKopecks: input.amountKopecks,
      idempotencyKey: p.idempotencyKey,
      description: input.description,
      paymentMethodId: input.paymentMethodId,
    });
    await app.db.update(payments).set({ providerPaymentId: r.providerPaymentId }).where(eq(payments.id, p.id));
    status = r.status;
  } catch (e) {
    app.log.warn({ err: e, payment: p.id }, 'merchant-initiated charge refused');
    status = 'failed';
  }
  if (status !== 'pending') {
    // Imported here: server/jobs/bookings.ts imports this module.
    const { applyPaymentResult } = await import('../jobs/bookings');
    await applyPaymentResult(app, p.id, status);
  }
  return { paymentId: p.id, status };
}
