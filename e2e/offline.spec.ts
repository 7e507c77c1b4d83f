import type { Page, Request } from '@playwright/test';
import { expect, LOGIN_URL, test } from './support/fixtures.ts';
import { deviceState, dropOfflineNoise, waitForServiceWorker } from './support/offline.ts';
import { createPostThroughApi, postCards } from './support/posts.ts';
import { checkAtScreenWidths } from './support/screens.ts';

/*
 * The installed app offline (decision 19): it opens without a connection after one visit,
 * shows the person's latest posts and trackers from the copy on the device, and keeps what
 * they write until the connection returns, when each write reaches the server exactly once.
 */

// The other journeys block the worker (playwright.config.ts); these are about it.
test.use({ serviceWorkers: 'allow' });

const OUTBOX_NOTE = 'Saved on this device, will sync';

/** The copy of the person's queries on the device holds `text` (saved shortly after a change). */
async function expectKeptOnDevice(page: Page, text: string) {
  await expect.poll(async () => (await deviceState(page)).copy).toContain(text);
}

const isPostCreate = (request: Request) =>
  request.method() === 'POST' && new URL(request.url()).pathname === '/api/v1/posts';
const isTrackersSave = (request: Request) =>
  request.method() === 'PUT' && new URL(request.url()).pathname === '/api/v1/habit-trackers';

/** Today as the page's calendar day, YYYY-MM-DD. */
function todayOf(page: Page): Promise<string> {
  return page.evaluate(() => {
    const now = new Date();
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
  });
}

test.describe('offline', () => {
  test('the app opens offline after one visit, with the latest posts and the trackers', async ({
    page,
    context,
    email,
    login,
    pageProblems,
  }) => {
    await login(page, email);
    await createPostThroughApi(page, {
      category: 'journal',
      title: 'Notes from the harbour',
      currentSituation: 'The ferry was late and I did not mind.',
    });
    await page.goto('/trackers');
    await expect(page.getByRole('article')).toHaveCount(3);
    await page.goto('/urnb');
    await expect(postCards(page).filter({ hasText: 'Notes from the harbour' })).toBeVisible();
    await waitForServiceWorker(page);
    await expectKeptOnDevice(page, 'Notes from the harbour');

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('status').filter({ hasText: 'You are offline' })).toBeVisible();
    await expect(postCards(page).filter({ hasText: 'Notes from the harbour' })).toBeVisible();
    await expect(postCards(page).filter({ hasText: 'The ferry was late' })).toBeVisible();
    await checkAtScreenWidths(page, 'offline-home');

    // The post opens in full, and another page of the app loads from the service worker.
    await page.getByRole('link', { name: 'Notes from the harbour', exact: true }).click();
    await expect(
      page.getByRole('heading', { name: 'Notes from the harbour', level: 1 }),
    ).toBeVisible();
    await expect(page.getByText('The ferry was late and I did not mind.')).toBeVisible();
    await page.goto('/trackers');
    await expect(page.getByRole('article')).toHaveCount(3);
    await expect(page.getByRole('heading', { name: 'Habit Tracker', level: 2 })).toHaveCount(3);

    await context.setOffline(false);
    dropOfflineNoise(pageProblems);
  });

  test('a post written and a day marked offline reach the server once when the connection returns', async ({
    page,
    context,
    email,
    login,
    pageProblems,
  }) => {
    await login(page, email);
    await page.goto('/trackers');
    await expect(page.getByRole('article')).toHaveCount(3);
    await waitForServiceWorker(page);
    await expectKeptOnDevice(page, email);
    const sent: Request[] = [];
    page.on('request', (request) => {
      if (isPostCreate(request) || isTrackersSave(request)) sent.push(request);
    });

    await context.setOffline(true);

    // A post, written like any other.
    await page.goto('/posts/new?category=journal');
    await page.getByLabel('Title', { exact: true }).fill('Written on the train');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByRole('alert').filter({ hasText: OUTBOX_NOTE })).toBeVisible();
    await expect(page).toHaveURL(/\/posts$/);
    const waitingSection = page.getByRole('region', { name: 'Waiting to sync' });
    const waitingCard = waitingSection.getByRole('article', { name: 'Written on the train' });
    await expect(waitingCard).toBeVisible();
    await expect(waitingCard.getByText(OUTBOX_NOTE)).toBeVisible();
    await checkAtScreenWidths(page, 'offline-post-waiting');

    // Today marked on the first tracker.
    await page.goto('/trackers');
    const first = page.getByRole('article').first();
    const today = first.locator('[data-today]');
    await today.click();
    await expect(today).toHaveAttribute('aria-pressed', 'true');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: `${OUTBOX_NOTE}.` })).toBeVisible();
    // After a reload, still offline, the mark is still there: it waits on the device.
    await page.reload();
    await expect(page.getByRole('article').first().locator('[data-today]')).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(page.getByRole('status').filter({ hasText: `${OUTBOX_NOTE}.` })).toBeVisible();
    await checkAtScreenWidths(page, 'offline-trackers');
    expect(sent, 'nothing reached the network while offline').toHaveLength(0);

    const postSent = page.waitForResponse((response) => isPostCreate(response.request()));
    const trackersSent = page.waitForResponse((response) => isTrackersSave(response.request()));
    await context.setOffline(false);
    expect((await postSent).ok()).toBe(true);
    expect((await trackersSent).ok()).toBe(true);
    await expect(
      page.getByRole('status').filter({ hasText: 'Every change is saved.' }),
    ).toBeVisible();

    // Back online, the app is asked to send again (another tab, the app coming into view): the
    // outbox is empty, so nothing more goes out, and the server holds one post.
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    await page.goto('/posts');
    await expect(postCards(page).filter({ hasText: 'Written on the train' })).toHaveCount(1);
    await expect(page.getByRole('region', { name: 'Waiting to sync' })).toHaveCount(0);
    expect(sent.filter(isPostCreate)).toHaveLength(1);
    expect(sent.filter(isTrackersSave)).toHaveLength(1);

    const posts = await (await page.request.get('/api/v1/posts?filter=mine')).json();
    expect(
      posts.data.filter((post: { title: string }) => post.title === 'Written on the train'),
    ).toHaveLength(1);
    const trackers = await (await page.request.get('/api/v1/habit-trackers')).json();
    expect(trackers.data[0].dates).toEqual([await todayOf(page)]);
    dropOfflineNoise(pageProblems);
  });

  test('logout waits for what was written offline, then leaves nothing of the person on the device', async ({
    page,
    context,
    email,
    login,
    pageProblems,
  }) => {
    await login(page, email);
    await page.goto('/posts');
    await waitForServiceWorker(page);
    // The copy of who is signed in is saved shortly after the page's answers arrive.
    await expectKeptOnDevice(page, email);
    await context.setOffline(true);

    await page.goto('/posts/new?category=journal');
    await page.getByLabel('Title', { exact: true }).fill('Kept until it syncs');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    const waitingSection = page.getByRole('region', { name: 'Waiting to sync' });
    await expect(
      waitingSection.getByRole('article', { name: 'Kept until it syncs' }),
    ).toBeVisible();

    // Logout would clear the device: offline, it says so and keeps the person signed in.
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Not logged out yet' })).toBeVisible();
    await expect(page).toHaveURL(/\/posts$/);
    expect((await deviceState(page)).outbox).toBe(1);

    await context.setOffline(false);
    await expect(waitingSection).toHaveCount(0);
    await expect(postCards(page).filter({ hasText: 'Kept until it syncs' })).toBeVisible();
    await expectKeptOnDevice(page, 'Kept until it syncs');

    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page).toHaveURL(LOGIN_URL);
    await expect
      .poll(() => deviceState(page))
      .toEqual({ copy: 'null', outbox: 0, outboxEntries: '[]', journalKeys: 0 });
    dropOfflineNoise(pageProblems);
  });
});
