/**
 * `npm run bench:account` (issue 24 item 3; also run at the end of `npm run bench:lighthouse`): the
 * signed-in screens' first load in Debian's Chromium (`CHROME_PATH`, default /usr/bin/chromium)
 * with the CPU slowed 4× (`Emulation.setCPUThrottlingRate`, a mid-range phone), against the
 * production build served by the real server (`server/main.ts` in production mode, an in-memory
 * database with the demo data, dev routes on for the SMS outbox, a free port).
 *
 * Each role logs in through the API (code from `/api/dev/sms-outbox`, as tests/e2e/helpers.ts
 * `apiLogin` does); each screen is opened with the session cookie twice (issue 41 item 3):
 * - a **first visit**: a fresh browser context (empty HTTP cache, no service worker);
 * - a **repeat visit**: the same screen opened once in a context, the service worker left to take
 *   control and keep what it keeps, then opened again in a new tab of that context (what a
 *   resident who comes back sees: HTTP cache, the worker's caches, V8's code cache);
 * each measured until it is drawn and quiet (no request for 500 ms, no skeleton or spinner left,
 * no long task for 1 s):
 * - **JS KB**: the bytes of every script the page fetched, as they came over the wire (brotli, as
 *   the server sends dist/'s precompressed twins, scripts/compress-dist.ts; Chromium is asked for
 *   `br` on plain http too), in KB: the sizes of the `.br` files in dist/ of the scripts it fetched;
 * - **longest ms**: the longest main-thread task (Long Tasks API, from the first byte on);
 * - **TBT ms**: total blocking time, the sum of every long task's part over 50 ms.
 * Then **logging in** (issue 41 item 4): the demo tenant on /login in a fresh context types the
 * phone, asks a code, types the code from the outbox; timed from the click on "Войти" to the
 * dashboard drawn, with the longest task and TBT of that span.
 * Prints one line per screen and visit and the table of medians of N runs (by each column). Targets
 * (docs/architecture.md § The SPA): JS ≤ 250 KB, longest task ≤ 200 ms. A benchmark that prints,
 * not a test: it never fails on a figure (scripts/account-size.ts is the cheap guard in `npm test`).
 * Needs `npm run build` first. Usage:
 * `npm run bench:account [-- --runs 3 --screens /dashboard,/backoffice --viewport desktop --cpu 4 --save /tmp/traces
 * --visits first,repeat --no-login]`.
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext } from '@playwright/test';
import { authEndpoints } from '../src/contracts/auth';
import { endpointUrl } from '../src/contracts/endpoint';
import { serveDist } from './serve-dist';
import { ROLES, SCREENS, type RoleName, type Screen } from './bench-account-screens';
import { drawnAndQuiet, longTasks, quiet, recordLongTasks, row, throttledPage, type Row } from './bench-account-page';

const arg = (name: string, d: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : d;
};
const runs = Number(arg('runs', '3'));
const cpu = Number(arg('cpu', '4'));
const only = arg('screens', '').split(',').filter(Boolean);
/**
 * `--viewport phone` (default: Lighthouse's mobile screen, 412×823, touch) or `desktop` (1280×800,
 * where more of a screen, e.g. the back office's charts, is in view at once).
 */
const viewport = arg('viewport', 'phone') as 'phone' | 'desktop';
const CONTEXT = {
  phone: { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true },
  desktop: { viewport: { width: 1280, height: 800 } },
}[viewport];
/** `--save DIR`: also write each run's Chromium trace there (open it in DevTools → Performance). */
const saveDir = arg('save', '');
/** `--files`: also print each script a screen fetched, with its size over the wire. */
const listFiles = process.argv.includes('--files');
/** `--visits first,repeat` (default both): which visits of each screen to measure. */
const visits = arg('visits', 'first,repeat').split(',').filter(Boolean) as Visit[];
/** `--no-login`: skip the login timing. */
const timeLogin = !process.argv.includes('--no-login');
/** A first visit (empty caches) or a repeat visit (the caches of one visit before). */
type Visit = 'first' | 'repeat';

if (!existsSync(join(process.cwd(), 'dist', 'index.html'))) {
  console.error('dist/ is missing: run `npm run build` first');
  process.exit(1);
}
// The server in its own process, as `npm run serve` starts it, so the browser's driver here does not stall it.
const { base, stop } = await serveDist({
  DEV_ROUTES: 'true',
  DEV_ROUTES_IN_PRODUCTION: 'true',
  AUTH_CODE_LIMIT_PER_HOUR: '100000',
  // The login timing asks the tenant's code again soon after the screens' API login (R2.6).
  AUTH_CODE_RESEND_SECONDS: '1',
  UTILITY_JOBS_SECONDS: '0',
});

const headers = { company: '1', devicelocale: 'ru', 'content-type': 'application/json' };
/** POSTs JSON to the API; throws on a failure. */
async function post(url: string, body: unknown, token?: string): Promise<unknown> {
  const res = await fetch(`${base}/api/${url}`, {
    method: 'POST',
    headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`POST ${url}: ${res.status} ${await res.text()}`);
  return res.json();
}

/**
 * The newest login code sent to `phone`, from the dev SMS outbox.
 * @throws Error when the outbox holds none
 */
async function codeFor(phone: string): Promise<string> {
  const outbox = (await (await fetch(`${base}/api/dev/sms-outbox?phone=${encodeURIComponent(phone)}`)).json()) as {
    data: { code: string }[];
  };
  const code = outbox.data[0]?.code;
  if (!code) throw new Error(`no code for ${phone} in the outbox`);
  return code;
}

/** Logs a demo phone in through the API (the code from the dev SMS outbox); resolves to the token. */
async function login(role: RoleName): Promise<string> {
  const { phone, owner } = ROLES[role];
  await post(endpointUrl(authEndpoints.code), { phone });
  const code = await codeFor(phone);
  const answer = (await post(endpointUrl(authEndpoints.login), { phone, code, ...(owner ? { owner } : {}) })) as {
    data: { token: string };
  };
  return answer.data.token;
}

/** What {@link measure} opens: a screen's path, what shows it drawn, and the visit. */
interface Target {
  path: string;
  drawn: string;
  visit: Visit;
  trace?: string;
  after?: Screen['after'];
  mark?: string;
}

/** A new context with the language, the cookie choice and (when given) the session, recording long tasks. */
async function openContext(browser: Browser, token?: string): Promise<BrowserContext> {
  const context = await browser.newContext({ ...CONTEXT, locale: 'ru-RU' });
  await context.addCookies(
    [['lang', 'ru'], ['cookie-consent', 'essential'], ...(token ? [['user-token', token]] : [])].map(
      ([name, value]) => ({ name, value, url: base }),
    ),
  );
  await context.addInitScript(recordLongTasks);
  return context;
}

/**
 * Opens `target.path` signed in with `token` and measures its load: in a fresh context (a first
 * visit), or in a new tab of a context that has opened it once and whose service worker has
 * taken control (a repeat visit).
 * @throws Error when the screen sends the browser elsewhere (a lost session) or is not drawn in 90 s
 */
async function measure(browser: Browser, token: string, target: Target): Promise<Row> {
  const { path, drawn, trace, after, mark } = target;
  const context = await openContext(browser, token);
  try {
    if (target.visit === 'repeat') {
      const before = await context.newPage();
      await before.goto(base + path, { waitUntil: 'load' });
      await drawnAndQuiet(before, drawn);
      // The worker registers once the page is idle (src/pwa/register.ts) and takes control.
      await before.waitForFunction(() => !!navigator.serviceWorker?.controller, undefined, { timeout: 60_000 });
      await quiet(before);
      await before.close();
    }
    const { page, scripts } = await throttledPage(context, cpu);
    if (trace)
      await browser.startTracing(page, {
        categories: [
          'devtools.timeline',
          'disabled-by-default-devtools.timeline',
          'v8.execute',
          'disabled-by-default-v8.cpu_profiler',
        ],
      });
    await page.goto(base + path, { waitUntil: 'load' });
    await drawnAndQuiet(page, drawn);
    if (new URL(page.url()).pathname !== new URL(base + path).pathname)
      throw new Error(`${path} sent the browser to ${page.url()}`);
    if (after) await after(page);
    await quiet(page);
    const tasks = await longTasks(page);
    const markAt = mark
      ? await page.evaluate((m) => performance.getEntriesByName(m)[0]?.startTime ?? Infinity, mark)
      : Infinity;
    if (trace) writeFileSync(trace, await browser.stopTracing());
    return row(tasks, scripts, markAt);
  } finally {
    await context.close();
  }
}

/**
 * Logs the demo tenant in on /login in a fresh context (as tests/e2e/helpers.ts `loginViaUi`
 * does) and measures from the click on "Войти" to the dashboard drawn: `ms` is that span in real
 * time, the long tasks are those that ended after the click.
 * @throws Error when no code reaches the outbox or the dashboard is not drawn in 90 s
 */
async function measureLogin(browser: Browser): Promise<Row> {
  const { phone } = ROLES.tenant;
  const context = await openContext(browser);
  try {
    const { page, scripts } = await throttledPage(context, cpu);
    await page.goto(`${base}/login`, { waitUntil: 'load' });
    await page.getByLabel('Номер телефона').fill(phone.replace('+7', ''));
    await page.getByRole('checkbox', { name: /персональных данных/ }).check();
    await page.getByRole('button', { name: 'Получить код' }).click();
    // The code's boxes (antd Input.OTP) follow the phone's step; typing fills them one by one.
    const submit = page.getByRole('button', { name: 'Войти', exact: true });
    await submit.waitFor();
    await page.locator('.ant-otp input').first().click();
    await page.keyboard.type(await codeFor(phone));
    const clickedAt = await page.evaluate(() => performance.now());
    const t0 = performance.now();
    await submit.click();
    await page.waitForURL(/\/dashboard/, { timeout: 90_000 });
    await drawnAndQuiet(page, SCREENS[0].drawn);
    const ms = performance.now() - t0;
    await quiet(page);
    const tasks = (await longTasks(page)).filter((t) => t.start + t.duration >= clickedAt);
    return { ...row(tasks, scripts), ms };
  } finally {
    await context.close();
  }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
/** The table's columns: title, width, and the median of the runs as printed. */
const COLUMNS: [string, number, (rows: Row[]) => string][] = [
  ['JS KB', 7, (rows) => median(rows.map((r) => r.jsKb)).toFixed(0)],
  ['scripts', 7, (rows) => String(median(rows.map((r) => r.scripts)))],
  ['longest ms', 10, (rows) => median(rows.map((r) => r.longest)).toFixed(0)],
  ['TBT ms', 7, (rows) => median(rows.map((r) => r.tbt)).toFixed(0)],
];
const header = [
  `${'role'.padEnd(8)} ${'screen'.padEnd(22)} ${'visit'.padEnd(6)}`,
  ...COLUMNS.map(([t, w]) => t.padStart(w)),
].join(' ');
const lines: string[] = [];
let loginLine = '';
let browser: Browser | undefined;
try {
  browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run', '--disable-quic'],
  });
  const tokens = new Map<RoleName, string>();
  for (const screen of SCREENS.filter((s) => !only.length || only.includes(s.label))) {
    let token = tokens.get(screen.role);
    if (!token) tokens.set(screen.role, (token = await login(screen.role)));
    const api = async (url: string) =>
      (await fetch(`${base}/api/${url}`, { headers: { ...headers, authorization: `Bearer ${token}` } })).json();
    const path = typeof screen.path === 'string' ? screen.path : await screen.path(api);
    const target = { path, drawn: screen.drawn, after: screen.after, mark: screen.mark };
    // One warm-up load: the server's first answers (module loading, query plans) are not the screen's.
    await measure(browser, token, { ...target, visit: 'first' });
    for (const visit of visits) {
      const rows: Row[] = [];
      for (let i = 0; i < runs; i++) {
        let trace: string | undefined;
        if (saveDir) {
          mkdirSync(saveDir, { recursive: true });
          trace = join(saveDir, `${screen.role}${path.replace(/\W+/g, '_')}-${visit}-${i}.json`);
        }
        rows.push(await measure(browser, token, { ...target, visit, trace }));
      }
      const enc = [...new Set(rows.flatMap((r) => [...r.encodings]))].join('+');
      const line = [
        `${screen.role.padEnd(8)} ${path.padEnd(22)} ${visit.padEnd(6)}`,
        ...COLUMNS.map(([, w, value]) => value(rows).padStart(w)),
        `  [longest: ${rows.map((r) => r.longest.toFixed(0)).join(', ')}]${enc === 'br' || !enc ? '' : ` (${enc})`}`,
        screen.mark ? ` [from ${screen.mark}: ${rows.map((r) => r.longestOwn.toFixed(0)).join(', ')}]` : '',
      ].join(' ');
      console.log(line);
      if (listFiles)
        for (const [f, n] of rows[0].files.sort((a, b) => b[1] - a[1]))
          console.log(`  ${(n / 1024).toFixed(1).padStart(7)} ${f}`);
      lines.push(line);
    }
  }
  if (timeLogin) {
    const rows: Row[] = [];
    // The first login warms the server up, as a screen's first load does.
    await measureLogin(browser);
    for (let i = 0; i < runs; i++) rows.push(await measureLogin(browser));
    loginLine = [
      `login: code entered → /dashboard drawn ${median(rows.map((r) => r.ms)).toFixed(0)} ms`,
      `[${rows.map((r) => r.ms.toFixed(0)).join(', ')}],`,
      `longest task ${median(rows.map((r) => r.longest)).toFixed(0)} ms, TBT ${median(rows.map((r) => r.tbt)).toFixed(0)} ms`,
      `(tenant, first visit, median of ${runs})`,
    ].join(' ');
    console.log(loginLine);
  }
} finally {
  await browser?.close();
  // Waits for the server to go (SIGKILL after 15 s), so no process outlives the benchmark.
  await stop();
}
console.log(`\n${header}   (${viewport}, CPU ${cpu}× slower, median of ${runs}; JS KB: script bodies as sent, brotli)`);
for (const l of lines) console.log(l);
if (loginLine) console.log(loginLine);
