import type { Challenge } from '@app/domain/community.schemas.ts';
import { Alert, Button, List, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconHeartHandshake } from '@tabler/icons-react';
import { getErrorMessage } from '@/lib/api-client.ts';
import { useJoinChallenge } from '../api/join-challenge.ts';
import classes from './challenge.module.css';
import { placesLeft } from './challenge-dates.ts';
import { ChallengeFacts } from './challenge-facts.tsx';

/** Spec "Challenge": the join page, with "Yes! I'm in!" while a place is free. */
export function ChallengeJoin({ challenge }: { challenge: Challenge }) {
  const joinChallenge = useJoinChallenge();
  const isFull = placesLeft(challenge) === 0;

  return (
    <Stack gap="lg">
      <Paper withBorder radius="lg" p={{ base: 'md', xs: 'xl' }} className={classes.hero}>
        <Stack gap="md">
          <Title order={1}>The {challenge.days}-Day Happiness Challenge</Title>
          <Text size="lg">
            {challenge.days} days of small, steady practice, side by side with everyone who joins. A
            few minutes a day is enough.
          </Text>
          <ChallengeFacts challenge={challenge} />
        </Stack>
      </Paper>

      <Paper withBorder radius="lg" p={{ base: 'md', xs: 'xl' }}>
        <Stack gap="md">
          <Title order={2} size="h3">
            Each day of the challenge
          </Title>
          <List spacing="xs">
            <List.Item>Set a daily intention in the morning.</List.Item>
            <List.Item>Name how you feel, once or as often as you like.</List.Item>
            <List.Item>Mark the habits you kept on your trackers.</List.Item>
          </List>
          <Text>
            Moderators may send a few words of encouragement to your e-mail address or phone along
            the way. You can leave whenever you wish.
          </Text>

          {isFull ? (
            <Alert
              color="orange"
              icon={<IconAlertCircle aria-hidden />}
              title="The challenge is full"
            >
              All {challenge.places} places are taken. Thank you for your interest: watch for the
              next challenge.
            </Alert>
          ) : (
            <Button
              size="lg"
              leftSection={<IconHeartHandshake size={20} aria-hidden />}
              onClick={() => joinChallenge.mutate()}
              disabled={joinChallenge.isPending}
              style={{ alignSelf: 'flex-start' }}
            >
              {joinChallenge.isPending ? 'Joining...' : "Yes! I'm in!"}
            </Button>
          )}
          {joinChallenge.isError && (
            <Alert
              color="red"
              icon={<IconAlertCircle aria-hidden />}
              title="We could not add you"
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
