import type { PostCategory } from '@app/domain/post-types.ts';
import type { Post, PostDetail, PostListFilter } from '@app/domain/posts.schemas.ts';
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
 * once: the spec's "refreshes when the posts service signals an update". It lives in lib
 * because other features write posts too (the daily intention form): their saves must reach
 * the same cache the posts pages read.
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

/**
 * Puts a post that a save just answered into the detail cache, which holds what
 * `GET /posts/{id}` answers: the post and the suggestions this person may see. A save answers
 * the post alone, so the suggestions already cached stay; a post never cached before was just
 * created (or never opened) and has none to show yet.
 */
export function cacheSavedPost(queryClient: QueryClient, post: Post): void {
  const key = postQueryKeys.detail(post._id);
  const cached = queryClient.getQueryData<PostDetail>(key);
  queryClient.setQueryData<PostDetail>(key, { ...post, feedback: cached?.feedback ?? [] });
}
