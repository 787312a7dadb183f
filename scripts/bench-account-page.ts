/**
 * What scripts/bench-account.ts measures on a page: its long tasks (Long Tasks API), when it is
 * drawn and quiet, the scripts it fetched and their size as sent (brotli), a tab with the CPU slowed.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { brotliCompressSync } from 'node:zlib';
import { join } from 'node:path';
import type { BrowserContext, Page } from '@playwright/test';

/** One measured load: JS as sent (KB), tasks (ms), the scripts and the span timed (ms). */
export interface Row {
  jsKb: number;
  longest: number;
  /** The longest task from the screen's mark on (0 without a mark). */
  longestOwn: number;
  tbt: number;
  scripts: number;
  encodings: Set<string>;
  files: [string, number][];
  /** The span timed in real time, ms (the login's click → dashboard drawn; 0 for a screen). */
  ms: number;
}

/** Bytes of the built file at URL path `path` as the server sends it with brotli: its `.br` twin in dist/. */
export function sentBytes(path: string): number {
  const file = join(process.cwd(), 'dist', path);
  return existsSync(`${file}.br`) ? statSync(`${file}.br`).size : brotliCompressSync(readFileSync(file)).length;
}

/** Records the page's long tasks (Long Tasks API) into `window.__longTasks` from its first byte on. */
export function recordLongTasks() {
  const w = window as unknown as { __longTasks: { start: number; duration: number }[] };
  w.__longTasks = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) w.__longTasks.push({ start: e.startTime, duration: e.duration });
  }).observe({ type: 'longtask', buffered: true });
}

/** The long tasks a page recorded ({@link recordLongTasks}). */
export const longTasks = (page: Page) =>
  page.evaluate(() => (window as unknown as { __longTasks: { start: number; duration: number }[] }).__longTasks);

/** Waits until the page is drawn (`drawn` there, no skeleton or spinner) and quiet (no long task for 1 s). */
export async function drawnAndQuiet(page: Page, drawn: string): Promise<void> {
  await page.waitForFunction(
    (sel) =>
      !!document.querySelector(sel) && !document.querySelector('.ant-skeleton, .ant-spin-spinning, .shell-skeleton'),
    drawn,
    { timeout: 90_000, polling: 100 },
  );
}

/** Waits for no long task for a second (polled in real time; the page runs slower) and the network idle. */
export async function quiet(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  for (let i = 0; i < 60; i++) {
    const tasks = await longTasks(page);
    const end = tasks.length ? Math.max(...tasks.map((t) => t.start + t.duration)) : 0;
    if ((await page.evaluate(() => performance.now())) - end > 1000) break;
    await page.waitForTimeout(500);
  }
  await page.waitForLoadState('networkidle');
}

/** A new tab of `context` with brotli asked for and the CPU slowed; its scripts' paths and encodings. */
export async function throttledPage(context: BrowserContext, cpu: number) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  // Chromium asks for brotli over https only; the measure is what a phone gets from the real site.
  await cdp.send('Network.setExtraHTTPHeaders', { headers: { 'Accept-Encoding': 'gzip, deflate, br' } });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
  // Each script's path and content encoding, from its headers. A script counts whoever asked for
  // it: a `<script>`, an import, or a `modulepreload` link (whose requests Chromium types as "Other").
  const scripts = new Map<string, { path: string; encoding: string }>();
  cdp.on('Network.responseReceived', (e) => {
    const path = new URL(e.response.url).pathname;
    if (!path.endsWith('.js')) return;
    const h = Object.fromEntries(Object.entries(e.response.headers).map(([k, v]) => [k.toLowerCase(), v]));
    scripts.set(e.requestId, { path, encoding: (h['content-encoding'] as string | undefined) ?? 'identity' });
  });
  return { page, scripts };
}

/** The row of a measured span: the scripts fetched and the long tasks from `from` (ms, page time) on. */
export function row(
  tasks: { start: number; duration: number }[],
  scripts: Map<string, { path: string; encoding: string }>,
  markAt = Infinity,
): Row {
  // A script's body as sent is its precompressed twin in dist/ (the server sends `.br` files as
  // they are, scripts/compress-dist.ts). Counted from the files, not from the browser's byte
  // counts, which split headers from body only roughly (small scripts read as 0).
  const files: [string, number][] = [...scripts.values()].map(({ path }) => [path, sentBytes(path)]);
  return {
    jsKb: files.reduce((sum, [, n]) => sum + n, 0) / 1024,
    longest: Math.max(0, ...tasks.map((t) => t.duration)),
    longestOwn: Math.max(0, ...tasks.filter((t) => t.start + t.duration >= markAt).map((t) => t.duration)),
    tbt: tasks.reduce((s, t) => s + Math.max(0, t.duration - 50), 0),
    scripts: scripts.size,
    encodings: new Set([...scripts.values()].map((x) => x.encoding)),
    files,
    ms: 0,
  };
}
