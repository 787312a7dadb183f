/**
 * The subjects of conversations (docs/rules.md R23.1, R23.2): whose conversation a subject's is,
 * opening it once, and its title in the reader's language. The rest: server/services/conversations.ts.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { bookings, conversations, leases, objects, serviceRequests } from '../db/schema';
import { requireUser } from '../auth';
import { ApiError } from '../errors';
import { pick } from '../i18n';
import { ownRows, visibleLeases, visibleObjects } from '../scope';
import { hotelToday } from '../../src/domain/hotel-time';
import type { ConversationKind } from '../../src/domain/conversations';

type ConversationDb = typeof conversations.$inferSelect;

/**
 * The person a subject's conversation belongs to, when the caller may see the subject
 * (docs/rules.md R23.1, R23.2): their own booking or request; a lease they rent, or one in a room
 * they own or (agent) hold a valid proxy for — its tenant; an owner room they own or (agent) hold
 * a valid proxy for — that room's owner. @throws ApiError 404 `conversations.errors.subjectNotFound`.
 */
async function subjectPerson(app: FastifyInstance, req: FastifyRequest, kind: ConversationKind, subjectId?: number) {
  const user = requireUser(req);
  const sid = subjectId ?? 0;
  let row: { userId: number | null } | undefined;
  if (kind === 'general') row = { userId: user.id };
  else if (kind === 'booking')
    row = await app.db.query.bookings.findFirst({
      columns: { userId: true },
      where: and(eq(bookings.id, sid), eq(bookings.companyId, user.companyId), eq(bookings.userId, user.id)),
    });
  else if (kind === 'lease')
    row = await app.db.query.leases.findFirst({
      columns: { userId: true },
      where: and(eq(leases.id, sid), visibleLeases(app, user)),
    });
  else if (kind === 'service_request')
    row = await app.db.query.serviceRequests.findFirst({
      columns: { userId: true },
      where: and(eq(serviceRequests.id, sid), ownRows(serviceRequests, user)),
    });
  else {
    const [o] = await app.db
      .select({ userId: objects.ownerId })
      .from(objects)
      .where(and(eq(objects.id, sid), visibleObjects(user, hotelToday(app.clock.now()))));
    row = o;
  }
  if (!row?.userId) throw new ApiError(404, req.t('conversations.errors.subjectNotFound'));
  return row.userId;
}

/**
 * POST conversations/open (docs/rules.md R23.1): the conversation of the subject, created on the
 * first call; a second call (or a race) answers the same one.
 */
export async function openConversation(
  app: FastifyInstance,
  req: FastifyRequest,
  kind: ConversationKind,
  subjectId?: number,
): Promise<ConversationDb> {
  const user = requireUser(req);
  const personId = await subjectPerson(app, req, kind, subjectId);
  const find = () =>
    app.db.query.conversations.findFirst({
      where: and(
        eq(conversations.companyId, user.companyId),
        eq(conversations.kind, kind),
        kind === 'general' ? eq(conversations.userId, personId) : eq(conversations.subjectId, subjectId ?? 0),
      ),
    });
  const found = await find();
  if (found) return found;
  await app.db
    .insert(conversations)
    .values({ companyId: user.companyId, userId: personId, kind, subjectId: subjectId ?? null, state: 'open' })
    .onConflictDoNothing();
  return (await find())!;
}

/** The subject titles of `rows` in the request's language (docs/rules.md R23.1). */
export async function subjectTitles(
  app: FastifyInstance,
  req: FastifyRequest,
  rows: Pick<ConversationDb, 'id' | 'kind' | 'subjectId'>[],
): Promise<Map<number, string>> {
  const leaseIds = rows.filter((r) => r.kind === 'lease').map((r) => r.subjectId!);
  const leaseRooms = leaseIds.length
    ? await app.db.select({ id: leases.id, objectId: leases.objectId }).from(leases).where(inArray(leases.id, leaseIds))
    : [];
  const roomOfLease = new Map(leaseRooms.map((l) => [l.id, l.objectId]));
  const roomIds = [
    ...leaseRooms.map((l) => l.objectId),
    ...rows.filter((r) => r.kind === 'owner_room').map((r) => r.subjectId!),
  ];
  const rooms = roomIds.length
    ? await app.db
        .select({ id: objects.id, title: objects.title, number: objects.number })
        .from(objects)
        .where(inArray(objects.id, roomIds))
    : [];
  const room = new Map(rooms.map((o) => [o.id, `${pick(o.title, req.lang)} № ${o.number}`]));
  const title = (r: (typeof rows)[number]): string => {
    const n = r.subjectId ?? 0;
    switch (r.kind) {
      case 'booking':
        return req.t('conversations.subject.booking', { id: n });
      case 'service_request':
        return req.t('conversations.subject.request', { id: n });
      case 'lease':
        return req.t('conversations.subject.lease', { room: room.get(roomOfLease.get(n) ?? 0) ?? n });
      case 'owner_room':
        return room.get(n) ?? String(n);
      default:
        return req.t('conversations.subject.general');
    }
  };
  return new Map(rows.map((r) => [r.id, title(r)]));
}
