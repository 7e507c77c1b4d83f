import type { Post } from '@app/domain/posts.schemas.ts';
import { Box } from '@mantine/core';
import { Navigate, useParams } from 'react-router';
import { CenteredLoader } from '@/components/centered-loader.tsx';
import { DocumentTitle } from '@/components/document-title.tsx';
import { LoadError } from '@/components/load-error.tsx';
import { PostNotFound } from '@/components/post-not-found.tsx';
import { isApiRequestError } from '@/lib/api-client.ts';
import { isDailyIntentionPost } from '@/lib/daily-intention.ts';
import { postEditPath } from '@/lib/post-display.ts';
import { useIntentionPost } from '../api/get-intention-post.ts';
import { DailyIntentionForm } from '../components/daily-intention-form.tsx';

/** /daily-intention (a new one) and /manifest/{id}/edit (a saved one): spec section 2. */
export function DailyIntentionPage() {
  const { id } = useParams();
  if (id) return <EditDailyIntention postId={id} />;
  return (
    <Box maw={760} mx="auto">
      <DocumentTitle title="Daily intention" />
      <DailyIntentionForm post={null} reloadPost={null} />
    </Box>
  );
}

function EditDailyIntention({ postId }: { postId: string }) {
  const query = useIntentionPost(postId);

  // Data first: a failed refetch (Clear while offline) must not unmount the form and its words.
  if (!query.data) {
    if (!query.isError) return <CenteredLoader label="Loading your daily intention" />;
    return isApiRequestError(query.error) && query.error.status === 404 ? (
      <PostNotFound />
    ) : (
      <LoadError
        title="We could not load your daily intention"
        error={query.error}
        onRetry={() => void query.refetch()}
      />
    );
  }
  const post = query.data;
  // A moderator may read someone else's shared post, but only its author edits it.
  if (!post.isOwner) return <PostNotFound />;
  // Any other post has its own editor; this form would retitle it "Daily Intention".
  if (!isDailyIntentionPost(post)) return <Navigate to={postEditPath(post)} replace />;

  async function reloadPost(): Promise<Post> {
    const result = await query.refetch({ throwOnError: true });
    if (!result.data) throw result.error ?? new Error('The post could not be loaded.');
    return result.data;
  }

  return (
    <Box maw={760} mx="auto">
      <DocumentTitle title="Edit daily intention" />
      <DailyIntentionForm key={post._id} post={post} reloadPost={reloadPost} />
    </Box>
  );
}
