import {
  DEFAULT_REMINDER_TIMES,
  DEFAULT_TRACKER_REMINDER_TIME,
  REMINDER_KINDS,
  type ReminderKind,
  type ReminderSetting,
  type Reminders,
} from '@app/domain/reminders.schemas.ts';
import type { HabitTracker } from '@app/domain/trackers.schemas.ts';
import {
  Alert,
  Button,
  Group,
  Loader,
  Paper,
  Select,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconAlertCircle, IconCheck } from '@tabler/icons-react';
import { type FormEvent, Fragment, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getErrorMessage } from '@/api/client.ts';
import { usePushState } from '@/api/push-subscriptions.ts';
import { useReminders, useSaveReminders } from '@/api/reminders.ts';
import { useHabitTrackers } from '@/api/trackers.ts';
import { browserTimeZone } from '@/lib/browser-time-zone.ts';
import classes from './reminders-section.module.css';
import { ThisDevicePush } from './this-device-push.tsx';

/** A tracker's own reminder never set: off, at the habit check-in's time. */
const TRACKER_REMINDER_UNSET: ReminderSetting = {
  enabled: false,
  time: DEFAULT_TRACKER_REMINDER_TIME,
};

function timeZoneOptions(current: string): string[] {
  const zones = Intl.supportedValuesOf('timeZone');
  return zones.includes(current) ? zones : [current, ...zones];
}

/** /profile's reminders: a time and on/off for each (and for each habit), one time zone, Save. */
export function RemindersSection() {
  const { t } = useTranslation(['reminders', 'common']);
  const titleId = useId();
  const reminders = useReminders();
  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: 'md', xs: 'xl' }}
      component="section"
      aria-labelledby={titleId}
    >
      <Title order={2} size="h3" id={titleId}>
        {t('title')}
      </Title>
      {reminders.isPending ? (
        <Group mt="md" gap="xs">
          <Loader size="sm" />
          <Text>{t('loading')}</Text>
        </Group>
      ) : reminders.isError ? (
        <Alert mt="md" color="red" icon={<IconAlertCircle aria-hidden />} title={t('title')}>
          {getErrorMessage(reminders.error)}{' '}
          <Button variant="subtle" size="compact-sm" onClick={() => void reminders.refetch()}>
            {t('common:tryAgain')}
          </Button>
        </Alert>
      ) : (
        <RemindersForm saved={reminders.data} />
      )}
    </Paper>
  );
}

/**
 * The line that says where reminders go: pushed to the person's devices when they have any
 * (the server falls back to their contact when none can be reached), else to the contact.
 */
function sentByKey(contactType: 'email' | 'phone', pushDevices: number) {
  if (pushDevices > 0) return contactType === 'email' ? 'sentByPushElseEmail' : 'sentByPushElseSms';
  return contactType === 'email' ? 'sentByEmail' : 'sentBySms';
}

function RemindersForm({ saved }: { saved: Reminders }) {
  const { t } = useTranslation('reminders');
  const save = useSaveReminders();
  const push = usePushState();
  const [timeZone, setTimeZone] = useState(saved.timeZone ?? browserTimeZone());
  const [settings, setSettings] = useState<Record<ReminderKind, ReminderSetting>>({
    dailyIntention: saved.dailyIntention,
    habitCheckIn: saved.habitCheckIn,
  });
  const trackers = useHabitTrackers().data ?? [];
  // Each tracker's own reminder as saved, changed here; one never set starts off.
  const [trackerSettings, setTrackerSettings] = useState<Record<string, ReminderSetting>>(() =>
    Object.fromEntries(saved.trackers.map(({ trackerId, ...setting }) => [trackerId, setting])),
  );
  const [savedAt, setSavedAt] = useState<Date | null>(null);
  const zones = useMemo(() => timeZoneOptions(timeZone), [timeZone]);
  const trackerSetting = (trackerId: string): ReminderSetting =>
    trackerSettings[trackerId] ?? TRACKER_REMINDER_UNSET;

  const change = (kind: ReminderKind, patch: Partial<ReminderSetting>) => {
    setSavedAt(null);
    setSettings((current) => ({ ...current, [kind]: { ...current[kind], ...patch } }));
  };
  const changeTracker = (trackerId: string, patch: Partial<ReminderSetting>) => {
    setSavedAt(null);
    setTrackerSettings((current) => ({
      ...current,
      [trackerId]: {
        ...(current[trackerId] ?? TRACKER_REMINDER_UNSET),
        ...patch,
      },
    }));
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    save.mutate(
      {
        timeZone,
        dailyIntention: settings.dailyIntention,
        habitCheckIn: settings.habitCheckIn,
        ...(trackers.length > 0 && {
          trackers: trackers.map(({ _id }) => ({ trackerId: _id, ...trackerSetting(_id) })),
        }),
      },
      { onSuccess: () => setSavedAt(new Date()) },
    );
  }

  const sendTo = saved.sendTo;
  const pushDevices = push.data?.devices.length ?? 0;
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md" mt="xs">
        <Text c="dimmed">
          {sendTo
            ? t(sentByKey(sendTo.contactType, pushDevices), {
                contact: sendTo.contact,
                count: pushDevices,
              })
            : t('noContact')}
        </Text>
        <ThisDevicePush />
        <div className={classes.kinds}>
          {REMINDER_KINDS.map((kind) => (
            <Fragment key={kind}>
              <Switch
                label={t(`kind.${kind}.switch`)}
                checked={settings[kind].enabled}
                onChange={(event) => change(kind, { enabled: event.currentTarget.checked })}
              />
              <TextInput
                type="time"
                label={t(`kind.${kind}.time`)}
                value={settings[kind].time}
                onChange={(event) =>
                  change(kind, { time: event.currentTarget.value || DEFAULT_REMINDER_TIMES[kind] })
                }
                required
              />
              <Text size="sm" c="dimmed" className={classes.help}>
                {t(`kind.${kind}.help`)}
              </Text>
            </Fragment>
          ))}
          {trackers.length > 0 && (
            <TrackerReminders
              trackers={trackers}
              settingOf={trackerSetting}
              onChange={changeTracker}
            />
          )}
        </div>
        <Select
          label={t('timeZone')}
          description={t('timeZoneDescription')}
          data={zones}
          value={timeZone}
          onChange={(value) => {
            if (value) {
              setSavedAt(null);
              setTimeZone(value);
            }
          }}
          searchable
          allowDeselect={false}
          maxDropdownHeight={260}
        />
        {save.isError && (
          <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
            {getErrorMessage(save.error)}
          </Alert>
        )}
        <Group gap="sm">
          <Button type="submit" loading={save.isPending}>
            {t('save')}
          </Button>
          {savedAt && !save.isPending && (
            <Group gap={4} c="teal" role="status">
              <IconCheck size={18} aria-hidden />
              <Text size="sm">{t('saved')}</Text>
            </Group>
          )}
        </Group>
      </Stack>
    </form>
  );
}

/** Each habit tracker's own reminder: on or off and its time, under a heading and its help. */
function TrackerReminders({
  trackers,
  settingOf,
  onChange,
}: {
  trackers: readonly HabitTracker[];
  settingOf: (trackerId: string) => ReminderSetting;
  onChange: (trackerId: string, patch: Partial<ReminderSetting>) => void;
}) {
  const { t } = useTranslation('reminders');
  // Trackers that share a title (the three defaults do) are told apart by their place.
  const titleOf = (tracker: HabitTracker, place: number) =>
    trackers.filter((other) => other.title === tracker.title).length > 1
      ? `${tracker.title} ${place + 1}`
      : tracker.title;
  // Rows of the reminders' own grid, so every time field has one width.
  return (
    <>
      <Text component="h3" fw={600} className={classes.heading}>
        {t('trackers.title')}
      </Text>
      <Text size="sm" c="dimmed" className={classes.help}>
        {t('trackers.help')}
      </Text>
      {trackers.map((tracker, place) => {
        const setting = settingOf(tracker._id);
        const title = titleOf(tracker, place);
        return (
          <Fragment key={tracker._id}>
            <Switch
              label={t('trackers.switch', { title })}
              checked={setting.enabled}
              onChange={(event) => onChange(tracker._id, { enabled: event.currentTarget.checked })}
            />
            <TextInput
              type="time"
              label={t('trackers.time', { title })}
              value={setting.time}
              onChange={(event) =>
                onChange(tracker._id, {
                  time: event.currentTarget.value || DEFAULT_TRACKER_REMINDER_TIME,
                })
              }
              required
            />
          </Fragment>
        );
      })}
    </>
  );
}
