/** Issue #5: user info, profile, phone change, role change, notifications with the counter, push worker, account deletion. */
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './test';
import { enterCode, loginViaUi, requestCode, uniquePhone } from './helpers';

const fmt = (p: string) => `+7 (${p.slice(2, 5)}) ${p.slice(5, 8)}-${p.slice(8, 10)}-${p.slice(10, 12)}`;

/** Waits for a code newer than the `before` outbox entries for `phone`. */
async function newCode(request: APIRequestContext, phone: string, before: number): Promise<string> {
  let code = '';
  await expect
    .poll(async () => {
      const body = (await (await request.get(`/api/dev/sms-outbox?phone=${encodeURIComponent(phone)}`)).json()) as {
        data: { code: string }[];
      };
      code = body.data.length > before ? body.data[0].code : '';
      return code;
    })
    .not.toBe('');
  return code;
}
const outboxCount = async (request: APIRequestContext, phone: string) =>
  ((await (await request.get(`/api/dev/sms-outbox?phone=${encodeURIComponent(phone)}`)).json()) as { data: unknown[] })
    .data.length;

/** A new user through /login and /user-info; returns the phone. */
async function newUser(page: Page, request: APIRequestContext, name = 'Ольга', opts: { owner?: boolean } = {}) {
  await page.goto('/login');
  const phone = await loginViaUi(page, request, uniquePhone(), opts);
  await expect(page).toHaveURL(/\/user-info/);
  await page.getByLabel('Имя', { exact: true }).fill(name);
  await page.getByRole('button', { name: 'Продолжить' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  return phone;
}

test('a first login asks for surname, name, patronymic and e-mail; the profile shows them @phone', async ({
  page,
  request,
}) => {
  await page.goto('/login');
  const phone = await loginViaUi(page, request);
  await expect(page).toHaveURL(/\/user-info/);
  // Issue 14 item 18: a user without a name is shown by the formatted phone, not "+7999…".
  await expect(page.getByTestId('account-name')).toHaveText(fmt(phone));
  await page.getByLabel('Фамилия').fill('Соколова');
  await page.getByLabel('Имя', { exact: true }).fill('Анна');
  await page.getByLabel('Отчество').fill('Павловна');
  await page.getByLabel('Эл. почта').fill('anna@example.com');
  await page.getByRole('button', { name: 'Продолжить' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByTestId('account-name')).toHaveText('Анна Соколова');
  await page.goto('/profile');
  await expect(page.getByLabel('Фамилия')).toHaveValue('Соколова');
  await expect(page.getByLabel('Отчество')).toHaveValue('Павловна');
  await expect(page.getByLabel('Эл. почта')).toHaveValue('anna@example.com');
  await expect(page.getByLabel('Физическое лицо')).toBeChecked();
});

test('editing the profile says "Saved!", and "Error while saving" when the save fails', async ({ page, request }) => {
  await newUser(page, request);
  await page.getByRole('menuitem', { name: 'Профиль' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  // The router keeps the previous page (here /user-info's own name field) until the profile's code
  // has loaded: wait for the profile itself before typing.
  await expect(page.getByTestId('profile-phone')).toBeVisible();
  await page.getByLabel('Имя', { exact: true }).fill('Мария');
  await page.getByLabel('Фамилия').fill('Орлова');
  await page.getByLabel('Юридическое лицо').check();
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page.getByText('Сохранено!').first()).toBeVisible();
  await expect(page.getByTestId('account-name')).toHaveText('Мария Орлова');
  await page.reload();
  await expect(page.getByLabel('Юридическое лицо')).toBeChecked();

  await page.route('**/api/app/v1/profile', (route) =>
    route.request().method() === 'PUT'
      ? route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: JSON.stringify({ message: 'Server error' }),
        })
      : route.continue(),
  );
  await page.getByLabel('Имя', { exact: true }).fill('Мария-Луиза');
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page.getByText('Ошибка при сохранении').first()).toBeVisible();
  await expect(page.getByLabel('Имя', { exact: true })).toHaveValue('Мария-Луиза');
});

test('switching to English on /profile redraws the form and the sider at once', async ({ page, request }) => {
  await newUser(page, request, 'Вера');
  await page.goto('/profile');
  await expect(page.getByTestId('profile-phone')).toBeVisible();
  await expect(page.getByLabel('Фамилия')).toBeVisible();
  await page.getByRole('radiogroup').getByText('EN', { exact: true }).click();
  // Without a navigation: the form's labels, its button and the sider are in English.
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByLabel('Surname')).toBeVisible();
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Вера');
  await expect(page.getByRole('button', { name: 'Save' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Profile' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Профиль' })).toHaveCount(0);
});

test('the contact phone changes only with the code sent to the new number', async ({ page, request }) => {
  const oldPhone = await newUser(page, request);
  const newPhone = uniquePhone();
  await page.goto('/profile');
  await expect(page.getByTestId('profile-phone')).toHaveText(fmt(oldPhone));
  await page.getByRole('button', { name: 'Изменить номер' }).click();
  await page.getByLabel('Новый номер телефона').fill(newPhone.slice(2));
  await page.getByRole('button', { name: 'Получить код' }).click();
  await expect(page.getByText(`Мы отправили код на номер ${fmt(newPhone)}`)).toBeVisible();
  const code = await newCode(request, newPhone, 0);
  await page.getByLabel('Код', { exact: true }).fill(code === '000000' ? '111111' : '000000');
  await page.getByRole('button', { name: 'Подтвердить' }).click();
  await expect(page.getByText('Неверный код')).toBeVisible();
  await page.getByLabel('Код', { exact: true }).fill(code);
  await page.getByRole('button', { name: 'Подтвердить' }).click();
  await expect(page.getByText('Номер телефона изменён')).toBeVisible();
  await expect(page.getByTestId('profile-phone')).toHaveText(fmt(newPhone));
  await page.reload();
  await expect(page.getByTestId('profile-phone')).toHaveText(fmt(newPhone));
});

test('a guest-and-owner switches roles on /profile; the header changes at once', async ({ page, request }) => {
  test.slow(); // two logins
  await newUser(page, request, 'Пётр', { owner: true });
  await expect(page.getByTestId('account-role')).toHaveText('Собственник');
  await page.goto('/profile');
  await expect(page.getByTestId('profile-role')).toHaveText('Собственник');
  // Typed and not yet saved: it survives the re-check of the login that the switch makes.
  await page.getByLabel('Отчество').fill('Ильич');
  await page.getByRole('button', { name: 'Перейти в роль «Гость / арендатор»' }).click();
  await expect(page.getByTestId('account-role')).toHaveText('Гость / арендатор');
  await expect(page.getByTestId('profile-role')).toHaveText('Гость / арендатор');
  await expect(page.getByLabel('Отчество')).toHaveValue('Ильич');
  await page.reload();
  await expect(page.getByTestId('account-role')).toHaveText('Гость / арендатор');
  await page.getByRole('button', { name: 'Перейти в роль «Собственник»' }).click();
  await expect(page.getByTestId('account-role')).toHaveText('Собственник');

  // A guest only is not offered the switch.
  await page.context().clearCookies();
  await newUser(page, request, 'Гость');
  await page.goto('/profile');
  await expect(page.getByRole('button', { name: /Перейти в роль/ })).toHaveCount(0);
  await expect(page.getByText('Я собственник недвижимости', { exact: false })).toBeVisible();
});

test.describe('with the site’s service worker', () => {
  // playwright.config.ts blocks service workers; these two tests check the registered one.
  test.use({ serviceWorkers: 'allow' });

  test('notifications: list unread first, detail marks read, the header counter follows; the push worker is registered @phone', async ({
    page,
    request,
  }) => {
    const logs: string[] = [];
    page.on('console', (m) => logs.push(m.text()));
    const phone = await newUser(page, request);
    for (const [title, body] of [
      ['Счёт за ноябрь', 'Оплатите счёт до 25 ноября.'],
      ['Бронирование подтверждено', 'Ждём вас 1 декабря.'],
    ]) {
      expect((await request.post('/api/dev/notify', { data: { phone, title, body } })).ok()).toBe(true);
    }
    await page.goto('/dashboard');
    await expect(page.getByTestId('unread-count')).toHaveAttribute('data-count', '2');
    await page.getByTestId('notifications-bell').click();
    await expect(page).toHaveURL(/\/notifications/);
    await expect(page.getByRole('heading', { name: 'Уведомления', level: 1 })).toBeVisible();
    const items = page.getByTestId('notification-item');
    await expect(items).toHaveCount(2);
    await expect(items.first()).toContainText('Бронирование подтверждено');
    await items.first().getByRole('link').click();
    await expect(page).toHaveURL(/\/notifications\/\d+$/);
    await expect(page.getByTestId('notification-title')).toHaveText('Бронирование подтверждено');
    await expect(page.getByText('Ждём вас 1 декабря.')).toBeVisible();
    await expect(page.getByTestId('unread-count')).toHaveAttribute('data-count', '1');
    await page.getByRole('button', { name: 'Все уведомления' }).click();
    await expect(items.first()).toContainText('Счёт за ноябрь');
    await expect(items.first()).toHaveAttribute('data-read', 'false');
    await expect(items.nth(1)).toHaveAttribute('data-read', 'true');

    // Another user's notification is not found.
    await page.goto('/notifications/1');
    await expect(page.locator('.ant-result-title')).toHaveText('Уведомление не найдено');

    // Push: the site's one worker is registered at the root; without Firebase config push is off and says so.
    const sw = await page.evaluate(async () => {
      const r = await navigator.serviceWorker.getRegistration('/');
      return r ? { scope: r.scope, script: (r.active ?? r.installing ?? r.waiting)?.scriptURL ?? '' } : null;
    });
    expect(sw?.scope).toMatch(/\/$/);
    expect(sw?.script).toMatch(/\/sw\.js$/);
    await page.goto('/notifications');
    await expect(page.getByTestId('browser-push-state')).toHaveText(
      'Уведомления в браузере на сайте пока не настроены.',
    );
    expect(logs.some((l) => /Push notifications are off/.test(l))).toBe(true);
  });

  test("the landing loads no Firebase; the only worker it may register is the site's one /sw.js", async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(r.url());
    });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    const bodies = await Promise.all(scripts.map(async (u) => (await page.request.get(u)).text()));
    expect(bodies.some((b) => b.includes('firebase-messaging-sw.js') || b.includes('fcmregistrations'))).toBe(false);
    const workers = await page.evaluate(async () =>
      (await navigator.serviceWorker.getRegistrations()).map(
        (r) => (r.active ?? r.installing ?? r.waiting)?.scriptURL ?? '',
      ),
    );
    for (const url of workers) expect(url).toMatch(/\/sw\.js$/);
  });
});

test('deleting the account needs the SMS code, ends the session, and the phone then starts an empty account', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000); // the server allows one login code a minute per phone, and this test logs in twice
  const phone = await newUser(page, request, 'Удаляемый');
  const firstCodeAt = Date.now();
  expect(
    (await request.post('/api/dev/notify', { data: { phone, title: 'Старое уведомление', body: 'Текст' } })).ok(),
  ).toBe(true);
  const token = (await page.context().cookies()).find((c) => c.name === 'user-token')!.value;
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Удалить аккаунт' }).click();
  await expect(page).toHaveURL(/\/delete-account$/);
  const consequences = page.getByTestId('delete-consequences');
  await expect(consequences).toContainText('Данные профиля — имя, телефон и e-mail — удаляются сразу.');
  await expect(consequences).toContainText(
    'Бронирования, заявки, отзывы, документы, счета и платежи хранятся до шести месяцев',
  );
  await expect(consequences).toContainText('Восстановить аккаунт можно только через менеджера.');
  const before = await outboxCount(request, phone);
  await page.getByRole('button', { name: 'Отправить код подтверждения' }).click();
  await expect(page.getByText(`Мы отправили код на номер ${fmt(phone)}`)).toBeVisible();
  const code = await newCode(request, phone, before);
  await page.getByLabel('Код из SMS').fill(code === '000000' ? '111111' : '000000');
  await page.getByRole('button', { name: 'Удалить аккаунт' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Удалить' }).click();
  await expect(page.getByText('Неверный код')).toBeVisible();
  await expect(page.getByRole('dialog')).toBeHidden();
  await page.getByLabel('Код из SMS').fill(code);
  await expect(page.getByLabel('Код из SMS')).toHaveValue(code);
  await page.getByRole('button', { name: 'Удалить аккаунт' }).click();
  await expect(page.getByRole('dialog')).toContainText('Удалить аккаунт безвозвратно?');
  await page.getByRole('dialog').getByRole('button', { name: 'Удалить' }).click();
  await expect(page.getByText('Ваш аккаунт удалён')).toBeVisible();
  // Issue 14 item 21: the result is in the public layout; the deleted user's name is gone.
  await expect(page).toHaveURL(/\/account-deleted$/);
  await expect(page.getByTestId('account-name')).toHaveCount(0);
  await expect(page.getByText('Удаляемый')).toHaveCount(0);
  await page.getByRole('link', { name: 'На главную' }).click();
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);

  // The old session no longer works.
  const me = await request.get('/api/app/v1/auth/me', { headers: { company: '1', authorization: `Bearer ${token}` } });
  expect(me.status()).toBe(401);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/need-login/);

  // A new login with the same phone finds a new, empty account.
  const resendMs = (Number(process.env.E2E_RESEND_SECONDS ?? 60) + 1) * 1000;
  await page.waitForTimeout(Math.max(0, resendMs - (Date.now() - firstCodeAt)));
  await page.goto('/login');
  const sent = await outboxCount(request, phone);
  await requestCode(page, phone);
  await enterCode(page, await newCode(request, phone, sent));
  await expect(page).toHaveURL(/\/user-info/);
  await expect(page.getByLabel('Имя', { exact: true })).toHaveValue('');
  await page.getByLabel('Имя', { exact: true }).fill('Новый');
  await page.getByRole('button', { name: 'Продолжить' }).click();
  await page.goto('/notifications');
  await expect(page.getByText('Уведомлений пока нет')).toBeVisible();
  await expect(page.getByTestId('unread-count')).toHaveAttribute('data-count', '0');
});
