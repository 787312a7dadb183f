/**
 * GET app/v1/backoffice/dashboard (issue #9) answers what the manager sees: today's arrivals and
 * departures with the guest's name and the rooms, the unpaid bookings near their deadline with
 * what is due, the week's requests and the latest ones newest first, the period figures; read in
 * one statement besides the session (docs/architecture.md § The server).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { buildApp } from '../../server/app';
import { bookings } from '../../server/db/schema';
import { DEMO_USERS } from '../../server/db/seed';
import { H, login, TestClock } from './helpers';
import { meterQueries } from './query-meter';

const clock = new TestClock(new Date('2026-12-01T06:00:00Z'));
let app: FastifyInstance;
let manager: string;
const ids: Record<string, number> = {};

beforeAll(async () => {
  app = await buildApp({
    config: { dataDir: ':memory:', rateLimitPerMinute: 100_000, authCodeLimitPerHour: 100_000 },
    clock,
  });
  manager = await login(app, DEMO_USERS.manager);
  const guest = await login(app);
  const book = async (key: string, objectIds: number[], checkIn: string, checkOut: string, surname: string) => {
    const r = await app.inject({
      method: 'POST',
      url: '/api/app/v1/bookings',
      headers: H('en', guest),
      payload: {
        objectIds,
        checkIn,
        checkOut,
        guests: { adults: 1, children: [] },
        tariffId: 1,
        policyConsent: true,
        payerType: 'individual',
        contact: { surname, name: 'Anna', phone: '+79120000000', email: 'a@example.com' },
      },
    });
    expect(r.statusCode, r.body).toBe(201);
    ids[key] = r.json().data.id;
  };
  // Arriving today (paid), leaving today (paid, made earlier), and one still unpaid.
  await book('arrival', [31, 32], '2026-12-01', '2026-12-04', 'Arrivalova');
  await book('unpaid', [33], '2026-12-10', '2026-12-12', 'Unpaidova');
  await book('departure', [34], '2026-12-02', '2026-12-05', 'Departova');
  await app.db
    .update(bookings)
    .set({ status: 'paid', paidKopecks: sql`${bookings.totalKopecks}` })
    .where(sql`${bookings.id} in (${ids.arrival}, ${ids.departure})`);
  // The unpaid one's deadline two hours away; the departure's stay moved to end today.
  await app.db
    .update(bookings)
    .set({ paymentDeadline: new Date('2026-12-01T08:00:00Z') })
    .where(eq(bookings.id, ids.unpaid));
  await app.db
    .update(bookings)
    .set({ checkIn: '2026-11-28', checkOut: '2026-12-01' })
    .where(eq(bookings.id, ids.departure));
  await app.db.execute(
    sql`update booking_objects set check_in = '2026-11-28', check_out = '2026-12-01' where booking_id = ${ids.departure}`,
  );
  for (const name of ['First caller', 'Second caller'])
    expect(
      (
        await app.inject({
          method: 'POST',
          url: '/api/app/v1/callback',
          headers: H('en'),
          payload: { name, phone: '+79120000001', slot: 'now', policyConsent: true },
        })
      ).statusCode,
    ).toBe(200);
});
afterAll(async () => app?.close());

const dashboard = async (lang: 'ru' | 'en' = 'en') => {
  const r = await app.inject({ url: '/api/app/v1/backoffice/dashboard', headers: H(lang, manager) });
  expect(r.statusCode, r.body).toBe(200);
  return r.json().data;
};

describe('GET app/v1/backoffice/dashboard', () => {
  it('lists today’s arrivals and departures with the guest and the rooms’ titles in the language asked', async () => {
    const d = await dashboard();
    expect(d.today).toBe('2026-12-01');
    const arrival = d.arrivals.find((a: { id: number }) => a.id === ids.arrival);
    expect(arrival).toMatchObject({ guestName: 'Arrivalova Anna' });
    expect(arrival.objects).toHaveLength(2);
    expect(arrival.objects[0]).toMatch(/^[A-Z0-9]/);
    const departure = d.departures.find((a: { id: number }) => a.id === ids.departure);
    expect(departure).toMatchObject({ guestName: 'Departova Anna' });
    expect(departure.objects).toHaveLength(1);
    expect(d.arrivals.some((a: { id: number }) => a.id === ids.departure)).toBe(false);
    const departureIds = d.departures.map((a: { id: number }) => a.id);
    expect(departureIds).toEqual([...departureIds].sort((a, b) => a - b));
    const ru = await dashboard('ru');
    expect(ru.arrivals.find((a: { id: number }) => a.id === ids.arrival).objects[0]).toMatch(/[А-Яа-я]/);
  });
  it('lists the unpaid booking near its deadline with what is due and the deadline as a server timestamp', async () => {
    const d = await dashboard();
    const u = d.unpaidNearDeadline.find((b: { id: number }) => b.id === ids.unpaid);
    expect(u).toMatchObject({ guestName: 'Unpaidova Anna' });
    expect(u.dueKopecks).toBeGreaterThan(0);
    expect(u.paymentDeadline).toMatch(/^\d{2}:\d{2}:\d{2} \d{2}\.\d{2}\.\d{4}$/);
    expect(d.unpaidNearDeadline.some((b: { id: number }) => b.id === ids.arrival)).toBe(false);
  });
  it('counts the week’s requests and shows the latest newest first', async () => {
    const d = await dashboard();
    expect(d.newRequests.count).toBeGreaterThanOrEqual(2);
    expect(d.newRequests.latest.slice(0, 2).map((r: { name: string }) => r.name)).toEqual([
      'Second caller',
      'First caller',
    ]);
    expect(d.newRequests.latest[0]).toMatchObject({ kind: 'callback', phone: '+79120000001' });
    expect(d.newRequests.latest[0].createdAt).toMatch(/^\d{2}:\d{2}:\d{2} \d{2}\.\d{2}\.\d{4}$/);
  });
  it('counts the paid nights of the month and the next 30 days', async () => {
    const d = await dashboard();
    expect(d.thisMonth.nightsSold).toBeGreaterThanOrEqual(6);
    expect(d.next30.nightsSold).toBeGreaterThanOrEqual(6 + 2);
    expect(d.occupancySeries).toHaveLength(30);
    expect(d.revenueSeries).toHaveLength(6);
  });
  it('reads it all in one statement besides the session', async () => {
    const meter = meterQueries(app.db);
    try {
      await dashboard();
      expect(meter.queries).toBe(2);
    } finally {
      meter.stop();
    }
  });
});
