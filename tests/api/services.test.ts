/**
 * Services and requests (docs/rules.md R15): the public catalog, ordering (a stay needed, a full
 * slot answers 409 translated, 200 simultaneous orders of the last place give exactly one
 * success and no 5xx), paying once, the unpaid order gone after its deadline with its place
 * released, cancelling, requests with photos and the board, someone else's rows 404.
 * The race also runs on real PostgreSQL (DATABASE_URL, or a throwaway initdb cluster).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import {
  bookings,
  leases,
  notifications,
  serviceSlotDays,
  serviceSlots,
  services,
  tariffs,
} from '../../server/db/schema';
import { applyPaymentResult } from '../../server/services/payments';
import { expireOverdueOrders } from '../../server/jobs/services';
import { hotelToday } from '../../src/domain/hotel-time';
import { addDaysIso } from '../../src/domain/datetime';
import { H, login, pgTestApp, TestClock, testApp, type TestApp, postUpload } from './helpers';
import { findPgBin } from './pg-cluster';

const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c63000100000500010d0a2db40000000049454e44ae426082',
  'hex',
);

async function meOf(app: FastifyInstance, token: string): Promise<number> {
  return (await app.inject({ method: 'GET', url: '/api/app/v1/auth/me', headers: H('en', token) })).json().data.id;
}

/** Gives `userId` a paid stay around today (a current booking is a stay, docs/rules.md R15.5). */
async function giveStay(app: FastifyInstance, userId: number): Promise<void> {
  const today = hotelToday(app.clock.now());
  const tariff = await app.db.query.tariffs.findFirst({ where: eq(tariffs.companyId, 1) });
  await app.db.insert(bookings).values({
    companyId: 1,
    userId,
    number: `GK-SVC${userId}-${Date.now() % 100000}`,
    checkIn: addDaysIso(today, -1),
    checkOut: addDaysIso(today, 10),
    guests: { adults: 2, children: [] },
    tariffId: tariff!.id,
    payerType: 'individual',
    contact: { surname: 'Test', name: 'Guest', phone: '+79120000000' },
    price: { nights: 11, lines: [], tariffAdjustmentKopecks: 0, totalKopecks: 100 },
    totalKopecks: 100,
    paidKopecks: 100,
    status: 'paid',
    paymentDeadline: app.clock.now(),
  });
}

/** A service's id and its first slot's id, with that slot's capacity set to `capacity`. */
async function slotOf(app: FastifyInstance, code: string, capacity?: number) {
  const s = (await app.db.query.services.findFirst({ where: eq(services.code, code) }))!;
  const slot = (await app.db.query.serviceSlots.findFirst({
    where: eq(serviceSlots.serviceId, s.id),
    orderBy: (x, { asc }) => asc(x.id),
  }))!;
  if (capacity !== undefined) await app.db.update(serviceSlots).set({ capacity }).where(eq(serviceSlots.id, slot.id));
  return { serviceId: s.id, slotId: slot.id };
}

describe('services and requests (PGlite)', () => {
  let app: FastifyInstance;
  let testbed: TestApp;
  const clock = new TestClock(new Date('2031-05-10T03:00:00Z'));
  let guest: string;
  let other: string;
  let manager: string;
  const day = () => addDaysIso(hotelToday(clock.now()), 3);
  /**
   * `POST app/v1/requested-services` as the guest: an order of `slotId` of `serviceId` on
   * {@link day}, in `lang` (English by default). Resolves to the reply as `inject` gives it.
   */
  const orderSlot = (serviceId: number, slotId: number, lang: 'ru' | 'en' = 'en') =>
    app.inject({
      method: 'POST',
      url: '/api/app/v1/requested-services',
      headers: H(lang, guest),
      payload: { serviceId, slotId, dateFrom: day() },
    });

  beforeAll(async () => {
    testbed = await testApp({ clock });
    app = testbed.app;
    guest = await login(app);
    other = await login(app);
    manager = await login(app, '+79990000004');
    await giveStay(app, await meOf(app, guest));
  });
  afterAll(async () => testbed?.close());

  it('shows the catalog publicly in both languages; a switched-off service says so', async () => {
    const en = await app.inject({ method: 'GET', url: '/api/app/v1/services', headers: H('en') });
    expect(en.statusCode).toBe(200);
    const codes = en.json().data.map((s: { code: string }) => s.code);
    expect(codes).toEqual(
      expect.arrayContaining(['breakfast', 'cleaning', 'laundry', 'luggage', 'anti-smoking', 'transfer']),
    );
    expect(en.json().data.find((s: { code: string }) => s.code === 'parking').enabled).toBe(false);
    const ru = await app.inject({
      method: 'GET',
      url: `/api/app/v1/services/breakfast?date=${day()}`,
      headers: H('ru'),
    });
    expect(ru.json().data).toMatchObject({ title: 'Завтрак', chargeMode: 'per_person' });
    expect(ru.json().data.slots[0].free).toBeGreaterThan(0);
    const smoke = await app.inject({ method: 'GET', url: '/api/app/v1/services/anti-smoking', headers: H('en') });
    expect(smoke.json().data.priceKopecks).toBe(500_000);
    const off = await app.inject({
      method: 'POST',
      url: '/api/app/v1/requested-services',
      headers: H('en', guest),
      payload: {
        serviceId: en.json().data.find((s: { code: string }) => s.code === 'parking').id,
        dateFrom: day(),
        dateTo: addDaysIso(day(), 2),
      },
    });
    expect(off.statusCode).toBe(409);
    expect(off.json().message).toBe('This functionality is temporarily unavailable');
    expect((await app.inject({ method: 'GET', url: '/api/app/v1/services/nope', headers: H('en') })).statusCode).toBe(
      404,
    );
  });

  it('needs a stay to order, and the login', async () => {
    const { serviceId, slotId } = await slotOf(app, 'breakfast');
    const anon = await app.inject({
      method: 'POST',
      url: '/api/app/v1/requested-services',
      headers: H('en'),
      payload: { serviceId, slotId, dateFrom: day(), persons: 2 },
    });
    expect(anon.statusCode).toBe(401);
    const r = await app.inject({
      method: 'POST',
      url: '/api/app/v1/requested-services',
      headers: H('ru', other),
      payload: { serviceId, slotId, dateFrom: day(), persons: 2 },
    });
    expect(r.statusCode).toBe(403);
    expect(r.json().message).toMatch(/проживани/);
  });

  it('orders only dates one stay covers: outside it answers 422 translated and holds no place (R15.5)', async () => {
    const { serviceId, slotId } = await slotOf(app, 'breakfast');
    const today = hotelToday(clock.now());
    const order = (token: string, lang: 'ru' | 'en', payload: Record<string, unknown>) =>
      app.inject({ method: 'POST', url: '/api/app/v1/requested-services', headers: H(lang, token), payload });
    const held = async (d: string) =>
      (
        await app.db.query.serviceSlotDays.findFirst({
          where: and(eq(serviceSlotDays.slotId, slotId), eq(serviceSlotDays.day, d)),
        })
      )?.taken ?? 0;
    // The guest's booking runs from yesterday to check-out in 10 days.
    const after = addDaysIso(today, 20);
    const late = await order(guest, 'en', { serviceId, slotId, dateFrom: after, persons: 2 });
    expect(late.statusCode).toBe(422);
    expect(late.json().message).toBe('This date is outside your stay: choose a date within your booking or lease');
    expect(late.json().errors.dateFrom).toEqual([late.json().message]);
    expect(await held(after)).toBe(0);
    // Parking for nights running past the check-out is refused too; within the stay it is accepted.
    const parking = (await app.db.query.services.findFirst({ where: eq(services.code, 'parking') }))!;
    await app.db.update(services).set({ enabled: true }).where(eq(services.id, parking.id)); // the demo switches it off
    const over = await order(guest, 'ru', {
      serviceId: parking.id,
      dateFrom: addDaysIso(today, 8),
      dateTo: addDaysIso(today, 12),
    });
    expect(over.statusCode).toBe(422);
    expect(over.json().message).toMatch(/вне вашего проживания/);
    expect(
      (
        await order(guest, 'en', {
          serviceId: parking.id,
          dateFrom: addDaysIso(today, 8),
          dateTo: addDaysIso(today, 10),
        })
      ).statusCode,
    ).toBe(201);
    // Breakfast on the check-out day itself is part of the stay.
    expect((await order(guest, 'en', { serviceId, slotId, dateFrom: addDaysIso(today, 10) })).statusCode).toBe(201);

    // A tenant whose lease starts in a month: inside the lease yes, after its end no.
    const tenant = await login(app);
    const obj = (await app.db.query.objects.findFirst({ orderBy: (o, { asc }) => asc(o.id) }))!;
    await app.db.insert(leases).values({
      companyId: 1,
      objectId: obj.id,
      userId: await meOf(app, tenant),
      startDate: addDaysIso(today, 30),
      endDate: addDaysIso(today, 60),
      monthlyRentKopecks: 100,
      paymentDay: 1,
    });
    expect((await order(tenant, 'en', { serviceId, slotId, dateFrom: addDaysIso(today, 40) })).statusCode).toBe(201);
    const past = await order(tenant, 'en', { serviceId, slotId, dateFrom: addDaysIso(today, 70) });
    expect(past.statusCode).toBe(422);
    expect(await held(addDaysIso(today, 70))).toBe(0);
    await app.db.update(services).set({ enabled: parking.enabled }).where(eq(services.id, parking.id));
  });

  it('prices breakfast for two per person, pays once, and hides the order from someone else', async () => {
    const { serviceId, slotId } = await slotOf(app, 'breakfast');
    const r = await app.inject({
      method: 'POST',
      url: '/api/app/v1/requested-services',
      headers: H('en', guest),
      payload: { serviceId, slotId, dateFrom: day(), persons: 2, comment: 'no nuts' },
    });
    expect(r.statusCode).toBe(201);
    const o = r.json().data;
    expect(o).toMatchObject({ totalKopecks: 130_000, units: 2, status: 'awaiting_payment', paid: false });
    expect(
      (await app.inject({ method: 'GET', url: `/api/app/v1/requested-services/${o.id}`, headers: H('en', other) }))
        .statusCode,
    ).toBe(404);
    expect(
      (await app.inject({ method: 'POST', url: `/api/app/v1/requested-services/${o.id}/pay`, headers: H('en', other) }))
        .statusCode,
    ).toBe(404);
    const pay = await app.inject({
      method: 'POST',
      url: `/api/app/v1/requested-services/${o.id}/pay`,
      headers: H('en', guest),
    });
    expect(pay.statusCode).toBe(201);
    const { paymentId, confirmationUrl } = pay.json().data;
    expect(confirmationUrl).toContain(`/payment-sandbox/${paymentId}`);
    expect(await applyPaymentResult(app, paymentId, 'succeeded')).toEqual({ applied: true });
    expect(await applyPaymentResult(app, paymentId, 'succeeded')).toEqual({ applied: false });
    const after = await app.inject({
      method: 'GET',
      url: `/api/app/v1/requested-services/${o.id}`,
      headers: H('en', guest),
    });
    expect(after.json().data).toMatchObject({ status: 'paid', paid: true });
    const p = await app.inject({ method: 'GET', url: `/api/app/v1/payments/${paymentId}`, headers: H('en', guest) });
    expect(p.json().data).toMatchObject({
      status: 'succeeded',
      returnUrl: `/requested-service-payment-success/${o.id}?payment=${paymentId}`,
    });
    const again = await app.inject({
      method: 'POST',
      url: `/api/app/v1/requested-services/${o.id}/pay`,
      headers: H('en', guest),
    });
    expect(again.statusCode).toBe(409);
    const list = await app.inject({ method: 'GET', url: '/api/app/v1/requested-services', headers: H('en', guest) });
    expect(list.json().data.data.map((x: { id: number }) => x.id)).toContain(o.id);
  });

  it('luggage storage is free up to 12 hours and paid by the hour beyond', async () => {
    const s = (await app.db.query.services.findFirst({ where: eq(services.code, 'luggage') }))!;
    const free = await app.inject({
      method: 'POST',
      url: '/api/app/v1/requested-services',
      headers: H('en', guest),
      payload: { serviceId: s.id, dateFrom: day(), hours: 12 },
    });
    expect(free.json().data).toMatchObject({ totalKopecks: 0, status: 'paid' });
    const paid = await app.inject({
      method: 'POST',
      url: '/api/app/v1/requested-services',
      headers: H('en', guest),
      payload: { serviceId: s.id, dateFrom: day(), hours: 15 },
    });
    expect(paid.json().data).toMatchObject({ totalKopecks: 30_000, status: 'awaiting_payment' });
  });

  it('a full slot answers 409 translated; the unpaid order is gone after its deadline and its place freed', async () => {
    const { serviceId, slotId } = await slotOf(app, 'cleaning', 1);
    const first = await orderSlot(serviceId, slotId);
    expect(first.statusCode).toBe(201);
    const full = await orderSlot(serviceId, slotId, 'ru');
    expect(full.statusCode).toBe(409);
    expect(full.json().message).toBe('На это время мест больше нет, выберите другое');
    const fullEn = await orderSlot(serviceId, slotId);
    expect(fullEn.json().message).toBe('No places left at this time; choose another');
    const shown = await app.inject({
      method: 'GET',
      url: `/api/app/v1/services/cleaning?date=${day()}`,
      headers: H('en'),
    });
    expect(shown.json().data.slots.find((x: { id: number }) => x.id === slotId).free).toBe(0);

    clock.advance(31 * 60_000);
    const id = first.json().data.id;
    const expired = await expireOverdueOrders(app);
    expect(expired).toContain(id);
    expect(
      (await app.inject({ method: 'GET', url: `/api/app/v1/requested-services/${id}`, headers: H('en', guest) }))
        .statusCode,
    ).toBe(404);
    const freed = await app.inject({
      method: 'GET',
      url: `/api/app/v1/services/cleaning?date=${day()}`,
      headers: H('en'),
    });
    expect(freed.json().data.slots.find((x: { id: number }) => x.id === slotId).free).toBe(1);
    const told = await app.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, await meOf(app, guest)));
    expect(told.some((n) => n.body.en.includes(`#${id}`))).toBe(true);
  });

  it('cancels within the rules and releases the place', async () => {
    const { serviceId, slotId } = await slotOf(app, 'laundry', 1);
    const o = (await orderSlot(serviceId, slotId)).json().data;
    expect(o.canCancel).toBe(true);
    const c = await app.inject({
      method: 'POST',
      url: `/api/app/v1/requested-services/${o.id}/cancel`,
      headers: H('en', guest),
    });
    expect(c.json().data.status).toBe('cancelled');
    const again = await app.inject({
      method: 'POST',
      url: `/api/app/v1/requested-services/${o.id}/cancel`,
      headers: H('en', guest),
    });
    expect(again.statusCode).toBe(409);
    const freed = await app.inject({
      method: 'GET',
      url: `/api/app/v1/services/laundry?date=${day()}`,
      headers: H('en'),
    });
    expect(freed.json().data.slots.find((x: { id: number }) => x.id === slotId).free).toBe(1);
  });

  describe('a card payment still open when its order ends is withdrawn; a late success is refunded (R5.23)', () => {
    const startPaid = async () => {
      const { serviceId, slotId } = await slotOf(app, 'breakfast');
      const o = (await orderSlot(serviceId, slotId)).json().data;
      const pay = await app.inject({
        method: 'POST',
        url: `/api/app/v1/requested-services/${o.id}/pay`,
        headers: H('en', guest),
      });
      expect(pay.statusCode).toBe(201);
      return { order: o as { id: number; totalKopecks: number }, paymentId: pay.json().data.paymentId as number };
    };
    const payment = async (id: number) =>
      (await app.inject({ method: 'GET', url: `/api/app/v1/payments/${id}`, headers: H('en', guest) })).json().data;
    // The acquirer took the money anyway: it is applied once and owed back to the card.
    const lateSuccessRefunded = async (x: Awaited<ReturnType<typeof startPaid>>) => {
      expect(await payment(x.paymentId)).toMatchObject({ status: 'cancelled' });
      expect(await applyPaymentResult(app, x.paymentId, 'succeeded')).toEqual({ applied: true });
      expect(await payment(x.paymentId)).toMatchObject({ status: 'succeeded', refundKopecks: x.order.totalKopecks });
    };

    it('the guest cancels the order', async () => {
      const x = await startPaid();
      expect(
        (
          await app.inject({
            method: 'POST',
            url: `/api/app/v1/requested-services/${x.order.id}/cancel`,
            headers: H('en', guest),
          })
        ).statusCode,
      ).toBe(200);
      await lateSuccessRefunded(x);
    });

    it('the order expires unpaid', async () => {
      const x = await startPaid();
      clock.advance(31 * 60_000);
      expect(await expireOverdueOrders(app)).toContain(x.order.id);
      await lateSuccessRefunded(x);
    });
  });

  it('200 simultaneous orders of the last place: exactly one succeeds, no 5xx', async () => {
    const { serviceId, slotId } = await slotOf(app, 'transfer', 1);
    const replies = await Promise.all(
      Array.from({ length: 200 }, (_, i) => orderSlot(serviceId, slotId, i % 2 ? 'en' : 'ru')),
    );
    const counts = {
      ok: replies.filter((r) => r.statusCode === 201).length,
      conflict: replies.filter((r) => r.statusCode === 409).length,
      errors: replies.filter((r) => r.statusCode >= 500).length,
    };
    console.info(`services concurrency (PGlite): ${JSON.stringify(counts)}`);
    expect(counts).toEqual({ ok: 1, conflict: 199, errors: 0 });
  });

  it('offers the rooms a request may be for: the demo tenant’s leased room, none to a guest (R15.7)', async () => {
    const rooms = (path: string, tok: string) =>
      app.inject({ method: 'GET', url: `/api/app/v1/service-requests/${path}`, headers: H('ru', tok) });
    const mine = await rooms('rooms', await login(app, '+79990000001'));
    expect(mine.statusCode).toBe(200);
    expect(mine.json().data).toEqual([{ id: expect.any(Number), label: expect.stringMatching(/ № \S+$/) }]);
    expect((await rooms('rooms', guest)).json().data).toEqual([]);
  });

  it('files a repair with a photo; the manager moves it on the board and comments; the guest rates it; someone else gets 404', async () => {
    const up = await postUpload(app, H('en', guest), { name: 'tap.png', mime: 'image/png', body: PNG });
    expect(up.statusCode).toBe(201);
    const photo = up.json().data.id;
    const stolen = await app.inject({
      method: 'POST',
      url: '/api/app/v1/service-requests',
      headers: H('en', other),
      payload: { kind: 'repair', category: 'plumbing', description: 'x', room: '1', photos: [photo] },
    });
    expect(stolen.statusCode).toBe(422);
    const r = await app.inject({
      method: 'POST',
      url: '/api/app/v1/service-requests',
      headers: H('en', guest),
      payload: {
        kind: 'repair',
        category: 'plumbing',
        description: 'The tap drips',
        room: 'Iset 101',
        photos: [photo],
        visitWindows: [{ date: day(), from: '10:00', to: '12:00' }],
        entryAllowed: true,
      },
    });
    expect(r.statusCode).toBe(201);
    const req = r.json().data;
    expect(req).toMatchObject({ status: 'received', entryAllowed: true });
    expect(req.photos).toHaveLength(1);
    const img = await app.inject({ method: 'GET', url: `/api/${req.photos[0].url}`, headers: H('en', guest) });
    expect(img.json().data.dataUrl).toMatch(/^data:image\/png;base64,/);
    expect(
      (await app.inject({ method: 'GET', url: `/api/app/v1/service-requests/${req.id}`, headers: H('en', other) }))
        .statusCode,
    ).toBe(404);
    expect(
      (await app.inject({ method: 'GET', url: `/api/${req.photos[0].url}`, headers: H('en', other) })).statusCode,
    ).toBe(404);
    expect(
      (await app.inject({ method: 'GET', url: '/api/app/v1/backoffice/requests', headers: H('en', guest) })).statusCode,
    ).toBe(403);

    for (const status of ['consideration', 'approved', 'scheduled', 'in_progress']) {
      const m = await app.inject({
        method: 'PATCH',
        url: `/api/app/v1/backoffice/requests/${req.id}`,
        headers: H('en', manager),
        payload: { status },
      });
      expect(m.statusCode).toBe(200);
    }
    await app.inject({
      method: 'POST',
      url: `/api/app/v1/backoffice/requests/${req.id}/comments`,
      headers: H('en', manager),
      payload: { text: 'The plumber comes at 10' },
    });
    const early = await app.inject({
      method: 'POST',
      url: `/api/app/v1/service-requests/${req.id}/rating`,
      headers: H('en', guest),
      payload: { rating: 5 },
    });
    expect(early.statusCode).toBe(409);
    await app.inject({
      method: 'PATCH',
      url: `/api/app/v1/backoffice/requests/${req.id}`,
      headers: H('en', manager),
      payload: { status: 'done' },
    });
    const seen = (
      await app.inject({ method: 'GET', url: `/api/app/v1/service-requests/${req.id}`, headers: H('en', guest) })
    ).json().data;
    expect(seen.history.map((h: { status: string }) => h.status)).toEqual([
      'received',
      'consideration',
      'approved',
      'scheduled',
      'in_progress',
      'done',
    ]);
    expect(seen.comments[0]).toMatchObject({
      fromStaff: true,
      text: 'The plumber comes at 10',
      author: 'Management company',
    });
    const rated = await app.inject({
      method: 'POST',
      url: `/api/app/v1/service-requests/${req.id}/rating`,
      headers: H('en', guest),
      payload: { rating: 5, comment: 'Fast' },
    });
    expect(rated.json().data.rating).toBe(5);
  });

  it('an emergency shows the MC phone and notifies every manager at once', async () => {
    const managerId = await meOf(app, manager);
    const r = await app.inject({
      method: 'POST',
      url: '/api/app/v1/service-requests',
      headers: H('en', guest),
      payload: { kind: 'emergency', category: 'leak', description: 'Water from the ceiling', room: 'Iset 101' },
    });
    expect(r.statusCode).toBe(201);
    expect(r.json().data.mcPhone).toMatch(/^\+7/);
    const told = await app.db.select().from(notifications).where(eq(notifications.userId, managerId));
    expect(told.some((n) => n.title.en === `Emergency: request #${r.json().data.id}`)).toBe(true);
  });

  it('back office: switches a service off (audited), lists the orders of the day by slot', async () => {
    const { serviceId } = await slotOf(app, 'breakfast');
    const off = await app.inject({
      method: 'PATCH',
      url: `/api/app/v1/backoffice/services/${serviceId}`,
      headers: H('en', manager),
      payload: { enabled: false },
    });
    expect(off.json().data.enabled).toBe(false);
    expect(
      (await app.inject({ method: 'GET', url: '/api/app/v1/services/breakfast', headers: H('en') })).json().data
        .enabled,
    ).toBe(false);
    await app.inject({
      method: 'PATCH',
      url: `/api/app/v1/backoffice/services/${serviceId}`,
      headers: H('en', manager),
      payload: { enabled: true },
    });
    const orders = await app.inject({
      method: 'GET',
      url: `/api/app/v1/backoffice/service-orders?date=${day()}`,
      headers: H('en', manager),
    });
    expect(orders.statusCode).toBe(200);
    expect(
      orders
        .json()
        .data.data.some(
          (o: { serviceCode: string; persons: number }) => o.serviceCode === 'breakfast' && o.persons === 2,
        ),
    ).toBe(true);
  });
});

const canRunPg = !!process.env.DATABASE_URL || !!findPgBin();
describe.skipIf(!canRunPg)('200 simultaneous orders of the last place (real PostgreSQL)', () => {
  let app: FastifyInstance;
  let testbed: TestApp;
  beforeAll(async () => {
    testbed = await pgTestApp();
    app = testbed.app;
  }, 120_000);
  afterAll(async () => testbed?.close());

  it('exactly one succeeds, 199 conflicts, 0 × 5xx', async () => {
    expect(app.dbKind).toBe('postgres');
    const token = await login(app);
    await giveStay(app, await meOf(app, token));
    // A fresh slot of its own, so a reused DATABASE_URL starts empty.
    const s = (await app.db.query.services.findFirst({ where: eq(services.code, 'transfer') }))!;
    const [slot] = await app.db
      .insert(serviceSlots)
      .values({ serviceId: s.id, startsAt: '23:00', endsAt: '23:30', capacity: 1, enabled: true })
      .returning();
    const dateFrom = addDaysIso(hotelToday(new Date()), 5);
    const replies = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        app.inject({
          method: 'POST',
          url: '/api/app/v1/requested-services',
          headers: H(i % 2 ? 'en' : 'ru', token),
          payload: { serviceId: s.id, slotId: slot.id, dateFrom },
        }),
      ),
    );
    const counts = {
      ok: replies.filter((r) => r.statusCode === 201).length,
      conflict: replies.filter((r) => r.statusCode === 409).length,
      errors: replies.filter((r) => r.statusCode >= 500).length,
    };
    console.info(`services concurrency (PostgreSQL): ${JSON.stringify(counts)}`);
    expect(replies.filter((r) => r.statusCode >= 500).map((r) => r.body)).toEqual([]);
    expect(counts).toEqual({ ok: 1, conflict: 199, errors: 0 });
    await app.db.update(serviceSlots).set({ enabled: false }).where(eq(serviceSlots.id, slot.id));
  }, 120_000);
});
