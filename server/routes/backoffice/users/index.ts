/**
 * Back-office users (docs/rules.md R16.4, R16.6): list, one, owner role, block and unblock,
 * restore. Declared in src/contracts/backoffice-users.ts (`backofficeUsersEndpoints`).
 */
import type { FastifyInstance } from 'fastify';
import { route } from '../../../route';
import { pageWindow, paginate } from '../../../validation';
import { backofficeUsersEndpoints as e } from '../../../../src/contracts/backoffice-users';
import { getUser, grantOwner, listUsers, restoreUser, setBlocked } from './repo';

export async function backofficeUserRoutes(app: FastifyInstance): Promise<void> {
  route(app, e.list, async (req) => {
    const { start, end, limit } = pageWindow(req.query);
    const { rows, total } = await listUsers(app, req, req.query, start, limit);
    return paginate(rows, total, start, end);
  });
  route(app, e.show, async (req) => ({ data: await getUser(app, req, req.params.id) }));
  route(app, e.grantOwner, async (req) => ({ data: await grantOwner(app, req, req.params.id) }));
  route(app, e.block, async (req) => ({ data: await setBlocked(app, req, req.params.id, true) }));
  route(app, e.unblock, async (req) => ({ data: await setBlocked(app, req, req.params.id, false) }));
  route(app, e.restore, async (req) => ({ data: await restoreUser(app, req, req.params.id, req.body.phone) }));
}

/** Registered by @fastify/autoload from its folder (server/routes/v1.ts). */
export default backofficeUserRoutes;
