/**
 * Playwright's `test` for this project's browser tests. A server-rendered public page is readable
 * at once, but it loads its JavaScript only after the page itself (server/boot-script.ts), so
 * buttons and forms work once its islands have hydrated (src/islands/boot.tsx). Here `page.goto`
 * and `page.reload` of such a page resolve once it is interactive (`<html data-interactive>`), as
 * a person would wait for the page to respond; `waitUntil: 'commit'` keeps Playwright's own meaning (tests of what comes before), and
 * with JavaScript disabled nothing is awaited.
 */
import { test as base, type Page } from '@playwright/test';

export { expect } from '@playwright/test';

/** Waits for the islands when the document is server-rendered (it carries the `#boot` loader data). */
async function interactive(page: Page) {
  if (await page.locator('script#boot').count())
    await page.locator('html[data-interactive]').waitFor({ state: 'attached' });
}

export const test = base.extend({
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
});
