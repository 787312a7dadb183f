/**
 * GET app/v1/backoffice/revenue and …/xlsx (docs/rules.md R16.12): the month table by building for
 * known stays (a stay over a month's end split by night, breakfast and the tourist tax out, cancelled
 * and unpaid bookings out, an owner's nights not available), the pace this year against a year
 * earlier as of each point, the demo seed's numbers, the workbook, managers only, the query checked.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { eq, sql } from 'drizzle-orm';
import { bookingObjects, bookings, ownerStays, users } from '../../server/db/schema';
import { H, TestClock, testApp, type TestApp } from './helpers';
import type { RevenueReport } from '../../src/contracts/backoffice-revenue';

const clock = new TestClock(new Date('2026-06-15T06:00:00Z'));
let t: TestApp;
let manager: string;
let room: { id: number; buildingId: number };
let apartmentsInBuilding = 0;
let seq = 0;

const get = async (query: string, lang: 'ru' | 'en' = 'en') => {
  const r = await t.app.inject({ url: `/api/app/v1/backoffice/revenue${query}`, headers: H(lang, manager) });
  expect(r.statusCode, r.body).toBe(200);
  return r.json().data as RevenueReport;
};

/** Inserts a stay of `room` (the lines' amount, the accommodation, a breakfast and a tax beside them). */
async function stay(
  checkIn: string,
  checkOut: string,
  o: {
    amount: number;
    accommodation?: number;
    status?: 'paid' | 'cancelled' | 'awaiting_payment';
    createdAt?: string;
    cancelledAt?: string;
    objectId?: number;
  },
) {
  const objectId = o.objectId ?? room.id;
  const [b] = await t.db.db
    .insert(bookings)
    .values({
      companyId: 1,
      number: `GK-T${++seq}`,
      checkIn,
      checkOut,
      guests: { adults: 2, children: [] },
      tariffId: 1,
      payerType: 'individual',
      contact: { surname: 'Test', name: 'Revenue', phone: '+79120000000' },
      price: {
        nights: 0,
        lines: [{ objectId, rateKopecks: 0, amountKopecks: o.amount }],
        tariffAdjustmentKopecks: 0,
        totalKopecks: o.amount + 50_000,
        accommodationKopecks: o.accommodation ?? o.amount,
        breakfastKopecks: 50_000,
      },
      totalKopecks: o.amount + 80_000,
      touristTaxKopecks: 30_000,
      status: o.status ?? 'paid',
      paymentDeadline: new Date('2030-01-01T00:00:00Z'),
      createdAt: new Date(o.createdAt ?? '2026-01-01T00:00:00Z'),
      cancelledAt: o.cancelledAt ? new Date(o.cancelledAt) : null,
      cancelReason: o.cancelledAt ? 'request' : null,
    })
    .returning({ id: bookings.id });
  await t.db.db
    .insert(bookingObjects)
    .values({ bookingId: b.id, objectId, checkIn, checkOut, active: o.status !== 'cancelled' });
}

beforeAll(async () => {
  t = await testApp({ clock });
  manager = await t.login('manager');
  // An apartment no demo stay uses.
  const [r] = (
    await t.db.db.execute<{ id: number; building_id: number }>(sql`select id, building_id from objects o
      where kind = 'apartment' and owner_id is null
        and not exists (select 1 from booking_objects bo where bo.object_id = o.id) order by id limit 1`)
  ).rows;
  room = { id: Number(r.id), buildingId: Number(r.building_id) };
  const [{ n }] = (
    await t.db.db.execute<{ n: number }>(
      sql`select count(*)::int n from objects where kind = 'apartment' and building_id = ${room.buildingId}`,
    )
  ).rows;
  apartmentsInBuilding = Number(n);
  // 2030: no demo stays. A paid stay over January's end: 3 nights, 2 700 ₽ of accommodation
  // (the lines' 3 000 ₽ with the non-refundable tariff's 90 %), breakfast and tax beside it.
  await stay('2030-01-30', '2030-02-02', { amount: 300_000, accommodation: 270_000 });
  // A paid stay in February: 2 nights, 1 000 ₽.
  await stay('2030-02-10', '2030-02-12', { amount: 100_000 });
  // Neither an unpaid nor a cancelled stay counts.
  await stay('2030-02-20', '2030-02-22', { amount: 999_900, status: 'awaiting_payment' });
  await stay('2030-03-01', '2030-03-03', {
    amount: 999_900,
    status: 'cancelled',
    cancelledAt: '2026-02-01T00:00:00Z',
  });
  // The owner stays in the room 5 nights of March: not available.
  const owner = await t.db.db.query.users.findFirst({ where: eq(users.phone, '+79990000002') });
  await t.db.db.insert(ownerStays).values({
    companyId: 1,
    objectId: room.id,
    ownerId: owner!.id,
    checkIn: '2030-03-10',
    checkOut: '2030-03-15',
  });
});
afterAll(async () => t?.close());

describe('the month table', () => {
  it('apportions stays to months by night, the accommodation only, and counts ADR, RevPAR and occupancy', async () => {
    const d = await get('?year=2030');
    expect(d.year).toBe(2030);
    expect(d.buildings.map((b) => b.id)).toContain(room.buildingId);
    const row = (month: string, b: number | null = room.buildingId) =>
      d.rows.find((r) => r.month === month && r.buildingId === b)!;
    expect(row('2030-01')).toMatchObject({
      nightsAvailable: apartmentsInBuilding * 31,
      nightsSold: 2,
      revenueKopecks: 180_000,
      adrKopecks: 90_000,
      revparKopecks: Math.round(180_000 / (apartmentsInBuilding * 31)),
    });
    expect(row('2030-02')).toMatchObject({ nightsSold: 3, revenueKopecks: 90_000 + 100_000 });
    expect(row('2030-02').occupancyPercent).toBe(Math.round((3 / (apartmentsInBuilding * 28)) * 1000) / 10);
    expect(row('2030-03')).toMatchObject({
      nightsAvailable: apartmentsInBuilding * 31 - 5,
      nightsSold: 0,
      adrKopecks: 0,
    });
    expect(row('2030-02', null).nightsSold).toBe(3);
    const total = d.rows.at(-1)!;
    expect(total).toMatchObject({ month: '2030', buildingId: null, nightsSold: 5, revenueKopecks: 370_000 });
    expect(row('2030')).toMatchObject({ nightsSold: 5, revenueKopecks: 370_000, adrKopecks: 74_000 });
    expect(d.rows).toHaveLength(12 * (d.buildings.length + 1) + d.buildings.length + 1);
  });

  it('follows a booking changed or cancelled since the last report (the server keeps read bookings by row version)', async () => {
    await stay('2031-05-10', '2031-05-12', { amount: 200_000 });
    const year = async () => (await get('?year=2031')).rows.at(-1)!;
    expect(await year()).toMatchObject({ nightsSold: 2, revenueKopecks: 200_000 });
    // The same figures again (the bookings as read last time).
    expect(await year()).toMatchObject({ nightsSold: 2, revenueKopecks: 200_000 });
    const [b] = await t.db.db
      .select({ id: bookings.id, price: bookings.price })
      .from(bookings)
      .where(eq(bookings.checkIn, '2031-05-10'));
    await t.db.db
      .update(bookings)
      .set({ price: { ...b.price, accommodationKopecks: 150_000 }, checkOut: '2031-05-13' })
      .where(eq(bookings.id, b.id));
    expect(await year()).toMatchObject({ nightsSold: 3, revenueKopecks: 150_000 });
    await t.db.db
      .update(bookings)
      .set({ status: 'cancelled', cancelledAt: new Date('2026-06-01T00:00:00Z'), cancelReason: 'manager' })
      .where(eq(bookings.id, b.id));
    expect(await year()).toMatchObject({ nightsSold: 0, revenueKopecks: 0 });
  });

  it("shows the demo's numbers this year and last year", async () => {
    const now = await get('');
    expect(now.year).toBe(2026);
    expect(now.today).toBe('2026-06-15');
    const year = now.rows.at(-1)!;
    expect(year.nightsSold).toBeGreaterThan(100);
    expect(year.adrKopecks).toBeGreaterThan(0);
    expect(year.occupancyPercent).toBeGreaterThan(0);
    expect((await get('?year=2025')).rows.at(-1)!.nightsSold).toBeGreaterThan(100);
    const pace = now.pace.buckets;
    expect(pace).toHaveLength(13);
    expect(pace.reduce((s, b) => s + b.nights, 0)).toBeGreaterThan(0);
    expect(pace.reduce((s, b) => s + b.lastNights, 0)).toBeGreaterThan(0);
  });
});

describe('the pace', () => {
  it('counts what was on the books at each point, week by week', async () => {
    const before = await get('');
    expect(before.pace).toMatchObject({
      from: '2026-06-15',
      to: '2026-09-13',
      lastFrom: '2025-06-15',
      lastTo: '2025-09-13',
    });
    const free = (
      await t.db.db.execute<{ id: number }>(sql`select id from objects o where kind = 'apartment' and id <> ${room.id}
        and not exists (select 1 from booking_objects bo where bo.object_id = o.id) order by id limit 1`)
    ).rows[0];
    const other = Number(free.id);
    // This year: made before now, nights 2026-06-16..17 (week 1); made after now: not yet.
    await stay('2026-06-16', '2026-06-18', { amount: 400_000, createdAt: '2026-06-01T00:00:00Z', objectId: other });
    await stay('2026-06-25', '2026-06-27', { amount: 400_000, createdAt: '2026-06-20T00:00:00Z', objectId: other });
    // Last year: made before last year's point and cancelled after it — it was on the books then.
    await stay('2025-06-20', '2025-06-23', {
      amount: 300_000,
      status: 'cancelled',
      createdAt: '2025-05-01T00:00:00Z',
      cancelledAt: '2025-07-01T00:00:00Z',
      objectId: other,
    });
    // Last year: made after last year's point.
    await stay('2025-07-01', '2025-07-03', { amount: 300_000, createdAt: '2025-06-20T00:00:00Z', objectId: other });
    const after = await get('');
    const diff = after.pace.buckets.map((b, i) => ({
      nights: b.nights - before.pace.buckets[i].nights,
      revenue: b.revenueKopecks - before.pace.buckets[i].revenueKopecks,
      lastNights: b.lastNights - before.pace.buckets[i].lastNights,
      lastRevenue: b.lastRevenueKopecks - before.pace.buckets[i].lastRevenueKopecks,
    }));
    expect(diff[0]).toEqual({ nights: 2, revenue: 400_000, lastNights: 2, lastRevenue: 200_000 });
    expect(diff[1]).toEqual({ nights: 0, revenue: 0, lastNights: 1, lastRevenue: 100_000 });
    expect(diff.slice(2).every((x) => !x.nights && !x.lastNights)).toBe(true);
  });
});

describe('the workbook', () => {
  it('has the month table and the pace, in the language asked', async () => {
    const d = await get('?year=2030');
    for (const [lang, header, sheets] of [
      ['en', 'Nights available', ['By month', 'Pace']],
      ['ru', 'Доступно ночей', ['По месяцам', 'Темп продаж']],
    ] as const) {
      const file = await t.app.inject({
        url: '/api/app/v1/backoffice/revenue/xlsx?year=2030',
        headers: H(lang, manager),
      });
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toContain('spreadsheetml');
      expect(file.headers['content-disposition']).toContain('revenue-2030.xlsx');
      const wb = new ExcelJS.Workbook();
      await wb.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
      expect(wb.worksheets.map((w) => w.name)).toEqual(sheets);
      const months = wb.worksheets[0]!;
      expect(months.getRow(1).getCell(3).value).toBe(header);
      expect(months.rowCount).toBe(d.rows.length + 1);
      const total = months.getRow(months.rowCount);
      expect(total.getCell(4).value).toBe(5);
      expect(total.getCell(6).value).toBe(3700);
      expect(wb.worksheets[1]!.rowCount).toBe(13 + 2);
    }
  });
});

describe('access and validation', () => {
  it('is for managers only: a tenant 403, no session 401', async () => {
    const tenant = await t.login('guest');
    for (const url of ['/api/app/v1/backoffice/revenue', '/api/app/v1/backoffice/revenue/xlsx']) {
      expect((await t.app.inject({ url, headers: H('en', tenant) })).statusCode).toBe(403);
      expect((await t.app.inject({ url, headers: H('en') })).statusCode).toBe(401);
    }
  });

  it('refuses a year that is not one with 422 and the field named', async () => {
    for (const year of ['abc', '1999', '2101', '2026.5']) {
      const r = await t.app.inject({ url: `/api/app/v1/backoffice/revenue?year=${year}`, headers: H('en', manager) });
      expect(r.statusCode, year).toBe(422);
      expect(r.json().errors.year, year).toBeTruthy();
    }
    // The message in the caller's language.
    const [en, ru] = await Promise.all(
      (['en', 'ru'] as const).map((lang) =>
        t.app.inject({ url: '/api/app/v1/backoffice/revenue?year=1999', headers: H(lang, manager) }),
      ),
    );
    expect(String(en.json().errors.year)).toMatch(/[a-z]/i);
    expect(String(ru.json().errors.year)).toMatch(/[а-яё]/i);
  });
});
