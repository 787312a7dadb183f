/**
 * Issue 39 point 4 API: the object search and the object page honour the rate calendar
 * (docs/rules.md R4.5, R5.28, R5.29) on the demo's seasons, seeded relative to the clock: December's
 * Friday and Saturday nights +20 % on apartments, arrivals 30.12–02.01 at least 3 nights, no
 * arrivals on 31.12. The totals sum the nights' prices; the price filter and sort read the stay's
 * price per night; a stay that breaks a restriction is left out and the page says why.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { companies, objects, rateCalendar } from '../../server/db/schema';
import { rateCalendarChanged } from '../../server/services/search-rates';
import { H, TestClock, testApp, type TestApp } from './helpers';

const clock = new TestClock(new Date('2026-11-28T06:00:00Z'));
let app: FastifyInstance;
let testbed: TestApp;

beforeAll(async () => {
  testbed = await testApp({ clock });
  app = testbed.app;
});
afterAll(async () => testbed?.close());

interface Item {
  id: number;
  kind: string;
  pricePerNightKopecks: number;
  totalKopecks: number | null;
  perNightKopecks: number | null;
  nights: number | null;
}
const search = async (q: string, lang: 'ru' | 'en' = 'en') => {
  const r = await app.inject({ method: 'GET', url: `/api/app/v1/objects?${q}`, headers: H(lang) });
  expect(r.statusCode).toBe(200);
  return r.json().data as { data: Item[]; total: number; restrictions: string[] };
};
const apartments = 'kind=apartment&adults=1&_end=500&_sort=id';
const rates = (id: number | string, q = '') =>
  app.inject({ method: 'GET', url: `/api/app/v1/objects/${id}/rates?${q}`, headers: H('en') });

describe('the search prices a stay by the rate calendar (docs/rules.md R5.28)', () => {
  it('a December Friday→Sunday costs 20 % more than a Monday→Wednesday, night by night', async () => {
    const weekend = await search(`${apartments}&checkIn=2026-12-04&checkOut=2026-12-06`);
    const weekday = await search(`${apartments}&checkIn=2026-12-07&checkOut=2026-12-09`);
    expect(weekend.restrictions).toEqual([]);
    expect(weekend.data.length).toBeGreaterThan(5);
    const byId = new Map(weekday.data.map((o) => [o.id, o]));
    for (const o of weekend.data) {
      expect(o.nights).toBe(2);
      expect(o.totalKopecks).toBe(2 * Math.round(o.pricePerNightKopecks * 1.2));
      expect(o.perNightKopecks).toBe(Math.round(o.pricePerNightKopecks * 1.2));
      const w = byId.get(o.id);
      if (w) expect(w.totalKopecks).toBe(2 * o.pricePerNightKopecks);
    }
  });

  it('a Thursday→Saturday stay averages its nights, and the per-night price rounds', async () => {
    const { data } = await search(`${apartments}&checkIn=2026-12-03&checkOut=2026-12-05`);
    for (const o of data) {
      const total = o.pricePerNightKopecks + Math.round(o.pricePerNightKopecks * 1.2);
      expect(o.totalKopecks).toBe(total);
      expect(o.perNightKopecks).toBe(Math.round(total / 2));
    }
  });

  it('the price filter (rubles per night) and the sort read the stay price per night, not the base price', async () => {
    const all = (await search(`${apartments}&checkIn=2026-12-04&checkOut=2026-12-06`)).data;
    const base = all[0].pricePerNightKopecks;
    const calendar = Math.round(base * 1.2);
    // A band that holds the object's weekend price but not its base price.
    const band = `priceMin=${(calendar - 1) / 100}&priceMax=${(calendar + 1) / 100}`;
    const hit = (await search(`${apartments}&checkIn=2026-12-04&checkOut=2026-12-06&${band}`)).data;
    expect(hit.map((o) => o.id)).toContain(all[0].id);
    for (const o of hit) expect(Math.abs(o.perNightKopecks! - calendar)).toBeLessThanOrEqual(100);
    const weekday = (await search(`${apartments}&checkIn=2026-12-07&checkOut=2026-12-09&${band}`)).data;
    expect(weekday.map((o) => o.id)).not.toContain(all[0].id);
    // A grid entry makes one object the cheapest of the stay: the price sort follows it.
    const dear = [...all].sort((a, b) => b.pricePerNightKopecks - a.pricePerNightKopecks)[0];
    await app.db.insert(rateCalendar).values([
      { companyId: 1, objectId: dear.id, date: '2026-12-04', priceKopecks: 100 },
      { companyId: 1, objectId: dear.id, date: '2026-12-05', priceKopecks: 101 },
    ]);
    // The search reuses a stay's prices for 5 s; the grid's save tells it at once.
    rateCalendarChanged(app.db);
    const stay = 'kind=apartment&adults=1&_sort=price&checkIn=2026-12-04&checkOut=2026-12-06';
    const asc = await search(`${stay}&_end=3`);
    expect(asc.data[0]).toMatchObject({ id: dear.id, totalKopecks: 201, perNightKopecks: 101 });
    const last = (await search(`${stay}&_order=desc&_start=${asc.total - 1}&_end=${asc.total}`)).data;
    expect(last.map((o) => o.id)).toEqual([dear.id]);
    const perNight = (await search(`${stay}&_order=desc&_end=50`)).data.map((o) => o.perNightKopecks!);
    expect([...perNight].sort((a, b) => b - a)).toEqual(perNight);
    await app.db.delete(rateCalendar).where(eq(rateCalendar.objectId, dear.id));
    rateCalendarChanged(app.db);
  });

  it('without dates nothing changes: base prices, no totals, no restrictions', async () => {
    const r = await search('kind=apartment&adults=1&_end=5');
    for (const o of r.data) expect(o).toMatchObject({ nights: null, totalKopecks: null, perNightKopecks: null });
    expect(r.restrictions).toEqual([]);
  });
});

describe('a stay that breaks a restriction is not offered (docs/rules.md R5.29)', () => {
  it('a 1-night New Year stay finds no apartment and says why, in ru and en', async () => {
    const en = await search(`${apartments}&checkIn=2026-12-30&checkOut=2026-12-31`);
    expect(en.data).toEqual([]);
    expect(en.total).toBe(0);
    expect(en.restrictions).toEqual(['From 30.12, at least 3 nights']);
    const ru = await search(`${apartments}&checkIn=2026-12-30&checkOut=2026-12-31`, 'ru');
    expect(ru.restrictions).toEqual(['С 30.12 — не меньше 3 ночей']);
  });

  it('arriving on 31.12 is closed; 3 nights from 30.12 are offered', async () => {
    const cta = await search(`${apartments}&checkIn=2026-12-31&checkOut=2027-01-03`);
    expect(cta.data).toEqual([]);
    expect(cta.restrictions).toEqual(['No arrivals on 31.12 — choose another arrival day']);
    const ok = await search(`${apartments}&checkIn=2026-12-30&checkOut=2027-01-02`);
    expect(ok.data.length).toBeGreaterThan(0);
    expect(ok.restrictions).toEqual([]);
  });

  it('leaves out only the object whose grid stops the sale, and names the night', async () => {
    const before = await search(`${apartments}&checkIn=2027-02-10&checkOut=2027-02-12`);
    const id = before.data[0].id;
    await app.db
      .insert(rateCalendar)
      .values({ companyId: 1, objectId: id, date: '2027-02-11', stopSell: true, priceKopecks: null });
    rateCalendarChanged(app.db);
    const after = await search(`${apartments}&checkIn=2027-02-10&checkOut=2027-02-12`);
    expect(after.data.map((o) => o.id)).not.toContain(id);
    expect(after.total).toBe(before.total - 1);
    expect(after.restrictions).toEqual(['11.02 is not for sale — choose other dates']);
    await app.db.delete(rateCalendar).where(eq(rateCalendar.objectId, id));
    rateCalendarChanged(app.db);
  });
});

describe('GET app/v1/objects/{id}/rates (the object page price calendar)', () => {
  it('answers the nights with price and restrictions, and the booked nights', async () => {
    const r = await rates(1, 'from=2026-12-01&to=2027-01-31');
    expect(r.statusCode).toBe(200);
    const { nights, bookedNights, from, to } = r.json().data;
    expect([from, to]).toEqual(['2026-12-01', '2027-01-31']);
    expect(nights).toHaveLength(62);
    const base = (await app.inject({ url: '/api/app/v1/objects/1', headers: H() })).json().data.pricePerNightKopecks;
    const night = (d: string) => nights.find((n: { date: string }) => n.date === d);
    expect(night('2026-12-04').priceKopecks).toBe(Math.round(base * 1.2));
    expect(night('2026-12-07').priceKopecks).toBe(base);
    expect(night('2026-12-30').minStayArrival).toBe(3);
    expect(night('2026-12-31').closedToArrival).toBe(true);
    expect(Array.isArray(bookedNights)).toBe(true);
  });

  it('defaults to today and the next 61 days', async () => {
    const { from, to, nights } = (await rates(1)).json().data;
    expect([from, to, nights.length]).toEqual(['2026-11-28', '2027-01-28', 62]);
  });

  it('refuses more than 62 nights or a reversed range with 422, a bad date too', async () => {
    const long = await rates(1, 'from=2026-12-01&to=2027-02-01');
    expect(long.statusCode).toBe(422);
    expect(long.json().errors.to).toEqual(['At most 62 nights']);
    const reversed = await rates(1, 'from=2026-12-10&to=2026-12-01');
    expect(reversed.statusCode).toBe(422);
    expect(reversed.json().errors.to).toEqual(['Invalid value']);
    expect((await rates(1, 'from=2026-13-01')).statusCode).toBe(422);
    expect((await rates('x')).statusCode).toBe(422);
  });

  it("answers 404 for an unknown object and another company's", async () => {
    expect((await rates(999_999)).statusCode).toBe(404);
    const [mine] = await app.db.select().from(companies).where(eq(companies.id, 1));
    const [other] = await app.db
      .insert(companies)
      .values({ ...mine, id: 79, name: { ru: 'Другая УК', en: 'Other MC' } })
      .returning();
    const [src] = await app.db.select().from(objects).where(eq(objects.id, 1));
    const { id: _id, ...rest } = src;
    const [theirs] = await app.db
      .insert(objects)
      .values({ ...rest, companyId: other.id, ownerId: null })
      .returning();
    const r = await rates(theirs.id);
    expect(r.statusCode).toBe(404);
    expect(r.json().message).toBeTruthy();
  });
});
