/**
 * The registration desk through the API (docs/rules.md R20.4–R20.8): the manager-only guard, each
 * guest's notice with its due date across the 4 November holiday and the departure's noon, the
 * states (missing, ready, submitted, overdue), marking submitted (validated, once), the notice PDF
 * filled from the check-in data (read back with pdfjs-dist), the register XLSX, and the audit rows
 * each read of personal data leaves.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { and, asc, count, eq } from 'drizzle-orm';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { auditLog, bookingGuests, bookings, objects, tariffs } from '../../server/db/schema';
import { demoForeigner, demoRussian, insertGuest, insertStay } from '../../server/db/seed/registration';
import { H, testApp, testClock, type TestApp, type TestClock } from './helpers';

let t: TestApp;
let clock: TestClock;
let manager: string;
let guest: string;
const A = { bookingId: 0, companyId: 1, checkIn: '2026-11-03', checkOut: '2026-11-06', adults: 2, children: [7] };
const B = { bookingId: 0, companyId: 1, checkIn: '2026-10-30', checkOut: '2026-11-03', adults: 1, children: [] };
let smith = 0;
let ivanova = 0;
let wang = 0;
let unready = 0;

beforeAll(async () => {
  // 4 November 2026, 11:00 in Yekaterinburg: a public holiday.
  clock = testClock(Date.parse('2026-11-04T06:00:00Z'));
  t = await testApp({ clock });
  manager = await t.login('manager');
  guest = await t.login('guest');
  const db = t.db.db;
  const tariff = (await db.query.tariffs.findFirst({ orderBy: asc(tariffs.id) }))!;
  const rooms = await db
    .select({ id: objects.id })
    .from(objects)
    .where(eq(objects.kind, 'apartment'))
    .orderBy(asc(objects.id))
    .offset(70)
    .limit(3);
  const contact = { surname: 'Test', name: 'Desk', phone: '+79990001234' };
  for (const [i, s] of [A, B].entries())
    s.bookingId = await insertStay(db, {
      ...s,
      companyId: tariff.companyId,
      tariffId: tariff.id,
      objectId: rooms[i]!.id,
      number: `T-DESK-${i + 1}`,
      contact,
    });
  smith = await insertGuest(db, t.app.personalData, A, 1, demoForeigner('SMITH', 'JOHN', 'X1234567'));
  ivanova = await insertGuest(db, t.app.personalData, A, 2, demoRussian('Иванова', 'Ольга', 'Петровна', '112233'));
  wang = await insertGuest(db, t.app.personalData, B, 1, demoForeigner('WANG', 'LEI', 'E1111111'));
  // A third stay whose foreigner has no migration card: not ready.
  const C = { ...A, checkIn: '2026-11-04', checkOut: '2026-11-05', adults: 1, children: [] };
  C.bookingId = await insertStay(db, {
    ...C,
    companyId: tariff.companyId,
    tariffId: tariff.id,
    objectId: rooms[2]!.id,
    number: 'T-DESK-3',
    contact,
  });
  unready = await insertGuest(db, t.app.personalData, C, 1, {
    ...demoForeigner('NOCARD', 'NEIL', 'N1357913'),
    migrationCardNumber: null,
  });
});
afterAll(() => t.close());

const url = (path: string) => `/api/app/v1/backoffice/registration${path}`;
const get = (path: string, tok: string | null = manager, lang: 'ru' | 'en' = 'en') =>
  t.app.inject({ url: url(path), headers: H(lang, tok ?? undefined) });
const submit = (id: number, payload: Record<string, unknown>, lang: 'ru' | 'en' = 'en') =>
  t.app.inject({ method: 'POST', url: url(`/guests/${id}/submitted`), headers: H(lang, manager), payload });
const reads = async () =>
  (
    await t.db.db
      .select({ n: count() })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'guest_registration'), eq(auditLog.action, 'read')))
  )[0]!.n;
type Row = {
  key: string;
  state: string;
  dueDate: string;
  dueUntilHour: number;
  kind: string;
  name: string | null;
  eventDate: string;
  bookingNumber: string;
};
/** Every row of a paged listing (`query` without `_start`/`_end`), 100 a page. */
const allRows = async (query: string) => {
  const rows: Row[] = [];
  for (let start = 0; ; start += 100) {
    const r = await get(`${query}${query.includes('?') ? '&' : '?'}_start=${start}&_end=${start + 100}`);
    expect(r.statusCode, r.body).toBe(200);
    const page = r.json().data as { data: Row[]; total: number };
    rows.push(...page.data);
    if (rows.length >= page.total || !page.data.length) return rows;
  }
};
const day = (date: string) => allRows(`?from=${date}&to=${date}`);
const pdfText = async (bytes: Buffer) => {
  const doc = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false, isEvalSupported: false }).promise;
  const parts: string[] = [];
  for (let p = 1; p <= doc.numPages; p++) {
    const content = await (await doc.getPage(p)).getTextContent();
    parts.push(content.items.map((i) => ('str' in i ? i.str : '')).join(' '));
  }
  return parts.join('\n');
};

describe('the registration desk (R20.4–R20.8)', () => {
  it('admits managers only: no session 401, a guest 403', async () => {
    expect((await get('?from=2026-11-03&to=2026-11-03', null)).statusCode).toBe(401);
    expect((await get('?from=2026-11-03&to=2026-11-03', guest)).statusCode).toBe(403);
    expect((await get('/overdue', guest)).statusCode).toBe(403);
    const asGuest = await t.app.inject({
      method: 'POST',
      url: url(`/guests/${smith}/submitted`),
      headers: H('en', guest),
      payload: { kind: 'arrival', number: '1' },
    });
    expect(asGuest.statusCode).toBe(403);
  });

  it("lists a day's arrivals: a foreigner's notice due the next working day across 4 November, a Russian's registration, a guest without data", async () => {
    const rows = await day('2026-11-03');
    const at = (i: number, event: string) => rows.find((r) => r.key === `${A.bookingId}-${i}-${event}`)!;
    expect(at(1, 'arrival')).toMatchObject({
      kind: 'arrival',
      dueDate: '2026-11-05',
      name: 'SMITH JOHN',
      state: 'ready',
    });
    expect(at(2, 'arrival')).toMatchObject({ kind: 'registration', dueDate: '2026-11-05', state: 'ready' });
    expect(at(2, 'arrival').name).toBe('Иванова Ольга Петровна');
    expect(at(3, 'arrival')).toMatchObject({ kind: 'arrival', name: null, state: 'missing' });
    // The earlier stay's departure: due by noon of the next calendar day (a holiday or not).
    expect(rows.find((r) => r.key === `${B.bookingId}-1-departure`)).toMatchObject({
      kind: 'departure',
      dueDate: '2026-11-04',
      dueUntilHour: 12,
      state: 'ready',
    });
  });

  it('lists what is overdue: the arrival of 30 October, due Monday 2 November', async () => {
    const rows = await allRows('/overdue');
    expect(rows.map((r) => r.key)).toContain(`${B.bookingId}-1-arrival`);
    expect(rows.map((r) => r.key)).not.toContain(`${A.bookingId}-2-arrival`);
    clock.set(Date.parse('2026-11-04T07:30:00Z')); // 12:30 local: the departure's noon has passed
    const later = await allRows('/overdue');
    expect(later.map((r) => r.key)).toContain(`${B.bookingId}-1-departure`);
    clock.set(Date.parse('2026-11-04T06:00:00Z'));
  });

  it('pages the overdue list, latest first (issue 41 item 5)', async () => {
    const all = (await get('/overdue?_start=0&_end=100')).json().data as { data: Row[]; total: number };
    expect(all.total).toBe(all.data.length);
    expect(all.total).toBeGreaterThan(1);
    const second = (await get('/overdue?_start=1&_end=2')).json().data as {
      data: Row[];
      total: number;
      per_page: number;
    };
    expect(second).toMatchObject({ total: all.total, per_page: 1 });
    expect(second.data.map((r) => r.key)).toEqual([all.data[1]!.key]);
    const dates = all.data.map((r) => r.eventDate);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('writes each listing to the audit log with the guests it showed', async () => {
    const before = await reads();
    await day('2026-11-03');
    expect(await reads()).toBe(before + 1);
    const last = await t.db.db.query.auditLog.findFirst({
      where: eq(auditLog.entity, 'guest_registration'),
      orderBy: (a, { desc }) => desc(a.id),
    });
    expect(last?.after).toMatchObject({ what: 'desk', guests: expect.arrayContaining([smith, ivanova]) });
  });

  it('refuses a bad period, kind or number with errors under the fields, in both languages', async () => {
    const back = await get('?from=2026-11-05&to=2026-11-03');
    expect(back.statusCode).toBe(422);
    expect(back.json().errors.to).toBeDefined();
    expect((await get('?from=2026-01-01&to=2026-12-31')).statusCode).toBe(422);
    expect((await get('?from=2026-13-01&to=2026-12-31')).statusCode).toBe(422);
    const en = await submit(ivanova, { kind: 'registration', number: '<script>' }, 'en');
    expect(en.statusCode).toBe(422);
    expect(en.json().errors.number[0]).toMatch(/letters, digits/);
    const ru = await submit(ivanova, { kind: 'registration', number: '' }, 'ru');
    expect(ru.statusCode).toBe(422);
    expect(ru.json().errors.number).toBeDefined();
    const wrongKind = await submit(ivanova, { kind: 'arrival', number: '77-1' });
    expect(wrongKind.statusCode).toBe(422);
    expect(wrongKind.json().errors.kind[0]).toMatch(/Russian citizen/);
    expect((await submit(ivanova, { kind: 'visa', number: '77-1' })).statusCode).toBe(422);
    expect((await submit(unready, { kind: 'arrival', number: '77-1' })).statusCode).toBe(422);
    expect((await submit(999_999, { kind: 'arrival', number: '77-1' })).statusCode).toBe(404);
  });

  it('marks a notice submitted once, with its number and an audit entry', async () => {
    const r = await submit(ivanova, { kind: 'registration', number: ' 6600-2026/17 ' });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().data).toMatchObject({ state: 'submitted', submissionNumber: '6600-2026/17', kind: 'registration' });
    expect((await submit(ivanova, { kind: 'registration', number: '6600-2026/18' })).statusCode).toBe(409);
    const entry = await t.db.db.query.auditLog.findFirst({
      where: and(
        eq(auditLog.entity, 'guest_registration'),
        eq(auditLog.action, 'submit'),
        eq(auditLog.entityId, ivanova),
      ),
    });
    expect(entry?.after).toMatchObject({ kind: 'registration', submissionNumber: '6600-2026/17' });
    const rows = await day('2026-11-03');
    expect(rows.find((x) => x.key === `${A.bookingId}-2-arrival`)?.state).toBe('submitted');
  });

  it("gives the foreigner's notice of arrival as a PDF holding the surname and the passport number, audited", async () => {
    const before = await reads();
    const r = await get(`/guests/${smith}/notice?kind=arrival`);
    expect(r.statusCode, r.body).toBe(200);
    expect(r.headers['content-type']).toMatch(/application\/pdf/);
    const text = await pdfText(r.rawPayload);
    expect(text).toContain('SMITH');
    expect(text).toContain('X1234567');
    expect(text).toContain('Уведомление о прибытии');
    // The form's fields under their Russian names (English after them in an English session).
    expect(text).toContain('Фамилия / Surname');
    expect(text).toContain('12.04.1985');
    expect(text).toContain('4620 1234567');
    expect(text).toContain('03.11.2026');
    expect(await reads()).toBe(before + 1);
    expect((await get(`/guests/${smith}/notice?kind=registration`)).statusCode).toBe(422);
    expect((await get(`/guests/${wang}/notice?kind=departure`)).statusCode).toBe(200);
  });

  it("gives the Russian guest's registration as a PDF in Cyrillic", async () => {
    const r = await get(`/guests/${ivanova}/notice?kind=registration`, manager, 'ru');
    expect(r.statusCode).toBe(200);
    const text = await pdfText(r.rawPayload);
    expect(text).toContain('Иванова');
    expect(text).toContain('112233');
    expect(text).toContain('6600-2026/17');
  });

  it('gives the register of a period as XLSX, a row per guest, audited', async () => {
    const before = await reads();
    const r = await get('/register/xlsx?from=2026-10-30&to=2026-11-03', manager, 'ru');
    expect(r.statusCode, r.body).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(r.rawPayload as unknown as ArrayBuffer);
    const sheet = wb.worksheets[0]!;
    const names = sheet.getColumn(6).values.map(String);
    expect(names).toContain('SMITH JOHN');
    expect(names).toContain('Иванова Ольга Петровна');
    expect(names).toContain('WANG LEI');
    const ivRow = sheet
      .getRows(2, sheet.rowCount - 1)!
      .find((row) => row.getCell(6).value === 'Иванова Ольга Петровна')!;
    expect(ivRow.getCell(12).value).toBe('6600-2026/17');
    expect(await reads()).toBe(before + 1);
  });

  it("seeds the demo desk around today in every state, and the demo guest's upcoming stay with 2 of 3 guests filled", async () => {
    const rows = await allRows('?from=2026-10-21&to=2026-11-04');
    const demo = rows.filter((r) => r.bookingNumber.startsWith('GK-REG'));
    expect(new Set(demo.map((r) => r.state))).toEqual(new Set(['missing', 'ready', 'submitted', 'overdue']));
    expect(demo.find((r) => r.name === 'WANG LEI')?.state).toBe('overdue');
    // The revenue demo's past stays were registered at the front desk (server/db/seed/registration.ts, seedRegistrationHistoryDemo):
    // named, submitted, and none of them overdue.
    const history = rows.filter((r) => r.bookingNumber.startsWith('GK-V') && r.eventDate < '2026-11-03');
    expect(history.length).toBeGreaterThan(0);
    expect(history.every((r) => r.state === 'submitted' && r.name)).toBe(true);
    const overdue = await allRows('/overdue');
    expect(overdue.filter((r) => r.bookingNumber.startsWith('GK-V'))).toEqual([]);
    const upcoming = (await t.db.db.query.bookings.findFirst({ where: eq(bookings.number, 'GK-REG5') }))!;
    expect(upcoming.guests).toEqual({ adults: 2, children: [7] });
    expect(upcoming.checkIn).toBe('2026-11-09');
    const filled = await t.db.db.select().from(bookingGuests).where(eq(bookingGuests.bookingId, upcoming.id));
    expect(filled.map((g) => g.ready)).toEqual([true, true]);
  });
});
