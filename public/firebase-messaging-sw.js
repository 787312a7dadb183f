/*
 * The push worker (docs/rules.md R7.6–R7.8: registered at a fixed root path; docs/architecture.md
 * § Outside services). Registered as /firebase-messaging-sw.js with
 * scope / by providers/push.ts when the account area starts, and given to Firebase's getToken as
 * its `serviceWorkerRegistration`.
 *
 * It carries no Firebase SDK (the site loads nothing from a CDN and this file is served as is):
 * it handles the Web Push events itself, the way firebase-messaging's worker does —
 * - `push`: the FCM payload `{ data: { title, body, title_en, body_en, link, id }, notification? }`.
 *   When a tab of the site is visible, the message is handed to it in Firebase's own format
 *   (`isFirebaseMessaging`, `messageType: 'push-received'`), so `onMessage` in the page fires and
 *   the page shows it; otherwise the worker shows the notification in the user's language
 *   (the `lang` cookie via the Cookie Store API, else Russian — docs/rules.md R6.1).
 * - `notificationclick`: focuses a tab of the site (or opens one) at the message's same-site link.
 * It has no `fetch` handler, so it never changes how pages load.
 */
self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

async function userLang() {
  try {
    if (self.cookieStore) {
      const c = await self.cookieStore.get('lang');
      if (c && c.value) return c.value.startsWith('en') ? 'en' : 'ru';
    }
  } catch {
    /* no cookie access: fall back to Russian */
  }
  return 'ru';
}

function safeLink(link) {
  return typeof link === 'string' && link.startsWith('/') && !link.startsWith('//') && !link.startsWith('/\\') ? link : '/notifications';
}

function texts(payload, lang) {
  const data = payload.data || {};
  const n = payload.notification || {};
  const title = (lang === 'en' && data.title_en) || data.title || n.title || '';
  const body = (lang === 'en' && data.body_en) || data.body || n.body || '';
  return { title, body, link: safeLink(data.link || (payload.fcmOptions && payload.fcmOptions.link)) };
}

self.addEventListener('push', (event) => {
  let payload = {};
  try {
    payload = event.data ? event.data.json() : {};
  } catch {
    payload = { data: { body: event.data ? event.data.text() : '' } };
  }
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const visible = windows.filter((c) => c.visibilityState === 'visible');
      if (visible.length > 0) {
        for (const c of visible) c.postMessage({ ...payload, isFirebaseMessaging: true, messageType: 'push-received' });
        return;
      }
      const { title, body, link } = texts(payload, await userLang());
      const id = payload.data && payload.data.id;
      await self.registration.showNotification(title, {
        body,
        icon: '/favicon.svg',
        data: { link },
        ...(id ? { tag: `notification-${id}` } : {}),
      });
    })(),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const link = safeLink(event.notification.data && event.notification.data.link);
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      for (const c of windows) {
        if (new URL(c.url).origin === self.location.origin && 'focus' in c) {
          await c.focus();
          if ('navigate' in c) await c.navigate(link);
          return;
        }
      }
      await self.clients.openWindow(link);
    })(),
  );
});
