/**
 * Issue 39 point 2 API: a rate plan's cancellation policy applied without a manager (docs/rules.md
 * R5.19, R5.30). The demo's Standard tariff is free to cancel until 3 days before arrival (14:00,
 * Yekaterinburg), then keeps the first night; Non-refundable keeps all but the tourist tax. The
 * clock is a {@link TestClock} moved across the deadline.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { DEMO_USERS } from '../../server/db/seed';
import { bookings, tariffs } from '../../server/db/schema';
import { processCancellationRequests } from '../../server/services/booking-decisions';
import { bookingReceiptParts } from '../../server/services/payments/booking-receipt';
import type { CancellationPolicy } from '../../src/domain/cancellation-policy';
import { freeObjectIds, H, TestClock, testApp, type TestApp, RELOGIN_CONFIG } from './helpers';

const START = new Date('2026-11-28T06:00:00Z');
const clock = new TestClock(START);
let app: FastifyInstance;
let testbed: TestApp;
const tokens = { guest: '', manager: '' };

beforeAll(async () => {
  testbed = await testApp({ config: RELOGIN_CONFIG, clock });
  app = testbed.app;
  tokens.guest = await testbed.login('+79551230001');
  tokens.manager = await testbed.login(DEMO_USERS.manager);
  objectIds = await freeObjectIds(app, '2027-01-05', '2027-03-05', 'apartment');
  // Booked and paid at the start; the tests then only move the clock forward.
  for (const [key, checkIn, tariffId] of [
    ['free', '2027-01-10', 1],
    ['edge', '2027-01-20', 1],
    ['late', '2027-01-20', 1],
    ['pct', '2027-01-25', 1],
    ['fixed', '2027-01-25', 1],
    ['nr', '2027-02-10', 2],
    ['old', '2027-02-10', 1],
  ] as const)
    booked[key] = await paidBooking(nextObject(), checkIn, tariffId);
});
afterAll(async () => testbed?.close());

const DAY = 86_400_000;
/** Moves the clock and signs in again (a session does not outlive weeks of the test's clock). */
async function at(iso: string | Date) {
  clock.set(new Date(iso).getTime());
  tokens.guest = await testbed.login('+79551230001');
  tokens.manager = await testbed.login(DEMO_USERS.manager);
}
let objectIds: number[] = [];
const booked: Record<string, Booked> = {};
/** A free apartment for the test's stays (January–March 2027), each used once. */
const nextObject = () => objectIds.shift()!;
const guest = (method: 'GET' | 'POST', url: string, payload?: object) =>
  app.inject({ method, url: `/api/app/v1${url}`, headers: H('en', tokens.guest), ...(payload ? { payload } : {}) });
const bo = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', path: string, payload?: object, token = tokens.manager) =>
  app.inject({
    method,
    url: `/api/app/v1/backoffice${path}`,
    headers: H('en', token),
    ...(payload ? { payload } : {}),
  });

interface Booked {
  id: number;
  number: string;
  totalKopecks: number;
  touristTaxKopecks: number;
  price: { lines: { nightly?: number[]; rateKopecks: number }[] };
}

/** A paid booking of `objectId` (one adult) from `checkIn` for two nights, on `tariffId`. */
async function paidBooking(objectId: number, checkIn: string, tariffId = 1): Promise<Booked> {
  const checkOut = new Date(Date.parse(checkIn) + 2 * DAY).toISOString().slice(0, 10);
  const r = await guest('POST', '/bookings', {
    objectIds: [objectId],
    checkIn,
    checkOut,
    guests: { adults: 1, children: [] },
    tariffId,
    policyConsent: true,
    payerType: 'individual',
    contact: { surname: 'Ivanov', name: 'Ivan', phone: '+79551230001' },
  });
  expect(r.statusCode, r.body).toBe(201);
  const b = r.json().data;
  const p = await guest('POST', `/bookings/${b.id}/payments`, { method: 'card' });
  const s = await guest('POST', `/payments/${p.json().data.paymentId}/sandbox`, { outcome: 'succeeded' });
  expect(s.json().data.status).toBe('succeeded');
  return b;
}
const shown = async (id: number) => (await guest('GET', `/bookings/${id}`)).json().data;
const request = (id: number) => guest('POST', `/bookings/${id}/cancellation-request`);
const firstNight = (b: Booked) => b.price.lines.reduce((s, l) => s + (l.nightly?.[0] ?? l.rateKopecks), 0);
async function withPolicy(id: number, policy: CancellationPolicy | null) {
  await app.db.update(bookings).set({ cancellation: policy }).where(eq(bookings.id, id));
}

describe('the Standard tariff: free until 3 days before arrival, then the first night', () => {
  it('names the tariff and its free-cancellation date on the receipt’s accommodation item', async () => {
    const b = booked.free;
    const { parts } = await bookingReceiptParts(app.db, b.id, '2026-11-28');
    expect(parts[0].description).toBe(
      `Проживание, бронирование № ${b.number}, тариф «Стандартный»: бесплатная отмена до 07.01`,
    );
    expect(parts[0].description.length).toBeLessThanOrEqual(128);
  });

  it('writes the terms out with the deadline and refunds everything inside the free window', async () => {
    const b = booked.free;
    const d = await shown(b.id);
    expect(d.cancellationTerms).toEqual({
      policy: { kind: 'free_until', before: 3, unit: 'days', penalty: { kind: 'first_night' } },
      text: "Free cancellation until 07.01 14:00 (3 days before arrival), then the first night's price",
      freeUntil: '09:00:00 07.01.2027',
      refundNowKopecks: b.totalKopecks,
    });
    const ru = (await app.inject({ url: `/api/app/v1/bookings/${b.id}`, headers: H('ru', tokens.guest) })).json().data;
    expect(ru.cancellationTerms.text).toBe(
      'Бесплатная отмена до 07.01 14:00 (за 3 дня до заезда), позже — стоимость первой ночи',
    );
    expect((await request(b.id)).statusCode).toBe(200);
    // Processed past the deadline: the request's own instant decides.
    await at('2027-01-09T00:00:00Z');
    expect((await shown(b.id)).cancellationTerms.refundNowKopecks).toBe(b.totalKopecks);
    expect((await bo('GET', `/bookings/${b.id}`)).json().data.refundQuoteKopecks).toBe(b.totalKopecks);
    expect((await bo('POST', `/bookings/${b.id}/process-cancellation`)).json().data.refundDueKopecks).toBe(
      b.totalKopecks,
    );
    expect((await shown(b.id)).cancellation).toMatchObject({ state: 'processed', refundKopecks: b.totalKopecks });
  });

  it('is free at the deadline minute and keeps the first night a minute after, through the job', async () => {
    const { edge, late } = booked;
    await at('2027-01-17T09:00:00Z');
    expect((await shown(edge.id)).cancellationTerms.refundNowKopecks).toBe(edge.totalKopecks);
    await request(edge.id);
    await at('2027-01-17T09:01:00Z');
    expect((await shown(late.id)).cancellationTerms.refundNowKopecks).toBe(late.totalKopecks - firstNight(late));
    await request(late.id);
    expect(await processCancellationRequests(app)).toEqual(expect.arrayContaining([edge.id, late.id]));
    expect((await shown(edge.id)).cancellation.refundKopecks).toBe(edge.totalKopecks);
    expect((await shown(late.id)).cancellation.refundKopecks).toBe(late.totalKopecks - firstNight(late));
  });

  it('keeps a percentage of the accommodation or a fixed sum as the booking’s policy says', async () => {
    const { pct, fixed } = booked;
    await withPolicy(pct.id, {
      kind: 'free_until',
      before: 48,
      unit: 'hours',
      penalty: { kind: 'percent', percent: 50 },
    });
    await withPolicy(fixed.id, {
      kind: 'free_until',
      before: 1,
      unit: 'days',
      penalty: { kind: 'fixed', kopecks: 100_000 },
    });
    // 24.01 10:00 in Yekaterinburg: past 48 hours before arrival, still a day before it.
    await at('2027-01-24T05:00:00Z');
    const [row] = await app.db.select().from(bookings).where(eq(bookings.id, pct.id));
    const half = Math.round(row.price.accommodationKopecks! / 2);
    expect((await shown(pct.id)).cancellationTerms.refundNowKopecks).toBe(pct.totalKopecks - half);
    expect((await shown(fixed.id)).cancellationTerms.refundNowKopecks).toBe(fixed.totalKopecks);
    await at('2027-01-24T09:30:00Z');
    expect((await shown(fixed.id)).cancellationTerms).toMatchObject({
      text: 'Free cancellation until 24.01 14:00 (1 day before arrival), then ₽1,000',
      refundNowKopecks: fixed.totalKopecks - 100_000,
    });
  });
});

describe('other tariffs and cases', () => {
  it('a non-refundable booking gets back the tourist tax alone; the manager’s cancellation returns everything', async () => {
    const { nr } = booked;
    const d = await shown(nr.id);
    expect(d.cancellationTerms).toMatchObject({ text: 'Non-refundable', freeUntil: null });
    expect(d.cancellationTerms.refundNowKopecks).toBe(nr.touristTaxKopecks);
    const c = await bo('POST', `/bookings/${nr.id}/cancel`, {});
    expect(c.json().data.refundDueKopecks).toBe(nr.totalKopecks);
  });

  it('a booking made before policies follows its tariff’s refundable flag', async () => {
    const { old } = booked;
    await withPolicy(old.id, null);
    await at('2027-02-09T12:00:00Z');
    expect((await shown(old.id)).cancellationTerms).toMatchObject({
      policy: null,
      text: 'Full refund on cancellation before arrival',
      refundNowKopecks: old.totalKopecks,
    });
    const [std] = await app.db.select().from(tariffs).where(eq(tariffs.code, 'standard'));
    await app.db.update(tariffs).set({ refundable: false }).where(eq(tariffs.id, std.id));
    expect((await shown(old.id)).cancellationTerms.refundNowKopecks).toBe(old.touristTaxKopecks);
    await app.db.update(tariffs).set({ refundable: true }).where(eq(tariffs.id, std.id));
  });
});

describe('the back office: rate plans and stay discounts (CRUD, audited, managers only)', () => {
  const plan = {
    name: { ru: 'Гибкий', en: 'Flexible' },
    description: { ru: 'Отмена за сутки', en: 'Cancel a day ahead' },
    percent: 110,
    perGuestNightKopecks: 0,
    cancellation: { kind: 'free_until', before: 24, unit: 'hours', penalty: { kind: 'percent', percent: 30 } },
    position: 5,
    active: true,
  };

  it('lists the demo tariffs with their policies and bookings; creates, edits and deletes an unused one', async () => {
    const list = (await bo('GET', '/tariffs')).json().data.data;
    const std = list.find((t: { code: string }) => t.code === 'standard');
    expect(std).toMatchObject({ cancellation: { kind: 'free_until', before: 3 }, active: true });
    expect(std.bookings).toBeGreaterThan(0);
    const c = await bo('POST', '/tariffs', plan);
    expect(c.statusCode, c.body).toBe(201);
    const created = c.json().data;
    expect(created).toMatchObject({ ...plan, bookings: 0 });
    // The booking form offers it with its policy; switched off, it is gone from the form.
    const offered = async () =>
      (await app.inject({ url: '/api/app/v1/tariffs', headers: H('en') })).json().data.map((t: { id: number }) => t.id);
    expect(await offered()).toContain(created.id);
    const off = await bo('PATCH', `/tariffs/${created.id}`, { ...plan, active: false, percent: 95 });
    expect(off.json().data).toMatchObject({ active: false, percent: 95 });
    expect(await offered()).not.toContain(created.id);
    const entries = (await bo('GET', `/audit?entity=tariffs&entityId=${created.id}`)).json().data;
    expect(entries.data.map((e: { action: string }) => e.action).sort()).toEqual(['create', 'update']);
    expect((await bo('DELETE', `/tariffs/${created.id}`)).statusCode).toBe(200);
    expect((await bo('DELETE', `/tariffs/${created.id}`)).statusCode).toBe(404);
  });

  it('refuses to delete a tariff bookings use (409: switch it off) and a bad body with field messages (422)', async () => {
    const std = (await bo('GET', '/tariffs')).json().data.data.find((t: { code: string }) => t.code === 'standard');
    const used = await bo('DELETE', `/tariffs/${std.id}`);
    expect(used.statusCode).toBe(409);
    expect(used.json().message).toBe('Bookings use this rate plan, so it cannot be deleted: switch it off instead');
    const bad = await bo('POST', '/tariffs', {
      ...plan,
      name: { ru: '', en: '' },
      percent: 0,
      cancellation: { kind: 'free_until', before: 400, unit: 'days', penalty: { kind: 'percent', percent: 150 } },
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(
      expect.arrayContaining(['name.ru', 'percent', 'cancellation.penalty.percent']),
    );
    expect((await bo('POST', '/tariffs', { ...plan, cancellation: { kind: 'maybe' } })).statusCode).toBe(422);
    expect((await bo('PATCH', '/tariffs/999999', plan)).statusCode).toBe(404);
  });

  it('creates, edits and deletes a stay discount for named tariffs; refuses another company’s tariff', async () => {
    const list = (await bo('GET', '/stay-discounts')).json().data.data;
    expect(list).toEqual(
      expect.arrayContaining([expect.objectContaining({ kind: 'length', threshold: 7, percent: 7, active: true })]),
    );
    const body = {
      kind: 'early',
      name: { ru: 'Заранее', en: 'Early bird' },
      threshold: 30,
      percent: 4,
      tariffIds: [1],
      active: true,
    };
    const c = await bo('POST', '/stay-discounts', body);
    expect(c.statusCode, c.body).toBe(201);
    const id = c.json().data.id;
    expect((await bo('PATCH', `/stay-discounts/${id}`, { ...body, percent: 6 })).json().data.percent).toBe(6);
    const foreign = await bo('POST', '/stay-discounts', { ...body, tariffIds: [999999] });
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().errors.tariffIds).toEqual(['Choose rate plans of this company']);
    const bad = await bo('POST', '/stay-discounts', { ...body, threshold: 0, percent: 95 });
    expect(Object.keys(bad.json().errors).sort()).toEqual(['percent', 'threshold']);
    expect((await bo('DELETE', `/stay-discounts/${id}`)).statusCode).toBe(200);
    expect((await bo('GET', `/audit?entity=stay_discounts&entityId=${id}`)).json().data.total).toBe(3);
  });

  it('is refused to a guest (403) and to no session (401)', async () => {
    expect((await bo('GET', '/tariffs', undefined, tokens.guest)).statusCode).toBe(403);
    expect((await bo('POST', '/stay-discounts', {}, tokens.guest)).statusCode).toBe(403);
    expect((await app.inject({ url: '/api/app/v1/backoffice/tariffs', headers: H('en') })).statusCode).toBe(401);
  });
});
