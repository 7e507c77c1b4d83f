import type { PostInput } from '@app/domain/posts.schemas.ts';
import type { Locator, Page } from '@playwright/test';

/** Cookie-authenticated writes must show they come from the app itself (CSRF, decision 2). */
export const APP_WRITE_HEADERS = { 'X-Requested-With': 'XMLHttpRequest' };

export interface CreatedPost {
  _id: string;
  title: string;
  category: string;
}

/**
 * Writes a post through the API with the signed-in page's cookie: fast set-up for journeys
 * that are about reading, paging or filtering rather than about the form.
 */
export async function createPostThroughApi(page: Page, body: PostInput): Promise<CreatedPost> {
  const response = await page.request.post('/api/v1/posts', {
    headers: APP_WRITE_HEADERS,
    data: body,
  });
  if (!response.ok()) {
    throw new Error(`Creating a post failed: HTTP ${response.status()} ${await response.text()}`);
  }
  return (await response.json()).data;
}

/** Writes posts one after another, so each is newer than the one before. */
export async function createPostsThroughApi(
  page: Page,
  bodies: PostInput[],
): Promise<CreatedPost[]> {
  const created: CreatedPost[] = [];
  for (const body of bodies) created.push(await createPostThroughApi(page, body));
  return created;
}

/** The cards of the posts list on the page, in the order shown. */
export function postCards(page: Page): Locator {
  return page.getByRole('list', { name: 'Posts' }).getByRole('article');
}

/** The "Showing X-Y of N posts" line of the posts list. */
export function postsStatus(page: Page): Locator {
  return page.getByRole('status').filter({ hasText: /^Showing|^Loading posts/ });
}

export const UUID_PATTERN = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
