/** GET app/v1/backoffice/audit — the audit log of manager changes (issue #9); declared in src/contracts/backoffice-audit.ts. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../../route';
import { pageWindow, paginate } from '../../../validation';
import { backofficeAuditEndpoints as e } from '../../../../src/contracts/backoffice-audit';
import { listAudit } from './repo';

export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, e.list, async (req) => {
    const { start, end, limit } = pageWindow(req.query);
    const { rows, total } = await listAudit(app, req.companyId, req.query, start, limit);
    return paginate(rows, total, start, end);
  });
};

/** Registered by @fastify/autoload from its folder (server/routes/v1.ts). */
export default auditRoutes;
