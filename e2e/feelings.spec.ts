import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { checkAtScreenWidths } from './support/screens.ts';

function trendingItems(page: Page) {
  return page.getByRole('list', { name: 'Trending' }).getByRole('listitem');
}

function recentItems(page: Page) {
  return page.getByRole('list', { name: 'Recent' }).getByRole('listitem');
}

async function saveFeeling(page: Page, text: string, how: 'Enter' | 'button'): Promise<void> {
  const field = page.getByLabel('How do you feel?');
  const saved = page.waitForResponse(
    (response) =>
      response.request().method() === 'POST' &&
      new URL(response.url()).pathname === '/api/v1/feelings',
  );
  await field.fill(text);
  if (how === 'Enter') await field.press('Enter');
  else await page.getByRole('button', { name: 'Save', exact: true }).click();
  expect((await saved).ok(), 'the server logged the feeling').toBe(true);
  await expect(field).toHaveValue('');
}

test.describe('feelings', () => {
  test('a person names how they feel and sees what trends, then clears the log', async ({
    page,
    email,
    login,
  }) => {
    await login(page, email);
    await page.goto('/feelings');
    await expect(page.getByRole('heading', { name: 'Feelings', level: 1 })).toBeVisible();
    // The empty page invites the first word.
    await expect(page.getByRole('heading', { name: 'Nothing logged yet' })).toBeVisible();

    // A blank word is not sent, and the field says why.
    const field = page.getByLabel('How do you feel?');
    await field.fill('   ');
    await field.press('Enter');
    await expect(page.getByText('Write a feeling first.')).toBeVisible();
    await expect(field).toHaveAttribute('aria-invalid', 'true');

    // Trimmed and lower-cased: "Calm" and " calm " are the same word.
    await saveFeeling(page, 'Calm', 'Enter');
    await expect(page.getByRole('status').filter({ hasText: 'Saved “calm”.' })).toBeVisible();
    await saveFeeling(page, ' calm ', 'button');
    await saveFeeling(page, 'happy', 'Enter');

    // percent = floor(count / total × 100): 2 of 3 is 66 %, 1 of 3 is 33 %.
    await expect(trendingItems(page)).toHaveText(['calm 66%', 'happy 33%']);
    await expect(page.getByText('Out of 3 feelings logged.')).toBeVisible();
    // Newest first, each with how long ago.
    await expect(recentItems(page)).toHaveText([/^happy/, /^calm/, /^calm/]);
    await expect(recentItems(page).first().locator('time')).toHaveText(/ago$/);

    // What the server holds, after a reload.
    await page.reload();
    await expect(trendingItems(page)).toHaveText(['calm 66%', 'happy 33%']);

    await checkAtScreenWidths(page, 'feelings');
    await page.setViewportSize({ width: 1280, height: 800 });

    // Clear asks first; Cancel keeps everything.
    await page.getByRole('button', { name: 'Clear', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Clear your feelings?' });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(trendingItems(page)).toHaveCount(2);

    await page.getByRole('button', { name: 'Clear', exact: true }).click();
    await dialog.getByRole('button', { name: 'Clear feelings' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('heading', { name: 'Nothing logged yet' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Trending' })).toHaveCount(0);
    await expect(page.getByRole('list', { name: 'Recent' })).toHaveCount(0);

    await page.reload();
    await expect(page.getByRole('heading', { name: 'Nothing logged yet' })).toBeVisible();
  });
});
