/**
 * Queries of the documents resource (docs/rules.md R11.1–R11.6): the caller's register with
 * filters (someone else's document → 404), one document with its history and payments, paying it
 * through the payment service (applied once, R5.17, R5.21), and requests for a document for one
 * of the caller's objects.
 */
import { and, asc, desc, eq, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  bookingObjects,
  bookings,
  documentEvents,
  documentRequests,
  documents,
  objects,
  payments,
  utilityAccounts,
} from '../../db/schema';
import { requireUser } from '../../auth';
import { ApiError } from '../../errors';
import { pick } from '../../i18n';
import { countWhere, pageTotal, windowTotal } from '../../paging';
import { objectTitleCells, titlesOf } from '../../object-titles';
import { foundOr404, ownRows } from '../../scope';
import { startTargetPayment, type StartedPayment } from '../../services/payments';
import type { AcquirerMethod } from '../../../src/domain/payment-methods';
import { DOCUMENT_PAYMENT_KIND } from '../../services/document-payments';
import { signatureOf } from '../../services/document-signing';
import { acceptanceById } from '../../services/esign';
import { hotelToday } from '../../../src/domain/hotel-time';
import { toServerTimestamp } from '../../../src/domain/datetime';
import { maskPhone } from '../../../src/domain/phone';
import { canPay, paymentTrack, signatureTrack } from '../../../src/domain/documents';
import type {
  DocumentDetail,
  DocumentListQuery,
  DocumentObject,
  DocumentRequestCreate,
  DocumentRequestRow,
  DocumentRow,
} from '../../../src/contracts/documents';

export type DocRow = typeof documents.$inferSelect;

/** The caller's document `id`. @throws ApiError 401, 404 `documents.errors.notFound`. */
export async function ownDocument(app: FastifyInstance, req: FastifyRequest, id: number): Promise<DocRow> {
  const user = requireUser(req);
  const d = await app.db.query.documents.findFirst({ where: and(eq(documents.id, id), ownRows(documents, user)) });
  return foundOr404(req, d, 'documents.errors.notFound');
}

/** `title № number` of objects by id, in the request's language. */
export async function objectTitles(
  app: FastifyInstance,
  req: FastifyRequest,
  ids: number[],
): Promise<Map<number, string>> {
  const uniq = [...new Set(ids)];
  if (!uniq.length) return new Map();
  const rows = await app.db
    .select({ id: objects.id, title: objects.title, number: objects.number })
    .from(objects)
    .where(inArray(objects.id, uniq));
  return new Map(rows.map((o) => [o.id, `${pick(o.title, req.lang)} № ${o.number}`]));
}

/** The columns of a document its list row shows ({@link toRow}). */
export const listedColumns = {
  id: documents.id,
  type: documents.type,
  number: documents.number,
  name: documents.name,
  objectId: documents.objectId,
  issuedOn: documents.issuedOn,
  dueOn: documents.dueOn,
  validUntil: documents.validUntil,
  periodFrom: documents.periodFrom,
  periodUntil: documents.periodUntil,
  amountKopecks: documents.amountKopecks,
  paidAt: documents.paidAt,
  signatureRequired: documents.signatureRequired,
  signedAt: documents.signedAt,
};
/** A document as its list row reads it. */
export type ListedDoc = Pick<DocRow, keyof typeof listedColumns>;

/** A document row → the list DTO (tracks computed by src/domain/documents.ts). */
export function toRow(d: ListedDoc, req: FastifyRequest, titles: Map<number, string>): DocumentRow {
  return {
    id: d.id,
    type: d.type,
    number: d.number,
    name: pick(d.name, req.lang),
    objectId: d.objectId,
    objectTitle: d.objectId ? (titles.get(d.objectId) ?? null) : null,
    issuedOn: d.issuedOn,
    dueOn: d.dueOn,
    validUntil: d.validUntil,
    periodFrom: d.periodFrom,
    periodUntil: d.periodUntil,
    signedOn: d.signedAt ? hotelToday(d.signedAt) : null,
    amountKopecks: d.amountKopecks,
    payment: paymentTrack(d),
    signature: signatureTrack(d),
  };
}

/** The SQL condition of one state of the filter (docs/rules.md R11.1, R11.2). */
export function stateCondition(state: DocumentListQuery['state']): SQL | undefined {
  switch (state) {
    case 'requires_payment':
      return and(isNotNull(documents.amountKopecks), isNull(documents.paidAt));
    case 'paid':
      return isNotNull(documents.paidAt);
    case 'requires_signature':
      return and(eq(documents.signatureRequired, true), isNull(documents.signedAt));
    case 'signed':
      return isNotNull(documents.signedAt);
    default:
      return undefined;
  }
}

/**
 * The period filter: documents whose period (or, without one, issue date) overlaps [from, until].
 */
function periodCondition(from?: string, until?: string): SQL | undefined {
  const start = sql`coalesce(${documents.periodFrom}, ${documents.issuedOn})`;
  const end = sql`coalesce(${documents.periodUntil}, ${documents.periodFrom}, ${documents.issuedOn})`;
  return and(from ? sql`${end} >= ${from}` : undefined, until ? sql`${start} <= ${until}` : undefined);
}

/** The caller's documents, filtered and sorted by date (newest first by default), one page. */
export async function listDocuments(
  app: FastifyInstance,
  req: FastifyRequest,
  q: DocumentListQuery,
  start: number,
  limit: number,
) {
  const user = requireUser(req);
  const where = and(
    ownRows(documents, user),
    q.objectId ? eq(documents.objectId, q.objectId) : undefined,
    q.type ? eq(documents.type, q.type) : undefined,
    stateCondition(q.state),
    periodCondition(q.from, q.until),
  );
  const dir = (q._order ?? 'desc').toLowerCase() === 'asc' ? asc : desc;
  const col = q._sort === 'dueOn' ? documents.dueOn : q._sort === 'id' ? documents.id : documents.issuedOn;
  // One statement (docs/architecture.md § The server): the row's columns, the object's title, the total.
  const rows = await app.db
    .select({ ...listedColumns, objectTitle: objectTitleCells(documents.objectId), total: windowTotal() })
    .from(documents)
    .where(where)
    .orderBy(dir(col), dir(documents.id))
    .limit(limit)
    .offset(start);
  const total = await pageTotal(rows, start, () => countWhere(app.db, documents, where));
  const titles = titlesOf(req, rows);
  return { rows: rows.map((r) => toRow(r, req, titles)), total };
}

/** One document with the signature's evidence (docs/rules.md R11.8), history and card payments. */
export async function documentDetail(app: FastifyInstance, req: FastifyRequest, d: DocRow): Promise<DocumentDetail> {
  const [titles, events, pays, signature] = await Promise.all([
    objectTitles(app, req, d.objectId ? [d.objectId] : []),
    app.db
      .select()
      .from(documentEvents)
      .where(eq(documentEvents.documentId, d.id))
      .orderBy(asc(documentEvents.at), asc(documentEvents.id)),
    app.db
      .select()
      .from(payments)
      .where(and(eq(payments.targetKind, DOCUMENT_PAYMENT_KIND), eq(payments.targetId, d.id)))
      .orderBy(desc(payments.id)),
    signatureOf(app, d.id),
  ]);
  const acceptance = signature?.esignAcceptanceId ? await acceptanceById(app, signature.esignAcceptanceId) : undefined;
  return {
    ...toRow(d, req, titles),
    signedAt: d.signedAt ? toServerTimestamp(d.signedAt) : null,
    signerName: d.signerName,
    signerPhone: d.signerPhone ? maskPhone(d.signerPhone) : null,
    signMethod: d.signMethod,
    signatureHash: d.signatureHash,
    evidence: signature
      ? {
          channel: signature.codeChannel,
          clientType: signature.clientType,
          role: signature.role,
          legalText: pick(signature.legalText, req.lang),
          agreement: acceptance
            ? { version: acceptance.version, acceptedAt: toServerTimestamp(acceptance.acceptedAt) }
            : null,
        }
      : null,
    pdfUrl: `/api/app/v1/documents/${d.id}/pdf`,
    history: events.map((e) => ({ kind: e.kind, actor: e.actor, at: toServerTimestamp(e.at) })),
    payments: pays.map((p) => ({
      id: p.id,
      amountKopecks: p.amountKopecks,
      status: p.status,
      createdAt: toServerTimestamp(p.createdAt),
    })),
  };
}

/**
 * Starts (or resumes) the card or SBP payment of the amount due (docs/rules.md R11.2, R5.21, R5.27).
 * @throws ApiError 409 `documents.errors.notPayable` when nothing is due (no amount, or already paid).
 */
export async function startDocumentPayment(
  app: FastifyInstance,
  req: FastifyRequest,
  d: DocRow,
  method: AcquirerMethod = 'card',
): Promise<StartedPayment> {
  if (!canPay(d)) throw new ApiError(409, req.t('documents.errors.notPayable'));
  const user = requireUser(req);
  return startTargetPayment(app, req, {
    kind: DOCUMENT_PAYMENT_KIND,
    targetId: d.id,
    companyId: d.companyId,
    userId: user.id,
    amountKopecks: d.amountKopecks!,
    description: `${pick(d.name, req.lang)} № ${d.number}`,
    returnPath: `/documents/${d.id}`,
    method,
  });
}

/**
 * The caller's objects a request may name: rooms they own, rooms of their utility accounts and
 * bookings, and rooms their documents are for (docs/rules.md R11.5).
 */
export async function callerObjects(app: FastifyInstance, req: FastifyRequest): Promise<DocumentObject[]> {
  return userObjects(app, req, requireUser(req));
}

/**
 * The objects of `user` a request or a document may name (rooms they own, rooms of their utility
 * accounts and bookings, rooms their documents are for; docs/rules.md R11.5, R11.7), titles in
 * the request's language. Shared with the back office's issue form.
 */
export async function userObjects(
  app: FastifyInstance,
  req: FastifyRequest,
  user: { id: number; companyId: number },
): Promise<DocumentObject[]> {
  const ids = sql`(
    select ${objects.id} from ${objects} where ${objects.companyId} = ${user.companyId} and ${objects.ownerId} = ${user.id}
    union select ${utilityAccounts.objectId} from ${utilityAccounts} where ${utilityAccounts.userId} = ${user.id}
    union select ${bookingObjects.objectId} from ${bookingObjects} join ${bookings} on ${bookings.id} = ${bookingObjects.bookingId}
      where ${bookings.userId} = ${user.id} and ${bookings.status} <> 'cancelled'
    union select ${documents.objectId} from ${documents} where ${documents.userId} = ${user.id} and ${documents.objectId} is not null
  )`;
  const rows = await app.db
    .select({ id: objects.id, title: objects.title, number: objects.number })
    .from(objects)
    .where(and(eq(objects.companyId, user.companyId), sql`${objects.id} in ${ids}`))
    .orderBy(asc(objects.id));
  return rows.map((o) => ({ id: o.id, title: `${pick(o.title, req.lang)} № ${o.number}` }));
}

type RequestRow = typeof documentRequests.$inferSelect;

/** A request row → DTO. */
export function toRequestRow(r: RequestRow, titles: Map<number, string>): DocumentRequestRow {
  return {
    id: r.id,
    kind: r.kind,
    objectId: r.objectId,
    objectTitle: titles.get(r.objectId) ?? '',
    comment: r.comment,
    status: r.status,
    note: r.note,
    documentId: r.documentId,
    createdAt: toServerTimestamp(r.createdAt),
  };
}

/**
 * Records a request for a document for one of the caller's objects (docs/rules.md R11.5).
 * @throws ApiError 422 `{ objectId }` when the object is not one of the caller's.
 */
export async function createRequest(
  app: FastifyInstance,
  req: FastifyRequest,
  body: DocumentRequestCreate,
): Promise<DocumentRequestRow> {
  const user = requireUser(req);
  const mine = await callerObjects(app, req);
  if (!mine.some((o) => o.id === body.objectId)) {
    const msg = req.t('documents.errors.notYourObject');
    throw new ApiError(422, msg, { objectId: [msg] });
  }
  const [r] = await app.db
    .insert(documentRequests)
    .values({
      companyId: user.companyId,
      userId: user.id,
      objectId: body.objectId,
      kind: body.kind,
      comment: body.comment,
      createdAt: app.clock.now(),
    })
    .returning();
  return toRequestRow(r, new Map(mine.map((o) => [o.id, o.title])));
}

/** The caller's requests, newest first. */
export async function listRequests(app: FastifyInstance, req: FastifyRequest): Promise<DocumentRequestRow[]> {
  const user = requireUser(req);
  const rows = await app.db
    .select({
      r: documentRequests,
      objectId: documentRequests.objectId,
      objectTitle: objectTitleCells(documentRequests.objectId),
    })
    .from(documentRequests)
    .where(ownRows(documentRequests, user))
    .orderBy(desc(documentRequests.id))
    .limit(100);
  const titles = titlesOf(req, rows);
  return rows.map(({ r }) => toRequestRow(r, titles));
}
