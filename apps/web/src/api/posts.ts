import { POSTS_PER_PAGE } from '@app/domain/post-limits.ts';
import type {
  CreatePostRequest,
  DeletedPostListResponse,
  ListDeletedPostsQuery,
  ListPostsQuery,
  OnThisDayQuery,
  Post,
  PostDetail,
  PostInput,
  PostListResponse,
  UpdatePostRequest,
} from '@app/domain/posts.schemas.ts';
import {
  infiniteQueryOptions,
  keepPreviousData,
  type QueryClient,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { apiRequest, type RequestOptions } from '@/api/client.ts';
import { type PostCountParams, type PostListParams, postQueryKeys } from '@/api/query-keys.ts';
import type { SchemaName, SchemaOutput } from '@/api/schemas.ts';
import { openSealedAnswer, sealedRequestBody } from '@/api/sealed-posts.ts';
import { browserTimeZone } from '@/lib/browser-time-zone.ts';
import { type SentOrQueued, sendOrQueue } from '@/lib/offline/send-or-queue.ts';
import { preparePostDates } from '@/lib/post-display.ts';

/**
 * Every request that sends or answers a post's writing goes through here (posts, identity,
 * excitement, search, sealing): the one place where a sealed journal seals the private fields
 * a post sends and opens those it receives (sealed-posts.ts, decision 0068).
 */
export async function postRequest<N extends SchemaName>(
  path: string,
  options: RequestOptions<N>,
): Promise<SchemaOutput<N>> {
  const body = options.body === undefined ? undefined : await sealedRequestBody(path, options.body);
  const answer = await apiRequest(path, body === undefined ? options : { ...options, body });
  return openSealedAnswer(answer);
}

const postPath = (postId: string) => `/posts/${encodeURIComponent(postId)}`;

/**
 * After a post is written, changed, deleted or restored: every list and count fetches again,
 * On This Day, which shows posts as lists do, and "Recently deleted".
 */
export async function refreshPostLists(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: postQueryKeys.lists }),
    queryClient.invalidateQueries({ queryKey: postQueryKeys.counts }),
    queryClient.invalidateQueries({ queryKey: postQueryKeys.onThisDay }),
    queryClient.invalidateQueries({ queryKey: postQueryKeys.deleted }),
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

/**
 * `GET /posts/{id}`: the post and the suggestions this person may see on it (docs/product.md section 6);
 * 404 when the post does not exist or is not this person's to see. The post page and the
 * forms that edit a post (the post form, the daily intention, an excitement's results) read it.
 */
export async function getPost(postId: string, signal?: AbortSignal): Promise<PostDetail> {
  const response = await postRequest(postPath(postId), {
    schema: 'posts.postDetailResponseSchema',
    ...(signal ? { signal } : {}),
  });
  return response.data;
}

function postQueryOptions(postId: string) {
  return queryOptions({
    queryKey: postQueryKeys.detail(postId),
    queryFn: ({ signal }) => getPost(postId, signal),
  });
}

export function usePost(postId: string) {
  return useQuery(postQueryOptions(postId));
}

/** A query string typed by the API's own schema of it (`GET /posts`, `GET /search`). */
export function toQueryString<Query extends Record<string, unknown>>(query: Query): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined) search.set(name, String(value));
  }
  return search.toString();
}

/** `GET /posts`: a page of one view's posts, newest first. */
export function requestPostList(
  query: ListPostsQuery,
  signal?: AbortSignal,
): Promise<PostListResponse> {
  return postRequest(`/posts?${toQueryString(query)}`, {
    schema: 'posts.postListResponseSchema',
    ...(signal ? { signal } : {}),
  });
}

function listPosts(
  { filter, category, cursor }: PostListParams,
  signal?: AbortSignal,
): Promise<PostListResponse> {
  return requestPostList(
    {
      filter,
      limit: POSTS_PER_PAGE,
      category: category ?? undefined,
      starting_after: cursor?.direction === 'older' ? cursor.value : undefined,
      ending_before: cursor?.direction === 'newer' ? cursor.value : undefined,
    },
    signal,
  );
}

function listPostsQueryOptions(params: PostListParams) {
  return queryOptions({
    queryKey: postQueryKeys.list(params),
    queryFn: async ({ signal }) => {
      const page = await listPosts(params, signal);
      // The cards write dates: their formatter is made before they render.
      if (page.data.length > 0) await preparePostDates();
      return page;
    },
    // Paging keeps the current cards on screen (dimmed) until the next page arrives, so the
    // pager buttons do not jump under the person's finger.
    placeholderData: keepPreviousData,
  });
}

export function useListPosts(params: PostListParams) {
  return useQuery(listPostsQueryOptions(params));
}

/**
 * `GET /on-this-day`: the person's posts written on today's date in earlier years, newest year
 * first, in the browser's time zone.
 */
async function getOnThisDay(timeZone: string, signal?: AbortSignal) {
  const response = await postRequest(
    `/on-this-day?${toQueryString<OnThisDayQuery>({ tz: timeZone })}`,
    { schema: 'posts.onThisDayResponseSchema', ...(signal ? { signal } : {}) },
  );
  return response.data;
}

function onThisDayQueryOptions(timeZone: string) {
  return queryOptions({
    queryKey: postQueryKeys.onThisDayIn(timeZone),
    queryFn: ({ signal }) => getOnThisDay(timeZone, signal),
  });
}

export function useOnThisDay() {
  return useQuery(onThisDayQueryOptions(browserTimeZone()));
}

/** `GET /posts?count_posts=true`: how many posts the view holds, for "Showing X-Y of N". */
async function countPosts(
  { filter, category }: PostCountParams,
  signal?: AbortSignal,
): Promise<number> {
  const search = toQueryString<ListPostsQuery>({
    filter,
    category: category ?? undefined,
    count_posts: 'true',
  });
  const response = await apiRequest(`/posts?${search}`, {
    schema: 'posts.postCountResponseSchema',
    ...(signal ? { signal } : {}),
  });
  return response.data;
}

function countPostsQueryOptions(params: PostCountParams) {
  return queryOptions({
    queryKey: postQueryKeys.count(params),
    queryFn: ({ signal }) => countPosts(params, signal),
    placeholderData: keepPreviousData,
  });
}

export function useCountPosts(params: PostCountParams) {
  return useQuery(countPostsQueryOptions(params));
}

/**
 * `POST /posts`. The online save and the offline outbox (send-outbox.ts) both send through
 * here; a post with an id the client made is created once however often it is sent.
 */
export async function createPost(body: CreatePostRequest): Promise<Post> {
  const response = await postRequest('/posts', {
    method: 'POST',
    body,
    schema: 'posts.postResponseSchema',
  });
  return response.data;
}

/** After a save the server answered: the detail page shows it at once, the lists fetch again. */
function storeSavedPost(queryClient: QueryClient, post: Post): void {
  cacheSavedPost(queryClient, post);
  void refreshPostLists(queryClient);
}

/**
 * A new post, with an id the form made for it (so a retry never makes a second post). Without
 * a connection it is kept on the device and sent when the connection returns (decision 19).
 */
export function useCreatePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (
      written: CreatePostRequest & { id: string },
    ): Promise<SentOrQueued<Post>> => {
      // Sealed before it is sent or kept: the outbox on the device holds it sealed too.
      const body = (await sealedRequestBody('/posts', written)) as typeof written;
      return sendOrQueue(queryClient, () => createPost(body), {
        id: body.id,
        kind: 'create-post',
        body,
      });
    },
    // Offline too: it is what puts the post in the outbox.
    networkMode: 'always',
    // The form shows the server's message beside its Save button and keeps every word.
    meta: { handlesOwnErrors: true },
    onSuccess: (result) => {
      if (!result.isQueued) storeSavedPost(queryClient, result.answer);
    },
  });
}

/** A new daily intention (a post of category manifest), sent at once: it has no offline copy. */
export function useCreateDailyIntention() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPost,
    // The form shows the server's message beside its Save button and keeps every word.
    meta: { handlesOwnErrors: true },
    onSuccess: (post) => storeSavedPost(queryClient, post),
  });
}

/** `PUT /posts/{id}` with the whole post, as a form holds it (the server never deletes here). */
export async function updatePost({
  postId,
  body,
}: {
  postId: string;
  body: PostInput;
}): Promise<Post> {
  const response = await postRequest(postPath(postId), {
    method: 'PUT',
    body,
    schema: 'posts.postResponseSchema',
  });
  return response.data;
}

export function useUpdatePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePost,
    meta: { handlesOwnErrors: true },
    onSuccess: (post) => storeSavedPost(queryClient, post),
  });
}

type ModerationDecision = Extract<UpdatePostRequest, { approvalStatus: unknown }>['approvalStatus'];

/** A moderator's decision: `PUT /posts/{id}` with only `{approvalStatus}` (docs/product.md section 7). */
async function moderatePost({
  postId,
  approvalStatus,
}: {
  postId: string;
  approvalStatus: ModerationDecision;
}): Promise<Post> {
  const response = await postRequest(postPath(postId), {
    method: 'PUT',
    body: { approvalStatus } satisfies UpdatePostRequest,
    schema: 'posts.postResponseSchema',
  });
  return response.data;
}

/** Errors go to the shared red notification (docs/product.md section 8): the buttons have no field. */
export function useModeratePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: moderatePost,
    // The post leaves the review list and may join the community one.
    onSuccess: (post) => storeSavedPost(queryClient, post),
  });
}

/** `DELETE /posts/{id}`: a soft delete (docs/product.md section 4); the post vanishes everywhere. */
export function deletePost(postId: string): Promise<void> {
  return apiRequest(postPath(postId), { method: 'DELETE', schema: 'noContent' });
}

export function useDeletePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePost,
    meta: { handlesOwnErrors: true },
    onSuccess: (_nothing, postId) => {
      // Marked stale, not removed: removing it under the open form would refetch it at once
      // (a 404) before the form navigates away. Coming back to it later asks again.
      void queryClient.invalidateQueries({
        queryKey: postQueryKeys.detail(postId),
        refetchType: 'none',
      });
      void refreshPostLists(queryClient);
    },
  });
}

/**
 * `GET /posts/deleted`: a page of the person's posts deleted in the last RESTORE_DAYS, newest
 * deleted first (titles only, never their writing).
 */
function listDeletedPosts(
  cursor: string | null,
  signal?: AbortSignal,
): Promise<DeletedPostListResponse> {
  const query: ListDeletedPostsQuery = {
    limit: POSTS_PER_PAGE,
    starting_after: cursor ?? undefined,
  };
  return postRequest(`/posts/deleted?${toQueryString(query)}`, {
    schema: 'posts.deletedPostListResponseSchema',
    ...(signal ? { signal } : {}),
  });
}

function deletedPostsQueryOptions() {
  return infiniteQueryOptions({
    queryKey: postQueryKeys.deleted,
    queryFn: async ({ pageParam, signal }) => {
      const page = await listDeletedPosts(pageParam, signal);
      if (page.data.length > 0) await preparePostDates();
      return page;
    },
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.next_cursor,
  });
}

export function useDeletedPosts() {
  return useInfiniteQuery(deletedPostsQueryOptions());
}

/** `POST /posts/{id}/restore`: back in the person's lists, private (shared again by a save). */
async function restorePost(postId: string): Promise<Post> {
  const response = await postRequest(`${postPath(postId)}/restore`, {
    method: 'POST',
    schema: 'posts.postResponseSchema',
  });
  return response.data;
}

export function useRestorePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: restorePost,
    meta: { handlesOwnErrors: true },
    onSuccess: async (post) => {
      cacheSavedPost(queryClient, post);
      await refreshPostLists(queryClient);
    },
  });
}
