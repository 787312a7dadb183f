/**
 * The payable kinds are one explicit list (docs/rules.md R5.21; server/services/payments/kinds.ts):
 * buildApp registers exactly the known kinds, nothing registers itself by being imported, and a
 * payment of a kind missing from the app's list fails clearly before anything is written.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import { payments } from '../../server/db/schema';
import { chargeSavedMethod, registerPaymentKinds, startTargetPayment } from '../../server/services/payments';
import { orderPaymentTarget } from '../../server/services/service-orders';
import { testApp, type TestApp } from './helpers';

let app: FastifyInstance;
let ordersOnly: FastifyInstance;
const testbeds: TestApp[] = [];

beforeAll(async () => {
  testbeds.push(await testApp(), await testApp({ paymentKinds: [orderPaymentTarget] }));
  [app, ordersOnly] = testbeds.map((x) => x.app);
});
afterAll(async () => {
  for (const x of testbeds) await x.close();
});

const req = (a: FastifyInstance) => ({ t: (k: string) => k, log: a.log }) as unknown as FastifyRequest;
const input = (kind: string) => ({
  kind,
  targetId: 1,
  companyId: 1,
  userId: 1,
  amountKopecks: 10_000,
  description: 'test',
  returnPath: '/',
});

describe('payable kinds', () => {
  it('buildApp registers exactly the known kinds', () => {
    expect([...app.paymentKinds.keys()].sort()).toEqual([
      'document',
      'rent_charge',
      'service_order',
      'subscription_charge',
    ]);
  });

  it('refuses a payment of an unregistered kind, writing nothing', async () => {
    const before = (await app.db.select().from(payments)).length;
    await expect(startTargetPayment(app, req(app), input('gift_card'))).rejects.toThrow(
      'payment kind "gift_card" is not registered',
    );
    await expect(chargeSavedMethod(app, { ...input('gift_card'), paymentMethodId: 'sandbox-card-1' })).rejects.toThrow(
      'payment kind "gift_card" is not registered',
    );
    expect((await app.db.select().from(payments)).length).toBe(before);
  });

  it('a kind counts only when the app lists it: importing its module registers nothing', async () => {
    // server/services/rents.ts is loaded (buildApp imports it), yet this app did not list its kind.
    expect([...ordersOnly.paymentKinds.keys()]).toEqual(['service_order']);
    await expect(startTargetPayment(ordersOnly, req(ordersOnly), input('rent_charge'))).rejects.toThrow(
      'payment kind "rent_charge" is not registered',
    );
  });

  it('refuses a list that names one kind twice', () => {
    expect(() => registerPaymentKinds(Fastify(), [orderPaymentTarget, orderPaymentTarget])).toThrow(
      'payment kind "service_order" is registered twice',
    );
  });
});
