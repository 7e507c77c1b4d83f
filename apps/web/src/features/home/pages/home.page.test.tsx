import { currentExcitementResponseSchema } from '@app/domain/excitement.schemas.ts';
import type { PostListFilter } from '@app/domain/posts.schemas.ts';
import { onThisDayResponseSchema, postListResponseSchema } from '@app/domain/posts.schemas.ts';
import { trackersResponseSchema } from '@app/domain/trackers.schemas.ts';
import type { QueryKey } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import {
  currentExcitementQueryKey,
  habitTrackersQueryKey,
  identityQueryKey,
  postQueryKeys,
} from '@/api/query-keys.ts';
import { browserTimeZone } from '@/lib/browser-time-zone.ts';
import { queryClient } from '@/lib/query-client.ts';
import { answer, fakeApi, heldAnswer } from '@/test/fake-api.ts';
import { aPerson, aPostPage } from '@/test/records.ts';
import { renderInApp } from '@/test/render.tsx';
import { HomePage } from './home.page.tsx';

/** Each render of the list the page draws, by its filter. */
const listRenders: PostListFilter[] = [];

function CountedList({ filter }: { filter: PostListFilter }) {
  listRenders.push(filter);
  return <p>The {filter} list</p>;
}

describe('the dashboard', () => {
  it("draws the posts list once while the hero's answers come in one by one", async () => {
    listRenders.length = 0;
    const identity = heldAnswer();
    const trackers = heldAnswer();
    const excitement = heldAnswer();
    const onThisDay = heldAnswer();
    fakeApi.on('GET', '/posts', identity.reply);
    fakeApi.on('GET', '/habit-trackers', trackers.reply);
    fakeApi.on('GET', '/excitement/current', excitement.reply);
    fakeApi.on('GET', '/on-this-day', onThisDay.reply);

    const screen = await renderInApp(
      <HomePage renderPostsList={(filter) => <CountedList filter={filter} />} />,
      { path: '/urnb', user: aPerson() },
    );
    await expect.element(screen.getByText('The mine list')).toBeVisible();

    // Each answer lands in the query cache on its own, and each re-renders the page.
    const arrives = async (release: () => void, key: QueryKey) => {
      release();
      await expect.poll(() => queryClient.getQueryState(key)?.status).toBe('success');
    };
    await arrives(
      () => identity.release(answer(postListResponseSchema, aPostPage())),
      identityQueryKey,
    );
    await arrives(
      () => trackers.release(answer(trackersResponseSchema, { data: [] })),
      habitTrackersQueryKey,
    );
    await arrives(
      () => excitement.release(answer(currentExcitementResponseSchema, { data: null })),
      currentExcitementQueryKey,
    );
    await arrives(
      () => onThisDay.release(answer(onThisDayResponseSchema, { data: [] })),
      postQueryKeys.onThisDayIn(browserTimeZone()),
    );
    await expect.element(screen.getByRole('heading', { name: 'Who Are You?' })).toBeVisible();

    expect(listRenders).toEqual(['mine']);
  });
});
