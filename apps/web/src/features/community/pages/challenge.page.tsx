import { Box } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useChallenge } from '@/api/community.ts';
import { DocumentTitle } from '@/components/document-title.tsx';
import { LoadError } from '@/components/load-error.tsx';
import { PageSkeleton } from '@/components/page-skeleton/page-skeleton.tsx';
import { ChallengeAccepted } from '../components/challenge-accepted.tsx';
import { ChallengeJoin } from '../components/challenge-join.tsx';

/** /challenge (docs/product.md, "Challenge"): the join page, or the accepted page once in. */
export function ChallengePage() {
  const { t } = useTranslation('community', { keyPrefix: 'challenge' });
  const challenge = useChallenge();

  return (
    <Box maw={880} mx="auto">
      <DocumentTitle title={t('documentTitle')} />
      {!challenge.data ? (
        challenge.isError ? (
          <LoadError
            title={t('couldNotLoad')}
            error={challenge.error}
            onRetry={() => void challenge.refetch()}
          />
        ) : (
          <PageSkeleton variant="detail" label={t('loading')} />
        )
      ) : challenge.data.joined ? (
        <ChallengeAccepted challenge={challenge.data} />
      ) : (
        <ChallengeJoin challenge={challenge.data} />
      )}
    </Box>
  );
}
