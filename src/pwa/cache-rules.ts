/**
 * The service worker's pure rules (docs/architecture.md § The installable app; docs/rules.md
 * R19.1–R19.4): which requests and answers it may keep, and the names of its caches. Shared by the
 * worker (./sw.ts) and the page (./offline.ts clears the caches at logout).
 */

/** The account API's path prefix (server/app.ts registers app/v1 there). */
export const API_PREFIX = '/api/app/v1/';

/** The identity endpoint: its answer tells the worker which user a session belongs to. */
export const IDENTITY_PATH = `${API_PREFIX}auth/me`;

/** Prefix of the per-user API caches: `api-user-<user id>` (docs/rules.md R19.3). */
export const USER_CACHE_PREFIX = 'api-user-';

/** The cache mapping sessions (SHA-256 of the bearer token) to user ids. */
export const SESSIONS_CACHE = 'pwa-sessions';

/** Header the worker adds to an answer it stores: when the answer came from the server (ISO 8601). */
export const CACHED_AT_HEADER = 'x-sw-cached-at';

/** The message the page posts to the worker at logout (the worker forgets its sessions). */
export const LOGOUT_MESSAGE = 'pwa:logout';

/**
 * The API cache of a user: `api-user-<id>`.
 * @throws RangeError when `userId` is not a positive integer (an answer is never stored under a guessed name).
 */
export function userCacheName(userId: number): string {
  if (!Number.isInteger(userId) || userId <= 0) throw new RangeError(`Not a user id: ${userId}`);
  return `${USER_CACHE_PREFIX}${userId}`;
}

/** Whether a cache name holds somebody's data (cleared at logout: the user caches and the sessions map). */
export const isPersonalCache = (name: string): boolean => name.startsWith(USER_CACHE_PREFIX) || name === SESSIONS_CACHE;

/** The bearer token of a request's `Authorization` header, or null. */
export function bearerToken(headers: Pick<Headers, 'get'>): string | null {
  const h = headers.get('authorization');
  const token = h && /^Bearer\s+(\S+)$/i.exec(h.trim())?.[1];
  return token || null;
}

/** What the worker needs to know about a request. */
export interface RequestLike {
  method: string;
  url: string;
  headers: Pick<Headers, 'get'>;
}

/**
 * Whether an API request's answer may be kept (docs/rules.md R19.3): a GET of the site's own
 * app/v1 API that carries a bearer token. Anything else (writes, public calls without a session,
 * other sites, the dev and webhook routes) goes to the network untouched.
 */
export function isCacheableApiRequest(request: RequestLike, origin: string): boolean {
  if (request.method !== 'GET') return false;
  const url = new URL(request.url);
  return url.origin === origin && url.pathname.startsWith(API_PREFIX) && bearerToken(request.headers) !== null;
}

/** Whether an answer may be stored: 200 with a JSON body (never an error, a redirect or a file). */
export function isCacheableResponse(response: Pick<Response, 'status' | 'headers'>): boolean {
  return response.status === 200 && /^application\/json\b/i.test(response.headers.get('content-type') ?? '');
}

/** The sessions cache's key of a session (its token's SHA-256, hex). */
export const sessionKey = (tokenHash: string): string => `/__pwa/session/${tokenHash}`;

/** SHA-256 of a token, hex (the worker never stores the token itself). */
export async function tokenHash(token: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(token));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * The build's runtime caches: `<name>-<version>`; on activation every cache of an earlier build
 * is deleted (docs/rules.md R19.4). The user caches are data, not build: they stay until logout.
 */
export const RUNTIME_CACHES = ['pages', 'assets'] as const;

/** Whether `name` is a runtime cache of another build than `version`. */
export function isOutdatedRuntimeCache(name: string, version: string): boolean {
  return RUNTIME_CACHES.some((c) => name.startsWith(`${c}-`) && name !== `${c}-${version}`);
}

/** A short stable version of a build from its precache list (FNV-1a of the entries, hex). */
export function buildVersion(entries: readonly (string | { url: string; revision?: string | null })[]): string {
  let h = 0x811c9dc5;
  for (const e of entries) {
    const s = typeof e === 'string' ? e : `${e.url}#${e.revision ?? ''}`;
    for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 0x01000193) >>> 0;
  }
  return h.toString(16).padStart(8, '0');
}
