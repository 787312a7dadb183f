/** Back-office public content (docs/rules.md R16.5): list, one, create, edit (draft/published). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { access } from '../../../access';
import { appHeaders, pageWindow, paginate } from '../../../validation';
import { idParams } from '../../../../src/contracts/common';
import { backofficeContentListQuery, backofficeContentListResponse, backofficeContentResponse, contentBody } from '../../../../src/contracts/backoffice-content';
import { createContentItem, getContentItem, listContentRows, updateContentItem } from './repo';

const tags = ['backoffice'];

export const backofficeContentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/content',
    { config: access('backoffice', 'list'), schema: { tags, summary: 'Public content of every kind, drafts included', headers: appHeaders, querystring: backofficeContentListQuery, response: { 200: backofficeContentListResponse } } },
    async (req) => {
      const { start, end, limit } = pageWindow(req.query);
      const { rows, total } = await listContentRows(app, req, req.query, start, limit);
      return paginate(rows, total, start, end);
    },
  );

  app.get('/content/:id', { config: access('backoffice', 'show'), schema: { tags, summary: 'One content item, both languages', headers: appHeaders, params: idParams, response: { 200: backofficeContentResponse } } }, async (req) => ({
    data: await getContentItem(app, req, req.params.id),
  }));

  app.post('/content', { config: access('backoffice', 'create'), schema: { tags, summary: 'Create a content item', headers: appHeaders, body: contentBody, response: { 201: backofficeContentResponse } } }, async (req, reply) =>
    reply.code(201).send({ data: await createContentItem(app, req, req.body) }),
  );

  app.patch(
    '/content/:id',
    { config: access('backoffice', 'edit'), schema: { tags, summary: 'Edit, publish or unpublish a content item', headers: appHeaders, params: idParams, body: contentBody.partial(), response: { 200: backofficeContentResponse } } },
    async (req) => ({ data: await updateContentItem(app, req, req.params.id, req.body) }),
  );
};
