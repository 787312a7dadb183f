/**
 * Issue 39 point 1 in the browser (docs/rules.md R5.28): the manager opens the rate calendar,
 * ticks 3 objects, picks a week on the header, sets a price in the side panel, previews the
 * changed cells (old → new), saves, and the booking quote and the search then sell those nights at
 * that price; back on the grid it shows. In Russian and English, each on a random far week so parallel
 * runs rarely meet. Then a season is added in the drawer, listed, and deleted after the confirmation.
 */
import { randomInt } from 'node:crypto';
import { expect as baseExpect } from '@playwright/test';
import { test } from './test';
import { confirmPopconfirm } from './helpers';
import { formatMoney } from '../../src/domain/money';

const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 180_000 });

const L = {
  ru: { price: 'Цена за ночь', preview: 'Предпросмотр', save: 'Сохранить', summary: 'Меняется ночей: 21 из 21' },
  en: { price: 'Price per night', preview: 'Preview', save: 'Save', summary: '21 of 21 nights change' },
} as const;

/** `YYYY-MM-DD` `days` after today (UTC). */
const after = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

for (const lang of ['ru', 'en'] as const) {
  const l = L[lang];
  test(`${lang}: a price set on the grid for 3 objects × a week is previewed, saved and sold`, async ({
    page,
    signIn,
  }) => {
    const start = randomInt(120, 300);
    const from = after(start);
    const to = after(start + 13);
    const week = [0, 1, 2, 3, 4, 5, 6].map((d) => after(start + d));
    const rubles = randomInt(4000, 9000);
    await signIn(page, 'manager', `/backoffice/rates?from=${from}&to=${to}`, { lang });
    const grid = page.getByTestId('rate-grid');
    const rows = grid.locator('[data-testid^="rate-row-"]');
    await expect(rows.first()).toBeVisible();
    const ids: number[] = [];
    for (let i = 0; i < 3; i++) {
      const row = rows.nth(i);
      ids.push(Number((await row.getAttribute('data-testid'))!.replace('rate-row-', '')));
      await row.getByRole('checkbox').check();
    }
    await grid.locator(`button[data-date="${week[0]}"]`).click();
    await grid.locator(`button[data-date="${week[6]}"]`).click();
    const panel = page.getByTestId('rate-panel');
    await panel.getByLabel(l.price).fill(String(rubles));
    await panel.getByRole('button', { name: l.preview }).click();
    await expect(page.getByTestId('rate-preview-summary')).toHaveText(l.summary);
    await expect(page.getByTestId(`rate-row-${ids[0]}`).locator(`[data-date="${week[3]}"].rg-changed`)).toBeVisible();
    await panel.getByRole('button', { name: l.save }).click();
    await expect(page.getByTestId('rate-preview-summary')).toBeHidden();

    const res = await page.request.get(
      `/api/app/v1/bookings/quote?objectIds=${ids[1]}&adults=1&tariffId=1&checkIn=${week[1]}&checkOut=${week[4]}`,
      { headers: { company: '1', devicelocale: lang } },
    );
    expect(res.status(), await res.text()).toBe(200);
    expect((await res.json()).data.price.lines[0].nightly).toEqual([rubles * 100, rubles * 100, rubles * 100]);

    // The search sells the stay at the grid's price: its card shows the 3 nights' total.
    await page.goto(`/objects?checkIn=${week[1]}&checkOut=${week[4]}&adults=1&priceMin=${rubles}&priceMax=${rubles}`);
    const card = page.getByTestId('object-card').filter({ has: page.locator(`a[href^="/objects/${ids[1]}?"]`) });
    await expect(card.locator('.price')).toContainText(formatMoney(rubles * 300, lang));

    await page.goto(`/backoffice/rates?from=${from}&to=${to}`);
    const cell = page.getByTestId(`rate-row-${ids[2]}`).locator(`[data-date="${week[6]}"]`);
    await expect(cell).toHaveClass(/rg-override/);
    const shown = new Intl.NumberFormat(lang === 'ru' ? 'ru-RU' : 'en-US').format(rubles);
    await expect(cell).toHaveText(shown);
  });
}

test('ru: a season is added in the drawer, listed, and deleted after the confirmation', async ({ page, signIn }) => {
  // Nights past the booking horizon, so no other test's price moves.
  const name = `Сезон ${randomInt(1e6)}`;
  await signIn(page, 'manager', '/backoffice/rate-rules');
  await page.getByRole('button', { name: 'Добавить сезон или правило' }).click();
  const form = page.getByTestId('rule-form');
  await form.getByLabel('Название').fill(name);
  await form.getByLabel('С', { exact: true }).fill('2030-06-01');
  await form.getByLabel('По', { exact: true }).fill('2030-06-30');
  await form.getByLabel('Изменение текущей цены, %').fill('15');
  await form.getByLabel('Минимальный срок (MinLOS), ночей').fill('2');
  await page.getByRole('button', { name: 'Сохранить' }).click();
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('01.06.2030 – 30.06.2030');
  await expect(row).toContainText('+15 %');
  await expect(row).toContainText('Минимальный срок (MinLOS), ночей: 2');
  await row.getByRole('button', { name: `Удалить: ${name}` }).click();
  await confirmPopconfirm(page, 'Удалить');
  await expect(row).toHaveCount(0);
});
