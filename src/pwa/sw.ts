/**
 * The site's one service worker, `/sw.js` at scope `/` (docs/architecture.md § The installable
 * app; docs/rules.md R19.1–R19.4, R7.6–R7.8), built by vite-plugin-pwa (`injectManifest`), which
 * puts the precache list into `self.__WB_MANIFEST`:
 * - precache: the shell (`/shell.html`, a copy of index.html) and the public pages' assets, the
 *   icons and manifests (vite.config.ts chooses them); the account area's hashed assets are kept
 *   on first use (`assets-<version>`, cache first: a hashed file never changes);
 * - pages: network first (4 s), the last good copy offline (`pages-<version>`), else the shell;
 * - the account API: GET answers to requests with a bearer token, network first (3 s), kept in
 *   the cache of the session's user (`api-user-<id>`, learned from that session's GET auth/me
 *   answer) stamped with the time they came from the server, and served only to a session of that
 *   user; never a write, an error or a public call (./cache-rules.ts);
 * - versions: a new worker takes over at once (skipWaiting, clients.claim), deletes the caches of
 *   earlier builds, and the pages load the new build at their next navigation (./register.ts);
 * - logout: the page deletes the user caches and tells the worker (./offline.ts), which deletes
 *   them too, and again after any request begun before the logout has written its answer;
 * - push: ./push-worker.ts.
 */
/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import type { WorkboxPlugin } from 'workbox-core/types';
import {
  CACHED_AT_HEADER,
  IDENTITY_PATH,
  LOGOUT_MESSAGE,
  SESSIONS_CACHE,
  bearerToken,
  buildVersion,
  isCacheableApiRequest,
  isCacheableResponse,
  isOutdatedRuntimeCache,
  isPersonalCache,
  sessionKey,
  tokenHash,
  userCacheName,
} from './cache-rules';
import { installPushHandlers, type PushScope } from './push-worker';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (string | PrecacheEntry)[] };

const manifest = self.__WB_MANIFEST;
const version = buildVersion(manifest);
/** The precached copy of the SPA's index.html (the offline fallback of any page). */
const SHELL_URL = '/shell.html';

self.addEventListener('install', () => void self.skipWaiting());
clientsClaim();
cleanupOutdatedCaches();
precacheAndRoute(manifest);
self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(names.filter((n) => isOutdatedRuntimeCache(n, version)).map((n) => caches.delete(n))),
      ),
  );
});

// Pages: the network first; offline the last copy of this page, else the shell.
const pages = new NetworkFirst({
  cacheName: `pages-${version}`,
  networkTimeoutSeconds: 4,
  matchOptions: { ignoreVary: true },
  plugins: [new CacheableResponsePlugin({ statuses: [200] }), new ExpirationPlugin({ maxEntries: 40 })],
});
registerRoute(
  new NavigationRoute(
    async (options) => {
      try {
        return await pages.handle(options);
      } catch {
        return (await matchPrecache(SHELL_URL)) ?? Response.error();
      }
    },
    { denylist: [/^\/api\//, /^\/media\//] },
  ),
);

// Hashed build files not precached (the account area's): kept on first use.
registerRoute(
  ({ url, request }) =>
    url.origin === self.location.origin && url.pathname.startsWith('/assets/') && request.method === 'GET',
  new CacheFirst({
    cacheName: `assets-${version}`,
    plugins: [new CacheableResponsePlugin({ statuses: [200] }), new ExpirationPlugin({ maxEntries: 400 })],
  }),
);

/** Stores only JSON 200 answers, stamped with the time they came from the server (docs/rules.md R19.2). */
const stampPlugin: WorkboxPlugin = {
  cacheWillUpdate: async ({ response }) => {
    if (!isCacheableResponse(response)) return null;
    const headers = new Headers(response.headers);
    // An instant for the cache's bookkeeping, never shown as a date (docs/rules.md R8.10).
    // eslint-disable-next-line no-restricted-syntax
    headers.set(CACHED_AT_HEADER, new Date().toISOString());
    return new Response(await response.blob(), { status: response.status, statusText: response.statusText, headers });
  },
};

/** Sessions (token hash) → user id, also kept in {@link SESSIONS_CACHE} so a restarted worker knows them offline. */
const sessions = new Map<string, number>();
const strategies = new Map<number, NetworkFirst>();

async function sessionUser(hash: string): Promise<number | undefined> {
  if (sessions.has(hash)) return sessions.get(hash);
  const hit = await (await caches.open(SESSIONS_CACHE)).match(sessionKey(hash));
  const id = hit ? Number(await hit.text()) : NaN;
  if (!Number.isInteger(id) || id <= 0) return undefined;
  sessions.set(hash, id);
  return id;
}

async function rememberSession(hash: string, id: number): Promise<void> {
  sessions.set(hash, id);
  await (await caches.open(SESSIONS_CACHE)).put(sessionKey(hash), new Response(String(id)));
}

async function forgetSession(hash: string): Promise<void> {
  sessions.delete(hash);
  await (await caches.open(SESSIONS_CACHE)).delete(sessionKey(hash));
}

/**
 * Counts the logouts this worker has seen. A request that began before a logout and answers after
 * it must not leave its answer (or its session) in the cache the logout emptied (docs/rules.md R19.3).
 */
let logouts = 0;

/** Deletes every user cache and the sessions map. */
async function clearPersonal(): Promise<void> {
  const names = await caches.keys();
  await Promise.all(names.filter(isPersonalCache).map((n) => caches.delete(n)));
}

const strategyFor = (userId: number): NetworkFirst => {
  let s = strategies.get(userId);
  if (!s) {
    s = new NetworkFirst({
      cacheName: userCacheName(userId),
      networkTimeoutSeconds: 3,
      matchOptions: { ignoreVary: true },
      plugins: [stampPlugin, new ExpirationPlugin({ maxEntries: 200 })],
    });
    strategies.set(userId, s);
  }
  return s;
};

registerRoute(
  ({ request }) => isCacheableApiRequest(request, self.location.origin),
  async ({ request, event }) => {
    const seen = logouts;
    const hash = await tokenHash(bearerToken(request.headers)!);
    const userId = await sessionUser(hash);
    if (userId === undefined) {
      // An unknown session: the network only; its identity answer tells whose it is.
      const response = await fetch(request);
      if (seen === logouts && new URL(request.url).pathname === IDENTITY_PATH && isCacheableResponse(response)) {
        const id = ((await response.clone().json()) as { data?: { id?: unknown } }).data?.id;
        if (typeof id === 'number' && Number.isInteger(id) && id > 0) {
          await rememberSession(hash, id);
          const stamped = await stampPlugin.cacheWillUpdate!({ response: response.clone(), request, event, state: {} });
          if (stamped) await (await caches.open(userCacheName(id))).put(request, stamped);
          if (seen !== logouts) await clearPersonal();
        }
      }
      return response;
    }
    const [answer, done] = strategyFor(userId).handleAll({ request, event });
    // The strategy writes the cache after answering; a logout meanwhile deletes what it wrote.
    event.waitUntil(done.then(() => (seen === logouts ? undefined : clearPersonal())));
    const response = await answer;
    // A session the server no longer knows reads nothing more from the cache.
    if (response.status === 401) await forgetSession(hash);
    return response;
  },
);

self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === LOGOUT_MESSAGE) {
    logouts += 1;
    sessions.clear();
    strategies.clear();
    event.waitUntil(clearPersonal());
  }
});

installPushHandlers(self as unknown as PushScope);
