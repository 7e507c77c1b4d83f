import { toggleDate } from '@app/domain/tracker-streaks.ts';
import type { HabitTracker, SaveTrackersRequest } from '@app/domain/trackers.schemas.ts';
import { useCallback, useMemo, useState } from 'react';

type TrackerEdit = Pick<HabitTracker, 'title' | 'dates'>;

/** A tracker as the page shows it: the saved one with the person's unsaved changes on top. */
export interface TrackerView extends HabitTracker {
  /** docs/product.md section 3 "Habit tracker": the local dirty flag; Save sends only these. */
  isDirty: boolean;
}

function isSameContent(a: TrackerEdit, b: TrackerEdit): boolean {
  // Both lists are kept sorted (the domain's toggleDate, the server's schema).
  return a.title === b.title && a.dates.join() === b.dates.join();
}

/**
 * The unsaved changes to the trackers, kept beside the server's list rather than in a copy
 * of it: a refetch, an Add or a Remove never loses a mark that was not saved yet, and a
 * change undone by hand (a day toggled twice) leaves the tracker clean again. A save settles
 * the changes it carried; a day toggled while it was on its way stays unsaved.
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
        const base = current.get(trackerId) ?? { title: saved.title, dates: saved.dates };
        const edited = update(base);
        const next = new Map(current);
        if (isSameContent(edited, saved)) next.delete(trackerId);
        else next.set(trackerId, edited);
        return next;
      });
    },
    [trackers],
  );

  /** docs/product.md section 4: a day toggles (added if missing, removed if present). */
  const toggleDay = useCallback(
    (trackerId: string, date: string) =>
      change(trackerId, (current) => ({ ...current, dates: toggleDate(current.dates, date) })),
    [change],
  );

  const rename = useCallback(
    (trackerId: string, title: string) => change(trackerId, (current) => ({ ...current, title })),
    [change],
  );

  /** After a save: the changes it carried are the saved state now; later ones stay. */
  const settle = useCallback((sent: SaveTrackersRequest) => {
    setEdits((current) => {
      const next = new Map(current);
      for (const saved of sent) {
        const edit = next.get(saved._id);
        if (edit && isSameContent(edit, { title: saved.title, dates: [...saved.dates] })) {
          next.delete(saved._id);
        }
      }
      return next;
    });
  }, []);

  const dirty = views.filter((view) => view.isDirty);
  const changes: SaveTrackersRequest = dirty.map(({ _id, title, dates }) => ({
    _id,
    title,
    dates,
  }));

  return { views, changes, isDirty: dirty.length > 0, toggleDay, rename, settle };
}
