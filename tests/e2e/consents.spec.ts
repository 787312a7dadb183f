/**
 * Consents as documents (docs/rules.md R21.1–R21.4) as a person sees them: the call-back form refuses
 * to send without its consent box and sends with it (the record with its version is in the manager's
 * list); the consent's own page in both languages; /profile "My consents" lists the person's consents
 * and withdraws one after a confirmation, and withdrawing the essential one explains it ends with
 * deleting the account.
 */
import { expect, test } from './test';
import { uniquePhone } from './helpers';

test('call-back: refused without the consent, sent with it; the record is in the back office', async ({
  page,
  request,
  world,
}) => {
  const phone = uniquePhone();
  await page.goto('/contacts?m=callback');
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Имя').fill('Согласна');
  await dialog.getByLabel('Телефон').fill(phone.slice(2));
  await dialog.getByText('15:00–18:00').click();
  let sent = false;
  page.on('request', (r) => {
    if (r.url().endsWith('/api/app/v1/callback')) sent = true;
  });
  await dialog.getByRole('button', { name: 'Жду звонка' }).click();
  await expect(dialog.getByText('Необходимо согласие с политикой обработки персональных данных')).toBeVisible();
  expect(sent).toBe(false);
  // The box links to the consent's own page.
  const box = dialog.getByRole('checkbox', { name: /согласие на обработку моих персональных данных/ });
  await expect(dialog.getByRole('link', { name: 'согласие на обработку моих персональных данных' })).toHaveAttribute(
    'href',
    '/legal/consent/personal_data',
  );
  await box.check();
  const answer = page.waitForResponse((r) => r.url().endsWith('/api/app/v1/callback'));
  await dialog.getByRole('button', { name: 'Жду звонка' }).click();
  expect((await answer).status()).toBe(200);
  await expect(dialog.getByText('Заявка принята — мы перезвоним')).toBeVisible();
  const list = await request.get(`/api/app/v1/backoffice/consents?q=${phone.slice(1)}`, {
    headers: { company: '1', devicelocale: 'en', authorization: `Bearer ${world.tokens.manager}` },
  });
  expect((await list.json()).data.data[0]).toMatchObject({
    kind: 'personal_data',
    version: 1,
    purpose: 'callback',
    phone,
  });
});

test('the consent has its own page in Russian and English', async ({ page, context, baseURL }) => {
  await page.goto('/legal/consent/personal_data');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Согласие на обработку персональных данных');
  await expect(page.getByText('Версия 1 от 01.09.2025')).toBeVisible();
  await context.addCookies([{ name: 'lang', value: 'en', url: baseURL! }]);
  await page.goto('/legal/privacy');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy policy');
  await expect(page.getByTestId('legal-text')).toContainText('Firebase Cloud Messaging (Google LLC, USA)');
});

test('profile: My consents lists them and withdraws one; the essential one points to account deletion', async ({
  page,
  signIn,
}) => {
  await signIn(page, 'tenant', '/profile');
  const card = page.getByTestId('my-consents');
  await expect(card.getByRole('row', { name: /Согласие на новости и предложения.*Отозвано/ })).toBeVisible();
  const crossBorder = card.getByRole('row', { name: /Согласие на трансграничную передачу данных/ });
  await expect(crossBorder.getByText('Действует')).toBeVisible();
  await expect(crossBorder.getByRole('link', { name: 'Версия 1' })).toHaveAttribute(
    'href',
    '/legal/consent/cross_border?v=1',
  );

  await card
    .getByRole('row', { name: /Согласие на обработку персональных данных/ })
    .first()
    .getByRole('button', { name: 'Отозвать' })
    .click();
  const confirm = page.getByRole('dialog');
  await expect(confirm).toContainText('отзыв означает удаление учётной записи');
  await expect(confirm.getByRole('link', { name: 'Перейти к удалению учётной записи' })).toHaveAttribute(
    'href',
    '/delete-account',
  );
  await confirm.getByRole('button', { name: 'Отмена' }).click();
  await expect(confirm).toHaveCount(0);

  await crossBorder.getByRole('button', { name: 'Отозвать' }).click();
  await expect(page.getByRole('dialog')).toContainText('Мы прекратим обработку по этому согласию');
  await page.getByRole('dialog').getByRole('button', { name: 'Отозвать' }).click();
  await expect(page.getByText('Согласие отозвано')).toBeVisible();
  await expect(crossBorder.getByText(/Отозвано \d\d\.\d\d\.\d{4}/)).toBeVisible();
  await expect(crossBorder.getByRole('button', { name: 'Отозвать' })).toHaveCount(0);
});

test('the manager sees the consent records in the back office, filtered by kind', async ({ page, signIn }) => {
  await signIn(page, 'manager', '/backoffice/consents', { lang: 'en' });
  await expect(page.getByRole('heading', { name: 'Consents' })).toBeVisible();
  const table = page.getByTestId('consents-table');
  // Newest first: other tests' consents may push the demo's records past the first page.
  await expect(table.locator('.ant-table-row').first()).toBeVisible();
  await page.getByRole('combobox', { name: 'Consent', exact: true }).click();
  await page.locator('.ant-select-item-option', { hasText: 'Consent to cross-border transfer' }).click();
  await expect(table.locator('.ant-table-row').first()).toContainText('Consent to cross-border transfer');
  // The chosen value lies over the search input: the click goes to the field.
  await page.getByRole('combobox', { name: 'Consent', exact: true }).click({ force: true });
  await page.locator('.ant-select-item-option', { hasText: 'Consent to news and offers' }).click();
  await expect(page).toHaveURL(/kind/);
  await expect(table.locator('.ant-table-row').first()).toContainText('Consent to news and offers');
  await expect(table.locator('.ant-table-row', { hasText: 'Consent to cross-border transfer' })).toHaveCount(0);
});
