import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';

const SCREENSHOT_DIR = 'e2e/.output/screenshots';

/** Page is no wider than the window: nothing to scroll sideways to on a phone. */
async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const widths = await page.evaluate(() => ({
    content: document.documentElement.scrollWidth,
    window: document.documentElement.clientWidth,
  }));
  expect(widths.content, 'the page is wider than the window').toBeLessThanOrEqual(widths.window);
}

async function capture(page: Page, name: string): Promise<void> {
  const width = page.viewportSize()?.width ?? 0;
  await page.screenshot({
    path: `${SCREENSHOT_DIR}/${name}-${width}.png`,
    fullPage: true,
    animations: 'disabled',
  });
}

test.describe('layout at this window width', () => {
  test('the login page fits the window', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Customer Zone' })).toBeVisible();
    await expect(page.getByLabel('Mobile phone or email')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Next' })).toBeVisible();
    await capture(page, 'login');
    await expectNoSidewaysScroll(page);
  });

  test('the home page fits the window', async ({ page, email, login }) => {
    await login(page, email);
    await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await capture(page, 'urnb');
    await expectNoSidewaysScroll(page);
  });
});
