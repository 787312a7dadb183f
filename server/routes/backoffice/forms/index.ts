/** The back-office form inbox (docs/rules.md R16.7): list, one, status and note. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { access } from '../../../access';
import { appHeaders, pageWindow, paginate } from '../../../validation';
import { idParams } from '../../../../src/contracts/common';
import { formInboxListResponse, formInboxPatch, formInboxQuery, formInboxResponse } from '../../../../src/contracts/backoffice-forms';
import { getForm, listForms, updateForm } from './repo';

const tags = ['backoffice'];

export const backofficeFormRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/forms',
    { config: access('backoffice', 'list'), schema: { tags, summary: 'Call-backs, feedback and questions as one inbox', headers: appHeaders, querystring: formInboxQuery, response: { 200: formInboxListResponse } } },
    async (req) => {
      const { start, end, limit } = pageWindow(req.query);
      const { rows, total } = await listForms(app, req, req.query, start, limit);
      return paginate(rows, total, start, end);
    },
  );

  app.get('/forms/:id', { config: access('backoffice', 'show'), schema: { tags, summary: 'One form request', headers: appHeaders, params: idParams, response: { 200: formInboxResponse } } }, async (req) => ({
    data: await getForm(app, req, req.params.id),
  }));

  app.patch(
    '/forms/:id',
    { config: access('backoffice', 'edit'), schema: { tags, summary: 'Move a request forward (new → in progress → done) or set its note', headers: appHeaders, params: idParams, body: formInboxPatch, response: { 200: formInboxResponse } } },
    async (req) => ({ data: await updateForm(app, req, req.params.id, req.body) }),
  );
};
