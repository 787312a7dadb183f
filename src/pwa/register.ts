/**
 * The page's side of the one service worker (docs/architecture.md § The installable app), kept
 * tiny: the entry (src/main.tsx) imports it on every page.
 * - {@link registerWhenIdle}: registers `/sw.js` at scope `/` once the page has loaded and the
 *   browser is idle (the landing's own scripts go first); a registration of an earlier worker
 *   path at the same scope (the old push worker `/firebase-messaging-sw.js`) is replaced by it.
 * - Updates (docs/rules.md R19.4): when a new build's worker takes over a page that an earlier one
 *   controlled, the page's next navigation loads in full (the Navigation API where the browser has
 *   it), so no page keeps running an old build; a lazy chunk that an update removed reloads the page.
 * - The install prompt (`beforeinstallprompt`) is captured as early as this module runs and kept
 *   for /mobile-app's Install button ({@link installPrompt}, {@link onInstallPromptChange}).
 */

/** The worker's URL: the build's `/sw.js`; the dev server serves it as a module at its own path. */
const DEV_SERVER = import.meta.env.MODE === 'development';
export const SERVICE_WORKER_PATH = DEV_SERVER ? '/dev-sw.js?dev-sw' : '/sw.js';

let registration: Promise<ServiceWorkerRegistration | null> | null = null;

/**
 * Registers the worker (once per page life).
 * @returns the registration, or null when service workers are unsupported or registration failed
 *          (only logged: the site works without it, docs/rules.md R7.7).
 */
export function registerWorker(): Promise<ServiceWorkerRegistration | null> {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return Promise.resolve(null);
  registration ??= navigator.serviceWorker
    .register(SERVICE_WORKER_PATH, { scope: '/', ...(DEV_SERVER ? { type: 'module' as const } : {}) })
    .catch((e: unknown) => {
      console.error('Service worker registration failed:', e);
      registration = null;
      return null;
    });
  return registration;
}

/** Forgets the registration (tests). */
export function resetRegistrationForTests(): void {
  registration = null;
}

/** The `beforeinstallprompt` event (Chromium's; not in the DOM typings). */
export interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

let deferredPrompt: InstallPromptEvent | null = null;
const listeners = new Set<() => void>();

/** The captured install prompt, or null when the browser offers none (yet, or any more). */
export const installPrompt = (): InstallPromptEvent | null => deferredPrompt;

/** Calls `cb` whenever {@link installPrompt} changes; returns the unsubscribe function. */
export function onInstallPromptChange(cb: () => void): () => void {
  listeners.add(cb);
  return () => listeners.delete(cb);
}

function setPrompt(e: InstallPromptEvent | null) {
  deferredPrompt = e;
  listeners.forEach((cb) => cb());
}

/** The session storage key of the build a chunk failure last reloaded the page for. */
export const DEPLOY_RELOAD_KEY = 'pwa:deploy-reload';

/**
 * Whether a failed lazy chunk should reload the page (docs/rules.md R19.4, R19.5): only online
 * (offline the chunk is missing because it was never kept, and a reload fails the same way), and
 * at most once per build: `build` (the entry's URL, hashed per build) is noted in `storage`, so a
 * page of the same build whose chunk is still missing after the reload does not reload again.
 * @param online - `navigator.onLine`.
 * @param storage - the tab's session storage (survives the reload).
 * @param build - the running build's entry URL.
 * @returns true when the caller should reload now (the build is then noted).
 */
export function reloadForDeploy(
  online: boolean,
  storage: Pick<Storage, 'getItem' | 'setItem'>,
  build: string,
): boolean {
  if (!online) return false;
  try {
    if (storage.getItem(DEPLOY_RELOAD_KEY) === build) return false;
    storage.setItem(DEPLOY_RELOAD_KEY, build);
  } catch {
    // Storage refused (a privacy mode): without a note a reload could repeat, so none.
    return false;
  }
  return true;
}

/** Registers the worker after load and idle, and wires the update flow and the install prompt. */
export function registerWhenIdle(): void {
  if (typeof window === 'undefined') return;
  addEventListener('beforeinstallprompt', (e) => {
    // Kept for the Install button instead of the browser's own banner on every page.
    e.preventDefault();
    setPrompt(e as InstallPromptEvent);
  });
  addEventListener('appinstalled', () => setPrompt(null));
  // A lazy chunk of a build the server no longer has (docs/rules.md R19.4): the page loads again,
  // once, and only online (R19.5); otherwise the import fails and the page says why.
  addEventListener('vite:preloadError', () => {
    if (reloadForDeploy(navigator.onLine, sessionStorage, import.meta.url)) location.reload();
  });
  if (!('serviceWorker' in navigator)) return;
  let controlled = !!navigator.serviceWorker.controller;
  let stale = false;
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    stale = controlled;
    controlled = true;
  });
  const nav = (window as unknown as { navigation?: EventTarget }).navigation;
  nav?.addEventListener('navigate', (event) => {
    const e = event as Event & { hashChange: boolean; cancelable: boolean; destination: { url: string } };
    if (!stale || e.hashChange || !e.cancelable) return;
    e.preventDefault();
    location.assign(e.destination.url);
  });
  const go = () => {
    const idle = window.requestIdleCallback ?? ((cb: () => void) => setTimeout(cb, 1000));
    idle(() => void registerWorker(), { timeout: 5000 });
  };
  if (document.readyState === 'complete') go();
  else addEventListener('load', go, { once: true });
}
