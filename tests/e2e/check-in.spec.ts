/**
 * Issue 38 point 1 in the browser (docs/rules.md R20.2): a new person books on the booking form a
 * stay for two adults and a child of 7, arriving the day before a public holiday; on the booking page "Check-in data:
 * 0 of 3" leads to the online check-in, where a wrong Russian passport number is refused under its
 * field in Russian and in English; then a Russian adult, a British adult (passport, migration
 * card, purpose) and the child (birth certificate) are saved and the booking shows 3 of 3. Then a
 * manager's registration desk (docs/rules.md R20.4) shows the British guest's notice of arrival due
 * the next working day — after the holiday — and its PDF carries his name, passport and
 * migration card.
 */
import { randomInt } from 'node:crypto';
import { expect as baseExpect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { test } from './test';
import { pdfText } from '../api/pdf-text';
import { formatDisplayDate } from '../../src/domain/datetime';
import { apiLogin, pickOption, signInWith, uniquePhone } from './helpers';
import { addWorkingDays, isWorkingDay } from '../../src/domain/production-calendar';
import { addDaysIso } from '../../src/domain/datetime';
import { hotelToday } from '../../src/domain/hotel-time';

const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 240_000 });

/** The first day from a week ahead whose next day is a weekday off: a public holiday (R20.1). */
function arrivalBeforeHoliday(): string {
  let d = addDaysIso(hotelToday(), 7);
  for (;;) {
    const next = addDaysIso(d, 1);
    const weekday = new Date(`${next}T00:00:00Z`).getUTCDay();
    if (weekday !== 0 && weekday !== 6 && !isWorkingDay(next)) return d;
    d = next;
  }
}

/**
 * A new person (signed in, named) and a free apartment for two adults and a child of 7 from
 * `checkIn` for 3 nights: its booking form's address, and the person's token.
 */
async function familyStay(request: APIRequestContext, checkIn: string) {
  const phone = uniquePhone();
  const token = await apiLogin(request, phone);
  const headers = { company: '1', devicelocale: 'ru', authorization: `Bearer ${token}` };
  const named = await request.put('/api/app/v1/profile', { headers, data: { surname: 'Иванов', name: 'Иван' } });
  expect(named.status(), await named.text()).toBe(200);
  const checkOut = addDaysIso(checkIn, 3);
  const free = await request.get(
    `/api/app/v1/objects?checkIn=${checkIn}&checkOut=${checkOut}&adults=2&children=7&kind=apartment&_end=200`,
    { headers },
  );
  // Not the demo owner's rooms 1–4 (docs/rules.md R4.8).
  const ids = ((await free.json()).data.data as { id: number }[]).map((o) => o.id).filter((id) => id > 4);
  const objectId = ids[randomInt(0, ids.length)];
  return { token, order: `/objects/${objectId}/order?checkIn=${checkIn}&checkOut=${checkOut}&adults=2&children=7` };
}

const L = {
  ru: {
    book: 'Забронировать',
    policy: 'Я согласен с политикой обработки персональных данных и даю согласие на обработку моих персональных данных',
    open: 'Онлайн-регистрация',
    save: 'Сохранить',
    number: 'Номер',
    wrong: 'Номер паспорта РФ — 6 цифр',
    consent: 'Даю согласие на обработку данных документов для регистрации',
  },
  en: {
    open: 'Online check-in',
    save: 'Save',
    number: 'Number',
    wrong: "A Russian passport's number is 6 digits",
    consent: 'I give my consent to processing identity documents for registration',
  },
} as const;

/** The open guest panel. */
const panel = (page: Page) => page.getByTestId('check-in-guests').locator('.ant-collapse-item-active');

/** Fills a text field of the open panel by its label. */
const type = (scope: Locator, label: string, value: string) => scope.getByLabel(label, { exact: true }).fill(value);

/** Picks a date in the open panel's date field. */
async function date(scope: Locator, label: string, ddmmyyyy: string) {
  const input = scope.getByLabel(label, { exact: true });
  await input.click();
  await input.fill(ddmmyyyy);
  await input.press('Enter');
}

/** Picks `option` (its visible text) in the open panel's select `label`, typing `search` first if given. */
async function choose(page: Page, scope: Locator, label: string, option: string, search?: string) {
  const select = scope.getByLabel(label, { exact: true });
  // The chosen value's label lies over the search input: the click goes to the field as a person's would.
  await select.click({ force: true });
  if (search) await select.fill(search);
  await pickOption(
    page,
    page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: option }).first(),
  );
}

/** Opens guest `index`'s panel. */
async function openGuest(page: Page, index: number) {
  await page.getByTestId(`check-in-guest-${index}`).click();
  await expect(panel(page).getByTestId(`check-in-guest-${index}`)).toBeVisible();
}

/** Fills the Russian adult (English labels) with passport number `number`. */
async function russianAdult(page: Page, number: string, lang: 'ru' | 'en') {
  const p = panel(page);
  const f =
    lang === 'ru'
      ? {
          surname: 'Фамилия',
          name: 'Имя',
          birth: 'Дата рождения',
          sex: 'Пол',
          male: 'Мужской',
          doc: 'Документ',
          passport: 'Паспорт гражданина РФ',
          series: 'Серия',
          address: 'Адрес регистрации (прописки)',
        }
      : {
          surname: 'Surname',
          name: 'Given name',
          birth: 'Date of birth',
          sex: 'Sex',
          male: 'Male',
          doc: 'Document',
          passport: 'Russian passport',
          series: 'Series',
          address: 'Registered address',
        };
  await type(p, f.surname, 'Иванов');
  await type(p, f.name, 'Иван');
  await date(p, f.birth, '15.03.1985');
  await choose(page, p, f.sex, f.male);
  await choose(page, p, f.doc, f.passport);
  await type(p, f.series, '6512');
  await type(p, L[lang].number, number);
  await type(p, f.address, 'г. Екатеринбург, ул. Ленина, д. 1, кв. 2');
  await consent(p, lang);
}

/** Ticks the open panel's consent to processing identity documents (docs/rules.md R21.2). */
async function consent(scope: Locator, lang: 'ru' | 'en') {
  await scope.getByRole('checkbox', { name: L[lang].consent }).check();
}

test('a booker fills the online check-in of two adults, one foreign, and a child; a wrong passport is refused in ru and en', async ({
  page,
  request,
  baseURL,
  signIn,
}, info) => {
  test.skip(info.project.name !== 'desktop', 'one flow on the desktop');
  const arrival = arrivalBeforeHoliday();
  const { token, order } = await familyStay(request, arrival);

  // The booking form in Russian, for two adults and a child of 7: booked, its page shows the counter.
  await signInWith(page, baseURL!, token, order, { lang: 'ru' });
  await page.getByRole('checkbox', { name: L.ru.policy, exact: true }).check();
  await page.getByRole('button', { name: L.ru.book, exact: true }).click();
  await expect(page).toHaveURL(/\/bookings\/\d+$/);
  const id = Number(new URL(page.url()).pathname.split('/').pop());
  const progress = page.getByTestId('check-in-progress');
  await expect(progress).toContainText('Данные для регистрации: 0 из 3 гостей');
  await progress.getByRole('link', { name: L.ru.open }).click();
  await expect(page).toHaveURL(new RegExp(`/bookings/${id}/check-in$`));

  // A wrong passport number, refused under its field in Russian.
  await russianAdult(page, '12345', 'ru');
  await panel(page).getByRole('button', { name: L.ru.save }).click();
  await expect(panel(page).locator('.ant-form-item').filter({ hasText: L.ru.wrong })).toBeVisible();
  await page.screenshot({ path: info.outputPath('check-in-refused-ru.png'), fullPage: true });

  // The same in English.
  await signInWith(page, baseURL!, token, `/bookings/${id}/check-in`, { lang: 'en' });
  await russianAdult(page, '12345', 'en');
  await panel(page).getByRole('button', { name: L.en.save }).click();
  await expect(panel(page).locator('.ant-form-item').filter({ hasText: L.en.wrong })).toBeVisible();
  await type(panel(page), L.en.number, '345678');
  await panel(page).getByRole('button', { name: L.en.save }).click();
  await expect(page.getByTestId('check-in-counter')).toHaveText('Check-in data: 1 of 3 guests');

  // The British adult.
  await openGuest(page, 2);
  const p2 = panel(page);
  await type(p2, 'Surname', 'SMITH');
  await type(p2, 'Given name', 'JOHN');
  await date(p2, 'Date of birth', '01.07.1990');
  await choose(page, p2, 'Sex', 'Male');
  await choose(page, p2, 'Citizenship', 'United Kingdom', 'United K');
  await choose(page, p2, 'Document', 'Passport for travel abroad');
  await type(p2, 'Number', '123456789');
  await type(p2, 'Place of birth (country, town)', 'United Kingdom, London');
  await type(p2, 'Migration card: series', '4617');
  await type(p2, 'Migration card: number', '1234567');
  await choose(page, p2, 'Purpose of the visit', 'Tourism');
  await consent(p2, 'en');
  await p2.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByTestId('check-in-counter')).toHaveText('Check-in data: 2 of 3 guests');

  // The child of 7: a birth certificate.
  await openGuest(page, 3);
  const p3 = panel(page);
  await type(p3, 'Surname', 'Иванова');
  await type(p3, 'Given name', 'Мария');
  await date(p3, 'Date of birth', `${arrival.slice(8, 10)}.${arrival.slice(5, 7)}.${Number(arrival.slice(0, 4)) - 8}`);
  await choose(page, p3, 'Sex', 'Female');
  await choose(page, p3, 'Document', 'Birth certificate');
  await type(p3, 'Series', 'IV-АИ');
  await type(p3, 'Number', '654321');
  await type(p3, 'Registered address', 'г. Екатеринбург, ул. Ленина, д. 1, кв. 2');
  await consent(p3, 'en');
  await p3.getByRole('button', { name: 'Save' }).click();
  // Born 8 years before arrival to the day: 8 on the check-in day, not the 7 booked.
  await expect(
    p3.locator('.ant-form-item').filter({ hasText: 'The age on the check-in day differs from the age booked' }),
  ).toBeVisible();
  await date(p3, 'Date of birth', `${arrival.slice(8, 10)}.${arrival.slice(5, 7)}.${Number(arrival.slice(0, 4)) - 7}`);
  await p3.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByTestId('check-in-counter')).toHaveText('Check-in data: 3 of 3 guests');

  // The booking shows it.
  await page.getByRole('link', { name: 'Back to the booking' }).click();
  await expect(page.getByTestId('check-in-progress')).toContainText('Check-in data: 3 of 3 guests');

  // The manager's desk on the arrival day: the foreigner's notice is due the next working day,
  // which the holiday puts more than a day later.
  const due = addWorkingDays(arrival, 1);
  expect(due > addDaysIso(arrival, 1)).toBe(true);
  const number = `GK-${String(id).padStart(6, '0')}`;
  await signIn(page, 'manager', '/backoffice/registration', { lang: 'en' });
  const day = page.locator('#registration-day');
  // The day typed and confirmed; on a loaded machine a keystroke before the picker is ready is
  // lost, so the step is repeated until the field holds the day (the desk's list follows it).
  await expect(async () => {
    await day.click();
    await day.fill(formatDisplayDate(arrival, 'full'));
    await day.press('Enter');
    await expect(day).toHaveValue(formatDisplayDate(arrival, 'full'), { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  const row = page
    .getByTestId('registration-arrivals')
    .getByRole('row')
    .filter({ hasText: number })
    .filter({ hasText: 'SMITH' });
  await expect(row).toContainText(formatDisplayDate(due, 'full'));
  await expect(row.getByTestId('registration-state')).toHaveText('Ready');
  const download = page.waitForEvent('download');
  await row.getByRole('button', { name: 'PDF' }).click();
  const text = await pdfText(readFileSync(await (await download).path()));
  for (const field of ['SMITH', 'JOHN', '123456789', '1234567', '01.07.1990']) expect(text).toContain(field);
});
