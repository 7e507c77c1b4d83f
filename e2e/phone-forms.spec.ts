import { POST_CATEGORIES, POST_TYPES } from '@app/domain/post-types.ts';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { postCards, postsStatus } from './support/posts.ts';

/*
 * On a phone every guided form opens with its first writing box on the first screen, below
 * the top bar, with nothing scrolled (docs/decisions/0065): the coaching folds to one line and
 * the picture field to its buttons until asked for.
 */
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

const GUIDED_CATEGORIES = POST_CATEGORIES.filter((category) => !POST_TYPES[category].focus);

/**
 * The box is wholly on the first screen, under the top bar and above the tab bar, and the
 * page is not scrolled.
 */
async function expectOnFirstScreen(page: Page, box: Locator): Promise<void> {
  await expect(box).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  const header = await page.getByRole('banner').boundingBox();
  const bounds = await box.boundingBox();
  const viewport = page.viewportSize();
  expect(header && bounds && viewport).toBeTruthy();
  if (!header || !bounds || !viewport) return;
  expect(bounds.y).toBeGreaterThanOrEqual(header.y + header.height);
  // Above the phone's tab bar, which covers the bottom of the screen.
  const tabBar = await page.getByRole('navigation', { name: 'Sections' }).boundingBox();
  expect(bounds.y + bounds.height).toBeLessThanOrEqual(tabBar?.y ?? viewport.height);
  expect(bounds.x).toBeGreaterThanOrEqual(0);
  expect(bounds.x + bounds.width).toBeLessThanOrEqual(viewport.width);
}

/**
 * Opens `path` in a new tab: a load of the app keys its first page's scroll position by path
 * (root-layout.tsx), so in the same tab the form opened before, scrolled down to Save, would
 * hand its place to the next form of the same path.
 */
async function openInNewTab(page: Page, path: string): Promise<Page> {
  const tab = await page.context().newPage();
  await tab.goto(path);
  return tab;
}

/** The form's first writing box: its first textarea, which no textbox of the form precedes off-screen. */
function firstWritingBox(page: Page): Locator {
  return page.getByRole('main').locator('textarea').first();
}

test.describe('guided forms on a phone', () => {
  test('every guided form opens with its first writing box on the first screen, and a post written there is saved and listed', async ({
    page: firstPage,
    email,
    login,
  }) => {
    test.setTimeout(240_000);
    await login(firstPage, email);
    let page = firstPage;

    // The identity statement (its own page).
    await page.goto('/identity');
    await expect(page.getByRole('heading', { name: 'The Preferred You', level: 1 })).toBeVisible();
    await expectOnFirstScreen(page, page.getByRole('main').getByRole('textbox').first());
    await expectOnFirstScreen(page, firstWritingBox(page));
    await firstWritingBox(page).fill('I am calm and clear.');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Your identity is saved.')).toBeVisible();

    // The daily intention.
    await page.goto('/daily-intention');
    await expect(page.getByRole('heading', { name: 'Daily Intention', level: 1 })).toBeVisible();
    await expectOnFirstScreen(page, firstWritingBox(page));
    await firstWritingBox(page).fill('Today I listen more than I speak.');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page).toHaveURL(/\/posts\/[0-9a-f-]+$/);

    // The excitement flow: its options, then its results.
    await page.goto('/excitement-start');
    await expect(
      page.getByRole('heading', { name: 'Follow Your Excitement', level: 1 }),
    ).toBeVisible();
    const options = page.getByRole('textbox', { name: 'Options' });
    await expectOnFirstScreen(page, options);
    await options.fill('take a walk');
    await options.press('Enter');
    await page.getByRole('button', { name: "I'm Taking Action" }).click();
    await expect(page).toHaveURL(/\/urnb$/);
    await page.goto('/excitement-end');
    await expect(
      page.getByRole('heading', { name: 'Record Your Results', level: 1 }),
    ).toBeVisible();
    await expectOnFirstScreen(page, firstWritingBox(page));
    await firstWritingBox(page).fill('I walked to the lake and back.');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Your results are saved.')).toBeVisible();

    await page.goto('/posts');
    await expect(postsStatus(page)).toHaveText(/^Showing/);
    const before = Number(/of (\d+) post/.exec((await postsStatus(page).textContent()) ?? '')?.[1]);

    // Every post kind's form.
    for (const category of GUIDED_CATEGORIES) {
      const previous = page;
      page = await openInNewTab(page, `/posts/new?category=${category}`);
      if (previous !== firstPage) await previous.close();
      await expect(
        page.getByRole('heading', { name: POST_TYPES[category].title, level: 1 }),
      ).toBeVisible();
      await expectOnFirstScreen(page, page.getByRole('main').getByRole('textbox').first());
      await expectOnFirstScreen(page, firstWritingBox(page));
      await page.getByRole('main').getByRole('textbox').first().fill(`From my phone: ${category}`);
      await firstWritingBox(page).fill('Written on the first screen.');
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await expect(page).toHaveURL(/\/posts\/[0-9a-f-]+$/);
      await expect(page.getByText('Written on the first screen.')).toBeVisible();
    }

    await page.goto('/posts');
    await expect(postsStatus(page)).toContainText(`of ${before + GUIDED_CATEGORIES.length} posts`);
    await expect(postCards(page).first()).toContainText(
      `From My Phone: ${GUIDED_CATEGORIES.at(-1)}`,
      { ignoreCase: true },
    );
  });
});
