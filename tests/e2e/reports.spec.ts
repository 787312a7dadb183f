/**
 * Issue 12 browser tests: owner reports and voting (docs/rules.md R13, R14). The demo owner
 * (+7 999 000-00-02) opens the per-room totals for a year and downloads the XLSX; an empty period
 * shows the not-built message and offers the last period with data; the owner votes in the open
 * poll and sees the turnout rise. On a phone (English) the per-room totals are cards.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './test';
import { loginTo } from './helpers';

const OWNER = '+79990000002';

// One owner phone for every test here: log in one test at a time.
test.describe.configure({ mode: 'serial' });

async function ownerLogin(page: Page, request: APIRequestContext, lang: 'ru' | 'en', baseURL: string, to: string) {
  await loginTo(page, request, baseURL, OWNER, to, { lang, owner: true });
}

/** The last 12 months up to this one, `YYYY-MM`. */
function lastYear(): { from: string; to: string } {
  const now = new Date();
  const to = `${now.getUTCFullYear()}-${String(now.getUTCMonth() + 1).padStart(2, '0')}`;
  const f = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 11, 1));
  return { from: `${f.getUTCFullYear()}-${String(f.getUTCMonth() + 1).padStart(2, '0')}`, to };
}

test('ru: the owner opens the per-room totals for a year and downloads the XLSX; an empty period says the report is not built', async ({
  page,
  request,
  baseURL,
}) => {
  await ownerLogin(page, request, 'ru', baseURL!, '/reports');
  await expect(page.getByRole('heading', { name: 'Отчёты собственника' })).toBeVisible();
  await expect(page.getByRole('table')).toContainText('Опубликована');

  const { from, to } = lastYear();
  await page.goto(`/reports/objects-total?from=${from}&to=${to}`);
  await expect(page.getByRole('heading', { name: 'Итоги по объектам' })).toBeVisible();
  await expect(page.getByTestId('objects-total-payable')).toContainText('₽');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Скачать XLSX' }).click();
  expect((await download).suggestedFilename()).toMatch(/\.xlsx$/);

  await page.goto('/reports/control-total?from=2020-01&to=2020-12');
  await expect(page.getByText('Отчёт не сформирован, попробуйте изменить параметры')).toBeVisible();
  await page.getByRole('button', { name: /^Показать / }).click();
  await expect(page.getByTestId('report-total-payable')).toBeVisible();
  await expect(page).toHaveURL(/from=\d{4}-\d{2}&to=\d{4}-\d{2}/);
  await expect(page.getByTestId('report-chart')).toBeVisible();
});

test('ru: the owner votes in the open poll and sees the turnout change', async ({ page, request, baseURL }) => {
  await ownerLogin(page, request, 'ru', baseURL!, '/votes');
  await expect(page.getByRole('heading', { name: 'Голосования собственников' })).toBeVisible();
  const card = page.getByTestId('poll-card').filter({ hasText: 'Идёт голосование' }).first();
  await card.getByRole('link').click();
  await expect(page).toHaveURL(/\/votes\/\d+$/);
  await expect(page.getByTestId('ballot').first()).toBeVisible();
  const turnout = page.getByTestId('poll-turnout');
  await expect(turnout).toBeVisible();
  const before = Number(await turnout.getAttribute('data-percent'));
  const ballot = page.getByTestId('ballot').first();
  const fors = ballot.getByText('За', { exact: true });
  for (let i = 0; i < (await fors.count()); i++) await fors.nth(i).click();
  await ballot.getByRole('button', { name: 'Проголосовать' }).click();
  await expect(page.getByText('Голос учтён')).toBeVisible();
  await expect.poll(async () => Number(await turnout.getAttribute('data-percent'))).toBeGreaterThan(before);
});

test('en: a manager reviews an owner statement in the back office and sees the open poll', async ({
  page,
  request,
  baseURL,
}) => {
  const MANAGER = '+79990000004';
  await loginTo(page, request, baseURL!, MANAGER, '/backoffice', { lang: 'en' });
  const { to } = lastYear();
  const [y, m] = to.split('-').map(Number);
  const prev = m === 1 ? `${y - 1}-12` : `${y}-${String(m - 1).padStart(2, '0')}`;
  await page.goto(`/backoffice/statements?month=${prev}`);
  const row = page.getByRole('row').filter({ hasText: 'Петрова' });
  await expect(row).toContainText('Published');
  await row.getByRole('button', { name: /expand/i }).click();
  await expect(page.getByTestId('statement-lines')).toContainText('MC fee');
  await page.goto('/backoffice/polls');
  await expect(page.getByRole('link', { name: /Годовое собрание/ })).toBeVisible();
});

test('en: the per-room totals are cards on a phone, a table on a desktop @phone', async ({
  page,
  request,
  baseURL,
}) => {
  const { from, to } = lastYear();
  await ownerLogin(page, request, 'en', baseURL!, `/reports/objects-total?from=${from}&to=${to}`);
  await expect(page.getByRole('heading', { name: 'Totals by room' })).toBeVisible();
  if (test.info().project.name === 'phone') {
    await expect(page.getByTestId('report-object-card').first()).toContainText('Payable');
    await expect(page.getByTestId('report-object-card').last()).toContainText('Total');
  } else {
    await expect(page.getByTestId('objects-total-payable')).toContainText('₽');
  }
});
