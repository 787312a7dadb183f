/**
 * The back office of services and requests (docs/rules.md R15, R16.2 audited; managers only):
 * - GET/PATCH app/v1/backoffice/services[/{id}] — the catalog: on/off, price, lead time, cut-off,
 *   options and slots with capacity;
 * - GET app/v1/backoffice/requests, GET/PATCH …/requests/{id}, POST …/requests/{id}/comments,
 *   GET …/requests/{id}/photos/{photoId} — the request board (move, assign, schedule, comment);
 * - GET app/v1/backoffice/service-orders?date= — the orders of one day by slot; PATCH …/{id} status.
 * Declared in src/contracts/backoffice-services.ts (`backofficeServicesEndpoints`); queries:
 * ./repo.ts, server/services/service-requests.ts.
 */
import type { FastifyInstance } from 'fastify';
import { route } from '../../../route';
import { backofficeServicesEndpoints as e } from '../../../../src/contracts/backoffice-services';
import { endpointUrl } from '../../../../src/contracts/endpoint';
import { pageWindow, paginate } from '../../../validation';
import * as requests from '../../../services/service-requests';
import * as repo from './repo';

/** Where a request's photos are fetched from (`…/requests/{id}/photos/{photoId}`). */
const BASE = endpointUrl(e.requestList);

export async function backofficeServiceRoutes(app: FastifyInstance): Promise<void> {
  route(app, e.serviceList, async (req) => {
    const { start, end } = pageWindow(req.query);
    const all = await repo.listServices(app, req);
    return paginate(all.slice(start, end), all.length, start, end);
  });
  route(app, e.serviceShow, async (req) => ({ data: await repo.getService(app, req, req.params.id) }));
  route(app, e.serviceUpdate, async (req) => ({ data: await repo.updateService(app, req, req.params.id, req.body) }));

  route(app, e.requestList, async (req) => {
    const { start, end, limit } = pageWindow(req.query);
    const { rows, total } = await requests.listWhere(app, repo.requestScope(req, req.query.status), start, limit);
    return paginate(rows, total, start, end);
  });
  route(app, e.requestShow, async (req) => ({
    data: await requests.requestDetail(app, req, await repo.companyRequest(app, req, req.params.id), BASE),
  }));
  route(app, e.requestUpdate, async (req) => ({
    data: await requests.requestDetail(app, req, await repo.patchRequest(app, req, req.params.id, req.body), BASE),
  }));
  route(app, e.requestComment, async (req) => {
    const r = await repo.companyRequest(app, req, req.params.id);
    await requests.addComment(app, req, r, req.body.text, true);
    return { data: await requests.requestDetail(app, req, r, BASE) };
  });
  route(app, e.requestPhoto, async (req) => ({
    data: await requests.photoDataUrl(app, req, await repo.companyRequest(app, req, req.params.id), req.params.photoId),
  }));

  route(app, e.orderList, async (req) => {
    const { start, end } = pageWindow(req.query);
    const all = await repo.dayOrders(app, req, req.query.date);
    return paginate(all.slice(start, end), all.length, start, end);
  });
  route(app, e.orderUpdate, async (req) => ({ data: await repo.patchOrder(app, req, req.params.id, req.body.status) }));
}

/** Registered by @fastify/autoload from its folder (server/routes/v1.ts). */
export default backofficeServiceRoutes;
