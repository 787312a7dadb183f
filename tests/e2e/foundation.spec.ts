/** Issue #2: the app shell, languages, 404, redirects, modals, login and the transport headers. */
import { expect, test } from './test';
import { codeFromOutbox, enterCode, gotoHydrated, loginViaUi, requestCode, uniquePhone } from './helpers';

test('the landing opens in Russian with its title, description and keywords @phone', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Ваш дом в Екатеринбурге');
  await expect(page).toHaveTitle('Апарт-отель в Екатеринбурге');
  await expect(page.locator('meta[name="keywords"]')).toHaveAttribute('content', /апарт-отель/);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    'content',
    'Посуточная и долгосрочная аренда апартаментов',
  );
  await expect(page.getByRole('heading', { name: 'Корпус «Исеть»' })).toBeVisible();
});

test('switching to English survives a reload and sets <html lang="en">', async ({ page }) => {
  await page.goto('/');
  await page.getByText('EN', { exact: true }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Your home in Yekaterinburg');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Your home in Yekaterinburg');
  await expect(page.getByRole('heading', { name: 'Iset Building' })).toBeVisible();
  await expect(page).toHaveTitle('Apart-hotel in Yekaterinburg');
});

test('an unknown path answers 404 with the 404 page in the site layout: a link home, a phone and an e-mail', async ({
  page,
}) => {
  const res = await page.goto('/no-such-page');
  expect(res?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Страница не найдена' })).toBeVisible();
  // The site's header and footer stay (docs/rules.md R6.4).
  await expect(page.getByRole('banner').getByRole('link', { name: 'Новости' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toContainText('hello@grand-kvartal.example');
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: /\+7 \(343\) 200-00-51/ })).toHaveAttribute('href', 'tel:+73432000051');
  await expect(main.getByRole('link', { name: /hello@grand-kvartal\.example/ })).toBeVisible();
  await page.getByRole('link', { name: 'На главную' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('/index.php, /index.html and /index.htm land on /', async ({ page }) => {
  for (const path of ['/index.php', '/index.html', '/index.htm']) {
    await page.goto(path);
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  }
});

test('keywords meta is removed on a route without keywords and set again on /', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('meta[name="keywords"]')).toHaveCount(1);
  await page.getByRole('link', { name: 'Войти' }).click();
  await expect(page).toHaveURL(/\/login/);
  await expect(page.locator('meta[name="keywords"]')).toHaveCount(0);
  await page.goBack();
  await expect(page.locator('meta[name="keywords"]')).toHaveCount(1);
});

test('?m= opens a modal; closing it removes the parameter and goes back', async ({ page }) => {
  const idx = () => page.evaluate(() => (window.history.state as { idx?: number } | null)?.idx ?? -1);
  const closeX = () =>
    page
      .getByRole('dialog')
      .getByRole('button', { name: /Close|Закрыть/ })
      .first()
      .click();

  // Opening clears `acs`; closing removes `m`.
  await gotoHydrated(page, '/?acs=1');
  await page.getByRole('button', { name: 'Обратный звонок' }).click();
  await expect(page).toHaveURL(/\?m=callback$/);
  await expect(page.getByRole('dialog')).toContainText('Обратный звонок');
  await closeX();
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(page).not.toHaveURL(/m=callback/);

  // Opened in-app from the same address: closing goes back in history.
  await gotoHydrated(page, '/');
  const before = await idx();
  await page.getByRole('button', { name: 'Обратный звонок' }).click();
  await expect(page).toHaveURL(/\?m=callback$/);
  expect(await idx()).toBe(before + 1);
  await closeX();
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  expect(await idx()).toBe(before);

  // Opened by a link: closing replaces the address.
  await page.goto('/?m=callback');
  await expect(page.getByRole('dialog')).toBeVisible();
  await closeX();
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
});

test('the call-back modal validates and sends a request', async ({ page }) => {
  await page.goto('/?m=callback');
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Жду звонка' }).click();
  await expect(dialog.getByText('Обязательное поле').first()).toBeVisible();
  await dialog.getByLabel('Имя').fill('Анна');
  await dialog.getByLabel('Телефон').fill('123');
  await dialog.getByRole('button', { name: 'Жду звонка' }).click();
  await expect(dialog.getByText(/Введите российский номер/)).toBeVisible();
  await dialog.getByLabel('Телефон').fill('9123456789');
  await expect(dialog.getByLabel('Телефон')).toHaveValue('+7 (912) 345-67-89');
  await dialog.getByText('18:00–21:00').click();
  // Issue 14 item 16: the personal-data consent is asked here too.
  await expect(dialog.getByText('Необходимо согласие с политикой обработки персональных данных')).toBeVisible();
  await dialog.getByRole('checkbox', { name: /^Я согласен с политикой обработки персональных данных/ }).check();
  await dialog.getByRole('button', { name: 'Жду звонка' }).click();
  await expect(dialog.getByText('Заявка принята — мы перезвоним')).toBeVisible();
  // Issue 14 item 12: focus stays in the dialog, so Escape closes it and ?m= leaves the address.
  await expect(dialog.getByRole('button', { name: 'Закрыть' }).last()).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page).not.toHaveURL(/m=callback/);
});

test('a visitor going to /dashboard logs in by SMS and lands on /dashboard @phone', async ({ page, request }) => {
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/need-login\?to=%2Fdashboard/);
  await expect(page.getByRole('heading', { name: 'Войдите, чтобы продолжить' })).toBeVisible();
  await page.getByRole('button', { name: 'Войти или зарегистрироваться' }).click();
  await expect(page).toHaveURL(/\/login\?to=%2Fdashboard/);
  await loginViaUi(page, request);
  // A first login without a name asks for it first.
  await expect(page).toHaveURL(/\/user-info/);
  await page.getByLabel('Имя', { exact: true }).fill('Ольга');
  await page.getByRole('button', { name: 'Продолжить' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Здравствуйте, Ольга!' })).toBeVisible();
});

test('a known user lands straight on the page they asked for', async ({ page, request, world }) => {
  await page.goto('/login?to=%2Fdashboard');
  // The worker's tenant (./world.ts): the demo tenant's name, a phone no other worker logs in.
  await loginViaUi(page, request, world.people.tenant.phone);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Здравствуйте, Иван!' })).toBeVisible();
  await expect(page.getByTestId('account-role')).toHaveText('Гость / арендатор');
});

test('"I am the owner" makes a new user\'s session an owner\'s, with no data until the MC verifies a room', async ({
  page,
  request,
}) => {
  await page.goto('/login');
  // A new owner: the demo owner (-02) has verified rooms, which its dashboard lists (tests/e2e/owner-agent.spec.ts).
  await loginViaUi(page, request, uniquePhone(), { owner: true });
  // A new user is asked for a name first (/user-info); the dashboard is the next page.
  await expect(page).toHaveURL(/\/user-info$/);
  await page.getByRole('textbox', { name: 'Имя', exact: true }).fill('Олег');
  await page.getByRole('button', { name: 'Продолжить' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByTestId('account-role')).toHaveText('Собственник');
  // docs/rules.md R3.6: the owner's menu has no data resources yet; the dashboard says where rooms come from.
  await expect(page.getByTestId('dashboard-role-empty')).toContainText('когда управляющая компания проверит');
  const sider = page.getByRole('complementary');
  await expect(sider.getByRole('link', { name: 'Главная' })).toBeVisible();
  await expect(sider.getByRole('link', { name: 'Профиль' })).toBeVisible();
  await expect(sider.getByRole('link', { name: 'Бронирования' })).toHaveCount(0);
});

test('a wrong code shows "Incorrect code"', async ({ page, request }) => {
  const phone = uniquePhone();
  await page.goto('/login');
  await requestCode(page, phone);
  const code = await codeFromOutbox(request, phone);
  const wrong = code === '000000' ? '111111' : '000000';
  await enterCode(page, wrong);
  await expect(page.getByRole('alert').filter({ hasText: 'Неверный код' }).first()).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
});

test('a wrong code shows "Incorrect code" in English', async ({ page, request, context }) => {
  await context.addCookies([{ name: 'lang', value: 'en', url: test.info().project.use.baseURL! }]);
  const phone = uniquePhone();
  await page.goto('/login');
  await requestCode(page, phone);
  await codeFromOutbox(request, phone);
  await enterCode(page, '000001');
  await expect(page.getByRole('alert').filter({ hasText: 'Incorrect code' }).first()).toBeVisible();
});

test('the SPA sends the R1.2 headers on its requests', async ({ page, request, context }) => {
  const seen: Record<string, string>[] = [];
  page.on('request', (r) => {
    // The live-event stream is opened by the browser's EventSource, which sends no headers of ours:
    // its single-use ticket is its key (docs/rules.md R23.10).
    if (r.url().includes('/api/app/v1/') && !/\/api\/app\/v1\/events\?/.test(r.url()))
      seen.push({ ...r.headers(), method: r.method(), body: r.postData() ?? '' });
  });
  await context.addCookies([{ name: 'XSRF-TOKEN', value: 'xsrf-123', url: test.info().project.use.baseURL! }]);
  await page.goto('/login?to=%2Fdashboard');
  await loginViaUi(page, request);
  await expect(page).toHaveURL(/\/user-info/);
  await page.getByLabel('Имя', { exact: true }).fill('Пётр');
  await page.getByRole('button', { name: 'Продолжить' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  expect(seen.length).toBeGreaterThan(2);
  for (const h of seen) {
    expect(h['company']).toBe('1');
    expect(h['devicelocale']).toBe('ru');
    // A request with a body says it is JSON (the live events' ticket is asked with none).
    if (h.method !== 'GET' && h.body) expect(h['content-type']).toContain('application/json');
    expect(h['x-xsrf-token']).toBe('xsrf-123');
  }
  expect(seen.filter((h) => h.method !== 'GET').length).toBeGreaterThan(1);
  const authed = seen.filter((h) => h['authorization']);
  expect(authed.length).toBeGreaterThan(0);
  expect(authed[0]['authorization']).toMatch(/^Bearer [\w-]{40,}$/);
  // `auth-token` replaces `user-token`.
  await context.addCookies([{ name: 'auth-token', value: 'override-token', url: test.info().project.use.baseURL! }]);
  seen.length = 0;
  await page.goto('/dashboard');
  await expect.poll(() => seen.some((h) => h['authorization'] === 'Bearer override-token')).toBe(true);
});

test('logging out ends the session: the account asks to log in again (an agent logs in as an agent)', async ({
  page,
  request,
  world,
}) => {
  await page.goto('/login?to=%2Fdashboard');
  // The worker's agent: this login is a session of its own, which the logout ends.
  await loginViaUi(page, request, world.people.agent.phone);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByTestId('account-role')).toHaveText('Агент');
  await page.getByText('Выйти', { exact: true }).click();
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/need-login\?to=%2Fdashboard/);
});
