/**
 * Issue 39 point 3 API: promo codes for direct bookings (docs/rules.md R5.32) — every refusal
 * reason in ru and en through the quote, the discount in the booking's price, the per-guest limit
 * (also across logging out), the total limit under concurrent bookings, and a cancelled or expired
 * booking freeing its use.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { bookings, promoCodes } from '../../server/db/schema';
import { H, TestClock, freeObjectIds, testApp, type TestApp } from './helpers';

const clock = new TestClock(new Date('2026-11-28T06:00:00Z'));
let app: FastifyInstance;
let testbed: TestApp;
let free: number[];

/** A code of company 1 with the defaults of the table, `over` on top. */
const addCode = (code: string, over: Partial<typeof promoCodes.$inferInsert> = {}) =>
  testbed.db.db.insert(promoCodes).values({ companyId: 1, code, kind: 'percent', value: 10, ...over });

beforeAll(async () => {
  testbed = await testApp({ clock });
  app = testbed.app;
  free = await freeObjectIds(app, '2027-02-01', '2027-03-01', 'apartment');
  await addCode('STAYFROM', { stayFrom: '2027-01-10' });
  await addCode('STAYTO', { stayTo: '2027-01-20' });
  await addCode('FUTURE', { bookFrom: '2026-12-01' });
  await addCode('OLD', { bookTo: '2026-11-27' });
  await addCode('OFF', { active: false });
  await addCode('RATE2', { tariffIds: [2] });
  await addCode('ELSEWHERE', { objectIds: [free[free.length - 1]] });
  await addCode('AMOUNT', { kind: 'amount', value: 100_000 });
  await addCode('DUO', { limitTotal: 2 });
  await addCode('ONCE', { limitPerGuest: 1 });
});
afterAll(async () => testbed?.close());

const quote = (code: string, checkIn: string, checkOut: string, lang: 'ru' | 'en' = 'en', token?: string) =>
  app
    .inject({
      method: 'GET',
      url: `/api/app/v1/bookings/quote?objectIds=${free[0]}&adults=2&tariffId=1&checkIn=${checkIn}&checkOut=${checkOut}${code ? `&promoCode=${code}` : ''}`,
      headers: H(lang, token),
    })
    .then((r) => {
      expect(r.statusCode).toBe(200);
      return r.json().data;
    });

const book = (
  objectId: number,
  checkIn: string,
  checkOut: string,
  promoCode: string | undefined,
  opts: { token?: string; phone?: string; lang?: 'ru' | 'en'; ip?: string } = {},
) =>
  app.inject({
    method: 'POST',
    url: '/api/app/v1/bookings',
    headers: H(opts.lang ?? 'en', opts.token),
    remoteAddress: opts.ip,
    payload: {
      objectIds: [objectId],
      checkIn,
      checkOut,
      guests: { adults: 1, children: [] },
      tariffId: 1,
      policyConsent: true,
      payerType: 'individual',
      contact: { surname: 'Promo', name: 'Guest', phone: opts.phone ?? '+79120000000' },
      ...(promoCode ? { promoCode } : {}),
    },
  });

describe('a refused code says why, in ru and en (R5.32)', () => {
  it.each([
    ['NOPE', '2027-02-01', '2027-02-03', 'Такого промокода нет', 'There is no such promo code'],
    [
      'STAYFROM',
      '2027-01-05',
      '2027-01-12',
      'Промокод действует для проживания с 10.01',
      'The promo code is valid for stays from 10.01',
    ],
    [
      'STAYTO',
      '2027-01-19',
      '2027-01-22',
      'Промокод действует для проживания до 20.01 включительно',
      'The promo code is valid for stays until 20.01 inclusive',
    ],
    ['FUTURE', '2027-02-01', '2027-02-03', 'Промокод начнёт действовать 01.12', 'The promo code is valid from 01.12'],
    ['OLD', '2027-02-01', '2027-02-03', 'Срок действия промокода истёк', 'The promo code has expired'],
    ['OFF', '2027-02-01', '2027-02-03', 'Срок действия промокода истёк', 'The promo code has expired'],
    ['WELCOME10', '2027-02-01', '2027-02-02', 'Промокод действует от 2 ночей', 'The promo code is valid from 2 nights'],
    [
      'RATE2',
      '2027-02-01',
      '2027-02-03',
      'Промокод не действует для этого тарифа',
      'The promo code is not valid for this tariff',
    ],
    [
      'ELSEWHERE',
      '2027-02-01',
      '2027-02-03',
      'Промокод не действует для этих апартаментов',
      'The promo code is not valid for this apartment',
    ],
  ])('%s', async (code, checkIn, checkOut, ru, en) => {
    const r = await quote(code, checkIn, checkOut, 'ru');
    expect(r.promo).toEqual({ code, applied: false, message: ru });
    expect(r.price.discounts.filter((d: { kind: string }) => d.kind === 'promo')).toEqual([]);
    expect((await quote(code.toLowerCase(), checkIn, checkOut, 'en')).promo.message).toBe(en);
  });

  it('a booking with a refused code is not made: 422 under promoCode', async () => {
    const r = await book(free[1], '2027-02-01', '2027-02-02', 'welcome10', { ip: '10.0.0.1' });
    expect(r.statusCode).toBe(422);
    expect(r.json().errors.promoCode).toEqual(['The promo code is valid from 2 nights']);
  });
});

describe('an applied code (R5.32)', () => {
  it('takes 10 % (any case) or a sum off the accommodation in the quote', async () => {
    const plain = await quote('', '2027-02-01', '2027-02-03');
    const ten = await quote('welcome10', '2027-02-01', '2027-02-03');
    const off = Math.round(plain.price.accommodationKopecks * 0.1);
    expect(ten.promo).toEqual({ code: 'WELCOME10', applied: true, message: null });
    expect(ten.price.discounts).toEqual([{ kind: 'promo', label: 'WELCOME10', percent: 10, kopecks: off }]);
    expect(ten.price.accommodationKopecks).toBe(plain.price.accommodationKopecks - off);
    const sum = await quote('AMOUNT', '2027-02-01', '2027-02-03');
    expect(sum.price.accommodationKopecks).toBe(plain.price.accommodationKopecks - 100_000);
  });

  it('the booking takes the discount and records the redemption', async () => {
    const token = await testbed.login('+79551110001');
    const r = await book(free[2], '2027-02-01', '2027-02-03', 'Welcome10', { token, phone: '+79551110001' });
    expect(r.statusCode).toBe(201);
    const { price } = r.json().data;
    expect(price.discounts.map((d: { label: string }) => d.label)).toEqual(['WELCOME10']);
    const rows = await testbed.db.db.query.promoRedemptions.findMany();
    expect(rows.find((x) => x.bookingId === r.json().data.id)?.discountKopecks).toBe(price.discounts[0].kopecks);
  });
});

describe('limits (R5.32)', () => {
  it('per guest: the account, its phone when logged out, and the quote when signed in', async () => {
    const phone = '+79551110002';
    const token = await testbed.login(phone);
    expect((await book(free[3], '2027-02-05', '2027-02-07', 'ONCE', { token, phone })).statusCode).toBe(201);
    const again = await book(free[4], '2027-02-05', '2027-02-07', 'ONCE', { token, phone, lang: 'ru' });
    expect(again.statusCode).toBe(422);
    expect(again.json().errors.promoCode).toEqual(['Вы уже использовали этот промокод']);
    // Logged out, the same phone in the contact
    const anon = await book(free[4], '2027-02-05', '2027-02-07', 'ONCE', {
      phone: '8 (955) 111-00-02',
      ip: '10.0.0.2',
    });
    expect(anon.statusCode).toBe(422);
    expect(anon.json().errors.promoCode).toEqual(['You have already used this promo code']);
    expect((await quote('ONCE', '2027-02-05', '2027-02-07', 'en', token)).promo.message).toBe(
      'You have already used this promo code',
    );
    // Another person may
    expect(
      (await book(free[4], '2027-02-05', '2027-02-07', 'ONCE', { phone: '+79551110003', ip: '10.0.0.3' })).statusCode,
    ).toBe(201);
  });

  it('a cancelled booking or an expired unpaid hold frees its use', async () => {
    const phone = '+79551110004';
    const token = await testbed.login(phone);
    const first = await book(free[5], '2027-02-10', '2027-02-12', 'ONCE', { token, phone });
    expect(first.statusCode).toBe(201);
    await testbed.db.db.update(bookings).set({ status: 'cancelled' }).where(eq(bookings.id, first.json().data.id));
    const second = await book(free[5], '2027-02-14', '2027-02-16', 'ONCE', { token, phone });
    expect(second.statusCode).toBe(201);
    expect((await book(free[6], '2027-02-14', '2027-02-16', 'ONCE', { token, phone })).statusCode).toBe(422);
    await testbed.db.db
      .update(bookings)
      .set({ paymentDeadline: new Date(clock.now().getTime() - 60_000) })
      .where(eq(bookings.id, second.json().data.id));
    expect((await book(free[6], '2027-02-14', '2027-02-16', 'ONCE', { token, phone })).statusCode).toBe(201);
  });

  it('in total, under 5 concurrent bookings: exactly 2 get it, the others are refused with the reason', async () => {
    const tokens = await Promise.all([1, 2, 3, 4, 5].map((i) => testbed.login(`+7955222000${i}`)));
    const replies = await Promise.all(
      tokens.map((token, i) =>
        book(free[7 + i], '2027-02-20', '2027-02-22', 'DUO', {
          token,
          phone: `+7955222000${i + 1}`,
          lang: i % 2 ? 'ru' : 'en',
        }),
      ),
    );
    expect(replies.filter((r) => r.statusCode >= 500).map((r) => r.body)).toEqual([]);
    expect(replies.filter((r) => r.statusCode === 201)).toHaveLength(2);
    const refused = replies.filter((r) => r.statusCode === 422);
    expect(refused).toHaveLength(3);
    for (const r of refused)
      expect(["The promo code's limit of uses is reached", 'Лимит использований промокода исчерпан']).toContain(
        r.json().errors.promoCode[0],
      );
  });
});

describe('managers: /backoffice/promo-codes (R5.32)', () => {
  let manager: string;
  beforeAll(async () => {
    manager = await testbed.login('manager');
  });
  const call = (
    method: 'GET' | 'POST' | 'PATCH',
    url: string,
    token: string,
    payload?: object,
    lang: 'ru' | 'en' = 'en',
  ) => app.inject({ method, url: `/api/app/v1/backoffice/promo-codes${url}`, headers: H(lang, token), payload });

  it('creates, edits, lists with uses, revenue and discount given, deactivates — audited', async () => {
    const created = await call('POST', '', manager, {
      code: 'spring-25',
      kind: 'amount',
      value: 50_000,
      stayFrom: '2027-03-01',
      stayTo: '2027-03-31',
      limitTotal: 10,
    });
    expect(created.statusCode).toBe(201);
    const row = created.json().data;
    expect(row).toMatchObject({
      code: 'SPRING-25',
      kind: 'amount',
      value: 50_000,
      minNights: 1,
      active: true,
      uses: 0,
    });
    const edited = await call('PATCH', `/${row.id}`, manager, { code: 'SPRING-25', kind: 'percent', value: 15 });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data).toMatchObject({ kind: 'percent', value: 15, stayFrom: null, limitTotal: null });

    // A booking with it, paid: one use, its discount, its revenue (the stay without the tourist tax).
    const token = await testbed.login('+79551110009');
    const b = await book(free[12], '2027-03-02', '2027-03-04', 'spring-25', { token, phone: '+79551110009' });
    expect(b.statusCode).toBe(201);
    const booking = b.json().data;
    await testbed.db.db.update(bookings).set({ status: 'paid' }).where(eq(bookings.id, booking.id));
    const list = (await call('GET', '?_start=0&_end=100', manager)).json().data.data;
    const spring = list.find((c: { code: string }) => c.code === 'SPRING-25');
    expect(spring.uses).toBe(1);
    expect(spring.discountKopecks).toBe(booking.price.discounts[0].kopecks);
    expect(spring.revenueKopecks).toBe(booking.totalKopecks - (booking.price.touristTax?.kopecks ?? 0));
    expect((await call('GET', `/${row.id}`, manager)).json().data.uses).toBe(1);

    const off = await call('POST', `/${row.id}/deactivate`, manager);
    expect(off.json().data.active).toBe(false);
    expect((await quote('SPRING-25', '2027-03-10', '2027-03-12')).promo.message).toBe('The promo code has expired');
    const audit = await app.inject({ url: '/api/app/v1/backoffice/audit?_start=0&_end=50', headers: H('en', manager) });
    const entries = (audit.json().data.data as { entity: string; entityId: number }[]).filter(
      (e) => e.entity === 'promo_codes' && e.entityId === row.id,
    );
    expect(entries).toHaveLength(3);
  });

  it('refuses bad terms with the field messages (422), a taken code, another role (403), no session (401)', async () => {
    const bad = await call(
      'POST',
      '',
      manager,
      { code: 'ab', kind: 'percent', value: 120, bookFrom: '2027-02-10', bookTo: '2027-02-01', limitTotal: 0 },
      'ru',
    );
    expect(bad.statusCode).toBe(422);
    const errors = bad.json().errors;
    expect(errors.code).toEqual(['Код — 3–30 латинских букв, цифр, «-» или «_»']);
    expect(errors.value).toEqual(['Процент — от 1 до 100']);
    expect(errors.bookTo).toEqual(['Дата окончания раньше даты начала']);
    expect(errors.limitTotal).toBeDefined();
    const zero = await call('POST', '', manager, { code: 'ZERO', kind: 'amount', value: 0 });
    expect(zero.json().errors.value).toBeDefined();
    const taken = await call('POST', '', manager, { code: 'welcome10', kind: 'percent', value: 5 });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors.code).toEqual(['This promo code exists already']);
    expect((await call('PATCH', '/2147483000', manager, { code: 'NEW1', kind: 'percent', value: 5 })).statusCode).toBe(
      404,
    );
    const tenant = await testbed.login('guest');
    expect((await call('GET', '', tenant)).statusCode).toBe(403);
    expect((await call('POST', '', tenant, { code: 'MINE', kind: 'percent', value: 50 })).statusCode).toBe(403);
    expect((await app.inject({ url: '/api/app/v1/backoffice/promo-codes', headers: H('en') })).statusCode).toBe(401);
  });
});
