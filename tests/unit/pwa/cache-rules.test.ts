/** Issue 28: the service worker's pure rules (src/pwa/cache-rules.ts; docs/rules.md R19.3, R19.4). */
import { describe, expect, it } from 'vitest';
import {
  bearerToken,
  buildVersion,
  isCacheableApiRequest,
  isCacheableResponse,
  isOutdatedRuntimeCache,
  isPersonalCache,
  tokenHash,
  userCacheName,
} from '../../../src/pwa/cache-rules';

const ORIGIN = 'https://portal.example';
const req = (url: string, init: { method?: string; auth?: string } = {}) => ({
  method: init.method ?? 'GET',
  url: url.startsWith('http') ? url : ORIGIN + url,
  headers: new Headers(init.auth ? { Authorization: init.auth } : {}),
});

describe('cache names', () => {
  it('a user cache carries the user id and nothing else', () => {
    expect(userCacheName(42)).toBe('api-user-42');
    expect(() => userCacheName(0)).toThrow(RangeError);
    expect(() => userCacheName(Number.NaN)).toThrow(RangeError);
  });

  it('logout clears the user caches and the sessions map, not the build caches', () => {
    expect(isPersonalCache('api-user-42')).toBe(true);
    expect(isPersonalCache('pwa-sessions')).toBe(true);
    expect(isPersonalCache('pages-1a2b3c4d')).toBe(false);
    expect(isPersonalCache('workbox-precache-v2-https://portal.example/')).toBe(false);
  });

  it('a new build deletes the runtime caches of the earlier ones only', () => {
    expect(isOutdatedRuntimeCache('pages-00000001', '00000002')).toBe(true);
    expect(isOutdatedRuntimeCache('assets-00000001', '00000002')).toBe(true);
    expect(isOutdatedRuntimeCache('pages-00000002', '00000002')).toBe(false);
    expect(isOutdatedRuntimeCache('api-user-7', '00000002')).toBe(false);
  });

  it('the build version follows the precache list', () => {
    const a = buildVersion([{ url: 'shell.html', revision: '1' }, 'assets/index-abc.js']);
    expect(a).toMatch(/^[0-9a-f]{8}$/);
    expect(buildVersion([{ url: 'shell.html', revision: '1' }, 'assets/index-abc.js'])).toBe(a);
    expect(buildVersion([{ url: 'shell.html', revision: '2' }, 'assets/index-abc.js'])).not.toBe(a);
  });
});

describe('what may be kept', () => {
  it('only GETs of the own app/v1 API with a bearer token', () => {
    expect(isCacheableApiRequest(req('/api/app/v1/bookings/5', { auth: 'Bearer t0k' }), ORIGIN)).toBe(true);
    expect(isCacheableApiRequest(req('/api/app/v1/bookings/5'), ORIGIN)).toBe(false);
    expect(isCacheableApiRequest(req('/api/app/v1/bookings', { method: 'POST', auth: 'Bearer t0k' }), ORIGIN)).toBe(
      false,
    );
    expect(isCacheableApiRequest(req('/api/dev/notify', { auth: 'Bearer t0k' }), ORIGIN)).toBe(false);
    expect(isCacheableApiRequest(req('https://other.example/api/app/v1/x', { auth: 'Bearer t0k' }), ORIGIN)).toBe(
      false,
    );
    expect(isCacheableApiRequest(req('/api/app/v1/bills', { auth: 'Basic abc' }), ORIGIN)).toBe(false);
  });

  it('only JSON answers with status 200', () => {
    const res = (status: number, type: string) =>
      new Response(status === 204 ? null : '{}', { status, headers: { 'content-type': type } });
    expect(isCacheableResponse(res(200, 'application/json; charset=utf-8'))).toBe(true);
    expect(isCacheableResponse(res(404, 'application/json'))).toBe(false);
    expect(isCacheableResponse(res(401, 'application/json'))).toBe(false);
    expect(isCacheableResponse(res(500, 'application/json'))).toBe(false);
    expect(isCacheableResponse(res(200, 'application/pdf'))).toBe(false);
  });

  it('a session is known by its token hash, never by the token', async () => {
    expect(bearerToken(new Headers({ Authorization: 'Bearer abc.DEF_1' }))).toBe('abc.DEF_1');
    expect(bearerToken(new Headers())).toBeNull();
    const h = await tokenHash('abc');
    expect(h).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });
});
