/**
 * Every branch of the browser permission and token flow (docs/rules.md R7.6–R7.7), with the
 * Firebase modules and the transport replaced at their boundary.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const fb = vi.hoisted(() => ({
  getApps: vi.fn(() => [] as unknown[]),
  initializeApp: vi.fn((cfg: unknown) => ({ name: '[DEFAULT]', options: cfg })),
  isSupported: vi.fn(async () => true),
  getMessaging: vi.fn(() => ({ messaging: true })),
  getToken: vi.fn(async (): Promise<string> => 'fcm-token-1'),
  onMessage: vi.fn((_m: unknown, _cb: (p: unknown) => void) => () => undefined),
  request: vi.fn(async (..._args: unknown[]) => ({ data: { id: 1 } })),
}));
vi.mock('firebase/app', () => ({ getApps: fb.getApps, initializeApp: fb.initializeApp }));
vi.mock('firebase/messaging', () => ({
  isSupported: fb.isSupported,
  getMessaging: fb.getMessaging,
  getToken: fb.getToken,
  onMessage: fb.onMessage,
}));
vi.mock('../../../providers/http', async (load) => ({
  ...(await load<typeof import('../../../providers/http')>()),
  request: fb.request,
}));

import {
  enablePush,
  firebaseConfig,
  PUSH_EVENT,
  PUSH_WORKER_PATH,
  registerServiceWorker,
  resetPushForTests,
  showForegroundMessage,
} from '../../../providers/push';

const ENV = {
  VITE_FIREBASE_API_KEY: 'api-key',
  VITE_FIREBASE_AUTH_DOMAIN: 'demo.firebaseapp.com',
  VITE_FIREBASE_PROJECT_ID: 'demo',
  VITE_FIREBASE_MESSAGING_SENDER_ID: '123',
  VITE_FIREBASE_APP_ID: '1:123:web:abc',
  VITE_FIREBASE_VAPID_KEY: 'BPublicVapidKey',
};

const shown: { title: string; options?: NotificationOptions; instance: FakeNotification }[] = [];
class FakeNotification {
  static permission: NotificationPermission = 'default';
  static requestPermission = vi.fn(async (): Promise<NotificationPermission> => 'granted');
  onclick: (() => void) | null = null;
  close = vi.fn();
  constructor(title: string, options?: NotificationOptions) {
    shown.push({ title, options, instance: this });
  }
}
const swRegistration = { scope: '/' } as ServiceWorkerRegistration;
const register = vi.fn(async (..._args: unknown[]) => swRegistration);

function setPermission(p: NotificationPermission) {
  FakeNotification.permission = p;
}

beforeEach(() => {
  resetPushForTests();
  vi.clearAllMocks();
  shown.length = 0;
  for (const [k, v] of Object.entries(ENV)) vi.stubEnv(k, v);
  vi.stubGlobal('Notification', FakeNotification);
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: { register } });
  setPermission('granted');
  fb.getToken.mockResolvedValue('fcm-token-1');
  fb.isSupported.mockResolvedValue(true);
  FakeNotification.requestPermission.mockResolvedValue('granted');
  document.cookie = 'lang=; Max-Age=0; Path=/';
  vi.spyOn(window, 'focus').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('registerServiceWorker', () => {
  it('registers the one service worker (push included) at the root path', async () => {
    expect(await registerServiceWorker()).toBe(swRegistration);
    expect(register).toHaveBeenCalledWith(PUSH_WORKER_PATH, { scope: '/' });
    expect(PUSH_WORKER_PATH).toBe('/sw.js');
  });

  it('only logs a failed registration', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    register.mockRejectedValueOnce(new Error('boom'));
    await expect(registerServiceWorker()).resolves.toBeNull();
    expect(error).toHaveBeenCalledWith('Service worker registration failed:', expect.any(Error));
  });

  it('does nothing without service-worker support', async () => {
    Reflect.deleteProperty(navigator, 'serviceWorker');
    await expect(registerServiceWorker()).resolves.toBeNull();
  });
});

describe('firebaseConfig', () => {
  it('reads the VITE_FIREBASE_* values and needs all required ones', () => {
    expect(firebaseConfig(ENV)).toEqual({
      config: {
        apiKey: 'api-key',
        authDomain: 'demo.firebaseapp.com',
        projectId: 'demo',
        messagingSenderId: '123',
        appId: '1:123:web:abc',
      },
      vapidKey: 'BPublicVapidKey',
    });
    expect(firebaseConfig({ ...ENV, VITE_FIREBASE_VAPID_KEY: '' })).toBeNull();
    expect(firebaseConfig({ ...ENV, VITE_FIREBASE_APP_ID: undefined })).toBeNull();
  });
});

describe('enablePush', () => {
  it('is unsupported without the Notification API', async () => {
    vi.stubGlobal('Notification', undefined);
    Reflect.deleteProperty(window, 'Notification');
    expect(await enablePush({ requestPermission: true })).toBe('unsupported');
    expect(fb.getToken).not.toHaveBeenCalled();
  });

  it('is off without the Firebase config, and says so in the console', async () => {
    vi.stubEnv('VITE_FIREBASE_API_KEY', '');
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    expect(await enablePush({ requestPermission: true })).toBe('off');
    expect(info).toHaveBeenCalledWith(expect.stringMatching(/push notifications are off/i));
    expect(FakeNotification.requestPermission).not.toHaveBeenCalled();
    expect(fb.initializeApp).not.toHaveBeenCalled();
  });

  it('denied: no question, no token, no registration', async () => {
    setPermission('denied');
    expect(await enablePush({ requestPermission: true })).toBe('denied');
    expect(FakeNotification.requestPermission).not.toHaveBeenCalled();
    expect(fb.getToken).not.toHaveBeenCalled();
    expect(fb.request).not.toHaveBeenCalled();
  });

  it('undecided and not asked by the user: no question, nothing loaded', async () => {
    setPermission('default');
    expect(await enablePush()).toBe('default');
    expect(FakeNotification.requestPermission).not.toHaveBeenCalled();
    expect(fb.getMessaging).not.toHaveBeenCalled();
  });

  it('undecided, asked, the user refuses: denied, nothing registered', async () => {
    setPermission('default');
    FakeNotification.requestPermission.mockResolvedValueOnce('denied');
    expect(await enablePush({ requestPermission: true })).toBe('denied');
    expect(FakeNotification.requestPermission).toHaveBeenCalledTimes(1);
    expect(fb.getToken).not.toHaveBeenCalled();
    expect(fb.request).not.toHaveBeenCalled();
  });

  it('undecided, asked, the user closes the prompt: still undecided', async () => {
    setPermission('default');
    FakeNotification.requestPermission.mockResolvedValueOnce('default');
    expect(await enablePush({ requestPermission: true })).toBe('default');
    expect(fb.request).not.toHaveBeenCalled();
  });

  it('undecided, asked, granted: token with the VAPID key and the worker, POST app/v1/device, foreground listener', async () => {
    setPermission('default');
    expect(await enablePush({ requestPermission: true })).toBe('granted');
    expect(fb.initializeApp).toHaveBeenCalledWith(firebaseConfig(ENV)!.config);
    expect(fb.getToken).toHaveBeenCalledWith(
      { messaging: true },
      { vapidKey: 'BPublicVapidKey', serviceWorkerRegistration: swRegistration },
    );
    expect(fb.request).toHaveBeenCalledWith('post', 'app/v1/device', { type: 'web', token: 'fcm-token-1' });
    expect(fb.onMessage).toHaveBeenCalledTimes(1);
  });

  it('granted: registers without asking, reuses the Firebase app, listens once', async () => {
    fb.getApps.mockReturnValue([{ name: '[DEFAULT]' }]);
    expect(await enablePush()).toBe('granted');
    expect(await enablePush()).toBe('granted');
    expect(FakeNotification.requestPermission).not.toHaveBeenCalled();
    expect(fb.initializeApp).not.toHaveBeenCalled();
    expect(fb.request).toHaveBeenCalledTimes(2);
    expect(fb.onMessage).toHaveBeenCalledTimes(1);
    fb.getApps.mockReturnValue([]);
  });

  it('no token: the console says it could not be retrieved and registration stops', async () => {
    fb.getToken.mockResolvedValueOnce('');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(await enablePush()).toBe('no-token');
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/could not retrieve the push token/));
    expect(fb.request).not.toHaveBeenCalled();
    expect(fb.onMessage).not.toHaveBeenCalled();
  });

  it('getToken fails: logged, then the same "could not retrieve" stop', async () => {
    fb.getToken.mockRejectedValueOnce(new Error('messaging/permission-blocked'));
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(await enablePush()).toBe('no-token');
    expect(error).toHaveBeenCalled();
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/could not retrieve the push token/));
    expect(fb.request).not.toHaveBeenCalled();
  });

  it('the worker failed to register: getToken still runs without a registration', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    register.mockRejectedValueOnce(new Error('sw'));
    expect(await enablePush()).toBe('granted');
    expect(fb.getToken).toHaveBeenCalledWith({ messaging: true }, { vapidKey: 'BPublicVapidKey' });
  });

  it('Firebase messaging unsupported in this browser: stops before the token', async () => {
    fb.isSupported.mockResolvedValueOnce(false);
    expect(await enablePush()).toBe('unsupported');
    expect(fb.getToken).not.toHaveBeenCalled();
  });

  it('the device POST failing rejects (the caller shows the error)', async () => {
    fb.request.mockRejectedValueOnce(new Error('network'));
    await expect(enablePush()).rejects.toThrow('network');
    expect(fb.onMessage).not.toHaveBeenCalled();
  });

  it('a foreground message becomes a browser notification', async () => {
    await enablePush();
    const handler = fb.onMessage.mock.calls[0][1];
    const events: unknown[] = [];
    window.addEventListener(PUSH_EVENT, (e) => events.push((e as CustomEvent).detail));
    handler({
      data: {
        title: 'Счёт',
        body: 'Оплатите до 25.11',
        title_en: 'Bill',
        body_en: 'Pay by 25.11',
        link: '/notifications/5',
        id: '5',
      },
    });
    expect(shown).toHaveLength(1);
    expect(shown[0].title).toBe('Счёт');
    expect(shown[0].options).toMatchObject({
      body: 'Оплатите до 25.11',
      data: { link: '/notifications/5' },
      tag: 'notification-5',
    });
    expect(events).toHaveLength(1);
  });
});

describe('showForegroundMessage', () => {
  it('uses English texts when the interface is English and opens the link on click', () => {
    document.cookie = 'lang=en; Path=/';
    const open = vi.fn();
    const n = showForegroundMessage(
      { data: { title: 'Счёт', body: 'Оплатите', title_en: 'Bill', body_en: 'Pay', link: '/notifications/9' } },
      open,
    );
    expect(shown[0]).toMatchObject({ title: 'Bill', options: { body: 'Pay' } });
    (n as unknown as FakeNotification).onclick!();
    expect(open).toHaveBeenCalledWith('/notifications/9');
  });

  it('falls back to the notification block and never opens another site', () => {
    const open = vi.fn();
    const n = showForegroundMessage(
      { notification: { title: 'T', body: 'B' }, data: { link: 'https://evil.example/' } },
      open,
    );
    expect(shown[0]).toMatchObject({ title: 'T', options: { body: 'B' } });
    (n as unknown as FakeNotification).onclick!();
    expect(open).toHaveBeenCalledWith('/notifications');
  });
});
