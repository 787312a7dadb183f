/**
 * Issue 22 item 1 (docs/rules.md R8.8): numbers typed in Russian take a decimal comma. The worker's
 * tenant (./world.ts) sends a meter reading «…,5» on /bills/{id} and the server records that value,
 * not ten times it; text that is not a number is refused under the field and stays as typed. The
 * worker's owner types an area of «52,5» m² on /my-rooms/create and the application carries 52.5.
 */
import { randomInt } from 'node:crypto';
import { expect, test } from './test';
import { gotoHydrated, literal, pickOption, previousReading, scrollThrough } from './helpers';
import { PNG } from './images';

test('ru: a meter reading with a decimal comma is recorded as typed; letters are refused under the field', async ({
  page,
  signIn,
  world,
}) => {
  const water = world.accounts.water.number;
  await signIn(page, 'tenant', '/bills');
  await page.getByRole('link', { name: water }).first().click();
  await expect(page.getByRole('heading', { name: `Лицевой счёт ${water}` })).toBeVisible();

  const cold = page.getByLabel(/Холодная вода/);
  // Readings another test of this world sent this month are shown as sent (R10.12): change them.
  const change = page.getByRole('button', { name: 'Изменить показания' });
  await expect(cold.or(change)).toBeVisible();
  if (await change.isVisible()) await change.click();
  await cold.fill('25x');
  await cold.blur();
  await expect(page.getByText('Введите число, не больше 3 знаков после запятой')).toBeVisible();
  await expect(cold).toHaveValue('25x');

  // The previous value is shown with a decimal comma; send it plus 2,5 m³, typed with a comma.
  const previous = await previousReading(page);
  const typed = (Math.floor(previous) + 2.5).toFixed(1).replace('.', ',');
  await cold.fill(typed);
  await expect(page.getByText('Введите число, не больше 3 знаков после запятой')).toBeHidden();
  const sent = page.waitForRequest((r) => /\/readings$/.test(r.url()) && r.method() === 'POST');
  await page.getByRole('button', { name: 'Передать показания' }).click();
  const body = (await sent).postDataJSON() as { readings: { value: number }[] };
  expect(body.readings[0].value).toBe(Math.floor(previous) + 2.5);
  await expect(page.getByText('Показания переданы')).toBeVisible();
  await expect(page.getByTestId('readings-sent')).toContainText(typed);
  // The readings table (below the fold: drawn when scrolled to) shows the value with a decimal
  // comma too (it showed «474.5»).
  await scrollThrough(page);
  await expect(page.getByRole('cell', { name: typed, exact: true }).first()).toBeVisible();
});

test('ru: the owner types an area of 52,5 m² and the application carries 52.5', async ({ page, signIn }) => {
  await signIn(page, 'owner', '/my-rooms/create');
  const area = page.getByLabel('Площадь, м²');
  await area.fill('52,55');
  await area.blur();
  await expect(page.getByText('Введите число, не больше 1 знака после запятой')).toBeVisible();
  await area.fill('52,5');
  await area.blur();
  await expect(area).toHaveValue('52,5');
  await expect(page.getByText('Введите число, не больше 1 знака после запятой')).toBeHidden();

  await page.getByLabel('ФИО собственника').fill('Петров Пётр Петрович');
  const scans = page.locator('input[type=file]');
  for (let i = 0; i < 3; i++)
    await scans.nth(i).setInputFiles({ name: `scan-${i}.png`, mimeType: 'image/png', buffer: PNG });
  await expect(
    page.locator('.ant-upload-list-item-done, .ant-upload-list-item:not(.ant-upload-list-item-uploading)'),
  ).toHaveCount(3);
  await page.getByLabel('Корпус').click();
  await pickOption(page, page.locator('.ant-select-item-option').first());
  await page.getByLabel('Этаж').fill('7');
  await page.getByLabel('Номер', { exact: true }).fill(String(randomInt(10000, 99999)));
  await page.getByRole('checkbox', { name: /согласие на обработку моих персональных данных/ }).check();
  const posted = page.waitForRequest((r) => /\/owner-rooms$/.test(r.url()) && r.method() === 'POST');
  await page.getByRole('button', { name: 'Отправить заявку' }).click();
  expect(((await posted).postDataJSON() as { area: number }).area).toBe(52.5);
  // Back on the list, whose page and size the address may carry (syncWithLocation, docs/rules.md R8.11).
  await expect(page).toHaveURL(/\/my-rooms(\?[^/]*)?$/);
  // Filed at «DD.MM.YYYY HH:mm», not the server's «HH:mm:ss DD.MM.YYYY»; the seeded rejection
  // reason in one language.
  const applications = page.getByTestId('applications-table');
  await expect(applications).toContainText(/\d\d\.\d\d\.\d{4} \d\d:\d\d/);
  await expect(applications).not.toContainText(/\d\d:\d\d:\d\d/);
  await expect(applications).toContainText('Скан выписки ЕГРН нечитаем');
  await expect(applications).not.toContainText('EGRN');
});

test('ru: a poll shows its turnout with a decimal comma, its header buttons on one line and its whole title on a phone', async ({
  page,
  signIn,
  world,
}) => {
  await signIn(page, 'owner', '/votes');
  await page.locator('a[href^="/votes/"]').first().click();
  await expect(page).toHaveURL(/\/votes\/\d+$/);
  await expect(page.getByTestId('ballot').first()).toBeVisible();
  await expect(page.getByTestId('poll-turnout')).toContainText(/Явка: \d+(,\d)?\s% \(\d+(,\d+)?\sиз\s\d+(,\d+)?\sм²\)/);
  // The list button is itself, not «Меню», and sits on the line of «Обновить» (it was 12 px lower).
  const list = page.getByRole('button', { name: 'Голосования собственников' });
  const refresh = page.getByRole('button', { name: 'Обновить' });
  const [a, b] = [await list.boundingBox(), await refresh.boundingBox()];
  expect(Math.abs(a!.y - b!.y)).toBeLessThan(2);
  await page.setViewportSize({ width: 390, height: 844 });
  const title = page.locator('.ant-page-header-heading-title');
  await expect(title).toContainText('Годовое собрание');
  // Once the page has laid itself out again at the phone's width.
  await expect.poll(() => title.evaluate((e) => e.scrollWidth <= e.clientWidth + 1)).toBe(true);
  // A ballot per room of the owner's under the MC, titled by the room's number.
  const { mc, terminate } = world.rooms;
  await expect(page.getByTestId('ballot').first().locator('.ant-card-head-title')).toHaveText(
    new RegExp(`^Помещение (${literal(mc.number)}|${literal(terminate.number)})$`),
  );
  expect(
    await page
      .getByTestId('ballot')
      .first()
      .locator('.ant-card-head-title')
      .evaluate((e) => e.scrollWidth <= e.clientWidth + 1),
  ).toBe(true);
});

test('ru: a service order shows «1 300 ₽ (2 × 650 ₽)» with its space; the slot select asks for a date first', async ({
  page,
  signIn,
  world,
}) => {
  await signIn(page, 'tenant', '/requested-services');
  // The tenant's paid breakfast for two (server/db/seed/services.ts).
  await page.goto(`/requested-service/${world.orders.paid}`);
  // innerText, as drawn: the description's flex row dropped the space that textContent still has.
  await expect.poll(() => page.getByTestId('order-price-line').innerText()).toMatch(/₽ \(2\s×\s650\s₽\)$/);
  await page.goto('/request/breakfast');
  await expect(page.getByText('Сначала выберите дату')).toBeVisible();
});

test('ru: the date picker on /objects starts the week on Monday (issue 22 item 25, R8.7)', async ({
  page,
  baseURL,
}) => {
  await page.context().addCookies([
    { name: 'lang', value: 'ru', url: baseURL! },
    { name: 'cookie-consent', value: 'essential', url: baseURL! },
  ]);
  await gotoHydrated(page, '/objects');
  await page.getByPlaceholder('Заезд').click();
  const weekdays = page.locator('.ant-picker-dropdown .ant-picker-panel').first().locator('thead th');
  await expect(weekdays.first()).toHaveText(/^пн$/i);
  await expect(weekdays.last()).toHaveText(/^вс$/i);
});
