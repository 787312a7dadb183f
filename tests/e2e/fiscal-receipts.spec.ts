/**
 * Fiscal receipts in the browser (issue 37; docs/rules.md R5.24–R5.27), in Russian and English:
 * a guest books two nights in 2027 with breakfast, sees the tourist-tax line at 2027's rate
 * (R5.26), pays in the sandbox — by card in Russian, by SBP in English — sees the receipt's items
 * on the sandbox page, then the fiscal receipt on the booking: accommodation, breakfast and the
 * tourist tax adding up to the amount paid, the tax system, the customer and the fiscal attributes
 * once registered. The manager cancels and refunds it: the refund receipt appears. A manager sets
 * the tax settings from a date.
 */
import { randomInt } from 'node:crypto';
import { expect as baseExpect } from '@playwright/test';
import { test } from './test';
import { MAX_DAYS_AHEAD } from '../../src/domain/bookings';
import { YEKATERINBURG_TOURIST_TAX } from '../../src/domain/tourist-tax';
import { apiLogin, bookFreeApartment, modalSettled, pickOption, signInWith, uniquePhone } from './helpers';

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

/** The demo's tourist-tax rates by year, percent (server/db/seed: Yekaterinburg, docs/rules.md R5.26). */
const DEMO_RATES: Record<number, number> = Object.fromEntries(
  YEKATERINBURG_TOURIST_TAX.map((r) => [r.year, r.percent]),
);

const L = {
  ru: {
    pay: /^Оплатить .*₽/,
    method: 'Картой',
    tax: 'туристический налог',
    items: ['Проживание, бронирование', 'Завтрак', 'Туристический налог'],
    refund: 'Чек возврата',
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
    method: 'SBP',
    tax: 'tourist tax',
    items: ['Проживание, бронирование', 'Завтрак', 'Туристический налог'],
    refund: 'Refund receipt',
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
  test(`${lang}: a guest pays a 2027 stay and reads its fiscal receipt; a refund has its own`, async ({
    page,
    request,
    baseURL,
    world,
  }) => {
    const phone = uniquePhone();
    const token = await apiLogin(request, phone);
    const headers = { company: '1', devicelocale: lang, authorization: `Bearer ${token}` };
    // A named person (a new one is first asked to introduce themselves, /user-info).
    const named = await request.put('/api/app/v1/profile', { headers, data: { name: 'Иван', surname: 'Иванов' } });
    expect(named.status(), await named.text()).toBe(200);
    // Two nights inside 2027 (while the booking horizon, MAX_DAYS_AHEAD, reaches it; a later run
    // takes a later year): the tourist tax at that year's demo rate (or its 100 ₽ a night floor).
    const daysTo = (day: string) => Math.round((Date.parse(day) - Date.now()) / 86_400_000);
    const [earliest, latest] = [
      Math.max(daysTo('2027-01-10'), 30),
      Math.min(daysTo('2027-12-20'), MAX_DAYS_AHEAD - 10),
    ];
    const start = latest >= earliest ? randomInt(earliest, latest + 1) : randomInt(30, MAX_DAYS_AHEAD - 10);
    const [checkIn, checkOut] = [iso(start), iso(start + 2)];
    const percent = DEMO_RATES[Number(checkOut.slice(0, 4))];
    const id = await bookFreeApartment(
      request,
      headers,
      { checkIn, checkOut, tariffId: 3 /* with breakfast */ },
      { surname: 'Иванов', name: 'Иван', phone, email: 'guest@example.com' },
    );

    await signInWith(page, baseURL!, token, `/bookings/${id}`, { lang });
    await expect(page.getByTestId('payment-tourist-tax')).toContainText(new RegExp(`${l.tax} ${percent} %`, 'i'));
    await page.getByRole('radiogroup').getByText(l.method, { exact: true }).click();
    await page.getByRole('button', { name: l.pay }).click();
    await expect(page).toHaveURL(/\/payment-sandbox\/\d+/);
    const sandbox = page.getByTestId('fiscal-receipt');
    for (const item of l.items) await expect(sandbox).toContainText(item);
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
    for (const item of l.items) await expect(receipt).toContainText(item);
    // The booking's page keeps showing it without the return address.
    await page.goto(`/bookings/${id}`);
    await expect(page.getByTestId('fiscal-receipt').first()).toContainText(l.registered);

    // The manager cancels the stay and returns the money: the refund has its own receipt (R5.24).
    const mc = { company: '1', authorization: `Bearer ${world.tokens.manager}` };
    const cancelled = await request.post(`/api/app/v1/backoffice/bookings/${id}/cancel`, { headers: mc, data: {} });
    expect(cancelled.status(), await cancelled.text()).toBe(200);
    const refunded = await request.post(`/api/app/v1/backoffice/bookings/${id}/refunds`, {
      headers: mc,
      data: { amountKopecks: amount },
    });
    expect(refunded.status(), await refunded.text()).toBe(200);
    await page.reload();
    await expect(page.getByTestId('fiscal-receipt').filter({ hasText: l.refund })).toContainText(l.registered);
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
