/**
 * Back-office statements (docs/rules.md R13.5, R16.2): the company's owner statements by month
 * and state; build a month's drafts, publish one (the owner is notified), mark it paid. Every
 * change is audited.
 */
import { and, count, desc, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ownerStatements, users } from '../../../db/schema';
import { ApiError } from '../../../errors';
import { recordChange, snapshot } from '../../../services/audit';
import { generateStatements, notifyStatementPublished } from '../../../services/statements';
import { statementDto } from '../../reports/repo';
import type { ReportData, StatementDetail, StatementRow } from '../../../../src/contracts/reports';
import type { StatementStatus } from '../../../../src/domain/reports';

const name = (u: { surname: string | null; name: string | null; phone: string | null }) =>
  [u.surname, u.name].filter(Boolean).join(' ') || u.phone || '';

export async function listStatements(
  app: FastifyInstance,
  req: FastifyRequest,
  q: { month?: string; status?: StatementStatus },
  start: number,
  limit: number,
): Promise<{ rows: StatementRow[]; total: number }> {
  const where = and(
    eq(ownerStatements.companyId, req.companyId),
    q.month ? eq(ownerStatements.month, q.month) : undefined,
    q.status ? eq(ownerStatements.status, q.status) : undefined,
  );
  const [rows, [{ n }]] = await Promise.all([
    app.db
      .select({ s: ownerStatements, u: users })
      .from(ownerStatements)
      .innerJoin(users, eq(users.id, ownerStatements.ownerId))
      .where(where)
      .orderBy(desc(ownerStatements.month), ownerStatements.ownerId)
      .limit(limit)
      .offset(start),
    app.db.select({ n: count() }).from(ownerStatements).where(where),
  ]);
  return { rows: rows.map((r) => statementDto(r.s, name(r.u))), total: n };
}

async function companyStatement(app: FastifyInstance, req: FastifyRequest, id: number) {
  const [r] = await app.db
    .select({ s: ownerStatements, u: users })
    .from(ownerStatements)
    .innerJoin(users, eq(users.id, ownerStatements.ownerId))
    .where(and(eq(ownerStatements.id, id), eq(ownerStatements.companyId, req.companyId)));
  if (!r) throw new ApiError(404, req.t('reports.errors.statementNotFound'));
  return r;
}

export async function getStatement(app: FastifyInstance, req: FastifyRequest, id: number): Promise<StatementDetail> {
  const r = await companyStatement(app, req, id);
  return { ...statementDto(r.s, name(r.u)), report: r.s.data as unknown as ReportData };
}

export async function generate(app: FastifyInstance, req: FastifyRequest, month: string) {
  return generateStatements(app, req.companyId, month, async (row, created) => {
    await recordChange(app, req, {
      entity: 'statements',
      entityId: row.id,
      action: created ? 'create' : 'rebuild',
      before: null,
      after: snapshot({ month: row.month, ownerId: row.ownerId, payableKopecks: row.payableKopecks }),
    });
  });
}

/**
 * Moves a statement `from` → `to` (draft → published, published → paid) in one conditional update.
 * @throws ApiError 404, 409 `reports.errors.transition` when it is not in `from` (anymore).
 */
export async function move(
  app: FastifyInstance,
  req: FastifyRequest,
  id: number,
  from: StatementStatus,
  to: StatementStatus,
): Promise<StatementDetail> {
  const before = await companyStatement(app, req, id);
  const now = app.clock.now();
  const [row] = await app.db
    .update(ownerStatements)
    .set(to === 'published' ? { status: to, publishedAt: now } : { status: to, paidAt: now })
    .where(
      and(eq(ownerStatements.id, id), eq(ownerStatements.companyId, req.companyId), eq(ownerStatements.status, from)),
    )
    .returning();
  if (!row) throw new ApiError(409, req.t('reports.errors.transition'));
  await recordChange(app, req, {
    entity: 'statements',
    entityId: id,
    action: to === 'published' ? 'publish' : 'mark-paid',
    before: { status: before.s.status },
    after: { status: row.status },
  });
  if (to === 'published') await notifyStatementPublished(app, row);
  return getStatement(app, req, id);
}
