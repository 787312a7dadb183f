/**
 * The e-mails of money over real SMTP (docs/rules.md R22.1, R22.6; ./smtp-inbox.ts): a booking's
 * card payment is e-mailed with its fiscal receipt (the link to it and its ФН, ФД, ФП); a receipt
 * registered later holds the e-mail until it arrives, or until the configured wait is over; a new
 * utility receipt and a rent charge coming due are e-mailed once each in the reader's language;
 * a switched-off choice is recorded as skipped and never sent. Events other paths missed: a refund
 * the manager records (with its refund receipt) and a service order scheduled or done by the back
 * office.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { DEMO_USERS } from '../../server/db/seed';
import { emailOutbox, leases, rentCharges, serviceOrders, services, users } from '../../server/db/schema';
import { sendDueEmails } from '../../server/services/email';
import { sendPaymentEmailsWithReceipts } from '../../server/services/email/booking';
import { emailRentCharges } from '../../server/services/email/charges';
import { generateReceipts } from '../../server/jobs/utility-accounts';
import { ORDER_PAYMENT_KIND } from '../../server/services/service-orders';
import { freeObjectIds, H, login, postBooking, TestClock, testApp, type TestApp } from './helpers';
import { startSmtpInbox, toText, type SmtpInbox } from './smtp-inbox';

const clock = new TestClock(new Date('2026-12-05T06:00:00Z'));
let app: FastifyInstance;
let testbed: TestApp;
let inbox: SmtpInbox;
let guest: string;
let manager: string;
/** The tenant of the demo owner's self-administered room: a charge due today (server/db/seed/rents.ts). */
const OWNER_TENANT = '+79990000005';

beforeAll(async () => {
  inbox = await startSmtpInbox();
  testbed = await testApp({ clock, config: { smtpUrl: inbox.url, paymentEmailReceiptWaitMinutes: 10 } });
  app = testbed.app;
  guest = await login(app, DEMO_USERS.guest);
  manager = await login(app, DEMO_USERS.manager);
});
afterAll(async () => {
  await testbed?.close();
  await inbox?.close();
});

const rowOf = async (key: string) => app.db.query.emailOutbox.findFirst({ where: eq(emailOutbox.eventKey, key) });
const post = (url: string, payload: object, tok = guest) =>
  app.inject({ method: 'POST', url: `/api/app/v1/${url}`, headers: H('en', tok), payload });
const choices = (tok: string, off: string[], lang: 'ru' | 'en') =>
  app.inject({ method: 'PUT', url: '/api/app/v1/profile/email', headers: H(lang, tok), payload: { off } });

/** Books `checkIn`–`checkOut` as the demo guest and pays it by card in the sandbox; the ids. */
async function bookAndPay(checkIn: string, checkOut: string) {
  const [objectId] = await freeObjectIds(app, checkIn, checkOut, 'apartment');
  const b = await postBooking(app, guest, objectId!, checkIn, checkOut);
  expect(b.statusCode).toBe(201);
  const bookingId = b.json().data.id as number;
  const started = await post(`bookings/${bookingId}/payments`, { method: 'card' });
  expect(started.statusCode).toBe(201);
  const paymentId = started.json().data.paymentId as number;
  expect((await post(`payments/${paymentId}/sandbox`, { outcome: 'succeeded' })).statusCode).toBe(200);
  return { bookingId, paymentId };
}

/** The payer's fiscal receipt of `paymentId` as GET app/v1/payments/{id} shows it. */
const receiptOf = async (paymentId: number) =>
  (await app.inject({ url: `/api/app/v1/payments/${paymentId}`, headers: H('en', guest) })).json().data
    .fiscalReceipts[0] as {
    status: string;
    fiscalStorageNumber: string;
    fiscalDocumentNumber: string;
    fiscalAttribute: string;
  };

describe('payment-received with its fiscal receipt (R22.6)', () => {
  it('a card payment whose receipt is registered at once is e-mailed with the receipt’s link, ФН, ФД and ФП', async () => {
    expect((await choices(guest, ['review-invitation'], 'ru')).statusCode).toBe(200);
    const { bookingId, paymentId } = await bookAndPay('2027-01-10', '2027-01-12');
    const r = await receiptOf(paymentId);
    expect(r.status).toBe('registered');
    expect((await rowOf(`payment-received:${paymentId}`))?.status).toBe('queued');
    const before = inbox.received.length;
    await sendDueEmails(app);
    const m = inbox.received.slice(before).find((x) => x.subject?.startsWith('Оплата получена'));
    expect(m).toBeDefined();
    expect(toText(m)).toContain('ivanov@example.com');
    expect(m!.text).toContain(
      `Кассовый чек: http://localhost:${app.config.port}/bookings/${bookingId}?payment=${paymentId}`,
    );
    expect(m!.text).toContain(`ФН: ${r.fiscalStorageNumber}`);
    expect(m!.text).toContain(`ФД: ${r.fiscalDocumentNumber}`);
    expect(m!.text).toContain(`ФП: ${r.fiscalAttribute}`);
    expect(m!.text).toMatch(/Сумма чека: \d/);
    // Once: the job finds it e-mailed and sends nothing more.
    expect(await sendPaymentEmailsWithReceipts(app, [ORDER_PAYMENT_KIND])).toEqual([]);
    await sendDueEmails(app);
    expect(inbox.received.slice(before).filter((x) => x.subject?.startsWith('Оплата получена'))).toHaveLength(1);
  });

  it('a receipt registered later holds the e-mail until it arrives, then it goes once with the receipt', async () => {
    const receipts = vi.spyOn(app.payments, 'receipts').mockResolvedValue([]);
    const { paymentId } = await bookAndPay('2027-01-14', '2027-01-16');
    expect((await receiptOf(paymentId)).status).toBe('pending');
    expect(await rowOf(`payment-received:${paymentId}`)).toBeUndefined();
    // Still being registered, and the wait is not over: nothing yet.
    expect(await sendPaymentEmailsWithReceipts(app, [ORDER_PAYMENT_KIND])).toEqual([]);
    receipts.mockRestore();
    expect(await sendPaymentEmailsWithReceipts(app, [ORDER_PAYMENT_KIND])).toEqual([paymentId]);
    const row = await rowOf(`payment-received:${paymentId}`);
    expect(row?.text).toContain(`ФД: ${(await receiptOf(paymentId)).fiscalDocumentNumber}`);
    expect(await sendPaymentEmailsWithReceipts(app, [ORDER_PAYMENT_KIND])).toEqual([]);
  });

  it('without a registration for PAYMENT_EMAIL_RECEIPT_WAIT_MINUTES it goes with the receipt’s link alone', async () => {
    const receipts = vi.spyOn(app.payments, 'receipts').mockResolvedValue([]);
    try {
      const { bookingId, paymentId } = await bookAndPay('2027-01-18', '2027-01-20');
      clock.advance(9 * 60_000);
      expect(await sendPaymentEmailsWithReceipts(app, [ORDER_PAYMENT_KIND])).toEqual([]);
      clock.advance(2 * 60_000);
      expect(await sendPaymentEmailsWithReceipts(app, [ORDER_PAYMENT_KIND])).toEqual([paymentId]);
      const row = await rowOf(`payment-received:${paymentId}`);
      expect(row?.text).toContain(`/bookings/${bookingId}?payment=${paymentId}`);
      expect(row?.text).toContain('регистрируется');
      expect(row?.text).not.toContain('ФД:');
      expect(await sendPaymentEmailsWithReceipts(app, [ORDER_PAYMENT_KIND])).toEqual([]);
    } finally {
      receipts.mockRestore();
    }
  });
});

describe('utility receipts and rent charges (R22.1)', () => {
  it('a new utility receipt is e-mailed to the account’s holder once, in their language', async () => {
    expect((await choices(guest, ['rent-charge'], 'en')).statusCode).toBe(200);
    const created = await generateReceipts(app, '2026-12');
    expect(created.length).toBeGreaterThan(0);
    const rows = (await app.db.select().from(emailOutbox)).filter((x) => x.template === 'utility-receipt');
    expect(rows.map((x) => x.eventKey).sort()).toEqual(created.map((id) => `utility-receipt:${id}`).sort());
    const mine = rows.filter((x) => x.address === 'ivanov@example.com');
    expect(mine.length).toBeGreaterThan(0);
    for (const x of mine) expect(x).toMatchObject({ status: 'queued', language: 'en' });
    const before = inbox.received.length;
    await sendDueEmails(app);
    const m = inbox.received.slice(before).find((x) => x.subject?.startsWith('Utility bill:'));
    expect(m?.subject).toMatch(/^Utility bill: ₽[\d,.]+ due by \d\d\.\d\d\.2027$/);
    expect(m?.text).toContain('Period: 01.12.2026 – 31.12.2026');
    expect(m?.text).toMatch(/\/bills\/\d+/);
    // A second run makes no receipt and no e-mail.
    expect(await generateReceipts(app, '2026-12')).toEqual([]);
    const again = (await app.db.select().from(emailOutbox)).filter((x) => x.template === 'utility-receipt');
    expect(again).toHaveLength(rows.length);
  });

  it('a rent charge coming due is e-mailed once to a tenant with an address; a switched-off choice is skipped', async () => {
    const tenant = await login(app, OWNER_TENANT);
    // No address yet: nobody to write to, and the charge waits for one.
    const first = await emailRentCharges(app);
    const tenantId = (await app.db.query.users.findFirst({ where: eq(users.phone, OWNER_TENANT) }))!.id;
    const me = await app.inject({
      method: 'PUT',
      url: '/api/app/v1/profile',
      headers: H('ru', tenant),
      payload: { name: 'Анна', email: 'anna.tenant@example.com', policyConsent: true },
    });
    expect(me.statusCode).toBe(200);
    expect((await choices(tenant, [], 'ru')).statusCode).toBe(200);
    const second = await emailRentCharges(app);
    expect(second.length).toBe(1);
    const row = await rowOf(`rent-charge:${second[0]}`);
    expect(row).toMatchObject({ userId: tenantId, status: 'queued', language: 'ru' });
    expect(row?.subject).toMatch(/^Арендная плата: \d[\d\s]*₽ до 05\.12\.2026$/);
    expect(row?.text).toMatch(/\/rents\/\d+/);
    // The demo guest switched rent charges off: their charge is recorded as skipped, never sent.
    const skipped = (await app.db.select().from(emailOutbox)).filter(
      (x) => x.template === 'rent-charge' && x.address === 'ivanov@example.com',
    );
    expect(skipped).toHaveLength(1);
    expect(skipped[0]).toMatchObject({ status: 'skipped', eventKey: `rent-charge:${first[0]}` });
    const before = inbox.received.length;
    await sendDueEmails(app);
    const sent = inbox.received.slice(before).filter((x) => x.subject?.startsWith('Арендная плата'));
    expect(sent).toHaveLength(1);
    expect(toText(sent[0])).toContain('anna.tenant@example.com');
    expect(await emailRentCharges(app)).toEqual([]);
  });
});

describe('events other paths missed (R22.1)', () => {
  it('a refund the manager records is e-mailed once with its refund receipt', async () => {
    const { bookingId, paymentId } = await bookAndPay('2027-01-22', '2027-01-24');
    expect((await post(`backoffice/bookings/${bookingId}/cancel`, {}, manager)).statusCode).toBe(200);
    expect(
      (await post(`backoffice/bookings/${bookingId}/refunds`, { amountKopecks: 10_001 }, manager)).statusCode,
    ).toBe(200);
    const rows = (await app.db.select().from(emailOutbox)).filter((x) => x.template === 'refund-issued');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'queued', address: 'ivanov@example.com' });
    expect(rows[0].eventKey).toMatch(/^refund-issued:\d+$/);
    // The guest reads English since the utility test saved their choices in English.
    expect(rows[0].subject).toBe(`Refund for booking ${(await rowsOfBooking(bookingId)).number}: ₽100.01`);
    expect(rows[0].text).toContain(`/bookings/${bookingId}?payment=${paymentId}`);
    expect(rows[0].text).toMatch(/FD \(document No\.\): \d+/);
  });

  it('a service order scheduled, then done, by the back office e-mails its guest once per step', async () => {
    const svc = (await app.db.select().from(services).limit(1))[0]!;
    const guestId = (await app.db.query.users.findFirst({ where: eq(users.phone, DEMO_USERS.guest) }))!.id;
    const [order] = await app.db
      .insert(serviceOrders)
      .values({
        companyId: 1,
        userId: guestId,
        serviceId: svc.id,
        dateFrom: '2026-12-11',
        price: { unitKopecks: 100, units: 1, totalKopecks: 100 },
        totalKopecks: 100,
        status: 'paid',
        paidAt: clock.now(),
        payDeadline: clock.now(),
      })
      .returning();
    const step = (status: string) =>
      app.inject({
        method: 'PATCH',
        url: `/api/app/v1/backoffice/service-orders/${order!.id}`,
        headers: H('ru', manager),
        payload: { status },
      });
    expect((await step('scheduled')).statusCode).toBe(200);
    expect((await step('scheduled')).statusCode).toBe(200);
    expect((await step('done')).statusCode).toBe(200);
    const rows = (await app.db.select().from(emailOutbox)).filter((x) =>
      x.eventKey.startsWith(`service-order-update:${order!.id}:`),
    );
    expect(rows.map((x) => x.eventKey).sort()).toEqual([
      `service-order-update:${order!.id}:done`,
      `service-order-update:${order!.id}:scheduled`,
    ]);
    expect(rows.find((x) => x.eventKey.endsWith('done'))?.text).toContain('Done');
  });

  it('a rent charge paid by card is e-mailed as bill-paid with its fiscal receipt, once', async () => {
    const guestId = (await app.db.query.users.findFirst({ where: eq(users.phone, DEMO_USERS.guest) }))!.id;
    const [{ c, l }] = await app.db
      .select({ c: rentCharges, l: leases })
      .from(rentCharges)
      .innerJoin(leases, eq(leases.id, rentCharges.leaseId))
      .where(and(eq(leases.userId, guestId), isNull(rentCharges.paidAt)))
      .orderBy(asc(rentCharges.dueDate))
      .limit(1);
    const started = await post(`rents/${l!.id}/charges/${c!.id}/pay`, { method: 'card' });
    expect(started.statusCode).toBe(201);
    const paymentId = started.json().data.paymentId as number;
    expect((await post(`payments/${paymentId}/sandbox`, { outcome: 'succeeded' })).statusCode).toBe(200);
    expect(await sendPaymentEmailsWithReceipts(app, [ORDER_PAYMENT_KIND])).toEqual([paymentId]);
    const row = await rowOf(`payment-received:${paymentId}`);
    // Essential: sent although the guest switched the rent-charge reminders off.
    expect(row).toMatchObject({ template: 'bill-paid', status: 'queued', address: 'ivanov@example.com' });
    expect(row?.subject).toMatch(/^Payment received: ₽/);
    expect(row?.text).toContain(`/rent-payment-success/${l!.id}?payment=${paymentId}`);
    expect(row?.text).toContain(`FD (document No.): ${(await receiptOf(paymentId)).fiscalDocumentNumber}`);
    expect(await sendPaymentEmailsWithReceipts(app, [ORDER_PAYMENT_KIND])).toEqual([]);
  });
});

/** Booking `id`'s row. */
const rowsOfBooking = async (id: number) =>
  (await app.db.query.bookings.findFirst({ where: (b, { eq: is }) => is(b.id, id) }))!;
