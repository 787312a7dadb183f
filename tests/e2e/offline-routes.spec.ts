/**
 * Issue 35 items 4 and 5 (docs/rules.md R19.5, R19.6): every route of the route table, offline,
 * after the service worker installed — signed out and signed in — is a page with the site's shell
 * (the public header, or the account's sider) showing either the screen's content or "you are
 * offline; this screen has not been opened on this device yet", never a white page, a skeleton
 * forever or a reload loop (one document load per visit). The routes come from the code (the
 * public, Refine and account tables of src/routes.tsx, the resources' pages of src/resources.ts
 * and the back office's of src/resources-backoffice.ts, listed by scripts/route-paths.ts), so a
 * new route is covered by itself: each public one signed out, each account one signed in;
 * `:id` becomes the worker's world's id for that screen (./world.ts). A screen opened online
 * before reads offline with its back-to-list link working.
 */
import { execFileSync } from 'node:child_process';
import type { APIRequestContext, Browser, BrowserContext, Page, TestInfo } from '@playwright/test';
import { expect, test } from './test';
import type { SignedWorld } from './world';

// The service worker is what this spec is about (playwright.config.ts blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

/**
 * Every path of the route table, as declared (`:id` and other parameters unresolved), public and
 * account paths apart: scripts/route-paths.ts.
 */
const ROUTES = JSON.parse(
  execFileSync(process.execPath, ['--import', 'tsx', 'scripts/route-paths.ts'], { encoding: 'utf8' }),
) as { public: string[]; account: string[] };
/**
 * What each visitor opens offline: the signed-out one every public path and the account's first
 * paths (which ask to log in, or say they are offline, inside the public shell); the signed-in
 * one every account path and the first public ones (the public shell with the account's header).
 * Every path is visited once: a public page draws the same shell for both, and each visit is a
 * full page load of a few seconds on a 2-core CI machine.
 */
const SIGNED_OUT = [...ROUTES.public, ...ROUTES.account.slice(0, 3)];
const SIGNED_IN = [...ROUTES.public.slice(0, 3), ...ROUTES.account];

/** The world's id for `:id` of a path, by the path's start (the first that matches); 1 elsewhere. */
function idFor(path: string, world: SignedWorld, bookingId: number): number {
  const table: [string, number][] = [
    ['/bookings/', bookingId],
    ['/rents/', world.leaseId],
    ['/my-rooms/', world.rooms.self.id],
    ['/objects/', world.rooms.leased.id],
    ['/votes/', world.polls.open],
    ['/requested-service/', world.orders.paid],
    ['/bills/', world.accounts.water.id],
  ];
  return table.find(([start]) => path.startsWith(start))?.[1] ?? 1;
}

/** A concrete address of a declared path: `:id` the world's, any other parameter `1`. */
const concrete = (path: string, world: SignedWorld, bookingId: number) =>
  path.replace(/:(\w+)/g, (_, name: string) => String(name === 'id' ? idFor(path, world, bookingId) : 1));

/** Counts the page's document loads (a reload loop is many of them). */
function countLoads(page: Page) {
  const loads = { n: 0 };
  page.on('request', (r) => {
    if (r.isNavigationRequest() && r.frame() === page.mainFrame()) loads.n++;
  });
  return loads;
}

/**
 * What the page shows once it has settled: `offline` (the offline message), `content` (the main
 * area holds something besides loading bars), `error` (an error page), inside the shell — the
 * public header or the account's sider — or null before that. Polled in the page (on every frame).
 */
function settled() {
  const visible = (sel: string) => [...document.querySelectorAll(sel)].some((e) => e.checkVisibility());
  if (!visible('header.public-header, .account-root .ant-layout-sider')) return null;
  if (visible('[data-testid="route-error"], [data-testid="root-error"]')) return 'error';
  if (visible('[data-testid="offline-screen"]')) return 'offline';
  const main = document.querySelector('.ant-layout-content, main');
  const loading = main?.querySelector('.ant-skeleton, .shell-skeleton');
  return main && !loading && (main.textContent ?? '').trim() !== '' ? 'content' : null;
}

/**
 * Opens `path` offline and checks the page: within 10 s the shell with content or the offline
 * message (a skeleton forever fails; 5 s was too short on a slow 2-core CI machine), no error
 * page, one document load. Soft assertions, so one run names every route that fails.
 */
async function visitOffline(page: Page, loads: { n: number }, path: string) {
  loads.n = 0;
  let shown: string | null;
  try {
    await page.goto(path, { waitUntil: 'commit' });
    shown = await (await page.waitForFunction(settled, undefined, { timeout: 10_000, polling: 'raf' })).jsonValue();
  } catch (e) {
    shown = `no page: ${(e as Error).message.split('\n')[0]}`;
  }
  expect.soft(shown, `${path}: the shell with content or the offline message`).toMatch(/^(content|offline)$/);
  // A reload loop reloads as soon as the page's code fails to arrive.
  await page.waitForTimeout(100);
  expect.soft(loads.n, `${path}: document loads`).toBeLessThanOrEqual(1);
}

/**
 * Waits until the service worker controls the page: it registers after load and idle, then
 * precaches the site's files, which took over 30 s on a 2-core machine busy with other tests.
 */
const controlled = (page: Page) =>
  page.waitForFunction(() => !!navigator.serviceWorker.controller, undefined, { timeout: 90_000 });

/** The tenant's first booking in the worker's world (for `/bookings/:id`). */
async function firstBookingId(request: APIRequestContext, world: SignedWorld): Promise<number> {
  const list = await request.get('/api/app/v1/bookings', {
    headers: { company: '1', authorization: `Bearer ${world.tokens.tenant}` },
  });
  return ((await list.json()) as { data: { data: { id: number }[] } }).data.data[0]!.id;
}

/**
 * Runs `body` in a signed-in tenant's context whose page is on `/dashboard` under the service
 * worker's control, online (the body opens what it needs, then goes offline), with the tenant's
 * first booking's id; closes the context after.
 */
async function signedIn(
  { browser, world, request }: { browser: Browser; world: SignedWorld; request: APIRequestContext },
  info: TestInfo,
  body: (opened: { context: BrowserContext; page: Page; bookingId: number }) => Promise<void>,
) {
  const bookingId = await firstBookingId(request, world);
  const context = await browser.newContext({
    baseURL: info.project.use.baseURL,
    locale: info.project.use.locale,
    serviceWorkers: 'allow',
    storageState: world.states.tenant,
  });
  try {
    const page = await context.newPage();
    await page.goto('/dashboard');
    await controlled(page);
    await body({ context, page, bookingId });
  } finally {
    await context.close();
  }
}

/**
 * The signed-in walk in parts, each its own test: one walk of about a hundred full page loads
 * outlasted a test's time on a loaded 2-core CI machine, and parts share the two workers.
 */
const PARTS = 4;
const partOf = (i: number) => SIGNED_IN.filter((_, n) => n % PARTS === i);

test.describe('offline, every route', () => {
  test.describe.configure({ timeout: 180_000 });

  test('signed out: each route is the public shell with its content or the offline message, loaded once', async ({
    browser,
    world,
  }, info) => {
    const context: BrowserContext = await browser.newContext({
      baseURL: info.project.use.baseURL,
      locale: info.project.use.locale,
      serviceWorkers: 'allow',
    });
    try {
      const page = await context.newPage();
      await page.goto('/');
      await controlled(page);
      const loads = countLoads(page);
      await context.setOffline(true);
      for (const path of SIGNED_OUT) await visitOffline(page, loads, concrete(path, world, 1));
      // The message is translated: English on the English side.
      await context.addCookies([{ name: 'lang', value: 'en', url: info.project.use.baseURL! }]);
      await page.goto('/login', { waitUntil: 'commit' });
      await expect(page.getByTestId('offline-screen')).toContainText('has not been opened on this device yet');
    } finally {
      await context.close();
    }
  });

  test('signed in: a screen opened before reads offline and its back link works; the others say so inside the shell', async ({
    browser,
    world,
    request,
  }, info) => {
    await signedIn({ browser, world, request }, info, async ({ context, page, bookingId }) => {
      // Online once: the bookings list and a booking, so both are on this device.
      await page.goto('/bookings');
      await expect(page.locator('.ant-table-row, .ant-list-item, .ant-card').first()).toBeVisible();
      await page.goto(`/bookings/${bookingId}`);
      const heading = page.getByRole('heading', { level: 1, name: /Бронирование №/ });
      await expect(heading).toBeVisible();
      const loads = countLoads(page);
      await context.setOffline(true);

      await page.reload({ waitUntil: 'commit' });
      await expect(heading).toBeVisible();
      await expect(page.getByTestId('offline-notice')).toBeVisible();
      // The way back to the list is a link: it works offline (the list was opened before).
      loads.n = 0;
      await page.getByRole('button', { name: 'Мои бронирования' }).click();
      await expect(page).toHaveURL(/\/bookings(\?.*)?$/);
      await expect(page.locator('.ant-table-row, .ant-list-item, .ant-card').first()).toBeVisible();
      expect(loads.n).toBe(0);
      // The menu works offline: a screen never opened says so inside the account layout (no skeleton forever).
      await page.locator('.ant-layout-sider').getByRole('menuitem', { name: 'Профиль' }).click();
      await expect(page).toHaveURL(/\/profile$/);
      await expect(page.getByTestId('offline-screen')).toContainText('ещё не открывался на этом устройстве');
      await expect(page.locator('.account-root .ant-layout-sider')).toBeVisible();
      expect(loads.n).toBe(0);
      // A screen not opened before keeps the account's sider and says why it is empty.
      await page.goto('/notifications', { waitUntil: 'commit' });
      await expect(page.locator('.account-root .ant-layout-sider')).toBeVisible();
      await expect(page.getByTestId('offline-screen')).toContainText('ещё не открывался на этом устройстве');
    });
  });

  for (let part = 0; part < PARTS; part++) {
    test(`signed in, routes part ${part + 1} of ${PARTS}: each is the shell with its content or the offline message, loaded once`, async ({
      browser,
      world,
      request,
    }, info) => {
      await signedIn({ browser, world, request }, info, async ({ context, page, bookingId }) => {
        const loads = countLoads(page);
        await context.setOffline(true);
        for (const path of partOf(part)) await visitOffline(page, loads, concrete(path, world, bookingId));
      });
    });
  }
});
