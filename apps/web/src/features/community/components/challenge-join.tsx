import type { Challenge } from '@app/domain/community.schemas.ts';
import { Alert, Button, List, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconHeartHandshake } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { getErrorMessage } from '@/api/client.ts';
import { useJoinChallenge } from '@/api/community.ts';
import { useFormat } from '@/lib/i18n/format.ts';
import classes from './challenge.module.css';
import { placesLeft } from './challenge-dates.ts';
import { ChallengeFacts } from './challenge-facts.tsx';

/** Spec "Challenge": the join page, with "Yes! I'm in!" while a place is free. */
export function ChallengeJoin({ challenge }: { challenge: Challenge }) {
  const { t } = useTranslation('community', { keyPrefix: 'challenge.join' });
  const format = useFormat();
  const days = format.number(challenge.days);
  const joinChallenge = useJoinChallenge();
  const isFull = placesLeft(challenge) === 0;

  return (
    <Stack gap="lg">
      <Paper withBorder radius="lg" p={{ base: 'md', xs: 'xl' }} className={classes.hero}>
        <Stack gap="md">
          <Title order={1}>{t('title', { days })}</Title>
          <Text size="lg">{t('intro', { count: challenge.days, days })}</Text>
          <ChallengeFacts challenge={challenge} />
        </Stack>
      </Paper>

      <Paper withBorder radius="lg" p={{ base: 'md', xs: 'xl' }}>
        <Stack gap="md">
          <Title order={2} size="h3">
            {t('eachDay')}
          </Title>
          <List spacing="xs">
            <List.Item>{t('intention')}</List.Item>
            <List.Item>{t('feelings')}</List.Item>
            <List.Item>{t('trackers')}</List.Item>
          </List>
          <Text>{t('encouragement')}</Text>

          {isFull ? (
            <Alert color="orange" icon={<IconAlertCircle aria-hidden />} title={t('fullTitle')}>
              {t('full', { places: format.number(challenge.places) })}
            </Alert>
          ) : (
            <Button
              size="lg"
              leftSection={<IconHeartHandshake size={20} aria-hidden />}
              onClick={() => joinChallenge.mutate()}
              disabled={joinChallenge.isPending}
              style={{ alignSelf: 'flex-start' }}
            >
              {joinChallenge.isPending ? t('joining') : t('imIn')}
            </Button>
          )}
          {joinChallenge.isError && (
            <Alert
              color="red"
              icon={<IconAlertCircle aria-hidden />}
              title={t('couldNotAdd')}
              role="alert"
            >
              {getErrorMessage(joinChallenge.error)}
            </Alert>
          )}
        </Stack>
      </Paper>
    </Stack>
  );
}
