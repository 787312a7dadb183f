/**
 * Fiscal receipts (docs/rules.md R5.24, R5.25): a booking's payment goes to the sandbox acquirer
 * with its receipt (accommodation, breakfast; `full_prepayment` before check-in; VAT of the
 * company's settings on the day), the sandbox registers it on success, a check-out brings the
 * settlement receipt once, a refund its refund receipt; the sandbox refuses a receipt that does not
 * add up with YooKassa's error body; a payer with neither an e-mail nor a phone is asked for one (422).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { documents, rentCharges, serviceOrders, subscriptionCharges, users } from '../../server/db/schema';
import { PAYMENT_KINDS } from '../../server/app';
import { DEMO_USERS } from '../../server/db/seed';
import { AcquirerError, settleEndedStays, startTargetPayment } from '../../server/services/payments';
import { freeObjectIds, H, login, postBooking, TestClock, testApp, type TestApp, utilityAccounts } from './helpers';

const clock = new TestClock(new Date('2026-12-05T06:00:00Z'));
let app: FastifyInstance;
let testbed: TestApp;
let guest: string;
let manager: string;

beforeAll(async () => {
  testbed = await testApp({ clock });
  app = testbed.app;
  guest = await login(app, DEMO_USERS.guest);
  manager = await login(app, DEMO_USERS.manager);
});
afterAll(async () => testbed?.close());

const get = (url: string, tok = guest, lang: 'ru' | 'en' = 'en') =>
  app.inject({ method: 'GET', url: `/api/app/v1/${url}`, headers: H(lang, tok) });
const post = (url: string, payload?: object, tok = guest, lang: 'ru' | 'en' = 'en') =>
  app.inject({ method: 'POST', url: `/api/app/v1/${url}`, headers: H(lang, tok), ...(payload ? { payload } : {}) });

interface Item {
  description: string;
  quantity: number;
  unitKopecks: number;
  amountKopecks: number;
  vatCode: number;
  paymentMode: string;
  paymentSubject: string;
}
interface FiscalDto {
  kind: string;
  status: string;
  items: Item[];
  amountKopecks: number;
  taxSystemCode: number;
  customer: { email?: string; phone?: string };
  fiscalDocumentNumber: string | null;
}
const receiptsOf = async (paymentId: number) =>
  (await get(`payments/${paymentId}`)).json().data.fiscalReceipts as FiscalDto[];
const sum = (items: Item[]) => items.reduce((s, i) => s + i.amountKopecks, 0);

/** Books `checkIn`–`checkOut` and pays it in the sandbox; the booking's id and the payment's. */
async function bookAndPay(checkIn: string, checkOut: string, kind: 'apartment' | 'office' = 'apartment') {
  const [objectId] = await freeObjectIds(app, checkIn, checkOut, kind);
  const b = await postBooking(app, guest, objectId!, checkIn, checkOut);
  expect(b.statusCode).toBe(201);
  const bookingId = b.json().data.id as number;
  const started = await post(`bookings/${bookingId}/payments`, { method: 'card' });
  expect(started.statusCode).toBe(201);
  const paymentId = started.json().data.paymentId as number;
  return { bookingId, paymentId };
}

describe('a booking paid before check-in (R5.24)', () => {
  let bookingId: number;
  let paymentId: number;
  it('sends a full_prepayment receipt adding up to the amount, being registered until paid, registered after', async () => {
    ({ bookingId, paymentId } = await bookAndPay('2026-12-20', '2026-12-22'));
    const [pending] = await receiptsOf(paymentId);
    expect(pending).toMatchObject({
      kind: 'payment',
      status: 'pending',
      taxSystemCode: 1,
      customer: { email: 'i@example.com' },
    });
    const { amountKopecks } = (await get(`payments/${paymentId}`)).json().data;
    expect(sum(pending!.items)).toBe(amountKopecks);
    expect(pending!.items[0]).toMatchObject({ quantity: 2, paymentMode: 'full_prepayment', paymentSubject: 'service' });
    expect(pending!.items[0]!.description).toMatch(/^Проживание/);
    // The demo company bills accommodation at 0 % (vat_code 2), breakfast at the main rate: 22 % in December 2026.
    expect(pending!.items[0]!.vatCode).toBe(2);
    for (const i of pending!.items.slice(1)) expect(i.vatCode).toBe(i.description === 'Туристический налог' ? 1 : 11);
    expect((await post(`payments/${paymentId}/sandbox`, { outcome: 'succeeded' })).statusCode).toBe(200);
    const [done] = await receiptsOf(paymentId);
    expect(done).toMatchObject({ status: 'registered' });
    expect(done!.fiscalDocumentNumber).toMatch(/^\d+$/);
  });

  it('gets its settlement receipt (full_payment) once, on the check-out day', async () => {
    expect(await settleEndedStays(app)).toBe(0);
    clock.set(Date.parse('2026-12-22T06:00:00Z'));
    expect(await settleEndedStays(app)).toBeGreaterThanOrEqual(1);
    expect(await settleEndedStays(app)).toBe(0);
    const all = await receiptsOf(paymentId);
    const settlement = all.find((r) => r.kind === 'settlement')!;
    expect(settlement).toMatchObject({ status: 'registered', amountKopecks: all[0]!.amountKopecks });
    expect(settlement.items.every((i) => i.paymentMode === 'full_payment')).toBe(true);
    expect(bookingId).toBeGreaterThan(0);
    clock.set(Date.parse('2026-12-05T06:00:00Z'));
  });
});

describe('an office booked for days (R5.24)', () => {
  it('is a lease of premises at the main rate, not accommodation at 0 %', async () => {
    const { paymentId } = await bookAndPay('2027-02-10', '2027-02-12', 'office');
    const [r] = await receiptsOf(paymentId);
    expect(r!.items[0]).toMatchObject({ vatCode: 11, quantity: 2 });
    expect(r!.items[0]!.description).toMatch(/^Аренда помещения/);
    expect(r!.items.some((i) => /^Проживание|^Туристический налог/.test(i.description))).toBe(false);
  });
});

describe('a refund (R5.24)', () => {
  it('a cancelled paid booking refunded by the manager has a refund receipt of the refund amount', async () => {
    const { bookingId, paymentId } = await bookAndPay('2027-01-10', '2027-01-12');
    await post(`payments/${paymentId}/sandbox`, { outcome: 'succeeded' });
    expect((await post(`backoffice/bookings/${bookingId}/cancel`, {}, manager)).statusCode).toBe(200);
    expect(
      (await post(`backoffice/bookings/${bookingId}/refunds`, { amountKopecks: 10_001 }, manager)).statusCode,
    ).toBe(200);
    const refund = (await receiptsOf(paymentId)).find((r) => r.kind === 'refund')!;
    expect(refund).toMatchObject({ status: 'registered', amountKopecks: 10_001 });
    expect(sum(refund.items)).toBe(10_001);
  });
});

describe('the sandbox checks a receipt as YooKassa does (R5.24)', () => {
  it("refuses items that do not add up with HTTP 400 and YooKassa's error body", async () => {
    const receipt = {
      customer: { email: 'i@example.com' },
      items: [
        {
          description: 'Проживание',
          quantity: 1,
          unitKopecks: 9_999,
          vatCode: 11 as const,
          paymentMode: 'full_payment' as const,
          paymentSubject: 'service' as const,
        },
      ],
      date: '2026-12-05',
    };
    const refused = await app.payments
      .create({ paymentId: 1, amountKopecks: 10_000, idempotencyKey: 'k-1', description: 'x', returnUrl: '/', receipt })
      .catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(AcquirerError);
    expect(refused).toMatchObject({
      status: 400,
      body: { type: 'error', id: 'k-1', code: 'invalid_request', parameter: 'receipt.items' },
    });
    const oldCode = await app.payments
      .create({
        paymentId: 1,
        amountKopecks: 9_999,
        idempotencyKey: 'k-2',
        description: 'x',
        returnUrl: '/',
        receipt: { ...receipt, items: [{ ...receipt.items[0]!, vatCode: 4 as const }] },
      })
      .catch((e: unknown) => e);
    expect(oldCode).toMatchObject({ body: { parameter: 'receipt.items[0].vat_code' } });
  });
});

describe('no contact for the receipt (R5.24)', () => {
  it('answers 422 with a translated error on the e-mail field, and pays once the e-mail is saved', async () => {
    const { water } = await utilityAccounts(app, guest);
    const [me] = await app.db.select().from(users).where(eq(users.phone, DEMO_USERS.guest));
    await app.db.update(users).set({ email: null, phone: '+4915112345678' }).where(eq(users.id, me!.id));
    try {
      for (const lang of ['ru', 'en'] as const) {
        const r = await post(`bills/${water.id}/pay`, { amountKopecks: 1_000 }, guest, lang);
        expect(r.statusCode).toBe(422);
        expect(r.json().errors.email[0]).toBe(r.json().message);
        expect(r.json().message).toMatch(lang === 'ru' ? /e-mail/ : /needs an e-mail/);
      }
      await app.db.update(users).set({ email: 'new@example.com' }).where(eq(users.id, me!.id));
      const ok = await post(`bills/${water.id}/pay`, { amountKopecks: 1_000 });
      expect(ok.statusCode).toBeLessThan(300);
      const [r] = await receiptsOf(ok.json().data.paymentId);
      expect(r).toMatchObject({ customer: { email: 'new@example.com' } });
      expect(r!.items[0]).toMatchObject({ paymentMode: 'full_payment', amountKopecks: 1_000 });
    } finally {
      await app.db.update(users).set({ email: me!.email, phone: me!.phone }).where(eq(users.id, me!.id));
    }
  });
});

describe('every payable kind sends its receipt (R5.24)', () => {
  const tables = { services: serviceOrders, documents, rent: rentCharges, subscriptions: subscriptionCharges } as const;
  it.each(PAYMENT_KINDS.map((k) => [k.kind, k.fiscalItemKind!] as const))(
    '%s: one full_payment item of the amount, at the main rate of the day',
    async (kind, itemKind) => {
      const [target] = await app.db
        .select({ id: tables[itemKind as keyof typeof tables].id })
        .from(tables[itemKind as keyof typeof tables]);
      const [me] = await app.db.select().from(users).where(eq(users.phone, DEMO_USERS.guest));
      const req = { t: (k: string) => k, log: app.log } as unknown as FastifyRequest;
      const { paymentId } = await startTargetPayment(app, req, {
        kind,
        targetId: target!.id,
        companyId: 1,
        userId: me!.id,
        amountKopecks: 12_345,
        description: kind,
        returnPath: '/dashboard',
      });
      const [r] = await receiptsOf(paymentId);
      expect(r!.items).toHaveLength(1);
      expect(r!.items[0]).toMatchObject({
        quantity: 1,
        amountKopecks: 12_345,
        vatCode: 11,
        paymentMode: 'full_payment',
        paymentSubject: 'service',
      });
      expect(r!.items[0]!.description.length).toBeGreaterThan(0);
    },
  );
});

describe('tax settings in the back office (R5.25)', () => {
  const body = {
    effectiveFrom: '2026-12-10',
    taxSystemCode: 2,
    vat: {
      accommodation: 'none',
      breakfast: 'none',
      services: 'none',
      rent: 'none',
      utilities: 'none',
      documents: 'none',
      subscriptions: 'none',
    },
  };
  it('a manager lists the demo rows and adds one; receipts from that day take it', async () => {
    const list = await get('backoffice/tax-settings', manager);
    expect(list.statusCode).toBe(200);
    expect(list.json().data.data.map((r: { effectiveFrom: string }) => r.effectiveFrom)).toEqual([
      '2026-01-01',
      '2025-01-01',
    ]);
    const created = await post('backoffice/tax-settings', body, manager);
    expect(created.statusCode).toBe(201);
    expect(created.json().data).toMatchObject({ effectiveFrom: '2026-12-10', taxSystemCode: 2 });
    clock.set(Date.parse('2026-12-10T06:00:00Z'));
    try {
      const { water } = await utilityAccounts(app, guest);
      const paid = await post(`bills/${water.id}/pay`, { amountKopecks: 2_000 });
      const [r] = await receiptsOf(paid.json().data.paymentId);
      expect(r).toMatchObject({ taxSystemCode: 2, items: [{ vatCode: 1 }] });
    } finally {
      clock.set(Date.parse('2026-12-05T06:00:00Z'));
    }
  });
  it('refuses other roles (403), no session (401) and a wrong body (422, translated)', async () => {
    expect((await get('backoffice/tax-settings', guest)).statusCode).toBe(403);
    expect((await post('backoffice/tax-settings', body, guest)).statusCode).toBe(403);
    expect(
      (await app.inject({ method: 'GET', url: '/api/app/v1/backoffice/tax-settings', headers: H('en') })).statusCode,
    ).toBe(401);
    const bad = await post(
      'backoffice/tax-settings',
      { ...body, taxSystemCode: 9, vat: { accommodation: '22' } },
      manager,
      'ru',
    );
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(expect.arrayContaining(['taxSystemCode']));
  });
});
