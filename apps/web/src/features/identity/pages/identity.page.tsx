import { Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { identityRecordQueryOptions } from '@/api/identity.ts';
import { DocumentTitle } from '@/components/document-title.tsx';
import { GuidanceText } from '@/components/guided-form/guidance-text.tsx';
import { LoadError } from '@/components/load-error.tsx';
import { PageSkeleton } from '@/components/page-skeleton/page-skeleton.tsx';
import { useExercise } from '@/lib/exercise-texts.ts';
import { IdentityForm } from '../components/identity-form.tsx';

/** /identity (docs/product.md, "Identity"): the person's single identity record, created on first need. */
export function IdentityPage() {
  const { t } = useTranslation(['identityPage', 'categories']);
  const identityType = useExercise('identity');
  // Null is the top bar's "none yet", shown only until the record created for this page arrives.
  const query = useQuery(identityRecordQueryOptions);
  // The top bar reads the same entry only to look. When its fetch ran first (it can start
  // before this page's code arrives), the page asks again with its own query, which creates
  // the record; otherwise the page would wait on that "none yet" for good.
  const { isSuccess, isFetching, data, refetch } = query;
  useEffect(() => {
    if (isSuccess && !isFetching && data === null) void refetch();
  }, [isSuccess, isFetching, data, refetch]);

  return (
    <Stack gap="lg" maw={760} mx="auto">
      <DocumentTitle title={t('categories:label.identity')} />
      <div>
        <Text size="sm" fw={600} c="dimmed" tt="uppercase">
          {t('categories:label.identity')}
        </Text>
        <Title order={1} mt={2}>
          {identityType.title}
        </Title>
        <GuidanceText mt="xs" size="lg">
          {identityType.purpose}
        </GuidanceText>
      </div>
      {/* Data first: a failed background refetch must not unmount the form and its words. */}
      {query.data ? (
        <IdentityForm key={query.data._id} identity={query.data} />
      ) : query.isError ? (
        <LoadError
          title={t('couldNotLoad')}
          error={query.error}
          onRetry={() => void query.refetch()}
        />
      ) : (
        <PageSkeleton variant="form" label={t('loading')} withTitle={false} />
      )}
    </Stack>
  );
}
