/**
 * The back office's rate plans and stay discounts (docs/rules.md R5.8, R5.30, R5.31, R16.2
 * audited; managers only):
 * - GET/POST app/v1/backoffice/tariffs, PATCH/DELETE …/tariffs/{id} — names, percent, breakfast,
 *   cancellation policy, order, on sale; a tariff bookings use is switched off, not deleted (409);
 * - GET/POST app/v1/backoffice/stay-discounts, PATCH/DELETE …/stay-discounts/{id}.
 * Declared in src/contracts/backoffice-tariffs.ts; queries: ./repo.ts.
 */
import type { FastifyInstance } from 'fastify';
import { route } from '../../../route';
import { backofficeTariffsEndpoints as e } from '../../../../src/contracts/backoffice-tariffs';
import { pageWindow, paginate } from '../../../validation';
import * as repo from './repo';

export async function backofficeTariffRoutes(app: FastifyInstance): Promise<void> {
  // A company has a handful of each: listed whole, paged in memory.
  route(app, e.tariffList, async (req) => {
    const { start, end } = pageWindow(req.query);
    const all = await repo.listTariffs(app, req);
    return paginate(all.slice(start, end), all.length, start, end);
  });
  route(app, e.tariffCreate, async (req) => ({ data: await repo.createTariff(app, req, req.body) }));
  route(app, e.tariffUpdate, async (req) => ({ data: await repo.updateTariff(app, req, req.params.id, req.body) }));
  route(app, e.tariffDelete, async (req) => ({ data: await repo.deleteTariff(app, req, req.params.id) }));

  route(app, e.discountList, async (req) => {
    const { start, end } = pageWindow(req.query);
    const all = await repo.listDiscounts(app, req);
    return paginate(all.slice(start, end), all.length, start, end);
  });
  route(app, e.discountCreate, async (req) => ({ data: await repo.createDiscount(app, req, req.body) }));
  route(app, e.discountUpdate, async (req) => ({
    data: await repo.updateDiscount(app, req, req.params.id, req.body),
  }));
  route(app, e.discountDelete, async (req) => ({ data: await repo.deleteDiscount(app, req, req.params.id) }));
}

/** Registered by @fastify/autoload from its folder (server/routes/v1.ts). */
export default backofficeTariffRoutes;
