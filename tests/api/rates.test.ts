/**
 * Issue 39 API: the rate calendar's prices and restrictions in the booking quote and the booking
 * itself, on the demo's seasons (seeded relative to the clock: December's Fridays and Saturdays
 * +20 % on apartments, arrivals 30.12–02.01 at least 3 nights, no arrivals on 31.12, 7+ nights −7 %).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { H, TestClock, testApp, type TestApp } from './helpers';

const clock = new TestClock(new Date('2026-11-28T06:00:00Z'));
let app: FastifyInstance;
let testbed: TestApp;
let base: number;

beforeAll(async () => {
  testbed = await testApp({ clock });
  app = testbed.app;
  base = (await app.inject({ method: 'GET', url: '/api/app/v1/objects/1', headers: H('en') })).json().data
    .pricePerNightKopecks;
});
afterAll(async () => testbed?.close());

const quote = (q: string, lang: 'ru' | 'en' = 'en') =>
  app.inject({
    method: 'GET',
    url: `/api/app/v1/bookings/quote?objectIds=1&adults=2&tariffId=1&${q}`,
    headers: H(lang),
  });

describe('the quote (docs/rules.md R5.28–R5.31)', () => {
  it('prices December Friday and Saturday nights 20 % above a weekday', async () => {
    const r = await quote('checkIn=2026-12-03&checkOut=2026-12-06');
    expect(r.statusCode).toBe(200);
    const { price, issues } = r.json().data;
    expect(issues).toEqual([]);
    expect(price.lines[0].nightly).toEqual([base, Math.round(base * 1.2), Math.round(base * 1.2)]);
    expect(price.lines[0].amountKopecks).toBe(base + 2 * Math.round(base * 1.2));
  });

  it('explains the New Year minimum stay and the closed arrival day, in ru and en', async () => {
    const ru = (await quote('checkIn=2026-12-30&checkOut=2026-12-31', 'ru')).json().data;
    expect(ru.issues).toEqual([
      { objectId: 1, code: 'minStay', date: '2026-12-30', nights: 3, message: 'С 30.12 — не меньше 3 ночей' },
    ]);
    const en = (await quote('checkIn=2026-12-31&checkOut=2027-01-03', 'en')).json().data;
    expect(en.issues.map((i: { message: string }) => i.message)).toEqual([
      'No arrivals on 31.12 — choose another arrival day',
    ]);
    expect((await quote('checkIn=2026-12-30&checkOut=2027-01-02')).json().data.issues).toEqual([]);
  });

  it('takes the 7-night discount off the accommodation', async () => {
    const { price } = (await quote('checkIn=2027-02-01&checkOut=2027-02-08')).json().data;
    expect(price.discounts).toEqual([
      { kind: 'length', label: '7+ nights', percent: 7, kopecks: Math.round(base * 7 * 0.07) },
    ]);
    expect(price.accommodationKopecks).toBe(base * 7 - Math.round(base * 7 * 0.07));
  });

  it('refuses a bad query with the field messages, never a 5xx', async () => {
    expect((await quote('checkIn=2026-12-10&checkOut=2026-12-09')).statusCode).toBe(422);
    expect((await quote('checkIn=x&checkOut=2026-12-09')).statusCode).toBe(422);
    const far = await app.inject({
      method: 'GET',
      url: '/api/app/v1/bookings/quote?objectIds=99999&adults=2&tariffId=1&checkIn=2026-12-10&checkOut=2026-12-12',
      headers: H('en'),
    });
    expect(far.statusCode).toBe(422);
  });
});

describe('a booking that breaks a restriction (docs/rules.md R5.29)', () => {
  it('is refused with what would work; the stay that keeps it is booked at the calendar price', async () => {
    const book = (checkIn: string, checkOut: string) =>
      app.inject({
        method: 'POST',
        url: '/api/app/v1/bookings',
        headers: H('en'),
        payload: {
          objectIds: [1],
          checkIn,
          checkOut,
          guests: { adults: 2, children: [] },
          tariffId: 1,
          policyConsent: true,
          payerType: 'individual',
          contact: { surname: 'Ivanov', name: 'Ivan', phone: '+79120000000' },
        },
      });
    const no = await book('2026-12-30', '2026-12-31');
    expect(no.statusCode).toBe(422);
    expect(no.json().errors.checkIn).toEqual(['From 30.12, at least 3 nights']);
    const yes = await book('2026-12-04', '2026-12-06');
    expect(yes.statusCode, yes.body).toBe(201);
    expect(yes.json().data.price.lines[0].amountKopecks).toBe(2 * Math.round(base * 1.2));
  });
});
