/**
 * The cluster test's browser step (issue 40 "Done when"; docs/rules.md R23.9–R23.11): two people in
 * Debian's Chromium, each on another instance of the cluster. The tenant opens their lease's
 * conversation on instance A and writes; the manager's inbox, open on instance B, shows the
 * conversation without a reload; the manager opens it and answers; the tenant sees the answer
 * within 5 s without a reload. Then `rounds` more messages each way, each timed from the click on
 * "send" to the message drawn on the other person's screen (the figures of the closing note).
 *
 * Playwright's library API (`chromium.launch`) drives the browser here, since the cluster test runs
 * under Vitest, not Playwright Test (playwright.dev/docs/library).
 */
import { chromium, expect, type Browser, type Page } from '@playwright/test';

/** Chromium's path and flags, as playwright.config.ts gives them to the browser tests. */
const LAUNCH = {
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-dev-shm-usage',
    '--no-first-run',
    '--disable-background-networking',
  ],
};

/** A person of the step: where their browser opens the portal, their session and their phone. */
export interface BrowserPerson {
  /** The instance's origin, http://127.0.0.1:port. */
  url: string;
  token: string;
}

/** What {@link conversationAcrossInstances} measured: click on "send" → drawn on the other screen, ms. */
export interface BrowserFigures {
  toManager: number[];
  toTenant: number[];
}

/** Opens a page of a new context signed in as `who` (the session cookie the SPA reads) at `path`. */
async function open(browser: Browser, who: BrowserPerson, path: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: who.url, locale: 'ru-RU', timezoneId: 'Asia/Yekaterinburg' });
  await context.addCookies(
    [
      ['lang', 'ru'],
      ['cookie-consent', 'essential'],
      ['user-token', who.token],
    ].map(([name, value]) => ({ name, value, url: who.url })),
  );
  const page = await context.newPage();
  await page.goto(path);
  return page;
}

/** Writes `text` in the open conversation of `page` and resolves at the click on "send" (performance.now()). */
async function send(page: Page, text: string): Promise<number> {
  await page.getByRole('textbox', { name: 'Сообщение' }).fill(text);
  const at = performance.now();
  await page.getByTestId('conversation-send').click();
  return at;
}

/** Resolves when `text` is drawn in `page`'s thread, at that moment (performance.now()). */
async function drawn(page: Page, text: string, timeout = 5_000): Promise<number> {
  await page.getByTestId('conversation-message').filter({ hasText: text }).waitFor({ timeout });
  return performance.now();
}

/**
 * Runs the step (see the module comment) and resolves to its timings.
 * @param tenant the tenant's session on instance A; `leaseId` their lease, `phone` their phone and
 *   `name` their name and surname (the inbox row and its button)
 * @param manager a manager of the same company on instance B
 * @throws Playwright's assertion errors when a screen does not show what the step expects
 */
export async function conversationAcrossInstances(
  tenant: BrowserPerson & { leaseId: number; phone: string; name: string },
  manager: BrowserPerson,
  rounds = 5,
): Promise<BrowserFigures> {
  const browser = await chromium.launch(LAUNCH);
  const figures: BrowserFigures = { toManager: [], toTenant: [] };
  try {
    const inbox = await open(browser, manager, '/backoffice/inbox');
    await expect(inbox.getByRole('heading', { name: 'Входящие', exact: true })).toBeVisible({ timeout: 30_000 });
    const row = inbox.getByRole('row').filter({ hasText: tenant.phone });
    await expect(row).toHaveCount(0);

    const lease = await open(browser, tenant, `/rents/${tenant.leaseId}`);
    await lease.getByTestId('conversation-open').click();
    await expect(lease).toHaveURL(/\/conversations\/\d+$/, { timeout: 15_000 });
    const question = `Кластер: когда поверка счётчиков? ${Date.now()}`;
    await send(lease, question);
    await drawn(lease, question);

    // The inbox on B shows the conversation, unread, without a reload; the manager answers.
    await expect(row).toHaveCount(1, { timeout: 5_000 });
    await expect(row).toContainText('Ждёт ответа УК');
    await row.getByRole('button', { name: tenant.name }).click();
    await drawn(inbox, question);
    const answer = `Кластер: поверка в четверг с 10:00. ${Date.now()}`;
    await send(inbox, answer);
    // The tenant on A sees it within 5 s, without a reload.
    await drawn(lease, answer, 5_000);

    for (let i = 0; i < rounds; i++) {
      const q = `Кластер ${i}: вопрос ${Date.now()}`;
      let sent = await send(lease, q);
      figures.toManager.push((await drawn(inbox, q)) - sent);
      const a = `Кластер ${i}: ответ ${Date.now()}`;
      sent = await send(inbox, a);
      figures.toTenant.push((await drawn(lease, a)) - sent);
    }
    return figures;
  } finally {
    await browser.close();
  }
}
