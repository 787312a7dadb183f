/**
 * Issue 40 point 2 in the browser: conversations with the management company (docs/rules.md R23).
 * The worker's tenant opens their lease's conversation from the lease page and writes; the
 * manager, whose inbox was open before, sees the conversation appear without a reload (the live
 * stream, R23.9–R23.11), opens it, inserts a quick reply and answers; the tenant sees the answer
 * within 5 s, without a reload, and the conversation reads "waiting for the guest" in the inbox.
 * The same flow across two instances is the cluster test's (tests/cluster/cluster.test.ts).
 */
import { expect, test } from './test';
import { signInWith } from './helpers';

test('ru: a tenant writes in the lease conversation, the manager answers from the inbox, both live', async ({
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
  const tenant = world.people.tenant;
  // The person's row, by the tenant's phone (the demo guest has the same name).
  const row = manager.getByRole('row').filter({ hasText: tenant.phone });
  const who = row.getByRole('button', { name: `${tenant.name} ${tenant.surname}` });
  await expect(row).toHaveCount(0);

  await signIn(page, 'tenant', `/rents/${world.leaseId}`);
  await page.getByRole('button', { name: 'Переписка с УК' }).click();
  await expect(page).toHaveURL(/\/conversations\/\d+$/);
  const question = `Когда поверка счётчиков? ${Date.now()}`;
  await page.getByRole('textbox', { name: 'Сообщение' }).fill(question);
  await page.getByTestId('conversation-send').click();
  await expect(page.getByTestId('conversation-message').filter({ hasText: question })).toBeVisible();

  // The manager's inbox shows it without a reload, unread, with its first-reply deadline.
  await expect(who).toBeVisible({ timeout: 5_000 });
  await expect(row).toContainText('Ждёт ответа УК');
  await expect(row).toContainText(/Ответить до \d\d\.\d\d\.\d{4}/);
  await who.click();
  await expect(manager.getByTestId('conversation-message').filter({ hasText: question })).toBeVisible();
  const answer = `Поверка в четверг с 10:00. ${Date.now()}`;
  await manager.getByRole('textbox', { name: 'Сообщение' }).fill(answer);
  await manager.getByTestId('conversation-send').click();
  await expect(manager.getByTestId('conversation-message').filter({ hasText: answer })).toBeVisible();
  await expect(row).toContainText('Ждёт ответа гостя');

  // The tenant sees the answer within 5 s, without a reload.
  await expect(page.getByTestId('conversation-message').filter({ hasText: answer })).toBeVisible({ timeout: 5_000 });
  await manager.context().close();
});
