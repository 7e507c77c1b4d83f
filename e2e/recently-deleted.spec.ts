import { COLOUR_RULES, expectNoAxeViolations } from './support/axe.ts';
import { expect, test } from './support/fixtures.ts';
import { postCards, UUID_PATTERN } from './support/posts.ts';

// A phone: the journey the issue names, at 390 px.
test.use({ viewport: { width: 390, height: 844 } });

test('a person deletes a post, finds it in Recently deleted, restores it and sees it in the list again', async ({
  page,
  email,
  login,
}) => {
  await login(page, email);
  await page.goto('/posts/new?category=journal');
  await page.getByLabel('Title', { exact: true }).fill('Swimming at the lake');
  await page
    .getByRole('textbox', { name: 'What is on your mind?' })
    .fill('Cold water, warm sun, nobody else there.');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/posts/${UUID_PATTERN}$`));
  const postId = new URL(page.url()).pathname.split('/').at(-1) ?? '';

  await page.goto(`/posts/${postId}/edit`);
  await page.getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete this post?' });
  await expect(dialog).toContainText('You can restore it from Recently deleted for 30 days.');
  await dialog.getByRole('button', { name: 'Delete post' }).click();
  await expect(page).toHaveURL(/\/posts$/);
  await expect(postCards(page)).toHaveCount(0);

  // The note after deleting leads to Recently deleted.
  await page.getByRole('button', { name: 'Recently deleted' }).click();
  await expect(page).toHaveURL(/\/posts\/deleted$/);
  await expect(page.getByRole('heading', { name: 'Recently deleted', level: 1 })).toBeVisible();
  const list = page.getByRole('list', { name: 'Recently deleted posts' });
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list).toContainText('Swimming at the lake');
  await expect(list).toContainText('30 days left');

  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', scheme);
    await expectNoAxeViolations(page, {
      label: `Recently deleted (${scheme})`,
      ...(scheme === 'light' ? {} : { rules: COLOUR_RULES }),
    });
  }
  await page.emulateMedia({ colorScheme: 'light' });

  const restore = list.getByRole('button', { name: 'Restore “Swimming at the lake”' });
  const box = await restore.boundingBox();
  expect(box?.height, 'a thumb-sized button').toBeGreaterThanOrEqual(44);
  const restored = page.waitForResponse(
    (response) =>
      response.request().method() === 'POST' &&
      new URL(response.url()).pathname === `/api/v1/posts/${postId}/restore`,
  );
  await restore.click();
  expect((await restored).status()).toBe(200);
  await expect(page.getByText('“Swimming at the lake” is back in your posts.')).toBeVisible();
  await expect(page.getByText('Nothing here.', { exact: false })).toBeVisible();

  await page.getByRole('link', { name: 'All posts' }).click();
  await expect(page).toHaveURL(/\/posts$/);
  await expect(postCards(page)).toHaveCount(1);
  await expect(postCards(page).first()).toContainText('Swimming at the lake');
  // And the posts list links to Recently deleted.
  await expect(page.getByRole('link', { name: 'Recently deleted' })).toHaveAttribute(
    'href',
    '/posts/deleted',
  );
});
