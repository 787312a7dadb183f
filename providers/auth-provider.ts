/**
 * Refine auth provider for SMS login (docs/rules.md R2.1–R2.12). The bearer token is kept in the
 * `user-token` cookie (the transport sends it; `auth-token` overrides it when present).
 * - `login({ phone, code, owner, to })` → POST app/v1/auth/login; lands on `to`, or /dashboard,
 *   or /user-info on a first login without a name;
 * - `check()` sends the unauthenticated to /need-login?to=…;
 * - `onError` logs out only on 401;
 * - `getIdentity` and `getPermissions` come from GET app/v1/auth/me.
 */
import type { AuthProvider } from '@refinedev/core';
import type { ApiFailure } from './api-hooks';
import { deleteCookie, getCookie, setCookie } from './cookies';
import type { Identity, LoginBody } from '../src/contracts/auth';
import { api } from '../src/contracts/api';
import { callEndpoint } from './endpoints';
import { clearPersonalCaches } from '../src/pwa/offline';
import { forgetBookerPhone } from '../src/components/booker-phone';

/** The identity returned by the server (GET app/v1/auth/me; src/contracts/auth.ts). */
export type { Identity };

export const TOKEN_COOKIE = 'user-token';
const hasToken = () => !!(getCookie('auth-token') || getCookie(TOKEN_COOKIE));

let identityCache: Promise<Identity | null> | null = null;
let loggedOutAt = 0;

/** True for a few seconds after the user logged out: the account then goes home, not to /need-login. */
export const hasLoggedOut = () => Date.now() - loggedOutAt < 3000;

/** The current identity (cached until login, logout or {@link refreshIdentity}). */
export function fetchIdentity(): Promise<Identity | null> {
  // The cache first: every access-control answer asks for the identity, and reading the cookie
  // jar each time cost the account's first draw tens of milliseconds on a slow phone.
  if (identityCache) return identityCache;
  if (!hasToken()) return Promise.resolve(null);
  identityCache ??= callEndpoint(api.auth.me, {}).catch((e: ApiFailure) => {
    identityCache = null;
    if (e.statusCode === 401) return null;
    throw e;
  });
  return identityCache;
}

/** Drops the cached identity so the next read asks the server. */
export function refreshIdentity(): void {
  identityCache = null;
}

/** Where to go after login: a same-site `to` path, else /user-info for a nameless user, else /dashboard. */
export function landingAfterLogin(to: string | null | undefined, user: Pick<Identity, 'name'>): string {
  if (!user.name) return `/user-info${to ? `?to=${encodeURIComponent(to)}` : ''}`;
  return safePath(to) ?? '/dashboard';
}

/** `to` when it is a same-site absolute path (no scheme, no `//`), else null. */
export function safePath(to: string | null | undefined): string | null {
  return to && to.startsWith('/') && !to.startsWith('//') && !to.startsWith('/\\') ? to : null;
}

export const authProvider: AuthProvider = {
  login: async ({ phone, code, owner, policyConsent, to }: LoginBody & { to?: string | null }) => {
    try {
      const body: LoginBody = { phone, code, owner: !!owner, ...(policyConsent ? { policyConsent: true } : {}) };
      const res = await callEndpoint(api.auth.login, { body });
      setCookie(TOKEN_COOKIE, res.token, 30);
      loggedOutAt = 0;
      identityCache = Promise.resolve(res.user);
      // The booker's phone kept for this login has served (docs/rules.md R5.11).
      forgetBookerPhone();
      return { success: true, redirectTo: landingAfterLogin(to, res.user) };
    } catch (e) {
      const err = e as ApiFailure;
      return { success: false, error: { name: 'login', message: err.errors?.code?.[0] ?? err.message } };
    }
  },
  logout: async () => {
    if (hasToken()) await callEndpoint(api.auth.logout, {}).catch(() => undefined);
    deleteCookie(TOKEN_COOKIE);
    deleteCookie('auth-token');
    identityCache = null;
    loggedOutAt = Date.now();
    // docs/rules.md R19.3: nothing kept for offline reading outlives the session.
    await clearPersonalCaches();
    return { success: true, redirectTo: '/' };
  },
  check: async () => {
    const to = typeof location !== 'undefined' ? `${location.pathname}${location.search}` : '/';
    const redirectTo = `/need-login?to=${encodeURIComponent(to)}`;
    try {
      const me = await fetchIdentity();
      return me ? { authenticated: true } : { authenticated: false, redirectTo, logout: hasToken() };
    } catch (e) {
      return { authenticated: false, redirectTo, error: new Error((e as ApiFailure).message) };
    }
  },
  onError: async (error) => {
    const status =
      (error as { statusCode?: number; status?: number })?.statusCode ?? (error as { status?: number })?.status;
    if (status === 401) {
      deleteCookie(TOKEN_COOKIE);
      identityCache = null;
      return { logout: true, redirectTo: `/need-login?to=${encodeURIComponent(location.pathname + location.search)}` };
    }
    return {};
  },
  getIdentity: async () => fetchIdentity(),
  getPermissions: async () => {
    const me = await fetchIdentity();
    return me ? { role: me.role, roles: me.roles } : null;
  },
};
