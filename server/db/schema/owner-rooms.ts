/**
 * Owner rooms (docs/rules.md R12): applications to the MC (a room, connecting to the MC's
 * management, terminating it; other resources add kinds, e.g. `proxy`) and the nights an owner
 * blocks for their own stay in a room under the MC (R12.7, respected by the search, R4.8).
 */
import { date, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { companyColumn } from './company';
import { users } from './users';
import { objectColumn, objects } from './objects';

/** Application states (docs/rules.md R12.2). */
export const APPLICATION_STATUSES = ['under_consideration', 'approved', 'rejected'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

/** An application to the MC (docs/rules.md R12.2): kind, state, the applicant, the room, the details. */
export const applications = pgTable(
  'applications',
  {
    id: serial('id').primaryKey(),
    companyId: companyColumn(),
    /** `room`, `connect`, `terminate` (server/services/applications.ts registers each kind's decision). */
    kind: text('kind').notNull(),
    status: text('status').$type<ApplicationStatus>().notNull().default('under_consideration'),
    /** The room the application is about (null for a room not yet approved). */
    objectId: integer('object_id').references(() => objects.id),
    applicantId: integer('applicant_id')
      .notNull()
      .references(() => users.id),
    /** The kind's details (src/contracts/applications.ts). */
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    /** Uploads the application cites (scans); they are kept while it exists (R1.13). */
    uploadIds: text('upload_ids').array().notNull().default([]),
    /** The MC's reason for a rejection. */
    reason: text('reason'),
    decidedBy: integer('decided_by').references(() => users.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('applications_company_status_idx').on(t.companyId, t.status, t.kind),
    index('applications_applicant_idx').on(t.applicantId),
    index('applications_object_idx').on(t.objectId),
  ],
);

/** Nights an owner blocks for their own stay, [checkIn, checkOut) (docs/rules.md R12.7). */
export const ownerStays = pgTable(
  'owner_stays',
  {
    id: serial('id').primaryKey(),
    companyId: companyColumn(),
    objectId: objectColumn(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id),
    checkIn: date('check_in', { mode: 'string' }).notNull(),
    checkOut: date('check_out', { mode: 'string' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('owner_stays_object_idx').on(t.objectId, t.checkIn)],
);
