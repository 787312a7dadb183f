/**
 * Reviews after a stay (docs/rules.md R24):
 * - `reviews`: one per booking (unique `booking_id`; a booking of several objects counts in each
 *   object's averages through `booking_objects`), its author, the four scores 1–5, the optional
 *   text and its language, the moderation state with the hide reason shown to the guest, the
 *   company's public answer, when first sent and last edited;
 * - `review_invitations`: the booking whose guest was invited to review (once per stay, R24.8).
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { companyColumn } from './company';
import { users } from './users';
import { bookings } from './bookings';
import type { ReviewLanguage, ReviewState } from '../../../src/domain/reviews';

const score = (name: string) => smallint(name).notNull();

/** A guest's review of a stay (docs/rules.md R24.1–R24.7). */
export const reviews = pgTable(
  'reviews',
  {
    id: serial('id').primaryKey(),
    companyId: companyColumn(),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id),
    /** The author; null once the account is deleted (the review stays, anonymised: R24.9). */
    userId: integer('user_id').references(() => users.id),
    cleanliness: score('cleanliness'),
    location: score('location'),
    staff: score('staff'),
    value: score('value'),
    text: text('text').notNull().default(''),
    language: text('language').$type<ReviewLanguage>().notNull(),
    state: text('state').$type<ReviewState>().notNull().default('pending'),
    /** Why the company hid it; shown to the author (R24.5). */
    hideReason: text('hide_reason'),
    answerText: text('answer_text'),
    answerLanguage: text('answer_language').$type<ReviewLanguage>(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    answeredBy: integer('answered_by').references(() => users.id),
    /** When it was first sent: the edit window counts from this instant's date (R24.3). */
    createdAt: createdAt(),
    editedAt: timestamp('edited_at', { withTimezone: true }),
    publishedAt: timestamp('published_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('reviews_booking_uq').on(t.bookingId),
    index('reviews_company_state_idx').on(t.companyId, t.state),
    check(
      'reviews_scores_check',
      sql`${t.cleanliness} between 1 and 5 and ${t.location} between 1 and 5 and ${t.staff} between 1 and 5 and ${t.value} between 1 and 5`,
    ),
    check('reviews_state_check', sql`${t.state} in ('pending', 'published', 'hidden')`),
  ],
);

/** A stay whose guest was invited to review it (docs/rules.md R24.8): one row per booking. */
export const reviewInvitations = pgTable(
  'review_invitations',
  {
    id: serial('id').primaryKey(),
    companyId: companyColumn(),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id),
    invitedAt: timestamp('invited_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('review_invitations_booking_uq').on(t.bookingId)],
);
