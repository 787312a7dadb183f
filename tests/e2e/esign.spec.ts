/**
 * Issue 38 points 3 and 4 in the browser (docs/rules.md R11.9, R7.11). A person's first signing:
 * the app's request for a code is refused by the server until the e-signature agreement is
 * accepted; the document's page in the browser shows the agreement, the person reads it in the
 * dialog and accepts it; then the app signs and the page shows the signature. "Download my data"
 * on the profile gives a JSON file holding the person's bookings.
 */
import { readFile } from 'node:fs/promises';
import { expect, test } from './test';
import { apiLogin, appPerson, codeFromOutbox, signInWith } from './helpers';

test('ru: the first signing asks for the agreement; once accepted in the dialog, the app signs', async ({
  page,
  request,
  baseURL,
  world,
}) => {
  const { phone, headers: app } = await appPerson(request, 'ru', { surname: 'Orlova', name: 'Vera' });
  const manager = { company: '1', devicelocale: 'en', authorization: `Bearer ${world.tokens.manager}` };
  const issued = await request.post('/api/app/v1/backoffice/documents', {
    headers: manager,
    data: {
      phone,
      type: 'addendum',
      number: `E2E-A-${phone.slice(-8)}`,
      nameRu: 'Доп. соглашение',
      nameEn: 'Lease addendum',
      issuedOn: '2026-01-10',
      signatureRequired: true,
    },
  });
  expect(issued.status()).toBe(201);
  const id = (await issued.json()).data.id as number;

  // The app's first signing is refused by the server: the agreement is not accepted yet.
  const refused = await request.post(`/api/app/v1/documents/${id}/signature/code`, { headers: app });
  expect(refused.status()).toBe(409);
  expect((await refused.json()).message).toContain('примите соглашение об использовании простой электронной подписи');

  // The document's page shows the agreement; the person reads it and accepts it.
  await signInWith(page, baseURL!, await apiLogin(request, phone), `/documents/${id}`, { lang: 'ru' });
  const required = page.getByTestId('esign-required');
  await expect(required).toContainText('Перед первой подписью документа по коду из SMS примите соглашение');
  await required.getByRole('button', { name: 'Прочитать и принять соглашение' }).click();
  const dialog = page.getByRole('dialog', { name: 'Соглашение об использовании простой электронной подписи' });
  await expect(dialog.getByTestId('agreement-text')).toContainText('№ 63-ФЗ');
  await expect(dialog.getByTestId('agreement-text')).toContainText('хранить в тайне коды');
  await expect(dialog).toContainText('Версия 1, действует с 01.11.2026');
  await dialog.getByRole('button', { name: 'Принимаю соглашение' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('esign-accepted')).toContainText('Вы приняли версию 1');
  await expect(required).toHaveCount(0);

  // Now the app signs with its SMS code, and the page shows the signature.
  expect((await request.post(`/api/app/v1/documents/${id}/signature/code`, { headers: app })).status()).toBe(200);
  const signed = await request.post(`/api/app/v1/documents/${id}/sign`, {
    headers: app,
    data: { code: await codeFromOutbox(request, phone) },
  });
  expect(signed.status()).toBe(200);
  await page.reload();
  await expect(page.getByTestId('signature')).toContainText('Мобильное приложение (Android) · SMS');
  await expect(page.getByTestId('signature')).toContainText(
    /Соглашение об электронной подписи\s*версия 1, принято \d\d\.\d\d\.\d{4}/,
  );

  // The agreement has its public page too.
  await page.goto('/esign-agreement');
  await expect(page.getByRole('heading', { level: 1, name: 'Соглашение об электронной подписи' })).toBeVisible();
  await expect(page.getByTestId('agreement-text')).toContainText('равнозначным документу на бумажном носителе');
});

test('en: "Download my data" on the profile gives a JSON file with the person’s bookings', async ({
  page,
  request,
  signIn,
  world,
}) => {
  const tenant = { company: '1', devicelocale: 'en', authorization: `Bearer ${world.tokens.tenant}` };
  const list = await request.get('/api/app/v1/bookings?_end=100', { headers: tenant });
  expect(list.ok()).toBe(true);
  const numbers = ((await list.json()).data.data as { number: string }[]).map((b) => b.number).sort();
  expect(numbers.length).toBeGreaterThan(0);

  await signIn(page, 'tenant', '/profile', { lang: 'en' });
  const card = page.getByTestId('my-data');
  await expect(card).toContainText('Everything the portal holds about you');
  const download = page.waitForEvent('download');
  await card.getByRole('button', { name: 'Download my data (JSON)' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^my-data-\d{4}-\d\d-\d\d\.json$/);
  const data = JSON.parse(await readFile((await file.path())!, 'utf8'));
  expect(data.sections.profile[0].phone).toBe(world.people.tenant.phone);
  expect((data.sections.bookings as { number: string }[]).map((b) => b.number).sort()).toEqual(numbers);
});
