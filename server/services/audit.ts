/**
 * The back-office audit log (issue #9; docs/architecture.md § Roles and access): the one helper
 * every manager change goes through. It writes who (the manager), when (the app's clock), which
 * record (`entity`, `entityId`), the verb, and the record before and after as JSON — inside the
 * caller's transaction when one is given, so a change and its log entry land together.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { auditLog } from '../db/schema';
import { requireRole } from '../access';
import type { AuditAction, AuditEntity } from '../../src/domain/audit';

/** A database or an open transaction to write through. */
type Writer = Pick<Db, 'insert'>;

/** One change to log. `before`/`after` are the record's fields (null when created or deleted). */
export interface AuditEntry {
  /** A section of src/domain/audit.ts (the audit screen names each one). */
  entity: AuditEntity;
  entityId: number;
  /** A verb of src/domain/audit.ts. */
  action: AuditAction;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

/** A JSON-safe copy of a row (Dates as ISO strings), for `before`/`after`. */
export function snapshot<T extends object>(row: T | null | undefined): Record<string, unknown> | null {
  if (!row) return null;
  return JSON.parse(JSON.stringify(row)) as Record<string, unknown>;
}

/**
 * Writes one audit entry for the manager making `req`.
 * @throws ApiError 401/403 when the caller is not a manager (the back-office guard already refused such calls).
 */
export async function recordChange(
  app: Pick<FastifyInstance, 'db' | 'clock'>,
  req: FastifyRequest,
  entry: AuditEntry,
  tx: Writer = app.db,
): Promise<void> {
  const user = requireRole(req, 'manager');
  const actorName = [user.name, user.surname].filter(Boolean).join(' ') || user.phone || `#${user.id}`;
  await tx.insert(auditLog).values({
    companyId: req.companyId,
    actorId: user.id,
    actorName,
    entity: entry.entity,
    entityId: entry.entityId,
    action: entry.action,
    before: entry.before,
    after: entry.after,
    createdAt: app.clock.now(),
  });
}
