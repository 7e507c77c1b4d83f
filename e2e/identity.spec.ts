import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { holdRequests } from './support/hold-requests.ts';

interface StoredIdentity {
  _id: string;
  title: string;
  identity: string;
  mood: string;
  preferredThoughts: string;
  actionItems: { action: string; complete: boolean }[];
  uncheckedItems: number;
}

async function storedIdentity(page: Page): Promise<StoredIdentity> {
  const response = await page.request.get('/api/v1/identity');
  expect(response.ok()).toBe(true);
  return (await response.json()).data;
}

function isActionItemsSave(page: Page) {
  return page.waitForResponse(
    (response) =>
      response.request().method() === 'PUT' &&
      new URL(response.url()).pathname === '/api/v1/identity/action-items',
  );
}

/** The top bar's "Preferred You" button, whatever its count. */
function preferredYouButton(page: Page) {
  return page.getByRole('banner').getByRole('button', { name: /^Preferred You: \d+ unchecked$/ });
}

test.describe('identity and the preferred you', () => {
  test('opening /identity first thing creates the record, even when the top bar looked first', async ({
    page,
    email,
    login,
  }) => {
    await login(page, email);
    // The order a slow connection can give: the top bar starts its look (none yet) before the
    // page's code has arrived, and the look answers only once the page is up, so the page joins
    // that fetch instead of making its own.
    const look = await holdRequests(
      page,
      (url) => url.pathname === '/api/v1/posts' && url.searchParams.get('category') === 'identity',
    );
    await page.route(/\/assets\/identity\.page-[^/]*\.js$/, async (route) => {
      await look.started;
      await route.continue();
    });
    await page.goto('/identity');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    look.release();

    await expect(page.getByRole('textbox', { name: 'Title' })).toHaveValue('My Self Definition');
    expect((await storedIdentity(page)).title).toBe('My Self Definition');
  });

  test('a person defines their identity, then ticks action items in the top bar and its dialog', async ({
    page,
    email,
    login,
  }) => {
    await login(page, email);

    // Signing in writes no post: until the person asks for their identity, there is none.
    const listed = await page.request.get('/api/v1/posts?filter=mine&count_posts=true');
    expect((await listed.json()).data).toBe(0);
    await expect(
      page.getByRole('banner').getByRole('button', { name: /^Preferred You/ }),
    ).toHaveAccessibleName('Preferred You: 0 unchecked');

    // The dashboard's Identity button creates it on first need and opens it in the post form.
    await page
      .getByRole('navigation', { name: 'Dashboard' })
      .getByRole('link', { name: 'Identity' })
      .click();
    await expect(page).toHaveURL(/\/posts\/[0-9a-f-]+\/edit$/);
    const identity = await storedIdentity(page);
    expect(page.url()).toContain(`/posts/${identity._id}/edit`);
    expect(identity.title).toBe('My Self Definition');
    await page.goto('/urnb');
    await expect(
      page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Identity' }),
    ).toHaveAttribute('href', `/posts/${identity._id}/edit`);

    await page.goto('/identity');
    await expect(page.getByRole('heading', { name: 'The Preferred You', level: 1 })).toBeVisible();
    // Created on first need with docs/product.md's defaults.
    const title = page.getByRole('textbox', { name: 'Title' });
    await expect(title).toHaveValue('My Self Definition');
    const text = page.getByRole('textbox', { name: 'This is who I am' });
    await expect(text).toHaveValue('This is who I am...');

    await title.fill('The Calm Builder');
    await text.fill('I build things slowly and well, and I keep the promises I make to myself.');
    await page.getByRole('textbox', { name: 'Thoughts I choose to think' }).fill('I am enough.');
    await page.getByRole('textbox', { name: 'Mood' }).fill('steady');
    const items = page.getByRole('group', { name: 'Things the preferred me does' });
    for (const action of ['Drink a glass of water', 'Walk for twenty minutes', 'Write one page']) {
      await items.getByRole('textbox', { name: 'New item' }).fill(action);
      await items.getByRole('textbox', { name: 'New item' }).press('Enter');
    }
    await items.getByRole('checkbox', { name: 'Item 2 done' }).check();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Your identity is saved.')).toBeVisible();

    await page.reload();
    await expect(title).toHaveValue('The Calm Builder');
    await expect(page.getByRole('textbox', { name: 'Mood' })).toHaveValue('steady');
    expect(await storedIdentity(page)).toMatchObject({
      title: 'The Calm Builder',
      preferredThoughts: 'I am enough.',
      actionItems: [
        { action: 'Drink a glass of water', complete: false },
        { action: 'Walk for twenty minutes', complete: true },
        { action: 'Write one page', complete: false },
      ],
      uncheckedItems: 2,
    });

    // The top bar counts the unchecked items, and the count follows each tick at once.
    const button = preferredYouButton(page);
    await expect(button).toHaveAccessibleName('Preferred You: 2 unchecked');
    await expect(button.getByTestId('count-badge')).toHaveText('2');
    await button.click();
    const dropdown = page.getByRole('dialog', { name: 'Preferred You', exact: true });
    await expect(dropdown.getByRole('heading', { name: 'Preferred You' })).toBeVisible();
    await expect(dropdown.getByRole('checkbox')).toHaveCount(3);
    await dropdown.getByRole('checkbox', { name: 'Drink a glass of water' }).check();
    await expect(button).toHaveAccessibleName('Preferred You: 1 unchecked');
    await expect(button.getByTestId('count-badge')).toHaveText('1');

    let saved = isActionItemsSave(page);
    await dropdown.getByRole('button', { name: 'Save', exact: true }).click();
    expect((await saved).ok()).toBe(true);
    expect((await storedIdentity(page)).uncheckedItems).toBe(1);

    // Uncheck All resets the count; a new item adds to it; blank text is ignored.
    await dropdown.getByRole('button', { name: 'Uncheck All' }).click();
    await expect(button).toHaveAccessibleName('Preferred You: 3 unchecked');
    const newItem = dropdown.getByRole('textbox', { name: 'New action item' });
    await expect(newItem).toHaveAttribute('placeholder', 'Thing to do');
    await newItem.fill('   ');
    await dropdown.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(dropdown.getByRole('checkbox')).toHaveCount(3);
    await newItem.fill('Stretch before bed');
    await newItem.press('Enter');
    await expect(dropdown.getByRole('checkbox')).toHaveCount(4);
    await expect(button).toHaveAccessibleName('Preferred You: 4 unchecked');
    await dropdown.getByRole('button', { name: 'Remove “Write one page”' }).click();
    await expect(dropdown.getByRole('checkbox')).toHaveCount(3);
    await expect(button).toHaveAccessibleName('Preferred You: 3 unchecked');
    saved = isActionItemsSave(page);
    await dropdown.getByRole('button', { name: 'Save', exact: true }).click();
    expect((await saved).ok()).toBe(true);
    expect((await storedIdentity(page)).actionItems).toEqual([
      { action: 'Drink a glass of water', complete: false },
      { action: 'Walk for twenty minutes', complete: false },
      { action: 'Stretch before bed', complete: false },
    ]);

    // The same list in a dialog at the top right: Clear unchecks all, Save keeps it.
    await dropdown.getByRole('button', { name: 'Open in a dialog' }).click();
    await expect(dropdown).toBeHidden();
    const dialog = page.getByRole('dialog', { name: 'The Preferred You' });
    await expect(dialog).toBeVisible();
    const box = await dialog.boundingBox();
    const viewport = page.viewportSize();
    if (!box || !viewport) throw new Error('the dialog or the window has no size');
    expect(box.width).toBeCloseTo(400, 0);
    expect(box.x + box.width).toBeGreaterThan(viewport.width - 0.05 * viewport.width);
    expect(box.y).toBeLessThan(0.05 * viewport.height);
    expect(box.height).toBeGreaterThanOrEqual(Math.floor(0.77 * viewport.height));
    expect(box.height).toBeLessThanOrEqual(Math.ceil(0.85 * viewport.height));

    await dialog.getByRole('checkbox', { name: 'Item 1 done' }).check();
    await dialog.getByRole('checkbox', { name: 'Item 3 done' }).check();
    await expect(button).toHaveAccessibleName('Preferred You: 1 unchecked');
    await dialog.getByRole('button', { name: 'Clear' }).click();
    await expect(dialog.getByRole('checkbox', { checked: true })).toHaveCount(0);
    await expect(button).toHaveAccessibleName('Preferred You: 3 unchecked');
    await dialog.getByRole('checkbox', { name: 'Item 2 done' }).check();
    saved = isActionItemsSave(page);
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    expect((await saved).ok()).toBe(true);
    await expect(dialog).toBeHidden();
    await expect(button).toHaveAccessibleName('Preferred You: 2 unchecked');
    expect((await storedIdentity(page)).actionItems.map((item) => item.complete)).toEqual([
      false,
      true,
      false,
    ]);

    // The identity page follows what the top bar saved.
    await expect(
      page.getByRole('group', { name: 'Things the preferred me does' }).getByRole('checkbox', {
        name: 'Item 2 done',
      }),
    ).toBeChecked();
    await expect(
      page.getByRole('group', { name: 'Things the preferred me does' }).getByRole('textbox', {
        name: 'Item 3',
      }),
    ).toHaveValue('Stretch before bed');
  });
});
