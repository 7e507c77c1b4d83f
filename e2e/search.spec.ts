import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { createPostsThroughApi, UUID_PATTERN } from './support/posts.ts';
import { checkAtScreenWidths } from './support/screens.ts';

const POST_PAGE_URL = new RegExp(`/posts/(${UUID_PATTERN})$`);

/** Writes a journal post through the dashboard's Journal exercise, as a person would. */
async function writeJournalPost(page: Page, title: string, mind: string): Promise<void> {
  await page.getByRole('link', { name: 'Inner Compass' }).click();
  await page
    .getByRole('navigation', { name: 'Guided exercises' })
    .getByRole('link', { name: 'Journal', exact: true })
    .click();
  await page.getByLabel('Title', { exact: true }).fill(title);
  await page.getByRole('textbox', { name: 'What is on your mind?' }).fill(mind);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page).toHaveURL(POST_PAGE_URL);
}

function results(page: Page) {
  return page.getByRole('list', { name: 'Search results' }).getByRole('article');
}

test.describe('search', () => {
  test('a person searches their posts from the top bar and opens a result', async ({
    page,
    email,
    login,
  }) => {
    await login(page, email);
    await writeJournalPost(page, 'Evening by the river', 'I went running along the water.');
    await writeJournalPost(page, 'A slow Sunday', 'Reading and tea <b>all</b> afternoon.');

    // "run" finds "running": the top bar's box opens /search with the words.
    const topBarBox = page
      .getByRole('banner')
      .getByRole('searchbox', { name: 'Search your posts' });
    await topBarBox.fill('run');
    await topBarBox.press('Enter');
    // The words stay out of the address, the tab's title and so the browser's history.
    await expect(page).toHaveURL(/\/search$/);
    await expect(page).toHaveTitle('Search · Inner Compass');
    await expect(page.getByRole('heading', { name: 'Search your posts', level: 1 })).toBeVisible();
    await expect(page.getByLabel('Words')).toHaveValue('run');
    await expect(
      page.getByRole('status').filter({ hasText: '1 post matches “run”' }),
    ).toBeVisible();
    await expect(results(page)).toHaveCount(1);
    const card = results(page).first();
    await expect(card.getByRole('heading')).toHaveText('Evening by the river');
    // The matching word is highlighted in the snippet.
    await expect(card.locator('mark')).toHaveText(['running']);
    await expect(card).toContainText('I went running along the water');

    // Filters narrow the same words: another category has nothing.
    await page.getByLabel('Category').selectOption({ label: 'Anxiety' });
    await expect(page).toHaveURL(/category=anxiety/);
    await expect(page.getByText('No posts match “run” with these filters.')).toBeVisible();
    await page.getByLabel('Category').selectOption({ label: 'All categories' });
    await expect(results(page)).toHaveCount(1);
    // So do days: none of the posts was written in 2099, and a range backwards is refused.
    await page.getByLabel('Written from').fill('2099-01-01');
    await expect(page.getByText('No posts match “run” with these filters.')).toBeVisible();
    await page.getByLabel('Written until').fill('2098-12-31');
    await expect(page.getByText('Choose a day on or after the first one.')).toBeVisible();
    // From today until today holds the whole of today, in the person's own time zone.
    const today = await page.evaluate(() => {
      const now = new Date();
      const pad = (n: number) => String(n).padStart(2, '0');
      return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
    });
    await page.getByLabel('Written from').fill(today);
    await page.getByLabel('Written until').fill(today);
    await expect(results(page)).toHaveCount(1);
    await page.getByLabel('Written from').fill('');
    await page.getByLabel('Written until').fill('');
    await expect(page).toHaveURL(/\/search$/);

    // New words from the page's own box, by keyboard; markup in a post never becomes markup.
    const words = page.getByLabel('Words');
    await words.fill('read');
    await words.press('Enter');
    await expect(results(page).first().getByRole('heading')).toHaveText('A slow Sunday');
    await expect(results(page).first().locator('mark')).toHaveText(['Reading']);
    await expect(results(page).first()).toContainText('Reading and tea all afternoon');
    await expect(results(page).first().locator('b')).toHaveCount(0);
    // The pictures without the "saved" notice of the last post over the top bar.
    await expect(page.getByText('Your post is saved.')).toHaveCount(0, { timeout: 15_000 });
    await checkAtScreenWidths(page, 'search');

    // Nothing found says so; a blank search is not sent.
    await words.fill('zebra');
    await words.press('Enter');
    await expect(page.getByText('No posts match “zebra”. Try another word.')).toBeVisible();
    await words.fill('  ');
    await words.press('Enter');
    await expect(page.getByText('Type a word to search for.')).toBeVisible();
    await expect(page).toHaveURL(/\/search$/);
    expect(await page.evaluate(() => window.history.state?.usr)).toEqual({ q: 'zebra' });

    // Opening a result opens the post.
    await words.fill('running');
    await words.press('Enter');
    await results(page)
      .first()
      .getByRole('link', { name: 'Evening by the river', exact: true })
      .click();
    await expect(page).toHaveURL(POST_PAGE_URL);
    await expect(
      page.getByRole('heading', { name: 'Evening by the river', level: 1 }),
    ).toBeVisible();
    // The tab names the exercise, never the post's title.
    await expect(page).toHaveTitle('Journal · Inner Compass');
  });

  test('twenty results at a time, and more on asking', async ({ page, email, login }) => {
    await login(page, email);
    await createPostsThroughApi(
      page,
      Array.from({ length: 23 }, (_, i) => ({
        category: 'journal' as const,
        title: `Breath ${i + 1}`,
        currentSituation: 'A breathing exercise before bed.',
      })),
    );
    await page.goto('/search?q=breathe');
    await expect(results(page)).toHaveCount(20);
    await expect(page.getByRole('status').filter({ hasText: 'The best 20 matches' })).toBeVisible();
    const more = page.getByRole('button', { name: 'Show more results' });
    await more.click();
    await expect(results(page)).toHaveCount(23);
    await expect(page.getByRole('status').filter({ hasText: '23 posts match' })).toBeVisible();
    await expect(more).toBeHidden();
  });

  test('on a phone the search icon opens the box over the top bar', async ({
    page,
    email,
    login,
  }) => {
    await login(page, email);
    await writeJournalPost(page, 'Kind words', 'My sister called to say thanks.');
    await page.setViewportSize({ width: 390, height: 844 });
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('searchbox')).toBeHidden();

    const open = banner.getByRole('button', { name: 'Search your posts' });
    await open.click();
    const box = banner.getByRole('searchbox', { name: 'Search your posts' });
    await expect(box).toBeFocused();
    // Escape closes it and gives the focus back to the icon.
    await box.press('Escape');
    await expect(box).toBeHidden();
    await expect(open).toBeFocused();

    await open.press('Enter');
    await banner.getByRole('searchbox', { name: 'Search your posts' }).fill('calling');
    await page.screenshot({ path: 'e2e/.output/screenshots/search-top-bar-open-390.png' });
    await banner.getByRole('searchbox', { name: 'Search your posts' }).press('Enter');
    await expect(page).toHaveURL(/\/search$/);
    await expect(results(page)).toHaveCount(1);
    await expect(results(page).first().locator('mark')).toHaveText(['called']);
  });
});
