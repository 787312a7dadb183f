/**
 * Signing a document in the mobile app (docs/rules.md R11.3, R11.8, R2.13) and the app's push
 * devices (R7.6): a web session is refused, an app session asks for a code (the SMS names the
 * document) and signs with it; the evidence, the PDF with its signature sheet, the notices; the
 * code is single use, bound to its document and locks after wrong tries; an agent signs only by a
 * proxy that grants signing; devices of all three types, one row per device, removed at logout.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { and, eq, sql } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { DEMO_USERS } from '../../server/db/seed';
import { devices, documentSignatures, notifications, proxies, sessions, users } from '../../server/db/schema';
import { sha256Hex } from '../../server/services/document-signing';
import type { LocalPushService } from '../../server/services/push';
import type { LocalSmsService } from '../../server/services/sms';
import { H, lastCode, login, TestClock, testApp, type TestApp, RELOGIN_CONFIG } from './helpers';

const clock = new TestClock(new Date('2026-12-05T06:00:00Z'));
let app: FastifyInstance;
let testbed: TestApp;
const tok = { web: '', app: '', manager: '', owner: '', agent: '' };
const android = (n: string) => ({ type: 'android' as const, token: `fcm-android-${n}`, installationId: `inst-${n}` });

beforeAll(async () => {
  testbed = await testApp({
    config: RELOGIN_CONFIG,
    clock,
  });
  app = testbed.app;
  tok.web = await login(app, DEMO_USERS.guest);
  tok.app = await login(app, DEMO_USERS.guest, { device: android('guest') });
  tok.manager = await login(app, DEMO_USERS.manager);
  tok.owner = await login(app, DEMO_USERS.owner, { owner: true, device: { type: 'ios', token: 'fcm-ios-owner' } });
  tok.agent = await login(app, DEMO_USERS.agent, { device: android('agent') });
  // Signing rests on the e-signature agreement (R11.9, tests/api/esign.test.ts): the signers accept it.
  for (const t of [tok.app, tok.owner, tok.agent]) {
    const r = await call('POST', 'esign/acceptance', t, { version: '1' });
    expect(r.statusCode, r.body).toBe(201);
  }
});
afterAll(async () => testbed?.close());

type Method = 'GET' | 'POST' | 'DELETE';
const call = (method: Method, url: string, token: string, payload?: object, lang: 'ru' | 'en' = 'en') =>
  app.inject({
    method,
    url: `/api/app/v1/${url}`,
    headers: { ...H(lang, token), 'user-agent': 'AparthotelApp/1.0 (Android 15)' },
    ...(payload ? { payload } : {}),
  });

let seq = 0;
/** The manager issues a document requiring a signature to `phone`; resolves to its id. */
async function issue(phone: string = DEMO_USERS.guest, objectId?: number): Promise<number> {
  const r = await call('POST', 'backoffice/documents', tok.manager, {
    phone,
    type: 'addendum',
    number: `SIGN-${++seq}`,
    nameRu: 'Дополнительное соглашение',
    nameEn: 'Addendum',
    issuedOn: '2026-12-05',
    signatureRequired: true,
    textRu: 'Продление аренды',
    textEn: 'Lease extension',
    ...(objectId ? { objectId } : {}),
  });
  expect(r.statusCode, r.body).toBe(201);
  return r.json().data.id;
}
const code = (phone: string = DEMO_USERS.guest) => lastCode(app, phone);

describe('who may sign (R11.3, R2.13)', () => {
  it('a web session is refused with "Failed to sign document", asking a code as well; someone else’s document is 404', async () => {
    const id = await issue();
    for (const url of [`documents/${id}/signature/code`, `documents/${id}/sign`]) {
      const en = await call('POST', url, tok.web, url.endsWith('sign') ? { code: '123456' } : undefined);
      expect(en.statusCode).toBe(422);
      expect(en.json().message).toBe('Failed to sign document');
      expect((await call('POST', url, tok.web, undefined, 'ru')).json().message).toBe('Не удалось подписать документ');
    }
    expect((await call('POST', `documents/${id}/signature/code`, tok.owner)).statusCode).toBe(404);
    expect((await call('GET', `documents/${id}`, tok.web)).json().data.signature).toBe('requires_signature');
  });

  it('a role switch keeps the session the app’s, and a web login with a web device stays web', async () => {
    const web = await login(app, DEMO_USERS.guest, { device: { type: 'web', token: 'fcm-web-guest' } });
    const id = await issue();
    expect((await call('POST', `documents/${id}/signature/code`, web)).statusCode).toBe(422);
    const rows = await app.db.select({ clientType: sessions.clientType }).from(sessions).orderBy(sessions.id);
    expect(rows.map((r) => r.clientType)).toEqual(expect.arrayContaining(['web', 'android', 'ios']));
  });
});

describe('signing in the app (R11.8)', () => {
  it('code → sign: signed with the evidence, the PDF gains a signature sheet, everyone is notified', async () => {
    const id = await issue();
    const before = (await call('GET', `documents/${id}/pdf`, tok.app)).rawPayload;
    const sent = await call('POST', `documents/${id}/signature/code`, tok.app, undefined, 'ru');
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().data).toMatchObject({ channel: 'sms', length: 6, expiresIn: 300 });
    const sms = [...(app.sms as LocalSmsService).outbox].reverse().find((e) => e.phone === DEMO_USERS.guest)!;
    expect(sms.text).toContain(`Дополнительное соглашение № SIGN-${seq}`);

    const wrong = await call('POST', `documents/${id}/sign`, tok.app, {
      code: sms.code === '000000' ? '111111' : '000000',
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors.code).toEqual(['Incorrect code']);

    const pushedBefore = (app.push as LocalPushService).sent.length;
    const ok = await call('POST', `documents/${id}/sign`, tok.app, { code: sms.code }, 'ru');
    expect(ok.statusCode, ok.body).toBe(200);
    const d = ok.json().data;
    expect(d.signature).toBe('signed');
    expect(d.signerName).toBe('Иванов Иван Сергеевич');
    expect(d.signerPhone).toBe('+7 (•••) •••-00-01');
    expect(d.signMethod).toBe('sms');
    expect(d.evidence).toMatchObject({ channel: 'sms', clientType: 'android', role: 'guest' });
    expect(d.evidence.legalText).toContain('63-ФЗ');
    expect(d.history.at(-1)).toMatchObject({ kind: 'signed', actor: 'Иванов Иван Сергеевич' });

    const [ev] = await app.db.select().from(documentSignatures).where(eq(documentSignatures.documentId, id));
    expect(ev.pdfSha256).toBe(sha256Hex(ev.pdf));
    expect(d.signatureHash).toBe(ev.pdfSha256);
    expect(ev).toMatchObject({
      codeChannel: 'sms',
      clientType: 'android',
      ip: '127.0.0.1',
      userAgent: 'AparthotelApp/1.0 (Android 15)',
      phone: DEMO_USERS.guest,
    });
    const [device] = await app.db.select().from(devices).where(eq(devices.installationId, 'inst-guest'));
    expect(ev.deviceId).toBe(device.id);

    // The served PDF: the bytes signed (same pages) plus one signature sheet.
    const signedPdf = (await call('GET', `documents/${id}/pdf`, tok.app)).rawPayload;
    const [orig, served, unsigned] = await Promise.all([
      PDFDocument.load(ev.pdf),
      PDFDocument.load(signedPdf),
      PDFDocument.load(before),
    ]);
    expect(served.getPageCount()).toBe(orig.getPageCount() + 1);
    expect(orig.getPageCount()).toBe(unsigned.getPageCount());

    // The person (on their devices) and the managers hear of it.
    const pushed = (app.push as LocalPushService).sent.slice(pushedBefore);
    expect(
      pushed.some(
        (p) => p.token === 'fcm-android-guest' && p.message.title.en === 'Document signed by Иванов Иван Сергеевич',
      ),
    ).toBe(true);
    const [manager] = await app.db.select({ id: users.id }).from(users).where(eq(users.phone, DEMO_USERS.manager));
    const notes = await app.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, manager.id), eq(notifications.link, `/backoffice/documents/${id}`)));
    expect(notes).toHaveLength(1);
  });

  it('the code is single use, bound to its document, and a signed document cannot be signed again', async () => {
    const a = await issue();
    const b = await issue();
    await call('POST', `documents/${a}/signature/code`, tok.app);
    const codeA = code();
    expect((await call('POST', `documents/${b}/sign`, tok.app, { code: codeA })).statusCode).toBe(422);
    expect((await call('POST', `documents/${a}/sign`, tok.app, { code: codeA })).statusCode).toBe(200);
    const again = await call('POST', `documents/${a}/sign`, tok.app, { code: codeA });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This document is not awaiting a signature');
    expect((await call('POST', `documents/${a}/signature/code`, tok.app)).statusCode).toBe(409);
    const seeded = (await call('GET', 'documents?state=signed', tok.app)).json().data.data[0];
    expect((await call('POST', `documents/${seeded.id}/signature/code`, tok.app)).statusCode).toBe(409);
  });

  it('an expired code is refused; five wrong tries lock the code', async () => {
    const id = await issue();
    await call('POST', `documents/${id}/signature/code`, tok.app);
    const good = code();
    clock.advance(301_000);
    expect((await call('POST', `documents/${id}/sign`, tok.app, { code: good })).json().errors.code).toEqual([
      'Incorrect code',
    ]);
    await call('POST', `documents/${id}/signature/code`, tok.app);
    const fresh = code();
    const bad = fresh === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++)
      expect((await call('POST', `documents/${id}/sign`, tok.app, { code: bad })).statusCode).toBe(422);
    const locked = await call('POST', `documents/${id}/sign`, tok.app, { code: fresh });
    expect(locked.statusCode).toBe(422);
    expect(locked.json().errors.code[0]).toMatch(/too many/i);
  });

  it('an agent signs the owner’s document only by a proxy that grants signing', async () => {
    const [proxy] = await app.db
      .select()
      .from(proxies)
      .where(
        sql`${proxies.revokedAt} is null and ${proxies.expiresOn} > '2026-12-05' and ${proxies.verification} = 'verified'`,
      )
      .limit(1);
    const [{ objectId }] = (
      await app.db.execute(sql`select object_id as "objectId" from proxy_objects where proxy_id = ${proxy.id} limit 1`)
    ).rows as { objectId: number }[];
    const id = await issue(DEMO_USERS.owner, objectId);
    const refused = await call('POST', `documents/${id}/signature/code`, tok.agent);
    expect(refused.statusCode).toBe(403);
    expect((await call('POST', `documents/${await issue()}/signature/code`, tok.agent)).statusCode).toBe(404);

    await app.db
      .update(proxies)
      .set({ acts: [...proxy.acts, 'sign'] })
      .where(eq(proxies.id, proxy.id));
    expect((await call('POST', `documents/${id}/signature/code`, tok.agent)).statusCode).toBe(200);
    const signed = await call('POST', `documents/${id}/sign`, tok.agent, { code: code(DEMO_USERS.agent) });
    expect(signed.statusCode, signed.body).toBe(200);
    expect(signed.json().data.evidence.role).toBe('agent');
    const [ev] = await app.db.select().from(documentSignatures).where(eq(documentSignatures.documentId, id));
    expect(ev.proxyId).toBe(proxy.id);
    // The owner sees their document signed by the agent.
    expect((await call('GET', `documents/${id}`, tok.owner)).json().data.signature).toBe('signed');
  });
});

describe('app devices (R7.6)', () => {
  it('registers ios and android devices, one row per installation, pushes to every device, removes the session’s at logout', async () => {
    const phone = '+79550001234';
    const t = await login(app, phone, { device: { type: 'ios', token: 'fcm-ios-1', installationId: 'phone-1' } });
    expect(
      (await call('POST', 'device', t, { type: 'android', token: 'fcm-tablet-1', installationId: 'tablet-1' }))
        .statusCode,
    ).toBe(200);
    // FCM rotated the phone's token: still one row for the phone.
    const again = await call('POST', 'device', t, { type: 'ios', token: 'fcm-ios-2', installationId: 'phone-1' });
    expect(again.statusCode).toBe(200);
    expect((await call('POST', 'device', t, { type: 'blackberry', token: 'x' })).statusCode).toBe(422);
    const [user] = await app.db.select({ id: users.id }).from(users).where(eq(users.phone, phone));
    const rows = await app.db.select().from(devices).where(eq(devices.userId, user.id));
    expect(rows.map((r) => [r.type, r.token]).sort()).toEqual([
      ['android', 'fcm-tablet-1'],
      ['ios', 'fcm-ios-2'],
    ]);

    const { notifyUser } = await import('../../server/services/push');
    expect((await notifyUser(app, user.id, { title: 'Hi', body: 'There' })).pushed).toBe(2);

    // Someone else's device is not found; one's own is removed.
    expect((await call('DELETE', `device/${rows[0].id}`, tok.web)).statusCode).toBe(404);
    const tablet = rows.find((r) => r.type === 'android')!;
    expect((await call('DELETE', `device/${tablet.id}`, t)).statusCode).toBe(200);
    expect((await call('POST', 'auth/logout', t)).statusCode).toBe(200);
    expect(await app.db.select().from(devices).where(eq(devices.userId, user.id))).toEqual([]);
  });
});
