/**
 * Demo tariffs (docs/rules.md R5.8; our choice): "Standard" (100 %), "Non-refundable"
 * (90 %, no refund on cancellation) and "With breakfast" (100 % + 650 ₽ per guest per night).
 * Runs when the company has no tariffs; deterministic. With them, the city's tourist-tax rates
 * (Yekaterinburg 1 % 2025 … 5 % 2029, R5.26).
 */
import { count, eq } from 'drizzle-orm';
import type { Db } from '../client';
import { bookingObjects, bookings, objects, tariffs, touristTaxRates, users } from '../schema';
import { YEKATERINBURG_TOURIST_TAX } from '../../../src/domain/tourist-tax';
import { stayPrice } from '../../../src/domain/stay-price';
import { DEMO_CAST, tagged, type SeedCast } from './users';
import { addDaysIso } from '../../../src/domain/datetime';
import { hotelToday } from '../../../src/domain/hotel-time';
import { formatMoney } from '../../../src/domain/money';

export async function seedBookingDemo(db: Db, now: Date = new Date()): Promise<void> {
  const company = await db.query.companies.findFirst({ columns: { id: true }, orderBy: (c, { asc }) => asc(c.id) });
  if (!company) return;
  const [{ n }] = await db.select({ n: count() }).from(tariffs).where(eq(tariffs.companyId, company.id));
  if (n > 0) return;
  // Yekaterinburg's tourist-tax rates by year (docs/rules.md R5.26), which a manager edits.
  await db.insert(touristTaxRates).values(
    YEKATERINBURG_TOURIST_TAX.map((r) => ({
      companyId: company.id,
      year: r.year,
      percent: r.percent,
      minKopecksPerNight: r.minPerNightKopecks,
    })),
  );
  const rows = await db
    .insert(tariffs)
    .values([
      {
        companyId: company.id,
        code: 'standard',
        position: 0,
        name: { ru: 'Стандартный', en: 'Standard' },
        description: { ru: 'Бесплатная отмена до заезда', en: 'Free cancellation before check-in' },
        percent: 100,
      },
      {
        companyId: company.id,
        code: 'non_refundable',
        position: 1,
        name: { ru: 'Невозвратный', en: 'Non-refundable' },
        description: { ru: 'Скидка 10 %, при отмене деньги не возвращаются', en: '10% off; no refund on cancellation' },
        percent: 90,
        refundable: false,
      },
      {
        companyId: company.id,
        code: 'breakfast',
        position: 2,
        name: { ru: 'С завтраком', en: 'With breakfast' },
        description: {
          ru: `Завтрак для каждого гостя: ${formatMoney(65000, 'ru')} за ночь`,
          en: `Breakfast for every guest: ${formatMoney(65000, 'en')} per night`,
        },
        percent: 100,
        perGuestNightKopecks: 65_000,
      },
    ])
    .returning();
  await seedGuestBookings(db, company.id, rows[0].id, DEMO_CAST, undefined, now);
}

/**
 * Two paid bookings of the demo guest (of `cast`'s guest) on the first apartment (on `objectId`),
 * relative to `now`'s hotel day (the app's clock, so a test dated by its clock gets the same stays),
 * so the availability calendar and the dashboard have something to show in a fresh demo.
 */
export async function seedGuestBookings(
  db: Db,
  companyId: number,
  tariffId: number,
  cast: SeedCast = DEMO_CAST,
  objectId?: number,
  now: Date = new Date(),
) {
  const guest = await db.query.users.findFirst({ where: eq(users.phone, cast.guest) });
  const obj = await db.query.objects.findFirst({
    where: objectId ? eq(objects.id, objectId) : eq(objects.companyId, companyId),
    orderBy: (o, { asc }) => asc(o.id),
  });
  if (!guest || !obj) return;
  const today = hotelToday(now);
  for (const [i, [from, nights]] of (
    [
      [2, 3],
      [9, 2],
    ] as const
  ).entries()) {
    const checkIn = addDaysIso(today, from);
    const checkOut = addDaysIso(today, from + nights);
    // The price as a booking made today has it, the tourist tax included (docs/rules.md R5.26).
    const price = stayPrice({
      nights,
      objects: [{ id: obj.id, pricePerNightKopecks: obj.priceKopecks }],
      guests: 2,
      kinds: { [obj.id]: obj.kind },
      checkOut,
      touristTaxRates: YEKATERINBURG_TOURIST_TAX,
    });
    const total = price.totalKopecks;
    const [b] = await db
      .insert(bookings)
      .values({
        companyId,
        userId: guest.id,
        number: tagged(`GK-DEMO${i + 1}`, cast),
        checkIn,
        checkOut,
        guests: { adults: 2, children: [] },
        tariffId,
        payerType: 'individual',
        contact: {
          surname: guest.surname ?? '',
          name: guest.name ?? '',
          phone: cast.guest,
          email: guest.email ?? undefined,
        },
        price: {
          nights,
          lines: [{ objectId: obj.id, rateKopecks: obj.priceKopecks, amountKopecks: price.stayKopecks }],
          tariffAdjustmentKopecks: 0,
          totalKopecks: price.stayKopecks,
          accommodationKopecks: price.accommodationKopecks,
          breakfastKopecks: 0,
          touristTax: price.touristTax,
        },
        totalKopecks: total,
        touristTaxKopecks: price.touristTax?.kopecks ?? 0,
        paidKopecks: total,
        status: 'paid',
        paymentDeadline: new Date(now.getTime() + 86_400_000),
      })
      .returning();
    await db.insert(bookingObjects).values({ bookingId: b.id, objectId: obj.id, checkIn, checkOut });
  }
}
