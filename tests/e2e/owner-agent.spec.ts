/**
 * The owner's and the agent's account as each sees it (issue 22; docs/rules.md R3.6, R3.7, R12.3–R12.9):
 * the dashboards list their rooms; a room's page links to the forms of the specification
 * (/my-rooms/{id}/add-agent, add-tenant, connect-to-control, add-subscription), each with the room
 * chosen; the agent is offered only what its proxy allows; a guest on /my-rooms is told what the
 * roles see, with no failing request; at 1366 px the owner's table shows every header.
 * Demo users: owner +7 999 000-00-02 (rooms 908 and 301 under the MC, 2407 and 2004 self-administered),
 * agent -03 (a valid proxy on 908: view, tenants, pay, reports), guest -01.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './test';
import { loginTo } from './helpers';

const GUEST = '+79990000001';
const OWNER = '+79990000002';
const AGENT = '+79990000003';

/** Opens the room numbered `number` from /my-rooms (open) and resolves to its id. */
async function openRoom(page: Page, number: string): Promise<number> {
  await page.getByRole('cell', { name: number, exact: true }).getByRole('link').click();
  await expect(page).toHaveURL(/\/my-rooms\/\d+$/);
  return Number(new URL(page.url()).pathname.split('/').pop());
}

test('ru: the owner’s dashboard lists the rooms; a self-administered room links to its forms, each with the room chosen', async ({
  page,
  request,
  baseURL,
}) => {
  test.slow(); // four forms in one walk
  await loginTo(page, request, baseURL!, OWNER, '/dashboard', { owner: true });
  const rooms = page.getByTestId('dashboard-rooms');
  await expect(rooms).toContainText('Ваши помещения');
  await expect(rooms.getByRole('link', { name: /908$/ })).toBeVisible();
  await expect(rooms.getByRole('link', { name: /Все помещения \(\d+\)/ })).toBeVisible();
  await expect(page.getByText('Ваших помещений пока нет')).toHaveCount(0);

  await rooms.getByRole('link', { name: /Все помещения/ }).click();
  await expect(page).toHaveURL(/\/my-rooms(\?.*)?$/);
  const id = await openRoom(page, '2407');
  const actions = page.getByTestId('room-actions');

  await actions.getByRole('link', { name: 'Добавить агента' }).click();
  await expect(page).toHaveURL(`/my-rooms/${id}/add-agent`);
  await expect(page.getByRole('heading', { name: 'Добавить агента' })).toBeVisible();
  await expect(page.getByTestId('proxy-rooms')).toContainText('2407');
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
  await expect(page.getByTestId('subscription-room')).toContainText('2407');
  await page.goBack();

  await actions.getByRole('link', { name: 'Передать в управление УК' }).click();
  await expect(page).toHaveURL(`/my-rooms/${id}/connect-to-control`);
  await expect(page.getByRole('heading', { name: 'Передача в управление УК' })).toBeVisible();
  await page.getByRole('button', { name: 'Отправить заявку' }).click();
  await expect(page.getByRole('tooltip')).toContainText('Отправить УК заявку на передачу помещения в управление?');
});

test('ru, 1366 px: the owner’s rooms table fits with every header whole, the agents named', async ({
  page,
  request,
  baseURL,
}) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await loginTo(page, request, baseURL!, OWNER, '/my-rooms', { owner: true });
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
  // Room 908 has the demo agent by a valid proxy (R12.3).
  const row908 = page.locator('.ant-table-row').filter({ has: page.getByRole('cell', { name: '908', exact: true }) });
  await expect(row908).toContainText('Смирнов Алексей');
});

test('ru: the agent’s dashboard lists room 908; its page offers only what the proxy allows', async ({
  page,
  request,
  baseURL,
}) => {
  await loginTo(page, request, baseURL!, AGENT, '/dashboard');
  const rooms = page.getByTestId('dashboard-rooms');
  await expect(rooms).toContainText('Помещения по доверенности');
  await expect(page.getByText('Помещений по доверенности пока нет')).toHaveCount(0);
  await rooms.getByRole('link', { name: /908$/ }).click();
  await expect(page).toHaveURL(/\/my-rooms\/\d+$/);
  await expect(page.getByRole('heading', { name: /908$/ })).toBeVisible();
  // The proxy allows view, tenants, pay, reports: a subscription yes; handing over, agents, owner stays no.
  await expect(page.getByTestId('room-actions').getByRole('link', { name: 'Подключить подписку' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Расторгнуть договор управления' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Добавить агента' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Заблокировать даты' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Освободить' })).toHaveCount(0);
  await expect(page.getByText('Блокировать и освобождать даты может только собственник.')).toBeVisible();
});

test('ru: a guest on /my-rooms is told who sees rooms here, with no failing request', async ({
  page,
  request,
  baseURL,
}) => {
  const refused: string[] = [];
  page.on('response', (r) => {
    if (r.url().includes('/api/app/v1/') && r.status() === 403) refused.push(r.url());
  });
  await loginTo(page, request, baseURL!, GUEST, '/my-rooms');
  await expect(page.getByTestId('owner-rooms-role-hint')).toContainText(
    'Помещения собственника видны в ролях «Собственник» и «Агент»',
  );
  await expect(page.getByText(/Ошибка \(код: 403\)/)).toHaveCount(0);
  await expect(page.getByRole('columnheader')).toHaveCount(0);
  expect(refused).toEqual([]);
});
