/**
 * The back office's tourist tax (docs/rules.md R5.26; contract src/contracts/backoffice-tourist-tax.ts):
 * - GET/POST backoffice/tourist-tax, GET/PATCH backoffice/tourist-tax/{id} — the rates by year;
 * - GET backoffice/tourist-tax-exemptions, POST …/{id}/decision, GET …/{id}/scan — the guests' claims;
 * - GET backoffice/tourist-tax-report?month, GET …/xlsx — the month's stays by check-out and the total.
 * Managers only (./autohooks.ts of the folder above); queries: ./repo.ts.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../../route';
import { backofficeTouristTaxEndpoints as e } from '../../../../src/contracts/backoffice-tourist-tax';
import { pageWindow, paginate } from '../../../validation';
import { ApiError } from '../../../errors';
import { mimeOfKind } from '../../../services/file-storage';
import { sendFile } from '../../../services/pdf';
import { uploadKey } from '../../../services/storage';
import { sendAttachment, XLSX_TYPE } from '../../../services/report-files';
import { touristTaxReport, touristTaxXlsx } from '../../../services/tourist-tax';
import * as repo from './repo';

export const touristTaxRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, e.list, async (req) => {
    const { start, end, limit } = pageWindow(req.query);
    const { rows, total } = await repo.listRates(app, req, start, limit);
    return paginate(rows, total, start, end);
  });
  route(app, e.show, async (req) => ({ data: await repo.oneRate(app, req, req.params.id) }));
  route(app, e.create, async (req) => ({ data: await repo.saveRate(app, req, req.body) }));
  route(app, e.update, async (req) => ({ data: await repo.saveRate(app, req, req.body, req.params.id) }));

  route(app, e.exemptions, async (req) => {
    const { start, end, limit } = pageWindow(req.query);
    const { rows, total } = await repo.listClaims(app, req, req.query, start, limit);
    return paginate(rows, total, start, end);
  });
  route(app, e.decide, async (req) => ({ data: await repo.decideClaim(app, req, req.params.id, req.body) }));
  route(app, e.scan, async (req, reply) => {
    const { c } = await repo.oneClaim(app, req, req.params.id);
    const f = await app.db.query.uploads.findFirst({ where: (u, { eq }) => eq(u.id, c.uploadId) });
    const bytes = f ? await app.storage.get(uploadKey(f.id)) : null;
    if (!f || !bytes) throw new ApiError(404, req.t('backoffice-tourist-tax.errors.claimNotFound'));
    return sendFile(reply, bytes, mimeOfKind(f.kind), f.name);
  });

  route(app, e.report, async (req) => ({ data: await touristTaxReport(app.db, req.companyId, req.query.month) }));
  route(app, e.reportFile, async (req, reply) => {
    const report = await touristTaxReport(app.db, req.companyId, req.query.month);
    const bytes = await touristTaxXlsx(report, req.t);
    return sendAttachment(reply, bytes, XLSX_TYPE, `tourist-tax-${req.query.month}.xlsx`);
  });
};

/** Registered by @fastify/autoload from its folder (server/routes/v1.ts). */
export default touristTaxRoutes;
