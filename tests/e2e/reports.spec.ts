/**
 * Issue 12 browser tests: owner reports and voting (docs/rules.md R13, R14). The worker's owner
 * (./world.ts: the demo owner's reports and polls) opens the per-room totals for a year and downloads the XLSX; an empty period
 * shows the not-built message and offers the last period with data; the owner votes in the open
 * poll and sees the turnout rise. On a phone (English) the per-room totals are cards.
 */
import { expect, test } from './test';

/** The last 12 months up to this one, `YYYY-MM`. */
function lastYear(): { from: string; to: string } {
  const now = new Date();
  const to = `${now.getUTCFullYear()}-${String(now.getUTCMonth() + 1).padStart(2, '0')}`;
  const f = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 11, 1));
  return { from: `${f.getUTCFullYear()}-${String(f.getUTCMonth() + 1).padStart(2, '0')}`, to };
}

test('ru: the owner opens the per-room totals for a year and downloads the XLSX; an empty period says the report is not built', async ({
  page,
  signIn,
}) => {
  await signIn(page, 'owner', '/reports');
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

test('ru: the owner votes in the open poll and sees the turnout change', async ({ page, signIn }) => {
  await signIn(page, 'owner', '/votes');
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
  signIn,
  world,
}) => {
  await signIn(page, 'manager', '/backoffice', { lang: 'en' });
  const { to } = lastYear();
  const [y, m] = to.split('-').map(Number);
  const prev = m === 1 ? `${y - 1}-12` : `${y}-${String(m - 1).padStart(2, '0')}`;
  await page.goto(`/backoffice/statements?month=${prev}`);
  // The owners of the demo and of every world share the demo's names: any one of their statements.
  const row = page.getByRole('row').filter({ hasText: 'Петрова' }).first();
  await expect(row).toContainText('Published');
  await row.getByRole('button', { name: /expand/i }).click();
  await expect(page.getByTestId('statement-lines')).toContainText('MC fee');
  // The open poll of this worker's owner (every world has one of that name; newest first).
  await page.goto('/backoffice/polls');
  await expect(
    page
      .getByRole('link', { name: /Годовое собрание/ })
      .and(page.locator(`[href="/backoffice/polls/${world.polls.open}"]`)),
  ).toBeVisible();
});

test('en: the per-room totals are cards on a phone, a table on a desktop @phone', async ({ page, signIn }) => {
  const { from, to } = lastYear();
  await signIn(page, 'owner', `/reports/objects-total?from=${from}&to=${to}`, { lang: 'en' });
  await expect(page.getByRole('heading', { name: 'Totals by room' })).toBeVisible();
  if (test.info().project.name === 'phone') {
    await expect(page.getByTestId('report-object-card').first()).toContainText('Payable');
    await expect(page.getByTestId('report-object-card').last()).toContainText('Total');
  } else {
    await expect(page.getByTestId('objects-total-payable')).toContainText('₽');
  }
});
