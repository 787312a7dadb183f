/**
 * Public content (docs/rules.md R6.2, R4.9, R9.5), in the request's language, so the
 * management company changes it without a deploy:
 * - GET app/v1/company: the brand's contacts and legal details;
 * - GET app/v1/building (list, read from `data`), GET app/v1/building/{id} (details) and
 *   GET app/v1/check-in/condition;
 * - GET app/v1/content/{kind}: a paginated list (`_start`, `_end`; news newest first, the rest by
 *   position); `segment` filters rental apartments by segment slug;
 * - GET app/v1/content/{kind}/{slug}: one item, 404 when absent.
 */
import type { FastifyInstance } from 'fastify';
import { contentEndpoints as e } from '../../../src/contracts/content';
import { ApiError } from '../../errors';
import { route } from '../../route';
import { pageWindow, paginate } from '../../validation';
import * as repo from './repo';

export async function contentRoutes(app: FastifyInstance): Promise<void> {
  route(app, e.company, async (req) => ({ data: await repo.getCompany(app, req.companyId, req.lang) }));

  route(app, e.buildings, async (req) => ({ data: await repo.listBuildings(app, req.companyId, req.lang) }));

  route(app, e.building, async (req) => {
    const b = await repo.getBuilding(app, req.companyId, req.params.id, req.lang);
    if (!b) throw new ApiError(404, req.t('error.buildingNotFound'));
    return { data: b };
  });

  route(app, e.checkIn, async (req) => ({ data: await repo.getCheckInConditions(app, req.companyId, req.lang) }));

  route(app, e.list, async (req) => {
    const { start, end, limit } = pageWindow(req.query);
    const { rows, total } = await repo.listContent(app, req.companyId, req.lang, {
      kind: req.params.kind,
      segment: req.query.segment,
      start,
      limit,
    });
    return paginate(rows, total, start, end);
  });

  route(app, e.show, async (req) => {
    const item = await repo.getContent(app, req.companyId, req.lang, req.params.kind, req.params.slug);
    if (!item) throw new ApiError(404, req.t('content.notFound'));
    return { data: item };
  });
}

/** Registered by @fastify/autoload from its folder (server/routes/v1.ts). */
export default contentRoutes;
