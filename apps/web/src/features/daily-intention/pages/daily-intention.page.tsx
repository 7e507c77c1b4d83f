import { Box } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import { usePost } from '@/api/posts.ts';
import { DocumentTitle } from '@/components/document-title.tsx';
import { EditablePost } from '@/components/editable-post.tsx';
import { isDailyIntentionPost } from '@/lib/daily-intention.ts';
import { postEditPath } from '@/lib/post-display.ts';
import { DailyIntentionForm } from '../components/daily-intention-form.tsx';

/** /daily-intention (a new one) and /manifest/{id}/edit (a saved one): docs/product.md section 2. */
export function DailyIntentionPage() {
  const { t } = useTranslation('dailyIntention');
  const { id } = useParams();
  if (id) return <EditDailyIntention postId={id} />;
  return (
    <Box maw={760} mx="auto">
      <DocumentTitle title={t('documentTitle')} />
      <DailyIntentionForm post={null} reloadPost={null} />
    </Box>
  );
}

function EditDailyIntention({ postId }: { postId: string }) {
  const { t } = useTranslation('dailyIntention');
  const query = usePost(postId);
  return (
    <EditablePost query={query} loadingLabel={t('loading')} errorTitle={t('couldNotLoad')}>
      {(post, reloadPost) =>
        // Any other post has its own editor; this form would retitle it "Daily Intention".
        isDailyIntentionPost(post) ? (
          <Box maw={760} mx="auto">
            <DocumentTitle title={t('editDocumentTitle')} />
            <DailyIntentionForm key={post._id} post={post} reloadPost={reloadPost} />
          </Box>
        ) : (
          <Navigate to={postEditPath(post)} replace />
        )
      }
    </EditablePost>
  );
}
