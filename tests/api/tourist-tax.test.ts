/**
 * The tourist tax through the API (docs/rules.md R5.26): the public rate table, a booking's tax line
 * (3 % in 2027, the floor of 100 ₽ a night, the check-out year across New Year), the total that
 * includes it, a guest's exemption claim and the manager's decision, the rates' CRUD (manager only),
 * and the monthly report with its XLSX read back.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { eq } from 'drizzle-orm';
import { objects } from '../../server/db/schema';
import { bookingBody, freeObjectIds, H, testApp, testClock, uploadPdf, type TestApp } from './helpers';

let t: TestApp;
let guest: string;
let manager: string;
let owner: string;
const ids: number[] = [];

beforeAll(async () => {
  t = await testApp({ clock: testClock(Date.parse('2026-11-28T09:00:00Z')) });
  guest = await t.login('guest');
  manager = await t.login('manager');
  owner = await t.login('owner');
  const free = new Set(await freeObjectIds(t.app, '2026-12-29', '2027-03-23'));
  const apartments = await t.db.db.select({ id: objects.id }).from(objects).where(eq(objects.kind, 'apartment'));
  ids.push(
    ...apartments
      .filter((o) => free.has(o.id))
      .slice(0, 4)
      .map((o) => o.id),
  );
  // A cheap one (the floor wins) and a dear one (3 % wins).
  await t.db.db.update(objects).set({ priceKopecks: 200_000 }).where(eq(objects.id, ids[0]!));
  await t.db.db.update(objects).set({ priceKopecks: 1_000_000 }).where(eq(objects.id, ids[1]!));
  await t.db.db.update(objects).set({ priceKopecks: 1_000_000 }).where(eq(objects.id, ids[2]!));
  await t.db.db.update(objects).set({ priceKopecks: 1_000_000 }).where(eq(objects.id, ids[3]!));
});
afterAll(() => t.close());

const book = async (objectId: number, checkIn: string, checkOut: string, adults = 1) => {
  const r = await t.app.inject({
    method: 'POST',
    url: '/api/app/v1/bookings',
    headers: H('en', guest),
    payload: { ...bookingBody(objectId, checkIn, checkOut), guests: { adults, children: [] } },
  });
  expect(r.statusCode, r.body).toBe(201);
  return r.json().data;
};
const showBooking = async (id: number) =>
  (await t.app.inject({ url: `/api/app/v1/bookings/${id}`, headers: H('en', guest) })).json().data;

describe('the tourist tax of a booking (R5.26)', () => {
  it('publishes the rate table for the price', async () => {
    const r = await t.app.inject({ url: '/api/app/v1/tourist-tax-rates', headers: H() });
    expect(r.statusCode).toBe(200);
    expect(r.json().data).toContainEqual({ year: 2027, percent: 3, minPerNightKopecks: 10_000 });
  });

  it('charges 2 nights in 2027 the floor of 100 ₽ a night when 3 % is less, in the total', async () => {
    const b = await book(ids[0]!, '2027-03-10', '2027-03-12');
    expect(b.price.touristTax).toMatchObject({ percent: 3, baseKopecks: 400_000, kopecks: 20_000 });
    expect(b.touristTaxKopecks).toBe(20_000);
    expect(b.totalKopecks).toBe(420_000);
    expect(b.dueKopecks).toBe(420_000);
  });

  it('charges 3 % when it beats the floor', async () => {
    const b = await book(ids[1]!, '2027-03-10', '2027-03-12', 2);
    expect(b.touristTaxKopecks).toBe(60_000);
    expect(b.totalKopecks).toBe(2_060_000);
  });

  it('takes the check-out year’s rate for a stay across New Year (2026 → 2027: 3 %)', async () => {
    // Arriving on 29.12: the demo's New Year minimum stay holds arrivals 30.12–02.01 (R5.29).
    const b = await book(ids[2]!, '2026-12-29', '2027-01-01');
    expect(b.price.touristTax.percent).toBe(3);
    expect(b.touristTaxKopecks).toBe(90_000);
  });
});

describe('exemption claims (R5.26)', () => {
  let bookingId: number;
  let claimId: number;

  it('a guest claims with a scan; a wrong guest number or a foreign scan is 422', async () => {
    const b = await book(ids[3]!, '2027-03-20', '2027-03-22', 2);
    bookingId = b.id;
    const scan = await uploadPdf(t.app, guest);
    const url = `/api/app/v1/bookings/${bookingId}/tourist-tax-exemptions`;
    const body = {
      guestIndex: 1,
      guestName: 'Petrov Petr',
      category: 'disabled',
      scan: { id: scan, name: 'scan.pdf' },
    };
    const bad = await t.app.inject({
      method: 'POST',
      url,
      headers: H('ru', guest),
      payload: { ...body, guestIndex: 3 },
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.guestIndex).toBeTruthy();
    const ok = await t.app.inject({ method: 'POST', url, headers: H('en', guest), payload: body });
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json().data.exemptions).toMatchObject([{ guestIndex: 1, status: 'pending', category: 'disabled' }]);
    const scan2 = await uploadPdf(t.app, guest);
    const again = await t.app.inject({
      method: 'POST',
      url,
      headers: H('en', guest),
      payload: { ...body, scan: { id: scan2, name: 'scan.pdf' } },
    });
    expect(again.statusCode).toBe(409);
    const anon = await t.app.inject({ method: 'POST', url, headers: H('en'), payload: body });
    expect(anon.statusCode).toBe(401);
  });

  it('a signed-in booker claims with the booking itself; a guest number twice is 422', async () => {
    const free = new Set(await freeObjectIds(t.app, '2027-05-10', '2027-05-12'));
    const apartments = await t.db.db.select({ id: objects.id }).from(objects).where(eq(objects.kind, 'apartment'));
    const objectId = apartments.map((o) => o.id).find((id) => free.has(id) && !ids.includes(id))!;
    const [s1, s2] = [await uploadPdf(t.app, guest), await uploadPdf(t.app, guest)];
    const claim = (guestIndex: number, id: string) => ({
      guestIndex,
      guestName: 'Sidorov Sidor',
      category: 'chernobyl',
      scan: { id, name: 'scan.pdf' },
    });
    const post = (exemptions: object[]) =>
      t.app.inject({
        method: 'POST',
        url: '/api/app/v1/bookings',
        headers: H('en', guest),
        payload: {
          ...bookingBody(objectId, '2027-05-10', '2027-05-12'),
          guests: { adults: 2, children: [] },
          exemptions,
        },
      });
    const twice = await post([claim(1, s1), claim(1, s2)]);
    expect(twice.statusCode).toBe(422);
    expect(twice.json().errors['exemptions.1.guestIndex']).toEqual(['This guest already has a claim']);
    const ok = await post([claim(2, s1)]);
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json().data.exemptions).toMatchObject([{ guestIndex: 2, status: 'pending', category: 'chernobyl' }]);
  });

  it('lists pending claims for the manager only', async () => {
    const r = await t.app.inject({
      url: '/api/app/v1/backoffice/tourist-tax-exemptions?status=pending',
      headers: H('en', manager),
    });
    expect(r.statusCode).toBe(200);
    const row = r.json().data.data.find((c: { bookingId: number }) => c.bookingId === bookingId);
    expect(row).toMatchObject({ status: 'pending', uploadName: 'scan.pdf' });
    claimId = row.id;
    const forbidden = await t.app.inject({
      url: '/api/app/v1/backoffice/tourist-tax-exemptions',
      headers: H('en', owner),
    });
    expect(forbidden.statusCode).toBe(403);
  });

  it('a confirmation takes the guest’s share out of the tax and the total; deciding twice is 409', async () => {
    const before = await showBooking(bookingId);
    expect(before.touristTaxKopecks).toBe(60_000);
    const url = `/api/app/v1/backoffice/tourist-tax-exemptions/${claimId}/decision`;
    const byGuest = await t.app.inject({
      method: 'POST',
      url,
      headers: H('en', guest),
      payload: { decision: 'confirmed' },
    });
    expect(byGuest.statusCode).toBe(403);
    const r = await t.app.inject({
      method: 'POST',
      url,
      headers: H('en', manager),
      payload: { decision: 'confirmed' },
    });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().data.status).toBe('confirmed');
    const after = await showBooking(bookingId);
    expect(after.touristTaxKopecks).toBe(30_000);
    expect(after.totalKopecks).toBe(before.totalKopecks - 30_000);
    expect(after.exemptions[0].status).toBe('confirmed');
    // The decision is in the audit log (R16.2).
    const audit = await t.app.inject({
      url: `/api/app/v1/backoffice/audit?entity=tourist_tax_exemptions&entityId=${claimId}`,
      headers: H('en', manager),
    });
    expect(audit.json().data.data).toMatchObject([{ action: 'approve' }]);
    const twice = await t.app.inject({
      method: 'POST',
      url,
      headers: H('en', manager),
      payload: { decision: 'refused', note: 'x' },
    });
    expect(twice.statusCode).toBe(409);
  });

  it('a refusal needs a note (422, translated)', async () => {
    const scan = await uploadPdf(t.app, guest);
    const claim = await t.app.inject({
      method: 'POST',
      url: `/api/app/v1/bookings/${bookingId}/tourist-tax-exemptions`,
      headers: H('en', guest),
      payload: { guestIndex: 2, guestName: 'Petrova Anna', category: 'svo', scan: { id: scan, name: 'scan.pdf' } },
    });
    const id = claim.json().data.exemptions.find((e: { guestIndex: number }) => e.guestIndex === 2).id;
    const url = `/api/app/v1/backoffice/tourist-tax-exemptions/${id}/decision`;
    const r = await t.app.inject({ method: 'POST', url, headers: H('ru', manager), payload: { decision: 'refused' } });
    expect(r.statusCode).toBe(422);
    expect(r.json().errors.note).toBeTruthy();
  });
});

describe('an exemption confirmed after payment (R5.26)', () => {
  it('owes the difference back: the refund due, recorded through the back office', async () => {
    const free = new Set(await freeObjectIds(t.app, '2027-04-10', '2027-04-12'));
    const apartments = await t.db.db.select({ id: objects.id }).from(objects).where(eq(objects.kind, 'apartment'));
    const objectId = apartments.map((o) => o.id).find((id) => free.has(id) && !ids.includes(id));
    await t.db.db.update(objects).set({ priceKopecks: 1_000_000 }).where(eq(objects.id, objectId!));
    const b = await book(objectId!, '2027-04-10', '2027-04-12');
    const pay = await t.app.inject({
      method: 'POST',
      url: `/api/app/v1/bookings/${b.id}/payments`,
      headers: H('en', guest),
      payload: { method: 'card' },
    });
    await t.app.inject({
      method: 'POST',
      url: `/api/app/v1/payments/${pay.json().data.paymentId}/sandbox`,
      headers: H('en', guest),
      payload: { outcome: 'succeeded' },
    });
    const scan = await uploadPdf(t.app, guest);
    const claimed = await t.app.inject({
      method: 'POST',
      url: `/api/app/v1/bookings/${b.id}/tourist-tax-exemptions`,
      headers: H('en', guest),
      payload: { guestIndex: 1, guestName: 'Ivanov Ivan', category: 'heroes', scan: { id: scan, name: 'scan.pdf' } },
    });
    expect(claimed.statusCode, claimed.body).toBe(201);
    const id = claimed.json().data.exemptions[0].id;
    const decided = await t.app.inject({
      method: 'POST',
      url: `/api/app/v1/backoffice/tourist-tax-exemptions/${id}/decision`,
      headers: H('en', manager),
      payload: { decision: 'confirmed' },
    });
    expect(decided.statusCode, decided.body).toBe(200);
    const bo = (
      await t.app.inject({ url: `/api/app/v1/backoffice/bookings/${b.id}`, headers: H('en', manager) })
    ).json().data;
    expect(bo).toMatchObject({ status: 'paid', touristTaxKopecks: 0, totalKopecks: 2_060_000, paidKopecks: 2_060_000 });
    expect(bo.refundDueKopecks).toBe(60_000);
    const refund = await t.app.inject({
      method: 'POST',
      url: `/api/app/v1/backoffice/bookings/${b.id}/refunds`,
      headers: H('en', manager),
      payload: { amountKopecks: 60_000 },
    });
    expect(refund.statusCode, refund.body).toBeLessThan(300);
    expect((await showBooking(b.id)).dueKopecks).toBe(0);
  });
});

describe('the rate table (manager only)', () => {
  const url = '/api/app/v1/backoffice/tourist-tax';
  it('lists the seeded Yekaterinburg rates', async () => {
    const r = await t.app.inject({ url, headers: H('en', manager) });
    expect(r.statusCode).toBe(200);
    expect(r.json().data.data.map((x: { year: number; percent: number }) => [x.year, x.percent])).toEqual([
      [2029, 5],
      [2028, 4],
      [2027, 3],
      [2026, 2],
      [2025, 1],
    ]);
  });
  it('adds a year once, changes it, refuses a rate above the Code’s 5 %', async () => {
    const body = { year: 2030, percent: 5, minKopecksPerNight: 10_000 };
    const created = await t.app.inject({ method: 'POST', url, headers: H('en', manager), payload: body });
    expect(created.statusCode).toBe(201);
    const dup = await t.app.inject({ method: 'POST', url, headers: H('ru', manager), payload: body });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().message).toBe('На этот год ставка уже есть');
    const id = created.json().data.id;
    const changed = await t.app.inject({
      method: 'PATCH',
      url: `${url}/${id}`,
      headers: H('en', manager),
      payload: { ...body, percent: 4.5 },
    });
    expect(changed.json().data.percent).toBe(4.5);
    const onto2029 = await t.app.inject({
      method: 'PATCH',
      url: `${url}/${id}`,
      headers: H('en', manager),
      payload: { ...body, year: 2029 },
    });
    expect(onto2029.statusCode).toBe(409);
    expect(onto2029.json().errors.year).toEqual(['This year already has a rate']);
    const tooHigh = await t.app.inject({
      method: 'POST',
      url,
      headers: H('en', manager),
      payload: { ...body, year: 2031, percent: 7 },
    });
    expect(tooHigh.statusCode).toBe(422);
  });
  it('is 403 for a guest and 401 without a session', async () => {
    expect((await t.app.inject({ url, headers: H('en', guest) })).statusCode).toBe(403);
    expect((await t.app.inject({ url, headers: H('en') })).statusCode).toBe(401);
  });
});

describe('the monthly report (by check-out)', () => {
  it('lists March 2027’s stays with their tax and the total, and the XLSX says the same', async () => {
    const r = await t.app.inject({
      url: '/api/app/v1/backoffice/tourist-tax-report?month=2027-03',
      headers: H('en', manager),
    });
    expect(r.statusCode).toBe(200);
    const report = r.json().data;
    expect(report.rows.map((x: { taxKopecks: number }) => x.taxKopecks).sort()).toEqual([20_000, 30_000, 60_000]);
    expect(report.taxKopecks).toBe(110_000);
    const jan = (
      await t.app.inject({ url: '/api/app/v1/backoffice/tourist-tax-report?month=2027-01', headers: H('en', manager) })
    ).json().data;
    // The revenue demo's stays (server/db/seed/backoffice-revenue.ts) check out in January too.
    expect(jan.rows.filter((x: { number: string }) => !x.number.startsWith('GK-V'))).toHaveLength(1);

    const file = await t.app.inject({
      url: '/api/app/v1/backoffice/tourist-tax-report/xlsx?month=2027-03',
      headers: H('en', manager),
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('spreadsheetml');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    const ws = wb.worksheets[0]!;
    expect(ws.getRow(1).getCell(9).value).toBe('Tax, ₽');
    expect(ws.rowCount).toBe(5);
    const numbers = [2, 3, 4].map((i) => ws.getRow(i).getCell(1).value);
    expect(numbers).toEqual(report.rows.map((x: { number: string }) => x.number));
    expect(ws.getRow(5).getCell(1).value).toBe('Total');
    expect(ws.getRow(5).getCell(9).value).toBe(1100);

    const bad = await t.app.inject({
      url: '/api/app/v1/backoffice/tourist-tax-report?month=2027-13',
      headers: H('en', manager),
    });
    expect(bad.statusCode).toBe(422);
    const guestTry = await t.app.inject({
      url: '/api/app/v1/backoffice/tourist-tax-report/xlsx?month=2027-03',
      headers: H('en', guest),
    });
    expect(guestTry.statusCode).toBe(403);
  });
});
