/**
 * Server bugs the API fuzz test (tests/api/fuzz.test.ts) found, one focused test each, so each
 * stays fixed whatever seed the fuzz test runs with (docs/rules.md R1.6, R1.8).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { DbHandle } from '../../server/db/client';
import { login, h, testApp, testDb } from './helpers';

let db: DbHandle;
let app: FastifyInstance;
let manager: Record<string, string>;
let guest: Record<string, string>;

beforeAll(async () => {
  db = await testDb();
  ({ app } = await testApp({ db }));
  manager = { ...h({ devicelocale: 'en' }), authorization: `Bearer ${await login(app, '+79990000004')}` };
  guest = { ...h({ devicelocale: 'en' }), authorization: `Bearer ${await login(app, '+79990000001')}` };
});
afterAll(async () => {
  await app.close();
  await db.close();
});

describe('fields named like Object.prototype members', () => {
  // Was 500 "errors[f].push is not a function": the field-error map was a plain object, so
  // `errors.constructor` already existed.
  it.each(['constructor', 'toString', 'hasOwnProperty'])(
    'a control character in body field %s answers 422 naming it',
    async (key) => {
      const res = await app.inject({
        method: 'POST',
        url: '/api/app/v1/question',
        headers: { ...h({ devicelocale: 'en' }), 'content-type': 'application/json' },
        payload: `{"name":"A","phone":"+79990000001","question":"q","policyConsent":true,${JSON.stringify(key)}:"a\\u0000b"}`,
      });
      expect(res.statusCode, res.body).toBe(422);
      const body = res.json() as { message: string; errors: Record<string, string[]> };
      expect(body.message).toBe('Please check the data you entered');
      expect(Object.keys(body.errors)).toEqual([key]);
      expect(body.errors[key]).toEqual([expect.stringMatching(/control/i)]);
    },
  );

  it('a body with a __proto__ key answers 400 (Fastify refuses it before validation)', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/app/v1/question',
      headers: { ...h({ devicelocale: 'en' }), 'content-type': 'application/json' },
      payload: '{"name":"A","phone":"+79990000001","question":"q","policyConsent":true,"__proto__":"a\\u0000b"}',
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toEqual({ message: 'Bad request' });
  });

  it('a control character in query parameter "constructor" answers 422', async () => {
    const res = await app.inject({ url: '/api/app/v1/objects?constructor=%01', headers: h({ devicelocale: 'en' }) });
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().errors).toHaveProperty('constructor');
  });
});

// Issue 22 item 26: dates past year 9999 once computed (a night after 9999-12-31, the day after
// it) threw RangeError → 500; months of year 1 or 9999 ran the monthly job. The shared date and
// month contracts bound them to 1900–2100 (docs/rules.md R17.8).
describe('dates and months outside 1900–2100', () => {
  const RANGE = 'Enter a date from 1900 to 2100';

  it.each([
    ['GET', '/api/app/v1/objects/1/availability?from=9999-12-31', undefined, 'from'],
    ['GET', '/api/app/v1/objects/1/availability?from=2030-01-01&to=1899-12-31', undefined, 'to'],
    ['GET', '/api/app/v1/backoffice/audit?createdAt_lte=9999-12-31', undefined, 'createdAt_lte'],
    ['POST', '/api/app/v1/backoffice/utility-receipts/generate', { month: '9999-12' }, 'month'],
    ['POST', '/api/app/v1/backoffice/utility-receipts/generate', { month: '0001-01' }, 'month'],
    ['GET', '/api/app/v1/backoffice/occupancy?month=2101-01', undefined, 'month'],
  ])('%s %s %j answers 422 naming the field', async (method, url, payload, field) => {
    const res = await app.inject({ method: method as 'GET', url, headers: manager, ...(payload ? { payload } : {}) });
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json()).toEqual({ message: 'Please check the data you entered', errors: { [field]: [RANGE] } });
  });

  it('the last day of the range is still a date: availability from 2100-12-01 answers 200', async () => {
    const res = await app.inject({
      url: '/api/app/v1/objects/1/availability?from=2100-12-01&to=2100-12-31',
      headers: manager,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ from: '2100-12-01', to: '2100-12-31' });
  });

  it('an impossible date keeps its own message, not the range one', async () => {
    const res = await app.inject({ url: '/api/app/v1/backoffice/audit?createdAt_lte=9999-99-99', headers: manager });
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().errors).toEqual({ createdAt_lte: ['Invalid value'] });
  });
});

// Issue 22 item 26: a multipart body whose boundary differs from the header's made the parser
// throw "Unexpected end of multipart data" → 500 (docs/rules.md R17.2).
describe('multipart the parser cannot split', () => {
  const part = (b: string) =>
    `--${b}\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4 x\r\n--${b}--\r\n`;

  it.each([
    ['a boundary that does not match the body', 'abc', part('zz')],
    ['a body cut before its closing boundary', 'zz', part('zz').slice(0, 60)],
  ])('%s answers 400 Bad request', async (_what, boundary, payload) => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/app/v1/uploads',
      headers: { ...guest, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toEqual({ message: 'Bad request' });
  });
});

// Issue 35 item 3: paths the router cannot take answered Fastify's own
// `{ error, code, message, statusCode }` (English, outside the documented failure schema), a
// too-long path segment with an undocumented 414 (docs/rules.md R1.6, R1.11).
describe('paths the router cannot take', () => {
  it.each(['%zz', '%C0%80', '%E0%A4%A', '%'])(
    'a path segment %s that does not decode answers 400 { message }',
    async (seg) => {
      const res = await app.inject({ url: `/api/app/v1/bookings/${seg}`, headers: { ...guest, devicelocale: 'ru' } });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toEqual({ message: 'Некорректный запрос' });
    },
  );

  it('a path segment over 100 characters answers 404 Not found, as an id no row has', async () => {
    const res = await app.inject({ url: `/api/app/v1/bookings/${'9'.repeat(101)}`, headers: guest });
    expect(res.statusCode, res.body).toBe(404);
    expect(res.json()).toEqual({ message: 'Not found' });
  });
});
