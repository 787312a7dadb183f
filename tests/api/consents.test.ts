/**
 * Consents as documents (docs/rules.md R21.1–R21.5): every personal-data form refuses to send
 * without its consent (422 under the field, translated) and records one with the version in force,
 * the purpose, the address and the browser after; the person lists and withdraws their own (someone
 * else's → 404); the manager's list is guarded and filters; the check-in retention erases the old rows of
 * `booking_guests`.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { consents } from '../../server/db/schema';
import { purgeCheckInData } from '../../server/jobs/retention';
import { versionOn } from '../../src/domain/consents';
import { H, RELOGIN_CONFIG, TestClock, testApp, type TestApp, bookingBody, freeObjectIds, lastCode } from './helpers';

const clock = new TestClock(new Date('2026-12-01T06:00:00Z'));
let app: FastifyInstance;
let testbed: TestApp;

const post = (url: string, payload: object, tok?: string, lang: 'ru' | 'en' = 'en', ua = 'vitest-agent') =>
  app.inject({ method: 'POST', url: `/api/app/v1/${url}`, headers: { ...H(lang, tok), 'user-agent': ua }, payload });
const get = (url: string, tok?: string) =>
  app.inject({ method: 'GET', url: `/api/app/v1/${url}`, headers: H('en', tok) });

/** The consent rows of a phone or a user, newest first. */
const rowsOf = (where: { phone?: string; userId?: number }) =>
  app.db
    .select()
    .from(consents)
    .where(where.userId ? eq(consents.userId, where.userId) : eq(consents.phone, where.phone!))
    .orderBy(sql`${consents.id} desc`);

beforeAll(async () => {
  testbed = await testApp({ clock, config: RELOGIN_CONFIG });
  app = testbed.app;
}, 60_000);
afterAll(() => testbed.close());

describe('the public forms', () => {
  const forms: [string, string, object][] = [
    ['callback', 'callback', { name: 'Анна', phone: '+79551110001', slot: 'now' }],
    ['feedback', 'feedback', { name: 'Анна', phone: '+79551110002', contactMethod: 'call', rentalType: 'short' }],
    ['question', 'question', { name: 'Анна', phone: '+79551110003', question: 'Есть парковка?' }],
  ];
  it.each(forms)(
    '%s refuses without the consent in both languages and records it with the version after',
    async (url, purpose, body) => {
      const phone = (body as { phone: string }).phone;
      const ru = await post(url, body, undefined, 'ru');
      expect(ru.statusCode).toBe(422);
      expect(ru.json().errors.policyConsent).toEqual(['Необходимо согласие с политикой обработки персональных данных']);
      const en = await post(url, { ...body, policyConsent: false });
      expect(en.json().errors.policyConsent).toEqual(['You must accept the personal data policy']);
      expect(await rowsOf({ phone })).toEqual([]);
      const ok = await post(url, { ...body, policyConsent: true });
      expect(ok.statusCode, ok.body).toBe(200);
      const [row] = await rowsOf({ phone });
      expect(row).toMatchObject({
        kind: 'personal_data',
        version: versionOn('personal_data', '2026-12-01').version,
        purpose,
        userId: null,
        userAgent: 'vitest-agent',
        withdrawnAt: null,
      });
      expect(row!.ip).toBeTruthy();
      expect(row!.givenAt.toISOString()).toBe('2026-12-01T06:00:00.000Z');
    },
  );

  it('feedback records the notifications consent separately, only when ticked', async () => {
    const body = { name: 'Ольга', contactMethod: 'call', rentalType: 'long', policyConsent: true };
    await post('feedback', { ...body, phone: '+79551110004', notificationsConsent: true });
    await post('feedback', { ...body, phone: '+79551110005', notificationsConsent: false });
    expect((await rowsOf({ phone: '+79551110004' })).map((r) => r.kind).sort()).toEqual([
      'notifications',
      'personal_data',
    ]);
    expect((await rowsOf({ phone: '+79551110005' })).map((r) => r.kind)).toEqual(['personal_data']);
  });
});

describe('login, profile, booking, owner and agent applications', () => {
  it('a web login that opens an account refuses without the consent before spending the code; with it, records one', async () => {
    const phone = '+79551110010';
    await post('auth/code', { phone });
    const code = lastCode(app, phone);
    const no = await post('auth/login', { phone, code }, undefined, 'ru');
    expect(no.statusCode).toBe(422);
    expect(no.json().errors.policyConsent).toEqual(['Необходимо согласие с политикой обработки персональных данных']);
    const yes = await post('auth/login', { phone, code, policyConsent: true });
    expect(yes.statusCode, yes.body).toBe(200);
    const userId = yes.json().data.user.id;
    expect((await rowsOf({ userId }))[0]).toMatchObject({ kind: 'personal_data', purpose: 'login', phone });
    // An existing account logs in without it (the mobile app has no box yet, R21.2).
    await post('auth/code', { phone });
    expect((await post('auth/login', { phone, code: lastCode(app, phone) })).statusCode).toBe(200);
  });

  it('a booking refuses without the consent and records it with the booker’s phone', async () => {
    const [objectId] = await freeObjectIds(app, '2027-02-10', '2027-02-12');
    const body = bookingBody(objectId!, '2027-02-10', '2027-02-12', {
      surname: 'Consent',
      name: 'Booker',
      phone: '+79551110020',
    });
    const { policyConsent: _, ...without } = body;
    const no = await post('bookings', without);
    expect(no.statusCode).toBe(422);
    expect(Object.keys(no.json().errors)).toEqual(['policyConsent']);
    const ok = await post('bookings', body);
    expect(ok.statusCode, ok.body).toBe(201);
    expect((await rowsOf({ phone: '+79551110020' }))[0]).toMatchObject({ kind: 'personal_data', purpose: 'booking' });
  });

  it('the profile asks again only after the consent was withdrawn', async () => {
    const tok = await testbed.login('+79551110030');
    const put = (body: object) =>
      app.inject({ method: 'PUT', url: '/api/app/v1/profile', headers: H('en', tok), payload: body });
    expect((await put({ name: 'Вера' })).statusCode).toBe(200);
    const mine = (await get('consents', tok)).json().data.data as { id: number; kind: string }[];
    for (const c of mine) expect((await post(`consents/${c.id}/withdraw`, {}, tok)).statusCode).toBe(200);
    const no = await put({ name: 'Вера' });
    expect(no.statusCode).toBe(422);
    expect(no.json().errors.policyConsent).toEqual(['You must accept the personal data policy']);
    expect((await put({ name: 'Вера', policyConsent: true })).statusCode).toBe(200);
    const after = (await get('consents?kind=personal_data', tok)).json().data.data;
    expect(after[0]).toMatchObject({ purpose: 'profile', withdrawnAt: null });
  });

  it('the owner’s room application and the agent proxy refuse without the consent (422 under the field)', async () => {
    const owner = await testbed.login('owner');
    const room = await post(
      'owner-rooms',
      { ownerName: 'Иванов И. И.', buildingId: 1, floor: 2, number: '1', area: 30, rooms: 1 },
      owner,
      'ru',
    );
    expect(room.statusCode).toBe(422);
    expect(room.json().errors.policyConsent).toEqual(['Необходимо согласие с политикой обработки персональных данных']);
    const agent = await post('agents', { phone: '+79551110040' }, owner);
    expect(agent.statusCode).toBe(422);
    expect(agent.json().errors.policyConsent).toEqual(['You must accept the personal data policy']);
  });
});

describe('my consents', () => {
  it('lists the caller’s own, withdraws once, and someone else’s is 404', async () => {
    const a = await testbed.login('+79551110050');
    const b = await testbed.login('+79551110051');
    const list = await get('consents', a);
    expect(list.statusCode).toBe(200);
    const [mine] = list.json().data.data;
    expect(mine).toMatchObject({ kind: 'personal_data', version: 1, purpose: 'login', withdrawnAt: null });
    expect((await post(`consents/${mine.id}/withdraw`, {}, b)).statusCode).toBe(404);
    const w = await post(`consents/${mine.id}/withdraw`, {}, a);
    expect(w.statusCode).toBe(200);
    expect(w.json().data.withdrawnAt).toBe('06:00:00 01.12.2026');
    expect((await post(`consents/${mine.id}/withdraw`, {}, a)).json().data.withdrawnAt).toBe('06:00:00 01.12.2026');
    expect((await get('consents')).statusCode).toBe(401);
    expect((await post('consents/999999/withdraw', {}, a, 'ru')).json().message).toBe('Согласие не найдено');
  });

  it('the demo guest has consents in both states (server/db/seed/consents.ts)', async () => {
    const tok = await testbed.login('guest');
    const rows = (await get('consents', tok)).json().data.data as { kind: string; withdrawnAt: string | null }[];
    expect(rows.find((r) => r.kind === 'notifications')?.withdrawnAt).toBeTruthy();
    expect(rows.find((r) => r.kind === 'cross_border')?.withdrawnAt).toBeNull();
    expect(rows.some((r) => r.kind === 'personal_data' && !r.withdrawnAt)).toBe(true);
  });

  it('deleting the account withdraws its consents and drops their phone', async () => {
    const phone = '+79551110060';
    const tok = await testbed.login(phone);
    await post('account/deletion/code', {}, tok);
    const del = await app.inject({
      method: 'DELETE',
      url: '/api/app/v1/account',
      headers: H('en', tok),
      payload: { code: lastCode(app, phone) },
    });
    expect(del.statusCode, del.body).toBe(200);
    const rows = await app.db.select().from(consents).where(eq(consents.purpose, 'login'));
    const mine = rows.filter((r) => r.phone === phone);
    expect(mine).toEqual([]);
    expect(rows.filter((r) => r.userId && !r.phone).every((r) => r.withdrawnAt)).toBe(true);
  });

  it('gives the cross-border consent outside a form (push)', async () => {
    const tok = await testbed.login('+79551110052');
    const r = await post('consents', { kind: 'cross_border', accepted: true }, tok);
    expect(r.statusCode, r.body).toBe(201);
    expect(r.json().data).toMatchObject({ kind: 'cross_border', purpose: 'push', version: 1 });
    expect((await post('consents', { kind: 'personal_data', accepted: true }, tok)).statusCode).toBe(422);
  });
});

describe('the back office', () => {
  it('lists every record of the company for a manager, filtered; 403 for others, 401 anonymous', async () => {
    const manager = await testbed.login('manager');
    const guest = await testbed.login('guest');
    expect((await get('backoffice/consents', guest)).statusCode).toBe(403);
    expect((await get('backoffice/consents')).statusCode).toBe(401);
    const all = await get('backoffice/consents?_start=0&_end=100', manager);
    expect(all.statusCode).toBe(200);
    expect(all.json().data.total).toBeGreaterThan(5);
    const byPhone = (await get('backoffice/consents?q=79551110004', manager)).json().data.data;
    expect(byPhone.map((r: { kind: string }) => r.kind).sort()).toEqual(['notifications', 'personal_data']);
    expect(byPhone[0]).toMatchObject({ phone: '+79551110004', userId: null, userAgent: 'vitest-agent' });
    const withdrawn = (await get('backoffice/consents?state=withdrawn', manager)).json().data.data;
    expect(withdrawn.length).toBeGreaterThan(0);
    expect(withdrawn.every((r: { withdrawnAt: string | null }) => r.withdrawnAt)).toBe(true);
    const none = (await get('backoffice/consents?givenAt_gte=2027-01-01', manager)).json().data;
    expect(none.total).toBe(0);
    const day = (
      await get('backoffice/consents?givenAt_gte=2026-12-01&givenAt_lte=2026-12-01&kind=notifications', manager)
    ).json().data;
    expect(day.data.every((r: { kind: string }) => r.kind === 'notifications')).toBe(true);
    expect(day.total).toBeGreaterThan(0);
  });
});

describe('check-in retention (R21.5)', () => {
  it('erases the check-in rows of stays that checked out before the cutoff, and keeps the booking', async () => {
    const count = async () =>
      Number(((await app.db.execute(sql`select count(*)::int as n from booking_guests`)).rows[0] as { n: number }).n);
    const [old] = (await app.db.execute(sql`select id from bookings order by check_out asc limit 1`)).rows as {
      id: number;
    }[];
    const [late] = (await app.db.execute(sql`select id from bookings order by check_out desc limit 1`)).rows as {
      id: number;
    }[];
    await app.db.execute(
      sql`insert into booking_guests (company_id, booking_id, guest_index, identity, "foreign")
          values (1, ${old!.id}, 99, 'v1.x.x.x', false), (1, ${late!.id}, 99, 'v1.x.x.x', false)`,
    );
    const before = await count();
    const [{ co }] = (await app.db.execute(sql`select check_out::text as co from bookings where id = ${old!.id}`))
      .rows as { co: string }[];
    // Strictly before the cutoff: on the oldest stay's own check-out day nothing goes yet.
    expect(await purgeCheckInData(app.db, co)).toBe(0);
    expect(await purgeCheckInData(app.db, '2100-01-01')).toBe(before);
    expect(await purgeCheckInData(app.db, '2100-01-01')).toBe(0);
    expect((await app.db.execute(sql`select id from bookings where id = ${old!.id}`)).rows).toHaveLength(1);
  });
});
