/**
 * The registration desk in the browser (docs/rules.md R20.4–R20.8), on the demo's stays around
 * today (server/db/seed/registration.ts). In Russian a manager opens the desk, finds today's
 * foreign arrival (SMITH JOHN) ready with its notice due the next working day of the production
 * calendar and today's foreign departure due by noon tomorrow, downloads the notice PDF, marks it submitted with a number and sees it submitted. In
 * English the overdue tab shows the guest who arrived two weeks ago (WANG LEI), and the guest
 * register downloads as XLSX.
 */
import { readFileSync } from 'node:fs';
import { expect as baseExpect, type Page } from '@playwright/test';
import { test } from './test';
import { modalSettled } from './helpers';
import { noticeDue } from '../../src/domain/guest-registration';
import { hotelToday } from '../../src/domain/hotel-time';
import { formatDisplayDate } from '../../src/domain/datetime';

const expect = baseExpect.configure({ timeout: 30_000 });

/** Clicks `name` in `row` and returns the download it starts. */
async function downloadFrom(page: Page, click: () => Promise<void>) {
  const download = page.waitForEvent('download');
  await click();
  return download;
}

test('ru: the manager sees the foreign arrival due the next working day, downloads its notice and marks it submitted', async ({
  page,
  signIn,
}) => {
  test.setTimeout(120_000);
  const due = formatDisplayDate(noticeDue('arrival', hotelToday(new Date())).date, 'full');
  await signIn(page, 'manager', '/backoffice/registration');
  await expect(page.getByRole('heading', { name: 'Регистрация гостей' })).toBeVisible();
  const arrivals = page.getByTestId('registration-arrivals');
  const row = arrivals.getByRole('row', { name: /SMITH JOHN/ });
  await expect(row).toContainText('иностранец');
  await expect(row).toContainText('О прибытии');
  await expect(row).toContainText(due);
  await expect(row.getByTestId('registration-state')).toHaveText('Готово к подаче');
  // A guest of a stay with no check-in data yet.
  await expect(arrivals.getByText(/Гость 2 — нет данных/)).toBeVisible();

  // The overdue guest leaves today: the notice of departure is due by noon tomorrow.
  const leaving = page.getByTestId('registration-departures').getByRole('row', { name: /WANG LEI/ });
  await expect(leaving).toContainText('Об убытии');
  await expect(leaving).toContainText(/\d{2}\.\d{2}\.\d{4} до 12:00/);
  await expect(leaving.getByTestId('registration-state')).toHaveText('Готово к подаче');

  const pdf = await downloadFrom(page, () => row.getByRole('button', { name: 'PDF' }).click());
  expect(pdf.suggestedFilename()).toMatch(/^arrival-GK-REG1-1\.pdf$/);
  expect(
    readFileSync(await pdf.path())
      .subarray(0, 5)
      .toString(),
  ).toBe('%PDF-');

  await row.getByRole('button', { name: 'Отметить поданным' }).click();
  const modal = page.getByRole('dialog');
  await modalSettled(page);
  await modal.getByLabel('Номер уведомления').fill('<>');
  await modal.getByRole('button', { name: 'Сохранить' }).click();
  await expect(modal.getByText(/Номер: буквы, цифры/)).toBeVisible();
  await modal.getByLabel('Номер уведомления').fill('6600-E2E/1');
  await modal.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page.getByText('Уведомление отмечено поданным')).toBeVisible();
  await expect(row.getByTestId('registration-state')).toHaveText('Подано');
  await expect(row).toContainText('№ 6600-E2E/1');
  await expect(row.getByRole('button', { name: 'Отметить поданным' })).toHaveCount(0);
});

test('en: the overdue tab lists the arrival two weeks ago; the guest register downloads as XLSX', async ({
  page,
  signIn,
}) => {
  test.setTimeout(120_000);
  await signIn(page, 'manager', '/backoffice/registration', { lang: 'en' });
  await expect(page.getByRole('heading', { name: 'Guest registration' })).toBeVisible();
  await page.getByRole('tab', { name: 'Overdue' }).click();
  const late = page.getByTestId('registration-overdue').getByRole('row', { name: /WANG LEI/ });
  await expect(late.getByTestId('registration-state')).toHaveText('Overdue');
  await expect(late).toContainText('Arrival');
  const file = await downloadFrom(page, () => page.getByRole('button', { name: 'Download XLSX' }).click());
  expect(file.suggestedFilename()).toMatch(/^guest-register-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.xlsx$/);
  // An XLSX is a ZIP archive.
  expect(
    readFileSync(await file.path())
      .subarray(0, 2)
      .toString(),
  ).toBe('PK');
});
