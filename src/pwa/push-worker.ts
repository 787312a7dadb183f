/**
 * The push part of the one service worker (docs/rules.md R7.6–R7.8; docs/architecture.md
 * § Outside services), installed by ./sw.ts. It carries no Firebase SDK (the site loads nothing
 * from a CDN): it handles the Web Push events itself, the way firebase-messaging's worker does —
 * - `push`: the FCM payload `{ data: { title, body, title_en, body_en, link, id }, notification? }`.
 *   When a tab of the site is visible, the message is handed to it in Firebase's own format
 *   (`isFirebaseMessaging`, `messageType: 'push-received'`), so `onMessage` in the page fires and
 *   the page shows it; otherwise the worker shows the notification in the user's language
 *   (the `lang` cookie via the Cookie Store API, else Russian — docs/rules.md R6.1).
 * - `notificationclick`: focuses a tab of the site (or opens one) at the message's same-site link.
 */

/** The FCM message as the worker receives it. */
export interface PushPayload {
  data?: Record<string, string | undefined>;
  notification?: { title?: string; body?: string };
  fcmOptions?: { link?: string };
  [key: string]: unknown;
}

/** A window of the site as the worker sees it. */
interface WindowClientLike {
  url: string;
  visibilityState: string;
  postMessage(message: unknown): void;
  focus?(): Promise<unknown>;
  navigate?(url: string): Promise<unknown>;
}

/** An event with `waitUntil` (ExtendableEvent). */
interface Extendable {
  waitUntil(p: Promise<unknown>): void;
}

/** The part of the worker's global scope the push handlers use. */
export interface PushScope {
  addEventListener(
    type: 'push',
    h: (e: Extendable & { data?: { json(): unknown; text(): string } | null }) => void,
  ): void;
  addEventListener(
    type: 'notificationclick',
    h: (e: Extendable & { notification: { close(): void; data?: { link?: string } } }) => void,
  ): void;
  location: { origin: string };
  cookieStore?: { get(name: string): Promise<{ value?: string } | null | undefined> };
  registration: { showNotification(title: string, options: NotificationOptions): Promise<void> };
  clients: {
    matchAll(o: { type: 'window'; includeUncontrolled: boolean }): Promise<readonly WindowClientLike[]>;
    openWindow(url: string): Promise<unknown>;
  };
}

/** A same-site path, else /notifications (a message never opens another site). */
export function safeLink(link: unknown): string {
  return typeof link === 'string' && link.startsWith('/') && !link.startsWith('//') && !link.startsWith('/\\')
    ? link
    : '/notifications';
}

/** The title, body and link of a message in `lang` (docs/rules.md R7.8). */
export function texts(payload: PushPayload, lang: 'ru' | 'en') {
  const data = payload.data ?? {};
  const n = payload.notification ?? {};
  const title = (lang === 'en' && data.title_en) || data.title || n.title || '';
  const body = (lang === 'en' && data.body_en) || data.body || n.body || '';
  return { title, body, link: safeLink(data.link || payload.fcmOptions?.link) };
}

/** Adds the `push` and `notificationclick` handlers to the worker's scope. */
export function installPushHandlers(scope: PushScope): void {
  const userLang = async (): Promise<'ru' | 'en'> => {
    try {
      const c = await scope.cookieStore?.get('lang');
      if (c?.value) return c.value.startsWith('en') ? 'en' : 'ru';
    } catch {
      /* no cookie access: Russian */
    }
    return 'ru';
  };

  scope.addEventListener('push', (event) => {
    let payload: PushPayload = {};
    try {
      payload = (event.data ? event.data.json() : {}) as PushPayload;
    } catch {
      payload = { data: { body: event.data ? event.data.text() : '' } };
    }
    event.waitUntil(
      (async () => {
        const windows = await scope.clients.matchAll({ type: 'window', includeUncontrolled: true });
        const visible = windows.filter((c) => c.visibilityState === 'visible');
        if (visible.length > 0) {
          for (const c of visible)
            c.postMessage({ ...payload, isFirebaseMessaging: true, messageType: 'push-received' });
          return;
        }
        const { title, body, link } = texts(payload, await userLang());
        const id = payload.data?.id;
        await scope.registration.showNotification(title, {
          body,
          icon: '/icons/icon-192.png',
          data: { link },
          ...(id ? { tag: `notification-${id}` } : {}),
        });
      })(),
    );
  });

  scope.addEventListener('notificationclick', (event) => {
    event.notification.close();
    const link = safeLink(event.notification.data?.link);
    event.waitUntil(
      (async () => {
        const windows = await scope.clients.matchAll({ type: 'window', includeUncontrolled: true });
        for (const c of windows) {
          if (new URL(c.url).origin === scope.location.origin && c.focus) {
            await c.focus();
            if (c.navigate) await c.navigate(link);
            return;
          }
        }
        await scope.clients.openWindow(link);
      })(),
    );
  });
}
