/**
 * `npm run bench:lighthouse` (issues 15 and 24): Lighthouse (from npm) with Debian's Chromium
 * (`CHROME_PATH`, default /usr/bin/chromium) against the production build served by the real
 * server (scripts/serve-dist.ts: `npm run serve` on an in-memory database, a free port). Runs the
 * mobile preset and the desktop preset on each route — by default the landing, /news, /contacts,
 * the search and an object's page (`/objects/{id}`: the demo data's first object) — takes the
 * median of N runs (by score, default 5) and prints the score with FCP, LCP, TBT (ms) and CLS.
 * A benchmark that prints, not a test that times: it never fails on a score.
 * Needs `npm run build` first. Usage:
 * `npm run bench:lighthouse [-- --runs 5 --routes /,/news,/objects/{id} --presets mobile,desktop --save /tmp/lh --no-account]`.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig, type Flags } from 'lighthouse';
import { firstObjectId, serveDist } from './serve-dist';

const arg = (name: string, d: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : d;
};
const runs = Number(arg('runs', '5'));
const presets = arg('presets', 'mobile,desktop').split(',') as ('mobile' | 'desktop')[];
/** `--save DIR`: also write each run's full Lighthouse report (JSON) there, for its diagnostics. */
const saveDir = arg('save', '');

const { base, stop } = await serveDist();
// `/objects/{id}`: an object of the demo data (its id is not fixed).
let routes = arg('routes', '/,/news,/contacts,/objects,/objects/{id}').split(',');
if (routes.some((r) => r.includes('{id}'))) {
  const id = String(await firstObjectId(base));
  routes = routes.map((r) => r.replace('{id}', id));
}
// One warm-up request per route (first server render, module load).
for (const route of routes) await fetch(base + route).catch(() => undefined);

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH || '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
});

interface Row {
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
}
const median = (xs: Row[]) => [...xs].sort((a, b) => a.score - b.score)[Math.floor(xs.length / 2)];
const fmt = (r: Row) =>
  `${String(Math.round(r.score * 100)).padStart(5)} ${(r.fcp / 1000).toFixed(2).padStart(7)} ${(r.lcp / 1000).toFixed(2).padStart(7)} ${String(Math.round(r.tbt)).padStart(7)} ${r.cls.toFixed(3).padStart(7)}`;

const lines: string[] = [];
try {
  for (const preset of presets) {
    for (const route of routes) {
      const rows: Row[] = [];
      let failed = 0;
      for (let i = 0; i < runs; i++) {
        const flags: Flags = { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] };
        const result = await lighthouse(base + route, flags, preset === 'desktop' ? desktopConfig : undefined);
        const lhr = result!.lhr;
        if (saveDir) {
          mkdirSync(saveDir, { recursive: true });
          writeFileSync(join(saveDir, `${preset}${route.replace(/\W+/g, '_')}-${i}.json`), JSON.stringify(lhr));
        }
        // A run whose trace Lighthouse could not record (e.g. NO_NAVSTART) has no metrics: it is
        // counted and left out of the median instead of scoring 0.
        if (lhr.runtimeError || lhr.categories.performance.score === null) {
          failed++;
          continue;
        }
        const num = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
        rows.push({
          score: lhr.categories.performance.score ?? 0,
          fcp: num('first-contentful-paint'),
          lcp: num('largest-contentful-paint'),
          tbt: num('total-blocking-time'),
          cls: num('cumulative-layout-shift'),
        });
      }
      const scores = rows.map((r) => Math.round(r.score * 100)).join(', ');
      const line = rows.length
        ? `${preset.padEnd(8)} ${route.padEnd(14)} ${fmt(median(rows))}   [${scores}]${failed ? ` (${failed} run(s) failed to record)` : ''}`
        : `${preset.padEnd(8)} ${route.padEnd(14)} every run failed to record`;
      console.log(line);
      lines.push(line);
    }
  }
} finally {
  chrome.kill();
  await stop();
}
console.log(
  `\n${'preset'.padEnd(8)} ${'route'.padEnd(14)} ${'score'.padStart(5)} ${'FCP s'.padStart(7)} ${'LCP s'.padStart(7)} ${'TBT ms'.padStart(7)} ${'CLS'.padStart(7)}   (median of ${runs}; all scores)`,
);
for (const l of lines) console.log(l);
// The signed-in screens (issue 24 item 3): scripts/bench-account.ts, with its own server and
// browser; `--no-account` leaves them out.
if (!process.argv.includes('--no-account'))
  (await import('node:child_process')).spawnSync(
    process.execPath,
    ['--import', 'tsx', 'scripts/bench-account.ts', '--runs', String(runs)],
    { stdio: 'inherit' },
  );
