/**
 * Uploaded files (docs/rules.md R1.13): scans of a legal entity's TIN certificate and guests'
 * documents. A file belongs to its uploader (a user, or the claim token of an anonymous booking),
 * only the uploader may cite it in a booking, and a file no booking cites is deleted after
 * 24 hours by server/jobs/uploads.ts. The bytes live in file storage under the row's id.
 */
import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { bookings } from './bookings';
import { createdAt } from './columns';
import { companyColumn } from './company';
import { users } from './users';

/** One stored file and who may cite it. */
export const uploads = pgTable(
  'uploads',
  {
    /** A random UUID; also the stored file's name. */
    id: text('id').primaryKey(),
    companyId: companyColumn(),
    /** The uploader when logged in (or once the anonymous booking was claimed). */
    userId: integer('user_id').references(() => users.id),
    /** SHA-256 of the claim token the anonymous uploader sent. */
    claimTokenHash: text('claim_token_hash'),
    /** The booking citing the file; null until cited. */
    bookingId: integer('booking_id').references(() => bookings.id),
    name: text('name').notNull(),
    kind: text('kind').notNull(),
    /** Size in bytes. */
    size: integer('size').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('uploads_unreferenced_idx').on(t.bookingId, t.createdAt), index('uploads_user_idx').on(t.userId)],
);
