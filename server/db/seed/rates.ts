/**
 * The revenue demo (docs/rules.md R5.28–R5.32; issue 39), relative to the day it is seeded so it
 * stays true next year: a season (Friday and Saturday nights of the coming December +20 % on the
 * apartments), the New Year's minimum stay (arrivals 30.12–02.01 at least 3 nights), a day closed
 * to arrival (31.12), a 7-night discount (−7 %) and a 28-night one (−15 %), an early-booking
 * discount (60 days ahead, −5 %; switched off, for a manager to switch on), the Standard tariff's free cancellation until 3 days before
 * arrival (then the first night), and the promo code `WELCOME10` (10 % on stays of 2+ nights,
 * valid for a year, once per guest). Runs when the company has no rate rules.
 */
import { and, count, eq } from 'drizzle-orm';
import type { Db } from '../client';
import { objects, promoCodes, rateRules, stayDiscounts, tariffs } from '../schema';
import { addDaysIso } from '../../../src/domain/datetime';
import { hotelToday } from '../../../src/domain/hotel-time';

/** The year of the New Year whose arrivals 30.12–02.01 are still to come on `today`. */
function newYearEve(today: string): string {
  const year = Number(today.slice(0, 4));
  const y = today.slice(5) <= '01-02' ? year - 1 : year;
  return `${y}-12-30`;
}

export async function seedRatesDemo(db: Db, now: Date = new Date()): Promise<void> {
  const company = await db.query.companies.findFirst({ columns: { id: true }, orderBy: (c, { asc }) => asc(c.id) });
  if (!company) return;
  const companyId = company.id;
  const [{ n }] = await db.select({ n: count() }).from(rateRules).where(eq(rateRules.companyId, companyId));
  if (n > 0) return;
  const today = hotelToday(now);
  const year = today.slice(0, 4);
  const apartments = await db
    .select({ id: objects.id })
    .from(objects)
    .where(and(eq(objects.companyId, companyId), eq(objects.kind, 'apartment')));
  const eve = newYearEve(today);
  await db.insert(rateRules).values([
    {
      companyId,
      name: 'Декабрь, пятница и суббота +20 %',
      dateFrom: `${year}-12-01`,
      dateTo: `${year}-12-31`,
      weekdays: [5, 6],
      objectIds: apartments.map((a) => a.id),
      priceMode: 'percent',
      priceValue: 20,
      position: 0,
    },
    {
      companyId,
      name: 'Новый год: заезд 30.12–02.01 от 3 ночей',
      dateFrom: eve,
      dateTo: addDaysIso(eve, 3),
      minStayArrival: 3,
      position: 1,
    },
    {
      companyId,
      name: '31.12 — без заезда',
      dateFrom: addDaysIso(eve, 1),
      dateTo: addDaysIso(eve, 1),
      closedToArrival: true,
      position: 2,
    },
  ]);
  await db.insert(stayDiscounts).values([
    { companyId, kind: 'length', threshold: 7, percent: 7, name: { ru: 'От 7 ночей', en: '7+ nights' } },
    { companyId, kind: 'length', threshold: 28, percent: 15, name: { ru: 'От 28 ночей', en: '28+ nights' } },
    {
      companyId,
      kind: 'early',
      threshold: 60,
      percent: 5,
      name: { ru: 'Раннее бронирование', en: 'Early booking' },
      active: false,
    },
  ]);
  await db
    .update(tariffs)
    .set({
      cancellation: { kind: 'free_until', before: 3, unit: 'days', penalty: { kind: 'first_night' } },
      description: {
        ru: 'Бесплатная отмена за 3 дня до заезда, позже — стоимость первой ночи',
        en: 'Free cancellation until 3 days before arrival, then the first night',
      },
    })
    .where(and(eq(tariffs.companyId, companyId), eq(tariffs.code, 'standard')));
  await db
    .update(tariffs)
    .set({ cancellation: { kind: 'non_refundable' } })
    .where(and(eq(tariffs.companyId, companyId), eq(tariffs.code, 'non_refundable')));
  await db.insert(promoCodes).values({
    companyId,
    code: 'WELCOME10',
    kind: 'percent',
    value: 10,
    bookFrom: today,
    bookTo: addDaysIso(today, 365),
    minNights: 2,
    limitPerGuest: 1,
  });
}
