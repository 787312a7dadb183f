/**
 * Owner reports (docs/rules.md R13.1–R13.5):
 * - `owner_expenses`: an expense of a room under the MC in a month (utilities, cleaning, repairs),
 *   kopecks, with the document that backs it (number and name);
 * - `owner_statements`: one owner's monthly statement — a snapshot of the month's report
 *   (src/contracts/reports.ts `ReportData`) moving draft → published → paid in the back office.
 * Income is not stored: it is counted by night from bookings (src/domain/reports.ts).
 */
import { bigint, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { companyColumn } from './company';
import { users } from './users';
import { objectColumn } from './objects';
import type { ExpenseCategory, StatementStatus } from '../../../src/domain/reports';

/** An expense of a room in a month (docs/rules.md R13.3). */
export const ownerExpenses = pgTable(
  'owner_expenses',
  {
    id: serial('id').primaryKey(),
    companyId: companyColumn(),
    objectId: objectColumn(),
    /** `YYYY-MM`. */
    month: text('month').notNull(),
    category: text('category').$type<ExpenseCategory>().notNull(),
    amountKopecks: bigint('amount_kopecks', { mode: 'number' }).notNull(),
    /** The backing document: number and name, e.g. `Акт № 12 от 31.05` / `Act No. 12`. */
    documentNumber: text('document_number').notNull(),
    documentName: text('document_name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('owner_expenses_object_month_idx').on(t.objectId, t.month)],
);

/** An owner's monthly statement (docs/rules.md R13.5). `data` is the month's report snapshot. */
export const ownerStatements = pgTable(
  'owner_statements',
  {
    id: serial('id').primaryKey(),
    companyId: companyColumn(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id),
    /** `YYYY-MM`. */
    month: text('month').notNull(),
    status: text('status').$type<StatementStatus>().notNull().default('draft'),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    incomeKopecks: bigint('income_kopecks', { mode: 'number' }).notNull(),
    expensesKopecks: bigint('expenses_kopecks', { mode: 'number' }).notNull(),
    payableKopecks: bigint('payable_kopecks', { mode: 'number' }).notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('owner_statements_owner_month_uq').on(t.ownerId, t.month),
    index('owner_statements_company_month_idx').on(t.companyId, t.month),
  ],
);
