/** Tickets of the live-event stream (docs/rules.md R23.10; GET app/v1/events). */
import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { sessions, userColumn } from './users';

/**
 * A single-use ticket that opens one live-event stream (docs/rules.md R23.10): the browser's
 * `EventSource` cannot send `Authorization`, so POST app/v1/events/ticket (bearer) issues one and
 * GET app/v1/events?ticket=… redeems it on whichever instance the balancer picks. Only the
 * SHA-256 of the ticket is stored; it lives 60 s and is spent at the first redemption.
 */
export const liveEventTickets = pgTable(
  'live_event_tickets',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').notNull(),
    userId: userColumn(),
    /** The session that asked; its logout or revocation ends the stream. */
    sessionId: integer('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('live_event_tickets_expires_idx').on(t.expiresAt)],
);
