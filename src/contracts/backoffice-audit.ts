/**
 * Back-office audit log (issue #9): GET app/v1/backoffice/audit — every change a manager made,
 * newest first, filtered by record, actor, verb and period.
 */
import { z } from 'zod';
import { id, isoDate, listQuery, paginated } from './common';
import { endpoint } from './endpoint';

/** One entry: who, when (server timestamp, docs/rules.md R1.10), which record, before and after. */
export const auditRow = z.object({
  id: z.number().int(),
  createdAt: z.string(),
  actorId: z.number().int(),
  actorName: z.string(),
  entity: z.string(),
  entityId: z.number().int(),
  action: z.string(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
});
export type AuditRow = z.infer<typeof auditRow>;

/** Filters: `entity`, `entityId`, `actorId`, `action`, `createdAt_gte`/`createdAt_lte` (dates), `q` (actor name). */
export const auditListQuery = listQuery.extend({
  entity: z.string().max(60).optional(),
  entityId: id.optional(),
  actorId: id.optional(),
  action: z.string().max(60).optional(),
  createdAt_gte: isoDate.optional(),
  createdAt_lte: isoDate.optional(),
  q: z.string().max(100).optional(),
  _sort: z.enum(['id', 'createdAt']).optional(),
  _order: z.enum(['asc', 'desc', 'ASC', 'DESC']).optional(),
});
export type AuditListQuery = z.infer<typeof auditListQuery>;

export const auditListResponse = paginated(auditRow);

/** The endpoints of `backoffice-audit` (docs/architecture.md § The typed seam). */
export const backofficeAuditEndpoints = {
  list: endpoint({
    method: 'get',
    path: '/backoffice/audit',
    access: ['backoffice', 'list'],
    query: auditListQuery,
    responses: { 200: auditListResponse },
    summary: 'Audit log: who changed which record when, before and after (managers only)',
    tags: ['backoffice'],
  }),
};
