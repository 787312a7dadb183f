/**
 * The reference backend: the five fixed calls (docs/architecture.md § The whole) in the `{data}`
 * envelope, the company and deviceLocale headers, the error shape, redirects, OpenAPI, and SMS login rules.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import type { DbHandle } from '../../server/db/client';
import { notifications, otpCodes, sessions } from '../../server/db/schema';
import type { LocalSmsService } from '../../server/services/sms';
import { h, testApp, testClock, testDb } from './helpers';

let db: DbHandle;
let app: FastifyInstance;
let sms: LocalSmsService;
const clock = testClock();
let phoneSeq = 0;
const newPhone = () => `+7916${String(1_000_000 + ++phoneSeq).slice(-7)}`;

beforeAll(async () => {
  db = await testDb();
  ({ app, sms } = await testApp({ db, clock }));
});
afterAll(async () => {
  await app.close();
  await db.close();
});

async function codeFor(phone: string) {
  const r = await app.inject({ method: 'POST', url: '/api/app/v1/auth/code', headers: h(), payload: { phone } });
  expect(r.statusCode).toBe(200);
  return sms.outbox.filter((e) => e.phone === phone).at(-1)!.code;
}
async function login(phone: string, opts: { owner?: boolean } = {}) {
  const code = await codeFor(phone);
  const r = await app.inject({
    method: 'POST',
    url: '/api/app/v1/auth/login',
    headers: h(),
    payload: { phone, policyConsent: true, code, ...opts },
  });
  expect(r.statusCode).toBe(200);
  return r.json().data as { token: string; isNew: boolean; user: { role: string; roles: string[] } };
}

describe('the fixed api/ calls (docs/rules.md R1.5)', () => {
  it('GET app/v1/building lists buildings in data, each with an id', async () => {
    const r = await app.inject({ url: '/api/app/v1/building', headers: h() });
    expect(r.statusCode).toBe(200);
    const { data } = r.json();
    expect(data).toHaveLength(3);
    expect(data[0]).toEqual({
      id: expect.any(Number),
      name: 'Корпус «Исеть»',
      address: expect.stringContaining('Малышева'),
    });
  });

  it('GET app/v1/building/{id} gives the details in data; an unknown id is a 404 with message', async () => {
    const r = await app.inject({ url: '/api/app/v1/building/3', headers: h({ devicelocale: 'en' }) });
    expect(r.json().data).toMatchObject({
      id: 3,
      name: 'Uralmash Business Centre',
      floors: 9,
      lat: expect.any(Number),
      lng: expect.any(Number),
      objectsCount: 36,
    });
    const missing = await app.inject({ url: '/api/app/v1/building/999', headers: h() });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Корпус не найден' });
    const bad = await app.inject({ url: '/api/app/v1/building/abc', headers: h() });
    expect(bad.statusCode).toBe(422);
    expect(bad.json()).toMatchObject({ message: 'Проверьте введённые данные', errors: { id: [expect.any(String)] } });
  });

  it('GET app/v1/check-in/condition answers in the request language', async () => {
    const ru = (await app.inject({ url: '/api/app/v1/check-in/condition', headers: h() })).json().data;
    const en = (await app.inject({ url: '/api/app/v1/check-in/condition', headers: h({ devicelocale: 'en' }) })).json()
      .data;
    expect(ru).toMatchObject({ checkInTime: '14:00', checkOutTime: '12:00' });
    expect(ru.rules.join(' ')).toContain('Камера хранения');
    expect(en.rules.join(' ')).toContain('Luggage storage');
  });

  it('GET app/v1/push needs a login and reads as data.data, unread first', async () => {
    expect((await app.inject({ url: '/api/app/v1/push', headers: h() })).statusCode).toBe(401);
    const { token } = await login('+79990000002', { owner: true });
    const r = await app.inject({ url: '/api/app/v1/push', headers: h({ authorization: `Bearer ${token}` }) });
    const body = r.json().data;
    expect(body).toMatchObject({ total: 2, unread: 2, current_page: 1 });
    expect(body.data).toHaveLength(2);
    expect(body.data[0].createdAt).toMatch(/^\d{2}:\d{2}:\d{2} \d{2}\.\d{2}\.\d{4}$/);
    // Read the newest one: the unread one comes first.
    await db.db.update(notifications).set({ readAt: new Date() }).where(eq(notifications.id, body.data[0].id));
    const again = (
      await app.inject({ url: '/api/app/v1/push', headers: h({ authorization: `Bearer ${token}` }) })
    ).json().data;
    expect(again.unread).toBe(1);
    expect(again.data.map((n: { read: boolean }) => n.read)).toEqual([false, true]);
    expect(again.data[0].id).toBe(body.data[1].id);
    const page2 = (
      await app.inject({ url: '/api/app/v1/push?_start=1&_end=2', headers: h({ authorization: `Bearer ${token}` }) })
    ).json().data;
    expect(page2).toMatchObject({ current_page: 2, per_page: 1, last_page: 2 });
    expect(page2.data).toHaveLength(1);
  });

  it('POST app/v1/device keeps a web token for the user; an unknown device type is refused', async () => {
    const { token } = await login(newPhone());
    const auth = h({ authorization: `Bearer ${token}` });
    expect(
      (
        await app.inject({
          method: 'POST',
          url: '/api/app/v1/device',
          headers: h(),
          payload: { type: 'web', token: 'x' },
        })
      ).statusCode,
    ).toBe(401);
    const ok = await app.inject({
      method: 'POST',
      url: '/api/app/v1/device',
      headers: auth,
      payload: { type: 'web', token: 'fcm-token-1' },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.id).toEqual(expect.any(Number));
    const again = await app.inject({
      method: 'POST',
      url: '/api/app/v1/device',
      headers: auth,
      payload: { type: 'web', token: 'fcm-token-1' },
    });
    expect(again.json().data.id).toBe(ok.json().data.id);
    const bad = await app.inject({
      method: 'POST',
      url: '/api/app/v1/device',
      headers: auth,
      payload: { type: 'windows', token: '' },
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['token', 'type']);
  });
});

describe('headers and errors', () => {
  it('answers 400 with a message when company is missing, malformed or unknown', async () => {
    const none = await app.inject({ url: '/api/app/v1/building' });
    expect(none.statusCode).toBe(400);
    expect(none.json()).toEqual({ message: 'Не указана управляющая компания (заголовок company)' });
    const en = await app.inject({ url: '/api/app/v1/building', headers: { devicelocale: 'en' } });
    expect(en.json().message).toBe('The management company is missing (company header)');
    expect((await app.inject({ url: '/api/app/v1/building', headers: { company: 'x1' } })).statusCode).toBe(400);
    const unknown = await app.inject({ url: '/api/app/v1/building', headers: { company: '42' } });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('Управляющая компания не найдена');
  });

  it('never answers 5xx for bad input', async () => {
    const cases = [
      {
        method: 'POST' as const,
        url: '/api/app/v1/auth/code',
        payload: '{"phone":',
        headers: { ...h(), 'content-type': 'application/json' },
      },
      {
        method: 'POST' as const,
        url: '/api/app/v1/auth/code',
        payload: 'phone=1',
        headers: { ...h(), 'content-type': 'text/plain' },
      },
      { method: 'POST' as const, url: '/api/app/v1/auth/code', payload: { phone: 12345 }, headers: h() },
      {
        method: 'POST' as const,
        url: '/api/app/v1/auth/login',
        payload: { phone: '+79161234567', code: 'abc' },
        headers: h(),
      },
      {
        method: 'POST' as const,
        url: '/api/app/v1/callback',
        payload: { name: 'x'.repeat(500), phone: '1', slot: 'never' },
        headers: h(),
      },
      { method: 'GET' as const, url: '/api/app/v1/push?_start=-1', headers: h() },
      { method: 'GET' as const, url: '/api/app/v1/nothing-here', headers: h() },
    ];
    for (const c of cases) {
      const r = await app.inject(c);
      expect(r.statusCode, `${c.method} ${c.url}`).toBeGreaterThanOrEqual(400);
      expect(r.statusCode, `${c.method} ${c.url}`).toBeLessThan(500);
      expect(r.json().message, `${c.method} ${c.url}`).toEqual(expect.any(String));
    }
  });

  it('gives field errors in the request language', async () => {
    const r = await app.inject({
      method: 'POST',
      url: '/api/app/v1/callback',
      headers: h({ devicelocale: 'en' }),
      payload: { name: '', phone: '123' },
    });
    expect(r.statusCode).toBe(422);
    expect(r.json()).toEqual({
      message: 'Please check the data you entered',
      errors: {
        name: ['Required'],
        phone: ['Enter a Russian number, e.g. +7 (912) 345-67-89'],
        slot: ['Required'],
        policyConsent: ['You must accept the personal data policy'],
      },
    });
  });

  it('stores a call-back request with a normalised phone', async () => {
    const r = await app.inject({
      method: 'POST',
      url: '/api/app/v1/callback',
      headers: h(),
      payload: { name: 'Анна', phone: '8 (912) 345-67-89', slot: '9-12', policyConsent: true },
    });
    expect(r.statusCode).toBe(200);
    const row = await db.db.query.formRequests.findFirst({ where: (f, { eq: e }) => e(f.id, r.json().data.id) });
    expect(row).toMatchObject({ kind: 'callback', phone: '+79123456789', payload: { slot: '9-12' } });
  });
});

describe('routing', () => {
  it('redirects /index.php, /index.html and /index.htm to / with 301', async () => {
    for (const url of ['/index.php', '/index.html', '/index.htm']) {
      const r = await app.inject({ url });
      expect(r.statusCode).toBe(301);
      expect(r.headers.location).toBe('/');
    }
  });

  it('redirects plain http to the https PUBLIC_URL when a trusted proxy says so, never to the Host', async () => {
    const { app: behindProxy } = await testApp({ db, config: { publicUrl: 'https://portal.example', trustProxy: 1 } });
    try {
      const r = await behindProxy.inject({
        url: '/objects?x=1',
        headers: { 'x-forwarded-proto': 'http', host: 'evil.example', 'x-forwarded-host': 'evil.example' },
      });
      expect(r.statusCode).toBe(301);
      expect(r.headers.location).toBe('https://portal.example/objects?x=1');
      expect(
        (await behindProxy.inject({ url: '/index.php', headers: { 'x-forwarded-proto': 'https' } })).headers.location,
      ).toBe('/');
    } finally {
      await behindProxy.close();
    }
    // Without a configured proxy the header is the client's word and changes nothing.
    expect(
      (await app.inject({ url: '/index.php', headers: { 'x-forwarded-proto': 'http', host: 'evil.example' } })).headers
        .location,
    ).toBe('/');
  });

  it('publishes OpenAPI generated from the route schemas at /api/docs', async () => {
    const r = await app.inject({ url: '/api/docs/json' });
    expect(r.statusCode).toBe(200);
    const paths = Object.keys(r.json().paths);
    for (const p of [
      '/api/app/v1/building',
      '/api/app/v1/building/{id}',
      '/api/app/v1/check-in/condition',
      '/api/app/v1/push',
      '/api/app/v1/device',
    ]) {
      expect(paths).toContain(p);
    }
    expect(r.json().paths['/api/app/v1/device'].post.requestBody).toBeDefined();
    expect((await app.inject({ url: '/api/docs' })).statusCode).toBeLessThan(400);
  });
});

describe('SMS login', () => {
  it('sends a 6-digit code by SMS and stores only its hash', async () => {
    const phone = newPhone();
    const r = await app.inject({ method: 'POST', url: '/api/app/v1/auth/code', headers: h(), payload: { phone } });
    expect(r.json().data).toEqual({ channel: 'sms', length: 6, expiresIn: 300, retryAfter: 60 });
    const code = sms.outbox.at(-1)!.code;
    expect(code).toMatch(/^\d{6}$/);
    expect(sms.outbox.at(-1)!.text).toContain(code);
    const row = await db.db.query.otpCodes.findFirst({ where: eq(otpCodes.phone, phone) });
    expect(row!.codeHash).not.toContain(code);
    expect(row!.codeHash).toMatch(/^[0-9a-f]{32}:[0-9a-f]{64}$/);
  });

  it('logs in once with a code; the same code does not work twice', async () => {
    const phone = newPhone();
    const code = await codeFor(phone);
    const first = await app.inject({
      method: 'POST',
      url: '/api/app/v1/auth/login',
      headers: h(),
      payload: { phone, policyConsent: true, code },
    });
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toMatchObject({ isNew: true, user: { role: 'guest', name: null } });
    expect(first.json().data.token.length).toBeGreaterThanOrEqual(43); // 256 bits, base64url
    const second = await app.inject({
      method: 'POST',
      url: '/api/app/v1/auth/login',
      headers: h(),
      payload: { phone, policyConsent: true, code },
    });
    expect(second.statusCode).toBe(422);
    expect(second.json()).toEqual({ message: 'Неверный код', errors: { code: ['Неверный код'] } });
  });

  it('says "Incorrect code" for a wrong code, in the request language', async () => {
    const phone = newPhone();
    const code = await codeFor(phone);
    const wrong = code === '000000' ? '000001' : '000000';
    const r = await app.inject({
      method: 'POST',
      url: '/api/app/v1/auth/login',
      headers: h({ devicelocale: 'en' }),
      payload: { phone, policyConsent: true, code: wrong },
    });
    expect(r.statusCode).toBe(422);
    expect(r.json().message).toBe('Incorrect code');
  });

  it('lets a code expire after 5 minutes', async () => {
    const phone = newPhone();
    const code = await codeFor(phone);
    clock.advance(5 * 60_000 + 1000);
    const r = await app.inject({
      method: 'POST',
      url: '/api/app/v1/auth/login',
      headers: h(),
      payload: { phone, policyConsent: true, code },
    });
    expect(r.statusCode).toBe(422);
    expect(r.json().message).toBe('Неверный код');
  });

  it('allows at most 5 wrong tries per code', async () => {
    const phone = newPhone();
    const code = await codeFor(phone);
    const wrong = code === '111111' ? '222222' : '111111';
    for (let i = 0; i < 5; i++) {
      const r = await app.inject({
        method: 'POST',
        url: '/api/app/v1/auth/login',
        headers: h(),
        payload: { phone, policyConsent: true, code: wrong },
      });
      expect(r.json().message).toBe('Неверный код');
    }
    const right = await app.inject({
      method: 'POST',
      url: '/api/app/v1/auth/login',
      headers: h(),
      payload: { phone, policyConsent: true, code },
    });
    expect(right.statusCode).toBe(422);
    expect(right.json().message).toBe('Слишком много попыток. Запросите новый код');
  });

  it('sends at most one new code a minute per phone', async () => {
    const phone = newPhone();
    await codeFor(phone);
    clock.advance(20_000);
    const r = await app.inject({ method: 'POST', url: '/api/app/v1/auth/code', headers: h(), payload: { phone } });
    expect(r.statusCode).toBe(429);
    expect(r.headers['retry-after']).toBe('40');
    expect(r.json().message).toBe('Новый код можно запросить через 40 секунд');
    clock.advance(41_000);
    expect(
      (await app.inject({ method: 'POST', url: '/api/app/v1/auth/code', headers: h(), payload: { phone } })).statusCode,
    ).toBe(200);
  });

  it('"I am the owner" makes the session an owner\'s', async () => {
    const phone = newPhone();
    const { token, user } = await login(phone, { owner: true });
    expect(user).toMatchObject({ role: 'owner', roles: ['guest', 'owner'] });
    const me = await app.inject({ url: '/api/app/v1/auth/me', headers: h({ authorization: `Bearer ${token}` }) });
    expect(me.json().data.role).toBe('owner');
  });

  it('revokes the token on logout and keeps only its hash', async () => {
    const { token } = await login(newPhone());
    const auth = h({ authorization: `Bearer ${token}` });
    expect((await app.inject({ url: '/api/app/v1/auth/me', headers: auth })).statusCode).toBe(200);
    const all = await db.db.select().from(sessions);
    expect(all.some((s) => s.tokenHash === token)).toBe(false);
    expect((await app.inject({ method: 'POST', url: '/api/app/v1/auth/logout', headers: auth })).statusCode).toBe(200);
    const after = await app.inject({ url: '/api/app/v1/auth/me', headers: auth });
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({ message: 'Требуется авторизация' });
  });

  it('ignores a token of another company', async () => {
    const { token } = await login(newPhone());
    const r = await app.inject({
      url: '/api/app/v1/auth/me',
      headers: { company: '2', authorization: `Bearer ${token}` },
    });
    expect(r.statusCode).toBe(400);
  });
});

describe('limits and channels', () => {
  it('limits login-code requests per IP', async () => {
    const { app: strict } = await testApp({ db, clock, config: { authCodeLimitPerHour: 2 } });
    const send = () =>
      strict.inject({
        method: 'POST',
        url: '/api/app/v1/auth/code',
        headers: h(),
        payload: { phone: newPhone() },
        remoteAddress: '10.1.1.1',
      });
    expect((await send()).statusCode).toBe(200);
    expect((await send()).statusCode).toBe(200);
    const third = await send();
    expect(third.statusCode).toBe(429);
    expect(third.json().message).toBe('Слишком много запросов. Попробуйте немного позже');
    await strict.close();
  });

  it('can deliver the code as the last 4 digits of the calling number', async () => {
    const { app: calls, sms: box } = await testApp({ db, clock, config: { authCodeChannel: 'call' } });
    const phone = newPhone();
    const r = await calls.inject({ method: 'POST', url: '/api/app/v1/auth/code', headers: h(), payload: { phone } });
    expect(r.json().data).toMatchObject({ channel: 'call', length: 4 });
    const call = box.outbox.at(-1)!;
    expect(call.kind).toBe('call');
    expect(call.caller!.slice(-4)).toBe(call.code);
    const ok = await calls.inject({
      method: 'POST',
      url: '/api/app/v1/auth/login',
      headers: h(),
      payload: { phone, policyConsent: true, code: call.code },
    });
    expect(ok.statusCode).toBe(200);
    await calls.close();
  });
});
