/**
 * Service requests (docs/rules.md R15.7, R15.8): repair, emergency and custom requests with their
 * timeline, photos and comments.
 */
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { companyColumn } from './company';
import { userColumn, users } from './users';
import { uploads } from './uploads';
import type { RequestCategory, RequestKind, RequestStatus } from '../../../src/domain/services';

/** A preferred visit window of a request. */
export interface VisitWindow {
  date: string;
  from: string;
  to: string;
}

/** One step of a request's timeline. */
export interface RequestStep {
  status: RequestStatus;
  /** ISO instant. */
  at: string;
}

/** A repair, emergency or custom request (docs/rules.md R15.7, R15.8). */
export const serviceRequests = pgTable(
  'service_requests',
  {
    id: serial('id').primaryKey(),
    companyId: companyColumn(),
    userId: userColumn(),
    kind: text('kind').$type<RequestKind>().notNull(),
    category: text('category').$type<RequestCategory>().notNull(),
    description: text('description').notNull(),
    room: text('room').notNull(),
    visitWindows: jsonb('visit_windows').$type<VisitWindow[]>().notNull().default([]),
    entryAllowed: boolean('entry_allowed').notNull().default(false),
    status: text('status').$type<RequestStatus>().notNull().default('received'),
    history: jsonb('history').$type<RequestStep[]>().notNull().default([]),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    assigneeId: integer('assignee_id').references(() => users.id),
    /** The visit agreed, `YYYY-MM-DD HH:mm` in the complex's time zone. */
    scheduledFor: text('scheduled_for'),
    rating: smallint('rating'),
    ratingComment: text('rating_comment'),
    createdAt: createdAt(),
  },
  (t) => [
    index('service_requests_user_idx').on(t.userId, t.createdAt),
    index('service_requests_board_idx').on(t.companyId, t.status),
  ],
);

/** Photos of a request (uploads cited by it, so the purge keeps them). */
export const serviceRequestPhotos = pgTable(
  'service_request_photos',
  {
    requestId: integer('request_id')
      .notNull()
      .references(() => serviceRequests.id, { onDelete: 'cascade' }),
    uploadId: text('upload_id')
      .notNull()
      .references(() => uploads.id),
  },
  (t) => [primaryKey({ columns: [t.requestId, t.uploadId] })],
);

/** A comment on a request, by the guest or by the MC. */
export const serviceRequestComments = pgTable(
  'service_request_comments',
  {
    id: serial('id').primaryKey(),
    requestId: integer('request_id')
      .notNull()
      .references(() => serviceRequests.id, { onDelete: 'cascade' }),
    authorId: integer('author_id')
      .notNull()
      .references(() => users.id),
    fromStaff: boolean('from_staff').notNull(),
    text: text('text').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('service_request_comments_idx').on(t.requestId, t.createdAt)],
);
