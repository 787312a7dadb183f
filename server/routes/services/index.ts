/**
 * The services catalog (Refine resource `services`; docs/rules.md R15.1–R15.4), public:
 * GET app/v1/services, GET app/v1/services/{service}[?date=] (by code or id; free places of the
 * slots on `date`). A guest's orders: server/routes/requested-services/. Queries:
 * server/services/service-orders.ts.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../route';
import { servicesEndpoints as e } from '../../../src/contracts/services';
import * as repo from '../../services/service-orders';

export const serviceRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, e.list, async (req) => ({ data: await repo.listServices(app, req) }));

  route(app, e.show, async (req) => ({
    data: await repo.serviceDetail(app, req, await repo.findService(app, req, req.params.service), req.query.date),
  }));
};

/** Registered by @fastify/autoload from its folder (server/routes/v1.ts). */
export default serviceRoutes;
