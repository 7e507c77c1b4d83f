import {
  markNoticesReadRequestSchema,
  markNoticesReadResponseSchema,
  type Notices,
  noticesResponseSchema,
} from '@app/domain/notices.schemas.ts';
import { describe, expect, it } from 'vitest';
import { answer, fakeApi } from '@/test/fake-api.ts';
import { aPerson } from '@/test/records.ts';
import { renderInApp } from '@/test/render.tsx';
import { NoticesMenu } from './notices-menu.tsx';

const APPROVED = {
  _id: '00000000-0000-4000-8000-0000000000b1',
  kind: 'post_approved' as const,
  postId: '00000000-0000-4000-8000-0000000000a1',
  created: new Date(Date.now() - 5 * 60 * 1000).toISOString(),
  read: false,
};
const SUGGESTION = {
  _id: '00000000-0000-4000-8000-0000000000b2',
  kind: 'suggestion_received' as const,
  postId: '00000000-0000-4000-8000-0000000000a2',
  created: new Date(Date.now() - 2 * 60 * 60 * 1000).toISOString(),
  read: true,
};

function serves(notices: Notices) {
  fakeApi.on('GET', '/notices', () => answer(noticesResponseSchema, { data: notices }));
}

const render = (language: 'en' | 'es' = 'en') =>
  renderInApp(<NoticesMenu />, { path: '/urnb', user: aPerson(), language });

describe('the notices menu', () => {
  it('counts the unread on the bell, lists the newest, and a notice leads to its post, read', async () => {
    serves({ items: [APPROVED, SUGGESTION], unread: 1 });
    fakeApi.on('POST', '/notices/read', () =>
      answer(markNoticesReadResponseSchema, { data: { unread: 0 } }),
    );
    const screen = await render();
    const bell = screen.getByRole('button', { name: 'Notices, 1 unread' });
    await bell.click();
    const list = screen.getByRole('dialog', { name: 'Notices' });
    const approved = list.getByRole('link', { name: /A moderator approved your shared post/ });
    await expect.element(approved).toHaveAttribute('href', `/posts/${APPROVED.postId}`);
    await expect.element(approved).toHaveTextContent(/^Unread:/);
    await expect.element(approved).toHaveTextContent('5 minutes ago');
    const suggestion = list.getByRole('link', { name: /A suggestion arrived/ });
    await expect.element(suggestion).not.toHaveTextContent('Unread:');

    await approved.click();
    await expect.poll(() => fakeApi.calls('POST', '/notices/read')).toHaveLength(1);
    expect(fakeApi.bodyOf('POST', '/notices/read', markNoticesReadRequestSchema)).toEqual({
      ids: [APPROVED._id],
    });
    expect(screen.router.state.location.pathname).toBe(`/posts/${APPROVED.postId}`);
    await expect.element(list).not.toBeInTheDocument();
  });

  it('marks every notice read at once', async () => {
    serves({ items: [APPROVED], unread: 1 });
    fakeApi.on('POST', '/notices/read', () =>
      answer(markNoticesReadResponseSchema, { data: { unread: 0 } }),
    );
    const screen = await render();
    await screen.getByRole('button', { name: 'Notices, 1 unread' }).click();
    serves({ items: [{ ...APPROVED, read: true }], unread: 0 });
    await screen.getByRole('button', { name: 'Mark all read' }).click();
    expect(fakeApi.bodyOf('POST', '/notices/read', markNoticesReadRequestSchema)).toEqual({});
    await expect
      .element(screen.getByRole('button', { name: 'Notices', exact: true }))
      .toBeVisible();
    await expect
      .element(screen.getByRole('button', { name: 'Mark all read' }))
      .not.toBeInTheDocument();
  });

  it('says what it is for while there is nothing, in Spanish too', async () => {
    serves({ items: [], unread: 0 });
    const screen = await render('es');
    await screen.getByRole('button', { name: 'Avisos', exact: true }).click();
    await expect
      .element(screen.getByRole('dialog', { name: 'Avisos' }).getByText(/^Nada nuevo/))
      .toBeVisible();
  });
});
