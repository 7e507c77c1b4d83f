import { Button, Paper, Text } from '@mantine/core';
import { IconPointFilled, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { HabitCalendar } from '@/components/habit-calendar/habit-calendar.tsx';
import type { TrackerView } from '../hooks/use-tracker-edits.ts';
import { TrackerPlan } from './tracker-plan.tsx';
import { TrackerStats } from './tracker-stats.tsx';
import { TrackerTitle } from './tracker-title.tsx';
import classes from './trackers.module.css';

interface TrackerCardProps {
  tracker: TrackerView;
  today: string;
  onPressDay: (trackerId: string, date: string) => void;
  onRename: (trackerId: string, title: string) => void;
  onGoal: (trackerId: string, daysPerWeek: number) => void;
  onPause: (trackerId: string, today: string, to: string | null) => void;
  onResume: (trackerId: string, today: string) => void;
  onRemove: (tracker: TrackerView) => void;
  isBusy: boolean;
}

/**
 * One habit tracker (docs/product.md, "Trackers"): 250 px wide, its title, its month, its
 * streaks and strength, its goal and pause.
 */
export function TrackerCard({
  tracker,
  today,
  onPressDay,
  onRename,
  onGoal,
  onPause,
  onResume,
  onRemove,
  isBusy,
}: TrackerCardProps) {
  const { t } = useTranslation(['trackers', 'common']);
  return (
    <Paper
      component="article"
      aria-label={tracker.title}
      withBorder
      radius="lg"
      p="sm"
      className={classes.card}
      data-dirty={tracker.isDirty || undefined}
    >
      <TrackerTitle title={tracker.title} onRename={(title) => onRename(tracker._id, title)} />
      {tracker.isDirty && (
        // Words, not only the card's coloured border: the change is not saved yet.
        <Text size="sm" fw={600} className={classes.dirty}>
          <IconPointFilled size={14} className={classes.dirtyDot} aria-hidden />
          {t('unsavedChanges')}
        </Text>
      )}
      <HabitCalendar tracker={tracker} onPress={(date) => onPressDay(tracker._id, date)} />
      <Text size="xs" c="dimmed" className={classes.legend}>
        {t('calendar.legend')}
      </Text>
      <TrackerStats tracker={tracker} today={today} />
      <TrackerPlan
        title={tracker.title}
        daysPerWeek={tracker.daysPerWeek}
        pauses={tracker.pauses}
        today={today}
        onGoal={(daysPerWeek) => onGoal(tracker._id, daysPerWeek)}
        onPause={(to) => onPause(tracker._id, today, to)}
        onResume={() => onResume(tracker._id, today)}
      />
      <Button
        variant="subtle"
        color="red"
        size="compact-sm"
        leftSection={<IconTrash size={16} aria-hidden />}
        className={classes.remove}
        aria-label={t('remove.button', { title: tracker.title })}
        onClick={() => onRemove(tracker)}
        disabled={isBusy}
      >
        {t('common:remove')}
      </Button>
    </Paper>
  );
}
