/**
 * Demo tariffs (issue #3; our choice, README § Booking): "Standard" (100 %), "Non-refundable"
 * (90 %, no refund on cancellation) and "With breakfast" (100 % + 650 ₽ per guest per night).
 * Runs when the company has no tariffs; deterministic.
 */
import { count, eq } from 'drizzle-orm';
import type { Db } from './client';
import { tariffs } from './schema';

export async function seedBookingDemo(db: Db): Promise<void> {
  const company = await db.query.companies.findFirst({ columns: { id: true }, orderBy: (c, { asc }) => asc(c.id) });
  if (!company) return;
  const [{ n }] = await db.select({ n: count() }).from(tariffs).where(eq(tariffs.companyId, company.id));
  if (n > 0) return;
  await db.insert(tariffs).values([
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
      description: { ru: 'Завтрак для каждого гостя: 650 ₽ за ночь', en: 'Breakfast for every guest: 650 ₽ per night' },
      percent: 100,
      perGuestNightKopecks: 65_000,
    },
  ]);
}
