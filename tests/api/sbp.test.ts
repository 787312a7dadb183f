/**
 * SBP beside cards (docs/rules.md R5.27): a payment started with `method: 'sbp'` is recorded as
 * `sbp`, the acquirer's request carries `payment_method_data: { type: 'sbp' }` with a redirect
 * confirmation, an amount above the SBP limit is refused with a translated message, and a
 * succeeded payment's method becomes the payer's `lastPaymentMethod` (GET auth/me). A pay call
 * without a body still pays by card.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { bookings, payments } from '../../server/db/schema';
import { DEMO_USERS } from '../../server/db/seed';
import { SandboxPaymentService, YooKassaPaymentService } from '../../server/services/payments';
import { H, login, postBooking, TestClock, testApp, type TestApp, utilityAccounts } from './helpers';

const clock = new TestClock(new Date('2026-12-05T06:00:00Z'));
let testbed: TestApp;
let app: FastifyInstance;
let tok: string;

beforeAll(async () => {
  testbed = await testApp({ clock });
  app = testbed.app;
  tok = await login(app);
});
afterAll(async () => testbed?.close());

const call = (a: FastifyInstance, method: 'GET' | 'POST', url: string, t = tok, payload?: object, lang = 'en') =>
  a.inject({ method, url: `/api/app/v1/${url}`, headers: H(lang as 'en', t), ...(payload ? { payload } : {}) });

/** A new booking of object `objectId` for one night on `day`; its id. */
async function booking(a: FastifyInstance, t: string, objectId: number, day: string, next: string): Promise<number> {
  const r = await postBooking(a, t, objectId, day, next);
  expect(r.statusCode).toBe(201);
  return r.json().data.id as number;
}

describe('an SBP payment in the sandbox (R5.27)', () => {
  it('is recorded as sbp, pays the booking, and becomes the last method; a later card payment replaces it', async () => {
    expect((await call(app, 'GET', 'auth/me')).json().data.lastPaymentMethod).toBeNull();
    const id = await booking(app, tok, 61, '2027-03-01', '2027-03-02');
    const started = await call(app, 'POST', `bookings/${id}/payments`, tok, { method: 'sbp' });
    expect(started.statusCode).toBe(201);
    const { paymentId, confirmationUrl } = started.json().data;
    expect(confirmationUrl).toBe(`/payment-sandbox/${paymentId}`);
    const shown = (await call(app, 'GET', `payments/${paymentId}`)).json().data;
    expect(shown).toMatchObject({ method: 'sbp', status: 'pending', bookingId: id });
    const paid = await call(app, 'POST', `payments/${paymentId}/sandbox`, tok, { outcome: 'succeeded' });
    expect(paid.json().data.status).toBe('succeeded');
    expect((await call(app, 'GET', `bookings/${id}`)).json().data.status).toBe('paid');
    expect((await call(app, 'GET', 'auth/me')).json().data.lastPaymentMethod).toBe('sbp');

    const second = await booking(app, tok, 61, '2027-03-05', '2027-03-06');
    const card = (await call(app, 'POST', `bookings/${second}/payments`, tok, { method: 'card' })).json().data;
    expect((await call(app, 'GET', `payments/${card.paymentId}`)).json().data.method).toBe('card');
    await call(app, 'POST', `payments/${card.paymentId}/sandbox`, tok, { outcome: 'succeeded' });
    expect((await call(app, 'GET', 'auth/me')).json().data.lastPaymentMethod).toBe('card');
  });

  it('a declined SBP payment does not change the last method', async () => {
    const id = await booking(app, tok, 61, '2027-03-10', '2027-03-11');
    const { paymentId } = (await call(app, 'POST', `bookings/${id}/payments`, tok, { method: 'sbp' })).json().data;
    await call(app, 'POST', `payments/${paymentId}/sandbox`, tok, { outcome: 'failed' });
    expect((await call(app, 'GET', 'auth/me')).json().data.lastPaymentMethod).toBe('card');
  });

  it('choosing SBP while a card attempt is pending withdraws the card attempt', async () => {
    const id = await booking(app, tok, 61, '2027-03-15', '2027-03-16');
    const card = (await call(app, 'POST', `bookings/${id}/payments`, tok, { method: 'card' })).json().data;
    const sbp = (await call(app, 'POST', `bookings/${id}/payments`, tok, { method: 'sbp' })).json().data;
    expect(sbp.paymentId).not.toBe(card.paymentId);
    expect((await call(app, 'GET', `payments/${card.paymentId}`)).json().data.status).toBe('cancelled');
    expect((await call(app, 'GET', `payments/${sbp.paymentId}`)).json().data.method).toBe('sbp');
  });

  it('above 700 000 ₽ SBP is refused with a translated 422 and nothing is written; a card still starts', async () => {
    const id = await booking(app, tok, 61, '2027-03-20', '2027-03-21');
    await app.db.update(bookings).set({ totalKopecks: 70_000_001 }).where(eq(bookings.id, id));
    const before = (await app.db.select().from(payments).where(eq(payments.bookingId, id))).length;
    const en = await call(app, 'POST', `bookings/${id}/payments`, tok, { method: 'sbp' });
    expect(en.statusCode).toBe(422);
    expect(en.json().message).toMatch(/SBP takes at most ₽700,000/);
    expect(en.json().errors.method).toHaveLength(1);
    const ru = await call(app, 'POST', `bookings/${id}/payments`, tok, { method: 'sbp' }, 'ru');
    expect(ru.statusCode).toBe(422);
    expect(ru.json().message).toMatch(/СБП можно оплатить не больше 700\s000\s₽/);
    expect((await app.db.select().from(payments).where(eq(payments.bookingId, id))).length).toBe(before);
    expect((await call(app, 'POST', `bookings/${id}/payments`, tok, { method: 'card' })).statusCode).toBe(201);
  });

  it('an unknown method is refused with 422', async () => {
    const id = await booking(app, tok, 61, '2027-03-25', '2027-03-26');
    const r = await call(app, 'POST', `bookings/${id}/payments`, tok, { method: 'crypto' });
    expect(r.statusCode).toBe(422);
  });

  it('a utility account is paid by SBP; its payment lists the method', async () => {
    const tenant = await login(app, DEMO_USERS.guest);
    const { water } = await utilityAccounts(app, tenant);
    const r = await call(app, 'POST', `bills/${water.id}/pay`, tenant, { amountKopecks: 1_000, method: 'sbp' });
    expect(r.statusCode).toBe(201);
    const bill = (await call(app, 'GET', `bills/${water.id}`, tenant)).json().data;
    expect(bill.payments.find((p: { id: number }) => p.id === r.json().data.paymentId).method).toBe('sbp');
  });
});

describe('the sandbox acquirer checks SBP limits as YooKassa does (R5.20, R5.27)', () => {
  const input = (amountKopecks: number, method: 'card' | 'sbp') => ({
    paymentId: 1,
    amountKopecks,
    idempotencyKey: `k-${amountKopecks}-${method}`,
    description: 'd',
    returnUrl: '/',
    method,
  });
  it('refuses an SBP payment above 700 000 ₽ or below 1 ₽, takes a card one of the same amount', async () => {
    const sandbox = new SandboxPaymentService();
    // YooKassa's error body: 400 invalid_request on `amount`.
    const refusal = { status: 400, body: { type: 'error', code: 'invalid_request', parameter: 'amount' } };
    await expect(sandbox.create(input(70_000_001, 'sbp'))).rejects.toMatchObject(refusal);
    await expect(sandbox.create(input(99, 'sbp'))).rejects.toMatchObject(refusal);
    await expect(sandbox.create(input(70_000_000, 'sbp'))).resolves.toHaveProperty('confirmationUrl');
    await expect(sandbox.create(input(70_000_001, 'card'))).resolves.toHaveProperty('confirmationUrl');
  });
});

describe('the YooKassa request of an SBP payment (R5.27)', () => {
  it('carries payment_method_data sbp and a redirect confirmation with the return address', async () => {
    const sent: Record<string, unknown>[] = [];
    const fake = async (_url: string, init: { method: string; body?: string }) => {
      if (init.body && init.method === 'POST') sent.push(JSON.parse(init.body) as Record<string, unknown>);
      return {
        ok: true,
        status: 200,
        json: async () => ({
          id: `yk-${sent.length}`,
          status: 'pending',
          confirmation: { confirmation_url: 'https://yoomoney.ru/c' },
        }),
      };
    };
    const yk = await testApp({ clock, payments: new YooKassaPaymentService({ shopId: 's', secretKey: 'k' }, fake) });
    try {
      const t = await login(yk.app);
      const id = await booking(yk.app, t, 62, '2027-04-01', '2027-04-02');
      const r = await call(yk.app, 'POST', `bookings/${id}/payments`, t, { method: 'sbp' });
      expect(r.statusCode).toBe(201);
      expect(sent[0]).toMatchObject({
        payment_method_data: { type: 'sbp' },
        confirmation: { type: 'redirect' },
        capture: true,
      });
      expect((sent[0].confirmation as { return_url: string }).return_url).toMatch(
        new RegExp(`/bookings/${id}\\?payment=${r.json().data.paymentId}$`),
      );
      const [row] = await yk.app.db.select().from(payments).where(eq(payments.id, r.json().data.paymentId));
      expect(row).toMatchObject({ method: 'sbp', provider: 'yookassa' });
      // A card payment sends no payment_method_data: YooKassa's page offers its card form.
      const other = await booking(yk.app, t, 62, '2027-04-05', '2027-04-06');
      await call(yk.app, 'POST', `bookings/${other}/payments`, t, { method: 'card' });
      expect(sent[1]).not.toHaveProperty('payment_method_data');
    } finally {
      await yk.close();
    }
  });
});
