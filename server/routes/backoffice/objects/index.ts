/**
 * Back-office buildings and objects (docs/rules.md R16.10): list, one, create, edit, bulk price
 * change. Declared in src/contracts/backoffice-objects.ts.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiError } from '../../../errors';
import { route } from '../../../route';
import { pageWindow, paginate } from '../../../validation';
import { backofficeObjectsEndpoints as e } from '../../../../src/contracts/backoffice-objects';
import { BULK_PERCENT } from '../../../../src/domain/backoffice';
import { buildingOptions, bulkPriceChange, createObject, getObject, listObjects, updateObject } from './repo';

export const backofficeObjectRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, e.buildings, async (req) => {
    const rows = await buildingOptions(app, req);
    return paginate(rows, rows.length, 0, Math.max(1, rows.length));
  });

  route(app, e.list, async (req) => {
    const { start, end, limit } = pageWindow(req.query);
    const { rows, total } = await listObjects(app, req, req.query, start, limit);
    return paginate(rows, total, start, end);
  });

  route(app, e.show, async (req) => ({ data: await getObject(app, req, req.params.id) }));

  route(app, e.create, async (req) => ({ data: await createObject(app, req, req.body) }));

  route(app, e.update, async (req) => ({ data: await updateObject(app, req, req.params.id, req.body) }));

  route(app, e.bulkPrice, async (req) => {
    const { mode, value } = req.body;
    if (
      mode === 'percent' ? value < BULK_PERCENT.min || value > BULK_PERCENT.max : value < 100 || value > 1_000_000_000
    ) {
      throw new ApiError(422, req.t('validation.failed'), { value: [req.t('validation.invalid')] });
    }
    return { data: { updated: await bulkPriceChange(app, req, req.body) } };
  });
};

/** Registered by @fastify/autoload from its folder (server/routes/v1.ts). */
export default backofficeObjectRoutes;
