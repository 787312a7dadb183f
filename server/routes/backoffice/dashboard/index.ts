/** GET app/v1/backoffice/dashboard — the back office's first screen (issue #9). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { access } from '../../../access';
import { appHeaders } from '../../../validation';
import { dashboardResponse } from '../../../../src/contracts/backoffice-dashboard';
import { loadDashboard } from './repo';

export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/dashboard',
    {
      config: access('backoffice', 'show'),
      schema: { tags: ['backoffice'], summary: 'Arrivals, departures, occupancy, revenue, ADR, RevPAR, deadlines, requests', headers: appHeaders, response: { 200: dashboardResponse } },
    },
    async (req) => ({ data: await loadDashboard(app, req) }),
  );
};
