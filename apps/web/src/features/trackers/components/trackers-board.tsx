import { HABIT_TRACKERS_PER_USER } from '@app/domain/limits.ts';
import type { HabitTracker } from '@app/domain/trackers.schemas.ts';
import { Button, Paper, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDeviceFloppy, IconPlus } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAddTracker, useDeleteTracker, useSaveTrackers } from '@/api/trackers.ts';
import { ConfirmDialog } from '@/components/confirm-dialog.tsx';
import { useLeaveConfirmation } from '@/components/leave-confirmation.tsx';
import { useToday } from '../hooks/use-today.ts';
import { type TrackerView, useTrackerEdits } from '../hooks/use-tracker-edits.ts';
import { TrackerCard } from './tracker-card.tsx';
import classes from './trackers.module.css';

function unsavedText(
  t: TFunction<['trackers', 'postPages']>,
  count: number,
  waitingCount: number,
): string {
  if (count === 0) return waitingCount > 0 ? `${t('postPages:outboxNote')}.` : t('allSaved');
  return t('unsaved', { count });
}

/**
 * Spec "Trackers": the grid with Save, Add and Remove. Marks and titles change on the page
 * first (the dirty flag of docs/product.md section 3) and reach the server with Save, which sends only
 * the trackers that changed. Leaving with unsaved changes asks first.
 */
export function TrackersBoard({
  trackers,
  waitingCount,
}: {
  trackers: HabitTracker[];
  /** Saves made offline that wait on this device (already shown in `trackers`). */
  waitingCount: number;
}) {
  const { t } = useTranslation(['trackers', 'postPages', 'common']);
  const today = useToday();
  const edits = useTrackerEdits(trackers);
  const saveTrackers = useSaveTrackers();
  const addTracker = useAddTracker();
  const deleteTracker = useDeleteTracker();
  // The tracker stays after the answer, so the dialog's text does not vanish while it fades.
  const [removing, setRemoving] = useState<TrackerView | null>(null);
  const [isRemoveOpen, setIsRemoveOpen] = useState(false);
  const isBusy = saveTrackers.isPending || addTracker.isPending || deleteTracker.isPending;
  const unsavedCount = edits.changes.length;

  const leaveConfirmation = useLeaveConfirmation(edits.isDirty);

  // A reload or a closed tab would lose the marks too: the browser asks its own question.
  useEffect(() => {
    if (!edits.isDirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [edits.isDirty]);

  function handleSave() {
    if (!edits.isDirty || isBusy) return;
    const sent = edits.changes;
    saveTrackers.mutate(
      { changes: sent, shown: trackers },
      {
        onSuccess: (result) => {
          edits.settle(sent);
          notifications.show(
            result.isQueued
              ? { message: `${t('postPages:outboxNote')}.` }
              : { color: 'green', message: t('saved') },
          );
        },
      },
    );
  }

  function handleAdd() {
    if (isBusy) return;
    addTracker.mutate(undefined, {
      onSuccess: () => notifications.show({ message: t('added') }),
    });
  }

  function handleRemove() {
    if (!removing) return;
    const { _id: trackerId, title } = removing;
    deleteTracker.mutate(trackerId, {
      onSuccess: () => {
        setIsRemoveOpen(false);
        notifications.show({ message: t('removed', { title }) });
      },
      // The shared handler says why; the dialog closes so the page can be used again.
      onError: () => setIsRemoveOpen(false),
    });
  }

  return (
    <>
      <div className={classes.toolbar}>
        <Button
          onClick={handleSave}
          leftSection={<IconDeviceFloppy size={18} aria-hidden />}
          disabled={!edits.isDirty || isBusy}
        >
          {saveTrackers.isPending ? t('common:saving') : t('common:save')}
        </Button>
        {edits.views.length < HABIT_TRACKERS_PER_USER && (
          <Button
            variant="default"
            onClick={handleAdd}
            leftSection={<IconPlus size={18} aria-hidden />}
            disabled={isBusy}
          >
            {addTracker.isPending ? t('adding') : t('common:add')}
          </Button>
        )}
        <Text role="status" size="sm" c="dimmed" className={classes.toolbarStatus}>
          {unsavedText(t, unsavedCount, waitingCount)}
        </Text>
      </div>

      {edits.views.length === 0 ? (
        <Paper withBorder radius="lg" p={{ base: 'md', xs: 'lg' }}>
          <Text fw={600}>{t('none')}</Text>
          <Text mt="xs">{t('noneText', { max: HABIT_TRACKERS_PER_USER })}</Text>
        </Paper>
      ) : (
        <div className={classes.grid}>
          {edits.views.map((tracker) => (
            <TrackerCard
              key={tracker._id}
              tracker={tracker}
              today={today}
              onPressDay={edits.pressDay}
              onRename={edits.rename}
              onGoal={edits.setGoal}
              onPause={edits.pause}
              onResume={edits.resume}
              onRemove={(tracker) => {
                setRemoving(tracker);
                setIsRemoveOpen(true);
              }}
              isBusy={isBusy}
            />
          ))}
        </div>
      )}

      <ConfirmDialog
        opened={isRemoveOpen}
        title={t('remove.title', { title: removing?.title ?? '' })}
        body={removing?.isDirty ? t('remove.bodyUnsaved') : t('remove.body')}
        confirmLabel={t('remove.confirm')}
        isDestructive
        isConfirming={deleteTracker.isPending}
        onConfirm={handleRemove}
        onCancel={() => setIsRemoveOpen(false)}
      />
      {leaveConfirmation.dialog}
    </>
  );
}
