/**
 * Utility accounts (docs/rules.md R10): the demo tenant's accounts from the seed, someone else's
 * account 404, a wrong role 403, readings refused outside the window or below the previous value
 * (422, translated), a rollover accepted when confirmed, and a payment of the debt applied once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { applyPaymentResult } from '../../server/services/payments';
import { purgeUnreferencedUploads } from '../../server/jobs/uploads';
import { DEMO_USERS } from '../../server/db/seed';
import { H, login, TestClock, testApp, type TestApp, utilityAccounts, postUpload } from './helpers';

// The 5th: the water provider's demo window (1–31) is open, the electricity one (20–25) is not.
const clock = new TestClock(new Date('2026-12-05T06:00:00Z'));
let app: FastifyInstance;
let testbed: TestApp;
let tenant: string;
let manager: string;
let water: { id: number; debtKopecks: number };
let power: { id: number };

beforeAll(async () => {
  testbed = await testApp({
    clock,
  });
  app = testbed.app;
  tenant = await login(app, '+79990000001');
  manager = await login(app, DEMO_USERS.manager);
  ({ water, power } = await utilityAccounts(app, tenant)); // the bills answer 200, else this throws
});
afterAll(async () => testbed?.close());

const get = (url: string, tok = tenant, lang: 'ru' | 'en' = 'en') =>
  app.inject({ method: 'GET', url: `/api/app/v1/${url}`, headers: H(lang, tok) });
const post = (url: string, payload: object, tok = tenant, lang: 'ru' | 'en' = 'en') =>
  app.inject({ method: 'POST', url: `/api/app/v1/${url}`, headers: H(lang, tok), payload });

describe('GET app/v1/bills', () => {
  it('lists the demo tenant’s two accounts: the water one in debt, the window state per provider', async () => {
    expect(water.debtKopecks).toBeGreaterThan(0);
    const rows = (await get('bills')).json().data.data;
    expect(rows).toHaveLength(2);
    expect(rows.find((x: { id: number }) => x.id === power.id)).toMatchObject({
      debtKopecks: 0,
      window: { open: false, from: '2026-12-20', to: '2026-12-25' },
    });
    expect(rows.find((x: { id: number }) => x.id === water.id).window.open).toBe(true);
  });
  it('shows 14 months of receipts with lines, one unpaid, and the meters', async () => {
    const d = (await get(`bills/${water.id}`)).json().data;
    expect(d.receipts).toHaveLength(14);
    expect(d.receipts.filter((r: { status: string }) => r.status !== 'paid')).toHaveLength(1);
    expect(d.receipts[0].lines[0]).toMatchObject({ service: 'cold_water', unit: 'm3' });
    expect(d.meters.map((m: { kind: string }) => m.kind)).toEqual(['cold_water', 'hot_water']);
    expect(d.readings).toHaveLength(28);
  });
  it('gives the providers’ details', async () => {
    const d = (await get('bills/requisites')).json().data;
    expect(d).toHaveLength(2);
    expect(d[0]).toMatchObject({ inn: '6671234567', accountNumbers: ['7700012345'] });
  });
});

describe('scoping', () => {
  it('answers 404 for someone else’s account, its readings and its payment', async () => {
    const other = await login(app);
    expect((await get(`bills/${water.id}`, other)).statusCode).toBe(404);
    expect((await get(`bills/${water.id}`, other, 'ru')).json().message).toBe('Лицевой счёт не найден');
    expect((await post(`bills/${water.id}/readings`, { readings: [{ meterId: 1, value: 1 }] }, other)).statusCode).toBe(
      404,
    );
    expect((await post(`bills/${water.id}/pay`, {}, other)).statusCode).toBe(404);
    expect((await get('bills', other)).json().data.data).toEqual([]);
  });
  it('answers 403 to an owner session and 401 without a login', async () => {
    const owner = await login(app, '+79990000002');
    await post('auth/role', { role: 'owner' }, owner);
    expect((await get('bills', owner)).statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url: '/api/app/v1/bills', headers: H() })).statusCode).toBe(401);
  });
  it('answers 404, not 5xx, for an id out of range in the path', async () => {
    expect((await get('bills/99999999999')).statusCode).toBe(404);
  });
});

describe('GET app/v1/bills/{id}/stats (R10.8)', () => {
  it('gives 12 months per meter kind against a year earlier, and charges against payments', async () => {
    const r = await get(`bills/${water.id}/stats`);
    expect(r.statusCode).toBe(200);
    const s = r.json().data;
    // The seed's last month with readings is November; 14 months of history reach back to October 2025.
    expect(s.months).toHaveLength(12);
    expect(s.months.at(-1)).toBe('2026-11');
    expect(s.consumption.map((c: { kind: string }) => c.kind)).toEqual(['cold_water', 'hot_water']);
    const hot = s.consumption[1].points;
    expect(hot.at(-1).volume).toBeGreaterThan(0);
    expect(hot.at(-1).lastYearVolume).toBeGreaterThan(0);
    expect(hot[0].lastYearVolume).toBeNull();
    expect(s.money.at(-1).chargedKopecks).toBeGreaterThan(0);
    expect(s.money.reduce((n: number, m: { paidKopecks: number }) => n + m.paidKopecks, 0)).toBeGreaterThan(0);
  });
  it('answers 404 for someone else’s account', async () => {
    const other = await login(app);
    expect((await get(`bills/${water.id}/stats`, other)).statusCode).toBe(404);
  });
});

describe('POST app/v1/bills/{id}/readings', () => {
  it('refuses outside the window with the dates, in ru and en', async () => {
    const d = (await get(`bills/${power.id}`)).json().data;
    const payload = { readings: [{ meterId: d.meters[0].id, value: d.meters[0].previousValue + 100 }] };
    const en = await post(`bills/${power.id}/readings`, payload);
    expect(en.statusCode).toBe(422);
    expect(en.json().message).toBe('Readings are not accepted now. They will be from 20.12.2026 to 25.12.2026');
    expect((await post(`bills/${power.id}/readings`, payload, tenant, 'ru')).json().message).toMatch(
      /^Приём показаний закрыт/,
    );
  });
  it('refuses a value lower than the previous one, translated, under the field', async () => {
    const m = (await get(`bills/${water.id}`)).json().data.meters[0];
    const r = await post(
      `bills/${water.id}/readings`,
      { readings: [{ meterId: m.id, value: m.previousValue - 1 }] },
      tenant,
      'ru',
    );
    expect(r.statusCode).toBe(422);
    expect(r.json().errors['readings.0.value'][0]).toMatch(/^Показание меньше предыдущего/);
  });
  it('refuses a meter of another account', async () => {
    const pm = (await get(`bills/${power.id}`)).json().data.meters[0];
    const r = await post(`bills/${water.id}/readings`, { readings: [{ meterId: pm.id, value: 1 }] });
    expect(r.statusCode).toBe(422);
    expect(r.json().errors['readings.0.meterId']).toEqual(['This meter is not on the account']);
  });
  it('accepts readings, a confirmed rollover going to review', async () => {
    const [cold, hot] = (await get(`bills/${water.id}`)).json().data.meters;
    const r = await post(`bills/${water.id}/readings`, {
      readings: [
        { meterId: cold.id, value: cold.previousValue + 4 },
        { meterId: hot.id, value: 1, rollover: true },
      ],
    });
    expect(r.statusCode).toBe(201);
    const d = r.json().data;
    expect(d.meters[0].currentValue).toBe(cold.previousValue + 4);
    const hotReading = d.readings.find(
      (x: { meterId: number; month: string }) => x.meterId === hot.id && x.month === '2026-12',
    );
    expect(hotReading).toMatchObject({
      rollover: true,
      status: 'needs_review',
      consumption: 100_000 - hot.previousValue + 1,
    });
    expect(r.json().anomalies).toEqual([hot.id]);
    // A reload shows what was sent this month and where it stands (R10.12).
    const again = (await get(`bills/${water.id}`)).json().data.meters;
    expect(again.map((m: object) => ({ ...m, history: undefined, missed: undefined }))).toMatchObject([
      { id: cold.id, currentValue: cold.previousValue + 4, currentStatus: 'submitted', currentNote: null },
      { id: hot.id, currentValue: 1, currentStatus: 'needs_review', currentNote: null },
    ]);
    // Once a manager accepts one, this month's readings are no longer the tenant's to change.
    const cur = (await get(`bills/${water.id}`))
      .json()
      .data.readings.find((x: { meterId: number; month: string }) => x.meterId === hot.id && x.month === '2026-12');
    expect((await post(`backoffice/utility-readings/${cur.id}/accept`, {}, manager)).statusCode).toBe(200);
    const late = await post(`bills/${water.id}/readings`, {
      readings: [
        { meterId: cold.id, value: cold.previousValue + 6 },
        { meterId: hot.id, value: 2, rollover: true },
      ],
    });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toMatch(/accepted by the management company/);
  });
});

describe('a meter photo (R10.5)', () => {
  const PNG = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
    'base64',
  );
  const upload = async (tok: string) =>
    (await postUpload(app, H('en', tok), { name: 'meter.png', mime: 'image/png', body: PNG })).json().data.id as string;
  it('is cited by the reading, refused when another person uploaded it, and kept by the 24-hour purge', async () => {
    const cold = (await get(`bills/${water.id}`)).json().data.meters[0];
    const foreign = await upload(await login(app));
    const bad = await post(`bills/${water.id}/readings`, {
      readings: [{ meterId: cold.id, value: cold.previousValue + 5, photoUploadId: foreign }],
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors['readings.0.photoUploadId']).toBeDefined();
    const mine = await upload(tenant);
    const ok = await post(`bills/${water.id}/readings`, {
      readings: [{ meterId: cold.id, value: cold.previousValue + 5, photoUploadId: mine }],
    });
    expect(ok.statusCode).toBe(201);
    clock.advance(25 * 3_600_000);
    const purged = await purgeUnreferencedUploads(app, clock.now());
    expect(purged).toContain(foreign);
    expect(purged).not.toContain(mine);
    clock.advance(-25 * 3_600_000);
  });
});

describe('POST app/v1/bills/{id}/pay', () => {
  it('refuses more than the debt', async () => {
    const r = await post(`bills/${water.id}/pay`, { amountKopecks: water.debtKopecks + 1 });
    expect(r.statusCode).toBe(422);
    expect(r.json().errors.amountKopecks).toBeDefined();
  });
  it('pays part, then the rest once however many times it is applied', async () => {
    const part = await post(`bills/${water.id}/pay`, { amountKopecks: 10_000 });
    expect(part.statusCode).toBe(201);
    const again = await post(`bills/${water.id}/pay`, { amountKopecks: 10_000 });
    expect(again.json().data.paymentId).toBe(part.json().data.paymentId);
    const sb = await post(`payments/${part.json().data.paymentId}/sandbox`, { outcome: 'succeeded' });
    expect(sb.statusCode).toBe(200);
    expect(sb.json().data).toMatchObject({
      utilityAccountId: water.id,
      bookingId: null,
      returnUrl: `/bills/${water.id}?payment=${part.json().data.paymentId}`,
    });
    expect((await applyPaymentResult(app, part.json().data.paymentId, 'succeeded')).applied).toBe(false);
    expect((await get(`bills/${water.id}`)).json().data.debtKopecks).toBe(water.debtKopecks - 10_000);

    // R10.7: no part may leave under 1 ₽ — 50 kopecks short of the debt is refused, translated.
    const short = await post(`bills/${water.id}/pay`, { amountKopecks: water.debtKopecks - 10_050 }, tenant, 'ru');
    expect(short.statusCode).toBe(422);
    expect(short.json().errors.amountKopecks).toEqual([
      'Сумма должна быть от 1 ₽ и оставлять не меньше 1 ₽ долга, либо весь долг',
    ]);
    // A bank-statement line may leave 1 kopeck (R10.11); that kopeck is still payable, whole.
    const bank = await post(
      `backoffice/utility-accounts/${water.id}/payments`,
      { amountKopecks: water.debtKopecks - 10_001, date: '2026-12-04', reference: 'R10.7-kopeck' },
      manager,
    );
    expect(bank.statusCode).toBe(201);
    const kopeck = await post(`bills/${water.id}/pay`, { amountKopecks: 1 });
    expect(kopeck.statusCode).toBe(201);
    const rest = (await post(`bills/${water.id}/pay`, {})).json().data;
    expect(rest).toMatchObject({ amountKopecks: 1, paymentId: kopeck.json().data.paymentId });
    await post(`payments/${rest.paymentId}/sandbox`, { outcome: 'succeeded' });
    await post(`payments/${rest.paymentId}/sandbox`, { outcome: 'succeeded' });
    const d = (await get(`bills/${water.id}`)).json().data;
    expect(d.debtKopecks).toBe(0);
    expect(d.receipts.every((x: { status: string }) => x.status === 'paid')).toBe(true);
    expect((await post(`bills/${water.id}/pay`, {})).statusCode).toBe(409);
  });
});
