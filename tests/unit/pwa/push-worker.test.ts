/** Issue #5, issue 28: the push part of the one service worker (src/pwa/push-worker.ts, no Firebase SDK inside), run against a fake worker scope. */
import { describe, expect, it, vi } from 'vitest';
import { installPushHandlers, type PushScope } from '../../../src/pwa/push-worker';

type Handler = (event: Record<string, unknown>) => void;

function worker({
  windows = [] as { url: string; visibilityState: string }[],
  lang,
}: { windows?: { url: string; visibilityState: string }[]; lang?: string } = {}) {
  const handlers: Record<string, Handler> = {};
  const clients = windows.map((w) => ({
    ...w,
    postMessage: vi.fn(),
    focus: vi.fn(async () => undefined),
    navigate: vi.fn(async () => undefined),
  }));
  const scope = {
    addEventListener: (type: string, h: Handler) => (handlers[type] = h),
    skipWaiting: vi.fn(),
    location: { origin: 'https://portal.example' },
    cookieStore: { get: vi.fn(async () => (lang ? { value: lang } : null)) },
    registration: { showNotification: vi.fn(async () => undefined) },
    clients: {
      matchAll: vi.fn(async () => clients),
      openWindow: vi.fn(async () => null),
      claim: vi.fn(async () => undefined),
    },
  };
  installPushHandlers(scope as unknown as PushScope);
  const dispatch = async (type: string, event: Record<string, unknown>) => {
    let done: Promise<unknown> = Promise.resolve();
    handlers[type]({ ...event, waitUntil: (p: Promise<unknown>) => (done = p) });
    await done;
  };
  return { scope, clients, dispatch };
}
const pushEvent = (payload: unknown) => ({ data: { json: () => payload, text: () => JSON.stringify(payload) } });
const payload = {
  data: { title: 'Счёт', body: 'Оплатите', title_en: 'Bill', body_en: 'Pay', link: '/notifications/4', id: '4' },
  from: '123',
};

describe('the service worker: push', () => {
  it('shows a background message in Russian by default, tagged by notification', async () => {
    const w = worker();
    await w.dispatch('push', pushEvent(payload));
    expect(w.scope.registration.showNotification).toHaveBeenCalledWith('Счёт', {
      body: 'Оплатите',
      icon: '/icons/icon-192.png',
      data: { link: '/notifications/4' },
      tag: 'notification-4',
    });
  });

  it('uses English when the lang cookie says so', async () => {
    const w = worker({ lang: 'en' });
    await w.dispatch('push', pushEvent(payload));
    expect(w.scope.registration.showNotification).toHaveBeenCalledWith(
      'Bill',
      expect.objectContaining({ body: 'Pay' }),
    );
  });

  it('hands a message to a visible tab in Firebase format instead of showing it', async () => {
    const w = worker({
      windows: [
        { url: 'https://portal.example/dashboard', visibilityState: 'visible' },
        { url: 'https://portal.example/', visibilityState: 'hidden' },
      ],
    });
    await w.dispatch('push', pushEvent(payload));
    expect(w.scope.registration.showNotification).not.toHaveBeenCalled();
    expect(w.clients[0].postMessage).toHaveBeenCalledWith({
      ...payload,
      isFirebaseMessaging: true,
      messageType: 'push-received',
    });
    expect(w.clients[1].postMessage).not.toHaveBeenCalled();
  });

  it('a click focuses an open tab and navigates it to the link', async () => {
    const w = worker({ windows: [{ url: 'https://portal.example/profile', visibilityState: 'hidden' }] });
    const close = vi.fn();
    await w.dispatch('notificationclick', { notification: { close, data: { link: '/notifications/4' } } });
    expect(close).toHaveBeenCalled();
    expect(w.clients[0].focus).toHaveBeenCalled();
    expect(w.clients[0].navigate).toHaveBeenCalledWith('/notifications/4');
  });

  it('a click with no tab open opens one; a foreign link falls back to /notifications', async () => {
    const w = worker();
    await w.dispatch('notificationclick', { notification: { close: vi.fn(), data: { link: '//evil.example/x' } } });
    expect(w.scope.clients.openWindow).toHaveBeenCalledWith('/notifications');
  });
});
