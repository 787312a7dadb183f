/**
 * The services catalog (Refine resource `services`; docs/rules.md R15.1–R15.4), public:
 * GET app/v1/services, GET app/v1/services/{service}[?date=] (by code or id; free places of the
 * slots on `date`). A guest's orders: server/routes/requested-services/. Queries:
 * server/services/service-orders.ts.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { access } from '../../access';
import { appHeaders, envelope } from '../../../src/contracts/common';
import { serviceDetail, serviceList, serviceParams, slotsQuery } from '../../../src/contracts/services';
import * as repo from '../../services/service-orders';

const tags = ['services'];

export const serviceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/services',
    { config: access('services', 'list'), schema: { tags, summary: 'The services catalog (public)', headers: appHeaders, response: { 200: serviceList } } },
    async (req) => ({ data: await repo.listServices(app, req) }),
  );

  app.get(
    '/services/:service',
    {
      config: access('services', 'show'),
      schema: { tags, summary: 'One service with options and slots (free places on `date`)', headers: appHeaders, params: serviceParams, querystring: slotsQuery, response: { 200: envelope(serviceDetail) } },
    },
    async (req) => ({ data: await repo.serviceDetail(app, req, await repo.findService(app, req, req.params.service), req.query.date) }),
  );
};
