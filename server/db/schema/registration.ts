/**
 * The registration desk's submissions (docs/rules.md R20.4–R20.7): one row per notice a manager
 * marked submitted to the MVD for a guest of the online check-in (`booking_guests`): a foreigner's
 * arrival and departure, a Russian's registration at the place of stay and its removal. The kinds
 * are src/domain/guest-registration.ts `NOTICE_KINDS`.
 */
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { bookingGuests } from './check-in';
import { companyColumn } from './company';
import { users } from './users';
import type { NoticeKind } from '../../../src/domain/guest-registration';

/** A notice marked submitted, with the number the MVD (or its portal) gave. */
export const guestNotices = pgTable(
  'guest_notices',
  {
    id: serial('id').primaryKey(),
    companyId: companyColumn(),
    bookingGuestId: integer('booking_guest_id')
      .notNull()
      .references(() => bookingGuests.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<NoticeKind>().notNull(),
    submissionNumber: text('submission_number').notNull(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull(),
    submittedBy: integer('submitted_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('guest_notices_guest_kind_uq').on(t.bookingGuestId, t.kind),
    index('guest_notices_company_idx').on(t.companyId),
    check('guest_notices_kind_chk', sql`${t.kind} in ('arrival', 'departure', 'registration', 'deregistration')`),
  ],
);
