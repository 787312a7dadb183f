/**
 * Booking and payment notices (docs/rules.md R7.10): a booking created, a card payment's failure
 * and success, a booking cancelled for non-payment and a processed cancellation each reach the
 * guest's notification list (in their language), exactly once, and as a push to their device.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { cancelOverdueBookings, processCancellationRequests } from '../../server/services/booking-decisions';
import type { LocalPushService } from '../../server/services/push';
import { H, login, TestClock, testApp, type TestApp, bookingBody } from './helpers';

const clock = new TestClock(new Date('2026-12-01T06:00:00Z'));
let app: FastifyInstance;
let testbed: TestApp;
let token: string;

beforeAll(async () => {
  testbed = await testApp({
    clock,
  });
  app = testbed.app;
  token = await login(app);
  const d = await app.inject({
    method: 'POST',
    url: '/api/app/v1/device',
    headers: H('en', token),
    payload: { token: 'device-notices-test', type: 'web' },
  });
  expect(d.statusCode).toBeLessThan(300);
});
afterAll(async () => testbed?.close());

const book = (objectId: number, checkIn: string, checkOut: string) =>
  app.inject({
    method: 'POST',
    url: '/api/app/v1/bookings',
    headers: H('en', token),
    payload: bookingBody(objectId, checkIn, checkOut),
  });

async function titles(lang: 'ru' | 'en' = 'en'): Promise<string[]> {
  const r = await app.inject({ method: 'GET', url: '/api/app/v1/push?_start=0&_end=50', headers: H(lang, token) });
  return r.json().data.data.map((n: { title: string; body: string }) => `${n.title} | ${n.body}`);
}

const sandbox = (paymentId: number, outcome: 'succeeded' | 'failed') =>
  app.inject({
    method: 'POST',
    url: `/api/app/v1/payments/${paymentId}/sandbox`,
    headers: H('en', token),
    payload: { outcome },
  });

describe('booking notices', () => {
  it('a new booking is announced with its amount and deadline, in the guest’s language', async () => {
    const b = (await book(40, '2027-02-01', '2027-02-03')).json().data;
    const en = await titles('en');
    expect(en.filter((x) => x.includes(b.number))).toEqual([
      expect.stringMatching(
        /^Booking created \| Booking .* is created\. Pay by \d\d\.\d\d\.2026 \d\d:\d\d \(Yekaterinburg time\)/,
      ),
    ]);
    const ru = await titles('ru');
    expect(ru.some((x) => x.startsWith('Бронирование создано') && x.includes(b.number))).toBe(true);
    const pushed = (app.push as LocalPushService).sent.filter((m) => m.token === 'device-notices-test');
    expect(pushed.some((m) => m.message.title.en === 'Booking created')).toBe(true);
  });

  it('a failed and then a successful card payment are each told once', async () => {
    const b = (await book(41, '2027-02-05', '2027-02-07')).json().data;
    const start = async () =>
      (
        await app.inject({
          method: 'POST',
          url: `/api/app/v1/bookings/${b.id}/payments`,
          headers: H('en', token),
          payload: { method: 'card' },
        })
      ).json().data.paymentId as number;
    const first = await start();
    await sandbox(first, 'failed');
    await sandbox(first, 'failed');
    clock.advance(21 * 60_000);
    const second = await start();
    await sandbox(second, 'succeeded');
    const mine = (await titles()).filter((x) => x.includes(b.number));
    expect(mine.filter((x) => x.startsWith('Payment failed'))).toHaveLength(1);
    expect(mine.filter((x) => x.startsWith('Payment successful'))).toHaveLength(1);
  });

  it('a booking cancelled for non-payment, and a processed cancellation request, are told', async () => {
    const unpaid = (await book(42, '2027-02-10', '2027-02-12')).json().data;
    clock.advance(25 * 3_600_000);
    expect(await cancelOverdueBookings(app)).toContain(unpaid.id);
    expect((await titles()).filter((x) => x.includes(unpaid.number) && x.startsWith('Booking cancelled'))).toHaveLength(
      1,
    );

    const b = (await book(43, '2027-02-15', '2027-02-17')).json().data;
    const r = await app.inject({
      method: 'POST',
      url: `/api/app/v1/bookings/${b.id}/cancellation-request`,
      headers: H('en', token),
      payload: {},
    });
    expect(r.statusCode).toBeLessThan(300);
    expect(await processCancellationRequests(app)).toContain(b.id);
    expect((await titles()).filter((x) => x.includes(b.number) && x.startsWith('Booking cancelled'))).toEqual([
      expect.stringContaining('is processed. Refund: ₽0'),
    ]);
  });
});
