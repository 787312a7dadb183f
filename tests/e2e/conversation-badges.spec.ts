/**
 * Issue 40 point 2's sider badges and a lease's conversation for its owner, in the browser
 * (docs/rules.md R23.2, R23.15). The manager keeps the back office open; the worker's tenant
 * writes a general question to the MC; the sider's "Inbox"
 * badge rises without a reload and names its count to screen readers; the manager opens the
 * conversation and the badge falls; the manager's answer raises the tenant's "Переписка с УК"
 * badge, again without a reload. The owner of a leased room opens that lease's conversation
 * from the lease page, in English, and writes in it.
 * The inbox is the company's: other workers' conversations may move its count, so the test
 * compares with what it read just before, never with a fixed number.
 */
import type { Locator } from '@playwright/test';
import { expect, test } from './test';
import { signInWith } from './helpers';

const count = async (badge: Locator) => Number(await badge.getAttribute('data-count'));

test('ru: a tenant writes, the back office sider’s Inbox badge rises live and falls once the manager opens it', async ({
  page,
  browser,
  world,
  baseURL,
  signIn,
}) => {
  test.slow(); // two people, two pages
  const manager = await (await browser.newContext()).newPage();
  await signInWith(manager, baseURL!, world.tokens.manager, '/backoffice/inbox');
  await expect(manager.getByRole('heading', { name: 'Входящие', exact: true })).toBeVisible();
  const badge = manager.getByTestId('sider-inbox-badge');
  await expect(badge).toHaveAttribute('data-count', /^\d+$/);
  await expect(manager.getByTestId('sider-reviews-badge')).toHaveAttribute('data-count', /^\d+$/);
  const before = await count(badge);

  // The general conversation: the lease's is tests/e2e/conversations.spec.ts's, which asks for
  // a first message of the world's tenant there.
  await signIn(page, 'tenant', '/conversations');
  await page.getByRole('button', { name: 'Общий вопрос в УК' }).click();
  await expect(page).toHaveURL(/\/conversations\/\d+$/);
  const question = `Где получить пропуск на парковку? ${Date.now()}`;
  await page.getByRole('textbox', { name: 'Сообщение' }).fill(question);
  await page.getByTestId('conversation-send').click();
  await expect(page.getByTestId('conversation-message').filter({ hasText: question })).toBeVisible();
  // The tenant leaves the thread (an open thread reads what arrives) for the dashboard.
  await page.goto('/dashboard');
  const mine = page.getByTestId('sider-conversations-badge');
  await expect(mine).toHaveAttribute('data-count', /^\d+$/);
  const unreadBefore = await count(mine);

  // Without a reload: the live event refetches the counts.
  await expect.poll(() => count(badge), { timeout: 5_000 }).toBeGreaterThan(before);
  const raised = await count(badge);
  await expect(manager.getByRole('link', { name: /^Входящие, \d+ непрочитанн/ })).toBeVisible();

  const tenant = world.people.tenant;
  const row = manager.getByRole('row').filter({ hasText: tenant.phone });
  await row.getByRole('button', { name: `${tenant.name} ${tenant.surname}` }).click();
  await expect(manager.getByTestId('conversation-message').filter({ hasText: question })).toBeVisible();
  await expect.poll(() => count(badge), { timeout: 5_000 }).toBeLessThan(raised);

  // The manager answers: the tenant's sider badge rises without a reload, named with its count.
  const answer = `На стойке регистрации. ${Date.now()}`;
  await manager.getByRole('textbox', { name: 'Сообщение' }).fill(answer);
  await manager.getByTestId('conversation-send').click();
  await expect(manager.getByTestId('conversation-message').filter({ hasText: answer })).toBeVisible();
  await expect.poll(() => count(mine), { timeout: 5_000 }).toBe(unreadBefore + 1);
  await expect(
    page.locator('.ant-layout-sider').getByRole('link', { name: /^Переписка с УК, \d+ непрочитанн/ }),
  ).toBeVisible();
  await manager.context().close();
});

test('en: the owner of a leased room opens that lease’s conversation from the lease page', async ({
  page,
  world,
  request,
  signIn,
}) => {
  const auth = { company: '1', devicelocale: 'en', authorization: `Bearer ${world.tokens.owner}` };
  const rents = (await (await request.get('/api/app/v1/rents', { headers: auth })).json()).data.data as {
    id: number;
    isTenant: boolean;
  }[];
  const lease = rents.find((r) => !r.isTenant);
  expect(lease, 'the owner’s self-administered room has a tenant').toBeTruthy();

  await signIn(page, 'owner', `/rents/${lease!.id}`, { lang: 'en' });
  await expect(page.getByRole('link', { name: /^Conversations/ }).first()).toBeVisible();
  await page.getByRole('button', { name: 'Message the management company' }).click();
  await expect(page).toHaveURL(/\/conversations\/\d+$/);
  const note = `The tenant asks about a second key. ${Date.now()}`;
  await page.getByRole('textbox', { name: 'Message' }).fill(note);
  await page.getByTestId('conversation-send').click();
  await expect(page.getByTestId('conversation-message').filter({ hasText: note })).toBeVisible();
});
