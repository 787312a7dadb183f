/**
 * Push devices are not taken over (docs/rules.md R7.6, issue 35): another person's live device
 * moves to the caller only with proof (both its installation id and its token, or its session
 * over); its token or its installation id alone answers 409 and leaves the row as it was.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { devices, users } from '../../server/db/schema';
import { h, login, testApp, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(async () => t.close());

const register = (token: string, body: object) =>
  t.app.inject({
    method: 'POST',
    url: '/api/app/v1/device',
    headers: h({ devicelocale: 'en', authorization: `Bearer ${token}` }),
    payload: body,
  });
/** The phone of the person a device row (by token) belongs to. */
const holderOf = async (token: string) => {
  const [row] = await t.app.db
    .select({ phone: users.phone })
    .from(devices)
    .innerJoin(users, eq(users.id, devices.userId))
    .where(eq(devices.token, token));
  return row?.phone;
};

describe('push devices are not taken over (R7.6)', () => {
  it("someone else's token or installation id answers 409 and the owner keeps the device", async () => {
    const victim = '+79551230101';
    await login(t.app, victim, { device: { type: 'android', token: 'fcm-victim', installationId: 'inst-victim' } });
    const thief = await login(t.app, '+79551230102');
    const byToken = await register(thief, { type: 'web', token: 'fcm-victim' });
    expect(byToken.statusCode).toBe(409);
    expect(byToken.json().message).toBe(
      "This device receives another account's notifications. Log that account out on it first",
    );
    const byInstallation = await register(thief, {
      type: 'android',
      token: 'fcm-thief',
      installationId: 'inst-victim',
    });
    expect(byInstallation.statusCode).toBe(409);
    expect(await holderOf('fcm-victim')).toBe(victim);
    expect(await holderOf('fcm-thief')).toBeUndefined();
    // A login that names the victim's device still logs in, without taking it.
    await login(t.app, '+79551230104', { device: { type: 'ios', token: 'fcm-victim' } });
    expect(await holderOf('fcm-victim')).toBe(victim);
  });

  it('it moves with proof: the same installation id and token (another person in the same app), or the old session over', async () => {
    const first = '+79551230111';
    await login(t.app, first, { device: { type: 'android', token: 'fcm-shared', installationId: 'inst-shared' } });
    const second = await login(t.app, '+79551230112');
    expect(
      (await register(second, { type: 'android', token: 'fcm-shared', installationId: 'inst-shared' })).statusCode,
    ).toBe(200);
    expect(await holderOf('fcm-shared')).toBe('+79551230112');

    const leaving = await login(t.app, '+79551230113');
    expect((await register(leaving, { type: 'web', token: 'fcm-browser' })).statusCode).toBe(200);
    await t.app.inject({
      method: 'POST',
      url: '/api/app/v1/auth/logout',
      headers: h({ authorization: `Bearer ${leaving}` }),
    });
    const next = await login(t.app, '+79551230114');
    expect((await register(next, { type: 'web', token: 'fcm-browser' })).statusCode).toBe(200);
    expect(await holderOf('fcm-browser')).toBe('+79551230114');
  });
});
