/**
 * Agents by power of attorney and room subscriptions (docs/rules.md R3.7, R12.3, R12.8, R12.10).
 * - `proxies`: a proxy an owner gives an agent, verified by the MC, with the acts it allows;
 *   `proxy_objects` the rooms it covers. server/scope.ts `proxiedObjects()` reads both.
 * - `subscriptions`: a monthly service of a room; `subscription_charges` one row per paid month,
 *   paid through the payments table (`target_kind = 'subscription_charge'`).
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { companies } from './company';
import { users } from './users';
import { objects } from './objects';
import type { ProxyAct, ProxyVerification } from '../../../src/domain/agents';
import type { ChargeStatus, SubscriptionService, SubscriptionStatus } from '../../../src/domain/subscriptions';

/** A power of attorney of an owner for an agent (docs/rules.md R12.3). */
export const proxies = pgTable(
  'proxies',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    /** The owner who gave it. */
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id),
    /** The agent (found or created by phone; holds the role `agent`). */
    agentId: integer('agent_id')
      .notNull()
      .references(() => users.id),
    /** The proxy's number as written on it. */
    number: text('number').notNull(),
    issuedOn: date('issued_on', { mode: 'string' }).notNull(),
    /** Last valid day (inclusive). */
    expiresOn: date('expires_on', { mode: 'string' }).notNull(),
    acts: text('acts').array().$type<ProxyAct[]>().notNull(),
    /** Upload ids (server/services/uploads.ts) of the agent's passport scans. */
    passportScanIds: jsonb('passport_scan_ids').$type<string[]>().notNull(),
    /** Upload id of the proxy's scan. */
    proxyScanId: text('proxy_scan_id').notNull(),
    /** The MC's check of the scans (R12.10). */
    verification: text('verification').$type<ProxyVerification>().notNull().default('pending'),
    rejectReason: text('reject_reason'),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** When the 30- and 7-day expiry reminders went to the owner (each once). */
    reminded30At: timestamp('reminded_30_at', { withTimezone: true }),
    reminded7At: timestamp('reminded_7_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('proxies_agent_idx').on(t.agentId),
    index('proxies_owner_idx').on(t.ownerId),
    index('proxies_expiry_idx').on(t.expiresOn),
  ],
);

/** The rooms a proxy covers. */
export const proxyObjects = pgTable(
  'proxy_objects',
  {
    proxyId: integer('proxy_id')
      .notNull()
      .references(() => proxies.id, { onDelete: 'cascade' }),
    objectId: integer('object_id')
      .notNull()
      .references(() => objects.id),
  },
  (t) => [primaryKey({ columns: [t.proxyId, t.objectId] }), index('proxy_objects_object_idx').on(t.objectId)],
);

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
