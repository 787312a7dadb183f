/**
 * Back-office documents (docs/rules.md R11.7). In Russian on a desktop the manager
 * (+7 999 000-00-04) opens the requests inbox, takes the demo tenant's request, issues a generated
 * document for it (prefilled from the request, with an amount to pay), marks it paid after the
 * confirmation, and sees the request done; the tenant then finds the new document in /documents.
 * In English on a phone the documents list is cards.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './test';
import { confirmPopconfirm, expectPdfPreview, loginTo as signIn, watchCspViolations } from './helpers';

const MANAGER = '+79990000004';
const TENANT = '+79990000001';

test.describe.configure({ mode: 'serial' });

async function loginTo(
  page: Page,
  request: APIRequestContext,
  phone: string,
  to: string,
  lang: 'ru' | 'en',
  baseURL: string,
) {
  await signIn(page, request, baseURL, phone, to, { lang });
}

test('ru: the manager answers a request with a generated document and marks it paid; the tenant sees it', async ({
  page,
  request,
  baseURL,
  browser,
}) => {
  // The manager and then the tenant log in, and the PDF preview loads: more than the default minute on a busy machine.
  test.setTimeout(120_000);
  const csp = watchCspViolations(page);
  await loginTo(page, request, MANAGER, '/backoffice/document-requests', 'ru', baseURL!);
  await expect(page.getByRole('heading', { name: 'Запросы документов' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Статус' }).click();
  await page.getByTitle('Новый').click();
  await expect(page).toHaveURL(/filters.*status.*new/);
  const row = page.getByRole('row', { name: /\+7 \(999\) 000-00-01/ }).first();
  await row.getByRole('button', { name: 'Взять в работу' }).click();
  await expect(page.getByText('Запрос в работе')).toBeVisible();

  await page.goto('/backoffice/document-requests');
  await expect(page.getByRole('row', { name: /\+7 \(999\) 000-00-01.*В работе/ }).first()).toBeVisible();
  await page
    .getByRole('row', { name: /\+7 \(999\) 000-00-01/ })
    .first()
    .getByRole('button', { name: 'Выдать документ' })
    .click();
  await expect(page).toHaveURL(/\/backoffice\/documents\/create\?requestId=\d+/);
  await expect(page.getByText(/Клиент:|объектов —/)).toBeVisible();
  const number = `E2E-${Date.now()}`;
  await page.getByLabel('Номер').fill(number);
  await page.getByLabel('Сумма к оплате, ₽').fill('1500');
  await page.getByLabel('Текст (ru)').fill('Справка выдана по запросу');
  await page.getByRole('button', { name: 'Выдать' }).click();

  // The document's page: the PDF, the history with the manager, then Mark paid after a confirmation.
  await expect(page).toHaveURL(/\/backoffice\/documents\/\d+$/);
  await expect(page.getByRole('heading', { name: new RegExp(`№ ${number}`) })).toBeVisible();
  await expectPdfPreview(page, csp);
  await expect(page.getByText(/Выдан \(/)).toBeVisible();
  await page.getByRole('button', { name: 'Отметить оплату' }).click();
  await confirmPopconfirm(page, 'Отметить оплату');
  await expect(page.getByText('Оплата отмечена')).toBeVisible();
  await expect(page.getByText(/Отмечен как оплаченный \(/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Отметить оплату' })).toHaveCount(0);

  // The list finds it by number and shows it paid.
  await page.goto('/backoffice/documents');
  await page.getByRole('combobox', { name: 'Оплата' }).click();
  await page.getByTitle('Оплачен').click();
  await expect(page).toHaveURL(/filters.*payment.*paid/);
  await expect(page.getByRole('link', { name: `№ ${number}` })).toBeVisible();

  // The tenant, in a fresh session, sees the new document.
  const tenant = await browser.newPage();
  await loginTo(tenant, request, TENANT, '/documents', 'ru', baseURL!);
  await expect(tenant.getByRole('row', { name: new RegExp(number) })).toBeVisible();
  await tenant.goto('/documents/create');
  await expect(tenant.getByRole('row', { name: /Готово/ }).first()).toBeVisible();
  await tenant.close();
});

test('en: the back-office documents are cards on a phone @phone', async ({ page, request, baseURL }) => {
  await loginTo(page, request, MANAGER, '/backoffice/documents', 'en', baseURL!);
  const phone = test.info().project.name === 'phone';
  if (phone) await expect(page.getByTestId('bo-document-cards').getByRole('link').first()).toBeVisible();
  else await expect(page.getByRole('table').getByRole('link').first()).toBeVisible();
  await expect(page.getByText('+7 (999) 000-00-01').first()).toBeVisible();
});
