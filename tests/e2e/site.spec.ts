/**
 * Issue #4: the public site. Every route in Russian and English shows its content with no console
 * errors and no missing key; the 50 s feedback pop-up (Playwright's clock) and no pop-up when
 * `?m=` is present; the feedback, call-back and question forms (validation, success, failure);
 * cookie consent both ways; the partner's promo code with copy and QR; per-route metadata;
 * sitemap.xml and robots.txt.
 */
import type { BrowserContext, Page } from '@playwright/test';
import { expect, test } from './test';

/** Route, then a text of its content in ru and in en (from the backend or the page itself). */
const ROUTES: [string, string | RegExp, string | RegExp][] = [
  ['/', 'Ваш дом в Екатеринбурге', 'Your home in Yekaterinburg'],
  ['/gallery', 'Студия в корпусе «Исеть»', 'A studio in the Iset Building'],
  ['/infrastructure', 'Фитнес-зал', 'Gym'],
  ['/location', 'Екатеринбург, ул. Малышева, 51', '51 Malysheva St, Yekaterinburg'],
  ['/mobile-app', 'Открывайте дверь апартаментов телефоном', 'Open your apartment door with your phone'],
  ['/contacts', 'ООО «УК Гранд Квартал»', 'hello@grand-kvartal.example'],
  ['/for-investors', 'Доходность — от 9 до 11 %', 'The yield is 9 to 11%'],
  ['/questions', 'Во сколько заселение и выезд?', 'What are the check-in and check-out times?'],
  [
    '/about-company',
    'Управляющая компания обслуживает 150 апартаментов',
    'The management company serves 150 apartments',
  ],
  ['/policy', 'Оператор персональных данных', 'The personal data operator'],
  ['/about', 'две жилые башни и бизнес-центр', 'two residential towers and a business centre'],
  ['/personal-data-rules', 'в течение 10 рабочих дней', 'within 10 business days'],
  ['/terms-of-use', 'Пользуясь сайтом, вы соглашаетесь', 'By using the website you accept'],
  ['/privacy-policy', 'Пользуясь сайтом, вы соглашаетесь', 'By using the website you accept'],
  ['/payment', 'повторите попытку через 20 минут', 'retry in 20 minutes'],
  ['/payment-mobile', 'Банковским переводом — 2–3 рабочих дня', 'By bank transfer: 2–3 business days'],
  ['/office', 'Типовой договор аренды офиса', 'Standard office lease agreement'],
  ['/registersoftware', 'Правообладатель — ООО «УК Гранд Квартал»', 'The rights holder is Grand Kvartal MC LLC'],
  ['/news', 'Зимнее предложение: −15% от 7 ночей', 'Winter offer: 15% off 7+ nights'],
  [
    '/news/coworking-open',
    'Гости апарт-отеля работают в коворкинге бесплатно',
    'Apart-hotel guests use the coworking space for free',
  ],
  ['/partners', 'Фитнес-клуб «УралФит»', 'UralFit gym'],
  ['/partners/spa', 'MALACHITE25', 'MALACHITE25'],
  ['/segments/apartments', 'Семьям с детьми', 'Families with children'],
  ['/segments/apartments/two-bed-0603', /85\s000\s₽ в месяц/, /RUB\s?85,000|₽85,000 a month/],
  ['/segments/families', 'Апартаменты 1902, «Исеть»', 'Apartment 1902, Iset'],
  ['/ask-question', 'Ваш вопрос', 'Your question'],
];

/** Collects console errors and uncaught exceptions of a page. */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
}

async function setLang(context: BrowserContext, lang: 'ru' | 'en', baseURL: string) {
  await context.addCookies([{ name: 'lang', value: lang, url: baseURL }]);
}

// One page per language walks every route, as a reader following links does: a test per route
// and language spent most of its time on a new browser context (52 tests, 8 min of CI's browser
// time on a 2-core machine). Soft assertions name every route that fails in one run.
for (const lang of ['ru', 'en'] as const) {
  test(`every public route shows its content in ${lang}, with no console error and no missing key`, async ({
    page,
    context,
    baseURL,
  }) => {
    test.setTimeout(ROUTES.length * 10_000);
    await setLang(context, lang, baseURL!);
    const errors = watchErrors(page);
    // src/i18n-core.ts warns of a key it could not translate.
    const missing: string[] = [];
    page.on('console', (m) => {
      if (m.text().startsWith('i18next: missing key')) missing.push(m.text());
    });
    for (const [path, ru, en] of ROUTES) {
      await page.goto(path);
      await expect.soft(page.locator('html'), path).toHaveAttribute('lang', lang);
      await expect.soft(page.getByRole('heading', { level: 1 }).first(), path).toBeVisible();
      await expect.soft(page.getByText(lang === 'ru' ? ru : en).first(), path).toBeVisible();
      await expect.soft(page.locator('meta[name="description"]'), path).toHaveAttribute('content', /\S{3,}/);
      // The title settles once the page's own data is drawn; og:title must follow it.
      await expect.soft
        .poll(
          async () =>
            (await page.locator('meta[property="og:title"]').getAttribute('content')) === (await page.title()),
          { message: path },
        )
        .toBe(true);
      await page.waitForLoadState('networkidle');
      expect.soft(errors.splice(0), path).toEqual([]);
    }
    expect(missing).toEqual([]);
  });
}

test('the landing has every section of docs/architecture.md § Screens @phone', async ({ page }) => {
  await page.goto('/');
  for (const name of [
    'Галерея',
    'Инфраструктура',
    'Расположение',
    'Новости, акции и блог',
    'Награды',
    'Почему выбирают нас',
    'Апартаменты',
    'Мобильное приложение',
  ]) {
    await expect(page.getByRole('heading', { level: 2, name, exact: true })).toBeVisible();
  }
  await expect(page).toHaveTitle('Апарт-отель в Екатеринбурге');
  await expect(page.locator('meta[name="keywords"]')).toHaveCount(1);
});

test('per-route title and description in English, Open Graph tags, no keywords off the landing', async ({
  page,
  context,
  baseURL,
}) => {
  await setLang(context, 'en', baseURL!);
  await page.goto('/office');
  await expect(page).toHaveTitle('Offices and conference hall — Grand Kvartal Apart-Hotel');
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    'content',
    'Offices, meeting rooms and a conference hall for rent',
  );
  await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute('content', 'en_US');
  await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', /\/office$/);
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /og-cover\.png$/);
  await expect(page.locator('meta[name="keywords"]')).toHaveCount(0);
  await page.goto('/news/parking');
  await expect(page).toHaveTitle('New underground parking — Grand Kvartal Apart-Hotel');
});

test('an unknown news item or partner shows "not found" with a way back', async ({ page }) => {
  await page.goto('/news/no-such-item');
  await expect(page.getByRole('heading', { name: 'Страница не найдена' })).toBeVisible();
  await page.getByRole('link', { name: 'Ко всем новостям' }).click();
  await expect(page).toHaveURL(/\/news$/);
});

test('news are paginated, four to a page', async ({ page }) => {
  await page.goto('/news');
  const titles = page.getByRole('main').getByRole('heading', { level: 2 });
  await expect(titles).toHaveCount(4);
  const firstPage = await titles.allTextContents();
  await page.locator('.ant-pagination-item-2').click();
  // Page 2 holds the rest: the two older seeded items, more when the back-office test has just
  // published one on the same server; none of page 1's.
  await expect
    .poll(async () => {
      const rest = await titles.allTextContents();
      return rest.length >= 2 && rest.length <= 4 && !rest.some((t) => firstPage.includes(t));
    })
    .toBe(true);
  await expect(page.getByRole('link', { name: 'Собрание собственников 5 декабря' })).toBeVisible();
});

test('the office page lists documents that download as PDF', async ({ page, request }) => {
  await page.goto('/office');
  await expect(page.getByText('Офисы от 20 до 79 м²')).toBeVisible();
  await expect(page.getByText('на 4–16 человек', { exact: true })).toBeVisible();
  await expect(page.getByText('до 100 человек', { exact: true })).toBeVisible();
  const href = await page.getByRole('link', { name: 'Прайс-лист на офисы и переговорные' }).getAttribute('href');
  const res = await request.get(href!);
  expect(res.status()).toBe(200);
  expect((await res.body()).subarray(0, 5).toString()).toBe('%PDF-');
});

test('a partner shows the discount, copies the promo code and draws its QR code', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/partners/uralfit');
  await expect(page.getByText('Скидка 20%')).toBeVisible();
  await expect(page.getByText('GRAND20', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Копировать' }).click();
  await expect(page.getByText('Промокод скопирован')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('GRAND20');
  const qr = page.getByRole('img', { name: 'QR-код промокода GRAND20' });
  await expect(qr).toBeVisible();
  await expect(page.locator('.qr')).toHaveAttribute('data-qr-text', 'GRAND20'); // antd QRCode, drawn as SVG (in the server HTML too)
  expect(await qr.evaluate((el) => el.tagName)).toBe('svg');
});

test.describe('the feedback pop-up (R6.7: 50 000 ms)', () => {
  test('opens 50 s after the page opens, not before', async ({ page }) => {
    await page.clock.install();
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.clock.runFor(45_000);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page.clock.runFor(5_500);
    await expect(page.getByRole('dialog')).toContainText('Подберём апартаменты для вас');
    await expect(page).toHaveURL(/\/about\?m=feedback$/);
  });

  test('does not open when a modal is already in the query', async ({ page }) => {
    await page.clock.install();
    await page.goto('/?m=callback');
    await expect(page.getByRole('dialog')).toContainText('Обратный звонок');
    await page.clock.runFor(60_000);
    await expect(page).toHaveURL(/\?m=callback$/);
    await expect(page.getByRole('dialog')).toHaveCount(1);
    await expect(page.getByText('Подберём апартаменты для вас')).toHaveCount(0);
  });
});

test.describe('forms', () => {
  test('feedback: validation, +7 normalisation, optional consent, success', async ({ page }) => {
    await page.goto('/?m=feedback');
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Отправить' }).click();
    await expect(dialog.getByText('Обязательное поле').first()).toBeVisible();
    await expect(dialog.getByText('Необходимо согласие с политикой обработки персональных данных')).toBeVisible();
    await dialog.getByLabel('Имя').fill('Анна');
    await dialog.getByLabel('Телефон').fill('89123456789');
    await expect(dialog.getByLabel('Телефон')).toHaveValue('+7 (912) 345-67-89');
    await dialog.getByLabel('Telegram').check();
    await dialog.getByLabel('Комментарий').fill('Нужна детская кроватка');
    await dialog.getByRole('checkbox', { name: /^Я согласен с политикой обработки персональных данных/ }).check();
    const sent = page.waitForRequest((r) => r.url().endsWith('/api/app/v1/feedback') && r.method() === 'POST');
    await dialog.getByRole('button', { name: 'Отправить' }).click();
    const body = (await sent).postDataJSON();
    expect(body).toMatchObject({
      name: 'Анна',
      phone: '+79123456789',
      contactMethod: 'telegram',
      rentalType: 'short',
      policyConsent: true,
      notificationsConsent: false,
    });
    await expect(dialog.getByText('Спасибо! Менеджер скоро свяжется с вами')).toBeVisible();
  });

  test('feedback: a bad phone is refused before sending; a server failure shows the R15.9 message', async ({
    page,
  }) => {
    await page.goto('/?m=feedback');
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Имя').fill('Анна');
    await dialog.getByLabel('Телефон').fill('12345');
    await dialog.getByRole('checkbox', { name: /^Я согласен с политикой обработки персональных данных/ }).check();
    await dialog.getByRole('button', { name: 'Отправить' }).click();
    await expect(dialog.getByText('Введите российский номер')).toBeVisible();
    await page.route('**/api/app/v1/feedback', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ message: 'Ошибка сервера' }),
      }),
    );
    await dialog.getByLabel('Телефон').fill('9123456789');
    await dialog.getByRole('button', { name: 'Отправить' }).click();
    await expect(dialog.getByText('Что-то пошло не так, проверьте данные, свяжитесь с менеджерами')).toBeVisible();
  });

  test('call-back: name, phone and time slot; success @phone', async ({ page }) => {
    await page.goto('/contacts?m=callback');
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Жду звонка' }).click();
    await expect(dialog.getByText('Обязательное поле').first()).toBeVisible();
    await dialog.getByLabel('Имя').fill('Пётр');
    await dialog.getByLabel('Телефон').fill('+7 912 111-22-33');
    await dialog.getByText('15:00–18:00').click();
    await expect(dialog.getByRole('radio', { name: '15:00–18:00' })).toBeChecked();
    await dialog.getByRole('checkbox', { name: /^Я согласен с политикой обработки персональных данных/ }).check();
    const sent = page.waitForRequest((r) => r.url().endsWith('/api/app/v1/callback'));
    await dialog.getByRole('button', { name: 'Жду звонка' }).click();
    expect((await sent).postDataJSON()).toEqual({
      name: 'Пётр',
      phone: '+79121112233',
      slot: '15-18',
      policyConsent: true,
    });
    await expect(dialog.getByText('Заявка принята — мы перезвоним')).toBeVisible();
  });

  test('ask a question: validation and success', async ({ page }) => {
    await page.goto('/ask-question');
    await page.getByRole('button', { name: 'Отправить вопрос' }).click();
    await expect(page.getByText('Обязательное поле').first()).toBeVisible();
    await expect(page.getByText('Необходимо согласие с политикой обработки персональных данных')).toBeVisible();
    await page.getByLabel('Имя').fill('Иван');
    await page.getByLabel('Телефон').fill('9120001122');
    await page.getByLabel('Электронная почта (необязательно)').fill('not-an-email');
    await page.getByLabel('Ваш вопрос').fill('Можно ли с собакой?');
    await page.getByRole('checkbox', { name: /^Я согласен с политикой обработки персональных данных/ }).check();
    await page.getByRole('button', { name: 'Отправить вопрос' }).click();
    await expect(page.getByText(/Введите адрес эл. почты/)).toBeVisible();
    await page.getByLabel('Электронная почта (необязательно)').fill('ivan@example.com');
    const sent = page.waitForRequest((r) => r.url().endsWith('/api/app/v1/question'));
    await page.getByRole('button', { name: 'Отправить вопрос' }).click();
    expect((await sent).postDataJSON()).toMatchObject({
      phone: '+79120001122',
      email: 'ivan@example.com',
      policyConsent: true,
    });
    await expect(page.getByText('Вопрос отправлен. Мы ответим в ближайшее время')).toBeVisible();
  });
});

test.describe('cookie consent', () => {
  test.use({ storageState: { cookies: [], origins: [] } });
  const banner = (page: Page) => page.getByRole('region', { name: 'Мы используем файлы cookie' });

  test('accept all: remembered; the pop-up never opens over the banner', async ({ page, context }) => {
    await page.clock.install();
    await page.goto('/about');
    await expect(banner(page)).toBeVisible();
    // Issue 14 item 15: with the banner on screen the pop-up does not open on top of it.
    await page.clock.runFor(51_000);
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect(await page.evaluate(() => sessionStorage.length)).toBe(0);
    await banner(page).getByRole('button', { name: 'Принять все' }).click();
    await expect(banner(page)).toHaveCount(0);
    expect((await context.cookies()).find((c) => c.name === 'cookie-consent')?.value).toBe('all');
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(banner(page)).toHaveCount(0);
    await page.clock.runFor(51_000);
    await expect(page).toHaveURL(/m=feedback/);
    expect(await page.evaluate(() => sessionStorage.getItem('feedback-shown'))).toBe('1');
    // Remembered for the session: the next page load does not pop it up again.
    await page.goto('/about');
    await page.clock.runFor(60_000);
    await expect(page).toHaveURL(/\/about$/);
  });

  test('reject: remembered as essential, nothing optional stored @phone', async ({ page, context }) => {
    await page.clock.install();
    await page.goto('/');
    await banner(page).getByRole('button', { name: 'Только обязательные' }).click();
    await expect(banner(page)).toHaveCount(0);
    expect((await context.cookies()).find((c) => c.name === 'cookie-consent')?.value).toBe('essential');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(banner(page)).toHaveCount(0);
    await page.clock.runFor(51_000);
    await expect(page).toHaveURL(/m=feedback/);
    // Only the strictly necessary session flag of the pop-up (issue 14 item 15), nothing optional.
    expect(await page.evaluate(() => [Object.keys(sessionStorage), localStorage.length])).toEqual([
      ['feedback-shown'],
      0,
    ]);
    // The dismissal holds for the session without "accept all": no pop-up on the next load.
    await page.goto('/');
    await page.clock.runFor(60_000);
    await expect(page).not.toHaveURL(/m=feedback/);
  });
});

test('sitemap.xml and robots.txt are served', async ({ request }) => {
  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.status()).toBe(200);
  const xml = await sitemap.text();
  expect(xml).toMatch(/<loc>http:\/\/127\.0\.0\.1:\d+\/partners\/uralfit<\/loc>/);
  expect(xml).toContain('/segments/families</loc>');
  const robots = await request.get('/robots.txt');
  expect(await robots.text()).toMatch(/Sitemap: http:\/\/127\.0\.0\.1:\d+\/sitemap\.xml/);
});
