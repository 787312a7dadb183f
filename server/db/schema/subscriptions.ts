/**
 * Room subscriptions (docs/rules.md R12.8): `subscriptions` is a monthly service of a room;
 * `subscription_charges` one row per paid month, paid through the payments table
 * (`target_kind = 'subscription_charge'`).
 */
import { sql } from 'drizzle-orm';
import { bigint, date, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { companies } from './company';
import { users } from './users';
import { objects } from './objects';
import type { ChargeStatus, SubscriptionService, SubscriptionStatus } from '../../../src/domain/subscriptions';

/** A monthly service subscription of a room (docs/rules.md R12.8). */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    objectId: integer('object_id')
      .notNull()
      .references(() => objects.id),
    /** Who connected it and pays (the owner, or an agent allowed to pay). */
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    service: text('service').$type<SubscriptionService>().notNull(),
    /** Price per month, kopecks (fixed when connected). */
    priceKopecks: bigint('price_kopecks', { mode: 'number' }).notNull(),
    status: text('status').$type<SubscriptionStatus>().notNull().default('pending_payment'),
    startedOn: date('started_on', { mode: 'string' }).notNull(),
    /** The next charge's date (the end of the paid period); null before the first payment. */
    nextPaymentOn: date('next_payment_on', { mode: 'string' }),
    /** Set by a disconnection: from this date the service stops and nothing is charged. */
    endsOn: date('ends_on', { mode: 'string' }),
    /**
     * The acquirer's id of the card the payer let us save with the first month's payment; the
     * monthly job charges it without the payer (docs/rules.md R12.8, R5.22). Null: auto-charge
     * not set (or turned off) — each month is paid by the link in the notice.
     */
    paymentMethodId: text('payment_method_id'),
    /** How the saved card is shown, e.g. `•••• 4242` (never a card number); null when none. */
    cardLabel: text('card_label'),
    createdAt: createdAt(),
  },
  (t) => [
    index('subscriptions_object_idx').on(t.objectId),
    index('subscriptions_due_idx').on(t.status, t.nextPaymentOn),
    // One live subscription of a service per room.
    uniqueIndex('subscriptions_live_uq')
      .on(t.objectId, t.service)
      .where(sql`${t.status} <> 'inactive'`),
  ],
);

/** One month of a subscription: charged once (unique per period), retried after a failure. */
export const subscriptionCharges = pgTable(
  'subscription_charges',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    subscriptionId: integer('subscription_id')
      .notNull()
      .references(() => subscriptions.id),
    periodStart: date('period_start', { mode: 'string' }).notNull(),
    periodEnd: date('period_end', { mode: 'string' }).notNull(),
    amountKopecks: bigint('amount_kopecks', { mode: 'number' }).notNull(),
    status: text('status').$type<ChargeStatus>().notNull().default('due'),
    /** Failed payment attempts so far (the retry schedule counts them, src/domain/subscriptions.ts). */
    failures: integer('failures').notNull().default(0),
    /** When a failed charge is tried again. */
    retryOn: date('retry_on', { mode: 'string' }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('subscription_charges_period_uq').on(t.subscriptionId, t.periodStart),
    index('subscription_charges_retry_idx').on(t.status, t.retryOn),
  ],
);
