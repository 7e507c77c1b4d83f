import { Box, Paper, Stack, Text, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { isApiRequestError } from '@/api/client.ts';
import { useChallengers } from '@/api/community.ts';
import { useCurrentUser } from '@/api/session.ts';
import { DocumentTitle } from '@/components/document-title.tsx';
import { LoadError } from '@/components/load-error.tsx';
import { PageSkeleton } from '@/components/page-skeleton/page-skeleton.tsx';
import { PRODUCT_NAME } from '@/lib/site-config.ts';
import { ChallengeMessageForm } from '../components/challenge-message-form.tsx';

/**
 * /h100_iris (docs/product.md, "h100 page"): a moderator writes to the challenge participants. Moderators
 * only (docs/security.md): the API answers 403 to anyone else, and the page says so without
 * asking it.
 */
export function ChallengeMessagesPage() {
  const { t } = useTranslation('community', { keyPrefix: 'messages' });
  const { data: user } = useCurrentUser();
  const isModerator = Boolean(user?.moderator);
  const challengers = useChallengers({ isEnabled: isModerator });
  const isRefused = isApiRequestError(challengers.error) && challengers.error.status === 403;

  return (
    <Box maw={880} mx="auto">
      <DocumentTitle title={t('title')} />
      <Stack gap="lg">
        <div>
          <Title order={1}>{t('title')}</Title>
          <Text mt="xs" size="lg">
            {t('intro')}
          </Text>
        </div>
        {!isModerator || isRefused ? (
          <ModeratorsOnly />
        ) : !challengers.data ? (
          challengers.isError ? (
            <LoadError
              title={t('couldNotLoad')}
              error={challengers.error}
              onRetry={() => void challengers.refetch()}
            />
          ) : (
            <PageSkeleton variant="list" label={t('loading')} withTitle={false} />
          )
        ) : (
          <Paper withBorder radius="lg" p={{ base: 'md', xs: 'xl' }}>
            <ChallengeMessageForm challengers={challengers.data} />
          </Paper>
        )}
      </Stack>
    </Box>
  );
}

function ModeratorsOnly() {
  const { t } = useTranslation('community', { keyPrefix: 'messages' });
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', xs: 'xl' }}>
      <Stack gap="xs" align="flex-start">
        <IconLock size={28} aria-hidden />
        <Text fw={600}>{t('moderatorsOnly')}</Text>
        <Text>{t('moderatorsOnlyText', { product: PRODUCT_NAME })}</Text>
      </Stack>
    </Paper>
  );
}
