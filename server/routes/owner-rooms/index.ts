/**
 * Owner rooms (Refine resource `owner-rooms`, docs/rules.md R12.1, R12.5–R12.7) and the
 * caller's applications (resource `applications`, R12.2):
 * - GET app/v1/owner-rooms, GET …/{id} — the caller's rooms (server/scope.ts `visibleObjects`);
 * - POST app/v1/owner-rooms — a room application with the required scans (422 without them);
 * - POST …/{id}/connect-to-control, POST …/{id}/control-termination (422 before the notice ends);
 * - POST …/{id}/stays, DELETE …/{id}/stays/{stayId} — the owner's own stays (yearly cap);
 * - GET app/v1/applications, GET …/{id} — the caller's own applications.
 * Someone else's room or application answers 404. Schemas: src/contracts/owner-rooms.ts,
 * src/contracts/applications.ts; queries: ./repo.ts; decisions: ./kinds.ts.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { access } from '../../access';
import { appHeaders, idParams } from '../../../src/contracts/common';
import { applicationCreated, controlTermination, ownerRoomCreate, ownerRoomList, ownerRoomListQuery, ownerRoomResponse, ownerStayCreate, stayParams } from '../../../src/contracts/owner-rooms';
import { applicationList, applicationListQuery, applicationResponse } from '../../../src/contracts/applications';
import { pageWindow, paginate } from '../../validation';
import * as repo from './repo';
import './kinds';

const tags = ['owner-rooms'];

export const ownerRoomRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/owner-rooms',
    { config: access('owner-rooms', 'list'), schema: { tags, summary: "The caller's rooms: management, agreements, booking state, open applications", headers: appHeaders, querystring: ownerRoomListQuery, response: { 200: ownerRoomList } } },
    async (req) => {
      const { start, end, limit } = pageWindow(req.query);
      const { rows, total } = await repo.listRooms(app, req, start, limit, (req.query._order ?? 'asc').toLowerCase() as 'asc' | 'desc');
      return paginate(rows, total, start, end);
    },
  );

  app.post(
    '/owner-rooms',
    { config: access('owner-rooms', 'create'), schema: { tags, summary: 'Apply to add a room (owner, scans of the title document and passport required)', headers: appHeaders, body: ownerRoomCreate, response: { 201: applicationCreated } } },
    async (req, reply) => {
      const row = await repo.createRoomApplication(app, req, req.body);
      return reply.code(201).send({ data: (await repo.toApplicationRows(app, req, [row]))[0] });
    },
  );

  app.get(
    '/owner-rooms/:id',
    { config: access('owner-rooms', 'show'), schema: { tags, summary: 'One room: agreements, applications, bookings from today, own stays', headers: appHeaders, params: idParams, response: { 200: ownerRoomResponse } } },
    async (req) => ({ data: await repo.roomDetail(app, req, await repo.ownRoom(app, req, req.params.id)) }),
  );

  app.post(
    '/owner-rooms/:id/connect-to-control',
    { config: access('owner-rooms', 'control'), schema: { tags, summary: "Ask the MC to take the room under management", headers: appHeaders, params: idParams, response: { 201: applicationCreated } } },
    async (req, reply) => {
      const row = await repo.requestConnect(app, req, await repo.ownRoom(app, req, req.params.id, 'control'));
      return reply.code(201).send({ data: (await repo.toApplicationRows(app, req, [row]))[0] });
    },
  );

  app.post(
    '/owner-rooms/:id/control-termination',
    { config: access('owner-rooms', 'control'), schema: { tags, summary: "Notify the MC of terminating its management from a date (≥ today + the agreement's notice)", headers: appHeaders, params: idParams, body: controlTermination, response: { 201: applicationCreated } } },
    async (req, reply) => {
      const row = await repo.requestTermination(app, req, await repo.ownRoom(app, req, req.params.id, 'control'), req.body.date);
      return reply.code(201).send({ data: (await repo.toApplicationRows(app, req, [row]))[0] });
    },
  );

  app.post(
    '/owner-rooms/:id/stays',
    { config: access('owner-rooms', 'stays'), schema: { tags, summary: "Block nights of a room under the MC for the owner's own stay (≤ 30 nights a year)", headers: appHeaders, params: idParams, body: ownerStayCreate, response: { 200: ownerRoomResponse } } },
    async (req) => {
      const o = await repo.ownRoom(app, req, req.params.id);
      await repo.addStay(app, req, o, req.body);
      return { data: await repo.roomDetail(app, req, o) };
    },
  );

  app.delete(
    '/owner-rooms/:id/stays/:stayId',
    { config: access('owner-rooms', 'stays'), schema: { tags, summary: "Free an owner's stay that has not begun", headers: appHeaders, params: stayParams, response: { 200: ownerRoomResponse } } },
    async (req) => {
      const o = await repo.ownRoom(app, req, req.params.id);
      await repo.removeStay(app, req, o, req.params.stayId);
      return { data: await repo.roomDetail(app, req, o) };
    },
  );

  app.get(
    '/applications',
    { config: access('applications', 'list'), schema: { tags: ['applications'], summary: "The caller's applications to the MC, newest first", headers: appHeaders, querystring: applicationListQuery, response: { 200: applicationList } } },
    async (req) => {
      const { start, end, limit } = pageWindow(req.query);
      const { rows, total } = await repo.listOwnApplications(app, req, req.query, start, limit);
      return paginate(rows, total, start, end);
    },
  );

  app.get(
    '/applications/:id',
    { config: access('applications', 'show'), schema: { tags: ['applications'], summary: "One of the caller's applications (status, reason)", headers: appHeaders, params: idParams, response: { 200: applicationResponse } } },
    async (req) => ({ data: await repo.ownApplication(app, req, req.params.id) }),
  );
};
