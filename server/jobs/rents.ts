/**
 * Rent reminders (docs/rules.md R9.6): 3 days before a charge is due, the tenant gets an in-app
 * notification and a push (server/services/push.ts), once per charge — the charge's `reminded_at`
 * is claimed by a conditional UPDATE in the transaction that writes the notice, so two runs never
 * remind twice and a crash never loses the in-app notice (idempotency key: the charge). Run hourly
 * as the `rent-reminders` job (server/jobs/index.ts).
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { objects, rentCharges } from '../db/schema';
import { pushNotification, recordNotification } from '../services/push';
import { chargesToRemind } from '../services/rents';
import { hotelToday } from '../../src/domain/hotel-time';
import { addDaysIso, nightsBetween } from '../../src/domain/datetime';
import { REMINDER_DAYS } from '../../src/domain/rents';
import { formatMoney } from '../../src/domain/money';
import { tFor } from '../i18n';

const dmy = (d: string) => d.split('-').reverse().join('.');

/**
 * Sends the due reminders of today; resolves to the charge ids reminded. Each charge's claim
 * (`reminded_at`) and its in-app notice commit in one transaction, the push follows.
 */
export async function remindRentCharges(app: FastifyInstance, now: Date = app.clock.now()): Promise<number[]> {
  const today = hotelToday(now);
  const due = await chargesToRemind(app, today, addDaysIso(today, REMINDER_DAYS));
  const reminded: number[] = [];
  for (const { c, l } of due) {
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
    const notice = await app.db.transaction(async (tx) => {
      const [claimed] = await tx
        .update(rentCharges)
        .set({ remindedAt: now })
        .where(and(eq(rentCharges.id, c.id), isNull(rentCharges.remindedAt)))
        .returning({ id: rentCharges.id });
      if (!claimed) return null;
      return recordNotification(app, tx, l.userId, {
        title: { ru: ru.title, en: en.title },
        body: { ru: ru.body, en: en.body },
        link: `/rents/${l.id}`,
      });
    });
    if (!notice) continue;
    reminded.push(c.id);
    await pushNotification(app, notice);
  }
  return reminded;
}
