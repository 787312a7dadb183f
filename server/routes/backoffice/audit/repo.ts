/** Queries of the back-office audit log (issue #9): the company's entries, filtered, newest first. */
import { and, asc, count, desc, eq, gte, ilike, lt, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { auditLog } from '../../../db/schema';
import { addDaysIso, toServerTimestamp } from '../../../../src/domain/datetime';
import type { AuditListQuery, AuditRow } from '../../../../src/contracts/backoffice-audit';

/** Start of a `YYYY-MM-DD` day, UTC. */
const dayStart = (d: string) => new Date(`${d}T00:00:00Z`);

/** One page of the audit log with the total. */
export async function listAudit(
  app: FastifyInstance,
  companyId: number,
  q: AuditListQuery,
  start: number,
  limit: number,
): Promise<{ rows: AuditRow[]; total: number }> {
  const conds: (SQL | undefined)[] = [
    eq(auditLog.companyId, companyId),
    q.entity ? eq(auditLog.entity, q.entity) : undefined,
    q.entityId ? eq(auditLog.entityId, q.entityId) : undefined,
    q.actorId ? eq(auditLog.actorId, q.actorId) : undefined,
    q.action ? eq(auditLog.action, q.action) : undefined,
    q.createdAt_gte ? gte(auditLog.createdAt, dayStart(q.createdAt_gte)) : undefined,
    q.createdAt_lte ? lt(auditLog.createdAt, dayStart(addDaysIso(q.createdAt_lte, 1))) : undefined,
    q.q ? ilike(auditLog.actorName, `%${q.q.replace(/[%_\\]/g, '\\$&')}%`) : undefined,
  ];
  const where = and(...conds);
  const dir = (q._order ?? 'desc').toLowerCase() === 'asc' ? asc : desc;
  const [rows, [{ n }]] = await Promise.all([
    app.db.select().from(auditLog).where(where).orderBy(dir(auditLog.id)).limit(limit).offset(start),
    app.db.select({ n: count() }).from(auditLog).where(where),
  ]);
  return {
    total: n,
    rows: rows.map((r) => ({
      id: r.id,
      createdAt: toServerTimestamp(r.createdAt),
      actorId: r.actorId,
      actorName: r.actorName,
      entity: r.entity,
      entityId: r.entityId,
      action: r.action,
      before: r.before ?? null,
      after: r.after ?? null,
    })),
  };
}
