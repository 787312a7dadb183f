/** Issue #5: role switch, notifications, phone change, account deletion and retention, push on notify. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import type { Clock } from '../../server/app';
import { LocalSmsService } from '../../server/services/sms';
import { LocalPushService, notifyUser } from '../../server/services/push';
import { purgeDeletedAccounts } from '../../server/jobs/retention';
import { devices, notifications, sessions, uploads, users } from '../../server/db/schema';
import { uploadKey } from '../../server/services/storage';
import { testApp, uploadPdf, type TestApp } from './helpers';

let app: FastifyInstance;
let testbed: TestApp;
let now = new Date('2026-11-20T10:00:00Z');
const clock: Clock = { now: () => now };
const push = new LocalPushService();
let seq = 0;
const phone = () =>
  `+7951${String(1_000_000 + ++seq)
    .slice(1)
    .padStart(7, '0')}`;

const headers = (token?: string, lang = 'ru') => ({
  company: '1',
  devicelocale: lang,
  ...(token ? { authorization: `Bearer ${token}` } : {}),
});
const lastCode = (p: string) => [...(app.sms as LocalSmsService).outbox].reverse().find((e) => e.phone === p)!.code;
const lastText = (p: string) => [...(app.sms as LocalSmsService).outbox].reverse().find((e) => e.phone === p)!.text;
const advance = (ms: number) => (now = new Date(now.getTime() + ms));

async function login(p: string, owner = false) {
  expect(
    (await app.inject({ method: 'POST', url: '/api/app/v1/auth/code', headers: headers(), payload: { phone: p } }))
      .statusCode,
  ).toBe(200);
  const res = await app.inject({
    method: 'POST',
    url: '/api/app/v1/auth/login',
    headers: headers(),
    payload: { phone: p, policyConsent: true, code: lastCode(p), owner },
  });
  expect(res.statusCode).toBe(200);
  advance(61_000); // the next code for this phone may be issued
  return res.json().data as {
    token: string;
    isNew: boolean;
    user: { id: number; role: string; roles: string[]; name: string | null };
  };
}

beforeAll(async () => {
  testbed = await testApp({
    clock,
    push,
  });
  app = testbed.app;
});
afterAll(async () => testbed?.close());

describe('POST app/v1/auth/role', () => {
  it('switches an owner-and-guest between roles in this session only', async () => {
    const { token } = await login('+79990000002', true);
    const me = async (t = token) =>
      (await app.inject({ method: 'GET', url: '/api/app/v1/auth/me', headers: headers(t) })).json().data;
    expect((await me()).role).toBe('owner');
    const res = await app.inject({
      method: 'POST',
      url: '/api/app/v1/auth/role',
      headers: headers(token),
      payload: { role: 'guest' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.role).toBe('guest');
    expect((await me()).role).toBe('guest');
    await app.inject({
      method: 'POST',
      url: '/api/app/v1/auth/role',
      headers: headers(token),
      payload: { role: 'owner' },
    });
    expect((await me()).role).toBe('owner');
  });

  it('refuses a role the person does not hold (403) and an unknown one (422)', async () => {
    const { token } = await login(phone());
    const r1 = await app.inject({
      method: 'POST',
      url: '/api/app/v1/auth/role',
      headers: headers(token, 'en'),
      payload: { role: 'owner' },
    });
    expect(r1.statusCode).toBe(403);
    expect(r1.json().message).toBe('You do not have this role');
    const r2 = await app.inject({
      method: 'POST',
      url: '/api/app/v1/auth/role',
      headers: headers(token),
      payload: { role: 'admin' },
    });
    expect(r2.statusCode).toBe(422);
    expect(
      (
        await app.inject({
          method: 'POST',
          url: '/api/app/v1/auth/role',
          headers: headers(),
          payload: { role: 'guest' },
        })
      ).statusCode,
    ).toBe(401);
  });
});

describe('notifications', () => {
  it('lists unread first with the counter; GET /push/:id marks read; another user gets 404', async () => {
    const a = await login(phone());
    const b = await login(phone());
    await notifyUser(app, a.user.id, { title: { ru: 'Первое', en: 'First' }, body: { ru: 'Текст 1', en: 'Text 1' } });
    advance(1000);
    const second = await notifyUser(app, a.user.id, {
      title: { ru: 'Второе', en: 'Second' },
      body: { ru: 'Текст 2', en: 'Text 2' },
      link: '/dashboard',
    });
    const list = async () =>
      (
        await app.inject({ method: 'GET', url: '/api/app/v1/push?_start=0&_end=10', headers: headers(a.token, 'en') })
      ).json().data;
    let page = await list();
    expect(page.unread).toBe(2);
    expect(page.total).toBe(2);
    expect(page.data.map((n: { title: string }) => n.title)).toEqual(['Second', 'First']);
    expect(page.data[0].createdAt).toMatch(/^\d\d:\d\d:\d\d \d\d\.\d\d\.\d{4}$/);

    expect(
      (await app.inject({ method: 'GET', url: `/api/app/v1/push/${second.id}`, headers: headers(b.token) })).statusCode,
    ).toBe(404);
    const one = await app.inject({ method: 'GET', url: `/api/app/v1/push/${second.id}`, headers: headers(a.token) });
    expect(one.statusCode).toBe(200);
    expect(one.json().data).toMatchObject({
      id: second.id,
      title: 'Второе',
      body: 'Текст 2',
      link: '/dashboard',
      read: true,
    });
    page = await list();
    expect(page.unread).toBe(1);
    expect(page.data.map((n: { title: string; read: boolean }) => [n.title, n.read])).toEqual([
      ['First', false],
      ['Second', true],
    ]);
    expect(
      (await app.inject({ method: 'GET', url: '/api/app/v1/push/abc', headers: headers(a.token) })).statusCode,
    ).toBe(422);
  });

  it('notifyUser pushes to every device of the user and drops dead tokens', async () => {
    const a = await login(phone());
    for (const token of ['tok-a-1', 'tok-a-2', 'tok-dead']) {
      const r = await app.inject({
        method: 'POST',
        url: '/api/app/v1/device',
        headers: headers(a.token),
        payload: { type: 'web', token },
      });
      expect(r.statusCode).toBe(200);
    }
    push.invalid.add('tok-dead');
    const before = push.sent.length;
    const { id, pushed } = await notifyUser(app, a.user.id, { title: 'Счёт', body: 'Новый счёт' });
    expect(pushed).toBe(2);
    const sent = push.sent.slice(before);
    expect(sent.map((s) => s.token).sort()).toEqual(['tok-a-1', 'tok-a-2']);
    expect(sent[0].message).toMatchObject({ title: { ru: 'Счёт' }, link: `/notifications/${id}`, notificationId: id });
    const left = await app.db.select().from(devices).where(eq(devices.userId, a.user.id));
    expect(left.map((d) => d.token).sort()).toEqual(['tok-a-1', 'tok-a-2']);
  });
});

describe('phone change', () => {
  it('sends a code to the new number and changes the phone only with it', async () => {
    const oldPhone = phone();
    const newPhone = phone();
    const a = await login(oldPhone);
    const same = await app.inject({
      method: 'POST',
      url: '/api/app/v1/profile/phone/code',
      headers: headers(a.token, 'en'),
      payload: { phone: oldPhone },
    });
    expect(same.statusCode).toBe(422);
    expect(same.json().errors.phone).toEqual(['This is your current number']);
    const taken = await app.inject({
      method: 'POST',
      url: '/api/app/v1/profile/phone/code',
      headers: headers(a.token, 'en'),
      payload: { phone: '+79990000001' },
    });
    expect(taken.json().errors.phone).toEqual(['This number belongs to another account']);

    const sent = await app.inject({
      method: 'POST',
      url: '/api/app/v1/profile/phone/code',
      headers: headers(a.token),
      payload: { phone: '8 (951) ' + newPhone.slice(5) },
    });
    expect(sent.statusCode).toBe(200);
    const code = lastCode(newPhone);
    // Issue 14 item 9: the text names the code's purpose.
    expect(lastText(newPhone)).toBe(`Код для смены номера телефона: ${code}. Никому его не сообщайте.`);
    const wrong = await app.inject({
      method: 'POST',
      url: '/api/app/v1/profile/phone',
      headers: headers(a.token, 'en'),
      payload: { phone: newPhone, code: code === '000000' ? '111111' : '000000' },
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors.code).toEqual(['Incorrect code']);
    const ok = await app.inject({
      method: 'POST',
      url: '/api/app/v1/profile/phone',
      headers: headers(a.token),
      payload: { phone: newPhone, code },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.phone).toBe(newPhone);
    const me = (await app.inject({ method: 'GET', url: '/api/app/v1/auth/me', headers: headers(a.token) })).json().data;
    expect(me.phone).toBe(newPhone);
    // The new number logs in to the same account; the old one starts a new account.
    expect((await login(newPhone)).user.id).toBe(a.user.id);
    expect((await login(oldPhone)).isNew).toBe(true);
  });
});

describe('account deletion', () => {
  it('needs the code, erases personal data, ends every session; the same phone starts an empty account', async () => {
    const p = phone();
    const s1 = await login(p);
    const s2 = await login(p);
    expect(s2.user.id).toBe(s1.user.id);
    await app.inject({
      method: 'PUT',
      url: '/api/app/v1/profile',
      headers: headers(s1.token),
      payload: { name: 'Анна', surname: 'Кузнецова', email: 'anna@example.com' },
    });
    await app.inject({
      method: 'POST',
      url: '/api/app/v1/device',
      headers: headers(s1.token),
      payload: { type: 'web', token: `tok-del-${p}` },
    });
    await notifyUser(app, s1.user.id, { title: 'Старое', body: 'Старое уведомление' });
    const scan = await uploadPdf(app, s1.token);

    expect(
      (await app.inject({ method: 'POST', url: '/api/app/v1/account/deletion/code', headers: headers() })).statusCode,
    ).toBe(401);
    expect(
      (await app.inject({ method: 'POST', url: '/api/app/v1/account/deletion/code', headers: headers(s1.token) }))
        .statusCode,
    ).toBe(200);
    const code = lastCode(p);
    expect(lastText(p)).toBe(`Код для удаления аккаунта: ${code}. Никому его не сообщайте.`);
    const wrong = await app.inject({
      method: 'DELETE',
      url: '/api/app/v1/account',
      headers: headers(s1.token, 'en'),
      payload: { code: code === '000000' ? '111111' : '000000' },
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors.code).toEqual(['Incorrect code']);
    const res = await app.inject({
      method: 'DELETE',
      url: '/api/app/v1/account',
      headers: headers(s1.token),
      payload: { code },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ deleted: true, sessionsEnded: 2 });

    for (const t of [s1.token, s2.token]) {
      expect((await app.inject({ method: 'GET', url: '/api/app/v1/auth/me', headers: headers(t) })).statusCode).toBe(
        401,
      );
    }
    const [row] = await app.db.select().from(users).where(eq(users.id, s1.user.id));
    expect(row).toMatchObject({ phone: null, name: null, surname: null, patronymic: null, email: null });
    expect(row.deletedAt).not.toBeNull();
    expect(await app.db.select().from(devices).where(eq(devices.userId, s1.user.id))).toHaveLength(0);
    // Kept records stay attached to the anonymous row until the retention purge.
    expect(await app.db.select().from(notifications).where(eq(notifications.userId, s1.user.id))).toHaveLength(1);

    const fresh = await login(p);
    expect(fresh.isNew).toBe(true);
    expect(fresh.user.id).not.toBe(s1.user.id);
    expect(fresh.user.name).toBeNull();
    const list = (await app.inject({ method: 'GET', url: '/api/app/v1/push', headers: headers(fresh.token) })).json()
      .data;
    expect(list.total).toBe(0);

    // Retention: kept five months, purged after six, with sessions and notifications.
    const deletedAt = row.deletedAt!;
    expect((await purgeDeletedAccounts(app, new Date(deletedAt.getTime() + 150 * 86_400_000))).userIds).not.toContain(
      s1.user.id,
    );
    expect(await app.storage.stat(uploadKey(scan))).not.toBeNull();
    const purge = await purgeDeletedAccounts(app, new Date(deletedAt.getTime() + 185 * 86_400_000));
    expect(purge.userIds).toContain(s1.user.id);
    expect(purge.counts.notifications).toBeGreaterThanOrEqual(1);
    expect(purge.counts.sessions).toBeGreaterThanOrEqual(2);
    expect(await app.db.select().from(users).where(eq(users.id, s1.user.id))).toHaveLength(0);
    expect(await app.db.select().from(sessions).where(eq(sessions.userId, s1.user.id))).toHaveLength(0);
    // The account's upload goes with it: the row and the stored file.
    expect(await app.db.select().from(uploads).where(eq(uploads.id, scan))).toHaveLength(0);
    expect(await app.storage.stat(uploadKey(scan))).toBeNull();
    // The new account is untouched.
    expect(
      (await app.inject({ method: 'GET', url: '/api/app/v1/auth/me', headers: headers(fresh.token) })).statusCode,
    ).toBe(200);
  });
});
