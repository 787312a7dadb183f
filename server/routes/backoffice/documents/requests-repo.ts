/**
 * The back office's inbox of document requests (docs/rules.md R11.7): the company's requests by
 * status, one request with its requester, and moving one (take in progress, reject with a note);
 * a request is done when a document answers it (./repo.ts issueDocument). Another company's
 * request answers 404. Every move is audited (server/services/audit.ts) and the requester is
 * notified in-app and by push (server/services/push.ts), after the change is committed.
 */
import { and, asc, desc, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { documentRequests, users } from '../../../db/schema';
import { ApiError } from '../../../errors';
import { tFor } from '../../../i18n';
import { recordChange } from '../../../services/audit';
import { notifyUser } from '../../../services/push';
import { toRequestRow } from '../../documents/repo';
import { countWhere, pageTotal, windowTotal } from '../../../paging';
import { objectTitleCells, titlesOf, type TitleCells } from '../../../object-titles';
import { canMoveRequest, type DocumentRequestStatus } from '../../../../src/domain/documents';
import type { BoDocumentRequestQuery, BoDocumentRequestRow } from '../../../../src/contracts/documents';
import { personCols, personName, type UserRow } from './people';

/** A stored document request. */
export type RequestRow = typeof documentRequests.$inferSelect;

/** Notifies the requester that their request moved to `status` (in-app and push, both languages). */
export async function notifyRequest(app: FastifyInstance, r: RequestRow): Promise<void> {
  const key = `documents.notices.request_${r.status}`;
  const kind = `documents.requestKinds.${r.kind}`;
  const note = r.note ? `: ${r.note}` : '';
  await notifyUser(app, r.userId, {
    title: { ru: tFor('ru')(key), en: tFor('en')(key) },
    body: { ru: `${tFor('ru')(kind)}${note}`, en: `${tFor('en')(kind)}${note}` },
    link: r.documentId ? `/documents/${r.documentId}` : '/documents/create',
  });
}

/** Request rows read with the object's title ({@link objectTitleCells}) → DTOs with the requester. */
function toBoRequestRows(
  req: FastifyRequest,
  rows: Array<{ r: RequestRow; u: UserRow; objectId: number; objectTitle: TitleCells | null }>,
): BoDocumentRequestRow[] {
  const titles = titlesOf(req, rows);
  return rows.map(({ r, u }) => ({
    ...toRequestRow(r, titles),
    userId: u.id,
    userName: personName(u),
    userPhone: u.phone ?? '',
  }));
}

/** A request's columns, its requester and its object's title, as {@link toBoRequestRows} reads them. */
const requestColumns = {
  r: documentRequests,
  u: personCols,
  objectId: documentRequests.objectId,
  objectTitle: objectTitleCells(documentRequests.objectId),
};

/** The company's document requests, by status, newest first (docs/rules.md R11.7), one page. */
export async function listRequests(
  app: FastifyInstance,
  req: FastifyRequest,
  q: BoDocumentRequestQuery,
  start: number,
  limit: number,
): Promise<{ rows: BoDocumentRequestRow[]; total: number }> {
  const where = and(
    eq(documentRequests.companyId, req.companyId),
    q.status ? eq(documentRequests.status, q.status) : undefined,
  );
  const dir = (q._order ?? 'desc').toLowerCase() === 'asc' ? asc : desc;
  // One statement besides a page past the end (docs/architecture.md § The server).
  const rows = await app.db
    .select({ ...requestColumns, total: windowTotal() })
    .from(documentRequests)
    .innerJoin(users, eq(users.id, documentRequests.userId))
    .where(where)
    .orderBy(dir(documentRequests.id))
    .limit(limit)
    .offset(start);
  const total = await pageTotal(rows, start, () => countWhere(app.db, documentRequests, where));
  return { rows: toBoRequestRows(req, rows), total };
}

/** One request of the company with its requester. @throws ApiError 404. */
export async function getRequest(app: FastifyInstance, req: FastifyRequest, id: number): Promise<BoDocumentRequestRow> {
  const rows = await app.db
    .select(requestColumns)
    .from(documentRequests)
    .innerJoin(users, eq(users.id, documentRequests.userId))
    .where(and(eq(documentRequests.id, id), eq(documentRequests.companyId, req.companyId)));
  if (!rows.length) throw new ApiError(404, req.t('backoffice-document-requests.errors.notFound'));
  return toBoRequestRows(req, rows)[0];
}

/**
 * Moves a request to `to` (in progress, or rejected with a note; docs/rules.md R11.7) in one
 * conditional update, audits it and notifies the requester.
 * @throws ApiError 404; 409 `backoffice-document-requests.errors.backwards` when it cannot move there (anymore).
 */
export async function moveRequest(
  app: FastifyInstance,
  req: FastifyRequest,
  id: number,
  to: Extract<DocumentRequestStatus, 'in_progress' | 'rejected'>,
  note?: string,
): Promise<BoDocumentRequestRow> {
  const before = await getRequest(app, req, id);
  if (!canMoveRequest(before.status, to))
    throw new ApiError(409, req.t('backoffice-document-requests.errors.backwards'));
  const row = await app.db.transaction(async (tx) => {
    const [row] = await tx
      .update(documentRequests)
      .set(to === 'rejected' ? { status: to, note: note ?? '' } : { status: to })
      .where(
        and(
          eq(documentRequests.id, id),
          eq(documentRequests.companyId, req.companyId),
          eq(documentRequests.status, before.status),
        ),
      )
      .returning();
    if (!row) throw new ApiError(409, req.t('backoffice-document-requests.errors.backwards'));
    await recordChange(
      app,
      req,
      {
        entity: 'document-requests',
        entityId: id,
        action: to === 'rejected' ? 'reject' : 'take',
        before: { status: before.status },
        after: { status: row.status, note: row.note },
      },
      tx,
    );
    return row;
  });
  await notifyRequest(app, row);
  return getRequest(app, req, id);
}
