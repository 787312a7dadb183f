/**
 * Notifications and devices (docs/rules.md R7.5–R7.8): GET app/v1/push (the caller's notifications, read from
 * `data.data`, unread first, with the unread count), GET app/v1/push/{id} (one notification;
 * marks it read; someone else's → 404), POST app/v1/device (`type` web/ios/android, `token`,
 * `installationId`) and DELETE app/v1/device/{id}. Queries live in
 * ./repo.ts; new notifications are made by `notifyUser` (server/services/push.ts).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope, idParams, listQuery } from '../../../src/contracts/common';
import { deviceBody, deviceResult, notificationItem, notificationPage } from '../../../src/contracts/notifications';
import { okResult } from '../../../src/contracts/auth';
import { access } from '../../access';
import { requireUser } from '../../auth';
import { ApiError } from '../../errors';
import { appHeaders, pageWindow, paginate } from '../../validation';
import * as repo from './repo';

const tags = ['notifications'];
const security = [{ bearer: [] }];

export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/push',
    {
      config: access('notifications', 'list'),
      schema: {
        tags,
        summary: 'Notifications of the user, unread first, with the unread count (R7.5)',
        headers: appHeaders,
        security,
        querystring: listQuery,
        response: { 200: notificationPage },
      },
    },
    async (req) => {
      const { start, limit, end } = pageWindow(req.query);
      const { rows, total, unread } = await repo.listNotifications(app, { userId: requireUser(req).id, companyId: req.companyId }, req.lang, start, limit);
      return { data: { ...paginate(rows, total, start, end).data, unread } };
    },
  );

  app.get(
    '/push/:id',
    {
      config: access('notifications', 'show'),
      schema: {
        tags,
        summary: 'One notification of the user; marks it read',
        headers: appHeaders,
        security,
        params: idParams,
        response: { 200: envelope(notificationItem) },
      },
    },
    async (req) => {
      const n = await repo.readNotification(app, { userId: requireUser(req).id, companyId: req.companyId }, req.params.id, req.lang);
      if (!n) throw new ApiError(404, req.t('push.notFound'));
      return { data: n };
    },
  );

  app.post(
    '/device',
    {
      config: access('notifications', 'device'),
      schema: {
        tags,
        summary: 'Register a push device (R7.6: type web, ios or android; the FCM token; the app installation id)',
        headers: appHeaders,
        security,
        body: deviceBody,
        response: { 200: envelope(deviceResult) },
      },
    },
    async (req) => {
      const u = requireUser(req);
      return { data: { id: await repo.registerDevice(app, { userId: u.id, sessionId: u.sessionId }, req.body) } };
    },
  );

  app.delete(
    '/device/:id',
    {
      config: access('notifications', 'device'),
      schema: { tags, summary: 'Remove one of the caller’s push devices (R7.6)', headers: appHeaders, security, params: idParams, response: { 200: envelope(okResult) } },
    },
    async (req) => {
      if (!(await repo.removeDevice(app, requireUser(req).id, req.params.id))) throw new ApiError(404, req.t('push.deviceNotFound'));
      return { data: { ok: true as const } };
    },
  );
};
