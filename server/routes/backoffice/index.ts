/**
 * The management company's back office (issue #9; docs/architecture.md § Layout): every route
 * under /api/app/v1/backoffice/… is registered here as ONE group whose `onRequest` hook admits
 * the `manager` role only (401 anonymous, 403 any other role), on top of each route's own
 * `config: access('backoffice', …)` cell (src/domain/access.ts). A later back-office screen is
 * one more folder here and one line below.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireRole } from '../../access';
import { auditRoutes } from './audit';
import { backofficeBookingRoutes } from './bookings';
import { dashboardRoutes } from './dashboard';
import { occupancyRoutes } from './occupancy';
import { backofficeObjectRoutes } from './objects';
import { backofficeContentRoutes } from './content';
import { backofficeFormRoutes } from './forms';
import { backofficeUserRoutes } from './users';
import { backofficeServiceRoutes } from './services';
import { backofficeStatementRoutes } from './statements';
import { backofficePollRoutes } from './polls';
import { backofficeApplicationRoutes } from './applications';
import { backofficeRentRoutes } from './rents';
import { backofficeUtilityRoutes } from './utilities';
import { backofficeDocumentRoutes } from './documents';
import { backofficeChannelRoutes } from './channels';

export const backofficeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', async (req) => {
    requireRole(req, 'manager');
  });
  await app.register(dashboardRoutes);
  await app.register(auditRoutes);
  await app.register(backofficeBookingRoutes);
  await app.register(occupancyRoutes);
  await app.register(backofficeObjectRoutes);
  await app.register(backofficeContentRoutes);
  await app.register(backofficeFormRoutes);
  await app.register(backofficeUserRoutes);
  await app.register(backofficeServiceRoutes);
  await app.register(backofficeStatementRoutes);
  await app.register(backofficePollRoutes);
  await app.register(backofficeApplicationRoutes);
  await app.register(backofficeRentRoutes);
  await app.register(backofficeUtilityRoutes);
  await app.register(backofficeDocumentRoutes);
  await app.register(backofficeChannelRoutes);
};
