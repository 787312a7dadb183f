/**
 * Issue 41 item 2 (docs/architecture.md § The SPA): a signed-in screen takes antd's styles from
 * the build's stylesheet (scripts/account-styles.tsx) instead of computing and inserting them while
 * it draws. Before, the tenant's dashboard inserted 43 `<style>` elements (~300 KB) in React's
 * commits; now the account theme's components insert none, and the screen looks as it did: the
 * sider, the header and the cards are styled (their computed styles are antd's).
 */
import { expect, test } from './test';

/** The `<style>` elements cssinjs inserted with the rules of `selector` (e.g. `.ant-layout-sider`). */
const insertedWith = (selector: string) =>
  [...document.querySelectorAll('style')].filter((s) => (s.textContent ?? '').includes(`${selector}{`)).length;

for (const lang of ['ru', 'en'] as const) {
  test(`${lang}: the tenant's dashboard draws antd's account styles from the stylesheet, inserting none of them`, async ({
    page,
    signIn,
  }) => {
    await signIn(page, 'tenant', '/dashboard', { lang });
    await expect(page.locator('.ant-layout-sider')).toBeVisible();
    await expect(page.locator('.ant-card').first()).toBeVisible();
    const sheet = page.locator('link[rel="stylesheet"][href*="/assets/antd-account-"]');
    await expect(sheet).toHaveCount(1);
    // Styled as before: the sider's white background, a card's radius and border (antd's tokens).
    await expect(page.locator('.ant-layout-sider').first()).toHaveCSS('background-color', 'rgb(255, 255, 255)');
    await expect(page.locator('.ant-card').first()).toHaveCSS('border-top-left-radius', '12px');
    for (const selector of ['.ant-layout-sider', '.ant-card', '.ant-menu', '.ant-tag', '.ant-typography'])
      expect(await page.evaluate(insertedWith, selector), selector).toBe(0);
  });
}
