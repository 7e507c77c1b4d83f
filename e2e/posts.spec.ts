import type { Page, Response } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import {
  APP_WRITE_HEADERS,
  createPostsThroughApi,
  createPostThroughApi,
  postCards,
  postsStatus,
  UUID_PATTERN,
} from './support/posts.ts';

const POST_PAGE_URL = new RegExp(`/posts/(${UUID_PATTERN})$`);

function isPostSave(response: Response): boolean {
  const { pathname } = new URL(response.url());
  const method = response.request().method();
  return (
    (method === 'POST' && pathname === '/api/v1/posts') ||
    (method === 'PUT' && /^\/api\/v1\/posts\/[^/]+$/.test(pathname))
  );
}

async function savePost(page: Page): Promise<void> {
  const saved = page.waitForResponse(isPostSave);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  expect((await saved).ok(), 'the server saved the post').toBe(true);
  await expect(page).toHaveURL(POST_PAGE_URL);
}

test.describe('writing a post', () => {
  test('a person writes a journal post through the guided form and sees its card', async ({
    page,
    email,
    login,
  }) => {
    await login(page, email);

    // Every exercise of the dashboard opens the form with its category.
    const exercises = page.getByRole('navigation', { name: 'Guided exercises' });
    await expect(exercises.getByRole('link')).toHaveCount(13);
    await expect(exercises.getByRole('link', { name: 'Anxiety' })).toHaveAttribute(
      'href',
      '/posts/new?category=anxiety',
    );
    await exercises.getByRole('link', { name: 'Journal', exact: true }).click();
    await expect(page).toHaveURL(/\/posts\/new\?category=journal$/);
    await expect(page.getByRole('heading', { name: 'Journal', level: 1 })).toBeVisible();
    await expect(page.getByLabel('Category')).toHaveValue('journal');

    await page.getByLabel('Title', { exact: true }).fill('a quiet morning by the lake');
    await page.getByRole('button', { name: 'Title case' }).click();
    await expect(page.getByLabel('Title', { exact: true })).toHaveValue(
      'A Quiet Morning by the Lake',
    );
    await page
      .getByRole('textbox', { name: 'What is on your mind?' })
      .fill('I walked before work.\n* the water was still\n* nobody else was there');

    // A feeling goes in with Enter; a blank one is ignored; feelings are kept lower-case.
    const feelings = page.getByRole('group', { name: 'How are you feeling?' });
    const newFeeling = feelings.getByRole('textbox', { name: 'New item' });
    await newFeeling.fill('Grateful');
    await newFeeling.press('Enter');
    await newFeeling.fill('   ');
    await newFeeling.press('Enter');
    await newFeeling.fill('rested');
    await feelings.getByRole('button', { name: 'Add' }).click();
    await expect(feelings.getByRole('textbox', { name: 'Item 1' })).toHaveValue('grateful');
    await expect(feelings.getByRole('textbox', { name: 'Item 2' })).toHaveValue('rested');
    await expect(feelings.getByRole('textbox', { name: 'Item 3' })).toHaveCount(0);
    // Reordering keeps the focus on the item that moved.
    await feelings.getByRole('button', { name: 'Move item 2 up' }).click();
    await expect(feelings.getByRole('textbox', { name: 'Item 1' })).toHaveValue('rested');
    await expect(feelings.getByRole('button', { name: 'Move item 1 down' })).toBeFocused();

    const actions = page.getByRole('group', { name: 'Anything to do?' });
    await actions.getByRole('textbox', { name: 'New item' }).fill('Go again on Saturday');
    await actions.getByRole('textbox', { name: 'New item' }).press('Enter');
    await actions.getByRole('checkbox', { name: 'Item 1 done' }).check();

    const mood = page.getByLabel('Mood');
    await mood.fill('peaceful and a little sleepy');
    await expect(page.getByText('Keep the mood to 20 characters or fewer')).toBeVisible();
    await mood.fill('peaceful');
    await expect(page.getByText('Keep the mood to 20 characters or fewer')).toBeHidden();

    await savePost(page);
    const postId = POST_PAGE_URL.exec(page.url())?.[1];

    // The read-only page: the hero, then each step as written.
    await expect(
      page.getByRole('heading', { name: 'A Quiet Morning by the Lake', level: 1 }),
    ).toBeVisible();
    await expect(page.getByText('Written by You')).toBeVisible();
    const mind = page.getByRole('region', { name: 'What is on your mind?' });
    await expect(mind.getByText('I walked before work.')).toBeVisible();
    await expect(mind.getByRole('listitem')).toHaveText([
      'the water was still',
      'nobody else was there',
    ]);
    await expect(
      page.getByRole('region', { name: 'How are you feeling?' }).getByRole('listitem'),
    ).toHaveText(['rested', 'grateful']);
    await expect(
      page.getByRole('region', { name: 'Anything to do?' }).getByRole('listitem'),
    ).toHaveText(['Go again on Saturday (done)']);
    await expect(
      page.getByRole('region', { name: 'What do you want to take from today?' }),
    ).toContainText('I did not complete this part.');

    // Its card comes first under "Your Posts" on the dashboard and on /posts.
    await page.getByRole('link', { name: 'Inner Compass' }).click();
    await expect(page).toHaveURL(/\/urnb$/);
    await expect(page.getByRole('tab', { name: 'Your Posts' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const firstCard = postCards(page).first();
    await expect(firstCard).toContainText('A Quiet Morning by the Lake');
    await expect(firstCard).toContainText('peaceful');
    await expect(firstCard).toContainText('Journal');
    await expect(firstCard).toContainText('I walked before work.');
    await expect(postsStatus(page)).toHaveText('Showing 1 of 1 post');

    await page.goto('/posts');
    await expect(page.getByRole('heading', { name: 'Your posts', level: 1 })).toBeVisible();
    await expect(postCards(page).first()).toContainText('A Quiet Morning by the Lake');
    await postCards(page)
      .first()
      .getByRole('link', { name: 'A Quiet Morning by the Lake', exact: true })
      .click();
    await expect(page).toHaveURL(new RegExp(`/posts/${postId}$`));
    await expect(page.getByText('Written by You')).toBeVisible();
  });

  test('a person edits a post, and leaving with unsaved words asks first', async ({
    page,
    email,
    login,
  }) => {
    await login(page, email);
    const post = await createPostThroughApi(page, {
      category: 'anxiety',
      title: 'The presentation',
      currentSituation: 'I present on Friday.',
      negativeBeliefs: ['They will see I am unsure'],
      mood: 'tense',
    });

    await page.goto(`/posts/${post._id}`);
    await page.getByRole('link', { name: 'Edit' }).click();
    await expect(page).toHaveURL(new RegExp(`/posts/${post._id}/edit$`));
    await expect(
      page.getByRole('heading', { name: 'Calm an Anxious Mind', level: 1 }),
    ).toBeVisible();
    const situation = page.getByRole('textbox', { name: 'What is happening right now?' });
    await expect(situation).toHaveValue('I present on Friday.');
    // No draft yet, so nothing to clear.
    await expect(page.getByRole('button', { name: 'Clear' })).toBeHidden();

    await situation.fill('I present on Friday, and I have practised twice.');
    const fears = page.getByRole('group', { name: 'What are you afraid will happen?' });
    await fears.getByRole('textbox', { name: 'Item 1' }).fill('They will notice I am nervous');

    // Leaving would drop the unsaved words with the draft: the app asks, and Stay keeps them.
    await page.getByRole('link', { name: 'Inner Compass' }).click();
    const leave = page.getByRole('dialog', { name: 'Leave without saving?' });
    await expect(leave).toBeVisible();
    await leave.getByRole('button', { name: 'Stay' }).click();
    await expect(leave).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`/posts/${post._id}/edit$`));
    await expect(situation).toHaveValue('I present on Friday, and I have practised twice.');

    await page.getByLabel('Mood').fill('steadier');
    await savePost(page);
    await expect(page).toHaveURL(new RegExp(`/posts/${post._id}$`));
    await expect(page.getByText('I present on Friday, and I have practised twice.')).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'What are you afraid will happen?' }).getByRole('listitem'),
    ).toHaveText(['They will notice I am nervous']);

    await page.goto('/posts');
    await expect(postCards(page).first()).toContainText('steadier');
    await expect(postCards(page).first()).toContainText('I have practised twice');
  });

  test('a draft survives a reload, and Clear brings back the saved version', async ({
    page,
    email,
    login,
  }) => {
    await login(page, email);
    const post = await createPostThroughApi(page, {
      category: 'journal',
      title: 'Saved version',
      currentSituation: 'What the server holds.',
    });

    // Time runs as usual, and the test can jump it forward to the 10 s autosave.
    await page.clock.install();
    await page.goto(`/posts/${post._id}/edit`);
    const mind = page.getByRole('textbox', { name: 'What is on your mind?' });
    await expect(mind).toHaveValue('What the server holds.');
    await mind.fill('Words typed after the last save.');
    await page.getByLabel('Title', { exact: true }).fill('Unsaved title');

    // Clear is offered only once a draft exists: the 10 s autosave writes it (docs/product.md section 9).
    await expect(page.getByRole('button', { name: 'Clear' })).toBeHidden();
    await page.clock.fastForward(10_000);
    await expect(page.getByRole('button', { name: 'Clear' })).toBeVisible();

    await page.reload();
    await expect(page.getByRole('status').filter({ hasText: 'Draft restored' })).toBeVisible();
    await expect(mind).toHaveValue('Words typed after the last save.');
    await expect(page.getByLabel('Title', { exact: true })).toHaveValue('Unsaved title');

    await page.getByRole('button', { name: 'Clear' }).click();
    await expect(mind).toHaveValue('What the server holds.');
    await expect(page.getByLabel('Title', { exact: true })).toHaveValue('Saved version');
    await expect(page.getByText('Draft restored')).toBeHidden();
    await expect(page.getByRole('button', { name: 'Clear' })).toBeHidden();

    // The draft is gone for good: another reload shows the saved post.
    await page.reload();
    await expect(mind).toHaveValue('What the server holds.');
    await expect(page.getByText('Draft restored')).toBeHidden();
  });

  test('a person deletes a post after confirming, and it is gone from the list', async ({
    page,
    email,
    login,
  }) => {
    await login(page, email);
    const [kept, doomed] = await createPostsThroughApi(page, [
      { category: 'journal', title: 'A post to keep' },
      { category: 'journal', title: 'A post to delete' },
    ]);
    if (!kept || !doomed) throw new Error('set-up failed');

    await page.goto(`/posts/${doomed._id}/edit`);
    await page.getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete this post?' });
    await expect(dialog).toBeVisible();
    // Cancel first: nothing happens.
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`/posts/${doomed._id}/edit$`));

    await page.getByRole('button', { name: 'Delete' }).click();
    const deleted = page.waitForResponse(
      (response) =>
        response.request().method() === 'DELETE' &&
        new URL(response.url()).pathname === `/api/v1/posts/${doomed._id}`,
    );
    await dialog.getByRole('button', { name: 'Delete post' }).click();
    expect((await deleted).status()).toBe(204);

    await expect(page).toHaveURL(/\/posts$/);
    await expect(postsStatus(page)).toHaveText('Showing 1 of 1 post');
    await expect(postCards(page)).toHaveCount(1);
    await expect(postCards(page).first()).toContainText('A post to keep');
    await expect(page.getByText('A post to delete')).toBeHidden();

    await page.goto(`/posts/${doomed._id}`);
    await expect(page.getByText('This post does not exist or is not yours to see.')).toBeVisible();
  });
});

test.describe('the posts list', () => {
  test('pages through 30 posts with Newer and Older', async ({ page, email, login }) => {
    await login(page, email);
    await createPostsThroughApi(
      page,
      Array.from({ length: 30 }, (_, index) => ({
        category: 'journal' as const,
        title: `Entry ${String(index + 1).padStart(2, '0')}`,
      })),
    );

    await page.goto('/posts');
    const newer = page.getByRole('button', { name: 'Newer posts' });
    const older = page.getByRole('button', { name: 'Older posts' });
    await expect(postsStatus(page)).toHaveText('Showing 1-12 of 30 posts');
    await expect(postCards(page)).toHaveCount(12);
    await expect(postCards(page).first()).toContainText('Entry 30');
    await expect(newer).toBeDisabled();
    await expect(older).toBeEnabled();

    await older.click();
    await expect(postsStatus(page)).toHaveText('Showing 13-24 of 30 posts');
    await expect(postCards(page).first()).toContainText('Entry 18');
    await expect(postCards(page).last()).toContainText('Entry 07');
    await expect(newer).toBeEnabled();

    await older.click();
    await expect(postsStatus(page)).toHaveText('Showing 25-30 of 30 posts');
    await expect(postCards(page)).toHaveCount(6);
    await expect(postCards(page).last()).toContainText('Entry 01');
    await expect(older).toBeDisabled();

    await newer.click();
    await expect(postsStatus(page)).toHaveText('Showing 13-24 of 30 posts');
    await expect(postCards(page).first()).toContainText('Entry 18');

    await newer.click();
    await expect(postsStatus(page)).toHaveText('Showing 1-12 of 30 posts');
    await expect(postCards(page).first()).toContainText('Entry 30');
    await expect(newer).toBeDisabled();
    await expect(older).toBeEnabled();
  });

  test('filters by category, manifest including the wall method', async ({
    page,
    email,
    login,
  }) => {
    await login(page, email);
    await createPostsThroughApi(page, [
      { category: 'journal', title: 'Journal one' },
      { category: 'anxiety', title: 'A worry' },
      { category: 'manifest', title: 'A home by the sea' },
      { category: 'journal', title: 'Journal two' },
      { category: 'manifestwall', title: 'Through the wall' },
      { category: 'question', title: 'What do I want?' },
    ]);

    await page.goto('/urnb');
    await expect(postsStatus(page)).toHaveText('Showing 1-6 of 6 posts');
    const category = page.getByRole('combobox', { name: 'Category' });
    await expect(category.getByRole('option')).toHaveText([
      'All',
      'Excitement',
      'Daily Intention',
      'Journal',
      'Manifest',
      'Question',
      'Relabel',
      'Trust',
      'Identity',
    ]);

    await category.selectOption({ label: 'Journal' });
    await expect(postsStatus(page)).toHaveText('Showing 1-2 of 2 posts');
    await expect(postCards(page)).toHaveText([/Journal two/, /Journal one/]);

    await category.selectOption({ label: 'Manifest' });
    await expect(postsStatus(page)).toHaveText('Showing 1-2 of 2 posts');
    await expect(postCards(page)).toHaveText([/Through the wall/, /A home by the sea/]);

    await category.selectOption({ label: 'Trust' });
    await expect(postsStatus(page)).toHaveText('Showing 0 of 0 posts');
    await expect(page.getByText('No posts in this category yet.')).toBeVisible();

    await category.selectOption({ label: 'All' });
    await expect(postsStatus(page)).toHaveText('Showing 1-6 of 6 posts');
  });

  test('a new person sees an invitation to write, and the tabs remember the view', async ({
    page,
    email,
    login,
  }) => {
    await login(page, email);
    await expect(postsStatus(page)).toHaveText('Showing 0 of 0 posts');
    await expect(page.getByRole('link', { name: 'Write your first post' })).toHaveAttribute(
      'href',
      '/posts/new',
    );
    // "Needs Review" is for moderators only.
    await expect(page.getByRole('tab')).toHaveText(['Your Posts', 'Community']);

    await page.getByRole('tab', { name: 'Community' }).click();
    await expect(page).toHaveURL(/\/urnb\?view=1$/);
    await expect(page.getByRole('tabpanel', { name: 'Community' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('tab', { name: 'Community' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    // A view the person may not open falls back to their own posts.
    await page.goto('/urnb?view=2');
    await expect(page.getByRole('tab', { name: 'Your Posts' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });
});

test.describe('moderators', () => {
  test('a moderator also sees the "Needs Review" tab', async ({ page, moderatorEmail, login }) => {
    // A real moderator: the app under test makes this address one when it signs in.
    await login(page, moderatorEmail);
    await expect(page.getByRole('tab')).toHaveText(['Your Posts', 'Community', 'Needs Review']);
    await page.getByRole('tab', { name: 'Needs Review' }).click();
    await expect(page).toHaveURL(/\/urnb\?view=2$/);
    // Other journeys of the run may have posts waiting, so only the list itself is checked.
    await expect(page.getByRole('tabpanel', { name: 'Needs Review' })).toBeVisible();
    await expect(postsStatus(page)).toHaveText(/^Showing /);
  });
});

test.describe('what the form offers', () => {
  test('only shareable categories offer sharing for feedback', async ({ page, email, login }) => {
    await login(page, email);
    // An unknown category starts a journal post.
    await page.goto('/posts/new?category=nonsense');
    await expect(page.getByRole('heading', { name: 'Journal', level: 1 })).toBeVisible();
    const share = page.getByRole('checkbox', { name: 'Share anonymously for feedback' });
    await expect(
      page.getByRole('checkbox', { name: 'Share privately for research' }),
    ).toBeVisible();
    await expect(share).toHaveCount(0);

    await page.goto('/posts/new?category=anxiety');
    await expect(
      page.getByRole('heading', { name: 'Calm an Anxious Mind', level: 1 }),
    ).toBeVisible();
    await expect(share).toBeVisible();
    // What sharing means, said where the choice is made.
    await expect(page.getByText(/never your name/)).toBeVisible();
    await page.goto('/posts/new?category=didwrong');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(share).toHaveCount(0);

    // Moving a new journal post to a shareable category offers it.
    await page.goto('/posts/new?category=journal');
    await expect(share).toHaveCount(0);
    await page.getByLabel('Category').selectOption('trust');
    await expect(page.getByRole('heading', { name: 'Trust', level: 1 })).toBeVisible();
    await expect(share).toBeVisible();
  });

  test('guidance can be hidden, and stays hidden after a reload', async ({
    page,
    email,
    login,
  }) => {
    await login(page, email);
    await page.goto('/posts/new?category=journal');
    const helper = page.getByText('Start anywhere: what happened today');
    await expect(helper).toBeVisible();

    const guidance = page.getByRole('checkbox', { name: 'Show guidance' });
    await expect(guidance).toBeChecked();
    const saved = page.waitForResponse(
      (response) =>
        response.request().method() === 'PUT' &&
        new URL(response.url()).pathname === '/api/v1/users/current',
    );
    await guidance.uncheck();
    const response = await saved;
    expect(response.ok()).toBe(true);
    expect(response.request().postDataJSON()).toEqual({ verboseMode: false });
    await expect(helper).toBeHidden();

    await page.reload();
    await expect(page.getByRole('checkbox', { name: 'Show guidance' })).not.toBeChecked();
    await expect(page.getByRole('textbox', { name: 'What is on your mind?' })).toBeVisible();
    await expect(helper).toBeHidden();
  });
});

test.describe('user text is shown as text', () => {
  test('markup in a post shows as plain text on the card and the page, and never runs', async ({
    page,
    email,
    login,
  }) => {
    await login(page, email);
    const scriptTitle = '<script>window.__xss=1</script>';
    const imageTag = '<img src=x onerror="window.__xss=1">';
    const post = await createPostThroughApi(page, {
      category: 'journal',
      title: scriptTitle,
      mood: '<b>bold</b>',
      currentSituation: `${imageTag}\n* <i>not italic</i>\n1. <u>one</u>\n2. two`,
      feelingsList: ['<em>brave</em>'],
    });
    const readXss = () => page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss);

    await page.goto('/posts');
    const card = postCards(page).first();
    await expect(card.getByRole('heading', { name: scriptTitle })).toBeVisible();
    await expect(card).toContainText(imageTag);
    await expect(card).toContainText('<b>bold</b>');

    await page.goto(`/posts/${post._id}`);
    await expect(page.getByRole('heading', { name: scriptTitle, level: 1 })).toBeVisible();
    const mind = page.getByRole('region', { name: 'What is on your mind?' });
    await expect(mind.getByText(imageTag)).toBeVisible();
    await expect(mind.getByRole('listitem')).toHaveText(['<i>not italic</i>', '<u>one</u>', 'two']);
    await expect(page.getByText('<em>brave</em>')).toBeVisible();
    // Nothing became an element, and nothing ran.
    await expect(
      page.locator('main img[src="x"], main script, main i, main u, main em'),
    ).toHaveCount(0);
    expect(await readXss()).toBeUndefined();

    await page.goto(`/posts/${post._id}/edit`);
    await expect(page.getByLabel('Title', { exact: true })).toHaveValue(scriptTitle);
    expect(await readXss()).toBeUndefined();
  });
});

test.describe('posts of other people', () => {
  test('a post that is not yours is a friendly not-found page', async ({
    page,
    email,
    login,
    browser,
    baseURL,
    extraHTTPHeaders,
  }) => {
    await login(page, email);
    const post = await createPostThroughApi(page, { category: 'journal', title: 'Mine alone' });

    // A second person in a browser of their own (same address for the login limits).
    const strangerContext = await browser.newContext({
      baseURL,
      extraHTTPHeaders,
      locale: 'en-US',
      timezoneId: 'UTC',
    });
    const stranger = await strangerContext.newPage();
    try {
      await login(stranger, `stranger-${email}`);
      for (const path of [`/posts/${post._id}`, `/posts/${post._id}/edit`]) {
        await stranger.goto(path);
        await expect(
          stranger.getByText('This post does not exist or is not yours to see.'),
        ).toBeVisible();
        await expect(stranger.getByText('Mine alone')).toHaveCount(0);
      }
      const refused = await stranger.request.delete(`/api/v1/posts/${post._id}`, {
        headers: APP_WRITE_HEADERS,
      });
      expect(refused.status()).toBe(404);
    } finally {
      await strangerContext.close();
    }
  });
});
