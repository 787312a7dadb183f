/**
 * Transactional e-mail over real SMTP (docs/rules.md R22): an `smtp-server` on a free port takes
 * the portal's mail; the test reads it back with `mailparser`. An anonymous booking with an e-mail
 * gets `booking-received` with the stay's `.ics`; a 550 refusal fails the row at once while the
 * booking stands; a 421 is retried after the back-off; nothing is ever sent twice.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ICAL from 'ical.js';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { H, TestClock, testApp, type TestApp, bookingBody, GUEST_CONTACT, login } from './helpers';
import { sendDueEmails, queueEmail } from '../../server/services/email';
import { remindPaymentsDue } from '../../server/services/email/booking';
import { emailOutbox } from '../../server/db/schema';
import { startSmtpInbox, toText, type SmtpInbox } from './smtp-inbox';

const clock = new TestClock(new Date('2026-12-01T06:00:00Z'));
let app: FastifyInstance;
let testbed: TestApp;
let inbox: SmtpInbox;
/** The messages the test's SMTP server accepted (./smtp-inbox.ts). */
const received: SmtpInbox['received'] = [];

beforeAll(async () => {
  inbox = await startSmtpInbox();
  inbox.received = received;
  testbed = await testApp({
    clock,
    config: { smtpUrl: inbox.url, emailFrom: 'Portal <no-reply@portal.test>' },
  });
  app = testbed.app;
});
afterAll(async () => {
  await testbed?.close();
  await inbox?.close();
});

const bookAnonymously = (objectId: number, checkIn: string, checkOut: string, email: string, lang: 'ru' | 'en') =>
  app.inject({
    method: 'POST',
    url: '/api/app/v1/bookings',
    headers: H(lang),
    // One address per booking: at most 3 unpaid anonymous holds per address (R5.11).
    remoteAddress: `10.0.0.${objectId}`,
    payload: bookingBody(objectId, checkIn, checkOut, { ...GUEST_CONTACT, email }),
  });

const rowOf = async (key: string) => app.db.query.emailOutbox.findFirst({ where: eq(emailOutbox.eventKey, key) });

describe('e-mail over SMTP', () => {
  it('an anonymous booking with an e-mail gets booking-received with the stay as .ics, in the form’s language', async () => {
    inbox.mode = 'accept';
    const r = await bookAnonymously(40, '2027-02-01', '2027-02-03', 'guest-en@example.com', 'en');
    expect(r.statusCode).toBe(201);
    const b = r.json().data;
    // Queued, not sent: the booking never waits on SMTP.
    expect((await rowOf(`booking-received:${b.id}`))?.status).toBe('queued');
    expect(received).toHaveLength(0);
    const sent = await sendDueEmails(app);
    expect(sent).toHaveLength(1);
    expect(received).toHaveLength(1);
    const m = received[0];
    expect(m.subject).toBe(`Booking ${b.number} received`);
    expect(toText(m)).toContain('guest-en@example.com');
    expect(m.from?.text).toContain('no-reply@portal.test');
    expect(m.text).toContain('01.02.2027 from');
    expect(m.text).toContain('03.02.2027 until');
    expect(m.html).toContain(b.number);
    // The link opens the booking with its claim token, so the booker claims it from any device (R5.11).
    expect(m.text).toContain(`/bookings/${b.id}?claim=${encodeURIComponent(b.claimToken)}`);
    const ics = m.attachments.find((a) => a.filename?.endsWith('.ics'));
    expect(ics).toBeDefined();
    const event = new ICAL.Event(
      new ICAL.Component(ICAL.parse(ics!.content.toString('utf8'))).getFirstSubcomponent('vevent')!,
    );
    expect(event.startDate.toJSDate().toISOString().slice(0, 10)).toBe('2027-02-01');
    expect(event.endDate.toJSDate().toISOString().slice(0, 10)).toBe('2027-02-03');
    const row = await rowOf(`booking-received:${b.id}`);
    expect(row).toMatchObject({ status: 'sent', attempts: 1, language: 'en' });
    expect(row?.messageId).toBeTruthy();
    // A second run sends nothing twice.
    expect(await sendDueEmails(app)).toEqual([]);
    expect(received).toHaveLength(1);
  });

  it('a booking in Russian is written in Russian', async () => {
    const r = await bookAnonymously(41, '2027-02-01', '2027-02-03', 'guest-ru@example.com', 'ru');
    expect(r.statusCode).toBe(201);
    await sendDueEmails(app);
    expect(received.at(-1)?.subject).toBe(`Бронирование ${r.json().data.number} принято`);
  });

  it('a 550 refusal fails the row at once; the booking stands', async () => {
    inbox.mode = '550';
    const r = await bookAnonymously(42, '2027-02-01', '2027-02-03', 'nobody@example.com', 'en');
    expect(r.statusCode).toBe(201);
    const count = received.length;
    expect(await sendDueEmails(app)).toEqual([]);
    const row = await rowOf(`booking-received:${r.json().data.id}`);
    expect(row).toMatchObject({ status: 'failed', attempts: 1 });
    expect(row?.lastError).toMatch(/^550/);
    expect(row?.lastError).not.toContain('nobody@example.com');
    expect(received).toHaveLength(count);
    const again = await app.inject({
      method: 'GET',
      url: `/api/app/v1/bookings/${r.json().data.id}`,
      headers: H('en'),
    });
    expect(again.statusCode).not.toBe(500);
  });

  it('a 421 is retried after a minute, then sent once', async () => {
    inbox.mode = '421';
    const r = await bookAnonymously(43, '2027-02-01', '2027-02-03', 'later@example.com', 'en');
    const key = `booking-received:${r.json().data.id}`;
    expect(await sendDueEmails(app)).toEqual([]);
    let row = await rowOf(key);
    expect(row).toMatchObject({ status: 'queued', attempts: 1 });
    expect(row!.nextAttemptAt.getTime() - clock.now().getTime()).toBe(60_000);
    inbox.mode = 'accept';
    // Not due yet: nothing goes.
    expect(await sendDueEmails(app)).toEqual([]);
    clock.advance(61_000);
    expect(await sendDueEmails(app)).toHaveLength(1);
    row = await rowOf(key);
    expect(row).toMatchObject({ status: 'sent', attempts: 2 });
    expect(toText(received.at(-1))).toContain('later@example.com');
  });

  it('queueEmail is idempotent on the event key', async () => {
    const data = {
      conversationId: 1,
      title: { ru: 'Вопрос', en: 'Question' },
      preview: 'Hello',
      link: '/conversations/1',
    };
    const to = { address: 'twice@example.com', language: 'en' as const };
    await queueEmail(app, { to, template: 'conversation-reply', data, eventKey: 'test:twice' });
    await queueEmail(app, { to, template: 'conversation-reply', data, eventKey: 'test:twice' });
    const rows = await app.db.select().from(emailOutbox).where(eq(emailOutbox.eventKey, 'test:twice'));
    expect(rows).toHaveLength(1);
    const before = received.length;
    await sendDueEmails(app);
    await sendDueEmails(app);
    expect(received.length - before).toBe(1);
    expect(received.at(-1)?.subject).toBe('Reply from the management company: Question');
  });

  it('the profile’s e-mail choices: optional ones switch off (recorded as skipped), essential ones stay on', async () => {
    inbox.mode = 'accept';
    const token = await login(app);
    expect((await app.inject({ method: 'GET', url: '/api/app/v1/profile/email', headers: H('en') })).statusCode).toBe(
      401,
    );
    const first = await app.inject({ method: 'GET', url: '/api/app/v1/profile/email', headers: H('en', token) });
    expect(first.statusCode).toBe(200);
    expect(first.json().data.templates).toContainEqual({ template: 'booking-confirmed', on: true, essential: true });
    const put = (body: Record<string, unknown>, lang: 'ru' | 'en' = 'en') =>
      app.inject({ method: 'PUT', url: '/api/app/v1/profile/email', headers: H(lang, token), payload: body });
    const refused = await put({ off: ['booking-confirmed'] });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toBeDefined();
    expect((await put({ off: 'x' })).statusCode).toBe(422);
    const saved = await put({ off: ['bill-issued'] });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toMatchObject({ language: 'en' });
    expect(saved.json().data.templates).toContainEqual({ template: 'bill-issued', on: false, essential: false });
    const again = await app.inject({ method: 'GET', url: '/api/app/v1/profile/email', headers: H('ru', token) });
    expect(again.json().data.templates).toContainEqual({ template: 'bill-issued', on: false, essential: false });
    // Give the account an address, then e-mail it: the switched-off one is skipped, the other goes.
    const me = await app.inject({
      method: 'PUT',
      url: '/api/app/v1/profile',
      headers: H('en', token),
      payload: { name: 'Ivan', email: 'me@example.com', policyConsent: true },
    });
    expect(me.statusCode).toBe(200);
    const userId = me.json().data.id as number;
    const notice = { title: { ru: 'Счёт', en: 'Bill' }, amountKopecks: 10_000, link: '/bills' };
    await queueEmail(app, { to: { userId }, template: 'bill-issued', data: notice, eventKey: 'test:bill' });
    await queueEmail(app, { to: { userId }, template: 'document-to-sign', data: notice, eventKey: 'test:doc' });
    expect((await rowOf('test:bill'))?.status).toBe('skipped');
    expect(await rowOf('test:doc')).toMatchObject({ status: 'queued', language: 'en', address: 'me@example.com' });
    const before = received.length;
    await sendDueEmails(app);
    expect(received.length - before).toBe(1);
    expect(received.at(-1)?.subject).toBe('Document to sign: Bill');
  });

  it('a service request’s status change e-mails its guest once per step, in their language', async () => {
    const guest = await login(app);
    const me = await app.inject({
      method: 'PUT',
      url: '/api/app/v1/profile',
      headers: H('ru', guest),
      payload: { name: 'Анна', email: 'anna@example.com', policyConsent: true },
    });
    expect(me.statusCode).toBe(200);
    expect(
      (
        await app.inject({
          method: 'PUT',
          url: '/api/app/v1/profile/email',
          headers: H('ru', guest),
          payload: { off: [] },
        })
      ).statusCode,
    ).toBe(200);
    const r = await app.inject({
      method: 'POST',
      url: '/api/app/v1/service-requests',
      headers: H('ru', guest),
      payload: { kind: 'repair', category: 'plumbing', description: 'Капает кран', room: 'Iset 101' },
    });
    expect(r.statusCode).toBe(201);
    const id = r.json().data.id as number;
    const manager = await login(app, '+79990000004');
    const move = await app.inject({
      method: 'PATCH',
      url: `/api/app/v1/backoffice/requests/${id}`,
      headers: H('en', manager),
      payload: { status: 'consideration' },
    });
    expect(move.statusCode).toBe(200);
    const rows = (await app.db.select().from(emailOutbox)).filter((x) => x.template === 'service-request-update');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ address: 'anna@example.com', language: 'ru', status: 'queued' });
    expect(rows[0].subject).toBe(`Заявка: Заявка № ${id}`);
    expect(rows[0].text).toContain('На рассмотрении');
  });

  it('payment-due goes once when the deadline is within PAYMENT_DUE_EMAIL_HOURS; not to a short anonymous hold', async () => {
    const guest = await login(app);
    const b = await app.inject({
      method: 'POST',
      url: '/api/app/v1/bookings',
      headers: H('en', guest),
      payload: bookingBody(44, '2027-03-01', '2027-03-03', { ...GUEST_CONTACT, email: 'due@example.com' }),
    });
    expect(b.statusCode).toBe(201);
    const id = b.json().data.id as number;
    // Booked with a 24 h deadline: not yet within 6 h.
    expect(await remindPaymentsDue(app)).not.toContain(id);
    clock.advance(19 * 3_600_000);
    expect(await remindPaymentsDue(app)).toContain(id);
    expect(await remindPaymentsDue(app)).not.toContain(id);
    const row = await rowOf(`payment-due:${id}`);
    expect(row).toMatchObject({ status: 'queued', address: 'due@example.com', template: 'payment-due' });
    // The anonymous holds above (30 min) never got one.
    const anonymous = (await app.db.select().from(emailOutbox)).filter(
      (x) => x.template === 'payment-due' && x.address !== 'due@example.com',
    );
    expect(anonymous).toEqual([]);
  });
});
