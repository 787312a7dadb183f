/** Shared steps of the browser tests. */
import { randomInt } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type Frame, type Locator, type Page } from '@playwright/test';

/** A random phone number no other test uses (the server allows one code a minute per phone). */
export function uniquePhone(): string {
  return `+795${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;
}

/** `text` as the source of a regular expression that matches it literally. */
export const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The newest code the local SMS outbox holds for `phone`. */
export async function codeFromOutbox(request: APIRequestContext, phone: string): Promise<string> {
  let code = '';
  await expect
    .poll(async () => {
      const res = await request.get(`/api/dev/sms-outbox?phone=${encodeURIComponent(phone)}`);
      const body = (await res.json()) as { data: { code: string }[] };
      code = body.data[0]?.code ?? '';
      return code;
    })
    .not.toBe('');
  return code;
}

/**
 * Logs `phone` in through the API as a client would (the mobile app passes its push `device`,
 * docs/rules.md R2.13); resolves to the bearer token. For phones no other test uses: a world's
 * (./world.ts) or a fresh one ({@link uniquePhone}).
 */
export async function apiLogin(
  request: APIRequestContext,
  phone: string,
  extra: { device?: { type: 'web' | 'ios' | 'android'; token: string; installationId?: string }; owner?: boolean } = {},
): Promise<string> {
  const headers = { company: '1', devicelocale: 'en' };
  const sent = await request.post('/api/app/v1/auth/code', { headers, data: { phone } });
  expect(sent.status(), await sent.text()).toBe(200);
  const code = await codeFromOutbox(request, phone);
  const login = await request.post('/api/app/v1/auth/login', {
    headers,
    data: { phone, policyConsent: true, code, ...extra },
  });
  expect(login.status(), await login.text()).toBe(200);
  return (await login.json()).data.token as string;
}

/** Fills the phone step of /login, ticks the personal-data consent (docs/rules.md R21.2) and asks for a code. */
export async function requestCode(page: Page, phone: string, { owner = false } = {}) {
  await page.getByLabel(/Номер телефона|Phone number/).fill(phone.replace('+7', ''));
  if (owner) await page.getByText(/Я собственник недвижимости|I am the owner of the property/).click();
  await page.getByRole('checkbox', { name: /персональных данных|personal data/ }).check();
  await page.getByRole('button', { name: /Получить код|Get a code/ }).click();
}

/** Types a code into the OTP boxes of /login and submits. */
export async function enterCode(page: Page, code: string) {
  await page.getByRole('textbox').first().click();
  await page.keyboard.type(code);
  await page.getByRole('button', { name: /^(Войти|Log in)$/ }).click();
}

/** Logs in through /login with a fresh phone; returns the phone. */
export async function loginViaUi(
  page: Page,
  request: APIRequestContext,
  phone = uniquePhone(),
  opts: { owner?: boolean } = {},
) {
  await requestCode(page, phone, opts);
  const code = await codeFromOutbox(request, phone);
  await enterCode(page, code);
  return phone;
}

/** Opens `url` and waits until the shell has hydrated (`<html data-interactive>`), so clicks are handled. */
export async function gotoHydrated(page: Page, url: string) {
  await page.goto(url);
  await page.locator('html[data-interactive]').waitFor({ state: 'attached' });
}

/**
 * Opens `to` signed in with the session `token` in `lang`, the cookie choice made: the token goes
 * where the SPA keeps it (the `user-token` cookie), as after a login on /login (the login screen
 * itself is tested by foundation.spec.ts). Refine may add the list's paging to the address.
 */
export async function signInWith(
  page: Page,
  baseURL: string,
  token: string,
  to: string,
  { lang = 'ru' }: { lang?: 'ru' | 'en' } = {},
) {
  await page.context().addCookies([
    { name: 'lang', value: lang, url: baseURL },
    { name: 'cookie-consent', value: 'essential', url: baseURL },
    { name: 'user-token', value: token, url: baseURL },
  ]);
  await page.goto(to);
  await expect(page).toHaveURL(new RegExp(`${to.replace(/[/?]/g, '\\$&')}${to.includes('?') ? '' : '(\\?.*)?'}$`));
}

/**
 * Waits until every finite CSS transition and animation on the page has ended (a menu item's
 * colour fading to "selected", a drawer sliding in). An accessibility check that runs mid-fade
 * measures a colour the page never rests on (a run found 4.4:1 on the selected menu item, whose
 * resting colour has 7:1). Endless ones (spinners) are not waited for.
 */
export async function animationsSettled(page: Page) {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().endTime !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
}

/**
 * Runs axe-core on the page once its animations have ended ({@link animationsSettled}), against
 * the rules the portal holds to: WCAG 2.0 A/AA, 2.1 AA and 2.2 AA (issue 22 item 30).
 */
export async function axeScan(page: Page) {
  await scrollThrough(page);
  await animationsSettled(page);
  return new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa']).analyze();
}

/**
 * Scrolls to each section that draws only near the viewport (src/components/when-visible.tsx, its
 * placeholder carries `data-when-visible`), as a person reading down the page does, and waits for
 * each to be drawn: a bill's tables, a lease's documents, the back office's charts.
 */
export async function scrollThrough(page: Page) {
  const waiting = page.locator('[data-when-visible]');
  const skeletons = page.locator('main .ant-skeleton');
  // A page drawn section by section (src/components/progressive.tsx) holds a skeleton until its last one.
  await expect(skeletons).toHaveCount(0);
  await expect(async () => {
    await page.evaluate(() => document.querySelector('[data-when-visible]')?.scrollIntoView({ block: 'center' }));
    await expect(waiting).toHaveCount(0, { timeout: 1000 });
  }).toPass();
  await expect(skeletons).toHaveCount(0);
}

/**
 * Waits until every open antd modal has finished its opening animation (the zoom), so a click on
 * its buttons lands on a button that stands still (a run lost a Save clicked mid-animation).
 */
export async function modalSettled(page: Page) {
  await expect(page.locator('.ant-modal[class*="zoom-appear"], .ant-modal[class*="zoom-enter"]')).toHaveCount(0);
}

/** Waits until no select list is still sliding in: a click on an option during the slide can be lost. */
export async function selectListStands(page: Page) {
  await expect(
    page.locator('.ant-select-dropdown[class*="slide-up-enter"], .ant-select-dropdown[class*="slide-up-appear"]'),
  ).toHaveCount(0);
}

/**
 * Picks `option` in the open list of an antd Select (one value) and waits for the list to close.
 * The click waits for the list to finish sliding open; a click that was still lost (a run's list
 * stayed open over the next field) is made again, as a person would.
 */
export async function pickOption(page: Page, option: Locator) {
  const open = page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)');
  await selectListStands(page);
  await option.click();
  await expect(async () => {
    if (await open.count()) {
      if (await option.isVisible()) await option.click({ timeout: 2000 });
      await expect(open).toHaveCount(0, { timeout: 1500 });
    }
  }).toPass();
}

/**
 * Clicks `ok` in the open antd Popconfirm and waits for it to close. A click that lands while the
 * pop-up is still opening can be lost (it stays open, nothing is sent): then it is clicked again,
 * as a person would.
 */
export async function confirmPopconfirm(page: Page, ok: string) {
  const tooltip = page.getByRole('tooltip').filter({ has: page.getByRole('button', { name: ok }) });
  const button = tooltip.getByRole('button', { name: ok });
  for (let attempt = 0; attempt < 3; attempt++) {
    // A retry clicks only a button still there and idle; a click that was taken may leave the
    // pop-up open a while (its OK spins while the request runs, then it fades out).
    const clicked = await button.click({ timeout: attempt === 0 ? undefined : 2000 }).then(
      () => true,
      () => false,
    );
    if (!clicked && attempt > 0) break;
    try {
      await expect(tooltip).toBeHidden({ timeout: 2000 });
      return;
    } catch {
      // still open: the click was lost, or the confirmation is still being sent
      if ((await button.getAttribute('class').catch(() => ''))?.includes('ant-btn-loading')) break;
    }
  }
  await expect(tooltip).toBeHidden({ timeout: 30_000 });
}

/**
 * Starts collecting the page's Content-Security-Policy violations (console errors); call before
 * the page under test is opened and pass the result to {@link expectPdfPreview}.
 */
export function watchCspViolations(page: Page): string[] {
  const violations: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' && /Content Security Policy/i.test(m.text())) violations.push(m.text());
  });
  return violations;
}

/**
 * The document's PDF preview shows the PDF: its frame loaded the PDF's object URL (a frame the CSP
 * refuses is Chromium's error page instead) and Chromium's PDF viewer (its built-in extension's
 * page) runs inside that frame; no CSP violation.
 */
export async function expectPdfPreview(page: Page, violations: string[]) {
  const frame = page.getByTestId('pdf-viewer');
  await expect(frame).toBeVisible();
  await expect
    .poll(async () => (await frame.elementHandle())?.contentFrame().then((f) => f?.url() ?? ''))
    .toMatch(/^blob:/);
  const inPreview = (f: Frame | null): boolean => !!f && (f.url().startsWith('blob:') || inPreview(f.parentFrame()));
  await expect
    .poll(() =>
      page
        .frames()
        .some((f) => /^chrome-extension:\/\/[a-z]+\/index\.html/.test(f.url()) && inPreview(f.parentFrame())),
    )
    .toBe(true);
  expect(violations).toEqual([]);
}

/**
 * The previous reading the meter form shows under its first field ("Не ниже предыдущего: 1 234,5 м³",
 * ru locale), as a number of m³. Fails the test when no such hint is on the page.
 */
export async function previousReading(page: Page): Promise<number> {
  const hint = await page
    .getByText(/Не ниже предыдущего:/)
    .first()
    .textContent();
  return Number(
    hint!
      .replace(/^.*:\s*/, '')
      .replace(/\s*м³.*$/, '')
      .replace(/\s/g, '')
      .replace(',', '.'),
  );
}

/**
 * A new person signed in through the mobile app (an Android device), named: the API headers of that
 * session in `lang` (the app signs documents, docs/rules.md R11.3).
 */
export async function appPerson(
  request: APIRequestContext,
  lang: 'ru' | 'en',
  who: { surname: string; name: string },
): Promise<{ phone: string; headers: Record<string, string> }> {
  const phone = uniquePhone();
  const headers = {
    company: '1',
    devicelocale: lang,
    authorization: `Bearer ${await apiLogin(request, phone, { device: { type: 'android', token: `fcm-${phone}` } })}`,
  };
  expect((await request.put('/api/app/v1/profile', { headers, data: who })).ok()).toBe(true);
  return { phone, headers };
}

/**
 * Books, through the API as `headers`' session, a free apartment (one of the first 50 the search
 * offers) for one adult from `checkIn` to `checkOut` (YYYY-MM-DD) on rate plan `tariffId`, paid
 * by an individual `contact`; expects 201 and resolves to the booking's id.
 */
export async function bookFreeApartment(
  request: APIRequestContext,
  headers: Record<string, string>,
  stay: { checkIn: string; checkOut: string; tariffId: number },
  contact: { surname: string; name: string; phone: string; email?: string },
): Promise<number> {
  const { checkIn, checkOut, tariffId } = stay;
  const free = await request.get(
    `/api/app/v1/objects?kind=apartment&checkIn=${checkIn}&checkOut=${checkOut}&adults=1&_end=50`,
    { headers },
  );
  const ids = ((await free.json()).data.data as { id: number }[]).map((o) => o.id);
  const booked = await request.post('/api/app/v1/bookings', {
    headers,
    data: {
      objectIds: [ids[randomInt(0, ids.length)]],
      checkIn,
      checkOut,
      guests: { adults: 1, children: [] },
      tariffId,
      policyConsent: true,
      payerType: 'individual',
      contact,
    },
  });
  expect(booked.status(), await booked.text()).toBe(201);
  return (await booked.json()).data.id as number;
}
