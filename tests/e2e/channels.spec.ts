/**
 * Calendar sync with booking sites (docs/rules.md R18), one happy path in the browser: a manager
 * attaches a channel's calendar served by a local server (the e2e server allows http to 127.0.0.1,
 * ICAL_ALLOW_HTTP_HOSTS in playwright.config.ts) with a double click — once — and sees it imported
 * at once: its nights and a conflict with a guest's booking, without a reload or "Sync now"; the
 * public search no longer offers the object for those nights. The API tests
 * (tests/api/channels.test.ts) cover the export, the refusals and the permutations.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomInt } from 'node:crypto';
import { expect, test } from './test';
import { apiLogin, axeScan, uniquePhone } from './helpers';

const H = { company: '1', devicelocale: 'en' };
const iso = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const ics = (d: string) => d.replaceAll('-', '');

let server: Server;
let feedBody = '';

test.beforeAll(async () => {
  server = createServer((_req, res) => res.writeHead(200, { 'content-type': 'text/calendar' }).end(feedBody));
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
});
test.afterAll(async () => {
  server.closeAllConnections();
  await new Promise((r) => server.close(r));
});

test('a manager imports a channel’s calendar: its nights leave the search and a conflict is raised', async ({
  page,
  request,
  signIn,
}) => {
  // Far ahead (other specs book 20–330 days out): an apartment free for a week, and a guest's two nights in it.
  const start = randomInt(335, 355);
  const [d0, d1, d2, d3, d4] = [0, 1, 2, 3, 4].map((n) => iso(start + n));
  const free = (
    await (
      await request.get(`/api/app/v1/objects?checkIn=${d0}&checkOut=${iso(start + 7)}&kind=apartment`, { headers: H })
    ).json()
  ).data.data as { id: number; buildingId: number; pricePerNightKopecks: number }[];
  const room = free[randomInt(0, Math.min(free.length, 20))];
  const guest = await apiLogin(request, uniquePhone());
  const booked = await request.post('/api/app/v1/bookings', {
    headers: { ...H, authorization: `Bearer ${guest}` },
    data: {
      objectIds: [room.id],
      checkIn: d0,
      checkOut: d2,
      guests: { adults: 1, children: [] },
      tariffId: 1,
      policyConsent: true,
      payerType: 'individual',
      contact: { surname: 'Гостев', name: 'Пётр', phone: uniquePhone() },
    },
  });
  expect(booked.status(), await booked.text()).toBe(201);
  const { number } = (await booked.json()).data as { number: string };
  // The channel sold nights d1–d4: one overlaps the guest's stay (a double booking to settle).
  feedBody = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Booking.com//EN',
    'BEGIN:VEVENT',
    'UID:e2e-1@booking.example',
    'DTSTAMP:20260101T000000Z',
    `DTSTART;VALUE=DATE:${ics(d1)}`,
    `DTEND;VALUE=DATE:${ics(d4)}`,
    'SUMMARY:CLOSED - Not available',
    'END:VEVENT',
    'END:VCALENDAR',
    '',
  ].join('\r\n');

  // The public search, narrowed to the room's building and price: offered for d2–d3 before the sync.
  const rubles = room.pricePerNightKopecks / 100;
  const searchUrl = `/objects?checkIn=${d2}&checkOut=${d3}&kind=apartment&buildingId=${room.buildingId}&priceMin=${rubles}&priceMax=${rubles}`;
  const card = () => page.locator(`[data-testid="object-card"] a[href^="/objects/${room.id}?"]`).first();
  await page.goto(searchUrl);
  await expect(card()).toBeVisible();

  await signIn(page, 'manager', `/backoffice/channels/${room.id}`, { lang: 'en' });
  // The back office's first page loads the Refine root: slower than a step on a loaded machine.
  await expect(page.getByTestId('export-url')).toContainText(`/ical/${room.id}-`, { timeout: 30_000 });
  const add = page.getByTestId('add-feed');
  await add.getByLabel('Channel').fill('Booking.com');
  await add
    .getByLabel('Calendar address (iCal)')
    .fill(`http://127.0.0.1:${(server.address() as AddressInfo).port}/listing.ics`);
  // A double click attaches once; the feed is imported at once: its row, state and nights show
  // without a reload and without "Sync now" (docs/rules.md R18.3).
  await add.getByRole('button', { name: 'Attach a calendar' }).dblclick();
  const feeds = page.getByTestId('feeds-card');
  await expect(feeds.getByText('Synced', { exact: true })).toBeVisible();
  await expect(feeds.locator('tbody tr.ant-table-row')).toHaveCount(1);
  await expect(add.getByText('This calendar is already attached to the object')).toHaveCount(0);
  await feeds.getByRole('button', { name: 'Expand row' }).click();
  await expect(feeds.locator('[data-testid^="feed-spans-"] li')).toHaveCount(1);
  await feeds.getByRole('button', { name: 'Sync now' }).click();
  await expect(page.getByText('Calendar synced')).toBeVisible();
  // The conflict with the guest's booking, listed once and counted.
  const conflicts = page.getByTestId('conflicts');
  await expect(conflicts.getByRole('link', { name: `Booking ${number}` })).toBeVisible();
  await expect(conflicts.getByRole('row')).toHaveCount(2);
  await expect(page.getByTestId('open-conflicts')).toContainText('1');
  // The page with a feed, its state and a conflict passes axe (WCAG 2.x A/AA), like every back-office screen.
  await expect(feeds.getByText('Our link for this channel')).toBeVisible();
  // Not while "Calendar synced" fades in or out: half-transparent, its text fails the contrast check
  // (CI of stop 54: `color-contrast: span:nth-child(2)`, the message's text).
  await expect(page.getByText('Calendar synced')).toBeHidden({ timeout: 15_000 });
  const axe = await axeScan(page);
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);

  // The public search no longer offers the room for a night the channel took.
  await page.goto(searchUrl);
  await expect(page.locator('[data-testid="object-card"], .ant-empty').first()).toBeVisible();
  await expect(card()).toHaveCount(0);
});
