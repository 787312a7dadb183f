/**
 * The back office's list of the company's documents (docs/rules.md R11.2, R11.7): filtered by the
 * person (phone digits or name), the object, kind, the payment and signature tracks, newest issue
 * date first, one page in one statement (docs/architecture.md § The server). The rest of the back
 * office's documents is ./repo.ts; its requests ./requests-repo.ts.
 */
import { and, asc, count, desc, eq, ilike, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { documents, users } from '../../../db/schema';
import { listedColumns, toRow, type DocRow, type ListedDoc } from '../../documents/repo';
import { pageTotal, windowTotal } from '../../../paging';
import { objectTitleCells, titlesOf } from '../../../object-titles';
import { personCols, personName, type UserRow } from './people';
import { toServerTimestamp } from '../../../../src/domain/datetime';
import type { BoDocumentQuery, BoDocumentRow } from '../../../../src/contracts/documents';

/** `% … %` for ILIKE, with the pattern's wildcards escaped. */
const likeOf = (s: string) => `%${s.replace(/[%_\\]/g, '\\$&')}%`;

/** The condition of the person search: phone digits or name (surname name). */
function personCondition(q: string | undefined): SQL | undefined {
  const term = q?.trim();
  if (!term) return undefined;
  const digits = term.replace(/\D/g, '');
  return or(
    digits.length >= 3
      ? ilike(users.phone, likeOf(digits.length === 11 && digits.startsWith('8') ? `7${digits.slice(1)}` : digits))
      : undefined,
    sql`coalesce(${users.surname}, '') || ' ' || coalesce(${users.name}, '') ilike ${likeOf(term)}`,
    sql`coalesce(${users.name}, '') || ' ' || coalesce(${users.surname}, '') ilike ${likeOf(term)}`,
  );
}

/** The payment track as SQL (docs/rules.md R11.2). */
function paymentCondition(p: BoDocumentQuery['payment']): SQL | undefined {
  if (p === 'paid') return isNotNull(documents.paidAt);
  if (p === 'requires_payment') return and(isNotNull(documents.amountKopecks), isNull(documents.paidAt));
  if (p === 'none') return and(isNull(documents.amountKopecks), isNull(documents.paidAt));
  return undefined;
}

/** The signature track as SQL (docs/rules.md R11.2). */
function signatureCondition(s: BoDocumentQuery['signature']): SQL | undefined {
  if (s === 'signed') return isNotNull(documents.signedAt);
  if (s === 'requires_signature') return and(eq(documents.signatureRequired, true), isNull(documents.signedAt));
  if (s === 'none') return and(eq(documents.signatureRequired, false), isNull(documents.signedAt));
  return undefined;
}

/** A document row of the back office: the user's row, whose it is and who signed. */
function toBoRow(
  d: ListedDoc & Pick<DocRow, 'signerName'>,
  u: UserRow,
  req: FastifyRequest,
  titles: Map<number, string>,
): BoDocumentRow {
  return {
    ...toRow(d, req, titles),
    userId: u.id,
    userName: personName(u),
    userPhone: u.phone ?? '',
    signerName: d.signerName,
    signedAt: d.signedAt ? toServerTimestamp(d.signedAt) : null,
  };
}

/** The company's documents, filtered, newest issue date first (docs/rules.md R11.7), one page. */
export async function listDocuments(
  app: FastifyInstance,
  req: FastifyRequest,
  q: BoDocumentQuery,
  start: number,
  limit: number,
): Promise<{ rows: BoDocumentRow[]; total: number }> {
  const where = and(
    eq(documents.companyId, req.companyId),
    personCondition(q.q),
    q.objectId ? eq(documents.objectId, q.objectId) : undefined,
    q.type ? eq(documents.type, q.type) : undefined,
    paymentCondition(q.payment),
    signatureCondition(q.signature),
    q.from
      ? sql`coalesce(${documents.periodUntil}, ${documents.periodFrom}, ${documents.issuedOn}) >= ${q.from}`
      : undefined,
    q.until ? sql`coalesce(${documents.periodFrom}, ${documents.issuedOn}) <= ${q.until}` : undefined,
  );
  const dir = (q._order ?? 'desc').toLowerCase() === 'asc' ? asc : desc;
  const col = q._sort === 'dueOn' ? documents.dueOn : q._sort === 'id' ? documents.id : documents.issuedOn;
  // One statement (docs/architecture.md § The server): the row's columns and person, the object's
  // title, the total before paging.
  const rows = await app.db
    .select({
      d: { ...listedColumns, signerName: documents.signerName },
      u: personCols,
      objectId: documents.objectId,
      objectTitle: objectTitleCells(documents.objectId),
      total: windowTotal(),
    })
    .from(documents)
    .innerJoin(users, eq(users.id, documents.userId))
    .where(where)
    .orderBy(dir(col), dir(documents.id))
    .limit(limit)
    .offset(start);
  const total = await pageTotal(rows, start, async () => {
    const [{ n }] = await app.db
      .select({ n: count() })
      .from(documents)
      .innerJoin(users, eq(users.id, documents.userId))
      .where(where);
    return n;
  });
  const titles = titlesOf(req, rows);
  return { rows: rows.map((r) => toBoRow(r.d, r.u, req, titles)), total };
}
