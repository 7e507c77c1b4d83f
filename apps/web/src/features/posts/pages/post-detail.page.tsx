import { cardTitle } from '@app/domain/post-text.ts';
import { Box } from '@mantine/core';
import { useParams } from 'react-router';
import { CenteredLoader } from '@/components/centered-loader.tsx';
import { DocumentTitle } from '@/components/document-title.tsx';
import { isApiRequestError } from '@/lib/api-client.ts';
import { usePost } from '../api/get-post.ts';
import { PostDetail } from '../components/post-detail.tsx';
import { PostLoadError } from '../components/post-load-error.tsx';
import { PostNotFound } from '../components/post-not-found.tsx';

/** /posts/{id}: the read-only post (spec "Post detail"). */
export function PostDetailPage() {
  const { id = '' } = useParams();
  const post = usePost(id);

  // Data first: a failed background refetch keeps the post on screen.
  if (!post.data) {
    if (!post.isError) return <CenteredLoader label="Loading the post" />;
    return isApiRequestError(post.error) && post.error.status === 404 ? (
      <PostNotFound />
    ) : (
      <PostLoadError error={post.error} onRetry={() => void post.refetch()} />
    );
  }
  return (
    <Box maw={760} mx="auto">
      <DocumentTitle title={cardTitle(post.data.title)} />
      <PostDetail post={post.data} />
    </Box>
  );
}
