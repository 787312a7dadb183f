/** GET app/v1/backoffice/dashboard — the back office's first screen (issue #9); declared in src/contracts/backoffice-dashboard.ts. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../../route';
import { backofficeDashboardEndpoints as e } from '../../../../src/contracts/backoffice-dashboard';
import { loadDashboard } from './repo';

export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, e.show, async (req) => ({ data: await loadDashboard(app, req) }));
};

/** Registered by @fastify/autoload from its folder (server/routes/v1.ts). */
export default dashboardRoutes;
