/**
 * Back-office documents (docs/rules.md R11.7): one document of the manager's company with its two
 * tracks, the recipient looked up by phone, issuing a document to a user of the company (generated
 * from fields or an uploaded PDF; one that answers a request closes it), and marking one paid (a
 * bank transfer received). The list is ./list-repo.ts, the inbox of requests ./requests-repo.ts.
 * Another company's row answers 404. Every change is audited (server/services/audit.ts) and the
 * person is notified in-app and by push (server/services/push.ts), after the change is committed.
 */
import { and, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { documentEvents, documentRequests, documents, payments, uploads, users } from '../../../db/schema';
import { requireRole } from '../../../access';
import { ApiError, validationError } from '../../../errors';
import { tFor } from '../../../i18n';
import { recordChange, snapshot } from '../../../services/audit';
import { notifyUser } from '../../../services/push';
import { cancelPendingPayments } from '../../../services/payments';
import { DOCUMENT_PAYMENT_KIND } from '../../../services/document-payments';
import { documentDetail, userObjects, type DocRow } from '../../documents/repo';
import { notifyRequest, type RequestRow } from './requests-repo';
import { personCols, personName, type UserRow } from './people';
import { canPay, isOpenRequest } from '../../../../src/domain/documents';
import type { BoDocumentCreate, BoDocumentDetail, BoRecipient } from '../../../../src/contracts/documents';
import { queueEmail } from '../../../services/email';

/** The manager's name as the actor of a document's event. */
function actorOf(req: FastifyRequest): string {
  const m = requireRole(req, 'manager');
  return [m.name, m.surname].filter(Boolean).join(' ') || m.phone || `#${m.id}`;
}

/** True when `e` (or its cause) is PostgreSQL's unique violation (23505) of `constraint`. */
function isUniqueViolation(e: unknown, constraint: string): boolean {
  for (let x = e as { code?: string; constraint?: string; cause?: unknown } | undefined; x; x = x.cause as typeof x) {
    if (x.code === '23505') return !x.constraint || x.constraint === constraint;
  }
  return false;
}

/** The company's document `id` with its person. @throws ApiError 404 `documents.errors.notFound`. */
export async function companyDocument(
  app: FastifyInstance,
  req: FastifyRequest,
  id: number,
): Promise<{ d: DocRow; u: UserRow }> {
  const [r] = await app.db
    .select({ d: documents, u: personCols })
    .from(documents)
    .innerJoin(users, eq(users.id, documents.userId))
    .where(and(eq(documents.id, id), eq(documents.companyId, req.companyId)));
  if (!r) throw new ApiError(404, req.t('documents.errors.notFound'));
  return r;
}

/** One document of the company: fields, signature evidence, history, payments, whose it is. */
export async function getDocument(app: FastifyInstance, req: FastifyRequest, id: number): Promise<BoDocumentDetail> {
  const { d, u } = await companyDocument(app, req, id);
  const [detail, file] = await Promise.all([
    documentDetail(app, req, d),
    d.fileId ? app.db.query.uploads.findFirst({ where: eq(uploads.id, d.fileId), columns: { name: true } }) : undefined,
  ]);
  return {
    ...detail,
    pdfUrl: `/api/app/v1/backoffice/documents/${d.id}/pdf`,
    userId: u.id,
    userName: personName(u),
    userPhone: u.phone ?? '',
    fileName: file?.name ?? null,
  };
}

/**
 * The company's user with this phone (not deleted) and the objects a document for them may name.
 * @throws ApiError 422 `{ phone }` `backoffice-documents.errors.unknownUser` when the company has no such user.
 */
export async function recipient(app: FastifyInstance, req: FastifyRequest, phone: string): Promise<BoRecipient> {
  const u = await app.db.query.users.findFirst({
    where: and(eq(users.companyId, req.companyId), eq(users.phone, phone), isNull(users.deletedAt)),
  });
  if (!u)
    throw validationError(
      { phone: [req.t('backoffice-documents.errors.unknownUser')] },
      req.t('backoffice-documents.errors.unknownUser'),
    );
  return { userId: u.id, name: personName(u), phone: u.phone ?? phone, objects: await userObjects(app, req, u) };
}

/** Notifies a document's person (in-app and push, both languages) with `titleKey` and the document's name. */
async function notifyDocument(app: FastifyInstance, d: DocRow, titleKey: string): Promise<void> {
  await notifyUser(app, d.userId, {
    title: { ru: tFor('ru')(titleKey), en: tFor('en')(titleKey) },
    body: { ru: `${d.name.ru} № ${d.number}`, en: `${d.name.en} № ${d.number}` },
    link: `/documents/${d.id}`,
  });
}

/**
 * Issues a document to a user of the company (docs/rules.md R11.7): checks the person (422
 * `phone`), the object (one of theirs, 422 `objectId`), the number (unique in the company, 409
 * `number`), the uploaded PDF (the manager's own upload of kind pdf not used by another document,
 * 422 `fileId`) and the request it answers (the company's, open, and from this person: 404, 409,
 * 422 `phone`); writes the
 * document, its `issued` event (the manager as actor), the request's `done` state and the audit
 * entries in one transaction, then notifies the person (and the requester).
 */
export async function issueDocument(
  app: FastifyInstance,
  req: FastifyRequest,
  body: BoDocumentCreate,
): Promise<BoDocumentDetail> {
  const manager = requireRole(req, 'manager');
  const person = await recipient(app, req, body.phone);
  if (body.objectId && !person.objects.some((o) => o.id === body.objectId)) {
    throw validationError({ objectId: [req.t('backoffice-documents.errors.notTheirObject')] });
  }
  if (body.fileId) {
    const file = await app.db.query.uploads.findFirst({
      where: and(eq(uploads.id, body.fileId), eq(uploads.companyId, req.companyId), eq(uploads.userId, manager.id)),
    });
    const used = file
      ? await app.db.query.documents.findFirst({ where: eq(documents.fileId, body.fileId), columns: { id: true } })
      : undefined;
    if (!file || file.kind !== 'pdf' || file.bookingId !== null || used)
      throw validationError({ fileId: [req.t('backoffice-documents.errors.badFile')] });
  }
  let request: RequestRow | undefined;
  if (body.requestId) {
    request = await app.db.query.documentRequests.findFirst({
      where: and(eq(documentRequests.id, body.requestId), eq(documentRequests.companyId, req.companyId)),
    });
    if (!request) throw new ApiError(404, req.t('backoffice-document-requests.errors.notFound'));
    if (!isOpenRequest(request.status)) throw new ApiError(409, req.t('backoffice-document-requests.errors.backwards'));
    if (request.userId !== person.userId)
      throw validationError({ phone: [req.t('backoffice-document-requests.errors.otherPerson')] });
  }
  const now = app.clock.now();
  const lines = (body.lines ?? []).map((l) => ({
    label: { ru: l.labelRu, en: l.labelEn },
    amountKopecks: l.amountKopecks,
  }));
  const text =
    body.textRu || body.textEn
      ? { ru: body.textRu || body.textEn || '', en: body.textEn || body.textRu || '' }
      : undefined;
  const duplicate = () => {
    const msg = req.t('backoffice-documents.errors.duplicateNumber');
    return new ApiError(409, msg, { number: [msg] });
  };
  const written = app.db.transaction(async (tx) => {
    const dup = await tx
      .select({ id: documents.id })
      .from(documents)
      .where(and(eq(documents.companyId, req.companyId), eq(documents.number, body.number)))
      .limit(1);
    if (dup.length) throw duplicate();
    const [doc] = await tx
      .insert(documents)
      .values({
        companyId: req.companyId,
        userId: person.userId,
        objectId: body.objectId ?? null,
        type: body.type,
        number: body.number,
        name: { ru: body.nameRu, en: body.nameEn },
        issuedOn: body.issuedOn,
        dueOn: body.dueOn ?? null,
        validUntil: body.validUntil ?? null,
        periodFrom: body.periodFrom ?? null,
        periodUntil: body.periodUntil ?? null,
        amountKopecks: body.amountKopecks ?? null,
        signatureRequired: body.signatureRequired ?? false,
        body: body.fileId ? {} : { ...(text ? { text } : {}), ...(lines.length ? { lines } : {}) },
        fileId: body.fileId ?? null,
        createdAt: now,
      })
      .returning();
    await tx.insert(documentEvents).values({ documentId: doc.id, kind: 'issued', actor: actorOf(req), at: now });
    await recordChange(
      app,
      req,
      {
        entity: 'documents',
        entityId: doc.id,
        action: 'issue',
        before: null,
        after: snapshot({ ...doc, body: undefined }),
      },
      tx,
    );
    let done: RequestRow | undefined;
    if (request) {
      [done] = await tx
        .update(documentRequests)
        .set({ status: 'done', documentId: doc.id })
        .where(and(eq(documentRequests.id, request.id), inArray(documentRequests.status, ['new', 'in_progress'])))
        .returning();
      if (!done) throw new ApiError(409, req.t('backoffice-document-requests.errors.backwards'));
      await recordChange(
        app,
        req,
        {
          entity: 'document-requests',
          entityId: request.id,
          action: 'done',
          before: { status: request.status },
          after: { status: 'done', documentId: doc.id },
        },
        tx,
      );
    }
    return { doc, done };
  });
  // Two managers issuing the same number at once: the unique index (company, number) refuses the second.
  const { doc, done } = await written.catch((e: unknown) => {
    throw isUniqueViolation(e, 'documents_number_uq') ? duplicate() : e;
  });
  await notifyDocument(app, doc, 'documents.notices.issued');
  // The e-mail of a new bill (a document to pay) or a document to sign (docs/rules.md R22.1), once per document.
  const template = doc.amountKopecks ? 'bill-issued' : doc.signatureRequired ? 'document-to-sign' : null;
  if (template)
    await queueEmail(app, {
      to: { userId: doc.userId },
      template,
      data: {
        title: { ru: `${doc.name.ru} № ${doc.number}`, en: `${doc.name.en} № ${doc.number}` },
        amountKopecks: doc.amountKopecks ?? undefined,
        dueDate: doc.dueOn ?? undefined,
        link: `/documents/${doc.id}`,
      },
      eventKey: `${template}:${doc.id}`,
    });
  if (done) await notifyRequest(app, done);
  return getDocument(app, req, doc.id);
}

/**
 * Marks a document paid: a bank transfer or cash received (docs/rules.md R11.7). One conditional
 * update, so a card payment that succeeds later is not applied again (its handler requires
 * `paid_at` empty); a card payment still pending is withdrawn, and one the acquirer completes
 * anyway is recorded as a refund (R5.23). @throws ApiError 404; 409 `backoffice-documents.errors.alreadyPaid` when no
 * amount is due (none, or paid already).
 */
export async function markPaid(app: FastifyInstance, req: FastifyRequest, id: number): Promise<BoDocumentDetail> {
  const { d } = await companyDocument(app, req, id);
  if (!canPay(d)) throw new ApiError(409, req.t('backoffice-documents.errors.alreadyPaid'));
  const now = app.clock.now();
  const row = await app.db.transaction(async (tx) => {
    const [row] = await tx
      .update(documents)
      .set({ paidAt: now })
      .where(
        and(
          eq(documents.id, id),
          eq(documents.companyId, req.companyId),
          isNull(documents.paidAt),
          isNotNull(documents.amountKopecks),
        ),
      )
      .returning();
    if (!row) throw new ApiError(409, req.t('backoffice-documents.errors.alreadyPaid'));
    await tx.insert(documentEvents).values({ documentId: id, kind: 'marked_paid', actor: actorOf(req), at: now });
    await recordChange(
      app,
      req,
      {
        entity: 'documents',
        entityId: id,
        action: 'mark-paid',
        before: { paidAt: null },
        after: { paidAt: now.toISOString() },
      },
      tx,
    );
    return row;
  });
  await cancelPendingPayments(
    app,
    app.db,
    and(eq(payments.targetKind, DOCUMENT_PAYMENT_KIND), eq(payments.targetId, id))!,
  );
  await notifyDocument(app, row, 'documents.notices.paid');
  return getDocument(app, req, id);
}

/** The stored row of a company document, for its PDF. */
export async function documentForPdf(app: FastifyInstance, req: FastifyRequest, id: number): Promise<DocRow> {
  return (await companyDocument(app, req, id)).d;
}
