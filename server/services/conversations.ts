/**
 * Conversations with the management company (docs/rules.md R23): whose they are (R23.2), opening
 * the one of a subject once (R23.1), messages with photos (R23.3), states (R23.4), read marks and
 * unread counts (R23.5), the first-reply target (R23.6). The person's routes:
 * server/routes/conversations/; the back office's inbox: server/services/conversation-inbox.ts.
 */
import { and, asc, count, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  conversationMessagePhotos,
  conversationMessages,
  conversationReads,
  conversations,
  leases,
  objects,
  uploads,
  users,
} from '../db/schema';
import { requireUser, type AuthUser } from '../auth';
import { ApiError } from '../errors';
import { foundOr404, ownRows, proxiedObjects, roomAgents, visibleLeases } from '../scope';
import { subjectTitles } from './conversation-subjects';
import { uploadKey } from './storage';
import { publishLive } from './live-events';
import { hotelToday } from '../../src/domain/hotel-time';
import { toServerTimestamp } from '../../src/domain/datetime';
import { firstReplyDue, type ConversationKind, type MessageSide } from '../../src/domain/conversations';
import type { ConversationMessage, ConversationRow } from '../../src/contracts/conversations';
import { requireOwnPhotos } from './uploads';

export type ConversationDb = typeof conversations.$inferSelect;

/** `name surname`, or the phone, of a user row. */
export const personName = (u: { name: string | null; surname: string | null; phone: string | null } | undefined) =>
  u ? [u.name, u.surname].filter(Boolean).join(' ') || u.phone || '' : '';

/**
 * The conversations a person's session may see (docs/rules.md R23.2): its own; an owner or agent
 * also those of the leases in the rooms it sees (owned; proxied today — `visibleLeases`,
 * server/scope.ts), an agent those of the owner rooms its valid proxy covers today
 * (`proxiedObjects`, server/scope.ts).
 */
export function visibleConversations(app: FastifyInstance, user: AuthUser): SQL {
  const own = ownRows(conversations, user);
  if (user.role !== 'agent' && user.role !== 'owner') return own;
  const ofCompany = (kind: ConversationKind, subjects: SQL) =>
    and(eq(conversations.companyId, user.companyId), eq(conversations.kind, kind), subjects)!;
  const leaseIds = app.db.select({ id: leases.id }).from(leases).where(visibleLeases(app, user));
  const lease = ofCompany('lease', inArray(conversations.subjectId, leaseIds));
  if (user.role === 'owner') return or(own, lease)!;
  const rooms = app.db
    .select({ id: objects.id })
    .from(objects)
    .where(proxiedObjects(user, hotelToday(app.clock.now()), 'view'));
  return or(own, lease, ofCompany('owner_room', inArray(conversations.subjectId, rooms)))!;
}

/** The caller's conversation `id`. @throws ApiError 401; 404 `conversations.errors.notFound`. */
export async function personConversation(app: FastifyInstance, req: FastifyRequest, id: number) {
  const user = requireUser(req);
  const c = await app.db.query.conversations.findFirst({
    where: and(eq(conversations.id, id), visibleConversations(app, user)),
  });
  return foundOr404(req, c, 'conversations.errors.notFound');
}

/** Messages of `side` after `userId`'s read mark, per conversation row (a correlated count). */
export function unreadOf(userId: number, side: MessageSide): SQL<number> {
  return sql<number>`(select count(*)::int from conversation_messages m where m.conversation_id = conversations.id
    and m.side = ${side} and m.id > coalesce((select r.last_read_message_id from conversation_reads r
    where r.conversation_id = conversations.id and r.user_id = ${userId}), 0))`;
}

/** The latest message's first 140 characters (a photo-only message: empty). */
export const previewOf = sql<
  string | null
>`(select left(m.text, 140) from conversation_messages m where m.conversation_id = conversations.id order by m.id desc limit 1)`;

/** Conversations → the person's list rows, unread counted for `readerId` on `side`'s messages. */
export async function toConversationRows(
  app: FastifyInstance,
  req: FastifyRequest,
  where: SQL,
  readerId: number,
  otherSide: MessageSide,
  start = 0,
  limit = 1,
): Promise<{ rows: (ConversationRow & { db: ConversationDb })[]; total: number }> {
  // The total rides on each row (a window count), so a page is one statement; only a page past
  // the end asks for it apart.
  const list = await app.db
    .select({
      c: conversations,
      unread: unreadOf(readerId, otherSide),
      preview: previewOf,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(conversations)
    .where(where)
    .orderBy(sql`${conversations.lastMessageAt} desc nulls last`, sql`${conversations.id} desc`)
    .offset(start)
    .limit(limit);
  const n = list.length
    ? list[0].total
    : start > 0
      ? (await app.db.select({ n: count() }).from(conversations).where(where))[0].n
      : 0;
  const titles = await subjectTitles(
    app,
    req,
    list.map((r) => r.c),
  );
  return {
    total: n,
    rows: list.map(({ c, unread, preview }) => ({
      id: c.id,
      kind: c.kind,
      subjectId: c.subjectId,
      subject: titles.get(c.id) ?? '',
      state: c.state,
      lastMessageAt: c.lastMessageAt ? toServerTimestamp(c.lastMessageAt) : null,
      preview,
      unread: Number(unread),
      db: c,
    })),
  };
}

/** Total unread staff messages in the conversations the person sees (GET conversations/unread, R23.5). */
export async function personUnread(app: FastifyInstance, user: AuthUser): Promise<number> {
  const [{ n }] = await app.db
    .select({ n: sql<number>`coalesce(sum(${unreadOf(user.id, 'staff')}), 0)::int` })
    .from(conversations)
    .where(visibleConversations(app, user));
  return Number(n);
}

/** One page of `c`'s messages, oldest first, for `readerId` (docs/rules.md R23.3). */
export async function listMessages(
  app: FastifyInstance,
  c: ConversationDb,
  readerId: number,
  photoBase: string,
  start: number,
  limit: number,
): Promise<{ rows: ConversationMessage[]; total: number }> {
  const where = eq(conversationMessages.conversationId, c.id);
  const [list, [{ n }]] = await Promise.all([
    app.db
      .select({ m: conversationMessages, name: users.name, surname: users.surname, phone: users.phone })
      .from(conversationMessages)
      .innerJoin(users, eq(users.id, conversationMessages.authorId))
      .where(where)
      .orderBy(asc(conversationMessages.id))
      .offset(start)
      .limit(limit),
    app.db.select({ n: count() }).from(conversationMessages).where(where),
  ]);
  const photos = list.length
    ? await app.db
        .select()
        .from(conversationMessagePhotos)
        .where(
          inArray(
            conversationMessagePhotos.messageId,
            list.map((r) => r.m.id),
          ),
        )
    : [];
  return {
    total: n,
    rows: list.map(({ m, ...u }) => ({
      id: m.id,
      side: m.side,
      author: personName(u),
      mine: m.authorId === readerId,
      text: m.text,
      photos: photos
        .filter((p) => p.messageId === m.id)
        .map((p) => ({ id: p.uploadId, url: `${photoBase}/${c.id}/photos/${p.uploadId}` })),
      createdAt: toServerTimestamp(m.createdAt),
    })),
  };
}

/**
 * Who hears of a conversation's messages and read marks live (docs/rules.md R23.9): its person;
 * for a lease's or an owner room's, also the room's owner and the agents whose valid proxy covers
 * the room today (R23.2).
 */
async function participants(app: FastifyInstance, c: ConversationDb): Promise<number[]> {
  if ((c.kind !== 'lease' && c.kind !== 'owner_room') || c.subjectId == null) return [c.userId];
  const [room] =
    c.kind === 'lease'
      ? await app.db
          .select({ id: objects.id, ownerId: objects.ownerId })
          .from(leases)
          .innerJoin(objects, eq(objects.id, leases.objectId))
          .where(eq(leases.id, c.subjectId))
      : await app.db
          .select({ id: objects.id, ownerId: objects.ownerId })
          .from(objects)
          .where(eq(objects.id, c.subjectId));
  if (!room) return [c.userId];
  const agents = await roomAgents(app, room.id, hotelToday(app.clock.now()));
  return [...new Set([c.userId, ...(room.ownerId ? [room.ownerId] : []), ...agents])];
}

/**
 * Writes a message (docs/rules.md R23.3, R23.4, R23.6): photos must be the writer's own image
 * uploads no message cites yet (else 422 under `photos`); a person's message opens the
 * conversation (and fixes the first-reply due time on the first one), a staff one makes it wait
 * for the person (and records the first reply). The writer's read mark moves to it; both sides'
 * open tabs hear of it.
 */
export async function postMessage(
  app: FastifyInstance,
  req: FastifyRequest,
  c: ConversationDb,
  side: MessageSide,
  body: { text: string; photos: string[] },
): Promise<number> {
  const user = requireUser(req);
  const now = app.clock.now();
  const photos = [...new Set(body.photos)];
  if (!body.text && !photos.length)
    throw new ApiError(422, req.t('validation.failed'), { text: [req.t('validation.required')] });
  await requireOwnPhotos(app, req, {
    photos,
    companyId: c.companyId,
    userId: user.id,
    usedBy: conversationMessagePhotos.uploadId,
    errorKey: 'conversations.errors.photo',
  });
  const id = await app.db.transaction(async (tx) => {
    const [m] = await tx
      .insert(conversationMessages)
      .values({ conversationId: c.id, authorId: user.id, side, text: body.text, lang: req.lang, createdAt: now })
      .returning({ id: conversationMessages.id });
    if (photos.length)
      await tx.insert(conversationMessagePhotos).values(photos.map((uploadId) => ({ messageId: m.id, uploadId })));
    const first = side === 'person' && !c.firstMessageAt;
    await tx
      .update(conversations)
      .set({
        lastMessageAt: now,
        state: side === 'person' ? 'open' : 'waiting',
        ...(first ? { firstMessageAt: now, firstReplyDue: firstReplyDue(now) } : {}),
        ...(side === 'staff' ? { firstReplyAt: sql`coalesce(${conversations.firstReplyAt}, ${now})` } : {}),
      })
      .where(eq(conversations.id, c.id));
    await markRead(tx, c.id, user.id, m.id);
    return m.id;
  });
  // The e-mail of a reply waits for the R23.8 delay: remindUnreadReplies sends it.
  await publishLive(
    app,
    { userIds: await participants(app, c), managersOfCompany: c.companyId },
    { type: 'conversation.message', conversationId: c.id, messageId: id },
  );
  return id;
}

type Tx = Parameters<Parameters<FastifyInstance['db']['transaction']>[0]>[0];

/** Moves `userId`'s read mark of conversation `conversationId` forward to `messageId` (never back). */
async function markRead(db: FastifyInstance['db'] | Tx, conversationId: number, userId: number, messageId: number) {
  await db
    .insert(conversationReads)
    .values({ conversationId, userId, lastReadMessageId: messageId })
    .onConflictDoUpdate({
      target: [conversationReads.conversationId, conversationReads.userId],
      set: { lastReadMessageId: sql`greatest(${conversationReads.lastReadMessageId}, ${messageId})` },
    });
}

/** POST …/read (docs/rules.md R23.5): every message of `c` read by the caller. @returns the mark. */
export async function readAll(app: FastifyInstance, req: FastifyRequest, c: ConversationDb) {
  const user = requireUser(req);
  const [last] = await app.db
    .select({ id: sql<number | null>`max(${conversationMessages.id})` })
    .from(conversationMessages)
    .where(eq(conversationMessages.conversationId, c.id));
  if (last?.id == null) return { lastReadMessageId: null };
  await markRead(app.db, c.id, user.id, Number(last.id));
  await publishLive(
    app,
    { userIds: await participants(app, c), managersOfCompany: c.companyId },
    { type: 'conversation.read', conversationId: c.id },
  );
  return { lastReadMessageId: Number(last.id) };
}

const MIME: Record<string, string> = { jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp' };

/** A photo of a message of `c` as a data URL. @throws ApiError 404 when not its photo. */
export async function messagePhoto(app: FastifyInstance, req: FastifyRequest, c: ConversationDb, photoId: string) {
  const [p] = await app.db
    .select({ id: uploads.id, kind: uploads.kind })
    .from(conversationMessagePhotos)
    .innerJoin(conversationMessages, eq(conversationMessages.id, conversationMessagePhotos.messageId))
    .innerJoin(uploads, eq(uploads.id, conversationMessagePhotos.uploadId))
    .where(and(eq(conversationMessages.conversationId, c.id), eq(conversationMessagePhotos.uploadId, photoId)));
  const found = foundOr404(req, p, 'conversations.errors.notFound');
  const bytes = await app.storage.get(uploadKey(found.id));
  if (!bytes) throw new ApiError(404, req.t('conversations.errors.notFound'));
  return { dataUrl: `data:${MIME[found.kind] ?? 'application/octet-stream'};base64,${bytes.toString('base64')}` };
}

/** Message `id` of `c` as `readerId` sees it (the answer to a post). */
export async function oneMessage(
  app: FastifyInstance,
  c: ConversationDb,
  readerId: number,
  photoBase: string,
  id: number,
): Promise<ConversationMessage> {
  const [{ n }] = await app.db
    .select({ n: count() })
    .from(conversationMessages)
    .where(and(eq(conversationMessages.conversationId, c.id), sql`${conversationMessages.id} < ${id}`));
  const { rows } = await listMessages(app, c, readerId, photoBase, n, 1);
  return rows[0];
}
