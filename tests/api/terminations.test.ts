/**
 * A termination of the MC's management (docs/rules.md R4.11, R12.11): once approved, the nights
 * from its acceptance date on leave public sale (earlier ones stay bookable); the daily job does
 * nothing before the date, and on the date ends the agreement once — the room becomes
 * self-administered, leaves the MC's pool, and the owner is told once; a later connection puts
 * the nights back on sale.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { DEMO_USERS } from '../../server/db/seed';
import { applications, notifications, objects } from '../../server/db/schema';
import { applyTerminations } from '../../server/jobs/terminations';
import { H, login, TestClock, testApp, type TestApp, freeObjectIds, postBooking } from './helpers';

const clock = new TestClock(new Date('2026-12-01T06:00:00Z'));
let app: FastifyInstance;
let testbed: TestApp;
let manager: string;
let guest: string;
let room: number;
let termId: number;
const v1 = '/api/app/v1';

const search = (checkIn: string, checkOut: string) => freeObjectIds(app, checkIn, checkOut);
const book = (checkIn: string, checkOut: string) =>
  postBooking(app, guest, room, checkIn, checkOut, {
    surname: 'T',
    name: 'T',
    phone: '+79120000000',
    email: 't@example.com',
  });
const pool = async () =>
  (
    (await app.inject({ url: `${v1}/backoffice/pool?_end=100`, headers: H('en', manager) })).json().data.data as {
      id: number;
    }[]
  ).map((p) => p.id);
const room$ = async () => (await app.db.select().from(objects).where(eq(objects.id, room)))[0];
const notes = async (ownerId: number) =>
  (await app.db.select().from(notifications).where(eq(notifications.userId, ownerId))).filter((n) =>
    n.title.en.startsWith('Management of room'),
  );

beforeAll(async () => {
  testbed = await testApp({
    clock,
  });
  app = testbed.app;
  manager = await login(app, DEMO_USERS.manager);
  guest = await login(app);
  const [t] = await app.db
    .select()
    .from(applications)
    .where(and(eq(applications.kind, 'terminate'), eq(applications.status, 'under_consideration')));
  termId = t.id;
  room = t.objectId!;
}, 60_000);
afterAll(async () => testbed?.close());

describe('a termination of the MC’s management (R4.11, R12.11)', () => {
  const date = '2027-02-09'; // the demo notice: today + 70 days

  it('once approved, nights from the acceptance date leave sale; earlier ones stay', async () => {
    expect((await app.db.select().from(applications).where(eq(applications.id, termId)))[0].payload).toMatchObject({
      desiredDate: date,
    });
    expect(await search('2027-02-10', '2027-02-12')).toContain(room);
    const ok = await app.inject({
      method: 'POST',
      url: `${v1}/backoffice/applications/${termId}/approve`,
      headers: H('en', manager),
      payload: {},
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(await search('2027-02-10', '2027-02-12')).not.toContain(room);
    expect(await search('2027-02-07', '2027-02-10')).not.toContain(room);
    expect(await search('2027-02-06', '2027-02-09')).toContain(room);
    expect((await book('2027-02-08', '2027-02-10')).statusCode).toBe(409);
    expect((await book('2027-02-06', '2027-02-09')).statusCode).toBe(201);
    const nights = (
      await app.inject({ url: `${v1}/objects/${room}/availability?from=2027-02-07&to=2027-02-11`, headers: H() })
    ).json().data.bookedNights;
    expect(nights).toEqual(['2027-02-07', '2027-02-08', '2027-02-09', '2027-02-10', '2027-02-11']);
  });

  it('the job does nothing before the date, and on it switches the room once and tells the owner once', async () => {
    const { ownerId, mcAgreementNo } = await room$();
    expect(mcAgreementNo).toBeTruthy();
    clock.current = new Date('2027-02-08T18:00:00Z'); // 23:00 in the complex (UTC+5): still the 8th
    manager = await login(app, DEMO_USERS.manager); // the session of December has expired
    expect(await applyTerminations(app)).toEqual([]);
    expect((await room$()).management).toBe('mc');
    expect(await pool()).toContain(room);
    expect(await notes(ownerId!)).toHaveLength(0);

    clock.current = new Date('2027-02-09T06:00:00Z');
    const [a, b] = await Promise.all([applyTerminations(app), applyTerminations(app)]);
    expect([...a, ...b]).toEqual([room]);
    expect(await applyTerminations(app)).toEqual([]);
    expect(await room$()).toMatchObject({ management: 'self', mcAgreementNo: null, serviceAgreementNo: null });
    expect(await pool()).not.toContain(room);
    const sent = await notes(ownerId!);
    expect(sent).toHaveLength(1);
    expect(sent[0].title).toEqual({
      ru: `Управление комнатой ${(await room$()).number} прекращено`,
      en: `Management of room ${(await room$()).number} has ended`,
    });
    expect(sent[0].body.en).toContain(mcAgreementNo);
    expect((await app.db.select().from(applications).where(eq(applications.id, termId)))[0].payload).toMatchObject({
      effectedOn: '2027-02-09',
      endedAgreements: [mcAgreementNo, expect.stringMatching(/^ДО-/)],
    });
    // After the date the MC does not sell its nights.
    expect(await search('2027-02-20', '2027-02-22')).not.toContain(room);
  });

  it('connecting again puts the nights back on sale', async () => {
    const [conn] = await app.db
      .insert(applications)
      .values({
        companyId: 1,
        kind: 'connect',
        objectId: room,
        applicantId: (await room$()).ownerId!,
        payload: {},
        createdAt: clock.now(),
      })
      .returning();
    expect(
      (
        await app.inject({
          method: 'POST',
          url: `${v1}/backoffice/applications/${conn.id}/approve`,
          headers: H('en', manager),
          payload: {},
        })
      ).statusCode,
    ).toBe(200);
    expect((await room$()).management).toBe('mc');
    expect(await search('2027-02-20', '2027-02-22')).toContain(room);
    expect(await applyTerminations(app)).toEqual([]);
  });
});
