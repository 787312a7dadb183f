/**
 * The management company's back office (issue #9; docs/architecture.md § Layout): @fastify/autoload
 * runs this hook for every route folder under server/routes/backoffice/ (`cascadeHooks`), so each
 * route under /api/app/v1/backoffice/… admits the `manager` role only (401 anonymous, 403 any
 * other role), on top of the route's own `config: access('backoffice', …)` cell
 * (src/domain/access.ts). A new back-office screen is one more folder here, nothing else.
 */
import type { FastifyInstance } from 'fastify';
import { requireRole } from '../../access';

/** Adds the manager guard to the folder's plugins (an autoload `autohooks` file). */
export default async function managerOnly(app: FastifyInstance): Promise<void> {
  app.addHook('onRequest', async (req) => {
    requireRole(req, 'manager');
  });
}
