/**
 * Notifications and devices (docs/rules.md R7.5–R7.8): GET app/v1/push (the caller's notifications, read from
 * `data.data`, unread first, with the unread count), GET app/v1/push/{id} (one notification;
 * marks it read; someone else's → 404), POST app/v1/device (`type` web/ios/android, `token`,
 * `installationId`) and DELETE app/v1/device/{id}. Queries live in
 * ./repo.ts; new notifications are made by `notifyUser` (server/services/push.ts).
 */
import type { FastifyInstance } from 'fastify';
import { notificationsEndpoints as e } from '../../../src/contracts/notifications';
import { requireUser } from '../../auth';
import { ApiError } from '../../errors';
import { route } from '../../route';
import { pageWindow, paginate } from '../../validation';
import * as repo from './repo';

export async function notificationRoutes(app: FastifyInstance): Promise<void> {
  route(app, e.list, async (req) => {
    const { start, limit, end } = pageWindow(req.query);
    const { rows, total, unread } = await repo.listNotifications(
      app,
      { userId: requireUser(req).id, companyId: req.companyId },
      req.lang,
      start,
      limit,
    );
    return { data: { ...paginate(rows, total, start, end).data, unread } };
  });

  route(app, e.show, async (req) => {
    const n = await repo.readNotification(
      app,
      { userId: requireUser(req).id, companyId: req.companyId },
      req.params.id,
      req.lang,
    );
    if (!n) throw new ApiError(404, req.t('push.notFound'));
    return { data: n };
  });

  route(app, e.registerDevice, async (req) => {
    const u = requireUser(req);
    return { data: { id: await repo.registerDevice(app, { userId: u.id, sessionId: u.sessionId }, req.body, req.t) } };
  });

  route(app, e.removeDevice, async (req) => {
    if (!(await repo.removeDevice(app, requireUser(req).id, req.params.id)))
      throw new ApiError(404, req.t('push.deviceNotFound'));
    return { data: { ok: true as const } };
  });
}

/** Registered by @fastify/autoload from its folder (server/routes/v1.ts). */
export default notificationRoutes;
