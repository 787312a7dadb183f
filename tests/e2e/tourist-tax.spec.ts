/**
 * The tourist tax in the browser (docs/rules.md R5.26), in Russian and English: a signed-in guest
 * books 2 nights in 2027 and sees the tax line at 2027's 3 % on the object page's estimate, the
 * booking form and the confirmation; claims an exemption for the one guest with a scan (with the
 * booking in English, from the booking's page in Russian), a manager confirms it in the back
 * office, and the booking's tax line is gone.
 */
import { randomInt } from 'node:crypto';
import { expect as baseExpect, type Locator, type Page } from '@playwright/test';
import { test } from './test';
import { modalSettled } from './helpers';
import { PNG } from './images';

const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 240_000 });

const L = {
  ru: {
    line: 'Туристический налог 3 %',
    book: 'Забронировать',
    consent:
      'Я согласен с политикой обработки персональных данных и даю согласие на обработку моих персональных данных',
    guest: 'Гость',
    guestName: 'ФИО гостя',
    category: 'Категория',
    disabled: 'Инвалиды I и II групп',
    claim: 'Заявить льготу',
    addExempt: 'Добавить льготника',
    pending: 'на рассмотрении',
    confirm: 'Подтвердить',
    save: 'Сохранить',
    confirmed: 'подтверждена',
  },
  en: {
    line: 'Tourist tax 3 %',
    book: 'Book',
    consent: 'I accept the personal data processing policy and give my consent to the processing of my personal data',
    guest: 'Guest',
    guestName: "Guest's full name",
    category: 'Category',
    disabled: 'Disabled of groups I and II',
    claim: 'Claim the exemption',
    addExempt: 'Add an exempt guest',
    pending: 'pending',
    confirm: 'Confirm',
    save: 'Save',
    confirmed: 'confirmed',
  },
} as const;

/** Fills one exemption claim inside `scope`: guest 1, a name, the disabled category and a scan. */
async function fillClaim(page: Page, scope: Locator, l: (typeof L)['ru' | 'en']) {
  await scope.getByLabel(l.guest, { exact: true }).click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').first().click();
  await scope.getByLabel(l.guestName, { exact: true }).fill('Тестов Тест');
  await scope.getByLabel(l.category, { exact: true }).click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: l.disabled }).click();
  await scope.locator('input[type=file]').setInputFiles({ name: 'scan.png', mimeType: 'image/png', buffer: PNG });
  await expect(scope.locator('.ant-upload-list-item-done')).toBeVisible();
}

/** `YYYY-MM-DD` of the day `days` after 1 January 2027. */
const in2027 = (days: number) => new Date(Date.UTC(2027, 0, 1) + days * 86_400_000).toISOString().slice(0, 10);

for (const lang of ['ru', 'en'] as const) {
  const l = L[lang];
  test(`${lang}: 2 nights in 2027 carry the tourist tax line; a confirmed exemption removes it`, async ({
    page,
    signIn,
  }) => {
    // A random stay in 2027 (within a year of today), so parallel runs rarely meet.
    // Not before today once 2027 has begun (a stay in the past cannot be booked).
    const elapsed = Math.ceil((Date.now() - Date.UTC(2027, 0, 1)) / 86_400_000);
    const start = randomInt(Math.max(10, elapsed + 10), Math.max(300, elapsed + 20));
    await signIn(
      page,
      'tenant',
      `/objects?checkIn=${in2027(start)}&checkOut=${in2027(start + 2)}&adults=1&kind=apartment`,
      {
        lang,
      },
    );
    const card = page.getByTestId('object-card').nth(randomInt(0, 6));
    await card.getByRole('heading').getByRole('link').click();
    await expect(page).toHaveURL(/\/objects\/\d+\?/);
    // The object page's estimate.
    await expect(page.getByTestId('estimate-tourist-tax')).toContainText(l.line);
    await expect(page.getByTestId('estimate-tourist-tax')).toContainText('₽');
    await page.getByRole('button', { name: l.book, exact: true }).click();
    await expect(page).toHaveURL(/\/objects\/\d+\/order/);
    // The booking form's summary: its own line, inside the total.
    const taxLine = page.getByTestId('price-tourist-tax');
    await expect(taxLine).toContainText(l.line);
    // In English the guest is claimed exempt with the booking itself; in Russian later, from its page.
    const atBooking = lang === 'en';
    if (atBooking) {
      const form = page.getByTestId('order-exemptions');
      await form.getByRole('button', { name: l.addExempt }).click();
      await fillClaim(page, form, l);
    }
    await page.getByRole('checkbox', { name: l.consent, exact: true }).check();
    await page.getByRole('button', { name: l.book, exact: true }).click();
    await expect(page).toHaveURL(/\/bookings\/\d+$/);
    // The confirmation.
    const row = page.locator('tr').filter({ has: page.locator('th', { hasText: l.line }) });
    await expect(row).toBeVisible();
    const tax = await page.getByTestId('booking-tourist-tax').textContent();
    expect(tax).toMatch(/₽/);
    const bookingUrl = new URL(page.url()).pathname;
    const number = `GK-${bookingUrl.split('/').pop()!.padStart(6, '0')}`;

    // The guest claims an exemption with a scan (unless it came with the booking).
    const claim = page.getByTestId('booking-exemptions');
    if (!atBooking) {
      await fillClaim(page, claim, l);
      await claim.getByRole('button', { name: l.claim }).click();
    }
    await expect(claim).toContainText(l.pending);

    // A manager confirms it in the back office.
    await signIn(page, 'manager', '/backoffice/tourist-tax', { lang });
    // The rate table a manager edits: 2027 at 3 %.
    await expect(page.getByTestId('tourist-tax-rates').locator('tr').filter({ hasText: '2027' })).toContainText('3 %');
    await page.screenshot({ path: test.info().outputPath('backoffice-tourist-tax.png'), fullPage: true });
    const claimRow = page.getByTestId('exemption-claims').locator('tr').filter({ hasText: number });
    await claimRow.getByRole('button', { name: l.confirm }).click();
    // A click on Save while the dialog still zooms open can be lost: the manager clicks again.
    await modalSettled(page);
    await expect(async () => {
      if (await page.getByRole('dialog').isVisible())
        await page.getByRole('dialog').getByRole('button', { name: l.save }).click();
      await expect(claimRow).toHaveCount(0, { timeout: 3000 });
    }).toPass();

    // The guest's booking has no tax line any more.
    await signIn(page, 'tenant', bookingUrl, { lang });
    await expect(page.getByTestId('booking-exemptions')).toContainText(l.confirmed);
    await expect(page.getByTestId('booking-tourist-tax')).toHaveCount(0);
  });
}
