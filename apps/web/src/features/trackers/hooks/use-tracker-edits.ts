import { cycleDay, pauseFrom, resume } from '@app/domain/tracker-streaks.ts';
import type { HabitTracker } from '@app/domain/trackers.schemas.ts';
import { useCallback, useMemo, useState } from 'react';

type TrackerEdit = Pick<HabitTracker, 'title' | 'dates' | 'restDates' | 'pauses' | 'daysPerWeek'>;

/** A tracker's content as Save sends it. */
type TrackerChange = TrackerEdit & { _id: string };

/** A tracker as the page shows it: the saved one with the person's unsaved changes on top. */
export interface TrackerView extends HabitTracker {
  /** docs/product.md section 3 "Habit tracker": the local dirty flag; Save sends only these. */
  isDirty: boolean;
}

const editOf = ({ title, dates, restDates, pauses, daysPerWeek }: TrackerEdit): TrackerEdit => ({
  title,
  dates,
  restDates,
  pauses,
  daysPerWeek,
});

function isSameContent(a: TrackerEdit, b: TrackerEdit): boolean {
  // The lists are kept sorted (the domain's cycleDay and pauseFrom, the server's schema).
  return JSON.stringify(editOf(a)) === JSON.stringify(editOf(b));
}

/**
 * The unsaved changes to the trackers, kept beside the server's list rather than in a copy
 * of it: a refetch, an Add or a Remove never loses a mark that was not saved yet, and a
 * change undone by hand (a day pressed round to where it was) leaves the tracker clean again.
 * A save settles the changes it carried; a day pressed while it was on its way stays unsaved.
 */
export function useTrackerEdits(trackers: readonly HabitTracker[]) {
  const [edits, setEdits] = useState<ReadonlyMap<string, TrackerEdit>>(() => new Map());

  const views = useMemo<TrackerView[]>(
    () =>
      trackers.map((tracker) => {
        const edit = edits.get(tracker._id);
        return edit && !isSameContent(edit, tracker)
          ? { ...tracker, ...edit, isDirty: true }
          : { ...tracker, isDirty: false };
      }),
    [trackers, edits],
  );

  const change = useCallback(
    (trackerId: string, update: (current: TrackerEdit) => TrackerEdit) => {
      const saved = trackers.find((tracker) => tracker._id === trackerId);
      if (!saved) return;
      setEdits((current) => {
        const base = current.get(trackerId) ?? editOf(saved);
        const edited = update(base);
        const next = new Map(current);
        if (isSameContent(edited, saved)) next.delete(trackerId);
        else next.set(trackerId, edited);
        return next;
      });
    },
    [trackers],
  );

  /** docs/product.md, "Trackers": a day pressed goes empty, done, rest, empty. */
  const pressDay = useCallback(
    (trackerId: string, date: string) => change(trackerId, (current) => cycleDay(current, date)),
    [change],
  );

  const rename = useCallback(
    (trackerId: string, title: string) => change(trackerId, (current) => ({ ...current, title })),
    [change],
  );

  const setGoal = useCallback(
    (trackerId: string, daysPerWeek: number) =>
      change(trackerId, (current) => ({ ...current, daysPerWeek })),
    [change],
  );

  /** Pause from today until `to` (null: until resumed). */
  const pause = useCallback(
    (trackerId: string, today: string, to: string | null) =>
      change(trackerId, (current) => ({
        ...current,
        pauses: pauseFrom(current.pauses, today, to),
      })),
    [change],
  );

  const resumeTracker = useCallback(
    (trackerId: string, today: string) =>
      change(trackerId, (current) => ({ ...current, pauses: resume(current.pauses, today) })),
    [change],
  );

  /** After a save: the changes it carried are the saved state now; later ones stay. */
  const settle = useCallback((sent: readonly TrackerChange[]) => {
    setEdits((current) => {
      const next = new Map(current);
      for (const saved of sent) {
        const edit = next.get(saved._id);
        if (edit && isSameContent(edit, saved)) next.delete(saved._id);
      }
      return next;
    });
  }, []);

  const dirty = views.filter((view) => view.isDirty);
  const changes: TrackerChange[] = dirty.map((view) => ({ _id: view._id, ...editOf(view) }));

  return {
    views,
    changes,
    isDirty: dirty.length > 0,
    pressDay,
    rename,
    setGoal,
    pause,
    resume: resumeTracker,
    settle,
  };
}
