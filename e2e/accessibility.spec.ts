import type { Locator, Page } from '@playwright/test';
import { COLOUR_RULES, expectNoAxeViolations, waitForStillness } from './support/axe.ts';
import { expect, test } from './support/fixtures.ts';
import { APP_WRITE_HEADERS, createPostThroughApi } from './support/posts.ts';
import { checkAtScreenWidths } from './support/screens.ts';
import {
  createTestImages,
  hasLoadedPicture,
  type TestImages,
  uploadLandscapeThroughApi,
} from './support/test-images.ts';

/*
 * WCAG 2.2 AA: axe-core finds nothing on any page of src/app/router.tsx or in the
 * dialogs and menus, in the light and the dark scheme. The scheme comes from the system
 * (the default "System" setting) through emulateMedia, which the page follows as it stands, so
 * each page is opened once and checked in both; the account menu's switch has its own journey.
 */

const SCHEMES = ['light', 'dark'] as const;
type Scheme = (typeof SCHEMES)[number];

let images: TestImages;

test.beforeAll(async () => {
  images = await createTestImages();
});

test.afterAll(async () => {
  await images.remove();
});

async function expectScheme(page: Page, scheme: Scheme): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', scheme);
}

/**
 * axe in the light scheme and then the dark one, on the page as it stands: every rule in the
 * first, the rules that depend on colours in the second (COLOUR_RULES says why).
 */
async function expectNoViolationsInEitherScheme(page: Page, label: string): Promise<void> {
  for (const scheme of SCHEMES) {
    await page.emulateMedia({ colorScheme: scheme });
    await expectScheme(page, scheme);
    await expectNoAxeViolations(page, {
      label: `${label} (${scheme})`,
      ...(scheme === SCHEMES[0] ? {} : { rules: COLOUR_RULES }),
    });
  }
}

/** Opens `path`, waits for its level-1 heading and for its data, then runs axe in each scheme. */
async function checkPage(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  // The page itself, not the frame the server drew before it (/urnb's has its heading too,
  // decision 0025) nor the skeletons shown while the page's code or data are on the way.
  await expect(page.locator('#root[inert]')).toHaveCount(0);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expectNoViolationsInEitherScheme(page, path);
}

/** A little of everything a person writes, so the pages show content rather than empties. */
async function writeSomeOfEverything(page: Page): Promise<{ postId: string; intentionId: string }> {
  const post = await createPostThroughApi(page, {
    category: 'anxiety',
    title: 'The presentation',
    currentSituation: 'I present on Friday.',
    negativeBeliefs: ['They will see I am unsure'],
    mood: 'tense',
  });
  await createPostThroughApi(page, {
    category: 'journal',
    title: 'A quiet morning',
    currentSituation: 'Tea, the window, nothing to do yet.',
    mood: 'calm',
  });
  const intention = await createPostThroughApi(page, {
    category: 'manifest',
    title: 'Daily Intention',
    mood: 'hopeful',
  });
  for (const feeling of ['calm', 'hopeful', 'tired']) {
    const logged = await page.request.post('/api/v1/feelings', {
      headers: APP_WRITE_HEADERS,
      data: { feeling },
    });
    expect(logged.ok()).toBe(true);
  }
  const day = (offset: number) =>
    new Date(Date.now() - offset * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
  const trackers = await page.request.post('/api/v1/habit-trackers', {
    headers: APP_WRITE_HEADERS,
    data: [{ title: 'Morning pages', dates: [day(0), day(1), day(3)] }],
  });
  expect(trackers.ok()).toBe(true);
  const identity = await page.request.put('/api/v1/identity', {
    headers: APP_WRITE_HEADERS,
    data: {
      title: 'Someone who keeps their word',
      mood: 'steady',
      identity: 'I keep the promises I make to myself.',
      preferredThoughts: '',
      actionItems: [
        { action: 'Drink a glass of water', complete: true },
        { action: 'Walk for twenty minutes', complete: false },
      ],
    },
  });
  expect(identity.ok()).toBe(true);
  return { postId: post._id, intentionId: intention._id };
}

test.describe('axe finds no WCAG A or AA problem in the light or the dark scheme', () => {
  test('the pages open to everyone', async ({ page }) => {
    test.setTimeout(90_000);
    for (const path of [
      '/login',
      '/enter-code?contact=someone%40innercompass.test&contactType=email',
      '/privacy',
      '/unsubscribe?token=not-a-real-token',
    ]) {
      await checkPage(page, path);
    }
  });

  test('the dashboard and the posts', async ({ page, email, login }) => {
    test.setTimeout(180_000);
    await login(page, email);
    const { postId } = await writeSomeOfEverything(page);
    for (const path of [
      '/urnb',
      '/urnb?view=1',
      '/posts',
      `/posts/${postId}`,
      `/posts/${postId}/edit`,
      '/posts/new?category=journal',
      '/posts/new?category=anxiety',
      '/posts/new?category=relabel',
      '/posts/new?category=manifestwall',
    ]) {
      await checkPage(page, path);
    }
  });

  test('the growth tools', async ({ page, email, login }) => {
    test.setTimeout(180_000);
    await login(page, email);
    const { intentionId } = await writeSomeOfEverything(page);
    for (const path of [
      '/daily-intention',
      `/manifest/${intentionId}/edit`,
      '/excitement-start',
      '/excitement-end',
      '/identity',
      '/feelings',
      '/trackers',
      '/search?q=presentation',
      '/insights',
    ]) {
      await checkPage(page, path);
    }
  });

  test('the account pages, the challenge and the rest', async ({ page, email, login }) => {
    test.setTimeout(180_000);
    await login(page, email);
    for (const path of [
      '/profile',
      '/billing',
      '/invoices',
      '/invoices/in_000000000000000000000000',
      '/delete-account',
      '/challenge',
      '/h100_iris',
      '/test',
      '/coffee',
      '/a-page-that-does-not-exist',
    ]) {
      await checkPage(page, path);
    }

    // A confirmation in colour and words: the reminders' "saved" line.
    await page.goto('/profile');
    const reminders = page.getByRole('region', { name: 'Reminders' });
    await reminders.getByRole('switch', { name: 'Daily intention reminder' }).check();
    await reminders.getByRole('button', { name: 'Save reminders' }).click();
    await expect(reminders.getByRole('status').getByText('Reminders saved.')).toBeVisible();
    await expectNoViolationsInEitherScheme(page, '/profile, reminders saved');
  });

  test('the first run, each step, and the tab bar on a phone', async ({ page, email, login }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 390, height: 844 });
    await login(page, email, { firstRun: 'leave' });
    await expect(page).toHaveURL(/\/welcome$/);
    await expect(page.locator('#root[inert]')).toHaveCount(0);
    await expectNoViolationsInEitherScheme(page, '/welcome, the name');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('radio', { name: /Better habits/ }).check();
    await expectNoViolationsInEitherScheme(page, '/welcome, the goal');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('switch', { name: /Remind me every day/ }).check();
    await expectNoViolationsInEitherScheme(page, '/welcome, the reminder');
    await page.getByRole('button', { name: 'Finish' }).click();
    await expect(page.getByRole('link', { name: 'Start a habit tracker' })).toBeVisible();
    await expectNoViolationsInEitherScheme(page, '/welcome, the exercise');

    // The tab bar, with the open section marked, over a page with content.
    await writeSomeOfEverything(page);
    for (const path of ['/posts', '/trackers']) {
      await checkPage(page, path);
      await expect(page.getByRole('navigation', { name: 'Sections' })).toBeVisible();
    }
  });

  test("a moderator's pages", async ({ page, moderatorEmail, login }) => {
    test.setTimeout(90_000);
    await login(page, moderatorEmail);
    const shared = await createPostThroughApi(page, {
      category: 'trust',
      title: 'Shared for feedback',
      currentSituation: 'I keep checking whether things are moving.',
      mood: 'curious',
      shareForFeedback: true,
    });
    for (const path of ['/h100_iris', `/posts/${shared._id}`, '/urnb?view=2']) {
      await checkPage(page, path);
    }
  });

  test('the menus and dialogs, open', async ({ page, email, login }) => {
    test.setTimeout(150_000);
    await login(page, email);
    const { postId } = await writeSomeOfEverything(page);
    await page.goto('/urnb');

    await page.getByRole('button', { name: 'Account menu' }).click();
    await expect(page.getByRole('menu')).toBeVisible();
    await expectNoViolationsInEitherScheme(page, 'the account menu');
    await page.keyboard.press('Escape');

    const preferredYou = page
      .getByRole('banner')
      .getByRole('button', { name: /^Preferred You: \d+ unchecked$/ });
    await preferredYou.click();
    const dropdown = page.getByRole('dialog', { name: 'Preferred You', exact: true });
    await expect(dropdown).toBeVisible();
    await expectNoViolationsInEitherScheme(page, 'the Preferred You dropdown');
    await dropdown.getByRole('button', { name: 'Open in a dialog' }).click();
    const dialog = page.getByRole('dialog', { name: 'The Preferred You' });
    await expect(dialog).toBeVisible();
    await expectNoViolationsInEitherScheme(page, 'the Preferred You dialog');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    // The notices (features/notices), and the preview before sharing a post for feedback.
    await page.getByRole('banner').getByRole('button', { name: 'Notices', exact: true }).click();
    const notices = page.getByRole('dialog', { name: 'Notices' });
    await expect(notices.getByText(/^Nothing new/)).toBeVisible();
    await expectNoViolationsInEitherScheme(page, 'the notices');
    await page.keyboard.press('Escape');
    await expect(notices).toBeHidden();
    await page.goto(`/posts/${postId}/edit`);
    await page.getByRole('checkbox', { name: 'Share anonymously for feedback' }).click();
    const preview = page.getByRole('dialog', { name: 'Share this post for feedback?' });
    await expect(preview.getByRole('article', { name: 'The presentation' })).toBeVisible();
    await expectNoViolationsInEitherScheme(page, 'the preview before sharing');
    await preview.getByRole('button', { name: 'Not now' }).click();
    await expect(preview).toBeHidden();

    // A confirm dialog (src/components/confirm-dialog.tsx).
    await page.goto('/feelings');
    await page.getByRole('button', { name: 'Clear', exact: true }).click();
    const confirm = page.getByRole('dialog', { name: 'Clear your feelings?' });
    await expect(confirm).toBeVisible();
    await expectNoViolationsInEitherScheme(page, 'a confirm dialog');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toBeHidden();

    // The feeling field's suggestions, open, and the trending feelings on the mood meter.
    await page.getByRole('combobox', { name: 'How do you feel?' }).pressSequentially('ca');
    await expect(page.getByRole('listbox').getByRole('option').first()).toBeVisible();
    await expectNoViolationsInEitherScheme(page, 'the feeling suggestions');
    await page.keyboard.press('Escape');
    await page
      .getByRole('radiogroup', { name: 'Show trending feelings as' })
      .getByText('Mood meter', { exact: true })
      .click();
    await expect(page.getByRole('list', { name: /^Every feeling you logged/ })).toBeVisible();
    await expectNoViolationsInEitherScheme(page, 'the mood meter');

    // The image cropper, opened by picking a file on the profile page.
    await page.goto('/profile');
    const avatar = page.getByRole('group', { name: 'Avatar' });
    const chooser = page.waitForEvent('filechooser');
    await avatar.getByRole('button', { name: 'Add Image' }).click();
    await (await chooser).setFiles(images.landscapeJpeg);
    const cropper = page.getByRole('dialog', { name: 'Crop the image' });
    await expect(cropper.getByRole('group', { name: 'Crop area' })).toBeVisible();
    await waitForStillness(page);
    await expectNoViolationsInEitherScheme(page, 'the image cropper');
    await cropper.getByRole('button', { name: 'Cancel' }).click();
    await expect(cropper).toBeHidden();
  });
});

test('the account menu switches to Dark, remembers it, and System follows the system again', async ({
  page,
  email,
  login,
}) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await login(page, email);
  await expectScheme(page, 'light');

  const menuButton = page.getByRole('button', { name: 'Account menu' });
  await menuButton.click();
  // The choice is said (menuitemradio, checked) and shown with a mark, not by colour alone.
  await expect(page.getByRole('menuitemradio', { name: 'System' })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  await page.getByRole('menuitemradio', { name: 'Dark' }).click();
  await expectScheme(page, 'dark');
  await expect(page.getByRole('menuitemradio', { name: 'Dark' })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  await page.keyboard.press('Escape');

  // Remembered on this device: a reload paints dark from the start, though the system is light.
  await page.goto('/trackers');
  await expectScheme(page, 'dark');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expectNoAxeViolations(page, { label: '/trackers (dark, chosen in the menu)' });
  // Dark keeps what colour says: headings near-white, not the body's grey; Remove still red.
  const [red, green, blue] = await colourOf(page.getByRole('button', { name: /^Remove/ }).first());
  expect(red, `Remove is rgb(${red}, ${green}, ${blue})`).toBeGreaterThan(
    1.5 * Math.max(green, blue),
  );
  expect(
    Math.min(...(await colourOf(page.getByRole('heading', { level: 1 }).first()))),
  ).toBeGreaterThanOrEqual(230);

  await menuButton.click();
  await page.getByRole('menuitemradio', { name: 'System' }).click();
  await expectScheme(page, 'light');
  await page.emulateMedia({ colorScheme: 'dark' });
  await expectScheme(page, 'dark');
});

/** An element's text colour as red, green and blue from 0 to 255. */
async function colourOf(element: Locator): Promise<[number, number, number]> {
  const colour = await element.evaluate((node) => getComputedStyle(node).color);
  const [red = 0, green = 0, blue = 0] = (colour.match(/\d+(\.\d+)?/g) ?? []).map(Number);
  return [red, green, blue];
}

/** Every picture in the page's main area has arrived, so a screenshot shows it. */
async function waitForPictures(page: Page): Promise<void> {
  for (const picture of await page.locator('main img').all()) {
    await expect.poll(() => picture.evaluate(hasLoadedPicture)).toBe(true);
  }
}

test('the main pages in the light and the dark scheme at phone and desktop widths', async ({
  page,
  email,
  login,
}) => {
  test.setTimeout(180_000);
  await login(page, email);
  await writeSomeOfEverything(page);

  /** The page as it stands, in each scheme, at each width (screenshots named by both). */
  const checkInEitherScheme = async (name: string) => {
    for (const scheme of SCHEMES) {
      await page.emulateMedia({ colorScheme: scheme });
      await expectScheme(page, scheme);
      await checkAtScreenWidths(page, `${scheme}-${name}`);
    }
  };

  const pictures: Array<[string, string]> = [
    ['/urnb', 'urnb-default'],
    ['/profile', 'profile'],
    ['/posts/new?category=anxiety', 'post-form'],
    ['/trackers', 'trackers'],
  ];
  for (const [path, name] of pictures) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    await waitForPictures(page);
    if (path === '/urnb') {
      await page.getByRole('button', { name: 'Stop the slide show' }).click();
    }
    await checkInEitherScheme(name);
  }

  // A background of the person's own under the dashboard's greeting.
  const picture = await uploadLandscapeThroughApi(page, images);
  const saved = await page.request.put('/api/v1/users/current', {
    headers: APP_WRITE_HEADERS,
    data: {
      backgroundImage: picture._id,
      backgroundImageWidth: picture.width,
      backgroundImageHeight: picture.height,
    },
  });
  expect(saved.ok()).toBe(true);
  await page.goto('/urnb');
  await expect(page.getByTestId('dashboard-hero-background')).not.toHaveAttribute('src', /default/);
  await waitForPictures(page);
  await page.getByRole('button', { name: 'Stop the slide show' }).click();
  await expectNoViolationsInEitherScheme(page, '/urnb with a background');
  await checkInEitherScheme('urnb-background');
});
