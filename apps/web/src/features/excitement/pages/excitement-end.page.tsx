import type { Post } from '@app/domain/posts.schemas.ts';
import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { IconBolt } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useSearchParams } from 'react-router';
import { isApiRequestError } from '@/api/client.ts';
import { useCurrentExcitement, useExcitementPost } from '@/api/excitement.ts';
import { DocumentTitle } from '@/components/document-title.tsx';
import { LoadError } from '@/components/load-error.tsx';
import { PageSkeleton } from '@/components/page-skeleton/page-skeleton.tsx';
import { ExcitementHero } from '../components/excitement-hero.tsx';
import { ExcitementResultsForm } from '../components/excitement-results-form.tsx';

/**
 * /excitement-end (docs/product.md, "Excitement end"): record the results of the current excitement, or
 * with `?postid=` edit those of an earlier one.
 */
export function ExcitementEndPage() {
  const { t } = useTranslation('excitement');
  const [searchParams] = useSearchParams();
  const postId = searchParams.get('postid');

  return (
    <Stack gap="lg" maw={760} mx="auto">
      <DocumentTitle title={t('end.title')} />
      <ExcitementHero title={t('end.title')}>{t('end.intro')}</ExcitementHero>
      {postId ? <EarlierExcitement postId={postId} /> : <CurrentExcitement />}
    </Stack>
  );
}

function CurrentExcitement() {
  const { t } = useTranslation('excitement');
  const query = useCurrentExcitement();
  /*
   * Recording the results ends the current excitement, which then reads null while the next
   * page loads; the form stays on the excitement it opened with rather than flash "nothing".
   */
  const [opened, setOpened] = useState<Post | null>(null);
  if (query.data && query.data._id !== opened?._id) setOpened(query.data);
  const excitement = query.data ?? opened;

  if (excitement) return <ExcitementResultsForm key={excitement._id} post={excitement} />;
  if (query.isPending) return <PageSkeleton variant="form" label={t('end.loading')} />;
  if (query.isError) {
    return (
      <LoadError
        title={t('end.couldNotLoad')}
        error={query.error}
        onRetry={() => void query.refetch()}
      />
    );
  }
  return <NothingToRecord />;
}

function EarlierExcitement({ postId }: { postId: string }) {
  const { t } = useTranslation('excitement');
  const query = useExcitementPost(postId);

  if (!query.data) {
    if (!query.isError) return <PageSkeleton variant="form" label={t('end.loading')} />;
    return isApiRequestError(query.error) && query.error.status === 404 ? (
      <NothingToRecord isMissing />
    ) : (
      <LoadError
        title={t('end.couldNotLoad')}
        error={query.error}
        onRetry={() => void query.refetch()}
      />
    );
  }
  const post = query.data;
  // A moderator may read someone else's shared post, but only its author records results.
  if (!post.isOwner) return <NothingToRecord isMissing />;
  // Any other kind of post has its own form.
  if (post.category !== 'excitement') {
    return <Navigate to={`/posts/${encodeURIComponent(post._id)}/edit`} replace />;
  }
  return <ExcitementResultsForm key={post._id} post={post} />;
}

/** No current excitement (or the one asked for does not exist): where to begin instead. */
function NothingToRecord({ isMissing = false }: { isMissing?: boolean }) {
  const { t } = useTranslation('excitement');
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', xs: 'xl' }}>
      <Stack gap="sm" align="flex-start">
        <Title order={2}>{isMissing ? t('end.notFound') : t('end.nothing')}</Title>
        <Text>{isMissing ? t('end.notFoundText') : t('end.nothingText')}</Text>
        <Button
          component={Link}
          to="/excitement-start"
          leftSection={<IconBolt size={18} aria-hidden />}
        >
          {t('end.follow')}
        </Button>
      </Stack>
    </Paper>
  );
}
