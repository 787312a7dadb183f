/**
 * Agents by proxy in the browser (docs/rules.md R12.3, R12.10): the owner adds an agent by proxy
 * with the scans, the MC verifies it, the agent logs in and sees exactly that room, labelled with
 * the owner's name.
 */
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './test';
import { codeFromOutbox, loginTo, uniquePhone } from './helpers';

const OWNER = '+79990000002';
const MANAGER = '+79990000004';
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

test.describe.configure({ mode: 'serial' });

/** The MC verifies proxy `id` (the manager's API call the back office makes). */
async function verifyAsManager(request: APIRequestContext, id: number) {
  const headers = { company: '1', devicelocale: 'ru' };
  // Other specs log the demo manager in at the same time: retry when their code request or login came first.
  let token: string | undefined;
  for (let attempt = 0; attempt < 6 && !token; attempt++) {
    if (attempt) await new Promise((r) => setTimeout(r, 1500 + attempt * 1000));
    if (!(await request.post('/api/app/v1/auth/code', { headers, data: { phone: MANAGER } })).ok()) continue;
    const code = await codeFromOutbox(request, MANAGER);
    const login = await request.post('/api/app/v1/auth/login', { headers, data: { phone: MANAGER, code } });
    if (login.ok()) token = (await login.json()).data.token;
  }
  const r = await request.post(`/api/app/v1/backoffice/proxies/${id}/verify`, {
    headers: { ...headers, authorization: `Bearer ${token}` },
    data: { decision: 'verified' },
  });
  expect(r.status()).toBe(200);
}

test('ru: the owner adds an agent, the MC verifies, the agent sees only that room', async ({
  page,
  request,
  baseURL,
  browser,
}) => {
  const agentPhone = uniquePhone();
  await loginTo(page, request, baseURL!, OWNER, '/agents/create', { owner: true });
  await page.getByLabel('Контактный телефон агента').fill(agentPhone);
  await page.getByLabel('Номер доверенности').fill('66 АА 5550001');
  await page.getByTestId('proxy-rooms').click();
  const option = page.locator('.ant-select-item-option').first();
  const room = (await option.textContent())!.trim();
  await option.click();
  await page.keyboard.press('Escape');
  const inputs = page.locator('input[type=file]');
  await inputs.nth(0).setInputFiles({ name: 'passport.png', mimeType: 'image/png', buffer: PNG });
  await inputs.nth(1).setInputFiles({ name: 'proxy.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.locator('.ant-upload-list-item:not(.ant-upload-list-item-uploading)')).toHaveCount(2);
  const created = page.waitForResponse(
    (r) => r.url().endsWith('/api/app/v1/agents') && r.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Отправить на проверку' }).click();
  const id = (await (await created).json()).data.id as number;
  await expect(page).toHaveURL(/\/agents$/);
  await expect(
    page.locator('.ant-table-row', { hasText: '66 АА 5550001' }).getByText('На проверке в УК'),
  ).toBeVisible();
  await verifyAsManager(request, id);

  const agent = await browser.newPage();
  await loginTo(agent, request, baseURL!, agentPhone, '/agents');
  // A new account is asked its name first.
  await agent.getByLabel('Имя', { exact: true }).fill('Агент');
  await agent.getByRole('button', { name: 'Продолжить' }).click();
  await expect(agent.getByTestId('proxy-room')).toHaveCount(1);
  await expect(agent.getByTestId('proxy-room')).toHaveText(room);
  await expect(agent.locator('.ant-table-row')).toContainText('Петрова Мария Андреевна');
  await agent.close();
});

test('en, phone: the demo agent sees the one room of its valid proxy, not the expired one', async ({
  browser,
  request,
  baseURL,
}) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const agent = await context.newPage();
  await loginTo(agent, request, baseURL!, '+79990000003', '/agents', { lang: 'en' });
  await expect(agent.getByRole('heading', { name: 'My proxies' })).toBeVisible();
  // A phone shows the proxies as cards, not a sideways-scrolling table.
  await expect(agent.getByTestId('proxy-cards').locator('.ant-card')).toHaveCount(1);
  await expect(agent.getByTestId('proxy-room')).toHaveCount(1);
  await expect(agent.getByText('66 АА 7712345')).toBeVisible();
  await expect(agent.getByText('66 АА 6601234')).toHaveCount(0);
  await expect(agent.getByText('Петрова Мария Андреевна')).toBeVisible();
  await context.close();
});
