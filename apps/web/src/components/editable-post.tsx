import type { Post } from '@app/domain/posts.schemas.ts';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiRequestError } from '@/api/client.ts';

import { LoadError } from './load-error.tsx';
import { PageSkeleton } from './page-skeleton/page-skeleton.tsx';
import { PostNotFound } from './post-not-found.tsx';

interface EditablePostProps<T extends Post> {
  /** The post's query (`GET /posts/{id}`). */
  query: UseQueryResult<T>;
  /** "Loading your post" */
  loadingLabel: string;
  /** "We could not load this post" */
  errorTitle: string;
  /** The form, given the post and how to fetch it afresh (for Clear). */
  children: (post: T, reloadPost: () => Promise<T>) => ReactNode;
}

/**
 * A saved post opened in a form: its form's skeleton until it arrives, "Post not found" for a 404 or for
 * someone else's post, a load error with Try again for anything else.
 */
export function EditablePost<T extends Post>({
  query,
  loadingLabel,
  errorTitle,
  children,
}: EditablePostProps<T>) {
  const { t } = useTranslation('postPages');
  // Data first: a failed refetch (Clear while offline) must not unmount the form and its words.
  if (!query.data) {
    if (!query.isError) return <PageSkeleton variant="form" label={loadingLabel} />;
    return isApiRequestError(query.error) && query.error.status === 404 ? (
      <PostNotFound />
    ) : (
      <LoadError title={errorTitle} error={query.error} onRetry={() => void query.refetch()} />
    );
  }
  const post = query.data;
  // A moderator may read someone else's shared post, but only its author edits it.
  if (!post.isOwner) return <PostNotFound />;

  async function reloadPost(): Promise<T> {
    const result = await query.refetch({ throwOnError: true });
    if (!result.data) throw result.error ?? new Error(t('couldNotReload'));
    return result.data;
  }

  return children(post, reloadPost);
}
