/** The auth provider: SMS login, check → /need-login?to=…, onError logs out only on 401, identity. */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { authProvider, landingAfterLogin, refreshIdentity, safePath } from '../../../providers/auth-provider';
import { accessControlProvider, roleAllows } from '../../../providers/access-control-provider';
import { getCookie } from '../../../providers/cookies';
import { stubTransport, urlOf } from './stub-adapter';

const me = {
  id: 1,
  phone: '+79990000002',
  surname: 'Петрова',
  name: 'Мария',
  patronymic: null,
  email: null,
  payerType: 'individual',
  roles: ['guest', 'owner'],
  role: 'owner',
};
let restore = () => {};

beforeEach(() => {
  document.cookie = 'user-token=; Path=/; Max-Age=0';
  document.cookie = 'auth-token=; Path=/; Max-Age=0';
  refreshIdentity();
  window.history.replaceState(null, '', '/dashboard?tab=1');
});
afterEach(() => restore());

describe('login', () => {
  it('stores the token in the user-token cookie and lands on `to`', async () => {
    const s = stubTransport((c) =>
      urlOf(c) === 'app/v1/auth/login' ? { data: { data: { token: 'tok-1', user: me } } } : undefined,
    );
    restore = s.restore;
    const r = await authProvider.login({ phone: '+79990000002', code: '123456', owner: true, to: '/bills' });
    expect(r).toEqual({ success: true, redirectTo: '/bills' });
    expect(getCookie('user-token')).toBe('tok-1');
    expect(JSON.parse(s.sent[0].data as string)).toEqual({ phone: '+79990000002', code: '123456', owner: true });
  });

  it('fails with "Incorrect code" from the server', async () => {
    const s = stubTransport(() => ({
      status: 422,
      data: { message: 'Неверный код', errors: { code: ['Неверный код'] } },
    }));
    restore = s.restore;
    const r = await authProvider.login({ phone: '+79990000002', code: '000000' });
    expect(r.success).toBe(false);
    expect(r.error?.message).toBe('Неверный код');
    expect(getCookie('user-token')).toBeUndefined();
  });

  it('goes to /dashboard by default and to /user-info when the person has no name', () => {
    expect(landingAfterLogin(null, { name: 'Мария' })).toBe('/dashboard');
    expect(landingAfterLogin('/bills', { name: 'Мария' })).toBe('/bills');
    expect(landingAfterLogin('//evil.example', { name: 'Мария' })).toBe('/dashboard');
    expect(landingAfterLogin('/bills', { name: null })).toBe('/user-info?to=%2Fbills');
    expect(safePath('https://evil.example')).toBeNull();
  });
});

describe('check', () => {
  it('sends the unauthenticated to /need-login with the current address', async () => {
    const r = await authProvider.check();
    expect(r).toEqual({ authenticated: false, redirectTo: '/need-login?to=%2Fdashboard%3Ftab%3D1', logout: false });
  });

  it('is authenticated when the server knows the token', async () => {
    document.cookie = 'user-token=tok-2; Path=/';
    const s = stubTransport((c) => (urlOf(c) === 'app/v1/auth/me' ? { data: { data: me } } : undefined));
    restore = s.restore;
    expect(await authProvider.check()).toEqual({ authenticated: true });
    expect(await authProvider.getIdentity!()).toEqual(me);
    expect(await authProvider.getPermissions!()).toEqual({ role: 'owner', roles: ['guest', 'owner'] });
    expect(s.sent).toHaveLength(1); // the identity is cached
  });

  it('is not authenticated when the server answers 401', async () => {
    document.cookie = 'user-token=stale; Path=/';
    const s = stubTransport(() => ({ status: 401, data: { message: 'Требуется авторизация' } }));
    restore = s.restore;
    const r = await authProvider.check();
    expect(r.authenticated).toBe(false);
    expect(r.redirectTo).toMatch(/^\/need-login\?to=/);
  });
});

describe('onError', () => {
  it('logs out only on 401', async () => {
    expect(await authProvider.onError({ statusCode: 401 })).toMatchObject({
      logout: true,
      redirectTo: expect.stringMatching(/^\/need-login/),
    });
    expect(await authProvider.onError({ statusCode: 403 })).toEqual({});
    expect(await authProvider.onError({ statusCode: 422 })).toEqual({});
    expect(await authProvider.onError({ statusCode: 500 })).toEqual({});
  });
});

describe('logout', () => {
  it('revokes the session on the server and forgets the token', async () => {
    document.cookie = 'user-token=tok-3; Path=/';
    const s = stubTransport((c) => (urlOf(c) === 'app/v1/auth/logout' ? { data: { data: { ok: true } } } : undefined));
    restore = s.restore;
    expect(await authProvider.logout({})).toEqual({ success: true, redirectTo: '/' });
    expect(s.sent.map(urlOf)).toEqual(['app/v1/auth/logout']);
    expect(getCookie('user-token')).toBeUndefined();
  });
});

describe('access control', () => {
  it('lets a role use a resource only when meta.roles allows it', async () => {
    expect(roleAllows('owner', ['owner'])).toBe(true);
    expect(roleAllows('guest', ['owner'])).toBe(false);
    expect(roleAllows(undefined, undefined)).toBe(true);
    document.cookie = 'user-token=tok-4; Path=/';
    const s = stubTransport(() => ({ data: { data: { ...me, role: 'guest' } } }));
    restore = s.restore;
    const ownerOnly = { name: 'owner-rooms', meta: { roles: ['owner'] } };
    expect(
      await accessControlProvider.can({ resource: 'owner-rooms', action: 'list', params: { resource: ownerOnly } }),
    ).toEqual({ can: false, reason: 'role' });
    expect(
      await accessControlProvider.can({
        resource: 'dashboard',
        action: 'list',
        params: { resource: { name: 'dashboard' } },
      }),
    ).toEqual({ can: true });
  });
});
