/**
 * The back office's side of conversations (docs/rules.md R23.4–R23.8): the inbox of every
 * conversation of the company with its filters and first-reply target, assigning and closing, a
 * manager's own quick replies, and the job that pushes a staff reply left unread for 10 minutes.
 * The person's side and the shared queries: server/services/conversations.ts.
 */
import { and, desc, eq, isNull, lte, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { conversationMessages, conversations, quickReplies, users } from '../db/schema';
import { requireUser } from '../auth';
import { ApiError } from '../errors';
import { companyRows, foundOr404 } from '../scope';
import { notifyUser } from './push';
import { personName, toConversationRows, type ConversationDb } from './conversations';
import { toServerTimestamp } from '../../src/domain/datetime';
import { UNREAD_REMINDER_MINUTES } from '../../src/domain/conversations';
import type { InboxRow, QuickReply, QuickReplyCreate } from '../../src/contracts/backoffice-inbox';
import type { ConversationKind, ConversationState } from '../../src/domain/conversations';
import { tFor } from '../i18n';
import { emailUnreadReply } from './email/invitations';

/** Past the first-reply target (docs/rules.md R23.6): due, and not answered by then. */
export function overdueSql(now: Date): SQL {
  return sql`(${conversations.firstReplyDue} is not null and coalesce(${conversations.firstReplyAt}, ${now}::timestamptz) > ${conversations.firstReplyDue})`;
}

/** The inbox's filters (GET backoffice/inbox). */
export interface InboxFilter {
  state?: ConversationState;
  kind?: ConversationKind;
  assigned?: 'me' | 'anyone' | 'unassigned';
  overdue?: 'true' | 'false';
  q?: string;
}

/** The company's conversations matching `f` (a manager's session only: `companyRows`). */
export function inboxWhere(app: FastifyInstance, req: FastifyRequest, f: InboxFilter): SQL {
  const user = requireUser(req);
  const parts: (SQL | undefined)[] = [companyRows(conversations, user)];
  if (f.state) parts.push(eq(conversations.state, f.state));
  if (f.kind) parts.push(eq(conversations.kind, f.kind));
  if (f.assigned === 'me') parts.push(eq(conversations.assigneeId, user.id));
  if (f.assigned === 'unassigned') parts.push(isNull(conversations.assigneeId));
  if (f.overdue === 'true') parts.push(overdueSql(app.clock.now()));
  if (f.overdue === 'false') parts.push(sql`not ${overdueSql(app.clock.now())}`);
  if (f.q) {
    const like = `%${f.q.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
    const digits = f.q.replace(/\D/g, '');
    parts.push(
      sql`(exists (select 1 from users p where p.id = conversations.user_id and (p.name ilike ${like}
        or p.surname ilike ${like} ${digits ? sql`or p.phone like ${`%${digits}%`}` : sql``}))
        or exists (select 1 from objects o where o.company_id = conversations.company_id and (o.number ilike ${like}
          or o.title->>'ru' ilike ${like} or o.title->>'en' ilike ${like}) and (
          (conversations.kind = 'owner_room' and o.id = conversations.subject_id)
          or (conversations.kind = 'lease' and o.id = (select l.object_id from leases l where l.id = conversations.subject_id)))))`,
    );
  }
  return and(...parts)!;
}

/** A page of the inbox: each row with its person, assignee and first reply (docs/rules.md R23.6). */
export async function inboxRows(
  app: FastifyInstance,
  req: FastifyRequest,
  where: SQL,
  start: number,
  limit: number,
): Promise<{ rows: InboxRow[]; total: number }> {
  const user = requireUser(req);
  const { rows, total } = await toConversationRows(app, req, where, user.id, 'person', start, limit);
  const ids = [...new Set(rows.flatMap((r) => [r.db.userId, r.db.assigneeId ?? r.db.userId]))];
  const people = ids.length
    ? await app.db
        .select({ id: users.id, name: users.name, surname: users.surname, phone: users.phone })
        .from(users)
        .where(sql`${users.id} in ${ids}`)
    : [];
  const langs = rows.length
    ? await app.db
        .selectDistinctOn([conversationMessages.conversationId], {
          id: conversationMessages.conversationId,
          lang: conversationMessages.lang,
        })
        .from(conversationMessages)
        .where(
          and(
            sql`${conversationMessages.conversationId} in ${rows.map((r) => r.id)}`,
            eq(conversationMessages.side, 'person'),
          ),
        )
        .orderBy(conversationMessages.conversationId, desc(conversationMessages.id))
    : [];
  const who = new Map(people.map((p) => [p.id, p]));
  const now = app.clock.now();
  return {
    total,
    rows: rows.map(({ db: c, ...r }) => {
      const due = c.firstReplyDue;
      return {
        ...r,
        person: personName(who.get(c.userId)),
        phone: who.get(c.userId)?.phone ?? null,
        language: langs.find((l) => l.id === c.id)?.lang ?? 'ru',
        assigneeId: c.assigneeId,
        assignee: c.assigneeId ? personName(who.get(c.assigneeId)) : null,
        firstReplyDue: due ? toServerTimestamp(due) : null,
        firstReplyAt: c.firstReplyAt ? toServerTimestamp(c.firstReplyAt) : null,
        overdue: !!due && (c.firstReplyAt ?? now) > due,
      };
    }),
  };
}

/** The company's conversation `id`. @throws ApiError 404 `conversations.errors.notFound`. */
export async function companyConversation(app: FastifyInstance, req: FastifyRequest, id: number) {
  const user = requireUser(req);
  const c = await app.db.query.conversations.findFirst({
    where: and(eq(conversations.id, id), companyRows(conversations, user)),
  });
  return foundOr404(req, c, 'conversations.errors.notFound');
}

/** The inbox's row of conversation `c`. */
export async function inboxRow(app: FastifyInstance, req: FastifyRequest, c: ConversationDb): Promise<InboxRow> {
  const { rows } = await inboxRows(app, req, eq(conversations.id, c.id), 0, 1);
  return rows[0];
}

/**
 * The sider's counts (docs/rules.md R23.5): conversations with unread person messages, those past
 * the first-reply target (R23.6), and of those the ones still without a first reply (the sider's
 * badge turns red while any is).
 */
export async function inboxCounts(app: FastifyInstance, req: FastifyRequest) {
  const user = requireUser(req);
  const [r] = await app.db
    .select({
      unread: sql<number>`count(*) filter (where exists (select 1 from conversation_messages m
        where m.conversation_id = conversations.id and m.side = 'person' and m.id > coalesce((select r.last_read_message_id
        from conversation_reads r where r.conversation_id = conversations.id and r.user_id = ${user.id}), 0)))::int`,
      overdue: sql<number>`count(*) filter (where ${overdueSql(app.clock.now())} and ${conversations.state} <> 'closed')::int`,
      unanswered: sql<number>`count(*) filter (where ${overdueSql(app.clock.now())} and ${conversations.state} <> 'closed'
        and ${conversations.firstReplyAt} is null)::int`,
    })
    .from(conversations)
    .where(companyRows(conversations, user));
  return { unread: Number(r.unread), overdue: Number(r.overdue), overdueUnanswered: Number(r.unanswered) };
}

/**
 * PATCH backoffice/inbox/{id} (docs/rules.md R23.4): assign to a manager of the company (else 422
 * under `assigneeId`) or nobody; close, or reopen (`open`).
 */
export async function patchConversation(
  app: FastifyInstance,
  req: FastifyRequest,
  c: ConversationDb,
  body: { assigneeId?: number | null; state?: 'open' | 'closed' },
): Promise<ConversationDb> {
  if (body.assigneeId) {
    const m = await app.db.query.users.findFirst({
      columns: { id: true },
      where: and(
        eq(users.id, body.assigneeId),
        eq(users.companyId, c.companyId),
        sql`${users.roles} @> '["manager"]'::jsonb`,
        isNull(users.deletedAt),
      ),
    });
    if (!m)
      throw new ApiError(422, req.t('validation.failed'), { assigneeId: [req.t('conversations.errors.assignee')] });
  }
  const [row] = await app.db
    .update(conversations)
    .set({
      ...(body.assigneeId !== undefined ? { assigneeId: body.assigneeId } : {}),
      ...(body.state ? { state: body.state } : {}),
    })
    .where(eq(conversations.id, c.id))
    .returning();
  return row;
}

const toQuickReply = (r: typeof quickReplies.$inferSelect): QuickReply => ({ id: r.id, title: r.title, text: r.text });

/** The caller's quick replies, by title (docs/rules.md R23.7). */
export async function listQuickReplies(app: FastifyInstance, req: FastifyRequest): Promise<QuickReply[]> {
  const user = requireUser(req);
  const rows = await app.db
    .select()
    .from(quickReplies)
    .where(and(eq(quickReplies.companyId, user.companyId), eq(quickReplies.userId, user.id)))
    .orderBy(quickReplies.title);
  return rows.map(toQuickReply);
}

/** Keeps (`id` undefined) or changes one of the caller's quick replies. @throws ApiError 404 someone else's. */
export async function saveQuickReply(
  app: FastifyInstance,
  req: FastifyRequest,
  body: QuickReplyCreate,
  id?: number,
): Promise<QuickReply> {
  const user = requireUser(req);
  const values = { title: body.title, text: body.text };
  const [row] =
    id === undefined
      ? await app.db
          .insert(quickReplies)
          .values({ ...values, companyId: user.companyId, userId: user.id })
          .returning()
      : await app.db
          .update(quickReplies)
          .set(values)
          .where(and(eq(quickReplies.id, id), eq(quickReplies.userId, user.id)))
          .returning();
  return toQuickReply(foundOr404(req, row, 'conversations.errors.quickReplyNotFound'));
}

/** Deletes one of the caller's quick replies. @throws ApiError 404 someone else's. */
export async function deleteQuickReply(app: FastifyInstance, req: FastifyRequest, id: number) {
  const user = requireUser(req);
  const [row] = await app.db
    .delete(quickReplies)
    .where(and(eq(quickReplies.id, id), eq(quickReplies.userId, user.id)))
    .returning({ id: quickReplies.id });
  return foundOr404(req, row, 'conversations.errors.quickReplyNotFound');
}

/**
 * The job of docs/rules.md R23.8: staff messages older than {@link UNREAD_REMINDER_MINUTES} minutes
 * that the conversation's person has not read and that no notice went for. The conditional UPDATE
 * (`notified_at is null`) claims them, so each is told once, and one notice goes per conversation.
 * @returns the conversation ids whose person was told.
 */
export async function remindUnreadReplies(app: FastifyInstance): Promise<number[]> {
  const now = app.clock.now();
  const cutoff = new Date(now.getTime() - UNREAD_REMINDER_MINUTES * 60_000);
  const claimed = await app.db
    .update(conversationMessages)
    .set({ notifiedAt: now })
    .where(
      and(
        isNull(conversationMessages.notifiedAt),
        eq(conversationMessages.side, 'staff'),
        lte(conversationMessages.createdAt, cutoff),
        sql`${conversationMessages.id} > coalesce((select r.last_read_message_id from conversation_reads r
          join conversations c on c.id = r.conversation_id
          where r.conversation_id = ${conversationMessages.conversationId} and r.user_id = c.user_id), 0)`,
      ),
    )
    .returning({
      id: conversationMessages.id,
      conversationId: conversationMessages.conversationId,
      text: conversationMessages.text,
    });
  const ids = [...new Set(claimed.map((m) => m.conversationId))];
  for (const id of ids) {
    const c = await app.db.query.conversations.findFirst({ where: eq(conversations.id, id) });
    if (!c) continue;
    const newest = claimed.filter((m) => m.conversationId === id).sort((a, b) => b.id - a.id)[0];
    const preview = newest.text.slice(0, 200);
    await notifyUser(app, c.userId, {
      title: { ru: tFor('ru')('conversations.email.title'), en: tFor('en')('conversations.email.title') },
      body: { ru: preview, en: preview },
      link: `/conversations/${id}`,
    }).catch((e: unknown) => app.log.warn({ err: e, conversation: id }, 'conversation reminder failed'));
    await emailUnreadReply(app, { userId: c.userId, conversationId: id, messageId: newest.id, preview });
  }
  return ids;
}
