/**
 * Issue 39 point 1 API: the back office's rate grid and seasons (docs/rules.md R5.28, R5.29) on
 * the demo (seeded relative to the clock: December's Fridays and Saturdays +20 % on apartments,
 * arrivals 30.12–02.01 at least 3 nights, 31.12 closed to arrival). A preview writes nothing; a
 * save writes the grid's entries and one audit entry, and the booking quote then sells them.
 */
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { H, TestClock, postBooking, testApp, type TestApp } from './helpers';
import { auditLog, companies, objects, rateRules } from '../../server/db/schema';
import { movePrice } from '../../src/domain/rates';
import type { RateGrid } from '../../src/contracts/backoffice-rates';

const clock = new TestClock(new Date('2026-11-28T06:00:00Z'));
let app: FastifyInstance;
let testbed: TestApp;
let manager: string;
let guest: string;

beforeAll(async () => {
  testbed = await testApp({ clock });
  app = testbed.app;
  manager = await testbed.login('manager');
  guest = await testbed.login('guest');
});
afterAll(async () => testbed?.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, token = manager) =>
  app.inject({ method, url: `/api/app/v1/backoffice/${url}`, headers: H('en', token), payload });
const grid = async (from: string, to: string): Promise<RateGrid> => {
  const r = await call('GET', `rates?from=${from}&to=${to}`);
  expect(r.statusCode, r.body).toBe(200);
  return r.json().data;
};
const row = (g: RateGrid, id: number) => g.objects.find((o) => o.id === id)!;
const body = (over: object = {}) => ({
  objectIds: [1, 2],
  from: '2026-12-07',
  to: '2026-12-13',
  weekdays: [],
  change: { price: { mode: 'set', kopecks: 500_000 } },
  ...over,
});
const quote = (objectId: number, checkIn: string, checkOut: string) =>
  app.inject({
    method: 'GET',
    url: `/api/app/v1/bookings/quote?objectIds=${objectId}&adults=1&tariffId=1&checkIn=${checkIn}&checkOut=${checkOut}`,
    headers: H('en'),
  });
const audits = () =>
  app.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.companyId, 1), eq(auditLog.entity, 'rates')));

describe('the grid (GET backoffice/rates)', () => {
  it('shows each night as sold: the December weekend season, the New Year restrictions', async () => {
    const g = await grid('2026-12-01', '2026-12-07');
    expect(g.objects.length).toBeGreaterThan(100);
    const o = row(g, 1);
    expect(o.prices).toHaveLength(7);
    // 04.12 is a Friday, 05.12 a Saturday: +20 % on the base.
    expect(o.prices[0]).toBe(o.basePriceKopecks);
    expect(o.prices[3]).toBe(movePrice(o.basePriceKopecks, 20));
    expect(o.prices[4]).toBe(movePrice(o.basePriceKopecks, 20));
    expect(o.overrides).toEqual([]);
    const ny = row(await grid('2026-12-29', '2027-01-03'), 1);
    expect(ny.restrictions.find((r) => r.i === 1)).toMatchObject({ minStayArrival: 3 });
    // Only the restrictions in force are marked (issue 41: a month of marks 37 → 8 KB).
    expect(ny.restrictions.find((r) => r.i === 2)).toEqual({ i: 2, closedToArrival: true, minStayArrival: 3 });
  });

  it('arrives compressed in one call, the same JSON (server/route.ts, server/sync-compress.ts)', async () => {
    const url = '/api/app/v1/backoffice/rates?from=2026-12-01&to=2026-12-31';
    const plain = await app.inject({ url, headers: H('en', manager) });
    const br = await app.inject({ url, headers: { ...H('en', manager), 'accept-encoding': 'br, gzip' } });
    expect(br.headers['content-encoding']).toBe('br');
    // A body compressed in one call has its length; the plugin's stream would be chunked.
    expect(Number(br.headers['content-length'])).toBe(br.rawPayload.length);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
  });

  it('marks the nights a booking takes', async () => {
    const r = await postBooking(app, guest, 6, '2027-02-10', '2027-02-13');
    expect(r.statusCode, r.body).toBe(201);
    expect(row(await grid('2027-02-08', '2027-02-14'), 6).booked).toEqual([2, 3, 4]);
  });

  it('groups objects by building, and refuses a range over 120 days or backwards', async () => {
    const g = await grid('2026-12-01', '2026-12-01');
    const blds = g.objects.map((o) => o.buildingId);
    expect(blds).toEqual([...blds].sort((a, b) => a - b));
    const long = await call('GET', 'rates?from=2026-12-01&to=2027-03-31');
    expect(long.statusCode).toBe(422);
    expect(long.json().errors.to).toEqual(['At most 120 days at once']);
    const back = await call('GET', 'rates?from=2026-12-05&to=2026-12-01');
    expect(back.statusCode).toBe(422);
    expect(back.json().errors.to).toEqual(['The end must not be before the start']);
    expect((await call('GET', 'rates?from=x&to=2026-12-01')).statusCode).toBe(422);
  });
});

describe('a change (POST backoffice/rates/preview, PUT backoffice/rates)', () => {
  it('previews without writing, then saves with one audit entry, and the quote sells the new price', async () => {
    const before = row(await grid('2026-12-07', '2026-12-13'), 1);
    const p = await call('POST', 'rates/preview', body());
    expect(p.statusCode, p.body).toBe(200);
    expect(p.json().data).toMatchObject({ nights: 14, changed: 14, truncated: false });
    const cell = p.json().data.cells.find((c: { objectId: number; date: string }) => c.objectId === 1);
    expect(cell).toMatchObject({ date: '2026-12-07', before: { priceKopecks: before.prices[0] } });
    expect(cell.after.priceKopecks).toBe(500_000);
    expect(row(await grid('2026-12-07', '2026-12-13'), 1).prices).toEqual(before.prices);
    const n = (await audits()).length;

    const s = await call('PUT', 'rates', body());
    expect(s.statusCode, s.body).toBe(200);
    expect(s.json().data.changed).toBe(14);
    const after = row(await grid('2026-12-07', '2026-12-13'), 1);
    expect(after.prices).toEqual(Array(7).fill(500_000));
    expect(after.overrides).toEqual([0, 1, 2, 3, 4, 5, 6]);
    const log = await audits();
    expect(log).toHaveLength(n + 1);
    expect(log.at(-1)).toMatchObject({
      action: 'update',
      after: { from: '2026-12-07', to: '2026-12-13', objects: 2, changed: 14 },
    });
    const q = (await quote(1, '2026-12-08', '2026-12-10')).json().data;
    expect(q.price.lines[0].nightly).toEqual([500_000, 500_000]);
    // The same change again changes nothing.
    expect((await call('POST', 'rates/preview', body())).json().data.changed).toBe(0);
  });

  it('moves a season night by a percentage of its price as sold', async () => {
    const o = row(await grid('2026-12-04', '2026-12-04'), 3);
    const season = movePrice(o.basePriceKopecks, 20);
    expect(o.prices[0]).toBe(season);
    const change = { price: { mode: 'percent', percent: 10 } };
    const p = await call(
      'POST',
      'rates/preview',
      body({ objectIds: [3], from: '2026-12-04', to: '2026-12-04', change }),
    );
    expect(p.json().data.cells[0]).toMatchObject({
      before: { priceKopecks: season },
      after: { priceKopecks: movePrice(season, 10) },
    });
    await call('PUT', 'rates', body({ objectIds: [3], from: '2026-12-04', to: '2026-12-04', change }));
    expect(row(await grid('2026-12-04', '2026-12-04'), 3).prices).toEqual([movePrice(season, 10)]);
  });

  it('keeps to the weekday filter', async () => {
    const r = await call(
      'PUT',
      'rates',
      body({ objectIds: [4], from: '2026-12-14', to: '2026-12-20', weekdays: [6, 7], change: { minStay: 2 } }),
    );
    expect(r.json().data).toMatchObject({ nights: 2, changed: 2 });
    const o = row(await grid('2026-12-14', '2026-12-20'), 4);
    expect(o.overrides).toEqual([5, 6]);
    expect(o.restrictions.map((x) => [x.i, x.minStay])).toEqual([
      [5, 2],
      [6, 2],
    ]);
  });

  it('sets a stop-sale the quote refuses, lifts it with null, and clear deletes the entries', async () => {
    await call(
      'PUT',
      'rates',
      body({ objectIds: [2], from: '2026-12-15', to: '2026-12-15', change: { stopSell: true } }),
    );
    expect((await quote(2, '2026-12-14', '2026-12-16')).json().data.issues).toMatchObject([
      { code: 'stopSell', date: '2026-12-15' },
    ]);
    await call(
      'PUT',
      'rates',
      body({ objectIds: [2], from: '2026-12-15', to: '2026-12-15', change: { stopSell: null } }),
    );
    expect((await quote(2, '2026-12-14', '2026-12-16')).json().data.issues).toEqual([]);
    expect(row(await grid('2026-12-15', '2026-12-15'), 2).overrides).toEqual([]);

    const c = await call('PUT', 'rates', body({ change: { clear: true } }));
    expect(c.json().data.changed).toBe(14);
    const o = row(await grid('2026-12-07', '2026-12-13'), 1);
    expect(o.overrides).toEqual([]);
    expect(o.prices[0]).toBe(o.basePriceKopecks);
  });

  it.each([
    ['to', body({ from: '2026-12-10', to: '2026-12-01' })],
    ['to', body({ from: '2026-01-01', to: '2027-01-02' })],
    ['objectIds', body({ objectIds: [] })],
    ['objectIds', body({ objectIds: Array.from({ length: 501 }, (_, i) => i + 1) })],
    ['objectIds', body({ objectIds: [1, 999_999] })],
    ['weekdays.0', body({ weekdays: [8] })],
    ['change.price.percent', body({ change: { price: { mode: 'percent', percent: -91 } } })],
    ['change.price.percent', body({ change: { price: { mode: 'percent', percent: 501 } } })],
    ['change.price.kopecks', body({ change: { price: { mode: 'set', kopecks: 99 } } })],
    ['change.price.kopecks', body({ change: { price: { mode: 'set', kopecks: 1_000_000_001 } } })],
    ['change.minStay', body({ change: { minStay: 91 } })],
    ['change.maxStay', body({ change: { maxStay: 0 } })],
    ['change.clear', body({ change: { clear: true, stopSell: true } })],
    ['change', body({ change: {} })],
  ])('refuses a bad body under %s with 422, for the preview and the save', async (field, payload) => {
    for (const [m, u] of [
      ['POST', 'rates/preview'],
      ['PUT', 'rates'],
    ] as const) {
      const r = await call(m, u, payload);
      expect(r.statusCode, r.body).toBe(422);
      expect(Object.keys(r.json().errors)).toContain(field);
      expect(r.json().message).toBeTruthy();
    }
  });

  it('is for managers only: a guest gets 403, nobody signed in 401', async () => {
    expect((await call('GET', 'rates?from=2026-12-01&to=2026-12-02', undefined, guest)).statusCode).toBe(403);
    expect((await call('PUT', 'rates', body(), guest)).statusCode).toBe(403);
    const anon = await app.inject({
      method: 'PUT',
      url: '/api/app/v1/backoffice/rates',
      headers: H('en'),
      payload: body(),
    });
    expect(anon.statusCode).toBe(401);
  });
});

describe('seasons and rules (backoffice/rate-rules)', () => {
  it('creates, lists, changes and deletes a rule, each audited, and the grid follows it', async () => {
    const rule = {
      name: 'January weekdays −10 %',
      from: '2027-01-11',
      to: '2027-01-31',
      weekdays: [1, 2, 3, 4],
      objectIds: [5],
      price: { mode: 'percent', percent: -10 },
      minStay: 2,
      position: 5,
    };
    const c = await call('POST', 'rate-rules', rule);
    expect(c.statusCode, c.body).toBe(201);
    const id = c.json().data.id as number;
    expect(c.json().data).toMatchObject({ ...rule, stopSell: null });
    const list = (await call('GET', 'rate-rules')).json().data.data as { id: number }[];
    expect(list.some((r) => r.id === id)).toBe(true);
    // 11.01.2027 is a Monday, 16.01 a Saturday.
    const o = row(await grid('2027-01-11', '2027-01-16'), 5);
    expect(o.prices[0]).toBe(movePrice(o.basePriceKopecks, -10));
    expect(o.prices[5]).toBe(o.basePriceKopecks);
    expect(o.restrictions.find((x) => x.i === 0)).toMatchObject({ minStay: 2 });

    const u = await call('PUT', `rate-rules/${id}`, { ...rule, price: { mode: 'set', kopecks: 300_000 } });
    expect(u.statusCode, u.body).toBe(200);
    expect(row(await grid('2027-01-11', '2027-01-11'), 5).prices).toEqual([300_000]);
    expect((await call('DELETE', `rate-rules/${id}`)).statusCode).toBe(200);
    expect((await call('DELETE', `rate-rules/${id}`)).statusCode).toBe(404);
    expect((await call('PUT', `rate-rules/${id}`, rule)).statusCode).toBe(404);
    const log = await app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'rate_rules'), eq(auditLog.entityId, id)));
    expect(log.map((l) => l.action)).toEqual(['create', 'edit', 'delete']);
  });

  it('refuses a bad rule with 422 and a guest with 403', async () => {
    const bad = await call('POST', 'rate-rules', {
      name: '',
      from: '2027-01-10',
      to: '2027-01-01',
      objectIds: [999_999],
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(expect.arrayContaining(['name', 'to']));
    const unknown = await call('POST', 'rate-rules', {
      name: 'x',
      from: '2027-01-01',
      to: '2027-01-02',
      objectIds: [999_999],
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors.objectIds).toBeDefined();
    expect((await call('GET', 'rate-rules', undefined, guest)).statusCode).toBe(403);
  });
});

describe("another company's rows", () => {
  it('are neither shown nor changed: its object is refused with 422, its rule answers 404', async () => {
    const [own] = await app.db.select().from(companies).where(eq(companies.id, 1));
    const [other] = await app.db
      .insert(companies)
      .values({ ...own!, id: undefined })
      .returning({ id: companies.id });
    const [obj] = await app.db.select().from(objects).where(eq(objects.id, 1));
    const [foreign] = await app.db
      .insert(objects)
      .values({ ...obj!, id: undefined, companyId: other!.id, number: 'X-1' })
      .returning({ id: objects.id });
    const [rule] = await app.db
      .insert(rateRules)
      .values({ companyId: other!.id, name: 'Theirs', dateFrom: '2027-03-01', dateTo: '2027-03-02' })
      .returning({ id: rateRules.id });
    expect(row(await grid('2027-03-01', '2027-03-01'), foreign!.id)).toBeUndefined();
    const put = await call('PUT', 'rates', body({ objectIds: [1, foreign!.id] }));
    expect(put.statusCode).toBe(422);
    expect(put.json().errors.objectIds).toEqual(['Some of the chosen objects are not found']);
    const list = (await call('GET', 'rate-rules')).json().data.data as { id: number }[];
    expect(list.some((r) => r.id === rule!.id)).toBe(false);
    const named = { name: 'Mine now', from: '2027-03-01', to: '2027-03-02' };
    expect((await call('PUT', `rate-rules/${rule!.id}`, named)).statusCode).toBe(404);
    expect((await call('DELETE', `rate-rules/${rule!.id}`)).statusCode).toBe(404);
  });
});
