/**
 * Rent reminders (docs/rules.md R9.6): 3 days before a charge is due, the tenant gets an in-app
 * notification and a push (server/services/push.ts `notifyUser`), once per charge — the charge's
 * `reminded_at` is claimed by a conditional UPDATE before the notice goes, so two runs never
 * remind twice (idempotency key: the charge). Run hourly as the `rent-reminders` job
 * (server/jobs/index.ts).
 */
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { objects, rentCharges } from '../db/schema';
import { notifyUser } from '../services/push';
import { chargesToRemind } from '../services/leases';
import { hotelToday } from '../../src/domain/bookings';
import { addDaysIso, nightsBetween } from '../../src/domain/datetime';
import { REMINDER_DAYS } from '../../src/domain/rents';
import { formatMoney } from '../../src/domain/money';
import { tFor } from '../i18n';

const dmy = (d: string) => d.split('-').reverse().join('.');

/** Sends the due reminders of today; resolves to the charge ids reminded. */
export async function remindRentCharges(app: FastifyInstance, now: Date = app.clock.now()): Promise<number[]> {
  const today = hotelToday(now);
  const due = await chargesToRemind(app, today, addDaysIso(today, REMINDER_DAYS));
  if (!due.length) return [];
  const claimed = await app.db
    .update(rentCharges)
    .set({ remindedAt: now })
    .where(
      and(
        inArray(
          rentCharges.id,
          due.map((d) => d.c.id),
        ),
        isNull(rentCharges.remindedAt),
      ),
    )
    .returning({ id: rentCharges.id });
  const ids = new Set(claimed.map((c) => c.id));
  for (const { c, l } of due.filter((d) => ids.has(d.c.id))) {
    const o = await app.db.query.objects.findFirst({
      where: eq(objects.id, l.objectId),
      columns: { title: true, number: true },
    });
    const days = nightsBetween(today, c.dueDate);
    const text = (lang: 'ru' | 'en') => {
      const t = tFor(lang);
      return {
        title: t('rents.reminder.title', { count: days }),
        body: t('rents.reminder.body', {
          object: o ? `${o.title[lang]} № ${o.number}` : '',
          amount: formatMoney(c.amountKopecks, lang),
          date: dmy(c.dueDate),
        }),
      };
    };
    const ru = text('ru');
    const en = text('en');
    await notifyUser(app, l.userId, {
      title: { ru: ru.title, en: en.title },
      body: { ru: ru.body, en: en.body },
      link: `/rents/${l.id}`,
    }).catch((e: unknown) => app.log.warn({ err: e, charge: c.id }, 'rent reminder failed'));
  }
  return [...ids];
}
