/**
 * Payments of any payable thing (docs/rules.md R5.21): a registered kind's payment is started
 * through the acquirer, its outcome reaches the kind's handler exactly once however often it is
 * applied, the payer sees it with its label and return page, and nobody else does (404).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { PAYMENT_KINDS } from '../../server/app';
import { applyPaymentResult, startTargetPayment, type PaymentKind } from '../../server/services/payments';
import { H, login, testApp, type TestApp } from './helpers';

let app: FastifyInstance;
let testbed: TestApp;
let payer: string;
let other: string;
let payerId: number;
const results: string[] = [];
const followUps: string[] = [];

beforeAll(async () => {
  const testCharge: PaymentKind = {
    kind: 'test_charge',
    onResult: async (_tx, p, outcome) => void results.push(`${p.targetId}:${outcome}`),
    afterResult: async (_app, p, outcome) => void followUps.push(`${p.targetId}:${outcome}`),
    describe: async (_app, p) => ({
      label: { ru: `Начисление ${p.targetId}`, en: `Charge ${p.targetId}` },
      returnPath: `/test/${p.targetId}`,
    }),
  };
  testbed = await testApp({
    paymentKinds: [...PAYMENT_KINDS, testCharge],
  });
  app = testbed.app;
  payer = await login(app);
  other = await login(app);
  payerId = (await app.inject({ method: 'GET', url: '/api/app/v1/auth/me', headers: H('en', payer) })).json().data.id;
});
afterAll(async () => testbed?.close());

/** Starts a payment as the payer would, through the service (a kind's route calls exactly this). */
function start(targetId: number, amountKopecks = 150_000) {
  const req = { t: (k: string) => k, log: app.log } as unknown as FastifyRequest;
  return startTargetPayment(app, req, {
    kind: 'test_charge',
    targetId,
    companyId: 1,
    userId: payerId,
    amountKopecks,
    description: 'test',
    returnPath: `/test/${targetId}`,
  });
}

describe('target payments', () => {
  it('starts a sandbox card payment, and a second start of the same charge resumes it', async () => {
    const a = await start(7);
    expect(a.status).toBe('pending');
    expect(a.confirmationUrl).toContain(`/payment-sandbox/${a.paymentId}`);
    expect((await start(7)).paymentId).toBe(a.paymentId);
    expect((await start(7, 99_000)).paymentId).not.toBe(a.paymentId);
  });

  it('applies the outcome to the kind once, however often it arrives', async () => {
    const { paymentId } = await start(8);
    expect(await applyPaymentResult(app, paymentId, 'succeeded')).toEqual({ applied: true });
    expect(await applyPaymentResult(app, paymentId, 'succeeded')).toEqual({ applied: false });
    expect(await applyPaymentResult(app, paymentId, 'failed')).toEqual({ applied: false });
    expect(results.filter((r) => r.startsWith('8:'))).toEqual(['8:succeeded']);
    expect(followUps.filter((r) => r.startsWith('8:'))).toEqual(['8:succeeded']);
  });

  it('shows the payer the label and the return page in their language; someone else gets 404', async () => {
    const { paymentId } = await start(9);
    const ru = await app.inject({ method: 'GET', url: `/api/app/v1/payments/${paymentId}`, headers: H('ru', payer) });
    expect(ru.statusCode).toBe(200);
    expect(ru.json().data).toMatchObject({
      targetKind: 'test_charge',
      targetId: 9,
      label: 'Начисление 9',
      returnUrl: `/test/9?payment=${paymentId}`,
      bookingId: null,
    });
    const en = await app.inject({ method: 'GET', url: `/api/app/v1/payments/${paymentId}`, headers: H('en', payer) });
    expect(en.json().data.label).toBe('Charge 9');
    const theirs = await app.inject({
      method: 'GET',
      url: `/api/app/v1/payments/${paymentId}`,
      headers: H('en', other),
    });
    expect(theirs.statusCode).toBe(404);
  });

  it('the sandbox page decides it for the payer only, and the kind hears it once', async () => {
    const { paymentId } = await start(10);
    const theirs = await app.inject({
      method: 'POST',
      url: `/api/app/v1/payments/${paymentId}/sandbox`,
      headers: H('en', other),
      payload: { outcome: 'failed' },
    });
    expect(theirs.statusCode).toBe(404);
    const r = await app.inject({
      method: 'POST',
      url: `/api/app/v1/payments/${paymentId}/sandbox`,
      headers: H('en', payer),
      payload: { outcome: 'failed' },
    });
    expect(r.statusCode).toBe(200);
    expect(r.json().data).toMatchObject({ status: 'failed', returnUrl: `/test/10?payment=${paymentId}` });
    expect(results.filter((x) => x.startsWith('10:'))).toEqual(['10:failed']);
  });
});
