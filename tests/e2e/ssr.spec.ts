/**
 * Server rendering of the public pages (docs/architecture.md § Server rendering, docs/rules.md
 * R6.4): the HTML carries the page, its styles and its data; the browser hydrates the server's
 * DOM instead of drawing it again; the page is readable without JavaScript; unknown paths
 * answer 404 with the site's header and footer, while client routes of the SPA answer 200.
 */
import { expect, test } from './test';
import { pickOption } from './helpers';

test('the landing arrives rendered, styled and with its data, in the cookie language', async ({ request }) => {
  const ru = await request.get('/');
  expect(ru.status()).toBe(200);
  const html = await ru.text();
  expect(html).toContain('<h1>Ваш дом в Екатеринбурге</h1>');
  expect(html).toContain('<style id="app-css">');
  // The landing draws no antd component, so it carries no antd styles at all.
  expect(html).not.toContain('id="antd-css"');
  // A page that does carries them as one sheet whose last rule is cssinjs's cache-path map, and no
  // marked map element: the browser's cssinjs takes them as a stylesheet's (neither recomputes nor inserts them).
  const contacts = await (await request.get('/contacts')).text();
  expect(contacts).toMatch(/<style id="antd-css">[^<]*\.data-ant-cssinjs-cache-path\{content:"[^"]+";\}<\/style>/);
  expect(contacts).not.toContain('data-css-hash=');
  expect(contacts).not.toMatch(/<style[^>]*data-ant-cssinjs-cache-path/);
  expect(html).toContain('id="ssr-data"');
  expect(html).not.toContain('cookie-banner"');
  const en = await request.get('/', { headers: { cookie: 'lang=en' } });
  expect(await en.text()).toContain('<h1>Your home in Yekaterinburg</h1>');
  expect(await en.text()).toContain('<html lang="en"');
});

test('unknown paths answer 404 with the 404 page; SPA client routes answer 200', async ({ request }) => {
  const missing = await request.get('/no-such-page');
  expect(missing.status()).toBe(404);
  expect(await missing.text()).toContain('Страница не найдена');
  expect((await request.get('/news/no-such-item')).status()).toBe(404);
  for (const path of ['/login', '/objects/1', '/dashboard', '/bookings']) {
    expect((await request.get(path)).status(), path).toBe(200);
  }
});

test('hydration keeps the server DOM and logs no hydration error', async ({ page }) => {
  const messages: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') messages.push(m.text());
  });
  let mark!: () => void;
  const marked = new Promise<void>((r) => (mark = r));
  await page.route('**/*.js', async (route) => {
    // Hold the scripts until the server's <h1> is marked, so the mark is set before hydration.
    await marked;
    await route.continue();
  });
  await page.goto('/', { waitUntil: 'commit' });
  await page.waitForSelector('h1');
  await page.evaluate(() => document.querySelector('h1')!.setAttribute('data-ssr-mark', '1'));
  mark();
  // Hydrated: the header's buttons respond (the call-back modal opens through the router).
  await page.waitForLoadState('networkidle');
  await page.getByRole('button', { name: 'Обратный звонок' }).click();
  await expect(page).toHaveURL(/\?m=callback/);
  await expect(page.locator('h1[data-ssr-mark="1"]')).toHaveCount(1);
  expect(messages.filter((m) => /hydrat|did not match|server rendered/i.test(m))).toEqual([]);
});

/** `YYYY-MM-DD` of today + `days` (UTC). */
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

test('the hero searches apartments by dates and guests; the header opens apartments', async ({ page }) => {
  await page.goto('/');
  await page.waitForLoadState('networkidle'); // hydrated: the form checks the dates itself
  const search = page.getByRole('search', { name: 'Поиск апартаментов' });
  await search.getByLabel('Заезд').fill(inDays(20));
  await search.getByLabel('Выезд').fill(inDays(18));
  await search.getByLabel('Гостей').fill('3');
  await search.getByRole('button', { name: 'Найти апартаменты' }).click();
  await expect(page).toHaveURL(/\/$/); // check-out before check-in: stays, the field says why
  await search.getByLabel('Выезд').fill(inDays(23));
  await search.getByRole('button', { name: 'Найти апартаменты' }).click();
  await expect(page).toHaveURL(
    new RegExp(`/objects\\?kind=apartment&checkIn=${inDays(20)}&checkOut=${inDays(23)}&adults=3$`),
  );
  await expect(page.getByTestId('object-card').first()).toBeVisible();
  await page.getByRole('navigation', { name: 'Меню' }).getByRole('link', { name: 'Апартаменты' }).click();
  await expect(page).toHaveURL(/\/objects\?kind=apartment$/);
});

/** `DD.MM.YYYY` of a `YYYY-MM-DD` date, as the date fields show it (docs/rules.md R8.2). */
const shown = (iso: string) => iso.split('-').reverse().join('.');

test('the search arrives rendered for its query, and hydrates without a mismatch', async ({ page, request }) => {
  const [checkIn, checkOut] = [inDays(40), inDays(43)];
  const url = `/objects?checkOut=${checkOut}&kind=apartment&checkIn=${checkIn}&adults=2&junk=1`;
  const html = await (await request.get(url)).text();
  // The results for these dates and the chosen filters are in the HTML, priced for the stay.
  expect(html).toContain('data-testid="object-card"');
  expect(html).toContain(`value="${shown(checkIn)}"`);
  expect(html).toMatch(/за 3 ночи/);
  const messages: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') messages.push(m.text());
  });
  await page.goto(url);
  await expect(page.getByPlaceholder('Заезд')).toHaveValue(shown(checkIn));
  await page.waitForFunction(() => document.documentElement.dataset.interactive !== undefined);
  // Hydrated from the page's sheet: antd's cssinjs inserted none of the styles again.
  expect(await page.locator('style[data-css-hash]').count()).toBe(0);
  const first = await page.getByTestId('object-card').first().textContent();
  // Hydrated: sorting changes the address and the results without a reload.
  await page.locator('.ant-select[aria-label="Сортировка"]').click();
  await pickOption(page, page.locator('.ant-select-item-option', { hasText: 'Сначала дороже' }));
  await expect(page).toHaveURL(/sort=price_desc/);
  await expect(page.getByTestId('object-card').first()).not.toHaveText(first!);
  expect(messages.filter((m) => /hydrat|did not match|server rendered/i.test(m))).toEqual([]);
});

/** Whether the island `name` of the page has a React root yet (React marks its container). */
const hydrated = (page: import('@playwright/test').Page, name: string) =>
  page
    .locator(`[data-island="${name}"]`)
    .first()
    .evaluate((el) => Object.keys(el).some((k) => k.startsWith('__reactContainer')));

test('the search’s results and toolbar hydrate only when touched; a touch still works (issue 41 item 1)', async ({
  page,
}) => {
  await page.goto('/objects');
  // The filters are what a visitor touches first: hydrated with the page. The results and the
  // toolbar stay the server's HTML, so their render is not paid by a visitor who only reads.
  expect(await hydrated(page, 'search-filters')).toBe(true);
  expect(await hydrated(page, 'search-results')).toBe(false);
  expect(await hydrated(page, 'search-toolbar')).toBe(false);
  const first = await page.getByTestId('object-card').first().textContent();
  // The pager is not a link: its click is replayed by React on the island it hydrates.
  await page.locator('[data-island="search-results"] .ant-pagination-item-2').click();
  await expect(page).toHaveURL(/page=2/);
  await expect(page.getByTestId('object-card').first()).not.toHaveText(first!);
  expect(await hydrated(page, 'search-results')).toBe(true);
});

test('an object page’s photos and calendar hydrate when touched; the booking card with the page', async ({ page }) => {
  await page.goto('/objects/1');
  expect(await hydrated(page, 'object-booking')).toBe(true);
  expect(await hydrated(page, 'object-gallery')).toBe(false);
  expect(await hydrated(page, 'object-calendar')).toBe(false);
});

test.describe('a first visit', () => {
  test.use({ storageState: { cookies: [], origins: [] } });
  test('the cookie banner is drawn in the site font, not the browser serif', async ({ page }) => {
    await page.goto('/contacts');
    const text = page.locator('.cookie-banner p').first();
    await expect(text).toBeVisible();
    const font = await text.evaluate((el) => getComputedStyle(el).fontFamily);
    expect(font).toMatch(/sans-serif$/);
    expect(font).not.toMatch(/^"?Times/);
  });
});

test.describe('a first visit on a phone', () => {
  test.use({ storageState: { cookies: [], origins: [] }, viewport: { width: 390, height: 844 } });
  test('contacts stack in one column, and the cookie banner stays compact @phone', async ({ page }) => {
    await page.goto('/contacts');
    const ask = page.getByRole('link', { name: 'Задать вопрос' });
    const requisites = page.getByRole('heading', { name: 'Реквизиты' });
    // One column: the legal details come below the contacts, the full width of the screen.
    expect((await requisites.boundingBox())!.y).toBeGreaterThan((await ask.boundingBox())!.y);
    expect((await page.locator('.contacts-grid .ant-descriptions').boundingBox())!.width).toBeGreaterThan(300);
    // The banner covers at most a fifth of the screen.
    const banner = (await page.locator('.cookie-banner').boundingBox())!;
    expect(banner.height).toBeLessThan(844 / 5);
    await page.getByRole('button', { name: 'Принять все' }).click();
    await expect(page.locator('.cookie-banner')).toHaveCount(0);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('the news page and the site header and footer are readable', async ({ page }) => {
    await page.goto('/news');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('main').getByRole('heading', { level: 2 }).first()).toBeVisible();
    await expect(page.getByRole('contentinfo')).toContainText('hello@grand-kvartal.example');
    // Styled: antd's button styles are inlined.
    const bg = await page.getByRole('link', { name: 'Войти' }).evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(bg).toBe('rgb(31, 95, 139)');
  });

  test('the hero search is a plain form that leads to the search with its filters', async ({ page }) => {
    await page.goto('/');
    const search = page.getByRole('search', { name: 'Поиск апартаментов' });
    await search.getByLabel('Заезд').fill(inDays(20));
    await search.getByLabel('Выезд').fill(inDays(22));
    await search.getByRole('button', { name: 'Найти апартаменты' }).click();
    await expect(page).toHaveURL(
      new RegExp(`/objects\\?kind=apartment&checkIn=${inDays(20)}&checkOut=${inDays(22)}&adults=2$`),
    );
    // The search itself is rendered by the server: its results are readable without JavaScript.
    await expect(page.getByTestId('object-card').first()).toBeVisible();
    await expect(page.getByTestId('object-card').first()).toContainText('за 2 ночи');
  });
});
