/**
 * Notifications and devices (docs/rules.md R7.5–R7.8): GET app/v1/push (the notification list,
 * read from
 * `data.data`, unread first), GET app/v1/push/{id} (one notification; marks it read) and
 * POST app/v1/device (`type`, `token`). New notifications are made by `notifyUser`
 * (server/services/push.ts), which also sends them as pushes.
 */
import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { devices, notifications } from '../../db/schema';
import { requireUser } from '../../auth';
import { ApiError } from '../../errors';
import type { Lang } from '../../i18n';
import { pick } from '../../i18n';
import { toServerTimestamp } from '../../../src/domain/datetime';
import { appHeaders, listQuery, pageWindow, paginate } from '../../validation';

type NotificationRow = typeof notifications.$inferSelect;

/** A notification as the API shows it (docs/rules.md R7.5): texts in the request's language. */
const present = (n: NotificationRow, lang: Lang) => ({
  id: n.id,
  title: pick(n.title, lang),
  body: pick(n.body, lang),
  link: n.link,
  createdAt: toServerTimestamp(n.createdAt),
  read: n.readAt !== null,
});

export const pushRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/push',
    {
      schema: {
        tags: ['notifications'],
        summary: 'Notifications of the user, unread first (R7.5)',
        headers: appHeaders,
        security: [{ bearer: [] }],
        querystring: listQuery,
      },
    },
    async (req) => {
      const u = requireUser(req);
      const { start, limit, end } = pageWindow(req.query);
      const where = and(eq(notifications.userId, u.id), eq(notifications.companyId, req.companyId));
      const [rows, [{ total }], [{ unread }]] = await Promise.all([
        app.db
          .select()
          .from(notifications)
          .where(where)
          .orderBy(sql`${notifications.readAt} is not null`, desc(notifications.createdAt), desc(notifications.id))
          .limit(limit)
          .offset(start),
        app.db.select({ total: count() }).from(notifications).where(where),
        app.db.select({ unread: count() }).from(notifications).where(and(where, sql`${notifications.readAt} is null`)),
      ]);
      const page = paginate(
        rows.map((n) => present(n, req.lang)),
        total,
        start,
        end,
      );
      return { data: { ...page.data, unread } };
    },
  );

  app.get(
    '/push/:id',
    {
      schema: {
        tags: ['notifications'],
        summary: 'One notification of the user; marks it read',
        headers: appHeaders,
        security: [{ bearer: [] }],
        params: z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) }),
      },
    },
    async (req) => {
      const u = requireUser(req);
      const mine = and(eq(notifications.id, req.params.id), eq(notifications.userId, u.id), eq(notifications.companyId, req.companyId));
      await app.db.update(notifications).set({ readAt: app.clock.now() }).where(and(mine, isNull(notifications.readAt)));
      const row = await app.db.query.notifications.findFirst({ where: mine });
      if (!row) throw new ApiError(404, req.t('push.notFound'));
      return { data: present(row, req.lang) };
    },
  );

  app.post(
    '/device',
    {
      schema: {
        tags: ['notifications'],
        summary: 'Register a push device (R7.6: type web, token)',
        headers: appHeaders,
        security: [{ bearer: [] }],
        body: z.object({ type: z.literal('web'), token: z.string().trim().min(1).max(4096) }),
      },
    },
    async (req) => {
      const u = requireUser(req);
      const [row] = await app.db
        .insert(devices)
        .values({ userId: u.id, type: req.body.type, token: req.body.token })
        .onConflictDoUpdate({ target: devices.token, set: { userId: u.id, type: req.body.type } })
        .returning({ id: devices.id });
      return { data: { id: row.id } };
    },
  );
};
