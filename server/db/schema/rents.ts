/**
 * Leases and their rent charges (docs/rules.md R9): a tenant's long stay in an object, its terms
 * (monthly rent, deposit, payment day, notice days), the monthly charges paid through the
 * generic payment targets (`payments.target_kind = 'rent_charge'`, server/services/rents.ts),
 * the check-in acceptance and the documents (contract, addenda, registration scans).
 * Money as integer kopecks (64-bit); dates `YYYY-MM-DD`; periods half-open `[from, to)`.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { companyColumn } from './company';
import { objectColumn } from './objects';
import { uploads } from './uploads';
import { userColumn, users } from './users';
import type { EndQuote } from '../../../src/contracts/rents';

/** A lease (docs/rules.md R9.1); the status is derived from the dates (src/domain/rents.ts). */
export const leases = pgTable(
  'leases',
  {
    id: serial('id').primaryKey(),
    companyId: companyColumn(),
    objectId: objectColumn(),
    /** The tenant. */
    userId: userColumn(),
    /** Who created it: the owner, their agent or a manager. */
    createdBy: integer('created_by').references(() => users.id),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    /** Day after the last night (exclusive). */
    endDate: date('end_date', { mode: 'string' }).notNull(),
    monthlyRentKopecks: bigint('monthly_rent_kopecks', { mode: 'number' }).notNull(),
    depositKopecks: bigint('deposit_kopecks', { mode: 'number' }).notNull().default(0),
    /** Day of the month rent is due (the start's day by default). */
    paymentDay: smallint('payment_day').notNull(),
    /** Notice of an early end the contract asks for, days; shorter → the deposit is kept (R9.3). */
    noticeDays: smallint('notice_days').notNull().default(30),
    /** `individual` or `legal` (a legal entity may pay by bank transfer, R9.4). */
    payerType: text('payer_type').$type<'individual' | 'legal'>().notNull().default('individual'),
    /** Move-out date of a confirmed early end. */
    endedEarlyOn: date('ended_early_on', { mode: 'string' }),
    /** The settlement of the confirmed early end, as its confirmation showed it (R9.3). */
    settlement: jsonb('settlement').$type<EndQuote>(),
    /** When the tenant accepted the check-in conditions, and which version (R9.5). */
    checkInAcceptedAt: timestamp('check_in_accepted_at', { withTimezone: true }),
    checkInVersion: text('check_in_version'),
    /** The separate personal-data consent for the registration documents (152-FZ). */
    pdConsentAt: timestamp('pd_consent_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('leases_user_idx').on(t.userId),
    index('leases_object_idx').on(t.objectId, t.startDate),
    check('leases_period_ck', sql`${t.endDate} > ${t.startDate}`),
    check('leases_money_ck', sql`${t.monthlyRentKopecks} > 0 and ${t.depositKopecks} >= 0`),
    check('leases_payment_day_ck', sql`${t.paymentDay} between 1 and 31`),
  ],
);

/** One monthly rent charge of a lease (docs/rules.md R9.1). */
export const rentCharges = pgTable(
  'rent_charges',
  {
    id: serial('id').primaryKey(),
    companyId: companyColumn(),
    leaseId: integer('lease_id')
      .notNull()
      .references(() => leases.id, { onDelete: 'cascade' }),
    periodFrom: date('period_from', { mode: 'string' }).notNull(),
    periodTo: date('period_to', { mode: 'string' }).notNull(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    amountKopecks: bigint('amount_kopecks', { mode: 'number' }).notNull(),
    /** Set once, by the payment that paid it (applied once, R9.4). */
    paidAt: timestamp('paid_at', { withTimezone: true }),
    paymentId: integer('payment_id'),
    /** Cancelled by an early end (R9.3). */
    cancelled: boolean('cancelled').notNull().default(false),
    /** The part of the charge the deposit covered at an early end (R9.3); `amount_kopecks` is what is left to pay. */
    depositOffsetKopecks: bigint('deposit_offset_kopecks', { mode: 'number' }).notNull().default(0),
    /** When the 3-day reminder went (once, R9.6). */
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('rent_charges_period_uq').on(t.leaseId, t.periodFrom),
    index('rent_charges_due_idx').on(t.dueDate),
    check('rent_charges_amount_ck', sql`${t.amountKopecks} >= 0`),
  ],
);

/** Kinds of a lease's documents. */
export const RENT_DOCUMENT_KINDS = ['contract', 'addendum', 'termination', 'registration'] as const;
export type RentDocumentKind = (typeof RENT_DOCUMENT_KINDS)[number];

/** A document of a lease: the contract and addenda (generated), registration scans (uploaded). */
export const leaseDocuments = pgTable(
  'lease_documents',
  {
    id: serial('id').primaryKey(),
    companyId: companyColumn(),
    leaseId: integer('lease_id')
      .notNull()
      .references(() => leases.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<RentDocumentKind>().notNull(),
    /**
     * The contract's number, a scan's file name, or an addendum's or a termination's date
     * DD.MM.YYYY, from which its title is composed in the reader's language (docs/rules.md R8.9).
     */
    name: text('name').notNull(),
    /** The scan (registration documents); null for generated documents. */
    uploadId: text('upload_id').references(() => uploads.id),
    createdAt: createdAt(),
  },
  (t) => [index('lease_documents_lease_idx').on(t.leaseId)],
);
