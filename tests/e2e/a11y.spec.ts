/**
 * Issue #4: axe-core on every public route of the site — 0 violations of WCAG 2.0 A/AA, 2.1 AA
 * and 2.2 AA — in Russian (the English pages are the same markup with other words; site.spec.ts
 * reads each in English for its language, content and missing keys; axe on both languages took
 * a quarter of CI's browser time); the cookie consent banner of a first visit in both languages;
 * the open feedback and call-back modals.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './test';
import { axeScan } from './helpers';

const PATHS = [
  '/',
  '/gallery',
  '/infrastructure',
  '/location',
  '/mobile-app',
  '/contacts',
  '/for-investors',
  '/questions',
  '/about-company',
  '/policy',
  '/about',
  '/personal-data-rules',
  '/terms-of-use',
  '/privacy-policy',
  '/payment',
  '/payment-mobile',
  '/office',
  '/registersoftware',
  '/news',
  '/news/winter-offer',
  '/partners',
  '/partners/uralfit',
  '/segments/apartments',
  '/segments/apartments/studio-1204',
  '/segments/families',
  '/ask-question',
];

async function violations(page: Page) {
  const result = await axeScan(page);
  return result.violations.map((v) => ({
    id: v.id,
    impact: v.impact,
    nodes: v.nodes.slice(0, 3).map((n) => n.target.join(' ')),
  }));
}

// One page walks every route (a test per route spent a third of its time on a new context);
// soft assertions name every route with violations in one run.
test('axe: every public route in ru', async ({ page }) => {
  test.setTimeout(PATHS.length * 15_000);
  for (const path of PATHS) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    // Let lazy sections and images settle before the audit.
    await expect(page.locator('.ant-skeleton, .shell-skeleton')).toHaveCount(0);
    expect.soft(await violations(page), path).toEqual([]);
  }
});

test.describe('with the cookie banner', () => {
  test.use({ storageState: { cookies: [], origins: [] } });
  for (const lang of ['ru', 'en'] as const) {
    test(`axe: the cookie consent banner in ${lang}`, async ({ page, context, baseURL }) => {
      await context.addCookies([{ name: 'lang', value: lang, url: baseURL! }]);
      await page.goto('/');
      await expect(
        page.getByRole('region', { name: lang === 'ru' ? 'Мы используем файлы cookie' : 'We use cookies' }),
      ).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expect(page.locator('.ant-skeleton, .shell-skeleton')).toHaveCount(0);
      expect(await violations(page)).toEqual([]);
    });
  }
});

for (const modal of ['feedback', 'callback']) {
  test(`axe: the ${modal} modal`, async ({ page }) => {
    await page.goto(`/contacts?m=${modal}`);
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await violations(page)).toEqual([]);
  });
}
