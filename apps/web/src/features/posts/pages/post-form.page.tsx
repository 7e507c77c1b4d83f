import { isPostCategory, type PostCategory } from '@app/domain/post-types.ts';
import type { Post } from '@app/domain/posts.schemas.ts';
import { Box } from '@mantine/core';
import { Navigate, useParams, useSearchParams } from 'react-router';
import { CenteredLoader } from '@/components/centered-loader.tsx';
import { DocumentTitle } from '@/components/document-title.tsx';
import { PostNotFound } from '@/components/post-not-found.tsx';
import { isApiRequestError } from '@/lib/api-client.ts';
import { postEditPath } from '@/lib/post-display.ts';
import { usePost } from '../api/get-post.ts';
import { PostForm } from '../components/post-form.tsx';
import { PostLoadError } from '../components/post-load-error.tsx';

/** A category the form starts with when `?category=` names none (spec section 2). */
const DEFAULT_CATEGORY: PostCategory = 'journal';

/** /posts/new (with `?category=`) and /posts/{id}/edit (spec "Post form"). */
export function PostFormPage() {
  const { id } = useParams();
  const [searchParams] = useSearchParams();
  if (id) return <EditPost postId={id} />;

  const requested = searchParams.get('category');
  const category = isPostCategory(requested) ? requested : DEFAULT_CATEGORY;
  return (
    <Box maw={760} mx="auto">
      <DocumentTitle title="New post" />
      {/* Keyed by category: another dashboard button starts another post, with its own draft. */}
      <PostForm key={category} post={null} initialCategory={category} reloadPost={null} />
    </Box>
  );
}

function EditPost({ postId }: { postId: string }) {
  const query = usePost(postId);

  // Data first: a failed refetch (Clear while offline) must not unmount the form and its words.
  if (!query.data) {
    if (!query.isError) return <CenteredLoader label="Loading your post" />;
    return isApiRequestError(query.error) && query.error.status === 404 ? (
      <PostNotFound />
    ) : (
      <PostLoadError error={query.error} onRetry={() => void query.refetch()} />
    );
  }
  const post = query.data;
  // A moderator may read someone else's shared post, but only its author edits it.
  if (!post.isOwner) return <PostNotFound />;
  // Excitement results are recorded in their own flow (spec "Post card").
  if (post.category === 'excitement') return <Navigate to={postEditPath(post)} replace />;

  async function reloadPost(): Promise<Post> {
    const result = await query.refetch({ throwOnError: true });
    if (!result.data) throw result.error ?? new Error('The post could not be loaded.');
    return result.data;
  }

  return (
    <Box maw={760} mx="auto">
      <DocumentTitle title="Edit post" />
      <PostForm
        key={post._id}
        post={post}
        initialCategory={post.category}
        reloadPost={reloadPost}
      />
    </Box>
  );
}
