/**
 * Payment attempts of bookings (docs/rules.md R5.14–R5.18), of utility accounts (R10.7) and of
 * any other payable thing — a rent charge, a document, a service order, a subscription charge —
 * named by `target_kind` + `target_id` (R5.21, server/services/payments/kinds.ts).
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { bookingRefunds } from './backoffice';
import { bookings } from './bookings';
import { createdAt } from './columns';
import { companyColumn } from './company';
import { users } from './users';
import { utilityAccounts } from './utility-accounts';
import type { PaymentMethod, PaymentProvider, PaymentStatus } from '../../../src/contracts/payments';
import type { Receipt, ReceiptLine, VatRate } from '../../../src/domain/fiscal';
import type { FiscalItemKind } from '../../../src/domain/fiscal-lines';

/** Payment states (defined once in src/contracts/payments.ts; docs/rules.md R5.18). */
export type { PaymentStatus } from '../../../src/contracts/payments';

/**
 * A payment attempt. `idempotencyKey` is unique (sent to YooKassa as Idempotence-Key);
 * applying a result is a conditional `UPDATE … WHERE status = 'pending' RETURNING`, so a
 * payment changes the booking once however many webhooks or return visits arrive.
 */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    companyId: companyColumn(),
    /** The booking paid; null for a payment of a utility account. */
    bookingId: integer('booking_id').references(() => bookings.id),
    /** The utility account paid (docs/rules.md R10.7); null for a booking's payment. Exactly one of the two is set. */
    utilityAccountId: integer('utility_account_id').references(() => utilityAccounts.id),
    /**
     * Any other payable thing (docs/rules.md R5.21): its kind (registered in
     * server/services/payments/kinds.ts) and row id; null for bookings and utility accounts.
     */
    targetKind: text('target_kind'),
    targetId: integer('target_id'),
    /** The payer of a target payment (only they see it); null for bookings and utility accounts, whose owner is the payer. */
    userId: integer('user_id').references(() => users.id),
    /**
     * `card` or `sbp` (the acquirer, docs/rules.md R5.27) or `bank_transfer` (legal entities,
     * docs/rules.md R5.16: 2–3 business days).
     */
    method: text('method').$type<PaymentMethod>().notNull(),
    provider: text('provider').$type<PaymentProvider>().notNull(),
    providerPaymentId: text('provider_payment_id'),
    idempotencyKey: text('idempotency_key').notNull(),
    amountKopecks: bigint('amount_kopecks', { mode: 'number' }).notNull(),
    /**
     * Of a succeeded payment, the kopecks that paid nothing (the thing was already paid, gone, or
     * owed less): due back to the payer (docs/rules.md R5.23). 0 otherwise.
     */
    refundKopecks: bigint('refund_kopecks', { mode: 'number' }).notNull().default(0),
    status: text('status').$type<PaymentStatus>().notNull().default('pending'),
    confirmationUrl: text('confirmation_url'),
    createdAt: createdAt(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('payments_idempotency_uq').on(t.idempotencyKey),
    uniqueIndex('payments_provider_id_uq').on(t.provider, t.providerPaymentId),
    index('payments_booking_idx').on(t.bookingId, t.createdAt),
    index('payments_utility_account_idx').on(t.utilityAccountId, t.createdAt),
    index('payments_target_idx').on(t.targetKind, t.targetId, t.createdAt),
    check('payments_target_ck', sql`num_nonnulls(${t.bookingId}, ${t.utilityAccountId}, ${t.targetId}) = 1`),
    check(
      'payments_target_kind_ck',
      sql`(${t.targetKind} is null) = (${t.targetId} is null) and (${t.targetId} is null or ${t.userId} is not null)`,
    ),
  ],
);

/** Why a fiscal receipt was made (docs/rules.md R5.24): a payment, a refund, or the settlement of a prepayment. */
export type FiscalReceiptKind = 'payment' | 'refund' | 'settlement';
/** A fiscal receipt's registration with the tax office through the acquirer's cash register (R5.24). */
export type FiscalReceiptStatus = 'pending' | 'registered' | 'failed';

/**
 * A fiscal receipt (54-FZ; docs/rules.md R5.24) as sent to the acquirer: its items (kopecks, VAT
 * code, mode, subject), customer, tax system and, once the provider registered it, the fiscal
 * attributes (ФН, ФД, ФПД). One receipt of a kind per payment (a refund's per refund).
 */
export const fiscalReceipts = pgTable(
  'fiscal_receipts',
  {
    id: serial('id').primaryKey(),
    companyId: companyColumn(),
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payments.id),
    kind: text('kind').$type<FiscalReceiptKind>().notNull(),
    /** The refund this receipt returns (kind `refund`): a booking refund's id, else null. */
    refundId: integer('refund_id').references(() => bookingRefunds.id),
    /** The receipt's lines (src/domain/fiscal.ts ReceiptLine: kopecks, codes). */
    items: jsonb('items').$type<ReceiptLine[]>().notNull(),
    customer: jsonb('customer').$type<Receipt['customer']>().notNull(),
    taxSystemCode: integer('tax_system_code').notNull(),
    /** The receipt's total, kopecks (the items' sum). */
    amountKopecks: bigint('amount_kopecks', { mode: 'number' }).notNull(),
    status: text('status').$type<FiscalReceiptStatus>().notNull().default('pending'),
    providerReceiptId: text('provider_receipt_id'),
    /** Fiscal storage number (ФН). */
    fiscalStorageNumber: text('fiscal_storage_number'),
    /** Fiscal document number (ФД). */
    fiscalDocumentNumber: text('fiscal_document_number'),
    /** Fiscal attribute of the document (ФПД). */
    fiscalAttribute: text('fiscal_attribute'),
    registeredAt: timestamp('registered_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('fiscal_receipts_payment_idx').on(t.paymentId),
    uniqueIndex('fiscal_receipts_once_uq')
      .on(t.paymentId, t.kind)
      .where(sql`${t.kind} <> 'refund'`),
    uniqueIndex('fiscal_receipts_refund_uq').on(t.refundId),
    check('fiscal_receipts_kind_ck', sql`${t.kind} in ('payment', 'refund', 'settlement')`),
    check('fiscal_receipts_status_ck', sql`${t.status} in ('pending', 'registered', 'failed')`),
    check('fiscal_receipts_tax_system_ck', sql`${t.taxSystemCode} between 1 and 6`),
  ],
);

/**
 * A company's tax settings from a date (docs/rules.md R5.25): its tax system (YooKassa
 * `tax_system_code` 1–6) and the VAT rate of each item kind (src/domain/fiscal-lines.ts
 * FISCAL_ITEM_KINDS → `main`, `none`, `0`, `5`, `7`, `10`). The row in force on a payment's day is
 * the last whose `effective_from` is not after it.
 */
export const taxSettings = pgTable(
  'tax_settings',
  {
    id: serial('id').primaryKey(),
    companyId: companyColumn(),
    effectiveFrom: date('effective_from', { mode: 'string' }).notNull(),
    taxSystemCode: integer('tax_system_code').notNull(),
    vat: jsonb('vat').$type<Record<FiscalItemKind, VatRate>>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('tax_settings_from_uq').on(t.companyId, t.effectiveFrom),
    check('tax_settings_tax_system_ck', sql`${t.taxSystemCode} between 1 and 6`),
  ],
);
