/**
 * Utility jobs and the back office of utilities (docs/rules.md R10.9–R10.11): the monthly job makes
 * one receipt per account and month (readings × tariffs, the average when a reading is missing)
 * and is idempotent; reminders go out once (window open, 3 days before due) on the app clock;
 * a manager reviews readings (accept; correct with a note the tenant sees), replaces a meter (the
 * new meter's lower value is accepted), sets tariffs, generates receipts and records a payment
 * from a bank statement once. Tenants get 403 there; unknown rows 404.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { and, eq, like } from 'drizzle-orm';
import { generateReceipts, sendUtilityReminders } from '../../server/jobs/utility-accounts';
import { auditLog, notifications, users } from '../../server/db/schema';
import { DEMO_USERS } from '../../server/db/seed/users';
import { H, login, TestClock, testApp, type TestApp, utilityAccounts, RELOGIN_CONFIG } from './helpers';

// The 5th of December: the water window (1–31) is open; November's water receipt is unpaid, due the 10th.
const clock = new TestClock(new Date('2026-12-05T06:00:00Z'));
let app: FastifyInstance;
let testbed: TestApp;
let tenant: string;
let manager: string;
let water: { id: number };
let power: { id: number };

beforeAll(async () => {
  testbed = await testApp({
    config: RELOGIN_CONFIG,
    clock,
  });
  app = testbed.app;
  tenant = await login(app, DEMO_USERS.guest);
  manager = await login(app, DEMO_USERS.manager);
  ({ water, power } = await utilityAccounts(app, tenant));
});
afterAll(async () => testbed?.close());

const get = (url: string, tok = tenant, lang: 'ru' | 'en' = 'en') =>
  app.inject({ method: 'GET', url: `/api/app/v1/${url}`, headers: H(lang, tok) });
const post = (url: string, payload: object, tok = tenant, lang: 'ru' | 'en' = 'en') =>
  app.inject({ method: 'POST', url: `/api/app/v1/${url}`, headers: H(lang, tok), payload });
const bo = (url: string) => get(`backoffice/${url}`, manager);
const boPost = (url: string, payload: object, lang: 'ru' | 'en' = 'en') =>
  post(`backoffice/${url}`, payload, manager, lang);
const detail = async (id: number) => (await get(`bills/${id}`)).json().data;
const tenantNotices = async () => {
  const u = (await app.db.query.users.findFirst({ where: eq(users.phone, DEMO_USERS.guest) }))!;
  return app.db.select().from(notifications).where(eq(notifications.userId, u.id));
};

describe('reminders (R10.10)', () => {
  it('tells the tenant once that the water window is open, and once 3 days before the unpaid receipt is due', async () => {
    const before = (await tenantNotices()).length;
    expect(await sendUtilityReminders(app)).toBe(1); // the water window; the due date is 5 days away
    expect(await sendUtilityReminders(app)).toBe(0);
    clock.advance(2 * 86_400_000); // the 7th: 3 days before the 10th
    expect(await sendUtilityReminders(app)).toBe(1);
    expect(await sendUtilityReminders(app)).toBe(0);
    const mine = (await tenantNotices()).slice(before);
    expect(mine.map((n) => n.title.en)).toEqual(['Meter readings are open', 'Payment due soon']);
    expect(mine[1].body.ru).toMatch(/к оплате .* до 10\.12\.2026/);
    expect(mine[1].link).toBe(`/bills/${water.id}`);
  });
});

describe('back office: readings to review (R10.11)', () => {
  it('is for managers only', async () => {
    expect((await get('backoffice/utility-readings')).statusCode).toBe(403);
    expect((await boPost('utility-readings/999999/accept', {})).statusCode).toBe(404);
  });
  it('lists an unusual reading for review; a correction with a note is what the tenant sees', async () => {
    const d = await detail(water.id);
    const hot = d.meters.find((m: { kind: string }) => m.kind === 'hot_water');
    const sent = await post(`bills/${water.id}/readings`, {
      readings: [{ meterId: hot.id, value: hot.previousValue + 100 }],
    });
    expect(sent.statusCode).toBe(201);
    expect(sent.json().anomalies).toEqual([hot.id]);
    const list = (await bo('utility-readings')).json().data.data;
    const row = list.find(
      (r: { kind: string; accountId: number }) => r.kind === 'hot_water' && r.accountId === water.id,
    );
    expect(row).toMatchObject({ status: 'needs_review', anomaly: true, previousValue: hot.previousValue });
    const low = await boPost(`utility-readings/${row.id}/correct`, { value: hot.previousValue - 1, note: 'x' }, 'ru');
    expect(low.statusCode).toBe(422);
    expect(low.json().errors.value[0]).toMatch(/меньше предыдущего/);
    const fixed = await boPost(`utility-readings/${row.id}/correct`, {
      value: hot.previousValue + 2.5,
      note: 'Photo shows 2.5 m³',
    });
    expect(fixed.statusCode).toBe(200);
    expect(fixed.json().data).toMatchObject({ status: 'accepted', consumption: 2.5, note: 'Photo shows 2.5 m³' });
    const mine = (await detail(water.id)).readings.find((r: { id: number }) => r.id === row.id);
    expect(mine).toMatchObject({ status: 'accepted', value: hot.previousValue + 2.5, note: 'Photo shows 2.5 m³' });
    const audit = await app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'meter_readings'), eq(auditLog.entityId, row.id)));
    expect(audit.map((a) => a.action)).toEqual(['correct']);
  });
});

describe('back office: meter replacement (R10.9)', () => {
  it('keeps the old meter as replaced with its final reading; the new meter starts lower and is accepted', async () => {
    const d = await detail(water.id);
    const cold = d.meters.find((m: { kind: string }) => m.kind === 'cold_water');
    const low = await boPost(`utility-accounts/${water.id}/replace-meter`, {
      meterId: cold.id,
      finalValue: cold.previousValue - 1,
      serial: 'В-NEW1',
      digits: 5,
      initialValue: 0.5,
      date: '2026-12-07',
    });
    expect(low.statusCode).toBe(422);
    const r = await boPost(`utility-accounts/${water.id}/replace-meter`, {
      meterId: cold.id,
      finalValue: cold.previousValue + 1.2,
      serial: 'В-NEW1',
      digits: 5,
      initialValue: 0.5,
      date: '2026-12-07',
    });
    expect(r.statusCode).toBe(201);
    expect(
      (
        await boPost(`utility-accounts/${water.id}/replace-meter`, {
          meterId: cold.id,
          finalValue: cold.previousValue + 2,
          serial: 'X',
          digits: 5,
          initialValue: 0,
          date: '2026-12-07',
        })
      ).statusCode,
    ).toBe(409);
    const after = await detail(water.id);
    const fresh = after.meters.find((m: { kind: string }) => m.kind === 'cold_water');
    expect(fresh).toMatchObject({ id: r.json().data.id, serial: 'В-NEW1', previousValue: 0.5 });
    expect(
      after.readings.find((x: { meterId: number; month: string }) => x.meterId === cold.id && x.month === '2026-12'),
    ).toMatchObject({ consumption: 1.2, status: 'accepted' });
    // Lower than the old meter's values, but the new meter's first reading: accepted (no comparison across meters).
    const sent = await post(`bills/${water.id}/readings`, { readings: [{ meterId: fresh.id, value: 2.5 }] });
    expect(sent.statusCode).toBe(201);
    // The old meter takes no more readings.
    expect(
      (await post(`bills/${water.id}/readings`, { readings: [{ meterId: cold.id, value: cold.previousValue + 5 }] }))
        .statusCode,
    ).toBe(422);
    const accounts = (await bo('utility-accounts')).json().data.data;
    expect(
      accounts
        .find((a: { id: number }) => a.id === water.id)
        .meters.map((m: { status: string }) => m.status)
        .sort(),
    ).toEqual(['active', 'active', 'replaced']);
  });
});

describe('monthly job (R10.10)', () => {
  it('makes December receipts from readings × tariffs, the average where a reading is missing, once', async () => {
    const created = await generateReceipts(app, '2026-12');
    expect(created).toHaveLength(2);
    expect(await generateReceipts(app, '2026-12')).toEqual([]);
    const w = (await detail(water.id)).receipts.find((r: { month: string }) => r.month === '2026-12');
    // Cold water: the old meter's final 1.2 m³ plus the new meter's 2.0 m³; hot water: the corrected 2.5 m³.
    expect(
      w.lines.map((l: { service: string; volume: number; basis: string }) => [l.service, l.volume, l.basis]),
    ).toEqual([
      ['cold_water', 3.2, 'reading'],
      ['hot_water', 2.5, 'reading'],
    ]);
    expect(w.lines[0].amountKopecks).toBe(Math.round(3.2 * 5025));
    expect(w.dueDate).toBe('2027-01-10');
    const p = (await detail(power.id)).receipts.find((r: { month: string }) => r.month === '2026-12');
    expect(p.lines[0]).toMatchObject({ service: 'electricity', basis: 'average' });
    const billed = (await detail(water.id)).readings.filter((r: { month: string }) => r.month === '2026-12');
    expect(billed.every((r: { status: string }) => r.status === 'billed')).toBe(true);
  });
  it('runs for a month from the back office, audited, and lists its receipts', async () => {
    const r = await boPost('utility-receipts/generate', { month: '2027-01' });
    expect(r.json().data).toEqual({ month: '2027-01', created: 2 });
    expect((await boPost('utility-receipts/generate', { month: '2027-01' })).json().data.created).toBe(0);
    const list = (await bo('utility-receipts?month=2027-01')).json();
    expect(list.data.data.map((x: { bases: string[] }) => x.bases.join())).toEqual(['average,average', 'average']);
    expect((await boPost('utility-receipts/generate', { month: '2027-13' })).statusCode).toBe(422);
  });
});

describe('back office: tariffs and bank-statement payments (R10.11)', () => {
  it('sets a tariff from a month on and lists it', async () => {
    const providers = (await bo('utility-tariffs/providers')).json().data;
    const r = await boPost('utility-tariffs', {
      providerId: providers[0].id,
      service: 'hot_water',
      validFrom: '2027-01',
      priceKopecks: 25_500,
      normPerMonth: 4.7,
    });
    expect(r.statusCode).toBe(201);
    const list = (await bo('utility-tariffs')).json().data.data;
    expect(list[0]).toMatchObject({ validFrom: '2027-01', service: 'hot_water', priceKopecks: 25_500 });
    expect(
      (
        await boPost('utility-tariffs', {
          providerId: 999999,
          service: 'hot_water',
          validFrom: '2027-01',
          priceKopecks: 1,
          normPerMonth: 1,
        })
      ).statusCode,
    ).toBe(422);
  });
  it('records a statement line once; the debt goes down by it', async () => {
    const debt = (await detail(water.id)).debtKopecks;
    const line = { amountKopecks: 50_000, date: '2026-12-06', reference: 'PP-000123' };
    const r = await boPost(`utility-accounts/${water.id}/payments`, line);
    expect(r.statusCode).toBe(201);
    const again = await boPost(`utility-accounts/${water.id}/payments`, line, 'ru');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/PP-000123/);
    const d = await detail(water.id);
    expect(d.debtKopecks).toBe(debt - 50_000);
    expect(d.payments.filter((p: { method: string }) => p.method === 'bank_transfer')).toHaveLength(1);
    expect((await boPost('utility-accounts/999999/payments', { ...line, reference: 'other' })).statusCode).toBe(404);
    const audit = await app.db.select().from(auditLog).where(like(auditLog.action, 'bank-statement'));
    expect(audit).toHaveLength(1);
  });
});
