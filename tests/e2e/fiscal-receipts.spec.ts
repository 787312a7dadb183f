/**
 * Fiscal receipts in the browser (issue 37 §1; docs/rules.md R5.24, R5.25), in Russian and English:
 * a guest pays a booking in the sandbox, sees the receipt's items on the sandbox page, then the
 * fiscal receipt on the booking — items adding up to the amount paid, the tax system, the customer
 * and the fiscal attributes once registered; a manager sets the tax settings from a date.
 */
import { randomInt } from 'node:crypto';
import { expect as baseExpect } from '@playwright/test';
import { test } from './test';
import { apiLogin, modalSettled, pickOption, signInWith, uniquePhone } from './helpers';

const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 180_000 });

const iso = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
/** "12 345,67 ₽" / "₽12,345.67" → kopecks. */
const kopecksOf = (text: string) =>
  Math.round(
    Number(
      text
        .replace(/[^\d,.]/g, '')
        .replace(/,(\d{2})$/, '.$1')
        .replace(/,/g, ''),
    ) * 100,
  );

const L = {
  ru: {
    pay: /^Оплатить .*₽/,
    sandboxPay: 'Оплатить',
    title: 'Кассовый чек',
    registered: 'Чек зарегистрирован',
    taxSystem: 'Общая (ОСН)',
    fpd: 'ФПД',
    mode: 'Предоплата 100 %',
    vat0: '0 %',
    settings: 'Налоговые настройки',
    create: 'Задать с даты',
    from: 'Действует с',
    system: 'Система налогообложения',
    simplified: 'УСН «доходы»',
    saved: 'Налоговые настройки сохранены',
    save: 'Сохранить',
  },
  en: {
    pay: /^Pay .*₽/,
    sandboxPay: 'Pay',
    title: 'Fiscal receipt',
    registered: 'The receipt is registered',
    taxSystem: 'General (OSN)',
    fpd: 'FPD',
    mode: '100 % prepayment',
    vat0: '0 %',
    settings: 'Tax settings',
    create: 'Set from a date',
    from: 'In force from',
    system: 'Tax system',
    simplified: 'Simplified, income',
    saved: 'Tax settings saved',
    save: 'Save',
  },
} as const;

for (const lang of ['ru', 'en'] as const) {
  const l = L[lang];
  test(`${lang}: a guest pays a booking and reads its fiscal receipt`, async ({ page, request, baseURL }) => {
    const phone = uniquePhone();
    const token = await apiLogin(request, phone);
    const headers = { company: '1', devicelocale: lang, authorization: `Bearer ${token}` };
    // A named person (a new one is first asked to introduce themselves, /user-info).
    const named = await request.put('/api/app/v1/profile', { headers, data: { name: 'Иван', surname: 'Иванов' } });
    expect(named.status(), await named.text()).toBe(200);
    const start = randomInt(30, 300);
    const [checkIn, checkOut] = [iso(start), iso(start + 2)];
    const free = await request.get(`/api/app/v1/objects?checkIn=${checkIn}&checkOut=${checkOut}&adults=1&_end=50`, {
      headers,
    });
    const ids = ((await free.json()).data.data as { id: number }[]).map((o) => o.id);
    const booked = await request.post('/api/app/v1/bookings', {
      headers,
      data: {
        objectIds: [ids[randomInt(0, ids.length)]],
        checkIn,
        checkOut,
        guests: { adults: 1, children: [] },
        tariffId: 1,
        payerType: 'individual',
        contact: { surname: 'Иванов', name: 'Иван', phone, email: 'guest@example.com' },
      },
    });
    expect(booked.status(), await booked.text()).toBe(201);
    const id = (await booked.json()).data.id as number;

    await signInWith(page, baseURL!, token, `/bookings/${id}`, { lang });
    await page.getByRole('button', { name: l.pay }).click();
    await expect(page).toHaveURL(/\/payment-sandbox\/\d+/);
    const sandbox = page.getByTestId('fiscal-receipt');
    await expect(sandbox).toContainText(/Проживание, бронирование/);
    await expect(sandbox).toContainText(l.vat0);
    const amount = kopecksOf((await page.getByTestId('sandbox-amount').textContent())!);
    expect(kopecksOf((await sandbox.getByTestId('fiscal-total').textContent())!)).toBe(amount);
    await page.getByRole('button', { name: l.sandboxPay, exact: true }).click();

    await expect(page).toHaveURL(/\/bookings\/\d+\?payment=\d+/);
    const receipt = page.getByTestId('fiscal-receipt');
    await expect(receipt).toContainText(l.title);
    await expect(receipt).toContainText(l.registered);
    await expect(receipt).toContainText(l.taxSystem);
    await expect(receipt).toContainText('guest@example.com');
    await expect(receipt).toContainText(l.mode);
    await expect(receipt).toContainText(l.fpd);
    // The items add up to what was paid.
    const rows = receipt.locator('tbody tr.ant-table-row');
    let sum = 0;
    for (const row of await rows.all()) sum += kopecksOf((await row.locator('td').nth(2).textContent())!);
    expect(sum).toBe(amount);
    expect(kopecksOf((await receipt.getByTestId('fiscal-total').textContent())!)).toBe(amount);
    // The booking's page keeps showing it without the return address.
    await page.goto(`/bookings/${id}`);
    await expect(page.getByTestId('fiscal-receipt')).toContainText(l.registered);
  });

  test(`${lang}: a manager sets the tax settings from a date`, async ({ page, signIn }) => {
    await signIn(page, 'manager', '/backoffice/tax-settings', { lang });
    await expect(page.getByRole('heading', { name: l.settings }).first()).toBeVisible();
    await expect(page.locator('tbody')).toContainText('01.01.2026');
    await page.getByRole('button', { name: l.create }).click();
    const dialog = page.getByRole('dialog');
    // A date far ahead: no other test's payment falls under it.
    const year = 2040 + randomInt(0, 60);
    await modalSettled(page);
    await dialog.getByLabel(l.from).fill(`${year}-03-01`);
    // The date picker's panel may still cover the select: the manager opens the list again if the click was lost.
    const simplified = page.locator(`.ant-select-item-option[title="${l.simplified}"]`);
    await expect(async () => {
      await dialog.getByLabel(l.system).click({ force: true });
      await expect(simplified).toBeVisible({ timeout: 2000 });
    }).toPass();
    await pickOption(page, simplified);
    await dialog.getByRole('button', { name: l.save }).click();
    await expect(page.getByText(l.saved)).toBeVisible();
    await expect(page.locator('tbody')).toContainText(`01.03.${year}`);
  });
}
