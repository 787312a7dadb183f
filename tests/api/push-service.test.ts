/**
 * Issue #5 / issue 8: the FCM HTTP v1 adapter against a fake fetch (no test talks to the
 * internet): the service-account token comes from google-auth-library's JWT client (the fake sees
 * its token exchange and checks the signed assertion), is cached and refreshed, and dead tokens are
 * reported.
 */
import { createVerify, generateKeyPairSync } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  createPushService,
  FirebaseAdminPushService,
  LocalPushService,
  pushData,
  type ServiceAccount,
} from '../../server/services/push';

const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const account: ServiceAccount = {
  project_id: 'demo-project',
  client_email: 'push@demo-project.iam.gserviceaccount.com',
  private_key: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
};
const message = { title: { ru: 'Счёт', en: 'Bill' }, body: { ru: 'Оплатите', en: 'Please pay' }, notificationId: 7 };

interface Call {
  url: string;
  method: string;
  headers: Headers;
  body: string;
}
/** A fetch that answers from `answers` in order and records every call; any call beyond them fails. */
function fakeFetch(answers: ((c: Call) => { status: number; body: unknown })[]) {
  const calls: Call[] = [];
  const impl = (async (input: string | URL | Request, init: RequestInit = {}) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const raw = init.body;
    const body =
      raw === undefined || raw === null
        ? ''
        : typeof raw === 'string'
          ? raw
          : raw instanceof URLSearchParams
            ? raw.toString()
            : String(raw);
    const c = { url, method: init.method ?? 'GET', headers: new Headers(init.headers), body };
    calls.push(c);
    const next = answers.shift();
    if (!next) throw new Error(`unexpected call ${url}`);
    const { status, body: answer } = next(c);
    return new Response(JSON.stringify(answer), { status, headers: { 'content-type': 'application/json' } });
  }) as typeof fetch;
  return { impl, calls };
}
const tokenAnswer = () => ({
  status: 200,
  body: { access_token: 'ya29.token', expires_in: 3600, token_type: 'Bearer' },
});
const isTokenCall = (c: Call) => c.url === 'https://oauth2.googleapis.com/token';

afterEach(() => {
  vi.useRealTimers();
});

describe('the service-account token (google-auth-library)', () => {
  it('is exchanged with an RS256 assertion for the messaging scope, valid one hour, signed by the account key', async () => {
    const f = fakeFetch([tokenAnswer]);
    expect(await new FirebaseAdminPushService(account, f.impl).accessToken()).toBe('ya29.token');
    expect(f.calls).toHaveLength(1);
    expect(isTokenCall(f.calls[0])).toBe(true);
    expect(f.calls[0].method).toBe('POST');
    const form = new URLSearchParams(f.calls[0].body);
    expect(form.get('grant_type')).toBe('urn:ietf:params:oauth:grant-type:jwt-bearer');
    const [h, c, sig] = form.get('assertion')!.split('.');
    expect(JSON.parse(Buffer.from(h, 'base64url').toString())).toMatchObject({ alg: 'RS256' });
    const claims = JSON.parse(Buffer.from(c, 'base64url').toString());
    expect(claims).toMatchObject({
      iss: account.client_email,
      scope: 'https://www.googleapis.com/auth/firebase.messaging',
      aud: 'https://oauth2.googleapis.com/token',
    });
    expect(claims.exp - claims.iat).toBe(3600);
    expect(createVerify('RSA-SHA256').update(`${h}.${c}`).verify(publicKey, Buffer.from(sig, 'base64url'))).toBe(true);
  });
});

describe('FirebaseAdminPushService', () => {
  it('gets an access token once and sends a data message to FCM v1', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: 1_000_000 });
    const f = fakeFetch([
      tokenAnswer,
      () => ({ status: 200, body: { name: 'projects/demo-project/messages/1' } }),
      () => ({ status: 200, body: {} }),
    ]);
    const svc = new FirebaseAdminPushService(account, f.impl);
    expect(await svc.send('device-token', message)).toBe('sent');
    vi.setSystemTime(1_000_000 + 30 * 60_000);
    expect(await svc.send('device-token-2', message)).toBe('sent');
    expect(f.calls.map(isTokenCall)).toEqual([true, false, false]); // the token was cached
    expect(f.calls[1].url).toBe('https://fcm.googleapis.com/v1/projects/demo-project/messages:send');
    expect(f.calls[1].headers.get('authorization')).toBe('Bearer ya29.token');
    const sent = JSON.parse(f.calls[1].body);
    expect(sent.message.token).toBe('device-token');
    expect(sent.message.data).toEqual({
      title: 'Счёт',
      body: 'Оплатите',
      title_en: 'Bill',
      body_en: 'Please pay',
      link: '/notifications/7',
      id: '7',
    });
    expect(sent.message.webpush.fcm_options.link).toBe('/notifications/7');
  });

  it('refreshes the access token a minute before it expires', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: 0 });
    const f = fakeFetch([
      tokenAnswer,
      () => ({ status: 200, body: {} }),
      () => ({ status: 200, body: {} }),
      tokenAnswer,
      () => ({ status: 200, body: {} }),
    ]);
    const svc = new FirebaseAdminPushService(account, f.impl);
    await svc.send('t', message);
    vi.setSystemTime(3600_000 - 90_000);
    await svc.send('t', message);
    vi.setSystemTime(3600_000 - 30_000);
    await svc.send('t', message);
    expect(f.calls.map(isTokenCall)).toEqual([true, false, false, true, false]);
  });

  it('reports an unregistered token as invalid and other failures as errors', async () => {
    const f = fakeFetch([
      tokenAnswer,
      () => ({ status: 404, body: { error: { status: 'NOT_FOUND', details: [{ errorCode: 'UNREGISTERED' }] } } }),
      () => ({
        status: 400,
        body: {
          error: {
            status: 'INVALID_ARGUMENT',
            message: 'The registration token is not a valid FCM registration token',
          },
        },
      }),
      () => ({ status: 503, body: { error: { status: 'UNAVAILABLE' } } }),
    ]);
    const svc = new FirebaseAdminPushService(account, f.impl);
    expect(await svc.send('gone', message)).toBe('invalid-token');
    expect(await svc.send('bad', message)).toBe('invalid-token');
    await expect(svc.send('t', message)).rejects.toThrow(/503 UNAVAILABLE/);
  });

  it('fails when Google refuses the assertion', async () => {
    const f = fakeFetch([
      () => ({ status: 400, body: { error: 'invalid_grant', error_description: 'Invalid JWT Signature.' } }),
    ]);
    await expect(new FirebaseAdminPushService(account, f.impl).send('t', message)).rejects.toThrow(/invalid_grant/);
  });
});

describe('createPushService', () => {
  it('is local without credentials, FCM with them, and refuses incomplete JSON', () => {
    expect(createPushService({})).toBeInstanceOf(LocalPushService);
    expect(createPushService({ firebaseServiceAccount: JSON.stringify(account) }).name).toBe('fcm');
    expect(() => createPushService({ firebaseServiceAccount: '{"project_id":"x"}' })).toThrow(/lacks/);
  });

  it('pushData falls back to Russian texts and the notifications list', () => {
    expect(pushData({ title: { ru: 'А', en: '' }, body: { ru: 'Б', en: '' } })).toEqual({
      title: 'А',
      body: 'Б',
      title_en: 'А',
      body_en: 'Б',
      link: '/notifications',
    });
  });
});
