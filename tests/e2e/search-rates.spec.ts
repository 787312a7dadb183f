/**
 * Issue 39 point 4 in the browser (docs/rules.md R4.5, R5.28, R5.29): a 1-night New Year search
 * explains the minimum stay; a December Friday→Sunday costs 20 % more than a Monday→Wednesday;
 * the object page's price calendar shows the nights' prices and picking two days on it carries
 * the stay to the booking form. Dates relative to today, as the demo seeds them
 * (server/db/seed/rates.ts): Friday and Saturday nights of this year's December +20 % on the
 * apartments, arrivals 30.12–02.01 at least 3 nights.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './test';

const DAY = 86_400_000;
const iso = (t: number) => new Date(t).toISOString().slice(0, 10);
const today = iso(Date.now());
/** The New Year whose arrivals 30.12–02.01 are still to come (server/db/seed/rates.ts). */
const eve = `${Number(today.slice(0, 4)) - (today.slice(5) <= '01-02' ? 1 : 0)}-12-30`;
/** The first Friday of this year's December at least two days ahead whose Monday→Wednesday is in December too. */
function decemberFriday(): string | null {
  for (let d = 1; d <= 25; d++) {
    const date = `${today.slice(0, 4)}-12-${String(d).padStart(2, '0')}`;
    if (new Date(`${date}T00:00:00Z`).getUTCDay() === 5 && date >= iso(Date.now() + 2 * DAY)) return date;
  }
  return null;
}
const plus = (date: string, days: number) => iso(Date.parse(`${date}T00:00:00Z`) + days * DAY);
/** The first money amount of a text, rubles ("12 345,60 ₽ за 2 ночи" → 12345.6). */
const rubles = (text: string | null) =>
  Number(
    /([\d\s\u00a0\u202f]+(?:,\d{1,2})?)\s*₽/
      .exec(text ?? '')![1]
      .replace(/[\s\u00a0\u202f]/g, '')
      .replace(',', '.'),
  );

test('a 1-night New Year search says that from 30.12 the stay is at least 3 nights', async ({ page }) => {
  await page.goto(`/objects?kind=apartment&checkIn=${eve}&checkOut=${plus(eve, 1)}`);
  const why = page.getByTestId('search-restrictions');
  await expect(why).toContainText('На эти даты ничего не предлагается');
  await expect(why).toContainText('С 30.12 — не меньше 3 ночей');
  await expect(page.getByText('Нет доступных объектов на выбранные даты, выберите другую дату')).toBeVisible();
  // Three nights from 30.12 are offered.
  await page.goto(`/objects?kind=apartment&checkIn=${eve}&checkOut=${plus(eve, 3)}`);
  await expect(page.getByTestId('object-card').first()).toBeVisible();
  await expect(page.getByTestId('search-restrictions')).toHaveCount(0);
});

test('a December weekend costs 20 % more than weekdays; the price calendar shows it and picks the stay', async ({
  page,
  request,
}) => {
  const fri = decemberFriday();
  test.skip(!fri, 'no December Friday left this year');
  const mon = plus(fri!, 3);
  // An apartment free on both stays.
  const ids = async (checkIn: string, checkOut: string) => {
    const r = await request.get(
      `/api/app/v1/objects?kind=apartment&checkIn=${checkIn}&checkOut=${checkOut}&_sort=id&_end=100`,
      { headers: { company: '1', devicelocale: 'ru' } },
    );
    return ((await r.json()).data.data as { id: number }[]).map((o) => o.id);
  };
  const weekdayIds = new Set(await ids(mon, plus(mon, 2)));
  const id = (await ids(fri!, plus(fri!, 2))).find((x) => weekdayIds.has(x))!;
  expect(id).toBeTruthy();

  // The search card and the booking card price the weekend by its nights.
  await page.goto(`/objects?kind=apartment&checkIn=${fri}&checkOut=${plus(fri!, 2)}`);
  await expect(page.getByTestId('object-card').first()).toContainText('за 2 ночи');
  await page.goto(`/objects/${id}?checkIn=${fri}&checkOut=${plus(fri!, 2)}`);
  const total = page.getByTestId('stay-total');
  await expect(total).toContainText('за 2 ночи');
  const weekend = rubles(await total.textContent());
  await page.goto(`/objects/${id}?checkIn=${mon}&checkOut=${plus(mon, 2)}`);
  await expect(total).toContainText('за 2 ночи');
  const weekday = rubles(await total.textContent());
  expect(Math.abs(weekend - weekday * 1.2)).toBeLessThanOrEqual(0.02);

  // The price calendar: Friday's night 20 % above Monday's; a click on Monday, then Wednesday.
  await page.goto(`/objects/${id}`);
  const cell = (date: string) => page.locator(`.avail-month td[data-date="${date}"]`);
  for (let i = 0; i < 12 && !(await cell(fri!).count()); i++)
    await page.getByRole('button', { name: 'Следующий месяц' }).click();
  const price = async (date: string) =>
    Number(((await cell(date).locator('.avail-price').textContent()) ?? '').replace(/\D/g, ''));
  await expect(cell(fri!).locator('.avail-price')).toBeVisible();
  expect(Math.abs((await price(fri!)) - (await price(mon)) * 1.2)).toBeLessThanOrEqual(1);
  await cell(mon).getByRole('button').click();
  await expect(page.getByText('Теперь нажмите день выезда')).toBeVisible();
  await cell(plus(mon, 2)).getByRole('button').click();
  await expect(page).toHaveURL(new RegExp(`checkIn=${mon}&checkOut=${plus(mon, 2)}`));
  await expect(cell(mon)).toHaveClass(/chosen/);
  await expect(total).toContainText('за 2 ночи');
  expect(rubles(await total.textContent())).toBe(weekday);
  // The calendar's day buttons are named and its colours readable (WCAG 2.2 AA).
  const axe = await new AxeBuilder({ page })
    .include('.avail-months')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'])
    .analyze();
  expect(axe.violations.map((v) => v.id)).toEqual([]);
  await page.getByRole('button', { name: 'Забронировать' }).click();
  await expect(page).toHaveURL(new RegExp(`/objects/${id}/order\\?checkIn=${mon}&checkOut=${plus(mon, 2)}`));
});

test('in English: the New Year minimum stay, and the closed arrival day on the calendar', async ({
  page,
  context,
  baseURL,
}) => {
  await context.addCookies([{ name: 'lang', value: 'en', url: baseURL! }]);
  await page.goto(`/objects?kind=apartment&checkIn=${eve}&checkOut=${plus(eve, 1)}`);
  const why = page.getByTestId('search-restrictions');
  await expect(why).toContainText('Nothing can be offered for these dates');
  await expect(why).toContainText('From 30.12, at least 3 nights');
  await page.goto('/objects/1');
  await expect(page.getByRole('heading', { name: 'Prices and availability' })).toBeVisible();
  const cell = page.locator(`.avail-month td[data-date="${plus(eve, 1)}"]`);
  for (let i = 0; i < 12 && !(await cell.count()); i++) await page.getByRole('button', { name: 'Next month' }).click();
  await expect(cell).toHaveClass(/cta/);
  await expect(cell).toHaveAttribute('title', /No arrivals this day/);
  // Picking 31.12 as the arrival: the booking card says why it cannot be booked.
  await cell.getByRole('button').click();
  await expect(page.getByText('Now click the departure day')).toBeVisible();
  if (!(await page.locator(`.avail-month td[data-date="${plus(eve, 4)}"]`).count()))
    await page.getByRole('button', { name: 'Next month' }).click();
  await page
    .locator(`.avail-month td[data-date="${plus(eve, 4)}"]`)
    .getByRole('button')
    .click();
  await expect(page.getByText('No arrivals on 31.12 — choose another arrival day')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Book', exact: true })).toBeDisabled();
});
