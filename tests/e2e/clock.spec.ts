/**
 * One clock, the complex's (docs/rules.md R8.10, issue 35 item 6): run only by the projects
 * `tz-moscow` and `tz-new-york` (playwright.config.ts, grep `@clock`), whose browser sits in
 * another time zone at a late-evening clock of the day before the complex's today: 22:30 in
 * Moscow is 00:30 of the next day in Yekaterinburg, 22:30 in New York is its next morning. The
 * server keeps the real clock; each test expects what it computes — the complex's today, a
 * timestamp in UTC+5 — where a screen reading the browser's clock or zone shows the day before.
 */
import { expect, type Page, type TestInfo } from '@playwright/test';
import { test } from './test';
import { apiLogin, appPerson, codeFromOutbox, signInWith } from './helpers';
import { addDaysIso } from '../../src/domain/datetime';
import { hotelDateTime, hotelToday } from '../../src/domain/hotel-time';

/** The browser zone's UTC offset on `day`, as `+03:00` / `-05:00`. */
function zoneOffset(timeZone: string, day: string): string {
  const name = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' })
    .formatToParts(new Date(`${day}T12:00:00Z`))
    .find((p) => p.type === 'timeZoneName')!.value;
  return name === 'GMT' ? '+00:00' : name.slice(3);
}

/**
 * Sets the browser's clock to 22:30 of the day before the complex's today, in the project's zone
 * (the same day in the complex as the server's real clock); returns the complex's today and the
 * browser's date.
 */
async function lateEvening(page: Page, info: TestInfo) {
  const zone = info.project.use.timezoneId;
  if (!zone) throw new Error('a @clock test runs in a project with a timezoneId (tz-moscow, tz-new-york)');
  const today = hotelToday(new Date());
  const browserDay = addDaysIso(today, -1);
  const at = new Date(`${browserDay}T22:30:00${zoneOffset(zone, browserDay)}`);
  expect(hotelToday(at), 'the fixed clock is within the complex’s today').toBe(today);
  await page.clock.setFixedTime(at);
  return { today, browserDay };
}

/** The open picker's cell of `day` (antd titles each cell `YYYY-MM-DD`). */
const cell = (page: Page, day: string) => page.locator(`.ant-picker-dropdown td[title="${day}"]`).first();

test('the booking form’s date picker marks the complex’s today and refuses the day before @clock', async ({
  page,
}, info) => {
  const { today, browserDay } = await lateEvening(page, info);
  await page.goto('/objects/5/order');
  await page.getByPlaceholder('Заезд').click();
  await expect(page.locator('.ant-picker-dropdown .ant-picker-cell-today').first()).toHaveAttribute('title', today);
  await expect(cell(page, browserDay)).toHaveClass(/ant-picker-cell-disabled/);
  await expect(cell(page, today)).not.toHaveClass(/ant-picker-cell-disabled/);
});

test('the breakfast date picker marks the complex’s today and refuses the day before @clock', async ({
  page,
  signIn,
}, info) => {
  const { today, browserDay } = await lateEvening(page, info);
  await signIn(page, 'tenant', '/request/breakfast');
  await page.getByLabel('Дата').click();
  await expect(page.locator('.ant-picker-dropdown .ant-picker-cell-today').first()).toHaveAttribute('title', today);
  await expect(cell(page, browserDay)).toHaveClass(/ant-picker-cell-disabled/);
});

test('a signed document shows its signing time and history in the complex’s time @clock', async ({
  page,
  request,
  baseURL,
  world,
}, info) => {
  await lateEvening(page, info);
  // Signing is the mobile app's (docs/rules.md R11.3): its login carries the device; the person
  // accepted the e-signature agreement (R11.9).
  const { phone, headers: app } = await appPerson(request, 'ru', { surname: 'Часова', name: 'Анна' });
  expect((await request.post('/api/app/v1/esign/acceptance', { headers: app, data: { version: '1' } })).status()).toBe(
    201,
  );
  const manager = { company: '1', devicelocale: 'ru', authorization: `Bearer ${world.tokens.manager}` };
  const issued = await request.post('/api/app/v1/backoffice/documents', {
    headers: manager,
    data: {
      phone,
      type: 'addendum',
      number: `E2E-C-${phone.slice(-8)}`,
      nameRu: 'Доп. соглашение',
      nameEn: 'Lease addendum',
      issuedOn: hotelToday(new Date()),
      signatureRequired: true,
    },
  });
  expect(issued.status(), await issued.text()).toBe(201);
  const id = (await issued.json()).data.id as number;
  expect((await request.post(`/api/app/v1/documents/${id}/signature/code`, { headers: app })).ok()).toBe(true);
  const signed = await request.post(`/api/app/v1/documents/${id}/sign`, {
    headers: app,
    data: { code: await codeFromOutbox(request, phone) },
  });
  expect(signed.status(), await signed.text()).toBe(200);
  const doc = (await (await request.get(`/api/app/v1/documents/${id}`, { headers: app })).json()).data as {
    signedAt: string;
  };
  // "HH:mm:ss DD.MM.YYYY" in UTC → "DD.MM.YYYY HH:mm" in the complex.
  const [time, date] = doc.signedAt.split(' ');
  const utc = new Date(`${date.split('.').reverse().join('-')}T${time}Z`);
  const shown = hotelDateTime(utc).slice(0, 16);

  await signInWith(page, baseURL!, await apiLogin(request, phone), `/documents/${id}`);
  await expect(page.getByTestId('signature')).toContainText(shown);
  await expect(page.getByText(`${shown} — `).first()).toBeVisible();
});
