/**
 * Room subscriptions (docs/rules.md R12.8): the demo owner's active subscription; connecting starts
 * the first month's card payment and a success is applied once (receipt, next payment a month on);
 * the monthly job charges each month once; a failed charge is retried after 1 and 3 days with a
 * notice, then the subscription ends; disconnecting takes effect on the date the screen showed;
 * someone else's subscription is 404.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { applyPaymentResult } from '../../server/services/payments';
import { runSubscriptionCharges } from '../../server/services/subscription-runs';
import { TestClock, testApp, type TestApp, v1Calls, login } from './helpers';

const start = new Date('2026-12-05T06:00:00Z');
const clock = new TestClock(start);
let app: FastifyInstance;
let testbed: TestApp;
let owner: string;
let stranger: string;

const { get, post } = v1Calls(() => app);

/** Logs the owner `phone` in as an owner (a fresh session). */
const ownerLogin = (phone: string) => login(app, phone, { owner: true });

/** The payer's choice on the sandbox page. */
const decide = (paymentId: number, outcome: 'succeeded' | 'failed', tok = owner) =>
  post(`payments/${paymentId}/sandbox`, { outcome }, tok);
/** Moves the clock to `iso` and logs the owner in again (sessions expire). */
async function atDay(iso: string) {
  clock.current = new Date(`${iso}T06:00:00Z`);
  owner = await ownerLogin('+79990000002');
}

beforeAll(async () => {
  testbed = await testApp({
    clock,
  });
  app = testbed.app;
  owner = await ownerLogin('+79990000002');
  stranger = await ownerLogin('+79557770003');
});
afterAll(async () => testbed?.close());

describe('subscriptions', () => {
  let seeded: { id: number; nextPaymentOn: string; objectId: number; startedOn: string };

  it('the demo owner has an active subscription with a paid month and its receipt', async () => {
    const rows = (await get('subscriptions', owner)).json().data.data;
    expect(rows).toHaveLength(1);
    seeded = rows[0];
    expect(rows[0]).toMatchObject({
      service: 'cleaning',
      status: 'active',
      priceKopecks: 480_000,
      startedOn: '2026-11-15',
      nextPaymentOn: '2026-12-15',
      disconnectOn: '2026-12-15',
    });
    const d = (await get(`subscriptions/${seeded.id}`, owner)).json().data;
    expect(d.charges).toHaveLength(1);
    expect(d.charges[0]).toMatchObject({ status: 'paid', periodStart: '2026-11-15', periodEnd: '2026-12-15' });
    expect(d.charges[0].receiptNumber).toMatch(/^S-\d{8}$/);
  });

  it('someone else’s subscription is 404; a guest gets 403', async () => {
    expect((await get(`subscriptions/${seeded.id}`, stranger)).statusCode).toBe(404);
    expect((await post(`subscriptions/${seeded.id}/disconnect`, { shownOn: '2026-12-15' }, stranger)).statusCode).toBe(
      404,
    );
    expect((await post('subscriptions', { objectId: seeded.objectId, service: 'parking' }, stranger)).statusCode).toBe(
      404,
    );
  });

  it('connecting starts the first payment; a success is applied once (receipt, next payment a month on)', async () => {
    const r = await post('subscriptions', { objectId: seeded.objectId, service: 'internet' }, owner);
    expect(r.statusCode).toBe(201);
    const { data } = r.json();
    const { payment } = data;
    expect(data).toMatchObject({ status: 'pending_payment', nextPaymentOn: null, startedOn: '2026-12-05' });
    expect(payment.confirmationUrl).toBe(`/payment-sandbox/${payment.paymentId}`);
    expect(
      (await post('subscriptions', { objectId: seeded.objectId, service: 'internet' }, owner, 'ru')).json().message,
    ).toBe('Эта услуга уже подключена к помещению');
    expect((await decide(payment.paymentId, 'succeeded')).statusCode).toBe(200);
    expect(await applyPaymentResult(app, payment.paymentId, 'succeeded')).toEqual({ applied: false });
    const d = (await get(`subscriptions/${data.id}`, owner)).json().data;
    expect(d).toMatchObject({ status: 'active', nextPaymentOn: '2027-01-05' });
    expect(d.charges).toEqual([
      expect.objectContaining({
        status: 'paid',
        amountKopecks: 90_000,
        periodStart: '2026-12-05',
        periodEnd: '2027-01-05',
      }),
    ]);
  });

  it('the monthly job charges the month once; a success moves the next payment once', async () => {
    await atDay('2026-12-15');
    const first = await runSubscriptionCharges(app);
    expect(first.charged).toHaveLength(1);
    expect((await runSubscriptionCharges(app)).charged).toEqual([]);
    const d = (await get(`subscriptions/${seeded.id}`, owner)).json().data;
    expect(d.charges.map((c: { status: string }) => c.status)).toEqual(['due', 'paid']);
    const pay = await post(`subscriptions/${seeded.id}/pay`, {}, owner);
    expect(pay.statusCode).toBe(201);
    const paymentId = pay.json().data.payment.paymentId;
    await decide(paymentId, 'succeeded');
    await decide(paymentId, 'succeeded');
    expect(await applyPaymentResult(app, paymentId, 'succeeded')).toEqual({ applied: false });
    const after = (await get(`subscriptions/${seeded.id}`, owner)).json().data;
    expect(after).toMatchObject({ status: 'active', nextPaymentOn: '2027-01-15' });
    expect(after.charges.filter((c: { status: string }) => c.status === 'paid')).toHaveLength(2);
    expect((await runSubscriptionCharges(app)).charged).toEqual([]);
  });

  it('disconnecting takes effect on the date the screen showed; the job ends it then', async () => {
    await atDay('2026-12-20');
    const list = (await get('subscriptions', owner)).json().data.data;
    const internet = list.find((s: { service: string }) => s.service === 'internet');
    expect(internet.disconnectOn).toBe('2027-01-05');
    const wrong = await post(`subscriptions/${internet.id}/disconnect`, { shownOn: '2026-12-20' }, owner);
    expect(wrong.statusCode).toBe(409);
    const ok = await post(`subscriptions/${internet.id}/disconnect`, { shownOn: '2027-01-05' }, owner);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data).toMatchObject({ status: 'active', endsOn: '2027-01-05' });
    await atDay('2027-01-05');
    const run = await runSubscriptionCharges(app);
    expect(run.ended).toContain(internet.id);
    expect(run.charged).toEqual([]);
    const ended = await get(`subscriptions/${internet.id}`, owner);
    expect(ended.statusCode, ended.body).toBe(200);
    expect(ended.json().data).toMatchObject({ status: 'inactive', nextPaymentOn: null });
  });
  it('a failed charge is retried after 1 and 3 days with a notice, then the subscription ends', async () => {
    await atDay('2027-01-15');
    expect((await runSubscriptionCharges(app)).charged).toHaveLength(1);
    const payId = async () =>
      (await post(`subscriptions/${seeded.id}/pay`, {}, owner)).json().data.payment.paymentId as number;
    await decide(await payId(), 'failed');
    let d = (await get(`subscriptions/${seeded.id}`, owner)).json().data;
    expect(d.status).toBe('past_due');
    expect(d.charges[0]).toMatchObject({ status: 'failed', failures: 1, retryOn: '2027-01-16' });
    expect(JSON.stringify((await get('push?_start=0&_end=50', owner)).json())).toContain('We will retry on 16.01.2027');
    expect((await runSubscriptionCharges(app)).retried).toEqual([]);
    await atDay('2027-01-16');
    expect((await runSubscriptionCharges(app)).retried).toHaveLength(1);
    expect((await runSubscriptionCharges(app)).retried).toEqual([]);
    await decide(await payId(), 'failed');
    d = (await get(`subscriptions/${seeded.id}`, owner)).json().data;
    expect(d.charges[0]).toMatchObject({ status: 'failed', failures: 2, retryOn: '2027-01-19' });
    await atDay('2027-01-19');
    expect((await runSubscriptionCharges(app)).retried).toHaveLength(1);
    await decide(await payId(), 'failed');
    d = (await get(`subscriptions/${seeded.id}`, owner)).json().data;
    expect(d).toMatchObject({ status: 'inactive', nextPaymentOn: null });
    expect(d.charges[0]).toMatchObject({ status: 'abandoned', failures: 3 });
    expect(JSON.stringify((await get('push?_start=0&_end=50', owner)).json())).toContain(
      'The subscription is disconnected',
    );
    clock.current = start;
  });
});
