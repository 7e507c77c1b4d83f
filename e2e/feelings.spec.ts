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

    // Shares in whole percent, rounded: 2 of 3 is 67%, 1 of 3 is 33%.
    await expect(trendingItems(page)).toHaveText(['calm 67%', 'happy 33%']);
    await expect(page.getByText('Out of 3 feelings logged.')).toBeVisible();
    // Newest first, each with how long ago.
    await expect(recentItems(page)).toHaveText([/^happy/, /^calm/, /^calm/]);
    await expect(recentItems(page).first().locator('time')).toHaveText(/ago$/);

    // What the server holds, after a reload.
    await page.reload();
    await expect(trendingItems(page)).toHaveText(['calm 67%', 'happy 33%']);

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

  test('a person picks a word from the suggestions with the keyboard, says how strongly, and sees the mood meter', async ({
    page,
    email,
    login,
  }) => {
    await login(page, email);
    await page.goto('/feelings');
    await saveFeeling(page, 'calm', 'Enter');
    await saveFeeling(page, 'cautiously ok', 'Enter');

    // Typing suggests the person's own words first, then the vocabulary's, with meanings.
    const field = page.getByRole('combobox', { name: 'How do you feel?' });
    await field.fill('');
    await field.pressSequentially('ca');
    const listbox = page.getByRole('listbox');
    await expect(listbox.getByRole('option')).toHaveText([
      'calmQuiet inside; nothing is pulling at you.',
      'cautiously okA word of your own',
      'carefreeLight, with no worries pressing on you.',
    ]);
    await expect(listbox.getByText('Your words')).toBeVisible();
    await expect(listbox.getByText('Words for feelings')).toBeVisible();
    await checkAtScreenWidths(page, 'feelings-suggestions');
    await page.setViewportSize({ width: 1280, height: 800 });

    // Arrows move through the words, Enter takes one; the form is not sent yet.
    await field.press('ArrowDown');
    await field.press('ArrowDown');
    await field.press('ArrowDown');
    await field.press('Enter');
    await expect(field).toHaveValue('carefree');
    await expect(listbox).toBeHidden();

    // How strongly: a radio group, reached with Tab, chosen with the arrows.
    const intensity = page.getByRole('radiogroup', { name: 'How strongly? (optional)' });
    await field.press('Tab');
    await page.keyboard.press('Tab');
    await expect(intensity.getByRole('radio', { name: 'Not said' })).toBeFocused();
    for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowRight');
    await expect(intensity.getByRole('radio', { name: '3' })).toBeChecked();

    const saved = page.waitForResponse(
      (response) =>
        response.request().method() === 'POST' &&
        new URL(response.url()).pathname === '/api/v1/feelings',
    );
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    expect((await saved).request().postDataJSON()).toEqual({
      feeling: 'carefree',
      intensity: 3,
    });
    await expect(recentItems(page).first()).toHaveText(/^carefree · intensity 3 of 5/);
    await expect(intensity.getByRole('radio', { name: 'Not said' })).toBeChecked();

    // Trending on the mood meter: calm and carefree are pleasant and calm; the other word is
    // the person's own.
    const view = page.getByRole('radiogroup', { name: 'Show trending feelings as' });
    await view.getByText('Mood meter', { exact: true }).click();
    await expect(view.getByRole('radio', { name: 'Mood meter' })).toBeChecked();
    const meter = page.getByRole('list', { name: /^Every feeling you logged/ });
    await expect(meter.getByRole('listitem')).toHaveText([
      'Unpleasant, high energy0 feelings, 0%',
      'Pleasant, high energy0 feelings, 0%',
      'Unpleasant, low energy0 feelings, 0%',
      'Pleasant, low energy2 feelings, 67%calm, carefree',
      'Other words1 feeling, 33%cautiously ok',
    ]);
    await checkAtScreenWidths(page, 'feelings-mood-meter');
  });
});
