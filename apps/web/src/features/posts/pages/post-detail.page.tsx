import type { PostDetail as PostDetailData } from '@app/domain/posts.schemas.ts';
import { Box, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { isApiRequestError } from '@/api/client.ts';
import { usePost } from '@/api/posts.ts';
import { DocumentTitle } from '@/components/document-title.tsx';
import { LoadError } from '@/components/load-error.tsx';
import { PageSkeleton } from '@/components/page-skeleton/page-skeleton.tsx';
import { PostNotFound } from '@/components/post-not-found.tsx';
import { PostDetail } from '../components/post-detail.tsx';

interface PostDetailPageProps {
  /**
   * Draws the feedback section under the post (docs/product.md, "Post detail"). Suggestions belong to the
   * community feature, which this feature may not import; the app puts the two together
   * (src/app/post-detail-route.tsx).
   */
  renderFeedback?: (post: PostDetailData) => ReactNode;
}

/** /posts/{id}: the read-only post (docs/product.md, "Post detail"), then its suggestions. */
export function PostDetailPage({ renderFeedback }: PostDetailPageProps) {
  const { id = '' } = useParams();
  const post = usePost(id);
  const { t } = useTranslation(['postPages', 'categories']);

  // Data first: a failed background refetch keeps the post on screen.
  if (!post.data) {
    if (!post.isError) return <PageSkeleton variant="detail" label={t('detail.loading')} />;
    return isApiRequestError(post.error) && post.error.status === 404 ? (
      <PostNotFound />
    ) : (
      <LoadError
        title={t('detail.couldNotLoad')}
        error={post.error}
        onRetry={() => void post.refetch()}
      />
    );
  }
  return (
    <Box maw={760} mx="auto">
      {/* The tab names the exercise, never the post's own words: a title reaches the
          browser's history, and whoever opens it. */}
      <DocumentTitle title={t(`categories:label.${post.data.category}`)} />
      <Stack gap="lg">
        <PostDetail post={post.data} />
        {renderFeedback?.(post.data)}
      </Stack>
    </Box>
  );
}
