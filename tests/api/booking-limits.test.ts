/**
 * Booking abuse limits and big totals (docs/rules.md R5.1, R5.11): the 365-day horizon, the
 * 30-minute hold of a logged-out booking unless it is claimed, at most 3 unpaid anonymous holds
 * per client, and 64-bit money (10 objects × 90 nights at the top price).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { inArray } from 'drizzle-orm';
import { objects } from '../../server/db/schema';
import { cancelOverdueBookings } from '../../server/services/booking-decisions';
import { H, login, TestClock, testApp, type TestApp, bookingBody } from './helpers';

const clock = new TestClock(new Date('2026-12-01T06:00:00Z'));
let app: FastifyInstance;
let testbed: TestApp;
let token: string;
beforeAll(async () => {
  testbed = await testApp({ clock });
  app = testbed.app;
  token = await login(app);
});
afterAll(async () => testbed?.close());

const body = (objectId: number, checkIn: string, checkOut: string, over: Record<string, unknown> = {}) => ({
  ...bookingBody(objectId, checkIn, checkOut, { surname: 'Ivanov', name: 'Ivan', phone: '+79120000000' }),
  ...over,
});
const book = (payload: object, opts: { lang?: 'ru' | 'en'; tok?: string; ip?: string } = {}) =>
  app.inject({
    method: 'POST',
    url: '/api/app/v1/bookings',
    headers: H(opts.lang ?? 'en', opts.tok),
    payload,
    remoteAddress: opts.ip ?? '10.0.0.1',
  });
const claim = (id: number, claimToken: string, tok: string) =>
  app.inject({
    method: 'POST',
    url: `/api/app/v1/bookings/${id}/claim`,
    headers: H('en', tok),
    payload: { token: claimToken },
  });

describe('booking horizon', () => {
  it('a stay may start at most 365 days ahead, with the message in ru and en', async () => {
    // hotel today is 2026-12-01; +365 days = 2027-12-01
    const far = await book(body(20, '2027-12-02', '2027-12-04'), { tok: token, lang: 'en' });
    expect(far.statusCode).toBe(422);
    expect(far.json().errors.checkIn).toEqual(['Check-in can be at most 365 days from today']);
    const farRu = await book(body(20, '2027-12-02', '2027-12-04'), { tok: token, lang: 'ru' });
    expect(farRu.json().errors.checkIn).toEqual(['Дата заезда — не позже чем через 365 дней от сегодняшнего дня']);
    const search = await app.inject({
      method: 'GET',
      url: '/api/app/v1/objects?checkIn=2027-12-02&checkOut=2027-12-04',
      headers: H('en'),
    });
    expect(search.statusCode).toBe(422);
    expect((await book(body(20, '2027-12-01', '2027-12-03'), { tok: token })).statusCode).toBe(201);
  });
});

describe('anonymous holds', () => {
  it('expire after 30 minutes unless claimed; a claimed one gets the full deadline', async () => {
    const a = (await book(body(21, '2027-01-10', '2027-01-12'), { ip: '10.0.1.1' })).json().data;
    const b = (await book(body(22, '2027-01-10', '2027-01-12'), { ip: '10.0.1.1' })).json().data;
    const me = await login(app);
    clock.advance(10 * 60_000);
    const claimed = await claim(b.id, b.claimToken, me);
    expect(claimed.statusCode).toBe(200);
    clock.advance(21 * 60_000);
    // 31 minutes on: the unclaimed hold can no longer be claimed, and the job cancels it
    expect((await claim(a.id, a.claimToken, me)).statusCode).toBe(404);
    const cancelled = await cancelOverdueBookings(app);
    expect(cancelled).toContain(a.id);
    expect(cancelled).not.toContain(b.id);
    const mine = await app.inject({ method: 'GET', url: `/api/app/v1/bookings/${b.id}`, headers: H('en', me) });
    expect(mine.json().data.status).toBe('awaiting_payment');
  });

  it('a client holds at most 3 unpaid anonymous bookings; another client or a logged-in user is not affected', async () => {
    const ip = '10.0.2.2';
    const holds = [];
    for (const id of [30, 31, 32]) {
      const r = await book(body(id, '2027-02-10', '2027-02-12'), { ip });
      expect(r.statusCode).toBe(201);
      holds.push(r.json().data);
    }
    const fourth = await book(body(33, '2027-02-10', '2027-02-12'), { ip, lang: 'ru' });
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json().message).toBe(
      'У вас уже 3 неоплаченных бронирования без входа в кабинет. Войдите, чтобы бронировать ещё',
    );
    expect((await book(body(33, '2027-02-10', '2027-02-12'), { ip: '10.0.2.3' })).statusCode).toBe(201);
    expect((await book(body(34, '2027-02-10', '2027-02-12'), { ip, tok: token })).statusCode).toBe(201);
    // claiming one frees a place
    expect((await claim(holds[0].id, holds[0].claimToken, await login(app))).statusCode).toBe(200);
    expect((await book(body(35, '2027-02-10', '2027-02-12'), { ip })).statusCode).toBe(201);
  });
});

describe('64-bit money', () => {
  it('10 objects × 90 nights at the top price book, pay and list', async () => {
    const ids = [60, 61, 62, 63, 64, 65, 66, 67, 68, 69];
    const top = 1_000_000_000; // 10,000,000 ₽ per night: the largest price the search accepts
    await app.db.update(objects).set({ priceKopecks: top }).where(inArray(objects.id, ids));
    const r = await book({ ...body(60, '2027-03-01', '2027-05-30'), objectIds: ids }, { tok: token });
    expect(r.statusCode).toBe(201);
    // The stay less the demo's 28+ nights discount (−15 %, R5.31) and its tourist tax, 3 % of 2027 (R5.26).
    const total = 10 * 90 * top * 0.85 * 1.03;
    expect(total).toBeGreaterThan(2 ** 31);
    expect(r.json().data.totalKopecks).toBe(total);
    const pay = await app.inject({
      method: 'POST',
      url: `/api/app/v1/bookings/${r.json().data.id}/payments`,
      headers: H('en', token),
      payload: { method: 'card' },
    });
    expect(pay.statusCode).toBe(201);
    const done = await app.inject({
      method: 'POST',
      url: `/api/app/v1/payments/${pay.json().data.paymentId}/sandbox`,
      headers: H('en', token),
      payload: { outcome: 'succeeded' },
    });
    expect(done.json().data).toMatchObject({ status: 'succeeded', amountKopecks: total });
    const list = await app.inject({
      method: 'GET',
      url: '/api/app/v1/bookings?_start=0&_end=50',
      headers: H('en', token),
    });
    expect(list.json().data.data.find((x: { id: number }) => x.id === r.json().data.id)).toMatchObject({
      status: 'paid',
      paidKopecks: total,
      totalKopecks: total,
    });
  });
});
