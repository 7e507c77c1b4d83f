import { LOCK_AFTER_MINUTES, type LockAfterMinutes } from '@app/domain/session-lock.ts';
import { Group, Kbd, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconCheck } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { getErrorMessage } from '@/api/client.ts';
import { chooseLockAfter, lockAfterSetting } from '@/lib/device-lock.ts';
import { PRODUCT_NAME } from '@/lib/site-config.ts';

const NEVER = 'never';

type Outcome = { kind: 'saved' } | { kind: 'error'; message: string } | null;

/**
 * /profile, "On this device" (decision 0047): how long this device may go unused before it
 * locks. A setting of this browser, not of the account; the server hears of it so that it
 * locks by it too.
 */
export function DeviceLockSection() {
  const { t } = useTranslation('lock');
  const titleId = useId();
  const [choice, setChoice] = useState<string>(String(lockAfterSetting() ?? NEVER));
  const [outcome, setOutcome] = useState<Outcome>(null);
  const labels: Record<LockAfterMinutes, string> = {
    1: t('after1'),
    5: t('after5'),
    15: t('after15'),
    60: t('after60'),
  };

  async function choose(value: string) {
    setChoice(value);
    setOutcome(null);
    const minutes = LOCK_AFTER_MINUTES.find((option) => String(option) === value) ?? null;
    try {
      await chooseLockAfter(minutes);
      setOutcome({ kind: 'saved' });
    } catch (error) {
      setOutcome({ kind: 'error', message: getErrorMessage(error) });
    }
  }

  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: 'md', xs: 'xl' }}
      component="section"
      aria-labelledby={titleId}
    >
      <Stack gap="sm">
        <Title order={2} size="h3" id={titleId}>
          {t('onThisDevice')}
        </Title>
        <Text c="dimmed">{t('onThisDeviceText', { product: PRODUCT_NAME })}</Text>
        <Select
          label={t('lockAfter')}
          description={t('lockAfterDescription')}
          data={[
            { value: NEVER, label: t('never') },
            ...LOCK_AFTER_MINUTES.map((minutes) => ({
              value: String(minutes),
              label: labels[minutes],
            })),
          ]}
          value={choice}
          allowDeselect={false}
          onChange={(value) => {
            if (value !== null) void choose(value);
          }}
        />
        {outcome?.kind === 'saved' && (
          <Group gap={4} c="teal" role="status">
            <IconCheck size={18} aria-hidden />
            <Text size="sm">{t('saved')}</Text>
          </Group>
        )}
        {outcome?.kind === 'error' && (
          <Group gap={4} c="red" role="alert" wrap="nowrap" align="flex-start">
            <IconAlertCircle size={18} aria-hidden />
            <Text size="sm">
              {t('notSaved', { product: PRODUCT_NAME })}: {outcome.message}
            </Text>
          </Group>
        )}
        <Text size="sm">
          <Trans t={t} i18nKey="escapeTwice" components={{ kbd: <Kbd /> }} />
        </Text>
      </Stack>
    </Paper>
  );
}
