/**
 * The back office of services and requests (docs/rules.md R15, R16.2 audited; managers only):
 * - GET/PATCH app/v1/backoffice/services[/{id}] — the catalog: on/off, price, lead time, cut-off,
 *   options and slots with capacity;
 * - GET app/v1/backoffice/requests, GET/PATCH …/requests/{id}, POST …/requests/{id}/comments,
 *   GET …/requests/{id}/photos/{photoId} — the request board (move, assign, schedule, comment);
 * - GET app/v1/backoffice/service-orders?date= — the orders of one day by slot; PATCH …/{id} status.
 * Queries: ./repo.ts, server/services/service-requests.ts.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { access } from '../../../access';
import { appHeaders, idParams, listQuery } from '../../../../src/contracts/common';
import { boOrderList, boOrderPatch, dayOrdersQuery, orderResponse } from '../../../../src/contracts/requested-services';
import { commentCreate, photoParams, photoResponse, requestList, requestListQuery, requestPatch, requestResponse } from '../../../../src/contracts/service-requests';
import { boServiceList, boServicePatch, boServiceResponse } from '../../../../src/contracts/services';
import { pageWindow, paginate } from '../../../validation';
import * as requests from '../../../services/service-requests';
import * as repo from './repo';

const tags = ['backoffice'];
const BASE = 'app/v1/backoffice/requests';

export const backofficeServiceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/services',
    { config: access('backoffice', 'list'), schema: { tags, summary: 'The services catalog with options and slots', headers: appHeaders, querystring: listQuery, response: { 200: boServiceList } } },
    async (req) => {
      const { start, end } = pageWindow(req.query);
      const all = await repo.listServices(app, req);
      return paginate(all.slice(start, end), all.length, start, end);
    },
  );

  app.get(
    '/services/:id',
    { config: access('backoffice', 'show'), schema: { tags, summary: 'One service with its options and slots', headers: appHeaders, params: idParams, response: { 200: boServiceResponse } } },
    async (req) => ({ data: await repo.getService(app, req, req.params.id) }),
  );

  app.patch(
    '/services/:id',
    { config: access('backoffice', 'edit'), schema: { tags, summary: 'Change a service: on/off, price, rules, options, slots (audited)', headers: appHeaders, params: idParams, body: boServicePatch, response: { 200: boServiceResponse } } },
    async (req) => ({ data: await repo.updateService(app, req, req.params.id, req.body) }),
  );

  app.get(
    '/requests',
    { config: access('backoffice', 'list'), schema: { tags, summary: 'Every request of the company (the board)', headers: appHeaders, querystring: requestListQuery, response: { 200: requestList } } },
    async (req) => {
      const { start, end, limit } = pageWindow(req.query);
      const { rows, total } = await requests.listWhere(app, repo.requestScope(req, req.query.status), start, limit);
      return paginate(rows, total, start, end);
    },
  );

  app.get(
    '/requests/:id',
    { config: access('backoffice', 'show'), schema: { tags, summary: 'One request', headers: appHeaders, params: idParams, response: { 200: requestResponse } } },
    async (req) => ({ data: await requests.requestDetail(app, req, await repo.companyRequest(app, req, req.params.id), BASE) }),
  );

  app.patch(
    '/requests/:id',
    { config: access('backoffice', 'edit'), schema: { tags, summary: 'Move a request on the board, assign or schedule it (audited)', headers: appHeaders, params: idParams, body: requestPatch, response: { 200: requestResponse } } },
    async (req) => ({ data: await requests.requestDetail(app, req, await repo.patchRequest(app, req, req.params.id, req.body), BASE) }),
  );

  app.post(
    '/requests/:id/comments',
    { config: access('backoffice', 'act'), schema: { tags, summary: "The MC's comment to the guest", headers: appHeaders, params: idParams, body: commentCreate, response: { 201: requestResponse } } },
    async (req, reply) => {
      const r = await repo.companyRequest(app, req, req.params.id);
      await requests.addComment(app, req, r, req.body.text, true);
      return reply.code(201).send({ data: await requests.requestDetail(app, req, r, BASE) });
    },
  );

  app.get(
    '/requests/:id/photos/:photoId',
    { config: access('backoffice', 'show'), schema: { tags, summary: 'A photo of the request (data URL)', headers: appHeaders, params: photoParams, response: { 200: photoResponse } } },
    async (req) => ({ data: await requests.photoDataUrl(app, req, await repo.companyRequest(app, req, req.params.id), req.params.photoId) }),
  );

  app.get(
    '/service-orders',
    { config: access('backoffice', 'list'), schema: { tags, summary: 'Orders of one day (default today) by slot', headers: appHeaders, querystring: dayOrdersQuery, response: { 200: boOrderList } } },
    async (req) => {
      const { start, end } = pageWindow(req.query);
      const all = await repo.dayOrders(app, req, req.query.date);
      return paginate(all.slice(start, end), all.length, start, end);
    },
  );

  app.patch(
    '/service-orders/:id',
    { config: access('backoffice', 'edit'), schema: { tags, summary: 'Mark an order scheduled or done (audited)', headers: appHeaders, params: idParams, body: boOrderPatch, response: { 200: orderResponse } } },
    async (req) => ({ data: await repo.patchOrder(app, req, req.params.id, req.body.status) }),
  );
};
