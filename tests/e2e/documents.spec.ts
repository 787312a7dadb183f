/**
 * Issue 12 browser tests: documents (docs/rules.md R11). In Russian on a 1366 px desktop the
 * worker's tenant (./world.ts: the demo tenant's documents) sees every column of the list, filters the documents by state (kept in
 * the address), opens one — the PDF preview shows the PDF under the CSP and the PDF answers 200
 * application/pdf — sees that signing happens in the app,
 * and pays an invoice by card in the sandbox. In English on a phone the list is cards. A document
 * signed in the mobile app (through the API, as the app does) shows who signed, when, how and the
 * hash; one awaiting a signature offers its QR code and link (R11.3, R11.8).
 */
import { expect, test } from './test';
import { apiLogin, appPerson, codeFromOutbox, expectPdfPreview, signInWith, watchCspViolations } from './helpers';

test('ru: the tenant filters documents, opens one with its PDF and pays an invoice', async ({
  page,
  request,
  signIn,
}) => {
  const csp = watchCspViolations(page);
  // A 1366 px laptop: every column, the amount and the state included, is on screen.
  await page.setViewportSize({ width: 1366, height: 768 });
  await signIn(page, 'tenant', '/documents');
  await expect(page.getByRole('heading', { name: 'Документы' })).toBeVisible();
  await expect(page.getByRole('table').getByRole('link', { name: 'Договор аренды апартаментов' })).toBeVisible();
  for (const name of ['Сумма', 'Состояние'])
    await expect(page.getByRole('columnheader', { name, exact: true }).first()).toBeInViewport({ ratio: 1 });
  await expect(page.getByRole('row', { name: /Договор на уборку и стирку/ }).getByText(/^3\s000\s₽$/)).toBeInViewport({
    ratio: 1,
  });

  // Filter by state: only documents to pay remain, and the filter is in the address.
  await page.getByRole('combobox', { name: 'Состояние' }).click();
  await page.getByTitle('К оплате').click();
  await expect(page).toHaveURL(/filters.*state.*requires_payment/);
  await expect(page.getByRole('table').getByRole('link', { name: 'Договор аренды апартаментов' })).toHaveCount(0);
  await expect(page.getByRole('table').getByRole('link', { name: 'Счёт за дополнительные услуги' })).toBeVisible();

  // The document: fields, the PDF viewer, signing explained with a link to the app.
  await page.getByRole('table').getByRole('link', { name: 'Договор на уборку и стирку' }).click();
  await expect(page.getByRole('heading', { name: /Договор на уборку и стирку № ДУ-2026\/077/ })).toBeVisible();
  await expectPdfPreview(page, csp);
  await expect(page.getByText('Подписание — в мобильном приложении')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Подписать в приложении' })).toHaveAttribute('href', '/mobile-app');
  const id = page.url().match(/\/documents\/(\d+)/)![1];
  const token = (await page.context().cookies()).find((c) => c.name === 'user-token' || c.name === 'auth-token')!.value;
  const pdf = await request.get(`/api/app/v1/documents/${id}/pdf`, {
    headers: { company: '1', authorization: `Bearer ${token}` },
  });
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect((await pdf.body()).subarray(0, 4).toString('latin1')).toBe('%PDF');

  // Pay it by card in the sandbox: back on the document, paid.
  await page.getByRole('button', { name: /Оплатить 3\s000\s₽/ }).click();
  await expect(page).toHaveURL(/\/payment-sandbox\/\d+$/);
  await page.getByRole('button', { name: 'Оплатить', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/documents/${id}\\?payment=\\d+$`));
  await expect(page.getByText('Оплата прошла успешно').first()).toBeVisible();
  await expect(page.getByText('Оплачен картой')).toBeVisible();
});

test('ru: a document request keeps its type and comment while the object is chosen', async ({ page, signIn }) => {
  await signIn(page, 'tenant', '/documents/create');
  const field = (label: string) => page.locator('.ant-form-item').filter({ hasText: label });
  await field('Что нужно').locator('.ant-select').click();
  await page.getByTitle('Копия акта').click();
  const comment = `Акт за октябрь ${Date.now()}`;
  await page.getByLabel('Комментарий').fill(comment);
  await page.getByRole('button', { name: 'Выбрать' }).click();
  await expect(page).toHaveURL(/\/documents\/create\/add-object$/);
  const room = (await page.locator('.ant-list-item-meta-title').first().innerText()).trim();
  await page.getByRole('button', { name: 'Выбрать' }).first().click();

  // Back on the form: the type, the comment and the chosen object are all there, and that is what is sent.
  await expect(page).toHaveURL(/\/documents\/create\?objectId=\d+$/);
  await expect(field('Что нужно').locator('.ant-select-selection-item')).toHaveText('Копия акта');
  await expect(page.getByLabel('Комментарий')).toHaveValue(comment);
  await expect(field('Объект').locator('.ant-select-selection-item')).toHaveText(room);
  await page.getByRole('button', { name: 'Отправить запрос' }).click();
  await expect(page.getByText('Запрос отправлен').first()).toBeVisible();
  await expect(
    page.getByRole('row', { name: new RegExp(`Копия акта.*${room.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) }).first(),
  ).toBeVisible();
  await expect(page.getByLabel('Комментарий')).toHaveValue('');
});

test('en: the documents are cards on a phone @phone', async ({ page, signIn }) => {
  await signIn(page, 'tenant', '/documents', { lang: 'en' });
  const phone = test.info().project.name === 'phone';
  if (phone)
    await expect(
      page.getByTestId('document-cards').getByRole('link', { name: 'Apartment lease agreement' }),
    ).toBeVisible();
  else await expect(page.getByRole('table').getByRole('link', { name: 'Apartment lease agreement' })).toBeVisible();
});

test('en: a document signed in the app shows who, when, how and its hash; one to sign offers its QR code', async ({
  page,
  request,
  baseURL,
  world,
}) => {
  const { phone, headers: app } = await appPerson(request, 'en', { surname: 'Petrova', name: 'Anna' });
  const manager = { company: '1', devicelocale: 'en', authorization: `Bearer ${world.tokens.manager}` };
  const issue = async (number: string) => {
    const r = await request.post('/api/app/v1/backoffice/documents', {
      headers: manager,
      data: {
        phone,
        type: 'addendum',
        number,
        nameRu: 'Доп. соглашение',
        nameEn: 'Lease addendum',
        issuedOn: '2026-01-10',
        signatureRequired: true,
      },
    });
    expect(r.status()).toBe(201);
    return (await r.json()).data.id as number;
  };
  const suffix = phone.slice(-8);
  const signedId = await issue(`E2E-S-${suffix}`);
  const toSignId = await issue(`E2E-U-${suffix}`);

  // The app signs the first one with its SMS code, under the accepted e-signature agreement (R11.9).
  expect((await request.post('/api/app/v1/esign/acceptance', { headers: app, data: { version: '1' } })).status()).toBe(
    201,
  );
  expect((await request.post(`/api/app/v1/documents/${signedId}/signature/code`, { headers: app })).ok()).toBe(true);
  const signed = await request.post(`/api/app/v1/documents/${signedId}/sign`, {
    headers: app,
    data: { code: await codeFromOutbox(request, phone) },
  });
  expect(signed.status()).toBe(200);
  const hash = (await signed.json()).data.signatureHash as string;

  await signInWith(page, baseURL!, await apiLogin(request, phone), `/documents/${signedId}`, { lang: 'en' });
  const card = page.getByTestId('signature');
  await expect(card).toContainText('Petrova Anna');
  await expect(card).toContainText(/Signed\s*\d\d\.\d\d\.\d{4}/);
  await expect(card).toContainText('Mobile app (Android) · SMS');
  await expect(card).toContainText(hash);
  await expect(page.getByTestId('document-qr')).toHaveCount(0);
  // Issue 35 item 18: an addendum that needs no payment has no due date line.
  await expect(page.getByText('Number', { exact: true })).toBeVisible();
  await expect(page.getByText('Due date')).toHaveCount(0);

  // The one still to sign: the QR code of its page, with the link written out.
  await page.goto(`/documents/${toSignId}`);
  await expect(page.getByText('Signing is done in the mobile app')).toBeVisible();
  await expect(page.getByRole('img', { name: `QR code linking to document E2E-U-${suffix}` })).toBeVisible();
  await expect(page.getByTestId('document-link')).toHaveText(`${new URL(baseURL!).origin}/documents/${toSignId}`);
});
