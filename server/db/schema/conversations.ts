/**
 * Conversations with the management company (docs/rules.md R23): a person's conversation about a
 * booking, a lease, a service request, an owner room or a general one; its messages with photos,
 * read marks per reader, and the managers' quick replies.
 */
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, type Localized } from './columns';
import { companyColumn } from './company';
import { userColumn, users } from './users';
import { uploads } from './uploads';
import type { ConversationKind, ConversationState, MessageSide } from '../../../src/domain/conversations';

/** A conversation of a person with the MC (docs/rules.md R23.1, R23.4). */
export const conversations = pgTable(
  'conversations',
  {
    id: serial('id').primaryKey(),
    companyId: companyColumn(),
    /** The person it belongs to (the guest, tenant or owner). */
    userId: userColumn(),
    kind: text('kind').$type<ConversationKind>().notNull(),
    /** The booking, lease, request or room id; null for the general one. */
    subjectId: integer('subject_id'),
    state: text('state').$type<ConversationState>().notNull().default('open'),
    assigneeId: integer('assignee_id').references(() => users.id),
    /** When the person first wrote (the first-reply time counts from it, docs/rules.md R23.6). */
    firstMessageAt: timestamp('first_message_at', { withTimezone: true }),
    /** When the first staff reply is due (docs/rules.md R23.6), fixed when the person first writes. */
    firstReplyDue: timestamp('first_reply_due', { withTimezone: true }),
    firstReplyAt: timestamp('first_reply_at', { withTimezone: true }),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('conversations_subject_uq')
      .on(t.companyId, t.kind, t.subjectId)
      .where(sql`${t.subjectId} is not null`),
    uniqueIndex('conversations_general_uq')
      .on(t.companyId, t.userId)
      .where(sql`${t.kind} = 'general'`),
    index('conversations_user_idx').on(t.userId, t.lastMessageAt),
    index('conversations_inbox_idx').on(t.companyId, t.state, t.lastMessageAt),
    // The general one has no subject (the others name theirs: the contract requires it).
    check('conversations_subject_ck', sql`${t.kind} <> 'general' or ${t.subjectId} is null`),
  ],
);

/** A message of a conversation (docs/rules.md R23.3). */
export const conversationMessages = pgTable(
  'conversation_messages',
  {
    id: serial('id').primaryKey(),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    authorId: integer('author_id')
      .notNull()
      .references(() => users.id),
    side: text('side').$type<MessageSide>().notNull(),
    text: text('text').notNull().default(''),
    /** The writer's interface language (a quick reply answers the person in theirs, R23.7). */
    lang: text('lang').$type<'ru' | 'en'>().notNull().default('ru'),
    /** When the unread-reply push went out (docs/rules.md R23.8); null: not sent. */
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('conversation_messages_idx').on(t.conversationId, t.id),
    check('conversation_messages_text_ck', sql`char_length(${t.text}) <= 4000`),
  ],
);

/** Photos of a message (uploads cited by it, so the purge keeps them). */
export const conversationMessagePhotos = pgTable(
  'conversation_message_photos',
  {
    messageId: integer('message_id')
      .notNull()
      .references(() => conversationMessages.id, { onDelete: 'cascade' }),
    uploadId: text('upload_id')
      .notNull()
      .references(() => uploads.id),
  },
  (t) => [primaryKey({ columns: [t.messageId, t.uploadId] })],
);

/** How far a reader has read a conversation (docs/rules.md R23.5). */
export const conversationReads = pgTable(
  'conversation_reads',
  {
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    userId: userColumn(),
    lastReadMessageId: integer('last_read_message_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.conversationId, t.userId] })],
);

/** A manager's quick reply (docs/rules.md R23.7). */
export const quickReplies = pgTable(
  'quick_replies',
  {
    id: serial('id').primaryKey(),
    companyId: companyColumn(),
    /** The manager who keeps it. */
    userId: userColumn(),
    title: text('title').notNull(),
    text: jsonb('text').$type<Localized>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('quick_replies_user_idx').on(t.userId)],
);
