/**
 * Issue #4: axe-core on every public route of the site in both languages — 0 violations of
 * WCAG 2.0 A/AA, 2.1 AA and 2.2 AA; the cookie consent banner of a first visit in both languages;
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

for (const lang of ['ru', 'en'] as const) {
  for (const path of PATHS) {
    test(`axe: ${path} in ${lang}`, async ({ page, context, baseURL }) => {
      await context.addCookies([{ name: 'lang', value: lang, url: baseURL! }]);
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      // Let lazy sections and images settle before the audit.
      await expect(page.locator('.ant-skeleton, .shell-skeleton')).toHaveCount(0);
      expect(await violations(page)).toEqual([]);
    });
  }
}

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
