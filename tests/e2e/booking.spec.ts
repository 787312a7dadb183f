/**
 * Issue #3 in the browser, in Russian and English, on a desktop and a 390 px phone (@phone):
 * search → object → book → log in by SMS → pay in the sandbox → success → the booking shows
 * paid; the failure path; the validation messages of the booking form; dates typed over booked
 * nights and the one deadline the form announces (issue 35 items 7 and 17).
 */
import { randomInt } from 'node:crypto';
import { expect as baseExpect, type Page } from '@playwright/test';
import { test } from './test';

// The flow crosses several lazily loaded pages and an SMS round trip: allow a loaded machine time.
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 240_000 });
import { apiLogin, codeFromOutbox, loginViaUi, uniquePhone } from './helpers';

const iso = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

const L = {
  ru: {
    forTwo: /за 2 ночи/,
    perNight: /\/ ночь/,
    book: 'Забронировать',
    surname: 'Фамилия',
    name: 'Имя',
    phone: 'Телефон',
    infoName: 'Имя',
    cont: 'Продолжить',
    awaiting: 'Ожидает оплаты',
    pay: /^Оплатить .*₽/,
    sandboxPay: 'Оплатить',
    decline: 'Отклонить',
    success: 'Оплата прошла успешно',
    notices: ['Оплата прошла', 'Бронирование создано'],
    paid: 'Оплачено',
    errorTitle: 'Ошибка',
    failed: 'Платёж не прошёл',
    retry: /Повторить оплату картой можно после/,
    empty: 'Нет доступных объектов на выбранные даты, выберите другую дату',
    sameDates: 'Дата заезда не должна совпадать с датой выезда',
    capacity: 'Количество гостей превышает вместимость выбранных объектов — добавьте ещё объекты',
    maxGuests: 'Максимальное количество гостей в одном бронировании — 20',
    adults: 'Взрослые (от 18 лет)',
    legal: 'Юридическое лицо',
    tin: 'Юридическому лицу нужно приложить свидетельство ИНН',
    required: 'Обязательное поле',
    requestCancel: 'Запросить отмену',
    sendCancel: 'Отправить запрос на отмену',
    keepBooking: 'Не отменять',
    refundDue: /По тарифу вернём: 0\s₽/,
    myBookings: 'Мои бронирования',
    cancelReceived: 'Запрос на отмену получен',
    consent:
      'Я согласен с политикой обработки персональных данных и даю согласие на обработку моих персональных данных',
    tariff: 'Тариф',
    standard: 'Стандартный',
  },
  en: {
    forTwo: /for 2 nights/,
    perNight: /\/ night/,
    book: 'Book',
    surname: 'Surname',
    name: 'Name',
    phone: 'Phone',
    infoName: 'Name',
    cont: 'Continue',
    awaiting: 'Awaiting payment',
    pay: /^Pay ₽/,
    sandboxPay: 'Pay',
    decline: 'Decline',
    success: 'Payment was successful',
    notices: ['Payment successful', 'Booking created'],
    paid: 'Paid',
    errorTitle: 'Error',
    failed: 'Payment failed',
    retry: /You can retry the card payment after/,
    empty: 'No available properties for the selected dates; choose another date',
    sameDates: 'Check-in date must not be the same as check-out date',
    capacity: 'The number of guests exceeds the capacity of the chosen rooms — add more rooms',
    maxGuests: 'The maximum number of guests in one booking is 20',
    adults: 'Adults (18 and older)',
    legal: 'Legal entity',
    tin: 'A legal entity must attach the TIN certificate',
    required: 'Required',
    requestCancel: 'Request cancellation',
    sendCancel: 'Send the cancellation request',
    keepBooking: 'Keep the booking',
    refundDue: /The tariff returns: (₽0|0\s₽)/,
    myBookings: 'My bookings',
    cancelReceived: 'The cancellation request has been received',
    consent: 'I accept the personal data processing policy and give my consent to the processing of my personal data',
    tariff: 'Tariff',
    standard: 'Standard',
  },
} as const;

async function useLang(page: Page, lang: 'ru' | 'en', baseURL: string) {
  await page.context().addCookies([{ name: 'lang', value: lang, url: baseURL }]);
}

/**
 * Search with dates → first card → object page → booking form → submitted; returns the login page.
 * `viaBookingPage`: then opens the booking's page, is sent to /need-login, and comes back to /login.
 */
async function searchAndBook(page: Page, lang: 'ru' | 'en', viaBookingPage = false) {
  const l = L[lang];
  // Not a New Year arrival (30.12–02.01): the demo's restrictions ask 3 nights then and close 31.12
  // to arrivals (server/db/seed/rates.ts), and this flow books 2.
  let start = randomInt(20, 300);
  while (/-(12-3[01]|01-0[12])$/.test(iso(start))) start = randomInt(20, 300);
  await page.goto(`/objects?checkIn=${iso(start)}&checkOut=${iso(start + 2)}&adults=2&kind=apartment`);
  // A random card of the first page, so flows running in parallel rarely pick the same stay.
  const card = page.getByTestId('object-card').nth(randomInt(0, 8));
  await expect(card).toContainText(l.forTwo);
  await expect(card).toContainText(l.perNight);
  await card.getByRole('heading').getByRole('link').click();
  await expect(page).toHaveURL(/\/objects\/\d+\?/);
  await page.getByRole('button', { name: l.book, exact: true }).click();
  await expect(page).toHaveURL(/\/objects\/\d+\/order/);
  await expect(page.getByTestId('price-total')).toContainText('₽');
  await page.getByLabel(l.surname, { exact: true }).fill('Тестов');
  await page.getByLabel(l.name, { exact: true }).fill('Тест');
  await page.getByLabel(l.phone, { exact: true }).fill('9120000000');
  // Issue 35 item 18: each contact field's label, its "(optional)" mark included, stays in its column.
  const spilled = await page.getByTestId('booking-contacts').evaluate((root) =>
    [...root.querySelectorAll('.ant-form-item')]
      .filter((item) => {
        const label = item.querySelector('.ant-form-item-label');
        if (!label) return false;
        const text = document.createRange();
        text.selectNodeContents(label);
        return text.getBoundingClientRect().right > item.getBoundingClientRect().right + 1;
      })
      .map((item) => item.querySelector('.ant-form-item-label')!.textContent),
  );
  expect(spilled).toEqual([]);
  // Issue 35 item 18: the consent says the policy's name once, and that name is the link.
  await page.getByRole('checkbox', { name: l.consent, exact: true }).check();
  await page.getByRole('button', { name: l.book, exact: true }).click();
  await expect(page).toHaveURL(/\/login\?to=%2Fbookings%2F\d+/);
  // Issue 14 item 17: the login starts with the booker's phone.
  await expect(page.getByLabel(/Номер телефона|Phone number/)).toHaveValue('+7 (912) 000-00-00');
  if (!viaBookingPage) return;
  // Issue 35 item 15: also through /need-login from the booking's page — and never in the address.
  const to = new URL(page.url()).searchParams.get('to')!;
  await page.goto(to);
  await expect(page).toHaveURL(/\/need-login\?to=/);
  await page.getByRole('link', { name: /^(Войти или зарегистрироваться|Log in or register)$/ }).click();
  await expect(page).toHaveURL(/\/login\?to=/);
  await expect(page.getByLabel(/Номер телефона|Phone number/)).toHaveValue('+7 (912) 000-00-00');
  expect(page.url()).not.toMatch(/912/);
}

/** SMS login of a new phone from /login, through "about you", to the booking page. */
async function loginNewUser(page: Page, request: Parameters<typeof codeFromOutbox>[0], lang: 'ru' | 'en') {
  await expect(page.getByRole('button', { name: /Получить код|Get a code/ })).toBeVisible();
  await loginViaUi(page, request);
  await expect(page).toHaveURL(/\/user-info/);
  await page.getByLabel(L[lang].infoName, { exact: true }).fill('Тест');
  await page.getByRole('button', { name: L[lang].cont }).click();
  await expect(page).toHaveURL(/\/bookings\/\d+$/);
}

for (const lang of ['ru', 'en'] as const) {
  // Both languages on a desktop; the 390 px phone runs the English flows (CI time budget).
  const phone = lang === 'en' ? ' @phone' : '';
  const l = L[lang];
  test(`${lang}: search → object → book → SMS login → sandbox pay → paid${phone}`, async ({
    page,
    request,
    baseURL,
  }) => {
    await useLang(page, lang, baseURL!);
    await searchAndBook(page, lang);
    await loginNewUser(page, request, lang);
    await expect(page.getByTestId('booking-status')).toHaveText(l.awaiting);
    // Issue 35 item 18: the Standard tariff changed nothing, so it is its name alone, no "(0 ₽)".
    await expect(
      page
        .locator('tr')
        .filter({ has: page.locator('th', { hasText: new RegExp(`^${l.tariff}$`) }) })
        .locator('td'),
    ).toHaveText(l.standard);
    await page.getByRole('button', { name: l.pay }).click();
    await expect(page).toHaveURL(/\/payment-sandbox\/\d+/);
    await page.getByRole('button', { name: l.sandboxPay, exact: true }).click();
    await expect(page).toHaveURL(/\/bookings\/\d+\?payment=\d+/);
    await expect(page.getByText(l.success)).toBeVisible();
    await expect(page.getByTestId('booking-status')).toHaveText(l.paid);
    await expect(page.getByTestId('booking-paid')).toHaveText((await page.getByTestId('booking-total').textContent())!);
    // the dashboard lists it (Refine resource `bookings` through useTable)
    const id = Number(/\/bookings\/(\d+)/.exec(page.url())![1]);
    await page.goto('/dashboard');
    const number = `GK-${String(id).padStart(6, '0')}`;
    await expect(page.getByRole('link', { name: number })).toBeVisible();
    await expect(page.getByTestId('booking-status').first()).toHaveText(l.paid);
    // the dashboard's table keeps its state to itself: no `*=dashboard` or paging in the address (issue 14.21)
    expect(new URL(page.url()).search).toBe('');
    // and so does the bookings list page (<List> of the same resource)
    await page.goto('/bookings');
    await expect(page.getByRole('heading', { level: 1, name: l.myBookings })).toBeVisible();
    await expect(page.getByRole('link', { name: number })).toBeVisible();
    // the guest was told, in-app, of the booking and of the payment (issue 14.2, R7.10)
    await page.goto('/notifications');
    await expect(page.getByTestId('notification-item').filter({ hasText: number })).toHaveText(
      l.notices.map((n) => new RegExp(n)),
    );
  });

  test(`${lang}: a declined payment shows "Payment failed" under Error and a retry time; the cancellation request${phone}`, async ({
    page,
    request,
    baseURL,
  }) => {
    await useLang(page, lang, baseURL!);
    await searchAndBook(page, lang, true);
    await loginNewUser(page, request, lang);
    await page.getByRole('button', { name: l.pay }).click();
    await page.getByRole('button', { name: l.decline }).click();
    const alert = page.getByRole('alert').filter({ hasText: l.failed });
    await expect(alert).toBeVisible();
    await expect(alert).toContainText(l.errorTitle);
    await expect(page.getByTestId('booking-status')).toHaveText(l.awaiting);
    await expect(page.getByText(l.retry)).toBeVisible();
    await expect(page.getByRole('button', { name: l.pay })).toBeDisabled();
    // the cancellation request: the page refetches the booking and shows the request's state
    await page.getByRole('button', { name: l.requestCancel }).click();
    // Issue 14 item 9: the refund is shown before confirming; the buttons say what they do.
    await expect(page.getByTestId('cancel-refund')).toContainText(l.refundDue);
    await expect(page.locator('.ant-popconfirm').getByRole('button', { name: l.keepBooking })).toBeVisible();
    await page.locator('.ant-popconfirm').getByRole('button', { name: l.sendCancel }).click();
    await expect(page.getByTestId('cancellation-state')).toContainText(l.cancelReceived);
    await expect(page.getByRole('button', { name: l.pay })).toHaveCount(0);
    await expect(page.getByRole('button', { name: l.requestCancel })).toHaveCount(0);
  });

  test(`${lang}: booking form validation messages${phone}`, async ({ page, baseURL, request }) => {
    await useLang(page, lang, baseURL!);
    const day = randomInt(20, 300);
    const d = iso(day);
    // same dates from a shared link
    await page.goto(`/objects/5/order?checkIn=${d}&checkOut=${d}&adults=1`);
    await expect(page.getByText(l.sameDates).first()).toBeVisible();
    // One night: a long random stay could cross another test's booking of this object, and the
    // form then (rightly) refuses to book.
    await page.goto(`/objects/5/order?checkIn=${d}&checkOut=${iso(day + 1)}&adults=1`);
    const adults = page.getByLabel(l.adults);
    await adults.fill('9');
    await expect(page.getByRole('alert').filter({ hasText: l.capacity })).toBeVisible();
    await adults.fill('25');
    await expect(page.getByRole('alert').filter({ hasText: l.maxGuests })).toBeVisible();
    await adults.fill('1');
    await page.getByText(l.legal, { exact: true }).click();
    await page.getByRole('button', { name: l.book, exact: true }).click();
    await expect(page.getByText(l.tin)).toBeVisible();
    await expect(page.getByText(l.required).first()).toBeVisible();
    if (lang === 'en') return;
    // Switching to English mid-form: the object, the tariffs and the field errors follow at once (R6.1).
    const en = async (path: string) =>
      (await (await request.get(`/api/app/v1/${path}`, { headers: { company: '1', devicelocale: 'en' } })).json()).data;
    const [object, tariffs] = await Promise.all([en('objects/5'), en('tariffs')]);
    await page.getByText('EN', { exact: true }).click();
    await expect(page.getByText(L.en.tin)).toBeVisible();
    await expect(page.getByText(L.en.required).first()).toBeVisible();
    await expect(page.getByText(l.required)).toHaveCount(0);
    await expect(page.getByRole('link', { name: object.title, exact: true })).toBeVisible();
    await expect(page.getByText(tariffs[0].name, { exact: true })).toBeVisible();
  });
}

test('no free objects: the empty message; search state survives a reload', async ({ page }) => {
  const d = iso(40);
  await page.goto(`/objects?checkIn=${d}&checkOut=${iso(42)}&kind=meeting_room&adults=17`);
  await expect(page.getByText(L.ru.empty)).toBeVisible();
  await page.goto(`/objects?checkIn=${d}&checkOut=${iso(42)}&view=map&sort=price_desc&page=2`);
  await page.reload();
  await expect(page).toHaveURL(/view=map/);
  await expect(page.getByRole('group', { name: 'План комплекса' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Открыть в Яндекс Картах' }).first()).toHaveAttribute(
    'href',
    /yandex\.ru\/maps\/\?pt=/,
  );
  await expect(page.getByTestId('object-card').first()).toBeVisible();
});

/** Books two nights from `start` days ahead of a free apartment through the API; its id and nights. */
async function bookedObject(request: Parameters<typeof apiLogin>[0]) {
  const phone = uniquePhone();
  const headers = { company: '1', devicelocale: 'ru', authorization: `Bearer ${await apiLogin(request, phone)}` };
  for (let attempt = 0; ; attempt++) {
    const id = randomInt(5, 100); // not the demo owner's rooms 1–4 (docs/rules.md R4.8)
    const start = randomInt(40, 300);
    const r = await request.post('/api/app/v1/bookings', {
      headers,
      data: {
        objectIds: [id],
        checkIn: iso(start),
        checkOut: iso(start + 2),
        guests: { adults: 1, children: [] },
        tariffId: 1,
        policyConsent: true,
        payerType: 'individual',
        contact: { surname: 'Занятов', name: 'Пётр', phone },
      },
    });
    if (r.status() === 201) return { id, start };
    // Another test's stay on these nights, or a room not offered for short stays: another pick.
    expect(attempt, await r.text()).toBeLessThan(5);
  }
}

test('dates typed over booked nights get "no available properties"; one deadline, explained', async ({
  page,
  request,
  signIn,
}) => {
  const { id, start } = await bookedObject(request);
  const typed = (days: number) => iso(days).split('-').reverse().join('.');
  await page.goto(`/objects/${id}/order`);
  // Issue 35 item 17, docs/rules.md R5.11: a logged-out visitor is told the 30-minute hold only.
  const deadline = page.getByTestId('booking-deadline');
  await expect(deadline).toContainText(
    /Бронирование держится до \d\d\.\d\d\.\d{4} \d\d:\d\d \(по времени Екатеринбурга\)/,
  );
  await expect(deadline).toContainText('Без входа в кабинет бронирование держится 30 мин.: войдите по SMS');
  await expect(deadline).not.toContainText('24 ч');
  // Issue 35 item 7: a stay typed over the booked night start + 1 says why it cannot be booked.
  await page.getByPlaceholder('Заезд').click();
  await page.getByPlaceholder('Заезд').fill(typed(start + 1));
  await page.keyboard.press('Enter');
  await page.getByPlaceholder('Выезд').fill(typed(start + 3));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alert').filter({ hasText: L.ru.empty })).toBeVisible();
  await expect(page.getByTestId('price-clash')).toHaveText(L.ru.empty);
  await expect(page.getByText('Выберите даты')).toHaveCount(0);
  // Enter sent the form: the period's own message is the same, never "required".
  const period = page.locator('.ant-form-item').filter({ has: page.getByPlaceholder('Заезд') });
  await expect(period).not.toContainText(L.ru.required);
  // A signed-in booker is told the 24-hour payment deadline only.
  await signIn(page, 'tenant', `/objects/${id}/order`);
  await expect(deadline).toContainText(/Оплатить до \d\d\.\d\d\.\d{4} \d\d:\d\d \(по времени Екатеринбурга\)/);
  await expect(deadline).toContainText('Бронирование без оплаты отменяется через 24 ч.');
  await expect(deadline).not.toContainText('30 мин');
});
