/**
 * Documents of tenants and owners (docs/rules.md R11.1–R11.6): the register, each document's
 * history, and the requests for a document that the MC handles in the back office. Two
 * independent tracks per document: payment (`amount_kopecks` set → `paid_at`) and signature
 * (`signature_required` → `signed_at`, signed in the mobile app only). Payments of a document are
 * rows of `payments` with `target_kind = 'document'` (server/services/payment-targets.ts).
 */
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, date, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, type Localized } from './columns';
import { companies } from './company';
import { objects } from './objects';
import { uploads } from './uploads';
import { users } from './users';
import type { DocumentRequestKind, DocumentRequestStatus, DocumentType } from '../../../src/domain/documents';

/** A line of a generated document's table (services, charges): text and amount in kopecks. */
export interface DocumentLine {
  label: Localized;
  amountKopecks: number;
}

/** One document of a user, for one of their objects (or none, e.g. a proxy of a person). */
export const documents = pgTable(
  'documents',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').notNull().references(() => companies.id),
    /** Whose document it is: only they see it (someone else's answers 404). */
    userId: integer('user_id').notNull().references(() => users.id),
    objectId: integer('object_id').references(() => objects.id),
    type: text('type').$type<DocumentType>().notNull(),
    number: text('number').notNull(),
    name: jsonb('name').$type<Localized>().notNull(),
    issuedOn: date('issued_on', { mode: 'string' }).notNull(),
    dueOn: date('due_on', { mode: 'string' }),
    validUntil: date('valid_until', { mode: 'string' }),
    periodFrom: date('period_from', { mode: 'string' }),
    periodUntil: date('period_until', { mode: 'string' }),
    /** Amount to pay, kopecks; null when the document needs no payment. */
    amountKopecks: bigint('amount_kopecks', { mode: 'number' }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    signatureRequired: boolean('signature_required').notNull().default(false),
    signedAt: timestamp('signed_at', { withTimezone: true }),
    /** Who signed in the app (name as shown), the phone the code went to, the method and evidence hash. */
    signerName: text('signer_name'),
    signerPhone: text('signer_phone'),
    signMethod: text('sign_method'),
    signatureHash: text('signature_hash'),
    /** Free text of a generated document and its table lines. */
    body: jsonb('body').$type<{ text?: Localized; lines?: DocumentLine[] }>().notNull().default({}),
    /** An uploaded PDF that is the document itself (otherwise the PDF is generated from the fields). */
    fileId: text('file_id').references(() => uploads.id),
    dueRemindedAt: timestamp('due_reminded_at', { withTimezone: true }),
    validityRemindedAt: timestamp('validity_reminded_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('documents_user_idx').on(t.companyId, t.userId, t.issuedOn),
    /** A number names one document of the company (docs/rules.md R11.7: a duplicate answers 409). */
    uniqueIndex('documents_number_uq').on(t.companyId, t.number),
    check('documents_amount_ck', sql`${t.amountKopecks} is null or ${t.amountKopecks} > 0`),
    check('documents_period_ck', sql`${t.periodFrom} is null or ${t.periodUntil} is null or ${t.periodFrom} <= ${t.periodUntil}`),
  ],
);

/** What happened to a document, in order (its history on the page). */
export const documentEvents = pgTable(
  'document_events',
  {
    id: serial('id').primaryKey(),
    documentId: integer('document_id').notNull().references(() => documents.id),
    kind: text('kind').$type<'issued' | 'paid' | 'payment_failed' | 'signed' | 'reminded_due' | 'reminded_validity' | 'marked_paid'>().notNull(),
    /** Who did it, as shown (a manager's name, the signer); null for the system. */
    actor: text('actor'),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [index('document_events_doc_idx').on(t.documentId, t.at)],
);

/** A request for a document (a certificate of residence, a copy of an act) for one of the caller's objects. */
export const documentRequests = pgTable(
  'document_requests',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').notNull().references(() => companies.id),
    userId: integer('user_id').notNull().references(() => users.id),
    objectId: integer('object_id').notNull().references(() => objects.id),
    kind: text('kind').$type<DocumentRequestKind>().notNull(),
    comment: text('comment').notNull().default(''),
    status: text('status').$type<DocumentRequestStatus>().notNull().default('new'),
    /** The manager's note. */
    note: text('note').notNull().default(''),
    /** The document issued in answer. */
    documentId: integer('document_id').references(() => documents.id),
    createdAt: createdAt(),
  },
  (t) => [index('document_requests_user_idx').on(t.companyId, t.userId), index('document_requests_status_idx').on(t.companyId, t.status)],
);
