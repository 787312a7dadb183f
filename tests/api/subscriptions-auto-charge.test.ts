/**
 * Subscription auto-charge (docs/rules.md R12.8, R5.22): connecting asks the acquirer to save the
 * card and the first month's success keeps it; the monthly job then charges it without the owner
 * (paid, receipt, next date a month on, notice), once however often it runs or the outcome
 * arrives; a declined charge is retried from the card after 1 and 3 days with a notice each time,
 * and the third failure ends the subscription; turning auto-charge off falls back to the
 * pay-by-link notice. The YooKassa adapter's request bodies (`save_payment_method`,
 * `payment_method_id`) with an injected fetch.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { payments } from '../../server/db/schema';
import { applyPaymentResult, SandboxPaymentService, YooKassaPaymentService } from '../../server/services/payments';
import { runSubscriptionCharges } from '../../server/services/subscription-runs';
import { H, TestClock, testApp, type TestApp, login, v1Calls } from './helpers';

const start = new Date('2026-12-05T06:00:00Z');
const clock = new TestClock(start);
const sandbox = new SandboxPaymentService();
let app: FastifyInstance;
let testbed: TestApp;
let owner: string;
let stranger: string;

const { get, post } = v1Calls(() => app);
const del = (url: string, tok: string) =>
  app.inject({ method: 'DELETE', url: `/api/app/v1/${url}`, headers: H('en', tok) });

/** Logs the owner `phone` in as an owner (a fresh session). */
const ownerLogin = (phone: string) => login(app, phone, { owner: true });
async function atDay(iso: string) {
  clock.current = new Date(`${iso}T06:00:00Z`);
  owner = await ownerLogin('+79990000002');
}
const detail = async (id: number) => (await get(`subscriptions/${id}`, owner)).json().data;
const chargePayments = (chargeId: number) =>
  app.db
    .select()
    .from(payments)
    .where(and(eq(payments.targetKind, 'subscription_charge'), eq(payments.targetId, chargeId)));
const pushes = async () => JSON.stringify((await get('push?_start=0&_end=50', owner)).json());

/** Connects `service` to the demo owner's room and pays the first month on the sandbox page. */
async function connectPaid(objectId: number, service: string): Promise<number> {
  const r = await post('subscriptions', { objectId, service }, owner);
  expect(r.statusCode, r.body).toBe(201);
  const { data } = r.json();
  const { payment } = data;
  expect(data).toMatchObject({ autoCharge: false, cardLabel: null });
  expect((await post(`payments/${payment.paymentId}/sandbox`, { outcome: 'succeeded' }, owner)).statusCode).toBe(200);
  return data.id;
}

beforeAll(async () => {
  testbed = await testApp({
    clock,
    payments: sandbox,
  });
  app = testbed.app;
  owner = await ownerLogin('+79990000002');
  stranger = await ownerLogin('+79557770004');
});
afterAll(async () => testbed?.close());

describe('subscription auto-charge', () => {
  let internet: number;
  let parking: number;

  it('the first month paid on connecting saves the card; only the payer turns auto-charge off', async () => {
    const objectId = (await get('subscriptions', owner)).json().data.data[0].objectId as number;
    internet = await connectPaid(objectId, 'internet');
    expect(await detail(internet)).toMatchObject({
      status: 'active',
      nextPaymentOn: '2027-01-05',
      autoCharge: true,
      cardLabel: '•••• 4242',
    });
    parking = await connectPaid(objectId, 'parking');
    expect((await del(`subscriptions/${parking}/auto-charge`, stranger)).statusCode).toBe(404);
    const off = await del(`subscriptions/${parking}/auto-charge`, owner);
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json().data).toMatchObject({ autoCharge: false, cardLabel: null, status: 'active' });
    expect((await del(`subscriptions/${parking}/auto-charge`, owner)).statusCode).toBe(409);
  });

  it('the monthly job charges the saved card without the owner, once: paid, receipt, next date +1 month, notice', async () => {
    await atDay('2027-01-05');
    const run = await runSubscriptionCharges(app);
    expect((await runSubscriptionCharges(app)).charged).toEqual([]);
    const d = await detail(internet);
    expect(d).toMatchObject({ status: 'active', nextPaymentOn: '2027-02-05', autoCharge: true });
    const month = d.charges[0];
    expect(month).toMatchObject({ status: 'paid', periodStart: '2027-01-05', periodEnd: '2027-02-05' });
    expect(month.receiptNumber).toMatch(/^S-\d{8}$/);
    expect(run.charged).toContain(month.id);
    const paid = await chargePayments(month.id);
    expect(paid).toHaveLength(1);
    expect(paid[0]).toMatchObject({ status: 'succeeded', confirmationUrl: null });
    // A late webhook or a second application changes nothing.
    expect(await applyPaymentResult(app, paid[0].id, 'succeeded')).toEqual({ applied: false });
    expect(await pushes()).toContain(`charged ₽900 from card •••• 4242. Receipt No. ${month.receiptNumber}`);
  });

  it('without auto-charge the job falls back to the notice with a link to pay', async () => {
    const d = await detail(parking);
    expect(d.charges[0]).toMatchObject({ status: 'due', periodStart: '2027-01-05' });
    const [p] = await chargePayments(d.charges[0].id);
    expect(p).toMatchObject({ status: 'pending', confirmationUrl: `/payment-sandbox/${p.id}` });
    expect(await pushes()).toContain(`/payment-sandbox/${p.id}`);
  });

  it('a declined charge is retried from the card after 1 and 3 days with a notice; the third failure ends it', async () => {
    await atDay('2027-02-05');
    sandbox.failNextCharge('sandbox-card-1');
    await runSubscriptionCharges(app);
    let d = await detail(internet);
    const id = d.charges[0].id as number;
    expect(d.status).toBe('past_due');
    expect(d.charges[0]).toMatchObject({
      status: 'failed',
      failures: 1,
      retryOn: '2027-02-06',
      periodStart: '2027-02-05',
    });
    expect(await pushes()).toContain('We will retry on 06.02.2027');

    await atDay('2027-02-06');
    sandbox.failNextCharge('sandbox-card-1');
    expect((await runSubscriptionCharges(app)).retried).toEqual([id]);
    expect((await runSubscriptionCharges(app)).retried).toEqual([]);
    expect(await chargePayments(id)).toHaveLength(2);
    d = await detail(internet);
    expect(d.charges[0]).toMatchObject({ status: 'failed', failures: 2, retryOn: '2027-02-09' });

    await atDay('2027-02-09');
    sandbox.failNextCharge('sandbox-card-1');
    expect((await runSubscriptionCharges(app)).retried).toEqual([id]);
    d = await detail(internet);
    expect(d).toMatchObject({ status: 'inactive', nextPaymentOn: null });
    expect(d.charges[0]).toMatchObject({ status: 'abandoned', failures: 3 });
    expect(await chargePayments(id)).toHaveLength(3);
    expect(await pushes()).toContain('The subscription is disconnected');
    clock.current = start;
  });
});

describe('YooKassa autopayments (fake fetch)', () => {
  it('asks to save on the first payment, reads the saved method, charges it with payment_method_id and no confirmation', async () => {
    const calls: { url: string; init: { method: string; body?: string } }[] = [];
    const replies: unknown[] = [
      { id: 'yk-1', status: 'pending', confirmation: { confirmation_url: 'https://yoomoney.ru/checkout/x' } },
      {
        id: 'yk-1',
        status: 'succeeded',
        payment_method: { type: 'bank_card', id: 'pm-77', saved: true, card: { last4: '4444' } },
      },
      { id: 'yk-1', status: 'succeeded', payment_method: { type: 'bank_card', id: 'pm-78', saved: false } },
      { id: 'yk-2', status: 'succeeded' },
      { id: 'yk-3', status: 'canceled' },
    ];
    const fake = async (url: string, init: { method: string; headers: Record<string, string>; body?: string }) => {
      calls.push({ url, init });
      return { ok: true, status: 200, json: async () => replies.shift() };
    };
    const yk = new YooKassaPaymentService({ shopId: 'shop', secretKey: 'secret' }, fake);
    await yk.create({
      paymentId: 1,
      amountKopecks: 90_000,
      idempotencyKey: 'k1',
      description: 'Internet',
      returnUrl: 'https://site/subscriptions/1?payment=1',
      savePaymentMethod: true,
    });
    expect(JSON.parse(calls[0].init.body!)).toMatchObject({
      save_payment_method: true,
      confirmation: { type: 'redirect' },
      capture: true,
    });
    expect(await yk.savedMethod('yk-1')).toEqual({ id: 'pm-77', label: '•••• 4444' });
    expect(calls[1]).toMatchObject({ url: 'https://api.yookassa.ru/v3/payments/yk-1', init: { method: 'GET' } });
    expect(await yk.savedMethod('yk-1')).toBeNull();
    expect(
      await yk.charge({
        paymentId: 2,
        amountKopecks: 90_000,
        idempotencyKey: 'k2',
        description: 'Internet',
        paymentMethodId: 'pm-77',
      }),
    ).toEqual({ providerPaymentId: 'yk-2', status: 'succeeded' });
    const body = JSON.parse(calls[3].init.body!);
    expect(body).toMatchObject({
      amount: { value: '900.00', currency: 'RUB' },
      capture: true,
      payment_method_id: 'pm-77',
    });
    expect(body.confirmation).toBeUndefined();
    expect(body.save_payment_method).toBeUndefined();
    expect(
      (
        await yk.charge({
          paymentId: 3,
          amountKopecks: 90_000,
          idempotencyKey: 'k3',
          description: 'Internet',
          paymentMethodId: 'pm-77',
        })
      ).status,
    ).toBe('failed');
    // A payment created without asking does not send save_payment_method.
    replies.push({ id: 'yk-4', confirmation: { confirmation_url: 'https://yoomoney.ru/c' } });
    await yk.create({
      paymentId: 4,
      amountKopecks: 100,
      idempotencyKey: 'k4',
      description: 'x',
      returnUrl: 'https://site/',
    });
    expect(JSON.parse(calls[5].init.body!).save_payment_method).toBeUndefined();
  });
});
