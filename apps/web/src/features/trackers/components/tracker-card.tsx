import { Button, Paper, Text } from '@mantine/core';
import { IconPointFilled, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { HabitCalendar } from '@/components/habit-calendar/habit-calendar.tsx';
import type { TrackerView } from '../hooks/use-tracker-edits.ts';
import { TrackerStats } from './tracker-stats.tsx';
import { TrackerTitle } from './tracker-title.tsx';
import classes from './trackers.module.css';

interface TrackerCardProps {
  tracker: TrackerView;
  today: string;
  onToggleDay: (trackerId: string, date: string) => void;
  onRename: (trackerId: string, title: string) => void;
  onRemove: (tracker: TrackerView) => void;
  isBusy: boolean;
}

/** One habit tracker (docs/product.md, "Trackers"): 250 px wide, its title, its month, its streaks. */
export function TrackerCard({
  tracker,
  today,
  onToggleDay,
  onRename,
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
      <HabitCalendar dates={tracker.dates} onToggle={(date) => onToggleDay(tracker._id, date)} />
      <TrackerStats dates={tracker.dates} today={today} />
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
