/**
 * Issue 8 items 6–7: no input breaks the backend, no one can abuse it. Each attack tried on the
 * running server became a case here (docs/rules.md R1.6–R1.17).
 */
import { connect } from 'node:net';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import type { DbHandle } from '../../server/db/client';
import { readConfig, trustProxyFrom } from '../../server/config';
import { createPaymentService, RefusedPaymentService, SandboxPaymentService } from '../../server/services/payments';
import { buildApp } from '../../server/app';
import { findBadInput } from '../../server/hardening';
import { login, h, testApp, testClock, testDb, loginWithWrongCode } from './helpers';

let db: DbHandle;
let app: FastifyInstance;
let token: string;
const v1 = '/api/app/v1';
const en = (extra: Record<string, string> = {}) => h({ devicelocale: 'en', ...extra });

beforeAll(async () => {
  db = await testDb();
  ({ app } = await testApp({ db }));
  token = await login(app);
});
afterAll(async () => {
  await app.close();
  await db.close();
});

/** A raw i18n key like `validation.tooLong` or `error.server` in an answer means a missing translation. */
const RAW_KEY = /^[a-z]+\.[a-zA-Z_.]+$/;
function expectTranslated(body: { message?: string; errors?: Record<string, string[]> }) {
  expect(body.message).toBeTruthy();
  expect(body.message).not.toMatch(RAW_KEY);
  for (const list of Object.values(body.errors ?? {})) for (const m of list) expect(m).not.toMatch(RAW_KEY);
}

describe('ids beyond 32 bits', () => {
  it('answer 404 in the path and 422 in a query or body, never 500', async () => {
    for (const url of [
      `${v1}/building/2147483648`,
      `${v1}/objects/99999999999999999999`,
      `${v1}/push/4294967296`,
      `${v1}/payments/2147483648`,
      `${v1}/bookings/2147483648`,
    ]) {
      const r = await app.inject({ url, headers: en({ authorization: `Bearer ${token}` }) });
      expect([404, 422], url).toContain(r.statusCode);
      expectTranslated(r.json());
    }
    const q = await app.inject({
      url: `${v1}/objects/1/availability?from=2030-01-01&to=2030-01-05&bookingId=2147483648`,
      headers: en(),
    });
    expect(q.statusCode).toBeLessThan(500);
    const b = await app.inject({
      method: 'POST',
      url: `${v1}/bookings`,
      headers: en({ authorization: `Bearer ${token}` }),
      payload: { objectIds: [2147483648], tariffId: 9007199254740991, checkIn: '2030-01-01', checkOut: '2030-01-03' },
    });
    expect(b.statusCode).toBe(422);
    expectTranslated(b.json());
  });

  it('the guard finds ids and control characters by path', () => {
    expect(
      findBadInput({
        objectIds: [1, 2147483648],
        contact: { name: 'a\u0000b', note: 'tab\tand\nnewline' },
        id: '3000000000',
      }),
    ).toEqual({
      control: ['contact.name'],
      bigIds: ['objectIds.1', 'id'],
    });
    expect(findBadInput({ amountKopecks: 9_000_000_000, text: 'ok\r\n' })).toEqual({ control: [], bigIds: [] });
  });

  it('a value the database cannot hold answers 422, not 500', async () => {
    const extra = await buildApp({ db, config: { seedDemo: false } });
    extra.get('/api/test/out-of-range', async () => {
      await extra.db.execute(sql`select ${'99999999999'}::int`);
      return {};
    });
    try {
      const r = await extra.inject({ url: '/api/test/out-of-range', headers: en() });
      expect(r.statusCode).toBe(422);
      expectTranslated(r.json());
    } finally {
      await extra.close();
    }
  });
});

describe('control characters', () => {
  it('in a body field answer 422 naming the field, translated', async () => {
    const r = await app.inject({
      method: 'POST',
      url: `${v1}/callback`,
      headers: en(),
      payload: { name: 'Ivan\u0000', phone: '+79120001122', policyConsent: true },
    });
    expect(r.statusCode).toBe(422);
    expect(r.json().errors.name).toEqual(['Remove control characters']);
  });

  it('in a nested field, a query and a path answer 422 too; tabs and newlines pass', async () => {
    const nested = await app.inject({
      method: 'PUT',
      url: `${v1}/profile`,
      headers: en({ authorization: `Bearer ${token}` }),
      payload: { name: 'A\u007f', surname: 'B\u001b' },
    });
    expect(nested.statusCode).toBe(422);
    expect(Object.keys(nested.json().errors).sort()).toEqual(['name', 'surname']);
    const query = await app.inject({ url: `${v1}/objects?q=%00x`, headers: en() });
    expect(query.statusCode).toBe(422);
    expect(query.json().errors.q).toBeDefined();
    const path = await app.inject({ url: `${v1}/content/news/a%01b`, headers: en() });
    expect(path.statusCode).toBe(422);
    expect(path.json().errors.slug).toEqual(['Remove control characters']);
    const ok = await app.inject({
      method: 'POST',
      url: `${v1}/question`,
      headers: en(),
      payload: {
        name: 'Ivan',
        phone: '+79120001122',
        email: 'a@b.ru',
        question: 'line one\nline\ttwo\r\n',
        policyConsent: true,
      },
    });
    expect(ok.statusCode).toBeLessThan(300);
  });
});

describe('messages reach the user translated', () => {
  it('validation.tooLong and other keys are never sent raw', async () => {
    const r = await app.inject({
      method: 'PUT',
      url: `${v1}/profile`,
      headers: en({ authorization: `Bearer ${token}` }),
      payload: { name: 'x'.repeat(61) },
    });
    expect(r.statusCode).toBe(422);
    expect(r.json().errors.name).toEqual(['At most 60 characters']);
    const ru = await app.inject({
      method: 'PUT',
      url: `${v1}/profile`,
      headers: h({ authorization: `Bearer ${token}` }),
      payload: { name: 'x'.repeat(61) },
    });
    expect(ru.json().errors.name[0]).toMatch(/60 символов$/);
    for (const res of [
      await app.inject({
        method: 'POST',
        url: `${v1}/question`,
        headers: en(),
        payload: { name: 'x'.repeat(500), question: 'q'.repeat(100_000) },
      }),
      await app.inject({
        method: 'POST',
        url: `${v1}/auth/login`,
        headers: en(),
        payload: { phone: '1', code: 'abc' },
      }),
      await app.inject({ url: `${v1}/nowhere`, headers: en() }),
      await app.inject({ url: `${v1}/objects`, headers: { company: 'x' } }),
    ]) {
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expectTranslated(res.json());
    }
  });
});

describe('uploads and request bodies', () => {
  it('a Content-Encoding answers 415 and multipart without a boundary 400', async () => {
    const gz = await app.inject({
      method: 'POST',
      url: `${v1}/uploads`,
      headers: en({
        authorization: `Bearer ${token}`,
        'content-type': 'multipart/form-data; boundary=x',
        'content-encoding': 'gzip',
      }),
      payload: Buffer.from([0x1f, 0x8b, 0x08, 0x00]),
    });
    expect(gz.statusCode).toBe(415);
    expectTranslated(gz.json());
    const noBoundary = await app.inject({
      method: 'POST',
      url: `${v1}/uploads`,
      headers: en({ authorization: `Bearer ${token}`, 'content-type': 'multipart/form-data' }),
      payload: '--x\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n\r\n%PDF-1\r\n--x--\r\n',
    });
    expect(noBoundary.statusCode).toBe(400);
    expectTranslated(noBoundary.json());
    const json = await app.inject({
      method: 'POST',
      url: `${v1}/question`,
      headers: en({ 'content-encoding': 'br', 'content-type': 'application/json' }),
      payload: '{}',
    });
    expect(json.statusCode).toBe(415);
  });

  it('a request that never finishes is cut off by the server (connection and request timeouts)', async () => {
    const slow = await buildApp({ db, config: { seedDemo: false, requestTimeoutMs: 300, connectionTimeoutMs: 2000 } });
    await slow.listen({ port: 0, host: '127.0.0.1' });
    try {
      const { port } = slow.server.address() as { port: number };
      const started = Date.now();
      const answer = await new Promise<string>((resolve) => {
        const s = connect(port, '127.0.0.1', () =>
          s.write(
            'POST /api/app/v1/question HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\ncompany: 1\r\n\r\n{"na',
          ),
        );
        let got = '';
        s.on('data', (d) => (got += d.toString()));
        s.on('close', () => resolve(got));
        s.on('error', () => resolve(got));
      });
      // Closed by the server: silently after the idle timeout, or with 408 by the request timeout.
      expect(answer === '' || /^HTTP\/1\.1 408/.test(answer)).toBe(true);
      expect(Date.now() - started).toBeLessThan(4000);
      expect(slow.server.requestTimeout).toBe(300);
      expect(app.server.requestTimeout).toBeGreaterThan(0);
      expect(app.initialConfig.connectionTimeout).toBeGreaterThan(0);
    } finally {
      await slow.close();
    }
  });
});

describe('trusted proxies', () => {
  it('TRUST_PROXY is off by default and reads a hop count or addresses', () => {
    expect(readConfig({}).trustProxy).toBe(false);
    expect(trustProxyFrom('1')).toBe(1);
    expect(trustProxyFrom('127.0.0.1, 10.0.0.0/8')).toEqual(['127.0.0.1', '10.0.0.0/8']);
    expect(trustProxyFrom('false')).toBe(false);
  });

  it('X-Forwarded-For cannot dodge the per-IP limit', async () => {
    const { app: limited } = await testApp({ db, config: { rateLimitPerMinute: 3 } });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 5; i++) {
        const r = await limited.inject({
          url: `${v1}/company`,
          headers: en({ 'x-forwarded-for': `203.0.113.${i}`, 'x-real-ip': `198.51.100.${i}` }),
        });
        codes.push(r.statusCode);
      }
      expect(codes.slice(0, 3)).toEqual([200, 200, 200]);
      expect(codes.slice(3)).toEqual([429, 429]);
    } finally {
      await limited.close();
    }
  });

  it('with a configured proxy the forwarded address counts', async () => {
    const { app: proxied } = await testApp({ db, config: { rateLimitPerMinute: 1, trustProxy: ['127.0.0.1'] } });
    try {
      const a = await proxied.inject({ url: `${v1}/company`, headers: en({ 'x-forwarded-for': '203.0.113.7' }) });
      const b = await proxied.inject({ url: `${v1}/company`, headers: en({ 'x-forwarded-for': '203.0.113.8' }) });
      const c = await proxied.inject({ url: `${v1}/company`, headers: en({ 'x-forwarded-for': '203.0.113.8' }) });
      expect([a.statusCode, b.statusCode, c.statusCode]).toEqual([200, 200, 429]);
    } finally {
      await proxied.close();
    }
  });
});

/** A log stream that keeps the JSON lines. */
function captureLog() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _enc, done) {
      lines.push(...chunk.toString().split('\n').filter(Boolean));
      done();
    },
  });
  return { stream, lines };
}

describe('dev routes in production (R2.14)', () => {
  it('DEV_ROUTES=true alone is refused; with DEV_ROUTES_IN_PRODUCTION=true they serve, and either way the log says so', async () => {
    expect(readConfig({ NODE_ENV: 'production', DEV_ROUTES: 'true' }).devRoutes).toBe(false);
    expect(readConfig({ NODE_ENV: 'production', DEV_ROUTES: 'true', DEV_ROUTES_IN_PRODUCTION: 'true' }).devRoutes).toBe(
      true,
    );
    expect(readConfig({ NODE_ENV: 'production', DEV_ROUTES_IN_PRODUCTION: 'true' }).devRoutes).toBe(false);
    expect(readConfig({}).devRoutes).toBe(true);
    for (const env of [{ DEV_ROUTES: 'true' }, { DEV_ROUTES: 'true', DEV_ROUTES_IN_PRODUCTION: 'true' }] as Record<
      string,
      string
    >[]) {
      const config = readConfig({ NODE_ENV: 'production', ...env });
      const { stream, lines } = captureLog();
      const prod = await buildApp({
        db,
        logger: { stream },
        config: {
          seedDemo: false,
          production: true,
          logLevel: 'info',
          devRoutes: config.devRoutes,
          devRoutesRefused: config.devRoutesRefused,
        },
      });
      try {
        const outbox = await prod.inject({ url: '/api/dev/sms-outbox' });
        expect(outbox.statusCode).toBe(config.devRoutes ? 200 : 404);
        expect(lines.some((l) => /DEV_ROUTES/.test(l) && /"level":50/.test(l))).toBe(true);
      } finally {
        await prod.close();
      }
    }
  });
});

describe('payments in production', () => {
  it('the sandbox needs an explicit PAYMENT_PROVIDER=sandbox in production', () => {
    expect(readConfig({ NODE_ENV: 'production' }).paymentProvider).toBe('none');
    expect(readConfig({ NODE_ENV: 'production', PAYMENT_PROVIDER: 'sandbox' }).paymentProvider).toBe('sandbox');
    expect(readConfig({}).paymentProvider).toBe('sandbox');
    expect(createPaymentService({ paymentProvider: 'none' })).toBeInstanceOf(RefusedPaymentService);
    expect(createPaymentService({ paymentProvider: 'yookassa' })).toBeInstanceOf(RefusedPaymentService);
    expect(createPaymentService({ paymentProvider: 'sandbox' })).toBeInstanceOf(SandboxPaymentService);
  });

  it('the server says so at start, and a refused payment never reaches an acquirer', async () => {
    const { stream, lines } = captureLog();
    const refused = await buildApp({
      db,
      logger: { stream },
      config: { seedDemo: false, production: true, paymentProvider: 'none', logLevel: 'info' },
    });
    try {
      expect(lines.some((l) => /Payments are refused/.test(l) && /"level":40/.test(l))).toBe(true);
      await expect(
        refused.payments.create({
          paymentId: 1,
          amountKopecks: 100,
          idempotencyKey: 'k',
          description: 'd',
          returnUrl: '/',
        }),
      ).rejects.toThrow(/refused/);
    } finally {
      await refused.close();
    }
  });
});

describe('security headers', () => {
  it('every answer carries CSP, nosniff, frame-ancestors none and a referrer policy; no HSTS over http', async () => {
    for (const url of [`${v1}/company`, `${v1}/nowhere`, '/robots.txt']) {
      const r = await app.inject({ url, headers: en() });
      const csp = String(r.headers['content-security-policy']);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("object-src 'none'");
      expect(r.headers['x-content-type-options']).toBe('nosniff');
      expect(r.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(r.headers['x-frame-options']).toBe('DENY');
      expect(r.headers['strict-transport-security']).toBeUndefined();
    }
  });

  it('HSTS behind https', async () => {
    const { app: https } = await testApp({ db, config: { publicUrl: 'https://portal.example' } });
    try {
      const r = await https.inject({ url: `${v1}/company`, headers: en() });
      expect(r.headers['strict-transport-security']).toMatch(/max-age=\d+/);
    } finally {
      await https.close();
    }
  });
});

describe('error logs', () => {
  it('carry the database error code and the route, never the SQL parameters', async () => {
    const { stream, lines } = captureLog();
    const logged = await buildApp({ db, logger: { stream }, config: { seedDemo: false, logLevel: 'info' } });
    const phone = '+79990000001';
    logged.post('/api/test/duplicate', async () => {
      // The demo guest's phone again: a unique violation whose detail quotes the phone.
      await logged.db.execute(
        sql`insert into users (company_id, phone, roles) values (1, ${phone}, '["guest"]'::jsonb)`,
      );
      return {};
    });
    try {
      const r = await logged.inject({
        method: 'POST',
        url: '/api/test/duplicate?token=secret-token-123&phone=%2B79990000001',
        headers: en(),
        payload: { name: 'Иван Секретов' },
      });
      expect(r.statusCode).toBe(500);
      expectTranslated(r.json());
      const failure = lines
        .map((l) => JSON.parse(l) as Record<string, unknown>)
        .find((l) => (l.db as { code?: string } | undefined)?.code);
      expect(failure).toMatchObject({ level: 50, route: '/api/test/duplicate', method: 'POST', db: { code: '23505' } });
      const all = lines.join('\n');
      expect(all).not.toContain('79990000001');
      expect(all).not.toContain('secret-token-123');
      expect(all).not.toContain('Секретов');
      expect(all).not.toMatch(/insert into/i);
    } finally {
      await logged.close();
    }
  });
});

describe('login codes: cumulative limit across codes (R2.7)', () => {
  /** A phone's login calls against one app, from any address. */
  const loginCalls = (a: FastifyInstance, sms: { outbox: { phone: string; code: string }[] }, phone: string) => {
    const ask = (remoteAddress: string) =>
      a.inject({ method: 'POST', url: `${v1}/auth/code`, headers: en(), payload: { phone }, remoteAddress });
    const tryCode = (code: string, remoteAddress: string) =>
      a.inject({
        method: 'POST',
        url: `${v1}/auth/login`,
        headers: en(),
        payload: { phone, policyConsent: true, code },
        remoteAddress,
      });
    const real = () => sms.outbox.filter((e) => e.phone === phone).at(-1)!.code;
    const wrong = () => (real() === '000000' ? '111111' : '000000');
    return { ask, tryCode, real, wrong };
  };

  it("wrong codes from rotating addresses do not keep the owner out: their own address's right code works", async () => {
    const clock = testClock(Date.parse('2030-03-01T10:00:00Z'));
    const { app: a, sms } = await testApp({ db, clock });
    const phone = '+79161230001';
    const own = '192.0.2.10';
    const { ask, tryCode, real, wrong } = loginCalls(a, sms, phone);
    try {
      // The owner signed in from home yesterday.
      expect((await ask(own)).statusCode).toBe(200);
      const session = await tryCode(real(), own);
      expect(session.statusCode).toBe(200);
      const token = session.json().data.token as string;
      clock.advance(86_400_000);
      // The probe: a code, 5 wrong ones, a minute, again — every round from a new address (a code
      // answers only the address that asked for it, R2.15).
      for (let round = 0; round < 2; round++) {
        clock.advance(61_000);
        expect((await ask(`203.0.113.${round}`)).statusCode).toBe(200);
        for (let i = 0; i < 5; i++) expect((await tryCode(wrong(), `203.0.113.${round}`)).statusCode).toBe(422);
      }
      // Strangers now wait, and not for hours.
      clock.advance(61_000);
      const stranger = await ask('203.0.113.200');
      expect(stranger.statusCode).toBe(429);
      expect(Number(stranger.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
      // The owner asks from home and signs in with the right code.
      const asked = await ask(own);
      expect(asked.statusCode).toBe(200);
      const back = await tryCode(real(), own);
      expect(back.statusCode).toBe(200);
      // A signed-in code (account deletion, as signing) is the owner's own too.
      const deletion = await a.inject({
        method: 'POST',
        url: `${v1}/account/deletion/code`,
        headers: en({ authorization: `Bearer ${token}` }),
        remoteAddress: '198.51.100.77',
      });
      expect(deletion.statusCode).toBe(200);
    } finally {
      await a.close();
    }
  });

  it("brute force stays bounded: one source backs off up to 15 minutes, rotating addresses hit the phone's lock and its daily ceiling", async () => {
    const clock = testClock(Date.parse('2030-03-05T10:00:00Z'));
    const { app: a, sms } = await testApp({ db, clock });
    const phone = '+79161230002';
    const { ask, tryCode, real, wrong } = loginCalls(a, sms, phone);
    const waitOf = (r: { headers: Record<string, unknown> }) => Number(r.headers['retry-after']);
    try {
      // The phone's own address (a login yesterday): every 10 wrong codes it waits 1, 2, 4, 8 minutes…
      expect((await ask('192.0.2.50')).statusCode).toBe(200);
      expect((await tryCode(real(), '192.0.2.50')).statusCode).toBe(200);
      clock.advance(86_400_000);
      const waits: number[] = [];
      for (let round = 0; round < 5; round++) {
        for (let c = 0; c < 2; c++) {
          clock.advance(61_000);
          expect((await ask('192.0.2.50')).statusCode).toBe(200);
          for (let i = 0; i < 5; i++) expect((await tryCode(wrong(), '192.0.2.50')).statusCode).toBe(422);
        }
        const locked = await ask('192.0.2.50');
        expect(locked.statusCode).toBe(429);
        expect(locked.json().message).toMatch(/Too many wrong codes\. Try again in [\d,]+ minutes?/);
        waits.push(waitOf(locked));
        clock.advance(waitOf(locked) * 1000);
      }
      // …and after 50 in a day until the oldest leaves the day.
      expect(waits.slice(0, 4)).toEqual([60, 120, 240, 480]);
      expect(waits[4]).toBeGreaterThan(3_600);

      // Rotating addresses, a day later: every 10 wrong codes lock the phone for them for 15 minutes…
      clock.advance(86_400_000);
      let n = 0;
      let refusedAt = -1;
      for (let wrongs = 0; wrongs < 60;) {
        const address = `203.0.113.${++n}`;
        const asked = await ask(address);
        if (asked.statusCode === 429) {
          if (wrongs >= 50) {
            refusedAt = wrongs;
            expect(waitOf(asked)).toBeGreaterThan(3_600);
            break;
          }
          expect(waitOf(asked)).toBeLessThanOrEqual(15 * 60);
          clock.advance(waitOf(asked) * 1000);
          continue;
        }
        for (let i = 0; i < 5; i++, wrongs++) expect((await tryCode(wrong(), address)).statusCode).toBe(422);
        clock.advance(61_000);
      }
      // …and after 50 in a day they wait until the oldest leaves the day.
      expect(refusedAt).toBe(50);
    } finally {
      await a.close();
    }
  });

  it('after 30 wrong codes from one address, that address waits, whatever the phone', async () => {
    const clock = testClock(Date.parse('2030-04-01T10:00:00Z'));
    const { app: a, sms } = await testApp({ db, clock });
    const remoteAddress = '198.51.100.20';
    try {
      for (let p = 0; p < 6; p++) {
        const phone = `+7916123100${p}`;
        expect(
          (await a.inject({ method: 'POST', url: `${v1}/auth/code`, headers: en(), payload: { phone }, remoteAddress }))
            .statusCode,
        ).toBe(200);
        for (let i = 0; i < 5; i++) {
          expect((await loginWithWrongCode(a, sms, phone, remoteAddress)).statusCode).toBe(422);
        }
      }
      const other = await a.inject({
        method: 'POST',
        url: `${v1}/auth/code`,
        headers: en(),
        payload: { phone: '+79161231099' },
        remoteAddress,
      });
      expect(other.statusCode).toBe(429);
      const elsewhere = await a.inject({
        method: 'POST',
        url: `${v1}/auth/code`,
        headers: en(),
        payload: { phone: '+79161231099' },
        remoteAddress: '198.51.100.21',
      });
      expect(elsewhere.statusCode).toBe(200);
    } finally {
      await a.close();
    }
  });
});

describe('login codes bound to the source that asked for them (R2.15)', () => {
  /** Login calls for `phone` from one address; `code()` is the latest code texted to the phone. */
  const from = (a: FastifyInstance, phone: string, remoteAddress: string) => ({
    ask: () => a.inject({ method: 'POST', url: `${v1}/auth/code`, headers: en(), payload: { phone }, remoteAddress }),
    tryCode: (code: string) =>
      a.inject({
        method: 'POST',
        url: `${v1}/auth/login`,
        headers: en(),
        payload: { phone, policyConsent: true, code },
        remoteAddress,
      }),
  });
  const lastCode = (sms: { outbox: { phone: string; code: string }[] }, phone: string) =>
    sms.outbox.filter((e) => e.phone === phone).at(-1)!.code;
  const otherThan = (code: string) => (code === '000000' ? '111111' : '000000');

  it("a stranger's new code and wrong tries from another address leave the owner's pending code alone", async () => {
    const clock = testClock(Date.parse('2030-06-01T10:00:00Z'));
    const { app: a, sms } = await testApp({ db, clock });
    const phone = '+79161233001';
    const owner = from(a, phone, '192.0.2.60');
    const stranger = from(a, phone, '203.0.113.60');
    try {
      // The owner asks for a code; a stranger asks for one at once and burns all its tries.
      expect((await owner.ask()).statusCode).toBe(200);
      const ownerCode = lastCode(sms, phone);
      clock.advance(5_000);
      expect((await stranger.ask()).statusCode).toBe(200);
      const strangerCode = lastCode(sms, phone);
      for (let i = 0; i < 5; i++) expect((await stranger.tryCode(otherThan(strangerCode))).statusCode).toBe(422);
      const dead = await stranger.tryCode(strangerCode);
      expect(dead.statusCode).toBe(422);
      expect(dead.json().errors.code).toEqual(['Too many attempts. Request a new code']);
      // The owner's code still works, on its first try.
      expect((await owner.tryCode(ownerCode)).statusCode).toBe(200);

      // Later a stranger asks again; the owner need not wait for the stranger's resend interval.
      clock.advance(120_000);
      expect((await stranger.ask()).statusCode).toBe(200);
      clock.advance(1_000);
      expect((await owner.ask()).statusCode).toBe(200);
      const again = lastCode(sms, phone);
      // The owner's own resend interval still holds.
      const soon = await owner.ask();
      expect(soon.statusCode).toBe(429);
      expect(soon.json().message).toMatch(/You can request a new code in \d+ seconds/);
      expect((await owner.tryCode(again)).statusCode).toBe(200);
    } finally {
      await a.close();
    }
  });

  it("a device that moved keeps its code; other sources' wrong tries never burn it, and close it to them after 5", async () => {
    const clock = testClock(Date.parse('2030-06-02T10:00:00Z'));
    const { app: a, sms } = await testApp({ db, clock });
    const phone = '+79161233002';
    const owner = from(a, phone, '192.0.2.61');
    try {
      // The owner asks at home and types the code after the phone moved to mobile data.
      expect((await owner.ask()).statusCode).toBe(200);
      expect((await from(a, phone, '198.51.100.7').tryCode(lastCode(sms, phone))).statusCode).toBe(200);
      clock.advance(60_000);
      expect((await owner.ask()).statusCode).toBe(200);
      const code = lastCode(sms, phone);
      const wrong = code === '000000' ? '111111' : '000000';
      // Strangers guess at it from five addresses: each is told the code is wrong…
      for (let i = 0; i < 5; i++) {
        const r = await from(a, phone, `203.0.113.${70 + i}`).tryCode(wrong);
        expect(r.statusCode).toBe(422);
        expect(r.json().errors.code).toEqual(['Incorrect code']);
      }
      // …after which even the right code no longer answers another address (5 tries per code, R2.4)…
      expect((await from(a, phone, '203.0.113.80').tryCode(code)).json().errors.code).toEqual(['Incorrect code']);
      // …while it still answers the owner who asked for it, on the first try.
      expect((await owner.tryCode(code)).statusCode).toBe(200);
    } finally {
      await a.close();
    }
  });

  it("strangers together get 10 codes a phone an hour; the phone's own address still gets its code", async () => {
    const clock = testClock(Date.parse('2030-06-03T10:00:00Z'));
    const { app: a, sms } = await testApp({ db, clock });
    const phone = '+79161233003';
    const owner = from(a, phone, '192.0.2.62');
    try {
      // The owner signed in from home yesterday.
      expect((await owner.ask()).statusCode).toBe(200);
      expect((await owner.tryCode(lastCode(sms, phone))).statusCode).toBe(200);
      clock.advance(86_400_000);
      const texted = () => sms.outbox.filter((e) => e.phone === phone).length;
      const before = texted();
      // Rotating addresses ask for codes, never guessing (an SMS bomb): 10 in the hour get one.
      for (let i = 0; i < 10; i++) {
        expect((await from(a, phone, `203.0.113.${100 + i}`).ask()).statusCode).toBe(200);
        clock.advance(60_000);
      }
      const refused = await from(a, phone, '203.0.113.120').ask();
      expect(refused.statusCode).toBe(429);
      expect(refused.json().message).toBe('Too many codes were requested for this phone. Try again in 50 minutes');
      expect(Number(refused.headers['retry-after'])).toBe(50 * 60);
      expect(texted() - before).toBe(10);
      // The owner's home address is not counted nor held.
      expect((await owner.ask()).statusCode).toBe(200);
      expect((await owner.tryCode(lastCode(sms, phone))).statusCode).toBe(200);
      // When the first stranger's code is an hour old, a stranger may ask again.
      clock.advance(50 * 60_000);
      expect((await from(a, phone, '203.0.113.121').ask()).statusCode).toBe(200);
    } finally {
      await a.close();
    }
  });
});
