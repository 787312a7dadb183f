/**
 * Browser push (docs/rules.md R7.6–R7.8; docs/architecture.md § Outside services):
 *
 * - {@link registerServiceWorker} registers the site's one service worker `/sw.js` (push
 *   included, src/pwa/push-worker.ts) at the root; a failure is only logged (docs/rules.md R7.7). The account layout calls it at start-up.
 * - {@link enablePush} runs the permission and token flow:
 *   permission `denied` → nothing is registered; `default` → the user is asked, but only when
 *   `requestPermission` is true (called from the user's own control on /notifications, never on
 *   page load); `granted` → Firebase messaging token (`getToken` with the public VAPID key and the
 *   worker's registration) → POST app/v1/device `{ type: 'web', token }` → foreground messages
 *   (`onMessage`) shown as browser notifications. No token → the console says the token could
 *   not be retrieved and registration stops (docs/rules.md R7.7).
 * - Firebase web config comes from `VITE_FIREBASE_API_KEY`, `_AUTH_DOMAIN`, `_PROJECT_ID`,
 *   `_MESSAGING_SENDER_ID`, `_APP_ID` and the public key `VITE_FIREBASE_VAPID_KEY`; without them
 *   push is off and the console says so.
 * - `firebase/app` and `firebase/messaging` are imported dynamically, only once permission is
 *   granted, so they are a separate chunk loaded in the account area and never on the landing.
 */
import { getCookie } from './cookies';
import { callEndpoint } from './endpoints';
import { api } from '../src/contracts/api';
import type { DeviceBody } from '../src/contracts/notifications';
import { SERVICE_WORKER_PATH, registerWorker, resetRegistrationForTests } from '../src/pwa/register';

/** Where the flow ended. `off`: no Firebase config; `no-token`: Firebase gave no token. */
export type PushState = 'unsupported' | 'off' | 'denied' | 'default' | 'granted' | 'no-token';

/** The Firebase web app config (public values). */
export interface FirebaseWebConfig {
  apiKey: string;
  authDomain?: string;
  projectId: string;
  messagingSenderId: string;
  appId: string;
}

/** The path of the push worker: the site's one service worker (docs/rules.md R7.6: a fixed root path). */
export const PUSH_WORKER_PATH = SERVICE_WORKER_PATH;

/** Event dispatched on `window` when a foreground push arrives (the header's counter refreshes). */
export const PUSH_EVENT = 'app:push';

/** The config from `VITE_FIREBASE_*`, or null when any required value is missing. */
export function firebaseConfig(
  env: Record<string, string | boolean | undefined> = import.meta.env,
): { config: FirebaseWebConfig; vapidKey: string } | null {
  const v = (k: string) => (typeof env[k] === 'string' && env[k] ? (env[k] as string) : undefined);
  const config = {
    apiKey: v('VITE_FIREBASE_API_KEY'),
    authDomain: v('VITE_FIREBASE_AUTH_DOMAIN'),
    projectId: v('VITE_FIREBASE_PROJECT_ID'),
    messagingSenderId: v('VITE_FIREBASE_MESSAGING_SENDER_ID'),
    appId: v('VITE_FIREBASE_APP_ID'),
  };
  const vapidKey = v('VITE_FIREBASE_VAPID_KEY');
  if (!config.apiKey || !config.projectId || !config.messagingSenderId || !config.appId || !vapidKey) return null;
  return { config: config as FirebaseWebConfig, vapidKey };
}

const supported = () =>
  typeof window !== 'undefined' &&
  'Notification' in window &&
  typeof navigator !== 'undefined' &&
  'serviceWorker' in navigator;

/** The browser's notification permission, or `unsupported`. */
export function pushPermission(): NotificationPermission | 'unsupported' {
  return supported() ? Notification.permission : 'unsupported';
}

let unsubscribe: (() => void) | null = null;
let offLogged = false;

/**
 * Registers the site's one service worker, which handles push, at the root (once per page life;
 * src/pwa/register.ts).
 * @returns the registration, or null when service workers are unsupported or registration failed
 *          (the failure is only logged to the console, docs/rules.md R7.7).
 */
export const registerServiceWorker = (): Promise<ServiceWorkerRegistration | null> => registerWorker();

/** A message as Firebase's `onMessage` gives it (our server sends data-only messages). */
export interface ForegroundMessage {
  notification?: { title?: string; body?: string };
  data?: Record<string, string>;
}

const safeLink = (link: string | undefined) =>
  link && link.startsWith('/') && !link.startsWith('//') ? link : '/notifications';

/**
 * Shows a foreground message as a browser notification in the interface language (the `lang`
 * cookie; Russian by default); a click focuses the tab and opens the message's link.
 */
export function showForegroundMessage(
  payload: ForegroundMessage,
  open: (link: string) => void = (l) => window.location.assign(l),
): Notification {
  const data = payload.data ?? {};
  const en = (getCookie('lang') ?? 'ru').startsWith('en');
  const title = (en && data.title_en) || data.title || payload.notification?.title || '';
  const body = (en && data.body_en) || data.body || payload.notification?.body || '';
  const link = safeLink(data.link);
  const n = new Notification(title, {
    body,
    icon: '/favicon.svg',
    data: { link },
    ...(data.id ? { tag: `notification-${data.id}` } : {}),
  });
  n.onclick = () => {
    window.focus();
    open(link);
    n.close();
  };
  window.dispatchEvent(new CustomEvent(PUSH_EVENT, { detail: data }));
  return n;
}

/**
 * Runs the permission and token flow (see the module comment).
 * @param opts.requestPermission ask the user when the permission is undecided — only from the
 *        user's own action.
 * @returns where the flow ended; `granted` means the device is registered and foreground messages
 *          are shown.
 * @throws the transport's error when POST app/v1/device fails.
 */
export async function enablePush(opts: { requestPermission?: boolean } = {}): Promise<PushState> {
  if (!supported()) return 'unsupported';
  const fb = firebaseConfig();
  if (!fb) {
    if (!offLogged) console.info('Push notifications are off: the VITE_FIREBASE_* variables are not set.');
    offLogged = true;
    return 'off';
  }
  let permission = Notification.permission;
  if (permission === 'denied') return 'denied';
  if (permission === 'default') {
    if (!opts.requestPermission) return 'default';
    permission = await Notification.requestPermission();
    if (permission !== 'granted') return permission === 'denied' ? 'denied' : 'default';
  }

  const [{ getApps, initializeApp }, messagingModule] = await Promise.all([
    import('firebase/app'),
    import('firebase/messaging'),
  ]);
  if (!(await messagingModule.isSupported())) return 'unsupported';
  const app = getApps()[0] ?? initializeApp(fb.config);
  const messaging = messagingModule.getMessaging(app);
  const swRegistration = await registerServiceWorker();
  let token = '';
  try {
    token = await messagingModule.getToken(messaging, {
      vapidKey: fb.vapidKey,
      ...(swRegistration ? { serviceWorkerRegistration: swRegistration } : {}),
    });
  } catch (e) {
    console.error('Push: getToken failed:', e);
  }
  if (!token) {
    console.warn('Push: could not retrieve the push token; registration stopped.');
    return 'no-token';
  }
  const device: DeviceBody = { type: 'web', token };
  await callEndpoint(api.notifications.registerDevice, { body: device });
  unsubscribe ??= messagingModule.onMessage(messaging, (payload) => {
    showForegroundMessage(payload as ForegroundMessage);
  });
  return 'granted';
}

/** Forgets the module's state (tests). */
export function resetPushForTests(): void {
  unsubscribe?.();
  resetRegistrationForTests();
  unsubscribe = null;
  offLogged = false;
}
