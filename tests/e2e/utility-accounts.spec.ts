/**
 * Issue 10 browser tests: utility bills (docs/rules.md R10). The worker's tenant (./world.ts: the
 * demo tenant's accounts, numbered for the world) sends this month's water readings with a photo of the meter (the demo window is open all month; a value below the
 * previous one is refused under the field until the rollover is confirmed), pays the utility
 * debt by card in the sandbox and sees it paid; the requisites copy. On a phone the accounts are
 * cards and an account's page is no wider than the 390 px screen. In English a reading far above
 * the average is warned of (R10.5), the tenant pays part of the debt and opens the statistics: the
 * charts draw, and each switches to its table.
 */
import { expect, test } from './test';
import { previousReading, scrollThrough } from './helpers';
import { PNG } from './images';

// Serial: the English test pays part of the water debt and the Russian one pays all that is left,
// so the Russian one must come second (after it there is no debt to pay part of).
test.describe.serial('the water debt', () => {
  test('en: the tenant sends readings (an anomaly is warned of), pays part of the debt, sees the receipt and the statistics', async ({
    page,
    signIn,
    world,
  }) => {
    const water = world.accounts.water.number;
    await signIn(page, 'tenant', '/bills', { lang: 'en' });
    await page.getByRole('table').getByRole('link', { name: water }).click();
    await expect(page.getByRole('heading', { name: `Account ${water}` })).toBeVisible();
    // Readings another test of this world sent this month (tests/e2e/formats.spec.ts) are shown as
    // sent (R10.12): change them.
    const change = page.getByRole('button', { name: 'Change the readings' });
    await expect(page.getByLabel(/Cold water/).or(change)).toBeVisible();
    if (await change.isVisible()) await change.click();

    const hint = await page
      .getByText(/Not below the previous:/)
      .first()
      .textContent();
    const previous = Number(
      hint!
        .replace(/^.*:\s*/, '')
        .replace(/\s*m³.*$/, '')
        .replace(/,/g, ''),
    );
    // 300 m³ in a month is far above the six-month average: accepted, with the anomaly warning (R10.5).
    await page.getByLabel(/Cold water/).fill((previous + 300).toFixed(3));
    await page.getByRole('button', { name: 'Send readings' }).click();
    await expect(page.getByText('Readings sent')).toBeVisible();
    await expect(
      page.getByText('Consumption is far above the six-month average: the readings are sent for review'),
    ).toBeVisible();

    // Part of the debt (100 ₽) by card in the sandbox: the oldest unpaid receipt is partly paid.
    await page.getByLabel('Amount').fill('100');
    await page.getByRole('button', { name: 'Pay part' }).click();
    await expect(page).toHaveURL(/\/payment-sandbox\/\d+$/);
    await page.getByRole('button', { name: 'Pay', exact: true }).click();
    await expect(page).toHaveURL(/\/bills\/\d+\?payment=\d+$/);
    await expect(page.getByText('Payment was successful')).toBeVisible();
    // Back on the page (a new load): the readings sent are shown with their state, not an empty form (R10.12).
    const sent = page.getByTestId('readings-sent');
    await expect(sent.getByText(/Cold water/)).toBeVisible();
    await expect(sent.getByText('Under review')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Send readings' })).toHaveCount(0);
    // The receipts table is below the fold: it is drawn as the tenant scrolls to it.
    await scrollThrough(page);
    await expect(page.getByText('Partly paid').first()).toBeVisible();

    // Statistics: a summary, a chart per meter kind and one of money; each switches to a table.
    await page.getByRole('link', { name: 'Statistics' }).click();
    await expect(page.getByRole('heading', { name: `Statistics of account ${water}` })).toBeVisible();
    await expect(page.getByTestId('stats-summary')).toContainText(
      /Hot water for \d\d\.\d{4} is \d+ % (above|below) \d\d\.\d{4}|the same as/,
    );
    await expect(page.getByTestId('stats-summary')).toContainText('Over 12 months: charged');
    await expect(page.getByTestId('stats-chart-hot_water').locator('canvas').first()).toBeVisible();
    await expect(page.getByTestId('stats-chart-money').locator('canvas').first()).toBeVisible();
    const hot = page.getByTestId('stats-hot_water');
    await hot.getByText('Table', { exact: true }).click();
    await expect(hot.getByRole('table')).toBeVisible();
    await expect(hot.getByRole('columnheader', { name: 'A year earlier' })).toBeVisible();
    await expect(hot.getByRole('row')).toHaveCount(13);
    await page.screenshot({ path: 'test-results/bills-stats-desktop.png', fullPage: true });
  });

  test('ru: the tenant sends a reading and pays the utility debt', async ({ page, signIn, world }) => {
    const water = world.accounts.water.number;
    await signIn(page, 'tenant', '/bills');
    await expect(page.getByRole('heading', { name: 'Коммунальные счета' })).toBeVisible();
    await page.getByRole('link', { name: water }).click();
    await expect(page.getByRole('heading', { name: `Лицевой счёт ${water}` })).toBeVisible();
    // The English test's readings are shown as sent; the tenant changes them (R10.12).
    await expect(page.getByTestId('readings-sent').getByText('На проверке')).toBeVisible();
    await page.getByRole('button', { name: 'Изменить показания' }).click();
    await expect(page.getByText(/Приём показаний открыт до/)).toBeVisible();

    // Lower than the previous value: refused under the field; confirming a rollover is offered.
    const cold = page.getByLabel(/Холодная вода/);
    await cold.fill('1');
    await page.getByRole('button', { name: 'Передать показания' }).click();
    await expect(page.getByText(/Показание меньше предыдущего/)).toBeVisible();
    await expect(page.getByText('Счётчик перешёл через ноль (обнулился)')).toBeVisible();

    // A proper value: previous + 4 m³.
    const previous = await previousReading(page);
    await cold.fill((previous + 4).toFixed(3));
    await page
      .locator('input[type=file]')
      .first()
      .setInputFiles({ name: 'meter.png', mimeType: 'image/png', buffer: PNG });
    await expect(page.getByText('meter.png')).toBeVisible();
    await page.getByRole('button', { name: 'Передать показания' }).click();
    await expect(page.getByText('Показания переданы')).toBeVisible();
    await expect(page.getByTestId('readings-sent').getByText('Холодная вода', { exact: false })).toBeVisible();

    // Pay the whole debt by card in the sandbox; back on the account it is paid.
    await page.getByRole('button', { name: /Оплатить задолженность/ }).click();
    await expect(page).toHaveURL(/\/payment-sandbox\/\d+$/);
    await expect(page.getByText(`Лицевой счёт ${water}`)).toBeVisible();
    await page.getByRole('button', { name: 'Оплатить', exact: true }).click();
    await expect(page).toHaveURL(/\/bills\/\d+\?payment=\d+$/);
    await expect(page.getByText('Оплата прошла успешно')).toBeVisible();
    await expect(page.getByTestId('bill-debt')).toHaveText('Задолженности нет');
    await page.screenshot({ path: 'test-results/bills-show-desktop.png', fullPage: true });

    await page.getByRole('link', { name: 'Коммунальные счета' }).first().click();
    await page.getByRole('button', { name: 'Реквизиты' }).click();
    await expect(page.getByRole('heading', { name: 'ООО «УК Гранд Квартал»' })).toBeVisible();
    await expect(page.getByText('6671234567')).toBeVisible();
  });
});

test('en: the accounts are cards on a phone @phone', async ({ page, signIn, world }) => {
  const power = world.accounts.power.number;
  await signIn(page, 'tenant', '/bills', { lang: 'en' });
  const phone = test.info().project.name === 'phone';
  if (phone) await expect(page.getByRole('link', { name: `Account ${power}` })).toBeVisible();
  else await expect(page.getByRole('table').getByRole('link', { name: power })).toBeVisible();
  if (!phone) await expect(page.getByText('Readings are accepted until').first()).toBeVisible();
});

test('ru phone: an account’s page fits a 390 px screen, no sideways page scroll @phone', async ({
  page,
  signIn,
  world,
}) => {
  test.skip(test.info().project.name !== 'phone', 'phones only');
  const water = world.accounts.water.number;
  await signIn(page, 'tenant', '/bills');
  await page.getByRole('link', { name: `Лицевой счёт ${water}` }).click();
  await expect(page.getByRole('heading', { name: `Лицевой счёт ${water}` })).toBeVisible();
  await expect(page.getByTestId('bill-debt')).toBeVisible();
  // The receipts, payments and readings tables (drawn as the page is scrolled to them) scroll
  // inside their cards (the page was 552–574 px wide).
  await scrollThrough(page);
  for (const section of ['Квитанции', 'Платежи', 'Показания'])
    await expect(
      page
        .locator('.ant-card-small')
        .filter({ has: page.getByRole('heading', { name: section, exact: true }) })
        .getByRole('table'),
    ).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
