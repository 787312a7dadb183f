/**
 * The back office of promo codes (docs/rules.md R5.32; managers only, audited):
 * - GET app/v1/backoffice/promo-codes[/{id}] — the codes with uses, revenue and discount given;
 * - POST …/promo-codes, PATCH …/promo-codes/{id} — create, change;
 * - POST …/promo-codes/{id}/deactivate.
 * Declared in src/contracts/backoffice-promo-codes.ts; queries: ./repo.ts.
 */
import type { FastifyInstance } from 'fastify';
import { route } from '../../../route';
import { backofficePromoCodesEndpoints as e } from '../../../../src/contracts/backoffice-promo-codes';
import { pageWindow, paginate } from '../../../validation';
import * as repo from './repo';

export async function backofficePromoCodeRoutes(app: FastifyInstance): Promise<void> {
  route(app, e.list, async (req) => {
    const { start, end, limit } = pageWindow(req.query);
    const { rows, total } = await repo.listCodes(app, req, start, limit);
    return paginate(rows, total, start, end);
  });
  route(app, e.show, async (req) => ({ data: await repo.getCode(app, req, req.params.id) }));
  route(app, e.create, async (req, reply) => {
    reply.code(201);
    return { data: await repo.createCode(app, req, req.body) };
  });
  route(app, e.update, async (req) => ({ data: await repo.updateCode(app, req, req.params.id, req.body) }));
  route(app, e.deactivate, async (req) => ({ data: await repo.deactivateCode(app, req, req.params.id) }));
}

/** Registered by @fastify/autoload from its folder (server/routes/v1.ts). */
export default backofficePromoCodeRoutes;
