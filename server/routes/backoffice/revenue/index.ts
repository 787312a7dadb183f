/**
 * The revenue manager's numbers (docs/rules.md R16.12; contract src/contracts/backoffice-revenue.ts):
 * GET backoffice/revenue?year — the month table by building and the 90-night pace; GET
 * backoffice/revenue/xlsx?year — both as a workbook. Managers only (../autohooks.ts); queries:
 * ./repo.ts, the workbook: ./xlsx.ts.
 */
import type { FastifyInstance } from 'fastify';
import { route } from '../../../route';
import { backofficeRevenueEndpoints as e } from '../../../../src/contracts/backoffice-revenue';
import { sendAttachment, XLSX_TYPE } from '../../../services/report-files';
import { loadRevenue } from './repo';
import { revenueXlsx } from './xlsx';

export async function revenueRoutes(app: FastifyInstance): Promise<void> {
  route(app, e.list, async (req) => ({ data: await loadRevenue(app, req, req.query.year) }));
  route(app, e.file, async (req, reply) => {
    const report = await loadRevenue(app, req, req.query.year);
    const bytes = await revenueXlsx(report, req.t);
    return sendAttachment(reply, bytes, XLSX_TYPE, `revenue-${report.year}.xlsx`);
  });
}

/** Registered by @fastify/autoload from its folder (server/routes/v1.ts). */
export default revenueRoutes;
