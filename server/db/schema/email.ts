/** Transactional e-mail: the outbox and each person's choices (docs/rules.md R22). */
import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { companyColumn } from './company';
import { users } from './users';
import type { EmailStatus, EmailTemplateName } from '../../../src/domain/email';

/**
 * One e-mail, rendered when queued (docs/rules.md R22.4): `event_key` is unique, so one event
 * (e.g. `booking-confirmed:42`) is e-mailed once, also when two instances queue it at once. The
 * job (server/jobs/index.ts `email-outbox`) sends the due `queued` rows.
 */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: serial('id').primaryKey(),
    companyId: companyColumn(),
    eventKey: text('event_key').notNull(),
    userId: integer('user_id').references(() => users.id),
    address: text('address').notNull(),
    language: text('language').$type<'ru' | 'en'>().notNull(),
    template: text('template').$type<EmailTemplateName>().notNull(),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    text: text('text').notNull(),
    /** Attachments, base64 (the stay's `.ics`). */
    attachments: jsonb('attachments')
      .$type<{ filename: string; contentType: string; base64: string }[]>()
      .notNull()
      .default([]),
    status: text('status').$type<EmailStatus>().notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull(),
    /** The SMTP reply of the last refusal (code and text; never the message itself). */
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** The Message-ID the server accepted the message under. */
    messageId: text('message_id'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('email_outbox_event_uq').on(t.eventKey),
    index('email_outbox_due_idx').on(t.status, t.nextAttemptAt),
  ],
);

/**
 * A person's e-mail choices (docs/rules.md R22.3): the optional templates switched off, and the
 * language their e-mails are written in (the interface language they last saved the choices in,
 * else that of their booking form).
 */
export const emailSettings = pgTable('email_settings', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id),
  off: jsonb('off').$type<EmailTemplateName[]>().notNull().default([]),
  language: text('language').$type<'ru' | 'en'>(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
