/**
 * Queries of the notifications and push devices (server/routes/notifications/index.ts). Every
 * notification query is scoped to the caller and the request's company: someone else's
 * notification is not found (404). New notifications are made by `notifyUser`
 * (server/services/push.ts).
 */
import { and, count, desc, eq, isNull, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { DeviceBody, NotificationItem } from '../../../src/contracts/notifications';
import { toServerTimestamp } from '../../../src/domain/datetime';
import { devices, notifications } from '../../db/schema';
import { ApiError } from '../../errors';
import { pick, type Lang } from '../../i18n';
import { ownRows } from '../../scope';

/** Whose notifications: the caller in one company. */
export interface Owner {
  userId: number;
  companyId: number;
}

/** The caller's notifications (server/scope.ts `ownRows`: the company and `user_id`). */
const mine = (o: Owner) => ownRows(notifications, { id: o.userId, companyId: o.companyId });

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
    app.db
      .select({ unread: count() })
      .from(notifications)
      .where(and(where, isNull(notifications.readAt))),
  ]);
  return { rows: rows.map((n) => toItem(n, lang)), total, unread };
}

/** The caller's notification `id`, marked read now; undefined when it is not the caller's. */
export async function readNotification(
  app: FastifyInstance,
  o: Owner,
  id: number,
  lang: Lang,
): Promise<NotificationItem | undefined> {
  const where = and(eq(notifications.id, id), mine(o));
  await app.db
    .update(notifications)
    .set({ readAt: app.clock.now() })
    .where(and(where, isNull(notifications.readAt)));
  const row = await app.db.query.notifications.findFirst({ where });
  return row && toItem(row, lang);
}

/**
 * Registers the push device `d` for `owner.userId`, registered by session `owner.sessionId`
 * (docs/rules.md R7.6): one row per device. An app installation (`installationId`) keeps its row
 * and takes the new token; otherwise the token names the row. Another person's row moves to the
 * caller only with proof that the caller holds that device: its session is over (logged out,
 * expired), or the registration names both the row's installation id and its token (another
 * person logging in in the same app). A token or an installation id alone never takes it.
 * @param t translates the refusal (the request's `req.t`).
 * @returns the device's id.
 * @throws ApiError 409 `push.deviceInUse` when a row of `d` is another person's live device.
 */
export async function registerDevice(
  app: FastifyInstance,
  owner: { userId: number; sessionId: number },
  d: DeviceBody,
  t: (key: string) => string = (k) => k,
): Promise<number> {
  const { userId, sessionId } = owner;
  return app.db.transaction(async (tx) => {
    const now = app.clock.now();
    const held = await tx
      .select({
        userId: devices.userId,
        token: devices.token,
        installationId: devices.installationId,
        // Table and column names written out, as in server/scope.ts.
        live: sql<boolean>`exists (select 1 from sessions s where s.id = ${devices.sessionId}
          and s.revoked_at is null and s.expires_at > ${now.toISOString()}::timestamptz)`,
      })
      .from(devices)
      .where(
        d.installationId
          ? or(eq(devices.token, d.token), eq(devices.installationId, d.installationId))
          : eq(devices.token, d.token),
      );
    const sameDevice = (r: (typeof held)[number]) =>
      !!d.installationId && r.installationId === d.installationId && r.token === d.token;
    if (held.some((r) => r.userId !== userId && r.live && !sameDevice(r)))
      throw new ApiError(409, t('push.deviceInUse'));
    if (!d.installationId) {
      const [row] = await tx
        .insert(devices)
        .values({ userId, sessionId, type: d.type, token: d.token })
        .onConflictDoUpdate({ target: devices.token, set: { userId, sessionId, type: d.type, installationId: null } })
        .returning({ id: devices.id });
      return row.id;
    }
    // The token may sit on another row (an older registration of this browser or installation).
    await tx
      .delete(devices)
      .where(and(eq(devices.token, d.token), sql`${devices.installationId} is distinct from ${d.installationId}`));
    const [row] = await tx
      .insert(devices)
      .values({ userId, sessionId, type: d.type, token: d.token, installationId: d.installationId })
      .onConflictDoUpdate({ target: devices.installationId, set: { userId, sessionId, type: d.type, token: d.token } })
      .returning({ id: devices.id });
    return row.id;
  });
}

/** Removes the caller's push device `id` (the app turned notifications off). @returns false when it is not the caller's. */
export async function removeDevice(app: FastifyInstance, userId: number, id: number): Promise<boolean> {
  const gone = await app.db
    .delete(devices)
    .where(and(eq(devices.id, id), eq(devices.userId, userId)))
    .returning({ id: devices.id });
  return gone.length > 0;
}
