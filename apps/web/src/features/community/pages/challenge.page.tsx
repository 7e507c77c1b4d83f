import { Box } from '@mantine/core';
import { CenteredLoader } from '@/components/centered-loader.tsx';
import { DocumentTitle } from '@/components/document-title.tsx';
import { LoadError } from '@/components/load-error.tsx';
import { useChallenge } from '../api/get-challenge.ts';
import { ChallengeAccepted } from '../components/challenge-accepted.tsx';
import { ChallengeJoin } from '../components/challenge-join.tsx';

/** /challenge (spec "Challenge"): the join page, or the accepted page once in. */
export function ChallengePage() {
  const challenge = useChallenge();

  return (
    <Box maw={880} mx="auto">
      <DocumentTitle title="Happiness Challenge" />
      {!challenge.data ? (
        challenge.isError ? (
          <LoadError
            title="We could not load the challenge"
            error={challenge.error}
            onRetry={() => void challenge.refetch()}
          />
        ) : (
          <CenteredLoader label="Loading the challenge" />
        )
      ) : challenge.data.joined ? (
        <ChallengeAccepted challenge={challenge.data} />
      ) : (
        <ChallengeJoin challenge={challenge.data} />
      )}
    </Box>
  );
}
