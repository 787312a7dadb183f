/**
 * Contract of the back office's inbox (docs/rules.md R23.4–R23.7; managers only): every
 * conversation of the company with filters, its messages, the reply, assigning, closing and
 * reopening, and a manager's own quick replies. Routes: server/routes/backoffice/inbox/.
 */
import { z } from 'zod';
import { CONVERSATION_KINDS, CONVERSATION_STATES } from '../domain/conversations';
import { envelope, id, idParams, listQuery, paginated } from './common';
import { endpoint } from './endpoint';
import {
  conversationRow,
  messageCreate,
  messageList,
  messagePhotoParams,
  messageResponse,
  photoDataResponse,
  readResponse,
} from './conversations';

/** A conversation as the inbox shows it (docs/rules.md R23.6: the first reply against its target). */
export const inboxRow = conversationRow.extend({
  person: z.string(),
  phone: z.string().nullable(),
  language: z.enum(['ru', 'en']),
  assigneeId: z.number().int().nullable(),
  assignee: z.string().nullable(),
  /** When the first staff reply is (was) due; null while nobody has written. */
  firstReplyDue: z.string().nullable(),
  firstReplyAt: z.string().nullable(),
  /** The first reply is late: not given by its due time (or given after it). */
  overdue: z.boolean(),
});
export type InboxRow = z.infer<typeof inboxRow>;

export const inboxQuery = listQuery.extend({
  state: z.enum(CONVERSATION_STATES).optional(),
  kind: z.enum(CONVERSATION_KINDS).optional(),
  assigned: z.enum(['me', 'anyone', 'unassigned']).optional(),
  overdue: z.enum(['true', 'false']).optional(),
  q: z.string().trim().max(100, 'validation.tooLong').optional(),
});

/** PATCH …/inbox/{id}: assign (null: nobody) and/or change the state (docs/rules.md R23.4). */
export const inboxPatch = z
  .object({ assigneeId: id.nullable().optional(), state: z.enum(['open', 'closed']).optional() })
  .refine((b) => b.assigneeId !== undefined || b.state !== undefined, { message: 'validation.required' });

/** A manager's quick reply (docs/rules.md R23.7). */
export const quickReply = z.object({
  id: z.number().int(),
  title: z.string(),
  text: z.object({ ru: z.string(), en: z.string() }),
});
export type QuickReply = z.infer<typeof quickReply>;
const replyText = z.string().trim().min(1, 'validation.required').max(4000, 'validation.tooLong');
export const quickReplyCreate = z.object({
  title: z.string().trim().min(1, 'validation.required').max(100, 'validation.tooLong'),
  text: z.object({ ru: replyText, en: replyText }),
});
export type QuickReplyCreate = z.input<typeof quickReplyCreate>;

export const inboxList = paginated(inboxRow);
export const inboxResponse = envelope(inboxRow);
export const inboxCounts = envelope(
  z.object({
    /** Conversations with person messages the caller has not read. */
    unread: z.number().int(),
    /** Not closed, past the first-reply target (R23.6), answered late or not yet. */
    overdue: z.number().int(),
    /** Of those, the ones still without a first reply (the sider's badge is red while any is). */
    overdueUnanswered: z.number().int(),
  }),
);
export const quickReplyList = paginated(quickReply);
export const quickReplyResponse = envelope(quickReply);
export const deletedResponse = envelope(z.object({ id: z.number().int() }));

const tags = ['backoffice'];

/** The endpoints of the inbox (docs/architecture.md § The typed seam); routes: server/routes/backoffice/inbox/. */
export const backofficeInboxEndpoints = {
  list: endpoint({
    method: 'get',
    path: '/backoffice/inbox',
    access: ['backoffice', 'list'],
    query: inboxQuery,
    responses: { 200: inboxList },
    summary: "The company's conversations: state, kind, assignee, overdue filters and a search",
    tags,
  }),
  counts: endpoint({
    method: 'get',
    path: '/backoffice/inbox/counts',
    access: ['backoffice', 'list'],
    responses: { 200: inboxCounts },
    summary: 'Conversations with unread person messages, and those past the first-reply target',
    tags,
  }),
  show: endpoint({
    method: 'get',
    path: '/backoffice/inbox/:id',
    access: ['backoffice', 'show'],
    params: idParams,
    responses: { 200: inboxResponse },
    summary: 'One conversation of the company',
    tags,
  }),
  messages: endpoint({
    method: 'get',
    path: '/backoffice/inbox/:id/messages',
    access: ['backoffice', 'show'],
    params: idParams,
    query: listQuery,
    responses: { 200: messageList },
    summary: 'Its messages, oldest first',
    tags,
  }),
  reply: endpoint({
    method: 'post',
    path: '/backoffice/inbox/:id/messages',
    access: ['backoffice', 'act'],
    params: idParams,
    body: messageCreate,
    responses: { 201: messageResponse },
    summary: 'Reply as staff; the conversation waits for the person (R23.4)',
    tags,
  }),
  read: endpoint({
    method: 'post',
    path: '/backoffice/inbox/:id/read',
    access: ['backoffice', 'act'],
    params: idParams,
    responses: { 200: readResponse },
    summary: "Mark the person's messages read for the caller",
    tags,
  }),
  update: endpoint({
    method: 'patch',
    path: '/backoffice/inbox/:id',
    access: ['backoffice', 'edit'],
    params: idParams,
    body: inboxPatch,
    responses: { 200: inboxResponse },
    summary: 'Assign to a manager, close or reopen',
    tags,
  }),
  photo: endpoint({
    method: 'get',
    path: '/backoffice/inbox/:id/photos/:photoId',
    access: ['backoffice', 'show'],
    params: messagePhotoParams,
    responses: { 200: photoDataResponse },
    summary: "A message's photo as a data URL",
    tags,
  }),
  quickReplies: endpoint({
    method: 'get',
    path: '/backoffice/quick-replies',
    access: ['backoffice', 'list'],
    query: listQuery,
    responses: { 200: quickReplyList },
    summary: "The caller's quick replies",
    tags,
  }),
  quickReplyCreate: endpoint({
    method: 'post',
    path: '/backoffice/quick-replies',
    access: ['backoffice', 'create'],
    body: quickReplyCreate,
    responses: { 201: quickReplyResponse },
    summary: 'Keep a quick reply in ru and en',
    tags,
  }),
  quickReplyUpdate: endpoint({
    method: 'put',
    path: '/backoffice/quick-replies/:id',
    access: ['backoffice', 'edit'],
    params: idParams,
    body: quickReplyCreate,
    responses: { 200: quickReplyResponse },
    summary: 'Change one of the caller’s quick replies',
    tags,
  }),
  quickReplyDelete: endpoint({
    method: 'delete',
    path: '/backoffice/quick-replies/:id',
    access: ['backoffice', 'delete'],
    params: idParams,
    responses: { 200: deletedResponse },
    summary: 'Delete one of the caller’s quick replies',
    tags,
  }),
};
