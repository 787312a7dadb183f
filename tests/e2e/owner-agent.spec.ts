/**
 * The owner's and the agent's account as each sees it (issue 22; docs/rules.md R3.6, R3.7, R12.3–R12.9):
 * the dashboards list their rooms; a room's page links to the forms of the specification
 * (/my-rooms/{id}/add-agent, add-tenant, connect-to-control, add-subscription), each with the room
 * chosen; the agent is offered only what its proxy allows; a guest on /my-rooms is told what the
 * roles see, with no failing request; at 1366 px the owner's table shows every header.
 * The worker's world (./world.ts): the owner (two rooms under the MC, `mc` and `terminate`, two
 * self-administered, `self` and `connect`), the agent (a valid proxy on `mc`: view, tenants, pay,
 * reports), the tenant as a guest.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './test';
import { literal } from './helpers';

/** Opens the room numbered `number` from /my-rooms (open) and resolves to its id. */
async function openRoom(page: Page, number: string): Promise<number> {
  await page.getByRole('cell', { name: number, exact: true }).getByRole('link').click();
  await expect(page).toHaveURL(/\/my-rooms\/\d+$/);
  return Number(new URL(page.url()).pathname.split('/').pop());
}

test('ru: the owner’s dashboard lists the rooms; a self-administered room links to its forms, each with the room chosen', async ({
  page,
  signIn,
  world,
}) => {
  test.slow(); // four forms in one walk
  const { mc, self } = world.rooms;
  await signIn(page, 'owner', '/dashboard');
  const rooms = page.getByTestId('dashboard-rooms');
  await expect(rooms).toContainText('Ваши помещения');
  await expect(rooms.getByRole('link', { name: new RegExp(`${literal(mc.number)}$`) })).toBeVisible();
  await expect(rooms.getByRole('link', { name: /Все помещения \(\d+\)/ })).toBeVisible();
  await expect(page.getByText('Ваших помещений пока нет')).toHaveCount(0);

  await rooms.getByRole('link', { name: /Все помещения/ }).click();
  await expect(page).toHaveURL(/\/my-rooms(\?.*)?$/);
  const id = await openRoom(page, self.number);
  const actions = page.getByTestId('room-actions');

  await actions.getByRole('link', { name: 'Добавить агента' }).click();
  await expect(page).toHaveURL(`/my-rooms/${id}/add-agent`);
  await expect(page.getByRole('heading', { name: 'Добавить агента' })).toBeVisible();
  await expect(page.getByTestId('proxy-rooms')).toContainText(self.number);
  // «View» is part of every proxy (docs/rules.md R12.3): ticked and fixed.
  await expect(page.getByRole('checkbox', { name: 'Просмотр' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Просмотр' })).toBeDisabled();
  await page.goBack();

  await page.getByTestId('room-tenants').getByRole('link', { name: 'Добавить арендатора' }).click();
  await expect(page).toHaveURL(`/my-rooms/${id}/add-tenant`);
  await expect(page.getByRole('heading', { name: 'Добавить арендатора' })).toBeVisible();
  await page.goBack();

  await actions.getByRole('link', { name: 'Подключить подписку' }).click();
  await expect(page).toHaveURL(`/my-rooms/${id}/add-subscription`);
  await expect(page.getByTestId('subscription-room')).toContainText(self.number);
  await page.goBack();

  await actions.getByRole('link', { name: 'Передать в управление УК' }).click();
  await expect(page).toHaveURL(`/my-rooms/${id}/connect-to-control`);
  await expect(page.getByRole('heading', { name: 'Передача в управление УК' })).toBeVisible();
  await page.getByRole('button', { name: 'Отправить заявку' }).click();
  await expect(page.getByRole('tooltip')).toContainText('Отправить УК заявку на передачу помещения в управление?');

  // A room in the MC's management: add-tenant says why it does not apply, offering no form (R12.4).
  await page.goto(`/my-rooms/${mc.id}/add-tenant`);
  await expect(page.getByTestId('add-tenant-blocked')).toContainText('Помещение в управлении УК');
  await expect(page.getByRole('link', { name: new RegExp(`${literal(mc.number)}$`) })).toBeVisible();
  await expect(page.getByLabel('Помещение')).toHaveCount(0);
});

test('ru, 1366 px: the owner’s rooms table fits with every header whole, the agents named', async ({
  page,
  signIn,
  world,
}) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await signIn(page, 'owner', '/my-rooms');
  const table = page.locator('.ant-table').first();
  // The busy shared machine can take a while to answer the list.
  await expect(table.locator('.ant-table-row').first()).toBeVisible({ timeout: 30_000 });
  const edge = (await table.boundingBox())!;
  for (const name of ['Агенты', 'Заявки']) {
    const header = table.getByRole('columnheader', { name, exact: true });
    await expect(header).toBeVisible();
    // Not cut: the header lies inside the table as shown (no sideways scrolling) and its text fits its cell.
    const box = (await header.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(edge.x + edge.width + 1);
    expect(await header.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  }
  // The room under the MC has the agent by a valid proxy (R12.3).
  const { agent } = world.people;
  const mcRow = page
    .locator('.ant-table-row')
    .filter({ has: page.getByRole('cell', { name: world.rooms.mc.number, exact: true }) });
  await expect(mcRow).toContainText(`${agent.surname} ${agent.name}`);
});

test('ru: the agent’s dashboard lists the room of its proxy; its page offers only what the proxy allows', async ({
  page,
  signIn,
  world,
}) => {
  const mc = new RegExp(`${literal(world.rooms.mc.number)}$`);
  await signIn(page, 'agent', '/dashboard');
  const rooms = page.getByTestId('dashboard-rooms');
  await expect(rooms).toContainText('Помещения по доверенности');
  await expect(page.getByText('Помещений по доверенности пока нет')).toHaveCount(0);
  await rooms.getByRole('link', { name: mc }).click();
  await expect(page).toHaveURL(/\/my-rooms\/\d+$/);
  await expect(page.getByRole('heading', { name: mc })).toBeVisible();
  // The proxy allows view, tenants, pay, reports: a subscription yes; handing over, agents, owner stays no.
  await expect(page.getByTestId('room-actions').getByRole('link', { name: 'Подключить подписку' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Расторгнуть договор управления' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Добавить агента' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Заблокировать даты' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Освободить' })).toHaveCount(0);
  await expect(page.getByText('Блокировать и освобождать даты может только собственник.')).toBeVisible();
});

test('ru: a guest on /my-rooms is told who sees rooms here, with no failing request', async ({ page, signIn }) => {
  const refused: string[] = [];
  page.on('response', (r) => {
    if (r.url().includes('/api/app/v1/') && r.status() === 403) refused.push(r.url());
  });
  await signIn(page, 'tenant', '/my-rooms');
  await expect(page.getByTestId('owner-rooms-role-hint')).toContainText(
    'Помещения собственника видны в ролях «Собственник» и «Агент»',
  );
  await expect(page.getByText(/Ошибка \(код: 403\)/)).toHaveCount(0);
  await expect(page.getByRole('columnheader')).toHaveCount(0);
  expect(refused).toEqual([]);
});
