/**
 * The review invitation (docs/rules.md R24.8): from the day after the check-out day, at 10:00 in
 * Yekaterinburg or later, the guest of a paid stay that checked out within the last
 * `REVIEW_INVITE_WITHIN_DAYS` days and has no review gets an in-app notification and a push
 * linking to the booking's review form, once — the `review_invitations` row (unique booking) is
 * inserted in the transaction that writes the notice. Run hourly as the `review-invitations` job
 * (server/jobs/index.ts).
 */
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { bookings, reviewInvitations, reviews } from '../db/schema';
import { pushNotification, recordNotification } from '../services/push';
import { HOTEL_UTC_OFFSET_HOURS, hotelToday } from '../../src/domain/hotel-time';
import { addDaysIso } from '../../src/domain/datetime';
import { REVIEW_INVITE_HOUR, REVIEW_INVITE_WITHIN_DAYS } from '../../src/domain/reviews';
import { tFor } from '../i18n';
import { emailReviewInvitation } from '../services/email/invitations';

const dmy = (d: string) => d.split('-').reverse().join('.');

/** Sends the invitations due on `now`; resolves to the booking ids invited. */
export async function inviteReviews(app: FastifyInstance, now: Date = app.clock.now()): Promise<number[]> {
  const hour = new Date(now.getTime() + HOTEL_UTC_OFFSET_HOURS * 3_600_000).getUTCHours();
  if (hour < REVIEW_INVITE_HOUR) return [];
  const today = hotelToday(now);
  const rows = await app.db
    .select({
      id: bookings.id,
      companyId: bookings.companyId,
      userId: bookings.userId,
      checkIn: bookings.checkIn,
      checkOut: bookings.checkOut,
    })
    .from(bookings)
    .where(
      and(
        eq(bookings.status, 'paid'),
        isNotNull(bookings.userId),
        sql`${bookings.checkOut} < ${today}`,
        sql`${bookings.checkOut} >= ${addDaysIso(today, -REVIEW_INVITE_WITHIN_DAYS)}`,
        sql`not exists (select 1 from ${reviewInvitations} where ${reviewInvitations.bookingId} = ${bookings.id})`,
        sql`not exists (select 1 from ${reviews} where ${reviews.bookingId} = ${bookings.id})`,
      ),
    );
  const invited: number[] = [];
  for (const b of rows) {
    const text = (lang: 'ru' | 'en') => {
      const t = tFor(lang);
      return {
        title: t('reviews.notice.inviteTitle'),
        body: t('reviews.notice.inviteBody', { checkIn: dmy(b.checkIn), checkOut: dmy(b.checkOut) }),
      };
    };
    const notice = await app.db.transaction(async (tx) => {
      const [claimed] = await tx
        .insert(reviewInvitations)
        .values({ companyId: b.companyId, bookingId: b.id, invitedAt: now })
        .onConflictDoNothing({ target: reviewInvitations.bookingId })
        .returning({ id: reviewInvitations.id });
      if (!claimed) return null;
      const ru = text('ru');
      const en = text('en');
      return recordNotification(app, tx, b.userId!, {
        title: { ru: ru.title, en: en.title },
        body: { ru: ru.body, en: en.body },
        link: `/bookings/${b.id}#review`,
      });
    });
    if (!notice) continue;
    await pushNotification(app, notice);
    await emailReviewInvitation(app, { userId: b.userId!, bookingId: b.id, checkOut: b.checkOut });
    invited.push(b.id);
  }
  return invited;
}
