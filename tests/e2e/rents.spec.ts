/**
 * Issue 10 browser tests: leases (docs/rules.md R9). In Russian on a desktop the worker's tenant
 * (./world.ts: the demo tenant's lease) pays the overdue rent charge by card in the sandbox, lands on
 * /rent-payment-success/{id} with the payment, the next charge and the receipt, then extends the
 * lease through the confirmation that shows the new schedule, and sees the settlement of an early
 * end before confirming it (then cancels). In English on a phone the
 * dashboard shows what is due next, the debts and the alerts (a payment due in 3 days, the
 * reading window). In English the owner opens a self-administered room of /my-rooms, sees its
 * tenants and adds one with the lease terms (issue 11 item 3).
 */
import { expect, test } from './test';
import { scrollThrough, uniquePhone } from './helpers';

const dmy = (d: Date) =>
  `${String(d.getDate()).padStart(2, '0')}.${String(d.getMonth() + 1).padStart(2, '0')}.${d.getFullYear()}`;

test('ru: the tenant pays a rent charge, sees the success page, and extends the lease', async ({ page, signIn }) => {
  test.slow(); // four flows in one: the payment, its receipt, the extension and an early end's settlement
  await signIn(page, 'tenant', '/rents');
  await expect(page.getByRole('heading', { name: 'Аренда', exact: true })).toBeVisible();
  // "Next payment" is the charge due next, as on the dashboard; the overdue one is the debt (docs/rules.md R9.6).
  const lease = page.getByRole('table').getByRole('row').nth(1);
  await expect(lease.getByRole('link')).toBeVisible();
  // Cells: room, period, rent, status, next payment, debt.
  const next = (await lease.getByRole('cell').nth(4).textContent())!.match(/\d\d\.\d\d\.\d{4}/)![0];
  await page.goto('/dashboard');
  await expect(page.getByTestId('dash-due-next')).toContainText(`до ${next}`);
  await page.goto('/rents');
  await page.getByRole('table').getByRole('link').first().click();
  await expect(page.getByRole('heading', { name: /Договор аренды № \d+/ })).toBeVisible();
  await expect(page.getByTestId('rent-status')).toHaveText('Действует');
  await expect(page.getByText('Просрочено')).toBeVisible();
  // The check-in conditions are shown (R9.5).
  await expect(page.getByText(/Заезд с .*, выезд до/)).toBeVisible();
  // The contract (in the documents, drawn as the tenant scrolls to them) opens in the document
  // viewer with its download (R9.1).
  await scrollThrough(page);
  await page.getByRole('button', { name: /^№ \d+\/\d{4}$/ }).click();
  await expect(page.getByRole('dialog').getByTestId('pdf-viewer')).toBeVisible();
  await expect(page.getByRole('dialog').getByRole('button', { name: 'Скачать PDF' })).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();

  // Pay the overdue charge by card in the sandbox, which names the period as the schedule does (R9.1).
  const overdue = page.getByRole('row').filter({ hasText: 'Просрочено' });
  const chargePeriod = (await overdue.getByRole('cell').first().textContent())!;
  await overdue.getByRole('button', { name: 'Оплатить', exact: true }).click();
  await expect(page).toHaveURL(/\/payment-sandbox\/\d+$/);
  await expect(page.getByRole('heading', { name: 'Тестовый эквайринг' })).toBeVisible();
  // The period is in the payment's title and in its receipt's item (R5.24).
  await expect(page.getByText(chargePeriod).first()).toBeVisible();
  await expect(page.getByTestId('fiscal-receipt')).toContainText(chargePeriod);
  await page.getByRole('button', { name: 'Оплатить', exact: true }).click();
  await expect(page).toHaveURL(/\/rent-payment-success\/\d+\?payment=\d+$/);
  await expect(page.getByText('Платёж прошёл успешно').or(page.getByText('Оплата прошла успешно'))).toBeVisible();
  await expect(page.getByTestId('rent-paid')).toContainText('Платёж на 45');
  await expect(page.getByTestId('rent-next')).toContainText('Следующий платёж: 45');
  await page.getByRole('link', { name: 'Чек' }).click();
  await expect(page.getByRole('heading', { name: /Чек № \d+/ })).toBeVisible();
  await page.goBack();
  await page.getByRole('button', { name: 'К договору' }).click();
  await expect(page.getByText('Просрочено')).toHaveCount(0);

  // Extend by two months: the confirmation shows the new schedule first.
  const period = (await page.getByTestId('rent-period').textContent())!;
  const [d, m, y] = period.split('–')[1].trim().split('.').map(Number);
  const newEnd = new Date(y, m - 1 + 2, d);
  await page.getByRole('button', { name: 'Продлить' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Новая дата окончания').fill(dmy(newEnd));
  await dialog.getByLabel('Новая дата окончания').press('Enter');
  await dialog.getByRole('button', { name: 'Показать новый график' }).click();
  await expect(dialog.getByTestId('extend-summary')).toContainText(/Ещё ночей: \d+, до .* по тарифу/);
  await expect(dialog.getByRole('row')).toHaveCount(3);
  await dialog.getByRole('button', { name: 'Продлить аренду' }).click();
  await expect(page.getByText(/Аренда продлена до/)).toBeVisible();
  // The end date picked is the end date shown (one rule, docs/rules.md R9.1).
  await expect(page.getByTestId('rent-period')).toContainText(`– ${dmy(newEnd)}`);
  // Its addendum is among the documents, below the fold.
  await scrollThrough(page);
  await expect(
    page.getByRole('button', { name: `Дополнительное соглашение о продлении до ${dmy(newEnd)}` }),
  ).toBeVisible();

  // The early end shows what the contract settles before anything is ended (R9.3); cancelled here.
  const moveOut = new Date();
  moveOut.setDate(moveOut.getDate() + 10);
  await page.getByRole('button', { name: 'Завершить досрочно' }).click();
  const ending = page.getByRole('dialog');
  await ending.getByLabel('Дата выезда').fill(dmy(moveOut));
  await ending.getByLabel('Дата выезда').press('Enter');
  await ending.getByRole('button', { name: 'Показать расчёт' }).click();
  await expect(ending.getByText(`Выезд: ${dmy(moveOut)}`)).toBeVisible();
  await expect(ending.getByRole('button', { name: 'Завершить аренду' })).toBeDisabled();
  await ending.getByRole('button', { name: 'Отмена' }).click();
  await expect(page.getByTestId('rent-status')).toHaveText('Действует');
});

test('en @phone: the dashboard shows what is due next, debts and alerts', async ({ page, signIn, world }) => {
  await signIn(page, 'tenant', '/dashboard', { lang: 'en' });
  await expect(page.getByRole('heading', { name: 'Due next' })).toBeVisible();
  // Each rent line names the month it pays for (R9.6): the one due next and the overdue one.
  await expect(page.getByTestId('dash-due-next')).toContainText(/Rent for [A-Z][a-z]+ \d{4}: .* due \d\d\.\d\d\.\d{4}/);
  // An overdue charge (unless another test of this world has paid it) names its month too.
  for (const line of await page.getByTestId('dash-debts').getByRole('link', { name: /^Rent/ }).all())
    await expect(line).toHaveText(/^Rent for [A-Z][a-z]+ \d{4} overdue: /);
  await expect(page.getByTestId('dash-alerts')).toContainText(/Rent of .* is due \d\d\.\d\d\.\d{4}/);
  await expect(page.getByTestId('dash-alerts')).toContainText(
    new RegExp(`Meter readings for account ${world.accounts.water.number} are open until`),
  );
  await page
    .getByTestId('dash-alerts')
    .getByRole('link', { name: /Rent of/ })
    .click();
  await expect(page).toHaveURL(/\/rents\/\d+$/);
  await expect(page.getByRole('heading', { name: /Lease No\. \d+/ })).toBeVisible();
  await page.screenshot({ path: 'test-results/rents-dashboard-phone.png', fullPage: true });
  // On a phone the schedule is cards (a table on desktop): the charge's state and Pay stay on screen (R8.6).
  const pay = page.getByRole('button', { name: 'Pay', exact: true });
  const charge = (
    test.info().project.name === 'phone' ? page.getByTestId('rent-charges').locator('.ant-card') : page.getByRole('row')
  )
    .filter({ has: pay })
    .first();
  await charge.scrollIntoViewIfNeeded();
  await expect(charge.getByRole('button', { name: 'Pay', exact: true })).toBeInViewport({ ratio: 1 });
  await expect(charge.locator('.ant-tag')).toBeInViewport({ ratio: 1 });
});

test('en: the owner sees the tenant on the room page of a self-administered room and adds a tenant with the lease terms', async ({
  page,
  signIn,
}) => {
  await signIn(page, 'owner', '/my-rooms', { lang: 'en' });
  // A self-administered room (the owner's tenant rents one, server/db/seed/rents.ts).
  await page
    .getByRole('row', { name: /Self-administered/ })
    .first()
    .getByRole('link')
    .first()
    .click();
  const tenants = page.getByTestId('room-tenants');
  await expect(tenants).toBeVisible();
  await tenants.getByRole('link', { name: 'Add a tenant' }).click();
  await expect(page).toHaveURL(/\/my-rooms\/\d+\/add-tenant$/);
  await expect(page.getByRole('heading', { name: 'Add a tenant' })).toBeVisible();
  // The room chosen on its page shows its name from the loaded list of rooms, not its bare id.
  const room = page.locator('.ant-form-item').filter({ hasText: 'Room' }).locator('.ant-select-selection-item');
  await expect(room).toHaveText(/.+ № \S+/);
  const tenant = uniquePhone();
  await page.getByLabel("Tenant's phone").fill(tenant);
  const start = new Date(Date.now() + 400 * 86_400_000);
  const end = new Date(start.getTime() + 180 * 86_400_000);
  await page.getByPlaceholder('Start date').fill(dmy(start));
  await page.getByPlaceholder('End date').fill(dmy(end));
  await page.getByPlaceholder('End date').press('Enter');
  await page.getByLabel('Monthly rent').fill('30000');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/rents\/\d+$/);
  await expect(page.getByTestId('rent-status')).toHaveText('Upcoming');
  await expect(page.getByText(tenant)).toBeVisible();
  // The owner reads the check-in conditions and whether the tenant accepted them, but cannot accept them (R9.5).
  await expect(page.getByText(/Check-in from .*, check-out until/)).toBeVisible();
  await expect(page.getByText('The tenant has not accepted the check-in conditions yet')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Accept and check in' })).toHaveCount(0);
});
