/**
 * Playwright: Debian's Chromium (/usr/bin/chromium, never `playwright install`) against the
 * production build served as `npm start` serves it (`npm run serve` after `npm run build`), on a
 * free port, with an in-memory database and the local SMS outbox exposed for the login tests.
 */
import { execFileSync } from 'node:child_process';
import { randomInt } from 'node:crypto';
import { defineConfig, devices } from '@playwright/test';

// One free port for the run, chosen once in the main process; workers inherit it.
if (!process.env.E2E_PORT) {
  process.env.E2E_PORT = execFileSync(process.execPath, [
    '-e',
    "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})",
  ]).toString();
}
const port = Number(process.env.E2E_PORT);
// The run's id (four digits) in the keys of the test worlds (tests/e2e/world.ts); workers inherit it.
process.env.E2E_RUN ??= String(randomInt(1000, 10_000));
// No resend interval: a flow logging one phone in twice (the mobile app, then the site) need not
// wait; every test's phones are its own (tests/e2e/world.ts), so no other test's code is replaced.
process.env.E2E_RESEND_SECONDS ??= '0';
const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  // Two workers for two cores: more only adds contention (measured: 3–4 workers were slower).
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
    baseURL,
    locale: 'ru-RU',
    trace: 'on-first-retry',
    // No service worker unless a spec asks for one (`test.use({ serviceWorkers: 'allow' })`: the
    // installable app's and the push checks): the worker precaches the site's files in the
    // background of every new context, which made each wait for an idle network twice as long.
    serviceWorkers: 'block',
    // A missing element fails the step in 30 s instead of waiting for the whole test timeout.
    actionTimeout: 30_000,
    navigationTimeout: 30_000,
    // Issue #4: a visitor who already chose "only essential" cookies, so the fixed consent banner
    // does not cover buttons in every test; the cookie consent tests start without it.
    storageState: {
      cookies: [
        {
          name: 'cookie-consent',
          value: 'essential',
          domain: '127.0.0.1',
          path: '/',
          expires: -1,
          httpOnly: false,
          secure: false,
          sameSite: 'Lax',
        },
      ],
      origins: [],
    },
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--disable-dev-shm-usage',
      ],
    },
  },
  projects: [
    // Seeds a world per worker slot and logs its roles in once (tests/e2e/world.setup.ts).
    { name: 'setup', testMatch: /\.setup\.ts$/ },
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], channel: undefined },
      grepInvert: /@clock/,
      dependencies: ['setup'],
    },
    // docs/rules.md R8.10: the screens that show or pick dates (tests/e2e/clock.spec.ts, `@clock`)
    // once more with the browser in other time zones, its clock at 22:30 of the day before the
    // complex's today (page.clock): the dates must still be the complex's.
    ...(['Europe/Moscow', 'America/New_York'] as const).map((timezoneId) => ({
      name: timezoneId === 'Europe/Moscow' ? 'tz-moscow' : 'tz-new-york',
      use: { ...devices['Desktop Chrome'], channel: undefined, timezoneId },
      grep: /@clock/,
      dependencies: ['setup'],
    })),
    {
      name: 'phone',
      use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 },
      grep: /@phone/,
      dependencies: ['setup'],
    },
  ],
  webServer: {
    command: 'npm run serve',
    url: baseURL,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: ':memory:',
      DEV_ROUTES: 'true',
      // The SMS outbox in a production build needs the explicit second switch (docs/rules.md R2.14).
      DEV_ROUTES_IN_PRODUCTION: 'true',
      RATE_LIMIT_PER_MINUTE: '100000',
      AUTH_CODE_LIMIT_PER_HOUR: '100000',
      AUTH_CODE_RESEND_SECONDS: process.env.E2E_RESEND_SECONDS,
      LOG_LEVEL: 'warn',
      // Production refuses the sandbox acquirer unless it is chosen explicitly (README § Configuration).
      PAYMENT_PROVIDER: 'sandbox',
      PUBLIC_URL: baseURL,
      // Test-only: channel calendars served by a local server in the spec (tests/e2e/channels.spec.ts).
      ICAL_ALLOW_HTTP_HOSTS: '127.0.0.1',
      // The e-mail outbox job every 2 s, so tests/e2e/email.spec.ts reads a booking's e-mail soon (R22.5).
      EMAIL_JOB_SECONDS: '2',
    },
  },
});
