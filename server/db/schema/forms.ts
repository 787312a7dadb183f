/** Requests sent from the public forms (docs/rules.md R6.8–R6.10). */
import { boolean, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { companyColumn } from './company';

/** A request sent from a public form: call-back, feedback, question (docs/rules.md R6.8–R6.10). */
export const formRequests = pgTable('form_requests', {
  id: serial('id').primaryKey(),
  companyId: companyColumn(),
  kind: text('kind').$type<'callback' | 'feedback' | 'question'>().notNull(),
  name: text('name').notNull(),
  phone: text('phone').notNull(),
  payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
  notificationsConsent: boolean('notifications_consent').notNull().default(false),
  /** docs/rules.md R16.7: `new` → `in_progress` → `done`, moved by a manager. */
  status: text('status').$type<'new' | 'in_progress' | 'done'>().notNull().default('new'),
  /** A manager's note. */
  note: text('note').notNull().default(''),
  createdAt: createdAt(),
});
