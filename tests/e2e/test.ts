/**
 * Playwright's `test` for this project's browser tests. A server-rendered public page is readable
 * at once, but it loads its JavaScript only after the page itself (server/boot-script.ts), so
 * buttons and forms work once its islands have hydrated (src/islands/boot.tsx). Here `page.goto`
 * and `page.reload` of such a page resolve once it is interactive (`<html data-interactive>`), as
 * a person would wait for the page to respond; `waitUntil: 'commit'` keeps Playwright's own meaning (tests of what comes before), and
 * with JavaScript disabled nothing is awaited.
 *
 * Data: `world` is the worker's own world (./world.ts: its people, rooms and ids, and each role's
 * saved session); `signIn(page, role, to, { lang })` opens `to` as that role of the world.
 */
import path from 'node:path';
import { test as base, type Page } from '@playwright/test';
import { signInWith } from './helpers';
import { createWorld, readWorld, runId, worldDir, type Role, type SignedWorld } from './world';

export { expect } from '@playwright/test';
export type { Role };

/** Waits for the islands when the document is server-rendered (it carries the `#boot` loader data). */
async function interactive(page: Page) {
  if (await page.locator('script#boot').count())
    await page.locator('html[data-interactive]').waitFor({ state: 'attached' });
}

/** Opens `to` in `page` as `role` of the worker's world, in `lang` (Russian unless told). */
export type SignIn = (page: Page, role: Role, to: string, opts?: { lang?: 'ru' | 'en' }) => Promise<void>;

export const test = base.extend<{ signIn: SignIn }, { world: SignedWorld }>({
  // The test's own API calls open a connection each (`Connection: close`): a pooled keep-alive
  // socket idle while the browser works can be the one the server closes after its 5 s
  // keep-alive, and a call sent on it at that moment fails with ECONNRESET (socket hang up).
  request: async ({ playwright }, provide) => {
    const request = await playwright.request.newContext({ extraHTTPHeaders: { connection: 'close' } });
    await provide(request);
    await request.dispose();
  },
  page: async ({ page, javaScriptEnabled }, provide) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (url, options) => {
      const res = await goto(url, options);
      if (javaScriptEnabled !== false && options?.waitUntil !== 'commit') await interactive(page);
      return res;
    };
    page.reload = async (options) => {
      const res = await reload(options);
      if (javaScriptEnabled !== false && options?.waitUntil !== 'commit') await interactive(page);
      return res;
    };
    await provide(page);
  },
  // The world the setup project seeded for this worker's slot; a worker without one (a run with
  // --no-deps, or more workers than slots) seeds its own once.
  world: [
    async ({ playwright }, provide, workerInfo) => {
      const slot = String(workerInfo.parallelIndex).padStart(2, '0');
      let world = readWorld(worldDir(workerInfo.project.outputDir, slot));
      if (!world) {
        const baseURL = workerInfo.project.use.baseURL!;
        const request = await playwright.request.newContext({ baseURL });
        const own = `w${workerInfo.workerIndex}`;
        world = await createWorld(
          request,
          baseURL,
          `${runId()}${String(50 + (workerInfo.workerIndex % 50))}`,
          path.join(worldDir(workerInfo.project.outputDir, own)),
        );
        await request.dispose();
      }
      await provide(world);
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  signIn: async ({ world, baseURL }, provide) => {
    await provide((page, role, to, opts) => signInWith(page, baseURL!, world.tokens[role], to, opts));
  },
});
