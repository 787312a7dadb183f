/**
 * The online check-in through the API (docs/rules.md R20.2, R20.3): the booker's view and saves of
 * each guest, the formats and ages refused with translated field errors, someone else's booking
 * 404, the data sealed in the database, the shared link (hashed, replaced, no saved data shown),
 * the booking's counter, and the reminder two days before arrival, once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { bookingGuests, checkInLinks, consents, notifications, objects } from '../../server/db/schema';
import { remindCheckIns } from '../../server/jobs/check-in';
import { bookingBody, freeObjectIds, H, testApp, testClock, uploadPdf, type TestApp } from './helpers';

let t: TestApp;
let guest: string;
let owner: string;
let bookingId: number;
const CHECK_IN = '2026-12-30';

const russian = {
  surname: 'Иванов',
  name: 'Иван',
  patronymic: 'Петрович',
  birthDate: '1985-03-15',
  sex: 'male',
  citizenship: 'RU',
  documentType: 'ru_passport',
  documentSeries: '65 12',
  documentNumber: '345678',
  documentIssuer: 'ГУ МВД России по Свердловской области',
  documentIssuedOn: '2015-04-01',
  registrationAddress: 'г. Екатеринбург, ул. Ленина, д. 1, кв. 2',
  checkInConsent: true,
};
const foreigner = {
  surname: 'SMITH',
  name: 'JOHN',
  birthDate: '1990-07-01',
  sex: 'male',
  birthPlace: 'United Kingdom, London',
  citizenship: 'GB',
  documentType: 'foreign_passport',
  documentNumber: '123456789',
  documentIssuedOn: '2020-01-10',
  migrationCardSeries: '4617',
  migrationCardNumber: '1234567',
  visaNumber: '123456789',
  visaValidUntil: '2027-03-01',
  visitPurpose: 'tourism',
  checkInConsent: true,
};
const child = {
  surname: 'Иванова',
  name: 'Мария',
  birthDate: '2019-05-20',
  sex: 'female',
  citizenship: 'RU',
  documentType: 'birth_certificate',
  documentSeries: 'IV-АИ',
  documentNumber: '654321',
  registrationAddress: 'г. Екатеринбург, ул. Ленина, д. 1, кв. 2',
  checkInConsent: true,
};

const put = (index: number, body: object, tok = guest, lang: 'ru' | 'en' = 'en', id = bookingId) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/app/v1/bookings/${id}/check-in/${index}`,
    headers: H(lang, tok),
    payload: body,
  });
const view = (tok = guest, id = bookingId) =>
  t.app.inject({ url: `/api/app/v1/bookings/${id}/check-in`, headers: H('en', tok) });

beforeAll(async () => {
  t = await testApp({ clock: testClock(Date.parse('2026-11-28T09:00:00Z')) });
  guest = await t.login('guest');
  owner = await t.login('owner');
  const free = new Set(await freeObjectIds(t.app, CHECK_IN, '2027-01-03'));
  const [apartment] = (
    await t.db.db.select({ id: objects.id, kind: objects.kind, capacity: objects.capacity }).from(objects)
  ).filter((o) => o.kind === 'apartment' && o.capacity >= 3 && free.has(o.id));
  const r = await t.app.inject({
    method: 'POST',
    url: '/api/app/v1/bookings',
    headers: H('en', guest),
    payload: { ...bookingBody(apartment!.id, CHECK_IN, '2027-01-03'), guests: { adults: 2, children: [7] } },
  });
  expect(r.statusCode, r.body).toBe(201);
  bookingId = r.json().data.id;
});
afterAll(() => t.close());

describe('the online check-in of a booking (R20.2)', () => {
  it('lists each guest: two adults, then the child of 7, none filled', async () => {
    const r = await view();
    expect(r.statusCode, r.body).toBe(200);
    const v = r.json().data;
    expect(v.guests.map((g: { kind: string; age: number | null }) => [g.kind, g.age])).toEqual([
      ['adult', null],
      ['adult', null],
      ['child', 7],
    ]);
    expect([v.filled, v.total, v.open]).toEqual([0, 3, true]);
  });

  it("answers 404 for someone else's booking and for a guest beyond the booking's", async () => {
    expect((await view(owner)).statusCode).toBe(404);
    expect((await put(1, russian, owner)).statusCode).toBe(404);
    expect((await put(4, russian)).statusCode).toBe(404);
  });

  it('refuses a wrong passport number under its field, in Russian and in English', async () => {
    const ru = await put(1, { ...russian, documentNumber: '12345' }, guest, 'ru');
    expect(ru.statusCode).toBe(422);
    expect(ru.json().errors.documentNumber).toEqual(['Номер паспорта РФ — 6 цифр']);
    const en = await put(1, { ...russian, documentSeries: '651', documentNumber: '12345' }, guest, 'en');
    expect(en.statusCode).toBe(422);
    expect(en.json().errors).toMatchObject({
      documentNumber: ["A Russian passport's number is 6 digits"],
      documentSeries: ["A Russian passport's series is 4 digits"],
    });
  });

  it("refuses an adult under 18 and a child whose age differs from the booking's", async () => {
    const minor = await put(2, { ...russian, birthDate: '2010-01-01' });
    expect(minor.json().errors.birthDate).toEqual(['An adult guest must be 18 on the check-in day']);
    const older = await put(3, { ...child, birthDate: '2015-05-20' });
    expect(older.json().errors.birthDate).toEqual(['The age on the check-in day differs from the age booked']);
    const foreignNoCard = await put(2, { ...foreigner, migrationCardNumber: null, visitPurpose: null });
    expect(Object.keys(foreignNoCard.json().errors).sort()).toEqual(['migrationCardNumber', 'visitPurpose']);
  });

  it('refuses to save without the check-in consent, and records it with its version when given (R21.2)', async () => {
    const { checkInConsent: _c, ...unticked } = russian;
    const r = await put(1, unticked, guest, 'ru');
    expect(r.statusCode).toBe(422);
    expect(r.json().errors.checkInConsent).toEqual([
      'Необходимо согласие на обработку данных документов для регистрации',
    ]);
    const before = await t.db.db.select().from(consents).where(eq(consents.kind, 'check_in'));
    expect((await put(1, russian)).statusCode).toBe(200);
    const after = await t.db.db.select().from(consents).where(eq(consents.kind, 'check_in'));
    expect(after.length).toBe(before.length + 1);
    expect(after.at(-1)).toMatchObject({ purpose: 'check_in', version: 1, phone: expect.any(String) });
    expect(after.at(-1)!.userId).not.toBeNull();
  });

  it('saves a Russian adult, a foreign adult and the child: 3 of 3, the booking counts them', async () => {
    expect((await put(1, russian)).statusCode).toBe(200);
    expect((await put(2, foreigner)).statusCode).toBe(200);
    const r = await put(3, child);
    expect(r.statusCode, r.body).toBe(200);
    const v = r.json().data;
    expect([v.filled, v.total]).toEqual([3, 3]);
    // Normalised: the series without its space.
    expect(v.guests[0].entry).toMatchObject({ surname: 'Иванов', documentSeries: '6512', documentNumber: '345678' });
    const b = await t.app.inject({ url: `/api/app/v1/bookings/${bookingId}`, headers: H('en', guest) });
    expect(b.json().data.checkInFilled).toBe(3);
    const list = await t.app.inject({ url: '/api/app/v1/bookings?_end=50', headers: H('en', guest) });
    expect(list.json().data.data.find((x: { id: number }) => x.id === bookingId).checkInFilled).toBe(3);
  });

  it('keeps the identity sealed at rest: the row holds no name or document number in clear (R20.3)', async () => {
    const rows = await t.db.db.select().from(bookingGuests).where(eq(bookingGuests.bookingId, bookingId));
    expect(rows).toHaveLength(3);
    const raw = JSON.stringify(rows);
    for (const secret of ['345678', 'Иванов', 'SMITH', '123456789', '654321', 'Ленина'])
      expect(raw).not.toContain(secret);
    expect(rows.find((r) => r.guestIndex === 2)).toMatchObject({ foreign: true, ready: true });
    expect(rows.find((r) => r.guestIndex === 1)).toMatchObject({ foreign: false, ready: true });
  });
});

describe('document scans when the company asks them (R20.2)', () => {
  it('keeps a guest without a scan not ready, counts them once a scan of their own is attached', async () => {
    const manager = await t.login('manager');
    const set = (on: boolean) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/app/v1/backoffice/company',
        headers: H('en', manager),
        payload: { registerNumber: null, checkInScansRequired: on },
      });
    expect((await set(true)).json().data.checkInScansRequired).toBe(true);
    try {
      const saved = (await put(1, russian)).json().data;
      expect(saved.scansRequired).toBe(true);
      expect(saved.guests[0]).toMatchObject({ ready: false, scan: null });
      expect(saved.filled).toBe(2);
      // Someone else's upload is refused under the field.
      const ownersFile = await uploadPdf(t.app, owner);
      const refused = await put(1, { ...russian, scan: { id: ownersFile, name: 'x.pdf' } });
      expect(refused.statusCode).toBe(422);
      expect(refused.json().errors.scan).toEqual(['Attach a file you uploaded']);
      const mine = await uploadPdf(t.app, guest);
      const ok = (await put(1, { ...russian, scan: { id: mine, name: 'passport.pdf' } })).json().data;
      expect(ok.guests[0]).toMatchObject({ ready: true, scan: { id: mine } });
      expect(ok.filled).toBe(3);
      // Saved again without the field: the scan stays.
      expect((await put(1, russian)).json().data.guests[0].scan.id).toBe(mine);
    } finally {
      await set(false);
    }
  });
});

describe('the shared check-in link (R20.2)', () => {
  let token: string;
  const shared = (tok: string) =>
    t.app.inject({ url: `/api/app/v1/check-in?token=${encodeURIComponent(tok)}`, headers: H() });

  it('is created by the booker only, kept hashed, and shows which guests are in without their data', async () => {
    const other = await t.app.inject({
      method: 'POST',
      url: `/api/app/v1/bookings/${bookingId}/check-in/link`,
      headers: H('en', owner),
    });
    expect(other.statusCode).toBe(404);
    const r = await t.app.inject({
      method: 'POST',
      url: `/api/app/v1/bookings/${bookingId}/check-in/link`,
      headers: H('en', guest),
    });
    expect(r.statusCode, r.body).toBe(201);
    token = r.json().data.token;
    const [link] = await t.db.db.select().from(checkInLinks).where(eq(checkInLinks.bookingId, bookingId));
    expect(link!.tokenHash).not.toContain(token);
    const v = (await shared(token)).json().data;
    expect(v.filled).toBe(3);
    expect(v.guests.every((g: { entry: unknown }) => g.entry === null)).toBe(true);
    expect(v.linkExpiresAt).toBeNull();
  });

  it("lets a guest save their own entry without an account, refusing a wrong format in the guest's language", async () => {
    const bad = await t.app.inject({
      method: 'PUT',
      url: '/api/app/v1/check-in/2',
      headers: H('ru'),
      payload: { ...foreigner, documentNumber: 'AB', token, phone: '+7 912 555-00-11' },
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.documentNumber).toEqual(['Номер паспорта — от 5 до 20 латинских букв и цифр']);
    const ok = await t.app.inject({
      method: 'PUT',
      url: '/api/app/v1/check-in/2',
      headers: H('en'),
      payload: { ...foreigner, surname: 'SMYTHE', token, phone: '+7 912 555-00-11' },
    });
    expect(ok.statusCode, ok.body).toBe(200);
    const mine = (await view()).json().data;
    expect(mine.guests[1].entry.surname).toBe('SMYTHE');
    // The guest's consent is recorded by the phone they gave, with no account.
    const [record] = await t.db.db.select().from(consents).where(eq(consents.phone, '+79125550011'));
    expect(record).toMatchObject({ kind: 'check_in', purpose: 'check_in', userId: null });
  });

  it('stops working once replaced, and refuses a made-up token', async () => {
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/app/v1/bookings/${bookingId}/check-in/link`,
      headers: H('en', guest),
    });
    expect((await shared(again.json().data.token)).statusCode).toBe(200);
    const old = await shared(token);
    expect(old.statusCode).toBe(404);
    expect(old.json().message).toMatch(/not valid/);
    expect((await shared('made-up')).statusCode).toBe(404);
  });
});

describe('the reminder two days before arrival (R20.2)', () => {
  it('reminds the booker of a booking with data missing, once, and not one with all guests in', async () => {
    const free = new Set(await freeObjectIds(t.app, '2026-12-01', '2026-12-03'));
    const [apartment] = (await t.db.db.select({ id: objects.id, kind: objects.kind }).from(objects)).filter(
      (o) => o.kind === 'apartment' && free.has(o.id),
    );
    const r = await t.app.inject({
      method: 'POST',
      url: '/api/app/v1/bookings',
      headers: H('en', guest),
      payload: { ...bookingBody(apartment!.id, '2026-12-01', '2026-12-03'), guests: { adults: 1, children: [] } },
    });
    const soon = r.json().data.id;
    const now = new Date('2026-11-29T06:00:00Z');
    const first = await remindCheckIns(t.app, now);
    expect(first).toContain(soon);
    expect(first).not.toContain(bookingId);
    expect(await remindCheckIns(t.app, now)).not.toContain(soon);
    const notes = await t.db.db
      .select()
      .from(notifications)
      .where(eq(notifications.link, `/bookings/${soon}/check-in`));
    expect(notes).toHaveLength(1);
    expect(notes[0]!.title).toMatchObject({ en: 'Fill in the check-in data' });
  });
});
