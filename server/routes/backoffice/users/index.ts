/** Back-office users (docs/rules.md R16.4, R16.6): list, one, owner role, block and unblock, restore. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { access } from '../../../access';
import { appHeaders, pageWindow, paginate } from '../../../validation';
import { idParams } from '../../../../src/contracts/common';
import { backofficeUserListQuery, backofficeUserListResponse, backofficeUserResponse, grantOwnerBody, restoreBody } from '../../../../src/contracts/backoffice-users';
import { getUser, grantOwner, listUsers, restoreUser, setBlocked } from './repo';

const tags = ['backoffice'];
const one = { tags, headers: appHeaders, params: idParams, response: { 200: backofficeUserResponse } };

export const backofficeUserRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/users',
    { config: access('backoffice', 'list'), schema: { tags, summary: 'People of the company, searched by phone or name', headers: appHeaders, querystring: backofficeUserListQuery, response: { 200: backofficeUserListResponse } } },
    async (req) => {
      const { start, end, limit } = pageWindow(req.query);
      const { rows, total } = await listUsers(app, req, req.query, start, limit);
      return paginate(rows, total, start, end);
    },
  );
  app.get('/users/:id', { config: access('backoffice', 'show'), schema: { ...one, summary: 'A person: roles, bookings, rooms' } }, async (req) => ({ data: await getUser(app, req, req.params.id) }));
  app.post('/users/:id/grant-owner', { config: access('backoffice', 'act'), schema: { ...one, summary: "Grant the owner role once the owner's documents are checked", body: grantOwnerBody } }, async (req) => ({
    data: await grantOwner(app, req, req.params.id),
  }));
  app.post('/users/:id/block', { config: access('backoffice', 'act'), schema: { ...one, summary: 'Block: no login, sessions revoked' } }, async (req) => ({ data: await setBlocked(app, req, req.params.id, true) }));
  app.post('/users/:id/unblock', { config: access('backoffice', 'act'), schema: { ...one, summary: 'Unblock' } }, async (req) => ({ data: await setBlocked(app, req, req.params.id, false) }));
  app.post('/users/:id/restore', { config: access('backoffice', 'act'), schema: { ...one, summary: 'Restore a deleted account within the retention period, with a phone', body: restoreBody } }, async (req) => ({
    data: await restoreUser(app, req, req.params.id, req.body.phone),
  }));
};
