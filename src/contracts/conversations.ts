/**
 * Contract of conversations with the management company (Refine resource `conversations`,
 * docs/rules.md R23): a person's conversations with their unread counts, opening the one of a
 * subject (idempotent), the messages (oldest → newest, paged), writing with photos, read marks.
 * Routes: server/routes/conversations/; queries: server/services/conversations.ts. The back
 * office's inbox: src/contracts/backoffice-inbox.ts.
 */
import { z } from 'zod';
import {
  CONVERSATION_KINDS,
  CONVERSATION_STATES,
  MESSAGE_PHOTOS_MAX,
  MESSAGE_SIDES,
  MESSAGE_TEXT_MAX,
} from '../domain/conversations';
import { envelope, id, idParams, listQuery, paginated } from './common';
import { apiTag, endpoint } from './endpoint';

/** A conversation as its list shows it. */
export const conversationRow = z.object({
  id: z.number().int(),
  kind: z.enum(CONVERSATION_KINDS),
  subjectId: z.number().int().nullable(),
  /** The subject's title in the reader's language (a room, a booking, a request). */
  subject: z.string(),
  state: z.enum(CONVERSATION_STATES),
  lastMessageAt: z.string().nullable(),
  /** The last message's first 140 characters, or null when none. */
  preview: z.string().nullable(),
  /** Messages of the other side after the reader's read mark. */
  unread: z.number().int(),
});
export type ConversationRow = z.infer<typeof conversationRow>;

/** One message (docs/rules.md R23.3). */
export const conversationMessage = z.object({
  id: z.number().int(),
  side: z.enum(MESSAGE_SIDES),
  author: z.string(),
  mine: z.boolean(),
  text: z.string(),
  photos: z.array(z.object({ id: z.string(), url: z.string() })),
  createdAt: z.string(),
});
export type ConversationMessage = z.infer<typeof conversationMessage>;

/** POST …/{id}/messages: text and/or up to 5 of the writer's own image uploads (docs/rules.md R23.3). */
// "Text or photos" is checked by the server after the conversation is found (a 404 first).
export const messageCreate = z.object({
  text: z.string().trim().max(MESSAGE_TEXT_MAX, 'validation.tooLong').default(''),
  photos: z.array(z.string().uuid('validation.invalid')).max(MESSAGE_PHOTOS_MAX, 'validation.invalid').default([]),
});
export type MessageCreate = z.input<typeof messageCreate>;

/** POST conversations/open: the subject whose conversation to open or create (docs/rules.md R23.1). */
export const conversationOpen = z
  .object({ kind: z.enum(CONVERSATION_KINDS), subjectId: id.optional() })
  .refine((b) => (b.kind === 'general') === (b.subjectId === undefined), {
    message: 'validation.invalid',
    path: ['subjectId'],
  });

export const conversationResponse = envelope(conversationRow);
export const conversationList = paginated(conversationRow);
export const messageList = paginated(conversationMessage);
export const messageResponse = envelope(conversationMessage);
export const unreadResponse = envelope(z.object({ unread: z.number().int() }));
export const readResponse = envelope(z.object({ lastReadMessageId: z.number().int().nullable() }));
/** `{ id, photoId }` path parameters of a message's photo. */
export const messagePhotoParams = z.object({ id, photoId: z.string().uuid('validation.invalid') });
export const photoDataResponse = envelope(z.object({ dataUrl: z.string() }));

/** The OpenAPI tag `conversations` of these endpoints (the document lists it: server/openapi.ts). */
export const conversationsTag = apiTag('conversations', 'Conversations with the management company (R23)');
const tags = [conversationsTag.name];

/** The endpoints of `conversations` (docs/architecture.md § The typed seam); routes: server/routes/conversations/. */
export const conversationsEndpoints = {
  list: endpoint({
    method: 'get',
    path: '/conversations',
    access: ['conversations', 'list'],
    query: listQuery,
    responses: { 200: conversationList },
    summary: "The caller's conversations, the latest first, with unread counts",
    tags,
  }),
  unread: endpoint({
    method: 'get',
    path: '/conversations/unread',
    access: ['conversations', 'list'],
    responses: { 200: unreadResponse },
    summary: "Unread staff messages in the caller's conversations (the header's badge)",
    tags,
  }),
  open: endpoint({
    method: 'post',
    path: '/conversations/open',
    access: ['conversations', 'create'],
    body: conversationOpen,
    responses: { 200: conversationResponse },
    summary: 'Open the conversation of a subject the caller may see, creating it once (R23.1)',
    tags,
  }),
  show: endpoint({
    method: 'get',
    path: '/conversations/:id',
    access: ['conversations', 'show'],
    params: idParams,
    responses: { 200: conversationResponse },
    summary: 'One conversation',
    tags,
  }),
  messages: endpoint({
    method: 'get',
    path: '/conversations/:id/messages',
    access: ['conversations', 'show'],
    params: idParams,
    query: listQuery,
    responses: { 200: messageList },
    summary: 'Messages, oldest first',
    tags,
  }),
  post: endpoint({
    method: 'post',
    path: '/conversations/:id/messages',
    access: ['conversations', 'post'],
    params: idParams,
    body: messageCreate,
    responses: { 201: messageResponse },
    summary: 'Write a message with photos (R23.3); the conversation opens again',
    tags,
  }),
  read: endpoint({
    method: 'post',
    path: '/conversations/:id/read',
    access: ['conversations', 'read'],
    params: idParams,
    responses: { 200: readResponse },
    summary: 'Mark every message read (R23.5)',
    tags,
  }),
  photo: endpoint({
    method: 'get',
    path: '/conversations/:id/photos/:photoId',
    access: ['conversations', 'show'],
    params: messagePhotoParams,
    responses: { 200: photoDataResponse },
    summary: "A message's photo as a data URL",
    tags,
  }),
};
