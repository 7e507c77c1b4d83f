import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { createPostsThroughApi, createPostThroughApi, postCards } from './support/posts.ts';
import { expectNoSidewaysScroll } from './support/screens.ts';
import {
  createTestImages,
  hasLoadedPicture,
  uploadImageThroughApi,
} from './support/test-images.ts';

const SCREENSHOT_DIR = 'e2e/.output/screenshots';

/** Waits until every picture on the page has arrived, so a screenshot shows them. */
async function expectPicturesLoaded(page: Page): Promise<void> {
  const pictures = page.locator('main img');
  for (const picture of await pictures.all()) {
    await picture.scrollIntoViewIfNeeded();
    await expect.poll(() => picture.evaluate(hasLoadedPicture)).toBe(true);
  }
}

/** A picture of the person's own, stored through the API, for posts that show one. */
async function uploadPicture(page: Page): Promise<string> {
  const images = await createTestImages();
  try {
    const buffer = await readFile(images.landscapeJpeg);
    const image = await uploadImageThroughApi(page, {
      name: 'lake-at-dusk.jpg',
      mimeType: 'image/jpeg',
      buffer,
    });
    return image._id;
  } finally {
    await images.remove();
  }
}

async function capture(page: Page, name: string): Promise<void> {
  const width = page.viewportSize()?.width ?? 0;
  // From the top, so the sticky top bar is drawn where it belongs in the full-page picture.
  await page.evaluate(() => window.scrollTo(0, 0));
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

test.describe('posts at this window width', () => {
  test('the post form fits the window', async ({ page, email, login }) => {
    await login(page, email);
    await page.goto('/posts/new?category=anxiety');
    await expect(
      page.getByRole('heading', { name: 'Calm an Anxious Mind', level: 1 }),
    ).toBeVisible();
    await page.getByLabel('What is worrying you?').fill('The presentation on Friday');
    const fears = page.getByRole('group', { name: 'What are you afraid will happen?' });
    for (const fear of [
      'If I forget a line, everyone will think I am a fraud.',
      'They will see my hands shake',
    ]) {
      await fears.getByRole('textbox', { name: 'New item' }).fill(fear);
      await fears.getByRole('textbox', { name: 'New item' }).press('Enter');
    }
    const steps = page.getByRole('group', { name: /One small step/ });
    await steps.getByRole('textbox', { name: 'New item' }).fill('Practise once out loud');
    await steps.getByRole('textbox', { name: 'New item' }).press('Enter');
    await steps.getByRole('checkbox', { name: 'Item 1 done' }).check();
    await page.getByLabel('Mood').fill('a bit too nervous today');
    await capture(page, 'post-form');
    await expectNoSidewaysScroll(page);
  });

  test('a post page fits the window', async ({ page, email, login }) => {
    await login(page, email);
    const image = await uploadPicture(page);
    const post = await createPostThroughApi(page, {
      category: 'manifestthing',
      title: 'A garden that feeds the whole street, with room for everyone',
      mood: 'unstoppablyhopeful',
      image,
      intention:
        'I grow vegetables for my neighbours.\n\nWhat I want, step by step:\n1. Clear the corner bed\n2. Plant beans and squash\n3. Invite the street for the harvest\n* Ask Sam about the fence\n* Find an old rain barrel',
      feelingsList: ['proud', 'connected', 'supercalifragilisticexpialidocious'],
      preferredBeliefs: ['There is always enough to share.', 'I learn as I grow.'],
      actionItems: [
        { action: 'Buy seeds this weekend', complete: true },
        { action: 'Ask the neighbours which vegetables they like best', complete: false },
      ],
    });
    await page.goto(`/posts/${post._id}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectPicturesLoaded(page);
    await capture(page, 'post-detail');
    await expectNoSidewaysScroll(page);
  });

  test('the posts list fits the window', async ({ page, email, login }) => {
    await login(page, email);
    const image = await uploadPicture(page);
    await createPostsThroughApi(page, [
      ...Array.from({ length: 10 }, (_, index) => ({
        category: 'journal' as const,
        title: `Evening notes ${index + 1}`,
        currentSituation: 'A short day, a long walk, an early night.',
      })),
      {
        category: 'failure',
        title: 'The interview that did not go my way',
        mood: 'disappointed',
        currentSituation:
          'I froze on the second question. Looking back, I know the answer; I was tired and rushed the morning. Next time I will prepare the night before and leave early.',
      },
      {
        category: 'excitement',
        title: 'Take a pottery class',
        mood: 'thrilled',
        summary: 'I went, and my bowl collapsed twice. I laughed more than I have in weeks.',
      },
      {
        category: 'anxiety',
        title: '',
        mood: 'calmer',
        image,
        currentSituation: 'x'.repeat(700),
      },
    ]);
    await page.goto('/posts');
    await expect(postCards(page)).toHaveCount(12);
    await expectPicturesLoaded(page);
    await capture(page, 'posts-list');
    await expectNoSidewaysScroll(page);

    await page.goto('/urnb');
    await expect(postCards(page)).toHaveCount(12);
    await expectPicturesLoaded(page);
    await capture(page, 'urnb-with-posts');
    await expectNoSidewaysScroll(page);
  });
});
