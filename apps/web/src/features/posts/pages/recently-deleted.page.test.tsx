import {
  type DeletedPost,
  deletedPostListResponseSchema,
  postResponseSchema,
} from '@app/domain/posts.schemas.ts';
import { describe, expect, it } from 'vitest';
import { answer, fakeApi, refuse } from '@/test/fake-api.ts';
import { aPerson, aPost } from '@/test/records.ts';
import { renderInApp } from '@/test/render.tsx';
import { RecentlyDeletedPage } from './recently-deleted.page.tsx';

const POST_ID = '00000000-0000-4000-8000-0000000000a1';

const deleted = (fields: Partial<DeletedPost> = {}): DeletedPost => ({
  _id: POST_ID,
  category: 'journal',
  title: 'Swimming at the lake',
  sealed: null,
  created: '2026-05-01T08:00:00.000Z',
  deletedAt: '2026-05-20T08:00:00.000Z',
  daysLeft: 19,
  ...fields,
});

function listAnswers(posts: DeletedPost[]) {
  return answer(deletedPostListResponseSchema, { data: posts, has_more: false, next_cursor: null });
}

describe('Recently deleted', () => {
  it('lists each deleted post with its days left, and Restore brings it back and out of the list', async () => {
    let isRestored = false;
    fakeApi.on('GET', '/posts/deleted', () => listAnswers(isRestored ? [] : [deleted()]));
    fakeApi.on('POST', '/posts/:id/restore', () => {
      isRestored = true;
      return answer(postResponseSchema, {
        data: aPost({ category: 'journal', title: 'Swimming at the lake' }),
      });
    });
    const screen = await renderInApp(<RecentlyDeletedPage />, { user: aPerson() });
    const list = screen.getByRole('list', { name: 'Recently deleted posts' });
    await expect.element(list.getByRole('heading', { name: 'Swimming at the lake' })).toBeVisible();
    await expect.element(list.getByText('19 days left')).toBeVisible();

    await list.getByRole('button', { name: 'Restore “Swimming at the lake”' }).click();
    await expect
      .element(screen.getByText('“Swimming at the lake” is back in your posts.'))
      .toBeVisible();
    expect(fakeApi.calls('POST', `/posts/${POST_ID}/restore`)).toHaveLength(1);
    await expect.element(screen.getByText(/^Nothing here\./)).toBeVisible();
  });

  it('says so when nothing was deleted, in Spanish too', async () => {
    fakeApi.on('GET', '/posts/deleted', () => listAnswers([]));
    const screen = await renderInApp(<RecentlyDeletedPage />, { user: aPerson(), language: 'es' });
    await expect
      .element(screen.getByRole('heading', { level: 1, name: 'Eliminadas recientemente' }))
      .toBeVisible();
    await expect.element(screen.getByText(/^No hay nada aquí\./)).toBeVisible();
  });

  it('tells the person when a post cannot be restored, keeping it in the list', async () => {
    fakeApi.on('GET', '/posts/deleted', () => listAnswers([deleted({ daysLeft: 1 })]));
    fakeApi.on('POST', '/posts/:id/restore', () =>
      refuse(409, 'identity_exists', 'You already have an identity record.'),
    );
    const screen = await renderInApp(<RecentlyDeletedPage />, { user: aPerson() });
    await expect.element(screen.getByText('1 day left')).toBeVisible();
    await screen.getByRole('button', { name: 'Restore “Swimming at the lake”' }).click();
    await expect.element(screen.getByText('The post could not be restored')).toBeVisible();
    await expect.element(screen.getByText('You already have an identity record.')).toBeVisible();
    await expect
      .element(screen.getByRole('heading', { name: 'Swimming at the lake' }))
      .toBeVisible();
  });
});
