/**
 * `npm run size`: the JavaScript each public page really fetches, measured in Chromium against
 * the production build (scripts/serve-dist.ts). A page is opened on a first visit (no cookies,
 * a phone's viewport), left alone until its islands are interactive (`<html data-interactive>`)
 * and the network is idle; every script it fetched by itself — the boot loader's entry and
 * preloads, the islands' modules, the extras, whatever those import — is counted, each as its
 * built file compressed with gzip -9 (so the figure does not depend on the server's compression).
 * Budget (docs/architecture.md § Server rendering): the landing ≤ {@link BUDGET_KB} KB gzip;
 * `npm test` runs this after the build, so going over fails the test run. The other pages are
 * printed for reference (the object page: the first object of the demo data; `/login`: the
 * client-rendered SPA).
 * Usage: `npm run size [-- /path … --files]` (more pages; each page's files); exits 1 when the landing is over budget.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { firstObjectId, serveDist } from './serve-dist';

/**
 * The landing's JavaScript budget in KB gzip, every script it fetches by itself (issue 24: ≤ 100;
 * docs/architecture.md § Server rendering), lowered as the pages lose weight, never raised.
 */
export const BUDGET_KB = 100;

/** `--files`: list each page's scripts too. */
const verbose = process.argv.includes('--files');
const dist = join(process.cwd(), 'dist');
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
const gz = (path: string) => gzipSync(readFileSync(join(dist, path)), { level: 9 }).length;

const { base, stop } = await serveDist();
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-dev-shm-usage'],
});
let landing = Infinity;
try {
  const pages = ['/', '/news', '/contacts', '/objects', `/objects/${await firstObjectId(base)}`, '/login'];
  pages.push(...process.argv.slice(2).filter((a) => a.startsWith('/')));
  console.log('page'.padEnd(24), 'JS gzip'.padStart(10), ' scripts');
  for (const path of pages) {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    const scripts = new Set<string>();
    page.on('request', (r) => {
      const url = new URL(r.url());
      if (url.origin === base && url.pathname.endsWith('.js')) scripts.add(url.pathname);
    });
    await page.goto(base + path);
    await page.locator('html[data-interactive]').waitFor({ state: 'attached', timeout: 60_000 });
    await page.waitForLoadState('networkidle');
    const bytes = [...scripts].reduce((s, p) => s + gz(p), 0);
    if (path === '/') landing = bytes;
    console.log(path.padEnd(24), kb(bytes).padStart(10), ` ${scripts.size}`);
    if (verbose)
      for (const p of [...scripts].sort((a, b) => gz(b) - gz(a))) console.log(''.padEnd(4), kb(gz(p)).padStart(10), p);
    await context.close();
  }
} finally {
  await browser.close();
  await stop();
}
const budget = BUDGET_KB * 1024;
console.log(`landing budget: ${kb(landing)} of ${kb(budget)} — ${landing <= budget ? 'OK' : 'OVER'}`);
process.exitCode = landing <= budget ? 0 : 1;
