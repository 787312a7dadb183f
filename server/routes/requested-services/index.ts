/**
 * A guest's service orders (Refine resource `requested-services`; docs/rules.md R15.5, R15.6):
 * - GET/POST app/v1/requested-services, GET app/v1/requested-services/{id} — the guest's orders;
 * - POST app/v1/requested-services/{id}/pay — a card payment (kind `service_order`, applied once);
 * - POST app/v1/requested-services/{id}/cancel — within the service's rules.
 * Someone else's order answers 404; a full slot 409 translated. Queries:
 * server/services/service-orders.ts; the catalog: server/routes/services/.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { access } from '../../access';
import { appHeaders, idParams } from '../../../src/contracts/common';
import { orderCreate, orderList, orderListQuery, orderPayStarted, orderResponse } from '../../../src/contracts/requested-services';
import { ApiError } from '../../errors';
import { pageWindow, paginate } from '../../validation';
import { startTargetPayment } from '../../services/payments';
import * as repo from '../../services/service-orders';

const tags = ['services'];

export const requestedServiceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/requested-services',
    { config: access('requested-services', 'list'), schema: { tags, summary: "The caller's service orders", headers: appHeaders, querystring: orderListQuery, response: { 200: orderList } } },
    async (req) => {
      const { start, end, limit } = pageWindow(req.query);
      const { rows, total } = await repo.listOrders(app, req, start, limit);
      return paginate(rows, total, start, end);
    },
  );

  app.get(
    '/requested-services/:id',
    { config: access('requested-services', 'show'), schema: { tags, summary: 'One service order', headers: appHeaders, params: idParams, response: { 200: orderResponse } } },
    async (req) => ({ data: (await repo.toOrderRows(app, req, [await repo.ownOrder(app, req, req.params.id)]))[0] }),
  );

  app.post(
    '/requested-services',
    {
      config: access('requested-services', 'create'),
      schema: { tags, summary: 'Order a service (a full slot answers 409)', headers: appHeaders, body: orderCreate, response: { 201: orderResponse } },
    },
    async (req, reply) => {
      const o = await repo.createOrder(app, req, req.body);
      return reply.code(201).send({ data: (await repo.toOrderRows(app, req, [o]))[0] });
    },
  );

  app.post(
    '/requested-services/:id/pay',
    { config: access('requested-services', 'pay'), schema: { tags: ['services', 'payments'], summary: 'Pay the order by card → { confirmationUrl }', headers: appHeaders, params: idParams, response: { 201: orderPayStarted } } },
    async (req, reply) => {
      const o = await repo.ownOrder(app, req, req.params.id);
      if (o.status !== 'awaiting_payment') throw new ApiError(409, req.t('requested-services.errors.notPayable'));
      const s = await repo.findService(app, req, o.serviceId);
      const started = await startTargetPayment(app, req, {
        kind: repo.ORDER_PAYMENT_KIND,
        targetId: o.id,
        companyId: req.companyId,
        userId: o.userId,
        amountKopecks: o.totalKopecks,
        description: `${s.title[req.lang]} #${o.id}`,
        returnPath: `/requested-service-payment-success/${o.id}`,
      });
      return reply.code(201).send({ data: started });
    },
  );

  app.post(
    '/requested-services/:id/cancel',
    { config: access('requested-services', 'cancel'), schema: { tags, summary: 'Cancel the order within the rules', headers: appHeaders, params: idParams, response: { 200: orderResponse } } },
    async (req) => {
      const o = await repo.cancelOrder(app, req, await repo.ownOrder(app, req, req.params.id));
      return { data: (await repo.toOrderRows(app, req, [o]))[0] };
    },
  );
};
