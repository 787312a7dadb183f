/**
 * Owner reports (Refine resource `reports`, docs/rules.md R13.1–R13.5):
 * - GET app/v1/reports?from&to[&objectId] — the period report of the caller's rooms under the MC:
 *   per room, in total, by month, itemised expenses; `built: false` with the last period that has
 *   data when the period is empty;
 * - GET app/v1/reports/export?from&to&format=pdf|xlsx — the same report as a file (attachment);
 * - GET app/v1/reports/statements, GET app/v1/reports/statements/{id} — published monthly statements.
 * Owners and agents (by a proxy allowing reports) only; someone else's room or statement → 404.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../route';
import { reportsEndpoints as e } from '../../../src/contracts/reports';
import { pageWindow, paginate } from '../../validation';
import { sendAttachment, XLSX_TYPE } from '../../services/report-files';
import * as repo from './repo';

export const reportRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, e.report, async (req) => ({ data: await repo.callerReport(app, req, req.query) }));

  route(app, e.export, async (req, reply) => {
    const f = await repo.reportFile(app, req, req.query);
    return sendAttachment(reply, f.bytes, req.query.format === 'pdf' ? 'application/pdf' : XLSX_TYPE, f.name);
  });

  route(app, e.statements, async (req) => {
    const { start, end } = pageWindow(req.query);
    const all = await repo.listStatements(app, req);
    return paginate(all.slice(start, end), all.length, start, end);
  });

  route(app, e.statement, async (req) => ({ data: await repo.oneStatement(app, req, req.params.id) }));
};

/** Registered by @fastify/autoload from its folder (server/routes/v1.ts). */
export default reportRoutes;
