/**
 * Demo stays for the revenue screen (docs/rules.md R16.12): on five apartments of each tower that
 * nothing else of the demo uses, paid stays of 2–6 nights with short gaps from sixteen months ago
 * to 90 nights ahead — each made 3–45 days before its arrival (a booking ahead of today made by
 * now), about one in thirteen cancelled on request two days after it was made — so the month
 * table has last year and this year, and the pace has this year's and last year's bookings as of
 * their day. Dates relative to the app's today; deterministic; runs once (`GK-V…` numbers).
 */
import { and, eq, like, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { bookingObjects, bookings, tariffs } from '../schema';
import { addDaysIso } from '../../../src/domain/datetime';
import { hotelToday } from '../../../src/domain/hotel-time';
import { stayPrice } from '../../../src/domain/stay-price';
import { YEKATERINBURG_TOURIST_TAX } from '../../../src/domain/tourist-tax';
import { PACE_DAYS } from '../../../src/domain/revenue';
import { rng } from './util';

/** Rooms per tower, and the first night of the stays relative to today (sixteen months back). */
const ROOMS_PER_BUILDING = 5;
const FIRST_DAY = -490;
const GUESTS = [
  ['Соколова', 'Анна'],
  ['Морозов', 'Сергей'],
  ['Лебедева', 'Ольга'],
  ['Новиков', 'Артём'],
  ['Фёдорова', 'Елена'],
] as const;
const DAY_MS = 86_400_000;

/** The demo step (DEMO_SEEDS): the stays of the module comment, dated from `now`'s hotel day. */
export async function seedRevenueDemo(db: Db, now: Date = new Date()): Promise<void> {
  const company = await db.query.companies.findFirst({ columns: { id: true }, orderBy: (c, { asc }) => asc(c.id) });
  if (!company) return;
  const companyId = company.id;
  const done = await db.query.bookings.findFirst({
    columns: { id: true },
    where: and(eq(bookings.companyId, companyId), like(bookings.number, 'GK-V%')),
  });
  const tariff = await db.query.tariffs.findFirst({ where: eq(tariffs.companyId, companyId) });
  if (done || !tariff) return;
  // The last apartments of each building that no stay, lease or owner uses.
  const rooms = (
    await db.execute<{ id: number; price_kopecks: number }>(sql`select id, price_kopecks from (
      select o.id, o.price_kopecks, row_number() over (partition by o.building_id order by o.id desc) n
      from objects o where o.company_id = ${companyId} and o.kind = 'apartment' and o.owner_id is null
        and not exists (select 1 from booking_objects bo where bo.object_id = o.id)
        and not exists (select 1 from leases l where l.object_id = o.id)
        and not exists (select 1 from owner_stays s where s.object_id = o.id)) r
      where n <= ${ROOMS_PER_BUILDING} order by id`)
  ).rows.map((r) => ({ id: Number(r.id), priceKopecks: Number(r.price_kopecks) }));
  const today = hotelToday(now);
  const rand = rng(39);
  const stays: { row: typeof bookings.$inferInsert; objectId: number }[] = [];
  for (const room of rooms) {
    for (let d = FIRST_DAY + Math.floor(rand() * 4); d < PACE_DAYS;) {
      const nights = 2 + Math.floor(rand() * 5);
      const checkIn = addDaysIso(today, d);
      const checkOut = addDaysIso(today, d + nights);
      const arrival = Date.parse(`${checkIn}T09:00:00Z`);
      const lead = 3 + Math.floor(rand() * 43);
      const made = arrival - lead * DAY_MS;
      d += nights + Math.floor(rand() * 3);
      // Ahead of today only what was booked by now.
      if (made > now.getTime()) continue;
      const cancelled = stays.length % 13 === 5 && made + 2 * DAY_MS < now.getTime();
      // December and the summer cost more: the demo's seasons, as the rate calendar will price them.
      const month = Number(checkIn.slice(5, 7));
      const rate = Math.round((room.priceKopecks * (month === 12 || month === 7 ? 120 : 100)) / 100);
      const price = stayPrice({
        nights,
        objects: [{ id: room.id, pricePerNightKopecks: rate }],
        guests: 2,
        checkOut,
        touristTaxRates: YEKATERINBURG_TOURIST_TAX,
      });
      const [surname, name] = GUESTS[stays.length % GUESTS.length];
      stays.push({
        objectId: room.id,
        row: {
          companyId,
          userId: null,
          number: `GK-V${String(stays.length + 1).padStart(5, '0')}`,
          checkIn,
          checkOut,
          guests: { adults: 2, children: [] },
          tariffId: tariff.id,
          payerType: 'individual',
          contact: { surname, name, phone: `+7999200${String(stays.length % 10_000).padStart(4, '0')}` },
          price: {
            nights,
            lines: [{ objectId: room.id, rateKopecks: rate, amountKopecks: price.stayKopecks }],
            tariffAdjustmentKopecks: 0,
            totalKopecks: price.stayKopecks,
            accommodationKopecks: price.accommodationKopecks,
            breakfastKopecks: 0,
            touristTax: price.touristTax,
          },
          totalKopecks: price.totalKopecks,
          touristTaxKopecks: price.touristTax?.kopecks ?? 0,
          paidKopecks: price.totalKopecks,
          status: cancelled ? 'cancelled' : 'paid',
          paymentDeadline: new Date(made + DAY_MS),
          createdAt: new Date(made),
          ...(cancelled
            ? {
                cancelledAt: new Date(made + 2 * DAY_MS),
                cancelReason: 'request' as const,
                cancellationState: 'processed' as const,
                refundKopecks: price.totalKopecks,
              }
            : {}),
        },
      });
    }
  }
  for (let i = 0; i < stays.length; i += 250) {
    const chunk = stays.slice(i, i + 250);
    const ids = await db
      .insert(bookings)
      .values(chunk.map((s) => s.row))
      .returning({ id: bookings.id });
    await db.insert(bookingObjects).values(
      chunk.map((s, k) => ({
        bookingId: ids[k].id,
        objectId: s.objectId,
        checkIn: s.row.checkIn,
        checkOut: s.row.checkOut,
        active: s.row.status !== 'cancelled',
      })),
    );
  }
}
