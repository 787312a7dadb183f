/**
 * One attempt at a time, no money lost (docs/rules.md R5.23): a new payment of a utility account
 * cancels its pending attempts (the sandbox then refuses them), simultaneous starts leave one
 * attempt the payer can finish, a success the acquirer still reports for a cancelled attempt is
 * kept as the account's credit, a booking takes at most what it owes (the rest is a refund), and a
 * document the manager marks paid cancels its pending card payment, whose late success is refunded.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { bookings, payments, tariffs } from '../../server/db/schema';
import { DEMO_USERS } from '../../server/db/seed';
import { applyPaymentResult } from '../../server/services/payments';
import { H, login, TestClock, testApp, type TestApp, utilityAccounts } from './helpers';

// The 5th: the water provider's demo window is open and the demo tenant's water account is in debt.
const clock = new TestClock(new Date('2026-12-05T06:00:00Z'));
let app: FastifyInstance;
let testbed: TestApp;
let tenant: string;
let manager: string;
let water: { id: number; debtKopecks: number };

beforeAll(async () => {
  testbed = await testApp({
    clock,
  });
  app = testbed.app;
  tenant = await login(app, DEMO_USERS.guest);
  manager = await login(app, DEMO_USERS.manager);
  ({ water } = await utilityAccounts(app, tenant));
  expect(water.debtKopecks).toBeGreaterThan(50_000);
});
afterAll(async () => testbed?.close());

const get = (url: string, tok = tenant, lang: 'ru' | 'en' = 'en') =>
  app.inject({ method: 'GET', url: `/api/app/v1/${url}`, headers: H(lang, tok) });
const post = (url: string, payload?: object, tok = tenant, lang: 'ru' | 'en' = 'en') =>
  app.inject({ method: 'POST', url: `/api/app/v1/${url}`, headers: H(lang, tok), ...(payload ? { payload } : {}) });
const bill = async () =>
  (await get(`bills/${water.id}`)).json().data as {
    debtKopecks: number;
    creditKopecks: number;
    payments: { id: number; status: string }[];
  };
const payment = async (id: number) =>
  (await get(`payments/${id}`)).json().data as { status: string; amountKopecks: number; refundKopecks: number };
const pendingOf = async () =>
  (
    await app.db
      .select()
      .from(payments)
      .where(and(eq(payments.utilityAccountId, water.id), eq(payments.status, 'pending')))
  ).length;

describe('a utility account (R5.23)', () => {
  it('a new payment cancels the pending one; the sandbox refuses to complete it, and only the new one is taken', async () => {
    const before = (await bill()).debtKopecks;
    const a = (await post(`bills/${water.id}/pay`, { amountKopecks: 1_000 })).json().data;
    const b = (await post(`bills/${water.id}/pay`, { amountKopecks: 2_000 })).json().data;
    expect(b.paymentId).not.toBe(a.paymentId);
    expect(await payment(a.paymentId)).toMatchObject({ status: 'cancelled' });
    const late = await post(`payments/${a.paymentId}/sandbox`, { outcome: 'succeeded' });
    expect(late.statusCode).toBe(200);
    expect(late.json().data.status).toBe('cancelled');
    expect((await post(`payments/${b.paymentId}/sandbox`, { outcome: 'succeeded' })).json().data.status).toBe(
      'succeeded',
    );
    const after = await bill();
    expect(after.debtKopecks).toBe(before - 2_000);
    expect(after.payments.find((p) => p.id === a.paymentId)?.status).toBe('cancelled');
  });

  it('simultaneous starts leave one attempt the payer can finish; the same amount gives one payment', async () => {
    const before = (await bill()).debtKopecks;
    const starts = await Promise.all(
      Array.from({ length: 8 }, (_, i) => post(`bills/${water.id}/pay`, { amountKopecks: 1_000 + i * 100 })),
    );
    expect(starts.map((r) => r.statusCode)).toEqual(Array(8).fill(201));
    expect(await pendingOf()).toBe(1);
    // The payer completes every page they opened: one is taken, the others are refused.
    const done = await Promise.all(
      starts.map((r) => post(`payments/${r.json().data.paymentId}/sandbox`, { outcome: 'succeeded' })),
    );
    const taken = done
      .filter((r) => r.json().data.status === 'succeeded')
      .map((r) => r.json().data.amountKopecks as number);
    expect(taken).toHaveLength(1);
    expect((await bill()).debtKopecks).toBe(before - taken[0]);

    const same = await Promise.all(
      Array.from({ length: 5 }, () => post(`bills/${water.id}/pay`, { amountKopecks: 3_000 })),
    );
    expect(new Set(same.map((r) => r.json().data.paymentId)).size).toBe(1);
    expect(await pendingOf()).toBe(1);
  });

  it('a success the acquirer reports for a cancelled payment is kept as a credit, never lost', async () => {
    const debt = (await bill()).debtKopecks;
    const whole = (await post(`bills/${water.id}/pay`, {})).json().data;
    const part = (await post(`bills/${water.id}/pay`, { amountKopecks: 5_000 })).json().data;
    expect(await payment(whole.paymentId)).toMatchObject({ status: 'cancelled' });
    await post(`payments/${part.paymentId}/sandbox`, { outcome: 'succeeded' });
    // YooKassa could not stop the first one: its webhook says it succeeded after all.
    expect(await applyPaymentResult(app, whole.paymentId, 'succeeded')).toEqual({ applied: true });
    expect(await applyPaymentResult(app, whole.paymentId, 'succeeded')).toEqual({ applied: false });
    const after = await bill();
    expect(after.debtKopecks).toBe(0);
    expect(after.creditKopecks).toBe(whole.amountKopecks + 5_000 - debt);
    expect(after.creditKopecks).toBe(5_000);
    const list = (await get('bills')).json().data.data.find((x: { id: number }) => x.id === water.id);
    expect(list.creditKopecks).toBe(5_000);
    expect((await post(`bills/${water.id}/pay`, {}, tenant, 'ru')).statusCode).toBe(409);
  });
});

describe('a booking (R5.23)', () => {
  it('takes at most what it owes from two successes; the rest is the payment’s refund', async () => {
    const userId = (await get('auth/me')).json().data.id as number;
    const tariff = await app.db.query.tariffs.findFirst({ where: eq(tariffs.companyId, 1) });
    const [b] = await app.db
      .insert(bookings)
      .values({
        companyId: 1,
        userId,
        number: 'GK-OVERPAY',
        checkIn: '2026-12-20',
        checkOut: '2026-12-22',
        guests: { adults: 1, children: [] },
        tariffId: tariff!.id,
        payerType: 'individual',
        contact: { surname: 'Test', name: 'Guest', phone: DEMO_USERS.guest },
        price: { nights: 2, lines: [], tariffAdjustmentKopecks: 0, totalKopecks: 300_000 },
        totalKopecks: 300_000,
        paidKopecks: 0,
        status: 'awaiting_payment',
        paymentDeadline: new Date('2026-12-06T06:00:00Z'),
      })
      .returning();
    const attempt = async (key: string) =>
      (
        await app.db
          .insert(payments)
          .values({
            companyId: 1,
            bookingId: b.id,
            method: 'card',
            provider: 'sandbox',
            idempotencyKey: key,
            amountKopecks: 300_000,
            createdAt: clock.now(),
          })
          .returning()
      )[0].id;
    const first = await attempt('overpay-1');
    const second = await attempt('overpay-2');
    await applyPaymentResult(app, first, 'succeeded');
    await applyPaymentResult(app, second, 'succeeded');
    const row = await app.db.query.bookings.findFirst({ where: eq(bookings.id, b.id) });
    expect(row).toMatchObject({ paidKopecks: 300_000, status: 'paid' });
    expect(await payment(first)).toMatchObject({ status: 'succeeded', refundKopecks: 0 });
    expect(await payment(second)).toMatchObject({ status: 'succeeded', refundKopecks: 300_000 });
  });
});

describe('a document marked paid by the manager (R5.23, R11.7)', () => {
  it('cancels the pending card payment; a success arriving anyway is refunded, not applied twice', async () => {
    const issued = await post(
      'backoffice/documents',
      {
        phone: DEMO_USERS.guest,
        type: 'invoice',
        number: 'OVERPAY-1',
        nameRu: 'Счёт за парковку',
        nameEn: 'Parking invoice',
        issuedOn: '2026-12-05',
        dueOn: '2026-12-15',
        amountKopecks: 350_000,
        signatureRequired: false,
        textRu: 'Парковка',
        textEn: 'Parking',
        lines: [{ labelRu: 'Парковка', labelEn: 'Parking', amountKopecks: 350_000 }],
      },
      manager,
    );
    expect(issued.statusCode).toBe(201);
    const d = issued.json().data as { id: number };
    const started = (await post(`documents/${d.id}/pay`)).json().data as { paymentId: number };
    expect((await post(`backoffice/documents/${d.id}/mark-paid`, undefined, manager)).statusCode).toBe(200);
    expect(await payment(started.paymentId)).toMatchObject({ status: 'cancelled', refundKopecks: 0 });
    expect((await post(`payments/${started.paymentId}/sandbox`, { outcome: 'succeeded' })).json().data.status).toBe(
      'cancelled',
    );

    expect(await applyPaymentResult(app, started.paymentId, 'succeeded')).toEqual({ applied: true });
    expect(await payment(started.paymentId)).toMatchObject({ status: 'succeeded', refundKopecks: 350_000 });
    const doc = (await get(`documents/${d.id}`)).json().data as { payment: string; history: { kind: string }[] };
    expect(doc.payment).toBe('paid');
    expect(doc.history.map((e) => e.kind).filter((k) => k === 'paid' || k === 'marked_paid')).toEqual(['marked_paid']);
  });
});
