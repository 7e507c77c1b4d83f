import type { Page } from '@playwright/test';
import chromium from '../scripts/lib/chromium.json' with { type: 'json' };
import { chromiumLaunchOptions } from './support/chromium.ts';
import { expect, LOGIN_URL, test } from './support/fixtures.ts';
import { createPostThroughApi } from './support/posts.ts';
import { createTestImages, uploadLandscapeThroughApi } from './support/test-images.ts';

/*
 * Nothing private outlives the page: after a lock or a logout, what the browser kept (its HTTP
 * cache, the pages it keeps for Back) gives back nothing of the journal, as someone at the
 * console of the same browser would try (`fetch(url, { cache: 'force-cache' })`) or by Back.
 */

// Pages kept for Back, as a person's browser keeps them: Playwright turns that cache off, and
// the headless shell the other journeys run on keeps no page in it (notRestoredReasons says
// "masked" even for /privacy), so these run on the full Chromium.
test.use({
  launchOptions: {
    ...chromiumLaunchOptions,
    executablePath: process.env.CHROMIUM_PATH || chromium.bench.path,
    ignoreDefaultArgs: ['--disable-back-forward-cache'],
  },
});

const SECRET = 'Letter I never sent to my father';
const LOCKED = 'Inner Compass is locked';

/** The post list and a picture, asked of the browser's cache first, as the console can. */
async function fromTheCache(page: Page, imageUrl: string) {
  return page.evaluate(async (picture) => {
    const posts = await fetch('/api/v1/posts', { cache: 'force-cache' });
    const image = await fetch(picture, { cache: 'force-cache' });
    return {
      posts: { status: posts.status, body: await posts.text() },
      image: { status: image.status, type: image.headers.get('content-type') },
    };
  }, imageUrl);
}

test.describe('what the browser keeps', () => {
  test('a locked tab and a logged-out browser give nothing of the journal from their cache', async ({
    page,
    email,
    login,
  }) => {
    await login(page, email);
    await createPostThroughApi(page, { category: 'journal', title: SECRET });
    const images = await createTestImages();
    const picture = await uploadLandscapeThroughApi(page, images).finally(images.remove);
    const imageUrl = `/api/v1/images/${picture._id}-300.jpg`;

    // Signed in, the person's own requests read the writing and the picture (and the browser
    // keeps what it is allowed to).
    await page.goto('/posts');
    await expect(page.getByRole('link', { name: SECRET, exact: true })).toBeVisible();
    const open = await fromTheCache(page, imageUrl);
    expect(open.posts.status).toBe(200);
    expect(open.posts.body).toContain(SECRET);
    expect(open.image).toEqual({ status: 200, type: 'image/jpeg' });

    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('heading', { name: LOCKED, level: 1 })).toBeVisible();
    const locked = await fromTheCache(page, imageUrl);
    expect(locked.posts.status).toBe(423);
    expect(locked.posts.body).not.toContain(SECRET);
    expect(locked.image.status).toBe(404);

    await page.getByRole('button', { name: 'Log out' }).click();
    await expect(page).toHaveURL(LOGIN_URL);
    const out = await fromTheCache(page, imageUrl);
    expect(out.posts.status).toBe(401);
    expect(out.posts.body).not.toContain(SECRET);
    expect(out.image.status).toBe(404);
  });
});

test.describe('the service worker', () => {
  test.use({ serviceWorkers: 'allow' });

  test('keeps no API answer and no picture', async ({ page, email, login }) => {
    await login(page, email);
    await createPostThroughApi(page, { category: 'journal', title: SECRET });
    const images = await createTestImages();
    const picture = await uploadLandscapeThroughApi(page, images).finally(images.remove);
    await page.goto('/posts');
    await expect(page.getByRole('link', { name: SECRET, exact: true })).toBeVisible();
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await page.evaluate(
      async (url) => (await fetch(url)).status,
      `/api/v1/images/${picture._id}-300.jpg`,
    );
    const kept = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys()) {
        const cache = await caches.open(name);
        for (const request of await cache.keys()) urls.push(new URL(request.url).pathname);
      }
      return urls;
    });
    expect(kept.length).toBeGreaterThan(0);
    expect(kept.filter((path) => path.startsWith('/api'))).toEqual([]);
  });
});

test.describe('Back after a lock or a logout', () => {
  for (const how of ['lock', 'logout'] as const) {
    test(`shows nothing of the journal after a ${how} in another tab`, async ({
      page,
      context,
      email,
      login,
    }) => {
      await login(page, email);
      const post = await createPostThroughApi(page, { category: 'journal', title: SECRET });
      await page.goto(`/posts/${post._id}`);
      await expect(page.getByRole('heading', { name: SECRET, level: 1 })).toBeVisible();
      // Another document: the post's page waits in the back-forward cache.
      await page.goto('/api/health');

      const other = await context.newPage();
      await other.goto('/profile');
      if (how === 'lock') {
        await other.getByRole('heading', { name: 'Profile', level: 1 }).waitFor();
        await other.keyboard.press('Escape');
        await other.keyboard.press('Escape');
        await expect(other.getByRole('heading', { name: LOCKED, level: 1 })).toBeVisible();
      } else {
        await other.getByRole('button', { name: 'Account menu' }).click();
        await other.getByRole('menuitem', { name: 'Logout' }).click();
        await expect(other).toHaveURL(LOGIN_URL);
      }

      // A page the back-forward cache gives back has no load event: commit is as far as Back goes.
      await page.goBack({ waitUntil: 'commit' });
      expect(await page.getByText(SECRET).first().isVisible()).toBe(false);
      if (how === 'lock') {
        await expect(page.getByRole('heading', { name: LOCKED, level: 1 })).toBeVisible();
      } else {
        await expect(page).toHaveURL(LOGIN_URL);
      }
      await expect(page.getByRole('heading', { name: SECRET })).toHaveCount(0);
      expect(await page.content()).not.toContain(SECRET);
    });
  }
});
