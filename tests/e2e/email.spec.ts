/**
 * Transactional e-mail as a person meets it (docs/rules.md R22), in Russian and English: a visitor
 * books without an account, giving an e-mail → the e-mail server's outbox (the local adapter,
 * /api/dev/email-outbox; tests/api/email.test.ts proves the real SMTP path) holds
 * `booking-received` in the form's language with an `.ics` that parses and holds the stay's dates;
 * on /profile the e-mail choices switch an optional e-mail off, it stays off after a reload, and
 * the essential ones are on and locked.
 */
import { randomInt } from 'node:crypto';
import { expect as baseExpect } from '@playwright/test';
import ICAL from 'ical.js';
import { test } from './test';
import { apiLogin, signInWith, uniquePhone } from './helpers';

const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 180_000 });

const iso = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

const L = {
  ru: {
    book: 'Забронировать',
    surname: 'Фамилия',
    name: 'Имя',
    phone: 'Телефон',
    email: /^Эл\. почта/,
    consent: /^Я согласен с политикой обработки персональных данных/,
    subject: /^Бронирование GK-\d+ принято$/,
    card: 'Письма на e-mail',
    noAddress: 'Укажите e-mail',
    bill: 'Выставленные счета',
    confirmed: 'Бронирование подтверждено',
  },
  en: {
    book: 'Book',
    surname: 'Surname',
    name: 'Name',
    phone: 'Phone',
    email: /^E-mail/,
    consent: /^I accept the personal data processing policy/,
    subject: /^Booking GK-\d+ received$/,
    card: 'E-mails',
    noAddress: 'Add your e-mail',
    bill: 'Bills issued',
    confirmed: 'Booking confirmed',
  },
} as const;

type Mail = { to: string; subject: string; text: string; attachments: { filename: string; base64: string }[] };

for (const lang of ['ru', 'en'] as const) {
  const l = L[lang];

  test(`${lang}: an anonymous booking with an e-mail gets its confirmation with an .ics of the stay`, async ({
    page,
    baseURL,
    request,
  }) => {
    await page.context().addCookies([{ name: 'lang', value: lang, url: baseURL! }]);
    const start = randomInt(30, 300);
    const address = `e2e-${lang}-${randomInt(0, 1e9)}@example.com`;
    await page.goto(`/objects?checkIn=${iso(start)}&checkOut=${iso(start + 2)}&adults=1&kind=apartment`);
    await page.getByTestId('object-card').nth(randomInt(0, 8)).getByRole('heading').getByRole('link').click();
    await page.getByRole('button', { name: l.book, exact: true }).click();
    await expect(page).toHaveURL(/\/objects\/\d+\/order/);
    await page.getByLabel(l.surname, { exact: true }).fill('Почтов');
    await page.getByLabel(l.name, { exact: true }).fill('Пётр');
    await page.getByLabel(l.phone, { exact: true }).fill(`9${randomInt(100_000_000, 999_999_999)}`);
    await page.getByLabel(l.email).fill(address);
    await page.getByRole('checkbox', { name: l.consent }).check();
    await page.getByRole('button', { name: l.book, exact: true }).click();
    await expect(page).toHaveURL(/\/login\?to=%2Fbookings%2F\d+/);

    let mail: Mail | undefined;
    await expect
      .poll(
        async () => {
          const r = await request.get(`/api/dev/email-outbox?to=${encodeURIComponent(address)}`);
          mail = ((await r.json()) as { data: Mail[] }).data[0];
          return mail?.subject ?? '';
        },
        { timeout: 60_000 },
      )
      .toMatch(l.subject);
    expect(mail!.text).toContain(iso(start).split('-').reverse().join('.'));
    const ics = mail!.attachments.find((a) => a.filename.endsWith('.ics'))!;
    const event = new ICAL.Event(
      new ICAL.Component(ICAL.parse(Buffer.from(ics.base64, 'base64').toString('utf8'))).getFirstSubcomponent(
        'vevent',
      )!,
    );
    expect(event.startDate.toJSDate().toISOString().slice(0, 10)).toBe(iso(start));
    expect(event.endDate.toJSDate().toISOString().slice(0, 10)).toBe(iso(start + 2));
  });

  test(`${lang}: the profile's e-mail choices switch an optional e-mail off, and it stays off`, async ({
    page,
    baseURL,
    request,
  }) => {
    const token = await apiLogin(request, uniquePhone());
    // Past "tell us about yourself": a name, no e-mail yet.
    const named = await request.put('/api/app/v1/profile', {
      headers: { company: '1', devicelocale: lang, authorization: `Bearer ${token}` },
      data: { name: 'Пётр', policyConsent: true },
    });
    expect(named.ok()).toBe(true);
    await signInWith(page, baseURL!, token, '/profile', { lang });
    const card = page.getByTestId('email-settings');
    await expect(card).toContainText(l.card);
    await expect(card).toContainText(l.noAddress);
    await expect(card.getByRole('switch', { name: l.confirmed })).toBeDisabled();
    await expect(card.getByRole('switch', { name: l.confirmed })).toBeChecked();
    const bill = card.getByRole('switch', { name: l.bill });
    await expect(bill).toBeChecked();
    await bill.click();
    await expect(bill).not.toBeChecked();
    await page.reload();
    await expect(page.getByTestId('email-settings').getByRole('switch', { name: l.bill })).not.toBeChecked();
  });
}
