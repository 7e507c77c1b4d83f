import type { Challenge } from '@app/domain/community.schemas.ts';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCalendarCheck, IconHeart, IconLogout2, IconSunrise } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { ConfirmDialog } from '@/components/confirm-dialog.tsx';
import { useLeaveChallenge } from '../api/leave-challenge.ts';
import classes from './challenge.module.css';
import { challengeDates } from './challenge-dates.ts';

/** Spec "Challenge": the accepted page, with the dates and "Leave Challenge". */
export function ChallengeAccepted({ challenge }: { challenge: Challenge }) {
  const leaveChallenge = useLeaveChallenge();
  const [isConfirmingLeave, setIsConfirmingLeave] = useState(false);
  const { start, end } = challengeDates(challenge);

  function handleLeave() {
    leaveChallenge.mutate(undefined, {
      onSuccess: () => {
        setIsConfirmingLeave(false);
        notifications.show({ message: 'You left the happiness challenge.' });
      },
      // The shared handler shows why; the dialog closes so the page can be used again.
      onError: () => setIsConfirmingLeave(false),
    });
  }

  return (
    <Stack gap="lg">
      <Paper withBorder radius="lg" p={{ base: 'md', xs: 'xl' }} className={classes.hero}>
        <Stack gap="sm">
          <Title order={1}>You're in!</Title>
          <Text size="lg">
            Welcome to the {challenge.days}-Day Happiness Challenge. Your place is saved, and your
            year of free access to Inner Compass comes with it.
          </Text>
          <dl className={classes.dates}>
            <div>
              <dt>Starts</dt>
              <dd>{start}</dd>
            </div>
            <div>
              <dt>Ends</dt>
              <dd>{end}</dd>
            </div>
          </dl>
        </Stack>
      </Paper>

      <Paper withBorder radius="lg" p={{ base: 'md', xs: 'xl' }}>
        <Stack gap="md">
          <Title order={2} size="h3">
            Get ready
          </Title>
          <Text>Each day, a few minutes for three small things. You can try them now:</Text>
          <Group gap="sm">
            <Button
              component={Link}
              to="/daily-intention"
              variant="light"
              leftSection={<IconSunrise size={18} aria-hidden />}
            >
              Daily intention
            </Button>
            <Button
              component={Link}
              to="/feelings"
              variant="light"
              leftSection={<IconHeart size={18} aria-hidden />}
            >
              Feelings
            </Button>
            <Button
              component={Link}
              to="/trackers"
              variant="light"
              leftSection={<IconCalendarCheck size={18} aria-hidden />}
            >
              Trackers
            </Button>
          </Group>
        </Stack>
      </Paper>

      <Group>
        <Button
          variant="default"
          leftSection={<IconLogout2 size={18} aria-hidden />}
          onClick={() => setIsConfirmingLeave(true)}
        >
          Leave Challenge
        </Button>
      </Group>

      <ConfirmDialog
        opened={isConfirmingLeave}
        title="Leave the challenge?"
        body="Your place goes to someone else, and the free year of Inner Compass ends with it. If you join again later, the year still counts from the day you first joined."
        confirmLabel="Leave Challenge"
        isDestructive
        isConfirming={leaveChallenge.isPending}
        onConfirm={handleLeave}
        onCancel={() => setIsConfirmingLeave(false)}
      />
    </Stack>
  );
}
