/**
 * Back-office tables (docs/rules.md R16.2, R16.3):
 * - `audit_log`: every change a manager makes — who, when, which record, the record before and
 *   after (JSON). The actor is a plain id plus a name snapshot, without a foreign key, so the log
 *   outlives the retention purge of accounts (server/jobs/retention.ts follows foreign keys).
 * - `booking_refunds`: refunds a manager recorded against a cancelled booking (kopecks).
 */
import { bigint, index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { companyColumn } from './company';
import { bookings } from './bookings';

/** One manager change. `entity` is the back-office resource (`bookings`, `payments`, …). */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    companyId: companyColumn(),
    /** users.id of the manager (no foreign key: the log is kept after the account is purged). */
    actorId: integer('actor_id').notNull(),
    /** The manager's name and phone at the time of the change. */
    actorName: text('actor_name').notNull(),
    entity: text('entity').notNull(),
    entityId: integer('entity_id').notNull(),
    /** The verb: `create`, `edit`, `delete`, `confirm-transfer`, `process-cancellation`, … */
    action: text('action').notNull(),
    before: jsonb('before').$type<Record<string, unknown> | null>(),
    after: jsonb('after').$type<Record<string, unknown> | null>(),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_company_time_idx').on(t.companyId, t.createdAt),
    index('audit_entity_idx').on(t.companyId, t.entity, t.entityId),
  ],
);

/** A refund paid back to the booker, recorded by a manager (kopecks). */
export const bookingRefunds = pgTable(
  'booking_refunds',
  {
    id: serial('id').primaryKey(),
    companyId: companyColumn(),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id),
    amountKopecks: bigint('amount_kopecks', { mode: 'number' }).notNull(),
    note: text('note'),
    recordedBy: integer('recorded_by').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('booking_refunds_booking_idx').on(t.bookingId)],
);
