/**
 * Payment attempts of bookings (docs/rules.md R5.14–R5.18), of utility accounts (R10.7) and of
 * any other payable thing — a rent charge, a document, a service order, a subscription charge —
 * named by `target_kind` + `target_id` (R5.21, server/services/payments/kinds.ts).
 */
import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { bookings } from './bookings';
import { createdAt } from './columns';
import { companyColumn } from './company';
import { users } from './users';
import { utilityAccounts } from './utility-accounts';
import type { PaymentMethod, PaymentProvider, PaymentStatus } from '../../../src/contracts/payments';

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
