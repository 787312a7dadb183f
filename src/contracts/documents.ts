/**
 * Contract of documents (Refine resource `documents`, docs/rules.md R11.1–R11.6) and of their
 * back office (`backoffice/documents`, `backoffice/document-requests`, R16): the caller's
 * register with filters, one document with its history, its PDF, paying it, signing it in the
 * mobile app (R11.8; the web's signature is refused, R11.3), and requests for a document. The server validates with these schemas; the SPA imports
 * the types only (`import type`).
 */
import { z } from 'zod';
import { envelope, id, idParams, isoDate, kopecks, listQuery, paginated, phone } from './common';
import { acquirerPay, paymentStatus } from './payments';
import { codeInfoEnvelope, otpCode } from './auth';
import { ROLES } from '../domain/access';
import { CLIENT_TYPES } from '../domain/clients';
import {
  DOCUMENT_REQUEST_KINDS,
  DOCUMENT_REQUEST_STATUSES,
  DOCUMENT_STATES,
  DOCUMENT_TYPES,
} from '../domain/documents';
import { apiTag, endpoint } from './endpoint';

const timestamp = z.string().describe('Server timestamp HH:mm:ss DD.MM.YYYY, UTC (R8.2)');

/** One document of the register (docs/rules.md R11.1). */
export const documentRow = z.object({
  id: z.number().int(),
  type: z.enum(DOCUMENT_TYPES),
  number: z.string(),
  name: z.string(),
  objectId: z.number().int().nullable(),
  objectTitle: z.string().nullable(),
  issuedOn: isoDate,
  dueOn: isoDate.nullable(),
  validUntil: isoDate.nullable(),
  periodFrom: isoDate.nullable(),
  periodUntil: isoDate.nullable(),
  /** Signing date (the day it was signed in the app, company time zone). */
  signedOn: isoDate.nullable(),
  amountKopecks: kopecks.nullable(),
  payment: z.enum(['none', 'requires_payment', 'paid']),
  signature: z.enum(['none', 'requires_signature', 'signed']),
});
export type DocumentRow = z.infer<typeof documentRow>;

/** GET app/v1/documents query: object, type, state, period overlapping [from, until], sort by date. */
export const documentListQuery = listQuery.extend({
  objectId: id.optional(),
  type: z.enum(DOCUMENT_TYPES).optional(),
  state: z.enum(DOCUMENT_STATES).optional(),
  from: isoDate.optional(),
  until: isoDate.optional(),
  _sort: z.enum(['issuedOn', 'dueOn', 'id']).optional(),
  _order: z.enum(['asc', 'desc', 'ASC', 'DESC']).optional(),
});
export type DocumentListQuery = z.infer<typeof documentListQuery>;
export const documentList = paginated(documentRow);

/** One history entry. */
export const documentEventDto = z.object({
  kind: z.enum(['issued', 'paid', 'payment_failed', 'signed', 'reminded_due', 'reminded_validity', 'marked_paid']),
  actor: z.string().nullable(),
  at: timestamp,
});

/** The evidence of an app signature the signer sees (docs/rules.md R11.8). */
export const signatureEvidence = z.object({
  /** How the one-time code reached the signer. */
  channel: z.enum(['sms', 'call']),
  /** The app that signed. */
  clientType: z.enum(CLIENT_TYPES),
  /** The role the signer acted in (`agent`: by a proxy that grants signing). */
  role: z.enum(ROLES),
  /** The legal basis in force when signing, in the request's language (configuration). */
  legalText: z.string(),
  /** The e-signature agreement the signature rests on (docs/rules.md R11.9); null for a signature made before it. */
  agreement: z.object({ version: z.string(), acceptedAt: timestamp }).nullable(),
});
export type SignatureEvidence = z.infer<typeof signatureEvidence>;

/** POST app/v1/documents/{id}/sign: the one-time code sent for this document (docs/rules.md R11.8). */
export const documentSignBody = z.object({ code: otpCode });

/** GET app/v1/documents/{id}: the fields, the signature's evidence, history and the PDF's address. */
export const documentDetail = documentRow.extend({
  signedAt: timestamp.nullable(),
  signerName: z.string().nullable(),
  signerPhone: z.string().nullable().describe('Masked: +7 (•••) •••-12-34'),
  signMethod: z.string().nullable(),
  signatureHash: z.string().nullable().describe('SHA-256 (hex) of the exact PDF bytes signed'),
  /** How the simple electronic signature was made (docs/rules.md R11.8); null until signed. */
  evidence: signatureEvidence.nullable(),
  /** Same-origin address of the PDF (inline); add `?download=1` for an attachment. */
  pdfUrl: z.string(),
  history: z.array(documentEventDto),
  payments: z.array(
    z.object({ id: z.number().int(), amountKopecks: kopecks, status: paymentStatus, createdAt: timestamp }),
  ),
});
export type DocumentDetail = z.infer<typeof documentDetail>;

/** GET app/v1/documents/{id}/pdf query. */
export const documentPdfQuery = z.object({ download: z.enum(['0', '1']).optional() });

/** POST app/v1/documents/{id}/pay: a card payment of the amount due → the acquirer's page. */
export const documentPayStarted = z.object({
  paymentId: z.number().int(),
  status: paymentStatus,
  confirmationUrl: z.string().nullable(),
});

/** A request for a document (docs/rules.md R11.5). */
export const documentRequestRow = z.object({
  id: z.number().int(),
  kind: z.enum(DOCUMENT_REQUEST_KINDS),
  objectId: z.number().int(),
  objectTitle: z.string(),
  comment: z.string(),
  status: z.enum(DOCUMENT_REQUEST_STATUSES),
  /** The MC's note (the reason of a rejection). */
  note: z.string(),
  documentId: z.number().int().nullable(),
  createdAt: timestamp,
});
export type DocumentRequestRow = z.infer<typeof documentRequestRow>;

/** POST app/v1/documents/requests: kind, one of the caller's objects, a comment. */
export const documentRequestCreate = z.object({
  kind: z.enum(DOCUMENT_REQUEST_KINDS, { message: 'validation.required' }),
  objectId: id,
  comment: z.string().trim().max(2000, 'validation.tooLong').default(''),
});
export type DocumentRequestCreate = z.infer<typeof documentRequestCreate>;

/** GET app/v1/documents/objects: the caller's objects a request may name (add-object picks one). */
export const documentObjects = envelope(z.array(z.object({ id: z.number().int(), title: z.string() })));
export type DocumentObject = z.infer<typeof documentObjects>['data'][number];

export const documentRequestList = envelope(z.array(documentRequestRow));

// ---- Back office (docs/rules.md R11.7) ----

/** One document in the back office: the user's row plus whose it is (phone `+7XXXXXXXXXX`) and who signed. */
export const boDocumentRow = documentRow.extend({
  userId: z.number().int(),
  userName: z.string(),
  userPhone: z.string(),
  signerName: z.string().nullable(),
  signedAt: timestamp.nullable(),
});
export type BoDocumentRow = z.infer<typeof boDocumentRow>;
export const boDocumentList = paginated(boDocumentRow);

/** GET app/v1/backoffice/documents query: person (phone or name), object, type, both tracks, period. */
export const boDocumentQuery = listQuery.extend({
  q: z.string().trim().max(100).optional(),
  objectId: id.optional(),
  type: z.enum(DOCUMENT_TYPES).optional(),
  payment: z.enum(['none', 'requires_payment', 'paid']).optional(),
  signature: z.enum(['none', 'requires_signature', 'signed']).optional(),
  from: isoDate.optional(),
  until: isoDate.optional(),
  _sort: z.enum(['issuedOn', 'dueOn', 'id']).optional(),
  _order: z.enum(['asc', 'desc', 'ASC', 'DESC']).optional(),
});
export type BoDocumentQuery = z.infer<typeof boDocumentQuery>;

/** GET app/v1/backoffice/documents/{id}: the user's detail plus whose it is and the request it answers. */
export const boDocumentDetail = documentDetail.extend({
  userId: z.number().int(),
  userName: z.string(),
  userPhone: z.string(),
  fileName: z.string().nullable().describe('Name of the uploaded PDF; null when generated'),
});
export type BoDocumentDetail = z.infer<typeof boDocumentDetail>;

/** GET app/v1/backoffice/documents/recipient?phone=: the company's user with this phone and the objects a document may name. */
export const boRecipientQuery = z.object({ phone });
export const boRecipient = envelope(
  z.object({
    userId: z.number().int(),
    name: z.string(),
    phone: z.string(),
    objects: z.array(z.object({ id: z.number().int(), title: z.string() })),
  }),
);
export type BoRecipient = z.infer<typeof boRecipient>['data'];

const text = z.string().trim().max(500, 'validation.tooLong');
const optDate = isoDate.nullable().optional();

/** One line of a generated document: label in both languages, amount in kopecks. */
export const boDocumentLine = z.object({
  labelRu: text.min(1, 'validation.required'),
  labelEn: text.min(1, 'validation.required'),
  amountKopecks: kopecks.min(1, 'validation.invalid').max(1e12, 'validation.invalid'),
});

/**
 * POST app/v1/backoffice/documents: issue a document to a user of the company (by phone) — from
 * fields (the PDF is generated) or with an uploaded PDF (`fileId` from POST app/v1/uploads, the
 * manager's own); optionally answering a request (it becomes done and links the document).
 */
export const boDocumentCreate = z
  .object({
    phone,
    objectId: id.nullable().optional(),
    type: z.enum(DOCUMENT_TYPES, { message: 'validation.required' }),
    number: z.string().trim().min(1, 'validation.required').max(60, 'validation.tooLong'),
    nameRu: text.min(1, 'validation.required'),
    nameEn: text.min(1, 'validation.required'),
    issuedOn: isoDate,
    dueOn: optDate,
    validUntil: optDate,
    periodFrom: optDate,
    periodUntil: optDate,
    /** Amount to pay, kopecks; absent or null = no payment track. */
    amountKopecks: kopecks.min(1, 'validation.invalid').max(1e12, 'validation.invalid').nullable().optional(),
    signatureRequired: z.boolean().default(false),
    textRu: z.string().trim().max(5000, 'validation.tooLong').optional(),
    textEn: z.string().trim().max(5000, 'validation.tooLong').optional(),
    lines: z.array(boDocumentLine).max(50, 'validation.tooLong').optional(),
    fileId: z.string().uuid('validation.invalid').nullable().optional(),
    requestId: id.nullable().optional(),
  })
  .refine((v) => !v.periodFrom || !v.periodUntil || v.periodFrom <= v.periodUntil, {
    message: 'validation.invalid',
    path: ['periodUntil'],
  });
export type BoDocumentCreate = z.infer<typeof boDocumentCreate>;

/** A request in the back-office inbox: the request plus who asked. */
export const boDocumentRequestRow = documentRequestRow.extend({
  userId: z.number().int(),
  userName: z.string(),
  userPhone: z.string(),
});
export type BoDocumentRequestRow = z.infer<typeof boDocumentRequestRow>;
export const boDocumentRequestList = paginated(boDocumentRequestRow);
export const boDocumentRequestQuery = listQuery.extend({
  status: z.enum(DOCUMENT_REQUEST_STATUSES).optional(),
  _sort: z.enum(['id', 'createdAt']).optional(),
  _order: z.enum(['asc', 'desc', 'ASC', 'DESC']).optional(),
});
export type BoDocumentRequestQuery = z.infer<typeof boDocumentRequestQuery>;

/** POST …/document-requests/{id}/reject: the note the requester reads (required). */
export const boDocumentRequestReject = z.object({
  note: z
    .string({ message: 'validation.required' })
    .trim()
    .min(1, 'validation.required')
    .max(2000, 'validation.tooLong'),
});

/** The OpenAPI tag `documents` of these endpoints, with what it groups (the document lists it: server/openapi.ts). */
export const documentsTag = apiTag('documents', 'Documents of the signed-in person: PDFs, requests, signing (R11)');
const tags = [documentsTag.name];

/** The endpoints of `documents` (docs/architecture.md § The typed seam); routes: server/routes/documents/. */
export const documentsEndpoints = {
  list: endpoint({
    method: 'get',
    path: '/documents',
    access: ['documents', 'list'],
    query: documentListQuery,
    responses: { 200: documentList },
    summary: "The caller's documents, filtered by object, type, state, period; sorted by date",
    tags,
  }),
  objects: endpoint({
    method: 'get',
    path: '/documents/objects',
    access: ['documents', 'create'],
    responses: { 200: documentObjects },
    summary: "The caller's objects a document request may name",
    tags,
  }),
  requests: endpoint({
    method: 'get',
    path: '/documents/requests',
    access: ['documents', 'list'],
    responses: { 200: documentRequestList },
    summary: "The caller's requests for a document",
    tags,
  }),
  request: endpoint({
    method: 'post',
    path: '/documents/requests',
    access: ['documents', 'create'],
    body: documentRequestCreate,
    responses: { 201: envelope(documentRequestRow) },
    summary: 'Request a document (a certificate, a copy of an act) for one of the caller’s objects',
    tags,
  }),
  show: endpoint({
    method: 'get',
    path: '/documents/:id',
    access: ['documents', 'show'],
    params: idParams,
    responses: { 200: envelope(documentDetail) },
    summary: 'One document: fields, signature, history, payments',
    tags,
  }),
  pdf: endpoint({
    method: 'get',
    path: '/documents/:id/pdf',
    access: ['documents', 'show'],
    params: idParams,
    query: documentPdfQuery,
    responses: {},
    produces: ['application/pdf'],
    summary: 'The document as a PDF (inline; `download=1` for an attachment)',
    tags,
  }),
  pay: endpoint({
    method: 'post',
    path: '/documents/:id/pay',
    access: ['documents', 'pay'],
    params: idParams,
    body: acquirerPay,
    responses: { 201: envelope(documentPayStarted) },
    summary: 'Pay the amount due by card or SBP → { confirmationUrl }',
    tags: ['documents', 'payments'],
  }),
  signatureCode: endpoint({
    method: 'post',
    path: '/documents/:id/signature/code',
    access: ['documents', 'sign'],
    params: idParams,
    responses: { 200: codeInfoEnvelope },
    summary:
      'The mobile app: send a one-time code to sign this document (SMS naming it; R11.8). The web is refused (422, R11.3)',
    tags,
  }),
  sign: endpoint({
    method: 'post',
    path: '/documents/:id/sign',
    access: ['documents', 'sign'],
    params: idParams,
    body: documentSignBody,
    responses: { 200: envelope(documentDetail) },
    summary:
      'The mobile app: sign with the one-time code (simple electronic signature, R11.8) → the signed document. The web is refused (422, R11.3)',
    tags,
  }),
};
