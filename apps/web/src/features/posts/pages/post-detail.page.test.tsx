import { postDetailResponseSchema } from '@app/domain/posts.schemas.ts';
import { describe, expect, it } from 'vitest';
import { answer, fakeApi, heldAnswer } from '@/test/fake-api.ts';
import { aPerson, aPost } from '@/test/records.ts';
import { renderInApp } from '@/test/render.tsx';
import { PostDetailPage } from './post-detail.page.tsx';

const post = aPost({ category: 'journal', title: 'A quiet Sunday' });

describe('the post page while the post loads', () => {
  it('shows a busy skeleton of the page, named for screen readers, then the post in its place', async () => {
    const held = heldAnswer();
    fakeApi.on('GET', '/posts/:id', held.reply);
    const screen = await renderInApp(<PostDetailPage />, {
      path: `/posts/${post._id}`,
      route: '/posts/:id',
      user: aPerson(),
    });

    const loading = screen.getByRole('status');
    await expect.element(loading).toHaveAttribute('aria-busy', 'true');
    await expect.element(loading).toHaveTextContent('Loading the post');
    // Grey blocks shaped like the page, no lone spinner.
    expect(loading.element().querySelectorAll('.mantine-Skeleton-root').length).toBeGreaterThan(4);
    expect(loading.element().querySelector('.mantine-Loader-root')).toBeNull();

    held.release(answer(postDetailResponseSchema, { data: { ...post, feedback: [] } }));
    await expect
      .element(screen.getByRole('heading', { name: 'A quiet Sunday', level: 1 }))
      .toBeVisible();
    await expect.element(screen.getByRole('status')).not.toBeInTheDocument();
  });
});
