/**
 * "Download my data" (docs/rules.md R7.11; 152-FZ art. 14): GET app/v1/my-data returns at once,
 * as a JSON or PDF attachment, every section held about the caller — and none of another person's
 * rows; it needs a session and a known format.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { MY_DATA_CONTRIBUTORS } from '../../server/services/my-data';
import { freeObjectIds, H, login, postBooking, TestClock, testApp, type TestApp } from './helpers';
import { pdfText } from './pdf-text';

const clock = new TestClock(new Date('2026-12-05T06:00:00Z'));
let app: FastifyInstance;
let testbed: TestApp;
const me = { tok: '', phone: '+79551230001', booking: '' };
const other = { tok: '', phone: '+79551230002', booking: '' };

beforeAll(async () => {
  testbed = await testApp({ clock });
  app = testbed.app;
  const [a, b] = await freeObjectIds(app, '2027-01-10', '2027-01-12');
  for (const [who, objectId] of [
    [me, a!],
    [other, b!],
  ] as const) {
    who.tok = await login(app, who.phone);
    const r = await postBooking(app, who.tok, objectId, '2027-01-10', '2027-01-12', {
      surname: who === me ? 'Petrova' : 'Sidorov',
      name: who === me ? 'Anna' : 'Oleg',
      phone: who.phone,
      email: `${who === me ? 'anna' : 'oleg'}@example.com`,
    });
    expect(r.statusCode, r.body).toBe(201);
    who.booking = r.json().data.number;
  }
});
afterAll(async () => testbed?.close());

const get = (query: string, tok?: string, lang: 'ru' | 'en' = 'en') =>
  app.inject({ method: 'GET', url: `/api/app/v1/my-data${query}`, headers: H(lang, tok) });

describe('download my data (R7.11)', () => {
  it('JSON: every section, the caller’s bookings with the contact they entered, none of another person’s', async () => {
    const r = await get('', me.tok);
    expect(r.statusCode, r.body).toBe(200);
    expect(r.headers['content-type']).toMatch(/^application\/json/);
    expect(r.headers['content-disposition']).toMatch(/^attachment; .*my-data-2026-12-05\.json/);
    const data = r.json();
    expect(data.generatedAt).toBe('2026-12-05T06:00:00.000Z');
    expect(Object.keys(data.sections)).toEqual(MY_DATA_CONTRIBUTORS.map((c) => c.key));
    expect(data.sections.profile).toEqual([expect.objectContaining({ phone: me.phone })]);
    expect(data.sections.bookings).toEqual([
      expect.objectContaining({
        number: me.booking,
        checkIn: '2027-01-10',
        contact: expect.objectContaining({ surname: 'Petrova', email: 'anna@example.com' }),
      }),
    ]);
    // Nothing of the other person, nor secrets.
    expect(r.body).not.toContain(other.booking);
    expect(r.body).not.toContain(other.phone);
    expect(r.body).not.toContain('Sidorov');
    expect(r.body).not.toMatch(/claimTokenHash|clientIpHash|companyId|idempotencyKey/);
    // Sections the person has no rows in are there, empty.
    expect(data.sections.votes).toEqual([]);
    // The other person's export holds their booking only.
    const theirs = await get('?format=json', other.tok);
    expect(theirs.json().sections.bookings.map((b: { number: string }) => b.number)).toEqual([other.booking]);
  });

  it('PDF: readable, with the section titles and the booking, in ru and en', async () => {
    const en = await get('?format=pdf', me.tok);
    expect(en.statusCode).toBe(200);
    expect(en.headers['content-type']).toBe('application/pdf');
    expect(en.headers['content-disposition']).toMatch(/^attachment; .*my-data-2026-12-05\.pdf/);
    const text = await pdfText(en.rawPayload);
    expect(text).toContain('My data');
    expect(text).toContain('Bookings');
    expect(text).toContain(me.booking);
    expect(text).not.toContain(other.booking);
    const ru = await pdfText((await get('?format=pdf', me.tok, 'ru')).rawPayload);
    expect(ru).toContain('Мои данные');
    expect(ru).toContain('Бронирования');
  });

  it('needs a session (401) and a known format (422, translated)', async () => {
    expect((await get('')).statusCode).toBe(401);
    const bad = await get('?format=xml', me.tok, 'ru');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.format).toBeDefined();
  });
});
