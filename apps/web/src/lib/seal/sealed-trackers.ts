import type { TrackerChange } from '@app/domain/tracker-changes.ts';
import type { HabitTracker } from '@app/domain/trackers.schemas.ts';
import { i18next } from '@/lib/i18n/i18n.ts';
import { openRecord, SealBrokenError, sealRecord } from './journal-crypto.ts';
import { getOpenJournal, getSealingJournal } from './open-journal.ts';

/*
 * A sealed journal's habit trackers (docs/decisions/0068): each title sealed for its tracker's
 * id, the days plain (reminders and the streaks need only them).
 */

async function openTitle(tracker: HabitTracker): Promise<string> {
  const journal = getOpenJournal();
  if (!tracker.sealedTitle || !journal) return tracker.title;
  try {
    return String(await openRecord(journal, 'tracker', tracker._id, tracker.sealedTitle));
  } catch (error) {
    if (error instanceof SealBrokenError) return i18next.t('seal:brokenEntry');
    throw error;
  }
}

/** The trackers as the person reads them: sealed titles opened (and still marked sealed). */
export function openTrackers(trackers: HabitTracker[]): Promise<HabitTracker[]> {
  return Promise.all(
    trackers.map(async (tracker) => ({ ...tracker, title: await openTitle(tracker) })),
  );
}

/**
 * Trackers as a write sends them: their titles sealed while the journal takes only sealed
 * writing, each for its id (a new tracker is given one here); plain otherwise.
 */
export async function sealTrackerTitles<T extends { _id?: string; title: string }>(
  trackers: readonly T[],
): Promise<Array<T & { _id?: string; sealedTitle: HabitTracker['sealedTitle'] }>> {
  const journal = getSealingJournal();
  return Promise.all(
    trackers.map(async (tracker) => {
      if (!journal) return { ...tracker, sealedTitle: null };
      const _id = tracker._id ?? crypto.randomUUID();
      const sealedTitle = await sealRecord(journal, 'tracker', _id, tracker.title);
      return { ...tracker, _id, title: '', sealedTitle };
    }),
  );
}

/** A change kept in the outbox: its new title sealed while the journal takes only sealed writing. */
export async function sealTrackerChanges(changes: TrackerChange[]): Promise<TrackerChange[]> {
  const journal = getSealingJournal();
  if (!journal) return changes;
  return Promise.all(
    changes.map(async (change) =>
      change.title === null
        ? change
        : {
            ...change,
            title: null,
            sealedTitle: await sealRecord(journal, 'tracker', change._id, change.title),
          },
    ),
  );
}

/** A kept change with its title opened again, to be applied and sent. */
export async function openTrackerChanges(changes: TrackerChange[]): Promise<TrackerChange[]> {
  const journal = getOpenJournal();
  return Promise.all(
    changes.map(async ({ sealedTitle, ...change }) => {
      if (!sealedTitle || !journal) return change;
      return {
        ...change,
        title: String(await openRecord(journal, 'tracker', change._id, sealedTitle)),
      };
    }),
  );
}
