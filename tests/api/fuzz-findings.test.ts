/**
 * Server bugs the API fuzz test (tests/api/fuzz.test.ts) found, one focused test each, so each
 * stays fixed whatever seed the fuzz test runs with (docs/rules.md R1.6, R1.8).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { DbHandle } from '../../server/db/client';
import { h, testApp, testDb } from './setup';

let db: DbHandle;
let app: FastifyInstance;

beforeAll(async () => {
  db = await testDb();
  ({ app } = await testApp(db));
});
afterAll(async () => {
  await app.close();
  await db.close();
});

describe('fields named like Object.prototype members', () => {
  // Was 500 "errors[f].push is not a function": the field-error map was a plain object, so
  // `errors.constructor` already existed.
  it.each(['constructor', 'toString', 'hasOwnProperty'])('a control character in body field %s answers 422 naming it', async (key) => {
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
  });

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
