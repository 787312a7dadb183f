/**
 * Owner rooms and applications (docs/rules.md R12.1, R12.2, R12.5–R12.7, R4.8): the demo owner's
 * seeded rooms, another owner's room 404, a room application without the required scans 422,
 * approved once by the manager (the room becomes the owner's, the owner is told), its scans open
 * for the company's managers only (R3.7), connecting to
 * the MC assigns agreement numbers, a termination date earlier than the notice 422 translated,
 * and an owner's blocked night makes the room unavailable in the public search.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { DEMO_USERS } from '../../server/db/seed';
import { applications, companies, users } from '../../server/db/schema';
import { addDaysIso } from '../../src/domain/datetime';
import { H, TestClock, testApp, type TestApp, bookingBody, postUpload, RELOGIN_CONFIG } from './helpers';

const clock = new TestClock(new Date('2026-12-01T06:00:00Z'));
const TODAY = '2026-12-01';
let app: FastifyInstance;
let testbed: TestApp;
let owner = '';
let manager = '';
let guest = '';

const call = (
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  tok: string,
  payload?: object,
  lang: 'ru' | 'en' = 'en',
) => app.inject({ method, url: `/api/app/v1/${url}`, headers: H(lang, tok), ...(payload ? { payload } : {}) });

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
async function upload(tok: string): Promise<{ id: string; name: string }> {
  const r = await postUpload(app, H('en', tok), { name: 'scan.png', mime: 'image/png', body: PNG });
  expect(r.statusCode, r.body).toBe(201);
  return r.json().data;
}

beforeAll(async () => {
  testbed = await testApp({
    config: RELOGIN_CONFIG,
    clock,
  });
  app = testbed.app;
  owner = await testbed.login(DEMO_USERS.owner, { owner: true });
  manager = await testbed.login(DEMO_USERS.manager);
  guest = await testbed.login('+79551239901');
}, 60_000);
afterAll(async () => testbed?.close());

type Room = {
  id: number;
  number: string;
  management: string;
  mcAgreementNo: string | null;
  openApplications: { kind: string }[];
};
const rooms = async (tok = owner): Promise<Room[]> => (await call('GET', 'owner-rooms', tok)).json().data.data;

describe('the demo owner', () => {
  it('has four rooms: two under the MC with agreements, one with a connect request, one with a termination notice', async () => {
    const list = await rooms();
    expect(list).toHaveLength(4);
    expect(list.filter((r) => r.management === 'mc' && r.mcAgreementNo)).toHaveLength(2);
    expect(list.flatMap((r) => r.openApplications.map((a) => a.kind)).sort()).toEqual(['connect', 'terminate']);
    // The leases seed put a tenant into the self-administered room (R12.4).
    expect(
      (list as (Room & { tenant: string | null })[]).find((r) => r.management === 'self' && !r.openApplications.length)
        ?.tenant,
    ).toBe('Смирнова Анна');
    const mc = list.find((r) => r.management === 'mc' && !r.openApplications.length)!;
    const d = (await call('GET', `owner-rooms/${mc.id}`, owner)).json().data;
    expect(d.stays).toHaveLength(1);
    const apps = (await call('GET', 'applications?kind=room', owner)).json().data.data;
    expect(apps.map((a: { status: string }) => a.status).sort()).toEqual(['rejected', 'under_consideration']);
  });
});

describe('scoping and roles', () => {
  it('another owner gets 404 for the demo owner’s room; a guest session gets 403', async () => {
    const [room] = await rooms();
    const other = await testbed.login('+79551239902', { owner: true });
    expect(await rooms(other)).toEqual([]);
    const r = await call('GET', `owner-rooms/${room.id}`, other, undefined, 'ru');
    expect(r.statusCode).toBe(404);
    expect(r.json().message).toBe('Помещение не найдено');
    expect(
      (await call('POST', `owner-rooms/${room.id}/control-termination`, other, { date: '2027-12-01', confirm: true }))
        .statusCode,
    ).toBe(404);
    expect((await call('GET', 'owner-rooms', guest)).statusCode).toBe(403);
  });
});

describe('adding a room', () => {
  const details = {
    ownerName: 'Иванов Иван Иванович',
    buildingId: 1,
    floor: 7,
    number: '7777',
    area: 40.5,
    rooms: 1,
    policyConsent: true,
  };
  it('without the required scans answers 422 naming each, in the caller’s language', async () => {
    const r = await call('POST', 'owner-rooms', owner, details, 'ru');
    expect(r.statusCode).toBe(422);
    const errors = r.json().errors;
    expect(errors.titleDocument[0]).toBe('Приложите скан правоустанавливающего документа');
    expect(Object.keys(errors).sort()).toEqual(['passportMain', 'passportRegistration', 'titleDocument']);
    // Someone else's upload does not count.
    const foreign = await upload(guest);
    const r2 = await call('POST', 'owner-rooms', owner, {
      ...details,
      titleDocument: [foreign],
      passportMain: [foreign],
      passportRegistration: [foreign],
    });
    expect(r2.statusCode).toBe(422);
    expect(r2.json().errors.passportMain[0]).toBe("Attach the scan of the passport's first page");
  });

  it('with scans becomes an application; the manager approves it once; the room is the owner’s', async () => {
    const [a, b, c] = [await upload(owner), await upload(owner), await upload(owner)];
    const r = await call('POST', 'owner-rooms', owner, {
      ...details,
      titleDocument: [a],
      passportMain: [b],
      passportRegistration: [c],
    });
    expect(r.statusCode, r.body).toBe(201);
    const appl = r.json().data;
    expect(appl).toMatchObject({ kind: 'room', status: 'under_consideration', objectId: null });
    expect(appl.files).toHaveLength(3);
    expect((await rooms()).some((x) => x.number === '7777')).toBe(false);
    // The owner cannot decide; the manager sees it in the inbox.
    expect((await call('POST', `backoffice/applications/${appl.id}/approve`, owner, {})).statusCode).toBe(403);
    const inbox = (await call('GET', 'backoffice/applications?kind=room&status=under_consideration', manager)).json()
      .data.data;
    expect(inbox.map((x: { id: number }) => x.id)).toContain(appl.id);
    const ok = await call('POST', `backoffice/applications/${appl.id}/approve`, manager, {});
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data.status).toBe('approved');
    const again = await call('POST', `backoffice/applications/${appl.id}/reject`, manager, { reason: 'late' });
    expect(again.statusCode).toBe(409);
    const mine = (await rooms()).find((x) => x.number === '7777');
    expect(mine).toMatchObject({ management: 'self', mcAgreementNo: null });
    // The owner was told, in both languages.
    const notes = (await call('GET', 'push', owner)).json().data.data as { title: string }[];
    expect(notes.some((n) => n.title.includes(`No. ${appl.id} approved`))).toBe(true);
    // The change is audited.
    const audit = (await call('GET', 'backoffice/audit?entity=applications', manager)).json().data.data as {
      action: string;
      entityId: number;
    }[];
    expect(audit.some((x) => x.entityId === appl.id && x.action === 'approve')).toBe(true);
  });

  it('the manager opens the scans the application cites; other roles 403, another company or another file 404', async () => {
    const [a, b, c] = [await upload(owner), await upload(owner), await upload(owner)];
    const appl = (
      await call('POST', 'owner-rooms', owner, {
        ...details,
        number: '7779',
        titleDocument: [a],
        passportMain: [b],
        passportRegistration: [c],
      })
    ).json().data;
    const shown = (await call('GET', `backoffice/applications/${appl.id}`, manager)).json().data.files as {
      id: string;
      kind: string;
    }[];
    expect(shown.map((f) => f.kind).sort()).toEqual(['passportMain', 'passportRegistration', 'titleDocument']);
    const file = await call('GET', `backoffice/applications/${appl.id}/files/${a.id}`, manager);
    expect(file.statusCode, file.body).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.headers['content-disposition']).toMatch(/^inline; filename="scan\.png"/);
    expect(file.rawPayload.equals(PNG)).toBe(true);
    // The applicant and a guest are not the back office; anonymous callers log in first.
    expect((await call('GET', `backoffice/applications/${appl.id}/files/${a.id}`, owner)).statusCode).toBe(403);
    expect((await call('GET', `backoffice/applications/${appl.id}/files/${a.id}`, guest)).statusCode).toBe(403);
    expect(
      (await app.inject({ url: `/api/app/v1/backoffice/applications/${appl.id}/files/${a.id}`, headers: H() }))
        .statusCode,
    ).toBe(401);
    // A file the application does not cite (someone's upload), and a bad id.
    const foreign = await upload(guest);
    const notCited = await call(
      'GET',
      `backoffice/applications/${appl.id}/files/${foreign.id}`,
      manager,
      undefined,
      'ru',
    );
    expect(notCited.statusCode).toBe(404);
    expect(notCited.json().message).toBe('Файл не найден');
    expect((await call('GET', `backoffice/applications/${appl.id}/files/not-a-uuid`, manager)).statusCode).toBe(422);
    // Another company's application citing the same file is not this manager's.
    const [mine] = await app.db.select().from(companies).where(eq(companies.id, 1));
    const [other] = await app.db
      .insert(companies)
      .values({ ...mine, id: 78, name: { ru: 'Другая УК', en: 'Other MC' } })
      .returning();
    const [person] = await app.db.insert(users).values({ companyId: other.id, phone: '+79551239978' }).returning();
    const [theirs] = await app.db
      .insert(applications)
      .values({ companyId: other.id, kind: 'room', applicantId: person.id, payload: {}, uploadIds: [a.id] })
      .returning();
    expect((await call('GET', `backoffice/applications/${theirs.id}/files/${a.id}`, manager)).statusCode).toBe(404);
  });

  it('a rejection carries the reason the owner sees', async () => {
    const [a, b, c] = [await upload(owner), await upload(owner), await upload(owner)];
    const appl = (
      await call('POST', 'owner-rooms', owner, {
        ...details,
        number: '7778',
        titleDocument: [a],
        passportMain: [b],
        passportRegistration: [c],
      })
    ).json().data;
    expect((await call('POST', `backoffice/applications/${appl.id}/reject`, manager, { reason: '' })).statusCode).toBe(
      422,
    );
    expect(
      (await call('POST', `backoffice/applications/${appl.id}/reject`, manager, { reason: 'Scan unreadable' }))
        .statusCode,
    ).toBe(200);
    expect((await call('GET', `applications/${appl.id}`, owner)).json().data).toMatchObject({
      status: 'rejected',
      reason: 'Scan unreadable',
    });
  });
});

describe('management by the MC', () => {
  it('connecting: approved by the manager, the room gets agreement numbers and enters the pool', async () => {
    const room = (await rooms()).find((x) => x.number === '7777')!;
    const r = await call('POST', `owner-rooms/${room.id}/connect-to-control`, owner);
    expect(r.statusCode, r.body).toBe(201);
    expect((await call('POST', `owner-rooms/${room.id}/connect-to-control`, owner)).statusCode).toBe(409);
    expect((await call('POST', `backoffice/applications/${r.json().data.id}/approve`, manager, {})).statusCode).toBe(
      200,
    );
    const after = (await rooms()).find((x) => x.id === room.id)!;
    expect(after.management).toBe('mc');
    expect(after.mcAgreementNo).toMatch(/^ДУ-2026\/\d{5}$/);
    const pool = (await call('GET', 'backoffice/pool?_end=100', manager)).json().data.data as {
      id: number;
      mcAgreementNo: string;
    }[];
    expect(pool.find((p) => p.id === room.id)?.mcAgreementNo).toBe(after.mcAgreementNo);
  });

  it('termination: a date earlier than the notice answers 422 translated; the earliest allowed is accepted', async () => {
    const room = (await rooms()).find((x) => x.number === '7777')!;
    const early = await call(
      'POST',
      `owner-rooms/${room.id}/control-termination`,
      owner,
      { date: addDaysIso(TODAY, 59), confirm: true },
      'ru',
    );
    expect(early.statusCode).toBe(422);
    expect(early.json().errors.date[0]).toBe(
      'Дата приёмки должна быть не раньше 30.01.2027: не менее 60 дней после уведомления',
    );
    const earlyEn = await call('POST', `owner-rooms/${room.id}/control-termination`, owner, {
      date: addDaysIso(TODAY, 59),
      confirm: true,
    });
    expect(earlyEn.json().errors.date[0]).toContain('30.01.2027');
    const ok = await call('POST', `owner-rooms/${room.id}/control-termination`, owner, {
      date: addDaysIso(TODAY, 60),
      confirm: true,
    });
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json().data.payload).toMatchObject({ notifiedOn: TODAY, desiredDate: '2027-01-30', noticeDays: 60 });
  });

  it('owner stays: a blocked night makes the room unavailable in the public search and for booking; the cap holds', async () => {
    const room = (await rooms()).find((x) => x.number === '7777')!;
    // An approved new room has no price: give it one so the search lists it.
    const { db } = app;
    const { objects } = await import('../../server/db/schema');
    const { eq } = await import('drizzle-orm');
    await db.update(objects).set({ priceKopecks: 500_000 }).where(eq(objects.id, room.id));
    const search = async (from: string, to: string) =>
      (
        (
          await app.inject({
            url: `/api/app/v1/objects?checkIn=${from}&checkOut=${to}&adults=1&_end=1000&buildingId=1`,
            headers: H(),
          })
        ).json().data.data as { id: number }[]
      ).map((o) => o.id);
    await new Promise((r) => setTimeout(r, 5_100)); // the search catalogue is read every 5 s
    expect(await search('2026-12-20', '2026-12-22')).toContain(room.id);
    const blocked = await call('POST', `owner-rooms/${room.id}/stays`, owner, {
      checkIn: '2026-12-21',
      checkOut: '2026-12-24',
    });
    expect(blocked.statusCode, blocked.body).toBe(200);
    expect(await search('2026-12-20', '2026-12-22')).not.toContain(room.id);
    expect(await search('2026-12-24', '2026-12-26')).toContain(room.id);
    const nights = (
      await app.inject({
        url: `/api/app/v1/objects/${room.id}/availability?from=2026-12-20&to=2026-12-25`,
        headers: H(),
      })
    ).json();
    expect(nights.data.bookedNights).toEqual(['2026-12-21', '2026-12-22', '2026-12-23']);
    const book = await app.inject({
      method: 'POST',
      url: '/api/app/v1/bookings',
      headers: H('en', guest),
      payload: bookingBody(room.id, '2026-12-22', '2026-12-23', {
        surname: 'T',
        name: 'T',
        phone: '+79120000000',
        email: 't@example.com',
      }),
    });
    expect(book.statusCode, book.body).toBe(409);
    // Over the yearly cap: 31 nights in 2027; 30 are allowed.
    const cap = await call(
      'POST',
      `owner-rooms/${room.id}/stays`,
      owner,
      { checkIn: '2027-01-02', checkOut: '2027-02-02' },
      'ru',
    );
    expect(cap.statusCode).toBe(422);
    expect(cap.json().errors.checkOut[0]).toContain('Не более 30 ночей');
    expect(
      (await call('POST', `owner-rooms/${room.id}/stays`, owner, { checkIn: '2027-01-02', checkOut: '2027-02-01' }))
        .statusCode,
    ).toBe(200);
  }, 20_000);
});
