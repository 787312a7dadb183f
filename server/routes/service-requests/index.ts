/**
 * Repair, emergency and custom requests (Refine resource `service-requests`; docs/rules.md R15.7,
 * R15.8): a guest's own list, one request (timeline, comments, the MC's phone), filing one with
 * photos (the rooms offered: the caller's own and leased ones), commenting, rating when done, and reading a photo. Someone else's request answers 404.
 * Queries: server/services/service-requests.ts; the back office's side: server/routes/backoffice/services/.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../route';
import { serviceRequestsEndpoints as e } from '../../../src/contracts/service-requests';
import { pageWindow, paginate } from '../../validation';
import * as repo from '../../services/service-requests';

/** Where the photos of a request are read (its `photo` endpoint), for the detail's photo URLs. */
const BASE = 'app/v1/service-requests';

export const serviceRequestRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, e.list, async (req) => {
    const { start, end, limit } = pageWindow(req.query);
    const { rows, total } = await repo.listOwnRequests(app, req, start, limit);
    return paginate(rows, total, start, end);
  });

  route(app, e.show, async (req) => ({
    data: await repo.requestDetail(app, req, await repo.ownRequest(app, req, req.params.id), BASE),
  }));

  route(app, e.rooms, async (req) => ({ data: await repo.requestRooms(app, req) }));

  route(app, e.create, async (req) => {
    const r = await repo.createRequest(app, req, req.body);
    return { data: await repo.requestDetail(app, req, r, BASE) };
  });

  route(app, e.comment, async (req) => {
    const r = await repo.ownRequest(app, req, req.params.id);
    await repo.addComment(app, req, r, req.body.text, false);
    return { data: await repo.requestDetail(app, req, r, BASE) };
  });

  route(app, e.rate, async (req) => {
    const r = await repo.ownRequest(app, req, req.params.id);
    await repo.rate(app, req, r, req.body.rating, req.body.comment);
    return { data: await repo.requestDetail(app, req, await repo.ownRequest(app, req, r.id), BASE) };
  });

  route(app, e.photo, async (req) => ({
    data: await repo.photoDataUrl(app, req, await repo.ownRequest(app, req, req.params.id), req.params.photoId),
  }));
};

/** Registered by @fastify/autoload from its folder (server/routes/v1.ts). */
export default serviceRequestRoutes;
