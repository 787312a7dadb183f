/**
 * Payments of the registered payable kinds (docs/rules.md R5.21, R5.22): a payer's card payment of
 * a target ({@link startTargetPayment}) and a merchant-initiated charge of a saved card
 * ({@link chargeSavedMethod}). Both refuse a kind missing from the app's registry
 * (./kinds.ts, filled by buildApp).
 */
import { randomUUID } from 'node:crypto';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { payments } from '../../db/schema';
import type { PaymentStatus } from '../../../src/contracts/payments';
import type { AcquirerMethod } from '../../../src/domain/payment-methods';
import { applyPaymentResult } from './apply';
import { linkCondition, startCardPayment, type StartedPayment } from './card';
import { registeredKind } from './kinds';
import { paymentReceipt, receiptContact } from './receipts';

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
  /** A bank card (default) or SBP (R5.27). */
  method?: AcquirerMethod;
}

/**
 * Starts (or resumes) a card payment of a target of a registered kind (docs/rules.md R5.21).
 * @throws Error `payment kind "<kind>" is not registered` for a kind missing from buildApp's list (a programming error); ApiError 503 when the acquirer fails.
 */
export async function startTargetPayment(
  app: FastifyInstance,
  req: FastifyRequest,
  input: TargetPaymentInput,
): Promise<StartedPayment> {
  registeredKind(app, input.kind);
  return startCardPayment(app, req, {
    companyId: input.companyId,
    link: { targetKind: input.kind, targetId: input.targetId, userId: input.userId },
    amountKopecks: input.amountKopecks,
    description: input.description,
    returnPath: () => input.returnPath,
    savePaymentMethod: input.savePaymentMethod,
    method: input.method,
  });
}

/** Input of {@link chargeSavedMethod}: a target as for {@link startTargetPayment}, and the saved method. */
export interface SavedMethodChargeInput extends Omit<TargetPaymentInput, 'returnPath' | 'savePaymentMethod'> {
  /** The acquirer's id of the method the payer let us save (`PaymentService.savedMethod`). */
  paymentMethodId: string;
}

/**
 * Charges a target of a registered kind from a saved method, without the payer (docs/rules.md R5.22): a
 * card payment with no confirmation page. While a merchant-initiated attempt of the same thing is
 * still pending nothing new is charged (that attempt is returned). The acquirer's answer is
 * applied once through `applyPaymentResult` (R5.17), so the target's `onResult`/`afterResult` run
 * as for a payment the payer made; a refused or unreachable acquirer counts as a failed attempt
 * (the target's retry rules apply). A `pending` answer is applied later by the webhook or a
 * status fetch.
 * @returns our payment id and its state after the call.
 * @throws Error for an unregistered kind (a programming error).
 */
export async function chargeSavedMethod(
  app: FastifyInstance,
  input: SavedMethodChargeInput,
): Promise<{ paymentId: number; status: PaymentStatus }> {
  registeredKind(app, input.kind);
  const link = { targetKind: input.kind, targetId: input.targetId, userId: input.userId };
  const inFlight = await app.db.query.payments.findFirst({
    where: and(
      linkCondition(link),
      eq(payments.status, 'pending'),
      eq(payments.method, 'card'),
      isNull(payments.confirmationUrl),
    ),
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
    // No contact, no receipt: the acquirer refuses the charge as it would (docs/rules.md R5.24).
    const customer = (await receiptContact(app, link)) ?? {};
    const receipt = await paymentReceipt(app, p, customer);
    const r = await app.payments.charge({
      paymentId: p.id,
      amountKopecks: input.amountKopecks,
      idempotencyKey: p.idempotencyKey,
      description: input.description,
      paymentMethodId: input.paymentMethodId,
      receipt,
    });
    await app.db.update(payments).set({ providerPaymentId: r.providerPaymentId }).where(eq(payments.id, p.id));
    status = r.status;
  } catch (e) {
    app.log.warn({ err: e, payment: p.id }, 'merchant-initiated charge refused');
    status = 'failed';
  }
  if (status !== 'pending') {
    await applyPaymentResult(app, p.id, status);
  }
  return { paymentId: p.id, status };
}
