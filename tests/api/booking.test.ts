/**
 * Issue #3 API: search availability and price, every booking validation message (ru and en),
 * claim after login, deadline cancellation under a controlled clock, cancellation requests, the
 * sandbox payment and exactly-once application, the card retry rule, the YooKassa adapter.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { cancelOverdueBookings, processCancellationRequests } from '../../server/services/booking-decisions';
import { applyPaymentResult, YooKassaPaymentService } from '../../server/services/payments';
import { H, login, TestClock, testApp, type TestApp, postUpload } from './helpers';

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

const search = (q: string, lang: 'ru' | 'en' = 'en') =>
  app.inject({ method: 'GET', url: `/api/app/v1/objects?${q}`, headers: H(lang) });

const body = (over: Record<string, unknown> = {}) => ({
  objectIds: [1],
  // Thursday to Sunday (two December weekend nights), clear of the demo guest's two stays on
  // object 1, which the seed dates by the clock: 03.12–06.12 and 10.12–12.12.
  checkIn: '2026-12-17',
  checkOut: '2026-12-20',
  guests: { adults: 2, children: [] },
  tariffId: 1,
  policyConsent: true,
  payerType: 'individual',
  contact: { surname: 'Ivanov', name: 'Ivan', phone: '+79120000000', email: 'i@example.com' },
  ...over,
});
const book = (payload: object, lang: 'ru' | 'en' = 'en', tok: string | undefined = token) =>
  app.inject({ method: 'POST', url: '/api/app/v1/bookings', headers: H(lang, tok), payload });

describe('search', () => {
  it('lists objects with price per night and the total for the stay', async () => {
    const r = await search('checkIn=2026-12-20&checkOut=2026-12-23&adults=2&_start=0&_end=5');
    expect(r.statusCode).toBe(200);
    const { data } = r.json();
    expect(data.data).toHaveLength(5);
    expect(data.total).toBeGreaterThan(50);
    for (const o of data.data) {
      expect(o.nights).toBe(3);
      expect(o.totalKopecks).toBe(o.pricePerNightKopecks * 3);
      expect(o.capacity).toBeGreaterThanOrEqual(2);
    }
    // sorted by price ascending by default
    const prices = data.data.map((o: { pricePerNightKopecks: number }) => o.pricePerNightKopecks);
    expect([...prices].sort((a, b) => a - b)).toEqual(prices);
  });

  it('a page past the end is empty but keeps the total', async () => {
    const first = (await search('adults=2&_start=0&_end=5')).json().data;
    const past = (await search('adults=2&_start=1000&_end=1010')).json().data;
    expect(past.data).toEqual([]);
    expect(past.total).toBe(first.total);
  });

  it('filters by building, price range (rubles) and guests', async () => {
    const r = await search('buildingId=2&priceMin=6000&priceMax=9000&adults=3&children=5&_end=100');
    const items = r.json().data.data as { buildingId: number; pricePerNightKopecks: number; capacity: number }[];
    expect(items.length).toBeGreaterThan(0);
    for (const o of items) {
      expect(o.buildingId).toBe(2);
      expect(o.pricePerNightKopecks).toBeGreaterThanOrEqual(600_000);
      expect(o.pricePerNightKopecks).toBeLessThanOrEqual(900_000);
      expect(o.capacity).toBeGreaterThanOrEqual(4);
    }
  });

  it('hides an object booked on overlapping dates, shows it on adjacent ones', async () => {
    const r = await book(body({ objectIds: [2], checkIn: '2026-12-20', checkOut: '2026-12-22' }));
    expect(r.statusCode).toBe(201);
    const ids = async (q: string) =>
      ((await search(`${q}&_end=100&_sort=id`)).json().data.data as { id: number }[]).map((o) => o.id);
    expect(await ids('checkIn=2026-12-21&checkOut=2026-12-25')).not.toContain(2);
    expect(await ids('checkIn=2026-12-22&checkOut=2026-12-25')).toContain(2); // departure day = next arrival
    const av = await app.inject({
      method: 'GET',
      url: '/api/app/v1/objects/2/availability?from=2026-12-01&to=2026-12-31',
      headers: H(),
    });
    expect(av.json().data.bookedNights).toEqual(['2026-12-20', '2026-12-21']);
  });

  it('validates search dates with the translated message', async () => {
    const r = await search('checkIn=2026-12-10&checkOut=2026-12-10');
    expect(r.statusCode).toBe(422);
    expect(r.json().errors.checkOut).toEqual(['Check-in date must not be the same as check-out date']);
    const ru = await search('checkIn=2026-12-10&checkOut=2026-12-10', 'ru');
    expect(ru.json().errors.checkOut).toEqual(['Дата заезда не должна совпадать с датой выезда']);
  });

  it('returns an empty page when nothing is free', async () => {
    const r = await search('kind=conference_hall&adults=101');
    expect(r.statusCode).toBe(422); // more than the maximum guests
    const r2 = await search('kind=meeting_room&adults=17');
    expect(r2.json().data.total).toBe(0);
  });
});

describe('booking validation (every message, server side)', () => {
  const cases: [string, Record<string, unknown>, string, string, string][] = [
    [
      'same dates',
      { checkOut: '2026-12-17' },
      'checkOut',
      'Check-in date must not be the same as check-out date',
      'Дата заезда не должна совпадать с датой выезда',
    ],
    [
      'check-out before check-in',
      { checkOut: '2026-12-16' },
      'checkOut',
      'Check-out date must be after the check-in date',
      'Дата выезда должна быть позже даты заезда',
    ],
    [
      'longer than 90 nights (issue 14 item 9: the unit is said)',
      { checkOut: '2027-03-18' },
      'checkOut',
      'At most 90 nights',
      'Не больше 90 ночей',
    ],
    [
      'past check-in',
      { checkIn: '2026-11-20' },
      'checkIn',
      'Check-in date cannot be in the past',
      'Дата заезда не может быть в прошлом',
    ],
    [
      'no adults',
      { guests: { adults: 0, children: [3] } },
      'guests.adults',
      'At least one adult (18 or older) is required',
      'Нужен хотя бы один взрослый (от 18 лет)',
    ],
    [
      'child age',
      { guests: { adults: 1, children: [18] } },
      'guests.children.0',
      "Enter the child's age: 0 to 17 years",
      'Укажите возраст ребёнка: от 0 до 17 лет',
    ],
    [
      'capacity',
      { guests: { adults: 9, children: [] } },
      'guests',
      'The number of guests exceeds the capacity of the chosen rooms — add more rooms',
      'Количество гостей превышает вместимость выбранных объектов — добавьте ещё объекты',
    ],
    [
      'max guests',
      { guests: { adults: 21, children: [] } },
      'guests',
      'The maximum number of guests in one booking is 20',
      'Максимальное количество гостей в одном бронировании — 20',
    ],
    [
      'no objects',
      { objectIds: [] },
      'objectIds',
      'Choose at least one apartment or room',
      'Выберите хотя бы один объект',
    ],
    [
      'legal: TIN certificate',
      {
        payerType: 'legal',
        contact: { surname: 'A', name: 'B', phone: '+79120000000', companyName: 'LLC', inn: '6670000000' },
      },
      'documents.tinCertificate',
      'A legal entity must attach the TIN certificate',
      'Юридическому лицу нужно приложить свидетельство ИНН',
    ],
    [
      'legal: guests documents',
      {
        payerType: 'legal',
        contact: { surname: 'A', name: 'B', phone: '+79120000000', companyName: 'LLC', inn: '6670000000' },
      },
      'documents.guestDocuments',
      "A legal entity must attach copies of all guests' documents (photo spread and current registration)",
      'Юридическому лицу нужно приложить копии документов всех гостей (разворот с фото и действующая регистрация)',
    ],
    [
      'entrepreneur: TIN',
      { payerType: 'entrepreneur' },
      'contact.inn',
      'Enter the TIN: 10 or 12 digits',
      'Укажите ИНН: 10 или 12 цифр',
    ],
    [
      'phone',
      { contact: { surname: 'A', name: 'B', phone: '123' } },
      'contact.phone',
      'Enter a Russian number, e.g. +7 (912) 345-67-89',
      'Введите российский номер, например +7 (912) 345-67-89',
    ],
  ];
  for (const [name, over, field, en, ru] of cases) {
    it(`${name}: 422 with "${en}" / "${ru}"`, async () => {
      const r = await book(body(over));
      expect(r.statusCode).toBe(422);
      expect(r.json().errors[field]).toContain(en);
      const r2 = await book(body(over), 'ru');
      expect(r2.json().errors[field]).toContain(ru);
    });
  }

  /** The tourist tax of a 3-night stay settled in 2026 on `accommodation` kopecks: 2 %, at least 100 ₽ a night. */
  const touristTax2026 = (accommodation: number) => Math.max(Math.round(accommodation * 0.02), 3 * 10_000);
  /**
   * The nights 10–12 December of an apartment at base price `p` under the demo's season (docs/rules.md
   * R5.28: Friday and Saturday nights of December +20 %): Thursday, Friday, Saturday.
   */
  const stayOf = (p: number) => p + 2 * Math.round(p * 1.2);

  it('more objects make room for more guests; price = the nights of each object by the rate calendar', async () => {
    const o = (id: number) =>
      app.inject({ method: 'GET', url: `/api/app/v1/objects/${id}`, headers: H() }).then((r) => r.json().data);
    const [a, b] = await Promise.all([o(10), o(11)]);
    const guests = a.capacity + 1;
    const one = await book(body({ objectIds: [10], guests: { adults: guests, children: [] } }));
    expect(one.statusCode).toBe(422);
    const two = await book(
      body({ objectIds: [10, 11], guests: { adults: Math.min(guests, a.capacity + b.capacity), children: [] } }),
    );
    expect(two.statusCode).toBe(201);
    const d = two.json().data;
    expect(d.nights).toBe(3);
    // The stay plus the tourist tax of the check-out's year, 2 % in 2026, at least 100 ₽ a night (R5.26).
    const stay = stayOf(a.pricePerNightKopecks) + stayOf(b.pricePerNightKopecks);
    expect(d.touristTaxKopecks).toBe(touristTax2026(stay));
    expect(d.totalKopecks).toBe(stay + touristTax2026(stay));
    expect(d.status).toBe('awaiting_payment');
    expect(d.paymentDeadline).toBe('06:00:00 02.12.2026'); // created at 06:00 UTC + 24 h
  });

  it('tariffs: non-refundable −10 %, breakfast +650 ₽ per guest-night', async () => {
    const nr = await book(body({ objectIds: [12], tariffId: 2 }));
    const p = (await app.inject({ method: 'GET', url: '/api/app/v1/objects/12', headers: H() })).json().data
      .pricePerNightKopecks;
    const discounted = Math.round(stayOf(p) * 0.9);
    expect(nr.json().data.totalKopecks).toBe(discounted + touristTax2026(discounted));
    const br = await book(body({ objectIds: [13], tariffId: 3, guests: { adults: 2, children: [0] } }));
    const p13 = (await app.inject({ method: 'GET', url: '/api/app/v1/objects/13', headers: H() })).json().data
      .pricePerNightKopecks;
    expect(br.statusCode).toBe(201);
    // Breakfast is not in the tourist tax's base (R5.26).
    expect(br.json().data.totalKopecks).toBe(stayOf(p13) + 65_000 * 3 * 3 + touristTax2026(stayOf(p13)));
  });

  it('an overlapping booking of the same object is refused with 409 and a translated message', async () => {
    expect((await book(body({ objectIds: [20] }))).statusCode).toBe(201);
    const r = await book(body({ objectIds: [20], checkIn: '2026-12-19', checkOut: '2026-12-22' }), 'ru');
    expect(r.statusCode).toBe(409);
    expect(r.json().message).toBe('Объект уже забронирован на эти даты. Выберите другие даты');
  });
});

describe('anonymous booking, claim after SMS login', () => {
  it('attaches the booking to the account that logs in', async () => {
    const r = await book(body({ objectIds: [30] }), 'en', '');
    expect(r.statusCode).toBe(201);
    const { id, claimToken } = r.json().data;
    expect(claimToken).toBeTruthy();
    const other = await login(app);
    // not visible before the claim
    expect(
      (await app.inject({ method: 'GET', url: `/api/app/v1/bookings/${id}`, headers: H('en', other) })).statusCode,
    ).toBe(404);
    const bad = await app.inject({
      method: 'POST',
      url: `/api/app/v1/bookings/${id}/claim`,
      headers: H('en', other),
      payload: { token: 'nope' },
    });
    expect(bad.statusCode).toBe(404);
    const ok = await app.inject({
      method: 'POST',
      url: `/api/app/v1/bookings/${id}/claim`,
      headers: H('en', other),
      payload: { token: claimToken },
    });
    expect(ok.statusCode).toBe(200);
    const list = await app.inject({
      method: 'GET',
      url: '/api/app/v1/bookings?_start=0&_end=10',
      headers: H('en', other),
    });
    expect(list.json().data.data.map((b: { id: number }) => b.id)).toEqual([id]);
    // The booking says where to come, in the caller's language (the building's address).
    const en = (await app.inject({ method: 'GET', url: `/api/app/v1/bookings/${id}`, headers: H('en', other) })).json();
    const ru = (await app.inject({ method: 'GET', url: `/api/app/v1/bookings/${id}`, headers: H('ru', other) })).json();
    expect(en.data.objects[0].address).toMatch(/Malysheva St/);
    expect(ru.data.objects[0].address).toMatch(/ул\. Малышева/);
    // someone else's booking stays hidden
    expect(
      (await app.inject({ method: 'GET', url: `/api/app/v1/bookings/${id}`, headers: H('en', token) })).statusCode,
    ).toBe(404);
  });
});

describe('lifecycle', () => {
  it('an unpaid booking is cancelled by the job after the deadline, not before, and frees the nights', async () => {
    const r = await book(body({ objectIds: [40] }));
    const id = r.json().data.id;
    clock.advance(23 * 3_600_000);
    expect(await cancelOverdueBookings(app)).not.toContain(id);
    // reading the booking does not cancel it
    clock.advance(2 * 3_600_000);
    const before = await app.inject({ method: 'GET', url: `/api/app/v1/bookings/${id}`, headers: H('en', token) });
    expect(before.json().data.status).toBe('awaiting_payment');
    expect(await cancelOverdueBookings(app)).toContain(id);
    const after = await app.inject({ method: 'GET', url: `/api/app/v1/bookings/${id}`, headers: H('en', token) });
    expect(after.json().data).toMatchObject({ status: 'cancelled', cancelReason: 'unpaid', dueKopecks: 0 });
    const again = await book(body({ objectIds: [40] }));
    expect(again.statusCode).toBe(201);
  });

  it('a card payment still open when the overdue booking is cancelled is withdrawn; a late success is refunded (R5.23)', async () => {
    const b = (await book(body({ objectIds: [41], checkIn: '2027-03-10', checkOut: '2027-03-12' }))).json().data;
    const p = await app.inject({
      method: 'POST',
      url: `/api/app/v1/bookings/${b.id}/payments`,
      headers: H('en', token),
      payload: { method: 'card' },
    });
    expect(p.statusCode).toBe(201);
    const pid = p.json().data.paymentId as number;
    clock.advance(25 * 3_600_000);
    expect(await cancelOverdueBookings(app)).toContain(b.id);
    const shown = async () =>
      (await app.inject({ method: 'GET', url: `/api/app/v1/payments/${pid}`, headers: H('en', token) })).json().data;
    expect(await shown()).toMatchObject({ status: 'cancelled' });
    // The acquirer took the money anyway: applied once, all of it owed back to the card.
    expect(await applyPaymentResult(app, pid, 'succeeded')).toEqual({ applied: true });
    expect(await shown()).toMatchObject({
      status: 'succeeded',
      refundKopecks: p.json().data.amountKopecks ?? b.totalKopecks,
    });
  });

  it('a cancellation request is received, then processed by the job', async () => {
    const id = (await book(body({ objectIds: [41], checkIn: '2026-12-28', checkOut: '2026-12-30' }))).json().data.id;
    const r = await app.inject({
      method: 'POST',
      url: `/api/app/v1/bookings/${id}/cancellation-request`,
      headers: H('en', token),
    });
    expect(r.json().data.cancellation.state).toBe('received');
    expect(r.json().data.status).toBe('awaiting_payment');
    const dup = await app.inject({
      method: 'POST',
      url: `/api/app/v1/bookings/${id}/cancellation-request`,
      headers: H('en', token),
    });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().message).toBe('A cancellation request has already been sent');
    expect(await processCancellationRequests(app)).toContain(id);
    const show = (
      await app.inject({ method: 'GET', url: `/api/app/v1/bookings/${id}`, headers: H('en', token) })
    ).json().data;
    expect(show).toMatchObject({
      status: 'cancelled',
      cancelReason: 'request',
      cancellation: { state: 'processed', refundKopecks: 0 },
    });
  });
});

describe('payments', () => {
  const pay = (id: number, method = 'card') =>
    app.inject({
      method: 'POST',
      url: `/api/app/v1/bookings/${id}/payments`,
      headers: H('en', token),
      payload: { method },
    });
  const sandbox = (pid: number, outcome: string) =>
    app.inject({
      method: 'POST',
      url: `/api/app/v1/payments/${pid}/sandbox`,
      headers: H('en', token),
      payload: { outcome },
    });

  it('sandbox success pays the booking once, however many times the result arrives', async () => {
    const b = (await book(body({ objectIds: [50], checkIn: '2027-01-10', checkOut: '2027-01-12' }))).json().data;
    const p = await pay(b.id);
    expect(p.statusCode).toBe(201);
    expect(p.json().data.confirmationUrl).toBe(`/payment-sandbox/${p.json().data.paymentId}`);
    const pid = p.json().data.paymentId;
    const results = await Promise.all([
      sandbox(pid, 'succeeded'),
      sandbox(pid, 'succeeded'),
      applyPaymentResult(app, pid, 'succeeded'),
    ]);
    expect(results[0].json().data.status).toBe('succeeded');
    expect((await applyPaymentResult(app, pid, 'succeeded')).applied).toBe(false);
    expect((await applyPaymentResult(app, pid, 'failed')).applied).toBe(false);
    const show = (
      await app.inject({ method: 'GET', url: `/api/app/v1/bookings/${b.id}`, headers: H('en', token) })
    ).json().data;
    expect(show).toMatchObject({ status: 'paid', paidKopecks: b.totalKopecks, dueKopecks: 0 });
    const again = await pay(b.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This booking is not awaiting payment');
  });

  it('a failed card payment can be retried after 20 minutes', async () => {
    const b = (await book(body({ objectIds: [51], checkIn: '2027-01-10', checkOut: '2027-01-12' }))).json().data;
    const pid = (await pay(b.id)).json().data.paymentId;
    expect((await sandbox(pid, 'failed')).json().data.status).toBe('failed');
    const show = (
      await app.inject({ method: 'GET', url: `/api/app/v1/bookings/${b.id}`, headers: H('en', token) })
    ).json().data;
    expect(show.status).toBe('awaiting_payment');
    expect(show.cardRetryAt).toBeTruthy();
    const early = await pay(b.id);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('You can retry the card payment in 20 min.');
    clock.advance(20 * 60_000);
    expect((await pay(b.id)).statusCode).toBe(201);
  });

  it('bank transfer is for legal entities only', async () => {
    const b = (await book(body({ objectIds: [52], checkIn: '2027-01-10', checkOut: '2027-01-12' }))).json().data;
    const r = await pay(b.id, 'bank_transfer');
    expect(r.statusCode).toBe(409);
    expect(r.json().message).toBe('Bank transfer is available to legal entities');
  });

  it('legal entity with documents books and gets requisites for a bank transfer', async () => {
    const upload = async (name: string) => {
      const r = await postUpload(app, H('en', token), { name, mime: 'application/pdf', body: '%PDF-1.4' });
      expect(r.statusCode).toBe(201);
      return r.json().data as { id: string; name: string };
    };
    const saved = clock.current;
    clock.current = new Date('2026-12-01T06:00:00Z'); // a Tuesday
    const tin = await upload('inn.pdf');
    const docs = [await upload('guest1.pdf'), await upload('guest2.pdf')];
    const r = await book(
      body({
        objectIds: [53],
        payerType: 'legal',
        contact: { surname: 'A', name: 'B', phone: '+79120000000', companyName: 'LLC Romashka', inn: '6670000000' },
        documents: { tinCertificate: tin, guestDocuments: docs },
      }),
    );
    expect(r.statusCode).toBe(201);
    const id = r.json().data.id;
    const before = r.json().data.paymentDeadline;
    const bt = await pay(id, 'bank_transfer');
    expect(bt.statusCode).toBe(201);
    expect(bt.json().data.booking.requisites.inn).toBe('6670000000');
    // R5.16: the deadline now covers 3 business days of the transfer (shown on the booking), and
    // the cancellation job leaves the booking alone until then. Tuesday 1 Dec 11:00 → Friday 4 Dec.
    const extended = bt.json().data.booking.paymentDeadline;
    expect(extended).not.toBe(before);
    expect(extended).toBe('18:59:59 04.12.2026'); // 23:59:59 in Yekaterinburg, as a UTC server timestamp
    clock.advance(48 * 3_600_000);
    expect(await cancelOverdueBookings(app)).not.toContain(id);
    expect(
      (await app.inject({ method: 'GET', url: `/api/app/v1/bookings/${id}`, headers: H('en', token) })).json().data
        .status,
    ).toBe('awaiting_payment');
    clock.current = saved;
  });
});

describe('YooKassa adapter (fake fetch)', () => {
  it('creates with Idempotence-Key and Basic auth, maps statuses', async () => {
    const calls: { url: string; init: { method: string; headers: Record<string, string>; body?: string } }[] = [];
    const replies = [
      { id: 'yk-1', status: 'pending', confirmation: { confirmation_url: 'https://yoomoney.ru/checkout/x' } },
      { id: 'yk-1', status: 'succeeded' },
      { id: 'yk-1', status: 'canceled' },
    ];
    const fake = async (url: string, init: { method: string; headers: Record<string, string>; body?: string }) => {
      calls.push({ url, init });
      const body = replies.shift();
      return { ok: true, status: 200, json: async () => body };
    };
    const yk = new YooKassaPaymentService({ shopId: 'shop', secretKey: 'secret' }, fake);
    const r = await yk.create({
      paymentId: 7,
      amountKopecks: 1_250_050,
      idempotencyKey: 'key-7',
      description: 'Booking',
      returnUrl: 'https://site/bookings/1?payment=7',
    });
    expect(r).toEqual({ providerPaymentId: 'yk-1', confirmationUrl: 'https://yoomoney.ru/checkout/x' });
    expect(calls[0].url).toBe('https://api.yookassa.ru/v3/payments');
    expect(calls[0].init.headers['Idempotence-Key']).toBe('key-7');
    expect(calls[0].init.headers.Authorization).toBe(`Basic ${Buffer.from('shop:secret').toString('base64')}`);
    expect(JSON.parse(calls[0].init.body!)).toMatchObject({
      amount: { value: '12500.50', currency: 'RUB' },
      capture: true,
      confirmation: { type: 'redirect' },
    });
    expect(await yk.fetchStatus('yk-1')).toBe('succeeded');
    expect(await yk.fetchStatus('yk-1')).toBe('failed');
  });

  it('the webhook re-fetches the status and applies it once', async () => {
    let status = 'succeeded';
    const fake = async (_url: string, init: { method: string }) => ({
      ok: true,
      status: 200,
      json: async () =>
        init.method === 'POST'
          ? { id: 'yk-42', confirmation: { confirmation_url: 'https://yoomoney.ru/c' } }
          : { id: 'yk-42', status },
    });
    const yk = await testApp({ clock, payments: new YooKassaPaymentService({ shopId: 's', secretKey: 'k' }, fake) });
    const ykApp = yk.app;
    try {
      const tok = await login(ykApp);
      const b = await ykApp.inject({
        method: 'POST',
        url: '/api/app/v1/bookings',
        headers: H('en', tok),
        payload: body({ objectIds: [60], checkIn: '2027-02-01', checkOut: '2027-02-02' }),
      });
      const p = await ykApp.inject({
        method: 'POST',
        url: `/api/app/v1/bookings/${b.json().data.id}/payments`,
        headers: H('en', tok),
        payload: { method: 'card' },
      });
      expect(p.json().data.confirmationUrl).toBe('https://yoomoney.ru/c');
      const hook = () =>
        ykApp.inject({
          method: 'POST',
          url: '/api/app/v1/payments/webhook/yookassa',
          payload: { event: 'payment.succeeded', object: { id: 'yk-42', status: 'succeeded' } },
        });
      const [h1, h2] = await Promise.all([hook(), hook()]);
      expect([h1.json().data.applied, h2.json().data.applied].sort()).toEqual([false, true]);
      status = 'canceled'; // a late contradictory notification changes nothing
      expect((await hook()).json().data.applied).toBe(false);
      const show = await ykApp.inject({
        method: 'GET',
        url: `/api/app/v1/bookings/${b.json().data.id}`,
        headers: H('en', tok),
      });
      expect(show.json().data.status).toBe('paid');
    } finally {
      await yk.close();
    }
  });
});
