/**
 * Queries of the notifications and push devices (server/routes/notifications/index.ts). Every
 * notification query is scoped to the caller and the request's company: someone else's
 * notification is not found (404). New notifications are made by `notifyUser`
 * (server/services/push.ts).
 */
import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { DeviceBody, NotificationItem } from '../../../src/contracts/notifications';
import { toServerTimestamp } from '../../../src/domain/datetime';
import { devices, notifications } from '../../db/schema';
import { pick, type Lang } from '../../i18n';

/** Whose notifications: the caller in one company. */
export interface Owner {
  userId: number;
  companyId: number;
}

const mine = (o: Owner) => and(eq(notifications.userId, o.userId), eq(notifications.companyId, o.companyId));

/** A notification as the API shows it (docs/rules.md R7.5): texts in `lang`. */
function toItem(n: typeof notifications.$inferSelect, lang: Lang): NotificationItem {
  return {
    id: n.id,
    title: pick(n.title, lang),
    body: pick(n.body, lang),
    link: n.link,
    createdAt: toServerTimestamp(n.createdAt),
    read: n.readAt !== null,
  };
}

/** A window of the caller's notifications (unread first, newest first), the total and the unread count. */
export async function listNotifications(
  app: FastifyInstance,
  o: Owner,
  lang: Lang,
  start: number,
  limit: number,
): Promise<{ rows: NotificationItem[]; total: number; unread: number }> {
  const where = mine(o);
  const [rows, [{ total }], [{ unread }]] = await Promise.all([
    app.db
      .select()
      .from(notifications)
      .where(where)
      .orderBy(sql`${notifications.readAt} is not null`, desc(notifications.createdAt), desc(notifications.id))
      .limit(limit)
      .offset(start),
    app.db.select({ total: count() }).from(notifications).where(where),
    app.db.select({ unread: count() }).from(notifications).where(and(where, isNull(notifications.readAt))),
  ]);
  return { rows: rows.map((n) => toItem(n, lang)), total, unread };
}

/** The caller's notification `id`, marked read now; undefined when it is not the caller's. */
export async function readNotification(app: FastifyInstance, o: Owner, id: number, lang: Lang): Promise<NotificationItem | undefined> {
  const where = and(eq(notifications.id, id), mine(o));
  await app.db.update(notifications).set({ readAt: app.clock.now() }).where(and(where, isNull(notifications.readAt)));
  const row = await app.db.query.notifications.findFirst({ where });
  return row && toItem(row, lang);
}

/** Registers (or moves to `userId`) the push device with this token; resolves to its id. */
export async function registerDevice(app: FastifyInstance, userId: number, d: DeviceBody): Promise<number> {
  const [row] = await app.db
    .insert(devices)
    .values({ userId, type: d.type, token: d.token })
    .onConflictDoUpdate({ target: devices.token, set: { userId, type: d.type } })
    .returning({ id: devices.id });
  return row.id;
}
