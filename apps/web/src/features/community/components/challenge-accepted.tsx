import type { Challenge } from '@app/domain/community.schemas.ts';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCalendarCheck, IconHeart, IconLogout2, IconSunrise } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLeaveChallenge } from '@/api/community.ts';
import { ConfirmDialog } from '@/components/confirm-dialog.tsx';
import { useFormat } from '@/lib/i18n/format.ts';
import { PRODUCT_NAME } from '@/lib/site-config.ts';
import classes from './challenge.module.css';
import { challengeDates } from './challenge-dates.ts';

/** Spec "Challenge": the accepted page, with the dates and "Leave Challenge". */
export function ChallengeAccepted({ challenge }: { challenge: Challenge }) {
  const { t } = useTranslation('community', { keyPrefix: 'challenge.accepted' });
  const format = useFormat();
  const leaveChallenge = useLeaveChallenge();
  const [isConfirmingLeave, setIsConfirmingLeave] = useState(false);
  const { start, end } = challengeDates(challenge, format.locale);

  function handleLeave() {
    leaveChallenge.mutate(undefined, {
      onSuccess: () => {
        setIsConfirmingLeave(false);
        notifications.show({ message: t('left') });
      },
      // The shared handler shows why; the dialog closes so the page can be used again.
      onError: () => setIsConfirmingLeave(false),
    });
  }

  return (
    <Stack gap="lg">
      <Paper withBorder radius="lg" p={{ base: 'md', xs: 'xl' }} className={classes.hero}>
        <Stack gap="sm">
          <Title order={1}>{t('title')}</Title>
          <Text size="lg">
            {t('welcome', { days: format.number(challenge.days), product: PRODUCT_NAME })}
          </Text>
          <dl className={classes.dates}>
            <div>
              <dt>{t('starts')}</dt>
              <dd>{start}</dd>
            </div>
            <div>
              <dt>{t('ends')}</dt>
              <dd>{end}</dd>
            </div>
          </dl>
        </Stack>
      </Paper>

      <Paper withBorder radius="lg" p={{ base: 'md', xs: 'xl' }}>
        <Stack gap="md">
          <Title order={2} size="h3">
            {t('getReady')}
          </Title>
          <Text>{t('tryNow')}</Text>
          <Group gap="sm">
            <Button
              component={Link}
              to="/daily-intention"
              variant="light"
              leftSection={<IconSunrise size={18} aria-hidden />}
            >
              {t('dailyIntention')}
            </Button>
            <Button
              component={Link}
              to="/feelings"
              variant="light"
              leftSection={<IconHeart size={18} aria-hidden />}
            >
              {t('feelings')}
            </Button>
            <Button
              component={Link}
              to="/trackers"
              variant="light"
              leftSection={<IconCalendarCheck size={18} aria-hidden />}
            >
              {t('trackers')}
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
          {t('leave')}
        </Button>
      </Group>

      <ConfirmDialog
        opened={isConfirmingLeave}
        title={t('leaveTitle')}
        body={t('leaveBody', { product: PRODUCT_NAME })}
        confirmLabel={t('leave')}
        isDestructive
        isConfirming={leaveChallenge.isPending}
        onConfirm={handleLeave}
        onCancel={() => setIsConfirmingLeave(false)}
      />
    </Stack>
  );
}
