/** Issue #5: the FCM HTTP v1 adapter (service-account JWT, token cache, dead tokens) against a fake fetch. */
import { createVerify, generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createPushService, FirebaseAdminPushService, LocalPushService, pushData, serviceAccountJwt, type ServiceAccount } from '../../server/services/push';

const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const account: ServiceAccount = {
  project_id: 'demo-project',
  client_email: 'push@demo-project.iam.gserviceaccount.com',
  private_key: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
};
const message = { title: { ru: 'Счёт', en: 'Bill' }, body: { ru: 'Оплатите', en: 'Please pay' }, notificationId: 7 };

interface Call { url: string; init: { method: string; headers: Record<string, string>; body: string } }
function fakeFetch(answers: ((c: Call) => { status: number; body: unknown })[]) {
  const calls: Call[] = [];
  const impl = async (url: string, init: Call['init']) => {
    const c = { url, init };
    calls.push(c);
    const next = answers.shift();
    if (!next) throw new Error(`unexpected call ${url}`);
    const { status, body } = next(c);
    return { ok: status >= 200 && status < 300, status, json: async () => body };
  };
  return { impl, calls };
}
const tokenAnswer = () => ({ status: 200, body: { access_token: 'ya29.token', expires_in: 3600 } });

describe('serviceAccountJwt', () => {
  it('is an RS256 JWT for the messaging scope, valid one hour, verifiable with the public key', () => {
    const jwt = serviceAccountJwt(account, Date.UTC(2026, 10, 20, 10));
    const [h, c, s] = jwt.split('.');
    expect(JSON.parse(Buffer.from(h, 'base64url').toString())).toEqual({ alg: 'RS256', typ: 'JWT' });
    const claims = JSON.parse(Buffer.from(c, 'base64url').toString());
    expect(claims).toMatchObject({ iss: account.client_email, scope: 'https://www.googleapis.com/auth/firebase.messaging', aud: 'https://oauth2.googleapis.com/token' });
    expect(claims.exp - claims.iat).toBe(3600);
    expect(createVerify('RSA-SHA256').update(`${h}.${c}`).verify(publicKey, Buffer.from(s, 'base64url'))).toBe(true);
  });
});

describe('FirebaseAdminPushService', () => {
  it('gets an access token once and sends a data message to FCM v1', async () => {
    let now = 1_000_000;
    const f = fakeFetch([tokenAnswer, () => ({ status: 200, body: { name: 'projects/demo-project/messages/1' } }), () => ({ status: 200, body: {} })]);
    const svc = new FirebaseAdminPushService(account, f.impl, () => now);
    expect(await svc.send('device-token', message)).toBe('sent');
    now += 30 * 60_000;
    expect(await svc.send('device-token-2', message)).toBe('sent');
    expect(f.calls).toHaveLength(3); // the token was cached
    expect(f.calls[0].url).toBe('https://oauth2.googleapis.com/token');
    const form = new URLSearchParams(f.calls[0].init.body);
    expect(form.get('grant_type')).toBe('urn:ietf:params:oauth:grant-type:jwt-bearer');
    expect(form.get('assertion')?.split('.')).toHaveLength(3);
    expect(f.calls[1].url).toBe('https://fcm.googleapis.com/v1/projects/demo-project/messages:send');
    expect(f.calls[1].init.headers.authorization).toBe('Bearer ya29.token');
    const sent = JSON.parse(f.calls[1].init.body);
    expect(sent.message.token).toBe('device-token');
    expect(sent.message.data).toEqual({ title: 'Счёт', body: 'Оплатите', title_en: 'Bill', body_en: 'Please pay', link: '/notifications/7', id: '7' });
    expect(sent.message.webpush.fcm_options.link).toBe('/notifications/7');
  });

  it('refreshes the access token a minute before it expires', async () => {
    let now = 0;
    const f = fakeFetch([tokenAnswer, () => ({ status: 200, body: {} }), tokenAnswer, () => ({ status: 200, body: {} })]);
    const svc = new FirebaseAdminPushService(account, f.impl, () => now);
    await svc.send('t', message);
    now = 3600_000 - 30_000;
    await svc.send('t', message);
    expect(f.calls.map((c) => c.url.includes('oauth2'))).toEqual([true, false, true, false]);
  });

  it('reports an unregistered token as invalid and other failures as errors', async () => {
    const f = fakeFetch([
      tokenAnswer,
      () => ({ status: 404, body: { error: { status: 'NOT_FOUND', details: [{ errorCode: 'UNREGISTERED' }] } } }),
      () => ({ status: 400, body: { error: { status: 'INVALID_ARGUMENT', message: 'The registration token is not a valid FCM registration token' } } }),
      () => ({ status: 503, body: { error: { status: 'UNAVAILABLE' } } }),
    ]);
    const svc = new FirebaseAdminPushService(account, f.impl);
    expect(await svc.send('gone', message)).toBe('invalid-token');
    expect(await svc.send('bad', message)).toBe('invalid-token');
    await expect(svc.send('t', message)).rejects.toThrow(/503 UNAVAILABLE/);
  });

  it('fails when Google refuses the assertion', async () => {
    const f = fakeFetch([() => ({ status: 400, body: { error: 'invalid_grant' } })]);
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
    expect(pushData({ title: { ru: 'А', en: '' }, body: { ru: 'Б', en: '' } })).toEqual({ title: 'А', body: 'Б', title_en: 'А', body_en: 'Б', link: '/notifications' });
  });
});
