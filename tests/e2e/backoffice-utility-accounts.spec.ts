/**
 * Back-office utilities (docs/rules.md R10.9–R10.11), desktop, in English: the worker's manager
 * (./world.ts) sees the worker's tenant's accounts and meters, records a payment from a bank statement, sets a tariff, and
 * generates the receipts of a far month (the norm, as no reading came) — then sees them listed.
 */
import { expect, test } from './test';
import { modalSettled, pickOption } from './helpers';

test('en: the manager records a statement payment, sets a tariff and generates receipts', async ({
  page,
  signIn,
  world,
}) => {
  await signIn(page, 'manager', '/backoffice/utility-accounts', { lang: 'en' });
  const row = page.getByRole('row', { name: new RegExp(world.accounts.water.number) });
  await expect(row).toBeVisible();
  await expect(row.getByText(/Hot water · В-/)).toBeVisible();

  const reference = `PP-${Date.now()}`;
  await row.getByRole('button', { name: 'Payment from a statement' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Amount, ₽').fill('10');
  await dialog.getByLabel('Payment document number').fill(reference);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Payment recorded')).toBeVisible();

  await page.goto('/backoffice/utility-tariffs');
  await page.getByRole('button', { name: 'Set a tariff' }).click();
  const tariff = page.getByRole('dialog');
  await tariff.getByLabel('Provider').click();
  await pickOption(page, page.locator('.ant-select-item-option').first());
  await tariff.getByLabel('Service').click();
  await pickOption(page, page.locator('.ant-select-item-option[title="Hot water"]'));
  await tariff.getByLabel('From (month)').fill('2030-01');
  await tariff.getByLabel('Monthly norm').fill('4.7');
  // A price the server refuses (above 10 000 000 ₽): its error stands under the price, in rubles' field.
  await tariff.getByLabel('Price per unit, ₽').fill('20000000');
  await tariff.getByRole('button', { name: 'Save' }).click();
  await expect(
    tariff
      .locator('.ant-form-item', { has: page.getByLabel('Price per unit, ₽') })
      .locator('.ant-form-item-explain-error'),
  ).toHaveText('Invalid value');
  await tariff.getByLabel('Price per unit, ₽').fill('255');
  await tariff.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Tariff saved')).toBeVisible();
  await expect(page.getByRole('row', { name: /01\.2030/ })).toBeVisible();

  await page.goto('/backoffice/utility-receipts');
  await page.getByRole('button', { name: 'Generate for the month' }).click();
  const gen = page.getByRole('dialog');
  await modalSettled(page);
  await gen.getByLabel('Month').fill('2029-12');
  const sent = page.waitForResponse((r) => r.url().endsWith('/generate') && r.request().method() === 'POST');
  await gen.getByRole('button', { name: 'Save' }).click();
  expect((await sent).status()).toBe(200);
  await expect(page.getByText(/receipts? generated for 12\.2029/)).toBeVisible();
  await page.locator('#receipts-month').fill('2029-12');
  await expect(page.getByRole('row', { name: /12\.2029/ }).first()).toBeVisible();
  // Years without a reading: charged at the norm (R10.6).
  await expect(page.getByText('at the norm').first()).toBeVisible();

  await page.goto('/backoffice/utility-readings');
  await expect(page.getByRole('heading', { name: 'Meter readings' })).toBeVisible();
});
