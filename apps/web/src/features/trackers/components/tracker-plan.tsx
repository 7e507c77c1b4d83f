import {
  addDays,
  currentOrNextPause,
  DAYS_PER_WEEK_EVERY_DAY,
  type TrackerPause,
} from '@app/domain/tracker-streaks.ts';
import { Button, Group, Menu, NativeSelect, Text } from '@mantine/core';
import { IconChevronDown, IconPlayerPause, IconPlayerPlay } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '@/lib/i18n/format.ts';
import classes from './trackers.module.css';

/** A day as words: "March 10", "10 de marzo" (built and read at midnight UTC). */
const DAY: Intl.DateTimeFormatOptions = { month: 'long', day: 'numeric', timeZone: 'UTC' };

/** The goals offered, every day first. */
const GOALS = Array.from(
  { length: DAYS_PER_WEEK_EVERY_DAY },
  (_, i) => DAYS_PER_WEEK_EVERY_DAY - i,
);

interface TrackerPlanProps {
  title: string;
  daysPerWeek: number;
  pauses: readonly TrackerPause[];
  today: string;
  onGoal: (daysPerWeek: number) => void;
  /** Pause from today until `to` (null: until resumed). */
  onPause: (to: string | null) => void;
  onResume: () => void;
}

/**
 * A tracker's goal (every day, or 1 to 6 days a week) and its pause: Pause from today until
 * resumed or for a week or two; a pause under way or to come is said in words with Resume.
 */
export function TrackerPlan({
  title,
  daysPerWeek,
  pauses,
  today,
  onGoal,
  onPause,
  onResume,
}: TrackerPlanProps) {
  const { t } = useTranslation('trackers');
  const format = useFormat();
  const dayText = (date: string) => format.date(`${date}T00:00:00Z`, DAY);
  const pause = currentOrNextPause(pauses, today);
  return (
    <div className={classes.plan}>
      <NativeSelect
        label={t('goal.label')}
        size="sm"
        value={String(daysPerWeek)}
        onChange={(event) => onGoal(Number(event.currentTarget.value))}
        data={GOALS.map((days) => ({
          value: String(days),
          label:
            days === DAYS_PER_WEEK_EVERY_DAY
              ? t('goal.everyDay')
              : t('goal.perWeek', { count: days }),
        }))}
      />
      {pause ? (
        <div className={classes.paused} data-testid="pause-notice">
          <Group gap="xs" wrap="nowrap" align="flex-start">
            <IconPlayerPause size={18} aria-hidden className={classes.pausedIcon} />
            <div>
              <Text size="sm" fw={600}>
                {pause.to === null
                  ? t('pause.since', { from: dayText(pause.from) })
                  : t('pause.fromTo', { from: dayText(pause.from), to: dayText(pause.to) })}
              </Text>
              <Text size="xs">{t('pause.note')}</Text>
            </div>
          </Group>
          <Button
            mt="xs"
            size="compact-sm"
            variant="default"
            leftSection={<IconPlayerPlay size={16} aria-hidden />}
            aria-label={t('pause.resumeLabel', { title })}
            onClick={onResume}
          >
            {t('pause.resume')}
          </Button>
        </div>
      ) : (
        <Menu position="bottom-start" withinPortal>
          <Menu.Target>
            <Button
              size="compact-sm"
              variant="default"
              className={classes.pauseButton}
              leftSection={<IconPlayerPause size={16} aria-hidden />}
              rightSection={<IconChevronDown size={14} aria-hidden />}
              aria-label={t('pause.menuLabel', { title })}
            >
              {t('pause.button')}
            </Button>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item onClick={() => onPause(null)}>{t('pause.untilResumed')}</Menu.Item>
            <Menu.Item onClick={() => onPause(addDays(today, 6))}>{t('pause.oneWeek')}</Menu.Item>
            <Menu.Item onClick={() => onPause(addDays(today, 13))}>{t('pause.twoWeeks')}</Menu.Item>
          </Menu.Dropdown>
        </Menu>
      )}
    </div>
  );
}
