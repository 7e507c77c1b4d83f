import type { PostCategory } from '@app/domain/post-types.ts';
import type { PostListFilter } from '@app/domain/posts.schemas.ts';
import type { QueryClient } from '@tanstack/react-query';

/** A page's place in a list: after a cursor (older posts) or before one (newer posts). */
export type PostsCursor = { direction: 'older' | 'newer'; value: string };

export interface PostListParams {
  filter: PostListFilter;
  /** A filter category (spec "Posts list widget"); null shows every category. */
  category: PostCategory | null;
  /** null: the newest page. */
  cursor: PostsCursor | null;
}

export type PostCountParams = Omit<PostListParams, 'cursor'>;

/*
 * One root for every posts query, so a save or a delete can refresh every list on screen at
 * once: the spec's "refreshes when the posts service signals an update".
 */
export const postQueryKeys = {
  all: ['posts'] as const,
  lists: ['posts', 'list'] as const,
  list: (params: PostListParams) => ['posts', 'list', params] as const,
  counts: ['posts', 'count'] as const,
  count: (params: PostCountParams) => ['posts', 'count', params] as const,
  detail: (postId: string) => ['posts', 'detail', postId] as const,
};

/** After a post is written, changed or deleted: every list and count fetches again. */
export async function refreshPostLists(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: postQueryKeys.lists }),
    queryClient.invalidateQueries({ queryKey: postQueryKeys.counts }),
  ]);
}
