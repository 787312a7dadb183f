/**
 * Notifications and devices of SPEC §7: GET app/v1/push (the notification list, read from
 * `data.data`, unread first) and POST app/v1/device (`type`, `token`).
 */
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { devices, notifications } from '../db/schema';
import { requireUser } from '../auth';
import { pick } from '../i18n';
import { toServerTimestamp } from '../../src/domain/datetime';
import { appHeaders, listQuery, pageWindow, paginate } from '../validation';

export const pushRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/push',
    {
      schema: {
        tags: ['notifications'],
        summary: 'Notifications of the user, unread first (SPEC §7)',
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
        rows.map((n) => ({
          id: n.id,
          title: pick(n.title, req.lang),
          body: pick(n.body, req.lang),
          link: n.link,
          createdAt: toServerTimestamp(n.createdAt),
          read: n.readAt !== null,
        })),
        total,
        start,
        end,
      );
      return { data: { ...page.data, unread } };
    },
  );

  app.post(
    '/device',
    {
      schema: {
        tags: ['notifications'],
        summary: 'Register a push device (SPEC §7: type web, token)',
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
