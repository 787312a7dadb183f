/**
 * A guest's service orders (Refine resource `requested-services`; docs/rules.md R15.5, R15.6):
 * - GET/POST app/v1/requested-services, GET app/v1/requested-services/{id} — the guest's orders;
 * - POST app/v1/requested-services/{id}/pay — a card payment (kind `service_order`, applied once);
 * - POST app/v1/requested-services/{id}/cancel — within the service's rules.
 * Someone else's order answers 404; a full slot 409 translated. Queries:
 * server/services/service-orders.ts; the catalog: server/routes/services/.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../route';
import { requestedServicesEndpoints as e } from '../../../src/contracts/requested-services';
import { ApiError } from '../../errors';
import { pageWindow, paginate } from '../../validation';
import { startTargetPayment } from '../../services/payments';
import * as repo from '../../services/service-orders';

export const requestedServiceRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, e.list, async (req) => {
    const { start, end, limit } = pageWindow(req.query);
    const { rows, total } = await repo.listOrders(app, req, start, limit);
    return paginate(rows, total, start, end);
  });

  route(app, e.show, async (req) => ({
    data: (await repo.toOrderRows(app, req, [await repo.ownOrder(app, req, req.params.id)]))[0],
  }));

  route(app, e.create, async (req) => {
    const o = await repo.createOrder(app, req, req.body);
    return { data: (await repo.toOrderRows(app, req, [o]))[0] };
  });

  route(app, e.pay, async (req) => {
    const o = await repo.ownOrder(app, req, req.params.id);
    if (o.status !== 'awaiting_payment') throw new ApiError(409, req.t('requested-services.errors.notPayable'));
    const s = await repo.findService(app, req, o.serviceId);
    const started = await startTargetPayment(app, req, {
      kind: repo.ORDER_PAYMENT_KIND,
      targetId: o.id,
      companyId: req.companyId,
      userId: o.userId,
      amountKopecks: o.totalKopecks,
      method: req.body?.method,
      description: `${s.title[req.lang]} #${o.id}`,
      returnPath: `/requested-service-payment-success/${o.id}`,
    });
    return { data: started };
  });

  route(app, e.cancel, async (req) => {
    const o = await repo.cancelOrder(app, req, await repo.ownOrder(app, req, req.params.id));
    return { data: (await repo.toOrderRows(app, req, [o]))[0] };
  });
};

/** Registered by @fastify/autoload from its folder (server/routes/v1.ts). */
export default requestedServiceRoutes;
