import { postResponseSchema } from '@app/domain/posts.schemas.ts';
import { sessionResponseSchema } from '@app/domain/session.schemas.ts';
import { sessionLockResponseSchema } from '@app/domain/session-lock.schemas.ts';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { postQueryKeys } from '@/api/query-keys.ts';
import { PostForm } from '@/features/posts/components/post-form.tsx';
import { answer, fakeApi } from '@/test/fake-api.ts';
import { aPerson, aPost } from '@/test/records.ts';
import { renderInApp } from '@/test/render.tsx';
import { isDeviceLocked, lockDevice, unlockDevice, useDeviceLock } from './device-lock.ts';
import { queryClient } from './query-client.ts';

const person = aPerson();

/** The app's frame as src/app/shell/root-layout.tsx draws it: the page, or the lock alone. */
function LockGate({ children }: { children: ReactNode }) {
  const lock = useDeviceLock();
  return lock.locked ? <p>The lock screen</p> : children;
}

function serverLocks() {
  fakeApi.on('POST', '/session/lock', () => answer(sessionLockResponseSchema, { success: true }));
  fakeApi.on('GET', '/session', () =>
    answer(sessionResponseSchema, {
      data: null,
      locked: { contact: 'a•••@example.com', contactType: 'email', hasPasskeys: false },
    }),
  );
}

describe('the lock on this device (decision 0047)', () => {
  afterEach(() => {
    if (isDeviceLocked()) unlockDevice(person);
  });

  it('leaves nothing of the journal in the page or the query cache, and brings the draft back on unlock', async () => {
    serverLocks();
    const saved = aPost({ category: 'journal', title: 'A post the cache held' });
    fakeApi.on('GET', '/posts/:id', () => answer(postResponseSchema, { data: saved }));
    const screen = await renderInApp(
      <LockGate>
        <PostForm post={null} initialCategory="journal" reloadPost={null} />
      </LockGate>,
      { path: '/posts/new?category=journal', user: person },
    );
    const title = screen.getByRole('textbox', { name: 'Title', exact: true });
    await title.fill('Words nobody else may read');
    await queryClient.fetchQuery({
      queryKey: postQueryKeys.detail(saved._id),
      queryFn: async () => (await fetch(`/api/v1/posts/${saved._id}`)).json(),
    });
    expect(queryClient.getQueryCache().getAll().length).toBeGreaterThan(0);

    lockDevice();
    await expect.element(screen.getByText('The lock screen')).toBeVisible();
    expect(document.body.textContent).not.toContain('Words nobody else may read');
    expect(document.body.innerHTML).not.toContain('Words nobody else may read');
    expect(queryClient.getQueryCache().getAll()).toEqual([]);
    expect(queryClient.getMutationCache().getAll()).toEqual([]);
    // The server is told, and asked what the lock screen may show.
    await expect.poll(() => fakeApi.calls('GET', '/session').length).toBe(1);
    expect(fakeApi.calls('POST', '/session/lock')).toHaveLength(1);

    unlockDevice(person);
    await expect.element(title).toHaveValue('Words nobody else may read');
    await expect.element(screen.getByText('Draft restored')).toBeVisible();
  });
});
