/** Issue 28 part 2: the portal installable as an app (docs/architecture.md § The installable app). */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from './test';

test('the landing links the manifest of its language and Chrome reports no installability errors', async ({
  playwright,
  launchOptions,
  baseURL,
}) => {
  // A persistent profile: Chrome never offers to install from an incognito window (Playwright's default).
  const profile = mkdtempSync(join(tmpdir(), 'pwa-profile-'));
  const context = await playwright.chromium.launchPersistentContext(profile, { ...launchOptions, baseURL });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto('/');
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.ru.webmanifest');
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: { errorId: string }[];
    };
    expect(installabilityErrors).toEqual([]);
    const manifest = await (await page.request.get('/manifest.en.webmanifest')).json();
    expect(manifest).toMatchObject({
      lang: 'en',
      display: 'standalone',
      start_url: '/dashboard',
      short_name: 'Apart-hotel',
    });

    // In English the server-rendered head links the English manifest.
    await context.addCookies([{ name: 'lang', value: 'en', url: page.url() }]);
    await page.goto('/');
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.en.webmanifest');
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});
