/**
 * Issue 39 point 3 in the browser (docs/rules.md R5.29, R5.32): on the booking form, the demo's
 * `WELCOME10` takes 10 % of the accommodation off a 2-night stay (the quote's promo line) and the
 * booking is made with it; the same guest's second booking is refused "already used"; a 1-night stay
 * says "from 2 nights"; and a 1-night New Year stay shows the minimum stay with submit disabled.
 * A manager creates a code in the back office's drawer, finds it listed, and deactivates it.
 * Dates are relative to today, as server/db/seed/rates.ts seeds them.
 */
import { randomInt } from 'node:crypto';
import { expect as baseExpect, type APIRequestContext } from '@playwright/test';
import { test } from './test';
import { apiLogin, confirmPopconfirm, signInWith, uniquePhone } from './helpers';
import { addDaysIso, isoWeekday } from '../../src/domain/iso-days';
import { hotelToday } from '../../src/domain/hotel-time';

const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 180_000 });

const today = hotelToday();
/** The demo's New Year: arrivals 30.12–02.01 at least 3 nights (server/db/seed/rates.ts). */
const newYearEve = `${today.slice(5) <= '01-02' ? Number(today.slice(0, 4)) - 1 : today.slice(0, 4)}-12-30`;
const H = { company: '1', devicelocale: 'en' };

/** The ids of apartments free from `checkIn` to `checkOut`. */
async function freeApartments(request: APIRequestContext, checkIn: string, checkOut: string): Promise<number[]> {
  const r = await request.get(
    `/api/app/v1/objects?checkIn=${checkIn}&checkOut=${checkOut}&adults=1&kind=apartment&_end=100`,
    { headers: H },
  );
  expect(r.status()).toBe(200);
  return ((await r.json()).data.data as { id: number }[]).map((o) => o.id);
}

/** Rubles of a Russian money text ("1 234,50 ₽" → 1234.5). */
const rubles = (s: string | null) => Number((s ?? '').replace(/[^\d,]/g, '').replace(',', '.'));

test('ru: WELCOME10 lowers a 2-night stay by 10 % of the accommodation, once per guest; 1 night is too short', async ({
  page,
  request,
  baseURL,
}) => {
  // Outside December's season and the New Year, at a random distance so parallel runs rarely meet.
  const checkIn = addDaysIso(today, 75 + randomInt(0, 150));
  const checkOut = addDaysIso(checkIn, 2);
  const [first, second] = (await freeApartments(request, checkIn, checkOut)).sort(() => randomInt(0, 3) - 1);
  const token = await apiLogin(request, uniquePhone());
  const plain = await request.get(
    `/api/app/v1/bookings/quote?objectIds=${first}&adults=1&tariffId=1&checkIn=${checkIn}&checkOut=${checkOut}`,
    { headers: H },
  );
  const accommodation = (await plain.json()).data.price.accommodationKopecks as number;
  const off = Math.round(accommodation * 0.1);

  await signInWith(page, baseURL!, token, `/objects/${first}/order?checkIn=${checkIn}&checkOut=${checkOut}&adults=1`);
  const total = page.getByTestId('price-total');
  await expect(total).toContainText('₽');
  const before = rubles(await total.textContent());
  await page.getByTestId('promo-code').fill('welcome10');
  await page.getByRole('button', { name: 'Применить' }).click();
  await expect(page.getByTestId('promo-applied')).toBeVisible();
  const line = page.getByTestId('price-promo');
  await expect(line).toContainText('Промокод WELCOME10');
  await expect.poll(async () => rubles(await line.locator('span').last().textContent())).toBe(off / 100);
  // the total falls by the discount (and the tourist tax on it)
  await expect.poll(async () => rubles(await total.textContent())).toBeLessThanOrEqual(before - off / 100);

  await page.getByLabel('Фамилия', { exact: true }).fill('Промокодов');
  await page.getByLabel('Имя', { exact: true }).fill('Тест');
  await page.getByLabel('Телефон', { exact: true }).fill('9120000000');
  await page.getByRole('checkbox', { name: /Я согласен с политикой/ }).check();
  await page.getByRole('button', { name: 'Забронировать', exact: true }).click();
  await expect(page).toHaveURL(/\/bookings\/\d+$/);

  // The same guest again: the quote refuses the code with the reason, under the field.
  await page.goto(`/objects/${second}/order?checkIn=${checkIn}&checkOut=${checkOut}&adults=1`);
  await expect(total).toContainText('₽');
  await page.getByTestId('promo-code').fill('WELCOME10');
  await page.getByRole('button', { name: 'Применить' }).click();
  await expect(page.getByText('Вы уже использовали этот промокод')).toBeVisible();
  await expect(page.getByTestId('price-promo')).toHaveCount(0);

  // One night: the minimum of the code.
  await page.goto(`/objects/${second}/order?checkIn=${checkIn}&checkOut=${addDaysIso(checkIn, 1)}&adults=1`);
  await expect(total).toContainText('₽');
  await page.getByTestId('promo-code').fill('WELCOME10');
  await page.getByRole('button', { name: 'Применить' }).click();
  await expect(page.getByText('Промокод действует от 2 ночей')).toBeVisible();
});

test('ru: a stay over a December weekend shows "from" the lowest night and each night in a popover', async ({
  page,
  request,
}) => {
  // The demo's season: December's Friday and Saturday nights +20 % (server/db/seed/rates.ts).
  const year = Number(today.slice(0, 4)) + (today.slice(5) > '12-10' ? 1 : 0);
  let checkIn = `${year}-12-08`;
  while (isoWeekday(checkIn) !== 4) checkIn = addDaysIso(checkIn, 1);
  const checkOut = addDaysIso(checkIn, 3);
  // An apartment of the demo's season (the rule names the apartments seeded before it).
  let id = 0;
  for (const candidate of await freeApartments(request, checkIn, checkOut)) {
    const q = await request.get(
      `/api/app/v1/bookings/quote?objectIds=${candidate}&adults=1&tariffId=1&checkIn=${checkIn}&checkOut=${checkOut}`,
      { headers: H },
    );
    const nightly = (await q.json()).data.price.lines[0].nightly as number[];
    if (nightly[1] > nightly[0]) {
      id = candidate;
      break;
    }
  }
  expect(id).toBeGreaterThan(0);
  await page.goto(`/objects/${id}/order?checkIn=${checkIn}&checkOut=${checkOut}&adults=1`);
  await expect(page.getByTestId('price-lines')).toContainText(/3 ночи, от/);
  await page.getByRole('button', { name: 'Цена по ночам' }).click();
  await expect(page.getByTestId('price-nightly').locator('li')).toHaveCount(3);
});

for (const lang of ['ru', 'en'] as const) {
  test(`${lang}: a 1-night New Year stay shows the minimum stay and cannot be submitted`, async ({
    page,
    request,
    baseURL,
  }) => {
    const ids = await freeApartments(request, newYearEve, addDaysIso(newYearEve, 3));
    const id = ids[randomInt(0, ids.length)];
    await page.context().addCookies([{ name: 'lang', value: lang, url: baseURL! }]);
    await page.goto(`/objects/${id}/order?checkIn=${newYearEve}&checkOut=${addDaysIso(newYearEve, 1)}&adults=1`);
    await expect(page.getByTestId('stay-restriction')).toHaveText(
      lang === 'ru' ? 'С 30.12 — не меньше 3 ночей' : 'From 30.12, at least 3 nights',
    );
    await expect(
      page.getByRole('button', { name: lang === 'ru' ? 'Забронировать' : 'Book', exact: true }),
    ).toBeDisabled();
  });
}

test('en: a manager creates a promo code in the drawer, sees it listed with its numbers, and deactivates it', async ({
  page,
  signIn,
}) => {
  const code = `E2E-${randomInt(100_000, 999_999)}`;
  await signIn(page, 'manager', '/backoffice/promo-codes', { lang: 'en' });
  await expect(page.getByRole('cell', { name: 'WELCOME10', exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Create a promo code' }).click();
  const drawer = page.getByRole('dialog');
  await drawer.getByLabel('Code').fill(code.toLowerCase());
  await drawer.getByText('Sum', { exact: true }).click();
  await drawer.getByLabel('Sum, ₽').fill('500');
  await drawer.getByLabel('Limit of uses').fill('5');
  await drawer.getByRole('button', { name: 'Save' }).click();
  const row = page.getByRole('row').filter({ hasText: code });
  await expect(row).toContainText('−₽500');
  await expect(row).toContainText('Active');
  await row.getByRole('button', { name: `Deactivate: ${code}` }).click();
  await confirmPopconfirm(page, 'Deactivate');
  await expect(row).toContainText('Deactivated');
});
