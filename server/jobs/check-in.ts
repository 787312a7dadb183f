/**
 * The online check-in reminder (docs/rules.md R20.2): two days before arrival, the booker of a
 * booking that is not cancelled and whose guests' data is not all in gets an in-app notification
 * and a push, once — `bookings.check_in_reminded_at` is claimed by a conditional UPDATE in the
 * transaction that writes the notice (idempotency key: the booking). Run hourly as the
 * `check-in-reminders` job (server/jobs/index.ts).
 */
import { and, eq, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { bookings } from '../db/schema';
import { pushNotification, recordNotification } from '../services/push';
import { hotelToday } from '../../src/domain/hotel-time';
import { addDaysIso } from '../../src/domain/datetime';
import { guestCount } from '../../src/domain/bookings';
import { CHECK_IN_REMINDER_DAYS } from '../../src/domain/check-in';
import { tFor } from '../i18n';

const dmy = (d: string) => d.split('-').reverse().join('.');

/** Sends the reminders due on `now`; resolves to the booking ids reminded. */
export async function remindCheckIns(app: FastifyInstance, now: Date = app.clock.now()): Promise<number[]> {
  const today = hotelToday(now);
  const rows = await app.db
    .select({
      id: bookings.id,
      userId: bookings.userId,
      number: bookings.number,
      checkIn: bookings.checkIn,
      guests: bookings.guests,
      filled: sql<number>`(select count(*)::int from booking_guests g where g.booking_id = ${bookings.id} and g.ready)`,
    })
    .from(bookings)
    .where(
      and(
        ne(bookings.status, 'cancelled'),
        isNotNull(bookings.userId),
        isNull(bookings.checkInRemindedAt),
        sql`${bookings.checkIn} > ${today}`,
        sql`${bookings.checkIn} <= ${addDaysIso(today, CHECK_IN_REMINDER_DAYS)}`,
      ),
    );
  const reminded: number[] = [];
  for (const b of rows) {
    const total = guestCount(b.guests);
    if (Number(b.filled) >= total) continue;
    const text = (lang: 'ru' | 'en') => {
      const t = tFor(lang);
      return {
        title: t('checkIn.reminder.title'),
        body: t('checkIn.reminder.body', { date: dmy(b.checkIn), number: b.number, filled: b.filled, total }),
      };
    };
    const notice = await app.db.transaction(async (tx) => {
      const [claimed] = await tx
        .update(bookings)
        .set({ checkInRemindedAt: now })
        .where(and(eq(bookings.id, b.id), isNull(bookings.checkInRemindedAt)))
        .returning({ id: bookings.id });
      if (!claimed) return null;
      const ru = text('ru');
      const en = text('en');
      return recordNotification(app, tx, b.userId!, {
        title: { ru: ru.title, en: en.title },
        body: { ru: ru.body, en: en.body },
        link: `/bookings/${b.id}/check-in`,
      });
    });
    if (!notice) continue;
    await pushNotification(app, notice);
    reminded.push(b.id);
  }
  return reminded;
}
