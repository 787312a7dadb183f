/**
 * Back-office public content (docs/rules.md R16.5): list, one, create, edit (draft/published).
 * Declared in src/contracts/backoffice-content.ts.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../../route';
import { pageWindow, paginate } from '../../../validation';
import { backofficeContentEndpoints as e } from '../../../../src/contracts/backoffice-content';
import { createContentItem, getContentItem, listContentRows, updateContentItem } from './repo';

export const backofficeContentRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, e.list, async (req) => {
    const { start, end, limit } = pageWindow(req.query);
    const { rows, total } = await listContentRows(app, req, req.query, start, limit);
    return paginate(rows, total, start, end);
  });

  route(app, e.show, async (req) => ({ data: await getContentItem(app, req, req.params.id) }));

  route(app, e.create, async (req) => ({ data: await createContentItem(app, req, req.body) }));

  route(app, e.update, async (req) => ({ data: await updateContentItem(app, req, req.params.id, req.body) }));
};

/** Registered by @fastify/autoload from its folder (server/routes/v1.ts). */
export default backofficeContentRoutes;
