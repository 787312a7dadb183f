/**
 * The availability engine (docs/rules.md R4.4, R4.8, R4.10): a night inside a lease is not in the
 * search, shows in the object's booked nights and cannot be booked (409, translated), exactly like
 * a booked night; the night after the lease's end is bookable; an early end frees the nights from
 * the move-out on; today's state of a leased room is booked.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { DEMO_USERS } from '../../server/db/seed';
import { leases } from '../../server/db/schema';
import { H, login, TestClock, testApp, type TestApp, freeObjectIds, postBooking } from './helpers';

const clock = new TestClock(new Date('2026-12-01T06:00:00Z'));
let app: FastifyInstance;
let testbed: TestApp;
let manager: string;
let guest: string;
const ROOM = 20;
const v1 = '/api/app/v1';

const search = (checkIn: string, checkOut: string) => freeObjectIds(app, checkIn, checkOut);
const nights = async (id: number, from: string, to: string) =>
  (await app.inject({ url: `${v1}/objects/${id}/availability?from=${from}&to=${to}`, headers: H() })).json().data
    .bookedNights as string[];
const book = (checkIn: string, checkOut: string, lang: 'ru' | 'en' = 'en', objectId = ROOM) =>
  postBooking(
    app,
    guest,
    objectId,
    checkIn,
    checkOut,
    { surname: 'T', name: 'T', phone: '+79120000000', email: 't@example.com' },
    lang,
  );

beforeAll(async () => {
  testbed = await testApp({
    clock,
  });
  app = testbed.app;
  manager = await login(app, DEMO_USERS.manager);
  guest = await login(app);
});
afterAll(async () => testbed?.close());

describe('leases in the availability engine (R4.10)', () => {
  let leaseId: number;

  it('a leased night is not in the search, is in the booked nights, and booking it answers 409', async () => {
    const r = await app.inject({
      method: 'POST',
      url: `${v1}/backoffice/rents`,
      headers: H('en', manager),
      payload: {
        objectId: ROOM,
        phone: '+79557770011',
        startDate: '2027-02-01',
        endDate: '2027-03-01',
        monthlyRentKopecks: 2_000_000,
      },
    });
    expect(r.statusCode).toBe(201);
    leaseId = r.json().data.id;

    expect(await search('2027-02-10', '2027-02-12')).not.toContain(ROOM);
    expect(await search('2027-01-29', '2027-02-02')).not.toContain(ROOM);
    // The lease's end date is exclusive, like a check-out: its night is free.
    expect(await search('2027-03-01', '2027-03-03')).toContain(ROOM);
    expect(await search('2027-01-20', '2027-02-01')).toContain(ROOM);

    const n = await nights(ROOM, '2027-01-30', '2027-03-02');
    expect(n).toContain('2027-02-01');
    expect(n).toContain('2027-02-28');
    expect(n).not.toContain('2027-01-31');
    expect(n).not.toContain('2027-03-01');
    expect(n).toHaveLength(28);

    const en = await book('2027-02-27', '2027-03-02');
    expect(en.statusCode).toBe(409);
    expect(en.json().message).toBe('This room is already booked for these dates. Choose other dates');
    const ru = await book('2027-02-05', '2027-02-06', 'ru');
    expect(ru.statusCode).toBe(409);
    expect(ru.json().message).toBe('Объект уже забронирован на эти даты. Выберите другие даты');
    expect((await book('2027-03-01', '2027-03-03')).statusCode).toBe(201);
    expect((await book('2027-01-29', '2027-02-01')).statusCode).toBe(201);
  });

  it('an early end frees the nights from the move-out on', async () => {
    await app.db.update(leases).set({ endedEarlyOn: '2027-02-15' }).where(eq(leases.id, leaseId));
    expect(await search('2027-02-15', '2027-02-17')).toContain(ROOM);
    expect(await search('2027-02-14', '2027-02-16')).not.toContain(ROOM);
    const n = await nights(ROOM, '2027-02-13', '2027-02-16');
    expect(n).toEqual(['2027-02-13', '2027-02-14']);
    expect((await book('2027-02-14', '2027-02-15')).statusCode).toBe(409);
    expect((await book('2027-02-15', '2027-02-18')).statusCode).toBe(201);
  });

  it('a room leased tonight is booked in its detail; the demo tenant’s room is out of the search', async () => {
    const [demo] = await app.db.select().from(leases).orderBy(leases.id).limit(1);
    const detail = (await app.inject({ url: `${v1}/objects/${demo.objectId}`, headers: H() })).json().data;
    expect(detail.state).toBe('booked');
    expect(await search('2026-12-10', '2026-12-12')).not.toContain(demo.objectId);
    expect((await book('2026-12-10', '2026-12-12', 'en', demo.objectId)).statusCode).toBe(409);
  });
});

describe('the search answer, compressed in one call (server/sync-compress.ts)', () => {
  it('is the same JSON in br, gzip and identity, with Vary', async () => {
    const url = `${v1}/objects?checkIn=2027-04-01&checkOut=2027-04-03&adults=1&_end=12`;
    const plain = await app.inject({ url, headers: H() });
    expect(plain.headers['content-encoding']).toBeUndefined();
    const br = await app.inject({ url, headers: { ...H(), 'accept-encoding': 'br, gzip' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(String(br.headers.vary)).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gz = await app.inject({ url, headers: { ...H(), 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
    const none = await app.inject({ url, headers: { ...H(), 'accept-encoding': 'identity' } });
    expect(none.body).toBe(plain.body);
  });
});
