/**
 * Online check-in (docs/rules.md R20.2, R20.3): one row per guest of a booking, guest `guest_index`
 * 1..adults+children (adults first, then the children in the order the booking lists their ages).
 * The identity fields — a src/domain/check-in.ts `GuestEntry` — are stored only sealed
 * (`identity`, AES-256-GCM by server/services/personal-data.ts); the plain columns are what the
 * registration desk filters by without opening them.
 */
import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { bookings } from './bookings';
import { createdAt } from './columns';
import { companyColumn } from './company';
import { uploads } from './uploads';
import { users } from './users';

/** A guest of a booking as the online check-in recorded them. */
export const bookingGuests = pgTable(
  'booking_guests',
  {
    id: serial('id').primaryKey(),
    companyId: companyColumn(),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    /** 1-based place in the booking: 1..adults are adults, then the children in order. */
    guestIndex: integer('guest_index').notNull(),
    /** The sealed `GuestEntry` (src/domain/check-in.ts): `v1.<iv>.<tag>.<ciphertext>`. */
    identity: text('identity').notNull(),
    /** Not a citizen of Russia: the desk sends the MVD a notice of arrival (docs/rules.md R20.4). */
    foreign: boolean('foreign').notNull(),
    /** Whether the entry had every field the registration needs when saved. */
    ready: boolean('ready').notNull().default(false),
    /** An optional scan of the document (uploads.id). */
    scanUploadId: text('scan_upload_id').references(() => uploads.id, { onDelete: 'set null' }),
    /** Who saved it last: the booker's account, or null for a guest through the shared link. */
    filledByUserId: integer('filled_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('booking_guests_guest_uq').on(t.bookingId, t.guestIndex),
    index('booking_guests_company_idx').on(t.companyId, t.bookingId),
  ],
);

/**
 * The link a booker shares so each guest fills their own entry (docs/rules.md R20.2): one per
 * booking (a new one replaces it), kept as the token's SHA-256, valid until the check-out day ends.
 */
export const checkInLinks = pgTable('check_in_links', {
  bookingId: integer('booking_id')
    .primaryKey()
    .references(() => bookings.id, { onDelete: 'cascade' }),
  companyId: companyColumn(),
  tokenHash: text('token_hash').notNull().unique(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: createdAt(),
});
