/**
 * The revenue screen in the browser (docs/rules.md R16.12), on the demo's stays
 * (server/db/seed/backoffice-revenue.ts): in Russian a manager opens it from the sider, sees the
 * month table of this year with occupancy, ADR and RevPAR and its total, and the pace's charts and
 * table against a year earlier; switches to English without a navigation, picks a building, and
 * downloads the XLSX of the year.
 */
import { readFileSync } from 'node:fs';
import { expect as baseExpect } from '@playwright/test';
import { test } from './test';
import { scrollThrough } from './helpers';
import { hotelToday } from '../../src/domain/hotel-time';

const expect = baseExpect.configure({ timeout: 30_000 });

test('a manager reads ADR, RevPAR and the pace, in Russian and English, and downloads them as XLSX', async ({
  page,
  signIn,
}) => {
  test.setTimeout(120_000);
  const year = hotelToday(new Date()).slice(0, 4);
  await signIn(page, 'manager', '/backoffice');
  await page.locator('a[href="/backoffice/revenue"]').click();
  await expect(page.getByRole('heading', { name: 'Доходность' })).toBeVisible();

  const months = page.getByTestId('revenue-months');
  for (const header of ['Доступно ночей', 'Продано ночей', 'Загрузка, %', 'ADR', 'RevPAR'])
    await expect(months.getByRole('columnheader', { name: header, exact: true })).toBeVisible();
  // Twelve months and the year's total: sold nights, occupancy with one decimal, money in rubles.
  await expect(months.locator('tbody tr.ant-table-row')).toHaveCount(12);
  const total = page.getByTestId('revenue-months-total');
  await expect(total).toContainText('Итого');
  await expect(total).toContainText(/\d+,\d\s%/);
  await expect(total).toContainText(/\d[\d\s]*\s₽/);
  await expect(page.getByTestId('revenue-chart-months')).toBeVisible();

  await scrollThrough(page);
  await expect(page.getByTestId('revenue-chart-nights')).toBeVisible();
  await expect(page.getByTestId('revenue-chart-revenue')).toBeVisible();
  await expect(page.getByTestId('revenue-chart-nights').locator('canvas').first()).toBeVisible();
  const pace = page.getByTestId('revenue-pace');
  await expect(pace.locator('tbody tr.ant-table-row')).toHaveCount(13);
  await expect(page.getByTestId('revenue-pace-total')).toContainText(/Итого/);

  // English at once, no navigation.
  await page.getByRole('radiogroup').getByText('EN', { exact: true }).click();
  await expect(page).toHaveURL(/\/backoffice\/revenue/);
  await expect(page.getByRole('heading', { name: 'Revenue', exact: true })).toBeVisible();
  await expect(months.getByRole('columnheader', { name: 'Nights available' })).toBeVisible();
  await expect(total).toContainText(/\d+\.\d%/);
  await expect(page.getByText('Pace: the next 90 nights')).toBeVisible();

  // One building: its months, the address keeps it.
  await page.getByLabel('Building').first().click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').nth(1).click();
  await expect(page).toHaveURL(/buildingId=\d+/);
  await expect(page.getByLabel('Building').first()).not.toContainText('All buildings');
  await expect(months.locator('tbody tr.ant-table-row')).toHaveCount(12);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download XLSX' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`revenue-${year}.xlsx`);
  // An XLSX is a ZIP archive.
  expect(
    readFileSync(await file.path())
      .subarray(0, 2)
      .toString(),
  ).toBe('PK');
});
