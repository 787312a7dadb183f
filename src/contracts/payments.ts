/**
 * Contract of payments (docs/rules.md R5.13–R5.18): start a payment of a booking, a payment's
 * state, the sandbox acquirer's choice and the YooKassa notification. The server validates with
 * these schemas (server/routes/payments/); the SPA imports the types only (`import type`).
 */
import { z } from 'zod';
import { envelope, idParams, kopecks } from './common';
import { apiTag, endpoint } from './endpoint';
import { ACQUIRER_METHODS } from '../domain/payment-methods';

/**
 * `card` or `sbp` (the acquirer: a bank card or the Faster Payments System, docs/rules.md R5.27)
 * or `bank_transfer` (legal entities, 2–3 business days).
 */
export const PAYMENT_METHODS = ['card', 'sbp', 'bank_transfer'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
/**
 * Payment states: in progress, success, failure, and `cancelled` — withdrawn by us before the payer
 * finished (a newer payment of the same thing, or the thing was paid otherwise; docs/rules.md R5.23).
 */
export const PAYMENT_STATUSES = ['pending', 'succeeded', 'failed', 'cancelled'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
/** Who processes a payment. */
export const PAYMENT_PROVIDERS = ['sandbox', 'yookassa', 'bank'] as const;
export type PaymentProvider = (typeof PAYMENT_PROVIDERS)[number];

export const paymentMethod = z.enum(PAYMENT_METHODS);
export const paymentStatus = z.enum(PAYMENT_STATUSES);
/** A method the acquirer takes from the payer (`card` or `sbp`, docs/rules.md R5.27). */
export const acquirerMethod = z.enum(ACQUIRER_METHODS);
/** The body of a payable kind's "pay" call: the acquirer method (default card; no body is card too). */
export const acquirerPay = z.object({ method: acquirerMethod.default('card') }).nullish();

/** POST app/v1/bookings/{id}/payments body. */
export const paymentStart = z.object({ method: paymentMethod.default('card') });

/** One item of a fiscal receipt as the payer sees it (docs/rules.md R5.24): kopecks, YooKassa's codes. */
export const fiscalReceiptItem = z.object({
  description: z.string(),
  quantity: z.number(),
  unitKopecks: kopecks,
  /** `unit × quantity`, kopecks. */
  amountKopecks: kopecks,
  /** YooKassa `vat_code` 1–12. */
  vatCode: z.number().int().min(1).max(12),
  /** The rate, percent; null for "без НДС" (code 1). */
  vatPercent: z.number().nullable(),
  /** The VAT inside the item's amount, kopecks. */
  vatKopecks: kopecks,
  paymentMode: z.enum(['full_prepayment', 'full_payment']),
  paymentSubject: z.enum(['service', 'commodity', 'payment', 'another']),
});

/** A fiscal receipt of a payment, its refund or its settlement (docs/rules.md R5.24). */
export const fiscalReceipt = z.object({
  id: z.number().int(),
  kind: z.enum(['payment', 'refund', 'settlement']),
  /** `pending` — being registered; `registered` — the fiscal attributes are set; `failed`. */
  status: z.enum(['pending', 'registered', 'failed']),
  items: z.array(fiscalReceiptItem),
  amountKopecks: kopecks,
  vatKopecks: kopecks,
  /** YooKassa `tax_system_code` 1–6. */
  taxSystemCode: z.number().int().min(1).max(6),
  customer: z.object({ email: z.string().optional(), phone: z.string().optional() }),
  /** ФН, ФД, ФПД; null until registered. */
  fiscalStorageNumber: z.string().nullable(),
  fiscalDocumentNumber: z.string().nullable(),
  fiscalAttribute: z.string().nullable(),
  registeredAt: z.string().nullable(),
  createdAt: z.string(),
});
export type FiscalReceipt = z.infer<typeof fiscalReceipt>;

/** GET app/v1/payments/{id}: a payment's state (the return page). */
export const paymentDetail = z.object({
  id: z.number().int(),
  /** The booking paid, or null for a utility account's payment (docs/rules.md R10.7). */
  bookingId: z.number().int().nullable(),
  bookingNumber: z.string().nullable(),
  /** The utility account paid, or null for a booking's payment. */
  utilityAccountId: z.number().int().nullable(),
  accountNumber: z.string().nullable(),
  /** Any other payable thing (docs/rules.md R5.21): its kind (`rent_charge`, `document`, …) and id; null for bookings and utility accounts. */
  targetKind: z.string().nullable(),
  targetId: z.number().int().nullable(),
  /** What was paid, in the request's language (target payments; null otherwise). */
  label: z.string().nullable(),
  method: paymentMethod,
  provider: z.enum(PAYMENT_PROVIDERS),
  status: paymentStatus,
  amountKopecks: kopecks,
  /** The part of a success that paid nothing (more than was due): owed back to the payer (R5.23). */
  refundKopecks: kopecks,
  currency: z.literal('RUB'),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
  /** The SPA page to return to. */
  returnUrl: z.string(),
  /** Its fiscal receipts, oldest first: the payment's, then a settlement's or refunds' (R5.24). */
  fiscalReceipts: z.array(fiscalReceipt),
});
export type PaymentDetail = z.infer<typeof paymentDetail>;

/** POST app/v1/payments/{id}/sandbox body: the payer's choice on the sandbox acquirer's page. */
export const sandboxOutcome = z.object({ outcome: z.enum(['succeeded', 'failed']) });

/** POST app/v1/payments/webhook/yookassa body: only the payment id is read; its status is re-fetched. */
export const yookassaWebhook = z
  .object({ event: z.string().max(100), object: z.object({ id: z.string().min(1).max(100) }).loose() })
  .loose();
/** The webhook's answer. */
export const webhookAck = z.object({ ok: z.boolean(), applied: z.boolean() });

/** The OpenAPI tag `payments` of these endpoints, with what it groups (the document lists it: server/openapi.ts). */
export const paymentsTag = apiTag('payments', 'Payments by card or bank transfer and their status (R5.20–R5.23)');

/** The endpoints of `payments` (docs/architecture.md § The typed seam). */
export const paymentsEndpoints = {
  show: endpoint({
    method: 'get',
    path: '/payments/:id',
    access: ['payments', 'show'],
    params: idParams,
    responses: { 200: envelope(paymentDetail) },
    summary: "A payment's state (the return page); a pending YooKassa payment is re-checked with YooKassa",
    tags: ['payments'],
  }),
  sandbox: endpoint({
    method: 'post',
    path: '/payments/:id/sandbox',
    access: ['payments', 'complete'],
    params: idParams,
    body: sandboxOutcome,
    responses: { 200: envelope(paymentDetail) },
    summary: "The local sandbox acquirer's page: the payer chooses success or failure",
    tags: ['payments'],
  }),
  /** Registered outside the company-scoped group: YooKassa sends no `company` header. */
  webhook: endpoint({
    method: 'post',
    path: '/payments/webhook/yookassa',
    access: ['payments', 'webhook'],
    body: yookassaWebhook,
    responses: { 200: envelope(webhookAck) },
    summary: 'YooKassa notification (payment.succeeded / payment.canceled); the status is re-fetched',
    tags: ['payments'],
    noAppHeaders: true,
  }),
};
