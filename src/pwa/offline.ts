/**
 * The page's offline state (docs/rules.md R19.2, R19.3; docs/architecture.md § The installable app):
 * - {@link noteCachedAnswer}: the transport (providers/http-client.ts) reports every answer the
 *   service worker served from its cache (it carries `x-sw-cached-at`); {@link useOffline} then
 *   says the page is offline "as of" the oldest such answer, until the browser is online again;
 * - {@link clearPersonalCaches}: at logout, deletes every user cache and the sessions map, and
 *   tells the worker to forget its sessions.
 */
import { useSyncExternalStore } from 'react';
import { LOGOUT_MESSAGE, isPersonalCache } from './cache-rules';

/** What {@link useOffline} returns. */
export interface OfflineState {
  offline: boolean;
  /** When the oldest answer shown was fetched from the server (ms since the epoch), if any came from the cache. */
  asOf: number | null;
}

let state: OfflineState = { offline: typeof navigator !== 'undefined' && navigator.onLine === false, asOf: null };
const listeners = new Set<() => void>();
const set = (next: OfflineState) => {
  if (next.offline === state.offline && next.asOf === state.asOf) return;
  state = next;
  listeners.forEach((cb) => cb());
};

if (typeof window !== 'undefined') {
  addEventListener('offline', () => set({ ...state, offline: true }));
  addEventListener('online', () => set({ offline: false, asOf: null }));
}

/** Notes an answer the worker served from its cache, `cachedAt` being its ISO 8601 stamp. */
export function noteCachedAnswer(cachedAt: string): void {
  const at = Date.parse(cachedAt);
  if (Number.isNaN(at)) return;
  set({ offline: true, asOf: state.asOf === null ? at : Math.min(state.asOf, at) });
}

/** The current offline state. */
export const offlineState = (): OfflineState => state;

const subscribe = (cb: () => void) => {
  listeners.add(cb);
  return () => listeners.delete(cb);
};

/** The offline state, re-rendering when it changes. */
export function useOffline(): OfflineState {
  return useSyncExternalStore(subscribe, offlineState, offlineState);
}

/**
 * Deletes the user caches and the sessions map (docs/rules.md R19.3) and tells the worker.
 * Never throws: a browser without Cache Storage has nothing to delete.
 */
export async function clearPersonalCaches(): Promise<void> {
  try {
    navigator.serviceWorker?.controller?.postMessage({ type: LOGOUT_MESSAGE });
    if (typeof caches === 'undefined') return;
    const names = await caches.keys();
    await Promise.all(names.filter(isPersonalCache).map((n) => caches.delete(n)));
  } catch (e) {
    console.error('Clearing the offline copies failed:', e);
  }
  set({ offline: state.offline, asOf: null });
}
