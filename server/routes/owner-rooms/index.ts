/**
 * Owner rooms (Refine resource `owner-rooms`, docs/rules.md R12.1, R12.5–R12.7) and the
 * caller's applications (resource `applications`, R12.2):
 * - GET app/v1/owner-rooms, GET …/{id} — the caller's rooms (server/scope.ts `visibleObjects`);
 * - POST app/v1/owner-rooms — a room application with the required scans (422 without them);
 * - POST …/{id}/connect-to-control, POST …/{id}/control-termination (422 before the notice ends);
 * - POST …/{id}/stays, DELETE …/{id}/stays/{stayId} — the owner's own stays (yearly cap);
 * - GET app/v1/applications, GET …/{id} — the caller's own applications.
 * Someone else's room or application answers 404. Declared in src/contracts/owner-rooms.ts
 * (`ownerRoomsEndpoints`) and src/contracts/applications.ts (`applicationsEndpoints`;
 * docs/architecture.md § The typed seam); queries: ./repo.ts (rooms),
 * ./applications-repo.ts (applications), ./management-repo.ts (the MC's management, stays);
 * decisions: ./kinds.ts.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../route';
import { ownerRoomsEndpoints as e } from '../../../src/contracts/owner-rooms';
import { applicationsEndpoints } from '../../../src/contracts/applications';
import { pageWindow, paginate } from '../../validation';
import * as repo from './repo';
import * as apps from './applications-repo';
import * as mgmt from './management-repo';
import './kinds';

export const ownerRoomRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, e.list, async (req) => {
    const { start, end, limit } = pageWindow(req.query);
    const { rows, total } = await repo.listRooms(
      app,
      req,
      start,
      limit,
      (req.query._order ?? 'asc').toLowerCase() as 'asc' | 'desc',
    );
    return paginate(rows, total, start, end);
  });

  route(app, e.create, async (req) => {
    const row = await apps.createRoomApplication(app, req, req.body);
    return { data: (await apps.toApplicationRows(app, req, [row]))[0] };
  });

  route(app, e.show, async (req) => ({
    data: await repo.roomDetail(app, req, await repo.ownRoom(app, req, req.params.id)),
  }));

  route(app, e.connectToControl, async (req) => {
    const row = await mgmt.requestConnect(app, req, await repo.ownRoom(app, req, req.params.id, 'control'));
    return { data: (await apps.toApplicationRows(app, req, [row]))[0] };
  });

  route(app, e.controlTermination, async (req) => {
    const row = await mgmt.requestTermination(
      app,
      req,
      await repo.ownRoom(app, req, req.params.id, 'control'),
      req.body.date,
    );
    return { data: (await apps.toApplicationRows(app, req, [row]))[0] };
  });

  route(app, e.addStay, async (req) => {
    const o = await repo.ownRoom(app, req, req.params.id);
    await mgmt.addStay(app, req, o, req.body);
    return { data: await repo.roomDetail(app, req, o) };
  });

  route(app, e.removeStay, async (req) => {
    const o = await repo.ownRoom(app, req, req.params.id);
    await mgmt.removeStay(app, req, o, req.params.stayId);
    return { data: await repo.roomDetail(app, req, o) };
  });

  route(app, applicationsEndpoints.list, async (req) => {
    const { start, end, limit } = pageWindow(req.query);
    const { rows, total } = await apps.listOwnApplications(app, req, req.query, start, limit);
    return paginate(rows, total, start, end);
  });

  route(app, applicationsEndpoints.show, async (req) => ({ data: await apps.ownApplication(app, req, req.params.id) }));
};

/** Registered by @fastify/autoload from its folder (server/routes/v1.ts). */
export default ownerRoomRoutes;
