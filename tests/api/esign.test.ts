/**
 * The agreement on the use of a simple electronic signature (docs/rules.md R11.9; 63-FZ art. 9):
 * its text is public in both languages; signing (the code and the signature) without an
 * acceptance of the version in force is refused by the server with a translated 409; accepting
 * records version, time, address and browser once; the signed PDF's signature sheet prints the
 * version and the acceptance time; a new version in force asks again.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { DEMO_USERS } from '../../server/db/seed';
import { documentSignatures, esignAcceptances, users } from '../../server/db/schema';
import { H, lastCode, login, TestClock, testApp, type TestApp, RELOGIN_CONFIG } from './helpers';
import { pdfText } from './pdf-text';

const clock = new TestClock(new Date('2026-12-05T06:00:00Z'));
let app: FastifyInstance;
let testbed: TestApp;
const tok = { web: '', app: '', manager: '' };

beforeAll(async () => {
  testbed = await testApp({
    config: RELOGIN_CONFIG,
    clock,
    // Version 2 takes effect on 10 December: the test moves the clock there.
    esignAgreements: [
      { version: '1', effectiveFrom: '2026-11-01' },
      { version: '2', effectiveFrom: '2026-12-10' },
    ],
  });
  app = testbed.app;
  tok.web = await login(app, DEMO_USERS.guest);
  tok.app = await login(app, DEMO_USERS.guest, {
    device: { type: 'android', token: 'fcm-esign', installationId: 'i-esign' },
  });
  tok.manager = await login(app, DEMO_USERS.manager);
});
afterAll(async () => testbed?.close());

type Method = 'GET' | 'POST';
const call = (method: Method, url: string, token?: string, payload?: object, lang: 'ru' | 'en' = 'en') =>
  app.inject({
    method,
    url: `/api/app/v1/${url}`,
    headers: { ...H(lang, token), 'user-agent': 'AparthotelApp/1.0 (Android 15)' },
    ...(payload ? { payload } : {}),
  });

let seq = 0;
/** The manager issues the demo guest a document requiring a signature; resolves to its id. */
async function issue(): Promise<number> {
  const r = await call('POST', 'backoffice/documents', tok.manager, {
    phone: DEMO_USERS.guest,
    type: 'addendum',
    number: `ESIGN-${++seq}`,
    nameRu: 'Дополнительное соглашение',
    nameEn: 'Addendum',
    issuedOn: '2026-12-05',
    signatureRequired: true,
    textRu: 'Продление аренды',
    textEn: 'Lease extension',
  });
  expect(r.statusCode, r.body).toBe(201);
  return r.json().data.id;
}

/** Asks the code for document `id` in the app and signs with it; resolves to the sign answer. */
async function sign(id: number) {
  const c = await call('POST', `documents/${id}/signature/code`, tok.app);
  expect(c.statusCode, c.body).toBe(200);
  return call('POST', `documents/${id}/sign`, tok.app, { code: lastCode(app, DEMO_USERS.guest) });
}

describe('the agreement itself (R11.9)', () => {
  it('is public, versioned and in both languages', async () => {
    const en = await call('GET', 'esign/agreement');
    expect(en.statusCode, en.body).toBe(200);
    expect(en.json().data).toMatchObject({ version: '1', effectiveFrom: '2026-11-01' });
    expect(en.json().data.text).toContain('No. 63-FZ');
    expect(en.json().data.text).toContain('keep the codes received on their phone secret');
    const ru = await call('GET', 'esign/agreement', undefined, undefined, 'ru');
    expect(ru.json().data.text).toContain('№ 63-ФЗ');
    expect(ru.json().data.text).toContain('хранить в тайне');
  });

  it('whether one accepted it needs a session; accepting checks the version', async () => {
    expect((await call('GET', 'esign/acceptance')).statusCode).toBe(401);
    expect((await call('POST', 'esign/acceptance', undefined, { version: '1' })).statusCode).toBe(401);
    const state = await call('GET', 'esign/acceptance', tok.web);
    expect(state.json().data).toEqual({ version: '1', effectiveFrom: '2026-11-01', acceptedAt: null });
    const empty = await call('POST', 'esign/acceptance', tok.web, { version: '' }, 'ru');
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors.version).toBeDefined();
    const wrong = await call('POST', 'esign/acceptance', tok.web, { version: '2' });
    expect(wrong.statusCode).toBe(409);
    expect(wrong.json().message).toBe('Another version of the agreement is in force (1): open it again');
  });
});

describe('signing rests on an accepted agreement (R11.9)', () => {
  it('refuses the code and the signature before acceptance, in ru and en', async () => {
    const id = await issue();
    for (const url of [`documents/${id}/signature/code`, `documents/${id}/sign`]) {
      const body = url.endsWith('sign') ? { code: '123456' } : undefined;
      const en = await call('POST', url, tok.app, body);
      expect(en.statusCode, en.body).toBe(409);
      expect(en.json()).toEqual({
        message: 'First accept the agreement on the use of a simple electronic signature (version 1)',
        errors: { agreement: ['1'] },
      });
      const ru = await call('POST', url, tok.app, body, 'ru');
      expect(ru.json().message).toBe(
        'Сначала примите соглашение об использовании простой электронной подписи (версия 1)',
      );
    }
    expect((await call('GET', `documents/${id}`, tok.app)).json().data.signature).toBe('requires_signature');
  });

  it('accepted once (address and browser kept) → signs; the signature sheet prints the version and time', async () => {
    const accepted = await call('POST', 'esign/acceptance', tok.web, { version: '1' });
    expect(accepted.statusCode, accepted.body).toBe(201);
    expect(accepted.json().data).toMatchObject({ version: '1', acceptedAt: '06:00:00 05.12.2026' });
    clock.advance(60_000);
    // Accepting again keeps the first acceptance.
    expect((await call('POST', 'esign/acceptance', tok.app, { version: '1' })).json().data.acceptedAt).toBe(
      '06:00:00 05.12.2026',
    );
    expect((await call('GET', 'esign/acceptance', tok.app)).json().data.acceptedAt).toBe('06:00:00 05.12.2026');
    const [guest] = await app.db.select().from(users).where(eq(users.phone, DEMO_USERS.guest));
    const rows = await app.db.select().from(esignAcceptances).where(eq(esignAcceptances.userId, guest!.id));
    expect(rows).toEqual([
      expect.objectContaining({ version: '1', ip: '127.0.0.1', userAgent: 'AparthotelApp/1.0 (Android 15)' }),
    ]);

    const id = await issue();
    const signed = await sign(id);
    expect(signed.statusCode, signed.body).toBe(200);
    const [ev] = await app.db.select().from(documentSignatures).where(eq(documentSignatures.documentId, id));
    expect(ev!.esignAcceptanceId).toBe(rows[0]!.id);
    // The document's page names the agreement the signature rests on.
    expect(signed.json().data.evidence.agreement).toEqual({ version: '1', acceptedAt: '06:00:00 05.12.2026' });

    const en = await pdfText((await call('GET', `documents/${id}/pdf`, tok.web)).rawPayload);
    expect(en).toContain('E-signature agreement');
    expect(en).toContain('Version 1, accepted 05.12.2026 11:00:00 (UTC+5)');
    const ru = await pdfText((await call('GET', `documents/${id}/pdf`, tok.web, undefined, 'ru')).rawPayload);
    expect(ru).toContain('версия 1, принято 05.12.2026 11:00:00 (UTC+5)');
  });

  it('a new version in force asks again; accepting it lets the person sign', async () => {
    clock.set(Date.parse('2026-12-10T06:00:00Z'));
    expect((await call('GET', 'esign/acceptance', tok.app)).json().data).toMatchObject({
      version: '2',
      acceptedAt: null,
    });
    const id = await issue();
    const refused = await call('POST', `documents/${id}/signature/code`, tok.app);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errors).toEqual({ agreement: ['2'] });
    // The old version can no longer be accepted.
    expect((await call('POST', 'esign/acceptance', tok.app, { version: '1' })).statusCode).toBe(409);
    expect((await call('POST', 'esign/acceptance', tok.app, { version: '2' })).statusCode).toBe(201);
    const signed = await sign(id);
    expect(signed.statusCode, signed.body).toBe(200);
    const text = await pdfText((await call('GET', `documents/${id}/pdf`, tok.web)).rawPayload);
    expect(text).toContain('Version 2, accepted 10.12.2026 11:00:00 (UTC+5)');
  });
});
