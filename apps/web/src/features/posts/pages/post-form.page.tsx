import { isPostCategory, type PostCategory } from '@app/domain/post-types.ts';
import { Box } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams, useSearchParams } from 'react-router';
import { usePost } from '@/api/posts.ts';
import { DocumentTitle } from '@/components/document-title.tsx';
import { EditablePost } from '@/components/editable-post.tsx';
import { postEditPath } from '@/lib/post-display.ts';
import { PostForm } from '../components/post-form.tsx';

/** A category the form starts with when `?category=` names none (docs/product.md section 2). */
const DEFAULT_CATEGORY: PostCategory = 'journal';

/** /posts/new (with `?category=`) and /posts/{id}/edit (docs/product.md, "Post form"). */
export function PostFormPage() {
  const { id } = useParams();
  const [searchParams] = useSearchParams();
  const { t } = useTranslation('postPages');
  if (id) return <EditPost postId={id} />;

  const requested = searchParams.get('category');
  const category = isPostCategory(requested) ? requested : DEFAULT_CATEGORY;
  return (
    <Box maw={760} mx="auto">
      <DocumentTitle title={t('form.newTitle')} />
      {/* Keyed by category: another dashboard button starts another post, with its own draft. */}
      <PostForm key={category} post={null} initialCategory={category} reloadPost={null} />
    </Box>
  );
}

function EditPost({ postId }: { postId: string }) {
  const query = usePost(postId);
  const { t } = useTranslation('postPages');
  return (
    <EditablePost
      query={query}
      loadingLabel={t('form.loading')}
      errorTitle={t('form.couldNotLoad')}
    >
      {(post, reloadPost) =>
        // Excitement results are recorded in their own flow (docs/product.md, "Post card").
        post.category === 'excitement' ? (
          <Navigate to={postEditPath(post)} replace />
        ) : (
          <Box maw={760} mx="auto">
            <DocumentTitle title={t('form.editTitle')} />
            <PostForm
              key={post._id}
              post={post}
              initialCategory={post.category}
              reloadPost={reloadPost}
            />
          </Box>
        )
      }
    </EditablePost>
  );
}
