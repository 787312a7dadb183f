/** The back-office form inbox (docs/rules.md R16.7): list, one, status and note. Declared in src/contracts/backoffice-forms.ts. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../../route';
import { pageWindow, paginate } from '../../../validation';
import { backofficeFormsEndpoints as e } from '../../../../src/contracts/backoffice-forms';
import { getForm, listForms, updateForm } from './repo';

export const backofficeFormRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, e.list, async (req) => {
    const { start, end, limit } = pageWindow(req.query);
    const { rows, total } = await listForms(app, req, req.query, start, limit);
    return paginate(rows, total, start, end);
  });

  route(app, e.show, async (req) => ({ data: await getForm(app, req, req.params.id) }));

  route(app, e.update, async (req) => ({ data: await updateForm(app, req, req.params.id, req.body) }));
};

/** Registered by @fastify/autoload from its folder (server/routes/v1.ts). */
export default backofficeFormRoutes;
