/**
 * The payment's e-mail with its fiscal receipt as a guest meets it (docs/rules.md R22.1, R22.6), in
 * Russian and English: a guest with an e-mail pays a stay by card in the sandbox; the e-mail
 * server's outbox (the local adapter, /api/dev/email-outbox; tests/api/email-payments.test.ts proves
 * the SMTP path) holds `payment-received` in the guest's language with the receipt's link and its
 * ФД; the link opens the booking with that receipt, registered, under the same ФД. On /profile the
 * new bills e-mails (utility receipts, rent due) can be switched off, the refund one is locked on.
 */
import { randomInt } from 'node:crypto';
import { expect as baseExpect } from '@playwright/test';
import { test } from './test';
import { apiLogin, bookFreeApartment, literal, signInWith, uniquePhone } from './helpers';

const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 180_000 });

const iso = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

const L = {
  ru: {
    subject: /^Оплата получена: /,
    receipt: 'Кассовый чек',
    fd: 'ФД',
    registered: 'Чек зарегистрирован',
    utility: 'Квитанции ЖКУ',
    rent: 'Арендная плата к оплате',
    refund: 'Возврат денег',
  },
  en: {
    subject: /^Payment received: /,
    receipt: 'Fiscal receipt',
    fd: 'FD (document No.)',
    registered: 'The receipt is registered',
    utility: 'Utility bills',
    rent: 'Rent due',
    refund: 'Refund made',
  },
} as const;

type Mail = { to: string; subject: string; text: string };

for (const lang of ['ru', 'en'] as const) {
  const l = L[lang];

  test(`${lang}: a card payment's e-mail carries its fiscal receipt, and its link shows that receipt`, async ({
    page,
    request,
    baseURL,
  }) => {
    const phone = uniquePhone();
    const address = `e2e-receipt-${lang}-${randomInt(0, 1e9)}@example.com`;
    const token = await apiLogin(request, phone);
    const headers = { company: '1', devicelocale: lang, authorization: `Bearer ${token}` };
    const named = await request.put('/api/app/v1/profile', {
      headers,
      data: { name: 'Иван', surname: 'Чеков', email: address, policyConsent: true },
    });
    expect(named.status(), await named.text()).toBe(200);
    // The e-mails' language: the one the choices are saved in.
    const chosen = await request.put('/api/app/v1/profile/email', { headers, data: { off: [] } });
    expect(chosen.status(), await chosen.text()).toBe(200);

    const start = randomInt(40, 300);
    const [checkIn, checkOut] = [iso(start), iso(start + 2)];
    const bookingId = await bookFreeApartment(
      request,
      headers,
      { checkIn, checkOut, tariffId: 3 },
      { surname: 'Чеков', name: 'Иван', phone, email: address },
    );
    const started = await request.post(`/api/app/v1/bookings/${bookingId}/payments`, {
      headers,
      data: { method: 'card' },
    });
    expect(started.status(), await started.text()).toBe(201);
    const paymentId = (await started.json()).data.paymentId as number;
    const paid = await request.post(`/api/app/v1/payments/${paymentId}/sandbox`, {
      headers,
      data: { outcome: 'succeeded' },
    });
    expect(paid.status(), await paid.text()).toBe(200);

    let mail: Mail | undefined;
    await expect
      .poll(
        async () => {
          const r = await request.get(`/api/dev/email-outbox?to=${encodeURIComponent(address)}`);
          mail = ((await r.json()) as { data: Mail[] }).data.find((m) => l.subject.test(m.subject));
          return mail?.subject ?? '';
        },
        { timeout: 60_000 },
      )
      .toMatch(l.subject);
    const link = new RegExp(`${literal(l.receipt)}: (\\S+)`).exec(mail!.text)?.[1];
    expect(link).toMatch(new RegExp(`/bookings/${bookingId}\\?payment=${paymentId}$`));
    const fd = new RegExp(`${literal(l.fd)}: (\\d+)`).exec(mail!.text)?.[1];
    expect(fd).toBeTruthy();

    // The e-mail's link opens the booking with that payment's receipt, registered, the same ФД.
    const url = new URL(link!);
    await signInWith(page, baseURL!, token, `${url.pathname}${url.search}`, { lang });
    const receipt = page.getByTestId('fiscal-receipt').first();
    await expect(receipt).toContainText(l.registered);
    await expect(receipt).toContainText(fd!);

    // The bills e-mails are optional choices in the profile; the refund one is essential.
    await page.goto('/profile');
    const card = page.getByTestId('email-settings');
    await expect(card.getByRole('switch', { name: l.refund })).toBeDisabled();
    await expect(card.getByRole('switch', { name: l.refund })).toBeChecked();
    await expect(card.getByRole('switch', { name: l.utility })).toBeEnabled();
    const rent = card.getByRole('switch', { name: l.rent });
    await expect(rent).toBeChecked();
    await rent.click();
    await expect(rent).not.toBeChecked();
    await page.reload();
    await expect(page.getByTestId('email-settings').getByRole('switch', { name: l.rent })).not.toBeChecked();
  });
}
