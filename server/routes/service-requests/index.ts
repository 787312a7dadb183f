/**
 * Repair, emergency and custom requests (Refine resource `service-requests`; docs/rules.md R15.7,
 * R15.8): a guest's own list, one request (timeline, comments, the MC's phone), filing one with
 * photos, commenting, rating when done, and reading a photo. Someone else's request answers 404.
 * Queries: ./repo.ts; the back office's side: server/routes/backoffice/services/.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { access } from '../../access';
import { appHeaders, idParams } from '../../../src/contracts/common';
import { commentCreate, photoParams, photoResponse, ratingCreate, requestCreate, requestList, requestListQuery, requestResponse } from '../../../src/contracts/service-requests';
import { pageWindow, paginate } from '../../validation';
import * as repo from '../../services/service-requests';

const tags = ['service-requests'];
const BASE = 'app/v1/service-requests';

export const serviceRequestRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/service-requests',
    { config: access('service-requests', 'list'), schema: { tags, summary: "The caller's requests", headers: appHeaders, querystring: requestListQuery, response: { 200: requestList } } },
    async (req) => {
      const { start, end, limit } = pageWindow(req.query);
      const { rows, total } = await repo.listOwnRequests(app, req, start, limit);
      return paginate(rows, total, start, end);
    },
  );

  app.get(
    '/service-requests/:id',
    { config: access('service-requests', 'show'), schema: { tags, summary: 'One request: timeline, comments, photos', headers: appHeaders, params: idParams, response: { 200: requestResponse } } },
    async (req) => ({ data: await repo.requestDetail(app, req, await repo.ownRequest(app, req, req.params.id), BASE) }),
  );

  app.post(
    '/service-requests',
    {
      config: access('service-requests', 'create'),
      schema: { tags, summary: 'File a repair, emergency or custom request (an emergency notifies every manager)', headers: appHeaders, body: requestCreate, response: { 201: requestResponse } },
    },
    async (req, reply) => {
      const r = await repo.createRequest(app, req, req.body);
      return reply.code(201).send({ data: await repo.requestDetail(app, req, r, BASE) });
    },
  );

  app.post(
    '/service-requests/:id/comments',
    { config: access('service-requests', 'comment'), schema: { tags, summary: 'Comment on the request', headers: appHeaders, params: idParams, body: commentCreate, response: { 201: requestResponse } } },
    async (req, reply) => {
      const r = await repo.ownRequest(app, req, req.params.id);
      await repo.addComment(app, req, r, req.body.text, false);
      return reply.code(201).send({ data: await repo.requestDetail(app, req, r, BASE) });
    },
  );

  app.post(
    '/service-requests/:id/rating',
    { config: access('service-requests', 'rate'), schema: { tags, summary: 'Rate the request once it is done', headers: appHeaders, params: idParams, body: ratingCreate, response: { 200: requestResponse } } },
    async (req) => {
      const r = await repo.ownRequest(app, req, req.params.id);
      await repo.rate(app, req, r, req.body.rating, req.body.comment);
      return { data: await repo.requestDetail(app, req, await repo.ownRequest(app, req, r.id), BASE) };
    },
  );

  app.get(
    '/service-requests/:id/photos/:photoId',
    { config: access('service-requests', 'show'), schema: { tags, summary: 'A photo of the request (data URL)', headers: appHeaders, params: photoParams, response: { 200: photoResponse } } },
    async (req) => ({ data: await repo.photoDataUrl(app, req, await repo.ownRequest(app, req, req.params.id), req.params.photoId) }),
  );
};
