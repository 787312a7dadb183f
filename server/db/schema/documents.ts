/**
 * Documents of tenants and owners (docs/rules.md R11.1–R11.6): the register, each document's
 * history, and the requests for a document that the MC handles in the back office. Two
 * independent tracks per document: payment (`amount_kopecks` set → `paid_at`) and signature
 * (`signature_required` → `signed_at`, signed in the mobile app only). Payments of a document are
 * rows of `payments` with `target_kind = 'document'` (server/services/document-payments.ts).
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, type Localized } from './columns';
import { companyColumn } from './company';
import { objectColumn, objects } from './objects';
import { uploads } from './uploads';
import { userColumn } from './users';
import { esignAcceptances } from './esign';
import type { DocumentRequestKind, DocumentRequestStatus, DocumentType } from '../../../src/domain/documents';
import type { ClientType } from '../../../src/domain/clients';
import type { Role } from '../../../src/domain/access';

/** `bytea` as a Node Buffer (PGlite answers a Uint8Array, node-postgres a Buffer). */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (v) => (Buffer.isBuffer(v) ? v : Buffer.from(v)),
});

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
    companyId: companyColumn(),
    /** Whose document it is: only they see it (someone else's answers 404). */
    userId: userColumn(),
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
    check(
      'documents_period_ck',
      sql`${t.periodFrom} is null or ${t.periodUntil} is null or ${t.periodFrom} <= ${t.periodUntil}`,
    ),
  ],
);

/** What happened to a document, in order (its history on the page). */
export const documentEvents = pgTable(
  'document_events',
  {
    id: serial('id').primaryKey(),
    documentId: integer('document_id')
      .notNull()
      .references(() => documents.id),
    kind: text('kind')
      .$type<'issued' | 'paid' | 'payment_failed' | 'signed' | 'reminded_due' | 'reminded_validity' | 'marked_paid'>()
      .notNull(),
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
    companyId: companyColumn(),
    userId: userColumn(),
    objectId: objectColumn(),
    kind: text('kind').$type<DocumentRequestKind>().notNull(),
    comment: text('comment').notNull().default(''),
    status: text('status').$type<DocumentRequestStatus>().notNull().default('new'),
    /** The manager's note. */
    note: text('note').notNull().default(''),
    /** The document issued in answer. */
    documentId: integer('document_id').references(() => documents.id),
    createdAt: createdAt(),
  },
  (t) => [
    index('document_requests_user_idx').on(t.companyId, t.userId),
    index('document_requests_status_idx').on(t.companyId, t.status),
  ],
);

/**
 * The evidence of a simple electronic signature made in the mobile app (docs/rules.md R11.8): who
 * signed in which role, when, the exact PDF bytes signed and their SHA-256, the one-time code's
 * channel and the code row, the app's device and the client's address. One per document; the
 * served PDF is these bytes with a signature sheet appended (server/services/document-pdf.ts).
 */
export const documentSignatures = pgTable('document_signatures', {
  id: serial('id').primaryKey(),
  documentId: integer('document_id')
    .notNull()
    .unique('document_signatures_document_uq')
    .references(() => documents.id),
  companyId: companyColumn(),
  /** The signer (the document's person, or an agent by a proxy that grants signing). */
  userId: userColumn(),
  /** The role the session acted in (`guest`, `owner`, `agent`). */
  role: text('role').$type<Role>().notNull(),
  /** The proxy an agent signed under; null otherwise. */
  proxyId: integer('proxy_id'),
  signerName: text('signer_name').notNull(),
  /** The phone the code was sent to (E.164). */
  phone: text('phone').notNull(),
  signedAt: timestamp('signed_at', { withTimezone: true }).notNull(),
  /** SHA-256 (hex) of {@link pdf}. */
  pdfSha256: text('pdf_sha256').notNull(),
  /** The exact PDF bytes the signer was shown and signed. */
  pdf: bytea('pdf').notNull(),
  /** The language the signed PDF was rendered in. */
  pdfLang: text('pdf_lang').$type<'ru' | 'en'>().notNull(),
  /** How the one-time code reached the signer: `sms`, or `call` (the last digits of the caller's number). */
  codeChannel: text('code_channel').$type<'sms' | 'call'>().notNull(),
  /** The consumed one-time code (otp_codes.id). */
  codeId: integer('code_id').notNull(),
  /** The app's client type and push device (devices.id at signing; the row may be gone later). */
  clientType: text('client_type').$type<ClientType>().notNull(),
  deviceId: integer('device_id'),
  /** The client's IP address and User-Agent as the server saw them. */
  ip: text('ip').notNull(),
  userAgent: text('user_agent').notNull().default(''),
  /** The legal wording in force when signing (configuration: SIGNATURE_LEGAL_TEXT_RU/EN). */
  legalText: jsonb('legal_text').$type<Localized>().notNull(),
  /** The acceptance of the e-signature agreement it was made under (docs/rules.md R11.9); null before issue 38. */
  esignAcceptanceId: integer('esign_acceptance_id').references(() => esignAcceptances.id),
});
