/**
 * A real browser for the cluster test (Debian's Chromium at /usr/bin/chromium through
 * playwright): a signed-in page of the account on one instance, its port, not through nginx.
 */
import { chromium, type Browser, type Page } from 'playwright';

/** Starts headless Chromium. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
}

/**
 * A new page of `browser` signed in with session `token` (the SPA reads it from the `user-token`
 * cookie, as after a login), showing `path` of the instance at `instanceUrl` in `lang`.
 */
export async function openAs(
  browser: Browser,
  instanceUrl: string,
  token: string,
  { path = '/profile', lang = 'en' }: { path?: string; lang?: 'ru' | 'en' } = {},
): Promise<Page> {
  const context = await browser.newContext();
  await context.addCookies([
    { name: 'user-token', value: token, url: instanceUrl },
    { name: 'lang', value: lang, url: instanceUrl },
  ]);
  const page = await context.newPage();
  await page.goto(instanceUrl + path);
  return page;
}
