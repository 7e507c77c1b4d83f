import {
  instantOfLocalTime,
  localDateOf,
  nextCalendarDay,
  nextOccurrenceAfter,
} from '@app/domain/local-time.ts';
import {
  DEFAULT_REMINDER_TIMES,
  REMINDER_KINDS,
  type ReminderKind,
  type ReminderRowKind,
  type Reminders,
  type SaveRemindersRequest,
} from '@app/domain/reminders.schemas.ts';
import { trackerNeedsDay } from '@app/domain/tracker-reminders.ts';
import type { Database } from '../../db/client.ts';
import { notFound } from '../../domain-errors.ts';
import { getUser } from '../../policies/people.ts';
import { hasWrittenDailyIntentionBetween } from '../posts/daily-intentions.repository.ts';
import { listTrackers } from '../trackers/trackers.service.ts';
import {
  disableReminder,
  insertDelivery,
  listReminderRows,
  lockDueReminders,
  type ReminderRow,
  setDeliveryOutcome,
  setNextDue,
  upsertReminder,
  upsertTrackerReminder,
} from './reminders.repository.ts';

/** The person's login contact: reminders go where their codes go. */
export async function findSendTo(db: Database, userId: string) {
  const user = await getUser(db, userId);
  return user.contacts[0] ?? null;
}

export async function getReminders(db: Database, userId: string): Promise<Reminders> {
  const rows = await listReminderRows(db, userId);
  const setting = (kind: ReminderKind) => {
    const row = rows.find((r) => r.kind === kind);
    return row
      ? { enabled: row.enabled, time: row.localTime }
      : { enabled: false, time: DEFAULT_REMINDER_TIMES[kind] };
  };
  return {
    timeZone: rows[0]?.timeZone ?? null,
    dailyIntention: setting('dailyIntention'),
    habitCheckIn: setting('habitCheckIn'),
    trackers: rows.flatMap((row) =>
      row.trackerId
        ? [{ trackerId: row.trackerId, enabled: row.enabled, time: row.localTime }]
        : [],
    ),
    sendTo: await findSendTo(db, userId),
  };
}

/**
 * Saves both reminders, and the own reminders of the trackers named (only the person's: another
 * tracker is not found); one that is on is next due at its time's next occurrence after now.
 * Moving the time later on a day already reminded does not remind twice: the deliveries key.
 */
export async function saveReminders(
  db: Database,
  userId: string,
  request: SaveRemindersRequest,
  now: Date,
): Promise<Reminders> {
  const fieldsOf = ({ enabled, time }: { enabled: boolean; time: string }) => ({
    enabled,
    localTime: time,
    timeZone: request.timeZone,
    language: request.language ?? 'en',
    nextDueAt: enabled ? nextOccurrenceAfter(now, time, request.timeZone) : null,
    updatedAt: now,
  });
  const named = request.trackers ?? [];
  await db.transaction(async (tx) => {
    if (named.length > 0) {
      const own = new Set((await listTrackers(tx, userId)).map((tracker) => tracker._id));
      if (named.some(({ trackerId }) => !own.has(trackerId.toLowerCase()))) {
        throw notFound('That habit tracker');
      }
    }
    for (const kind of REMINDER_KINDS)
      await upsertReminder(tx, userId, kind, fieldsOf(request[kind]));
    for (const tracker of named) {
      await upsertTrackerReminder(tx, userId, tracker.trackerId.toLowerCase(), fieldsOf(tracker));
    }
  });
  return getReminders(db, userId);
}

/** The unsubscribe link's action: that one reminder is turned off; the others stay. */
export async function unsubscribeReminder(
  db: Database,
  reminderId: string,
): Promise<ReminderRowKind> {
  const kind = await disableReminder(db, reminderId);
  // The person deleted their account since the mail went out.
  if (!kind) throw notFound('That reminder');
  return kind;
}

/** A reminder the servers were down for longer than this is not sent late: it waits a day. */
const LATE_LIMIT_MS = 2 * 60 * 60 * 1000;
/** How many due reminders one transaction claims. */
const CLAIM_BATCH = 100;

export type ClaimedReminder = Pick<
  ReminderRow,
  'id' | 'userId' | 'kind' | 'trackerId' | 'timeZone' | 'language'
> & {
  localDate: string;
};

/**
 * Claims the reminders due at `now` and moves each to its next occurrence, in one transaction:
 * rows another server is claiming are skipped (FOR UPDATE SKIP LOCKED), and the deliveries'
 * primary key (reminder, local day) lets each reminder through at most once a day. Committed
 * before anything is sent: a server dying after this loses that day's reminder rather than
 * sending it twice (docs/decisions/0018-reminders.md).
 */
export async function claimDueReminders(db: Database, now: Date): Promise<ClaimedReminder[]> {
  return db.transaction(async (tx) => {
    const due = await lockDueReminders(tx, now, CLAIM_BATCH);
    const claimed: ClaimedReminder[] = [];
    for (const row of due) {
      const dueAt = row.nextDueAt ?? now;
      const after = dueAt > now ? dueAt : now;
      await setNextDue(tx, row.id, nextOccurrenceAfter(after, row.localTime, row.timeZone));
      const isLate = now.getTime() - dueAt.getTime() > LATE_LIMIT_MS;
      const localDate = localDateOf(dueAt, row.timeZone);
      const outcome = await insertDelivery(tx, row.id, localDate, isLate ? 'late' : 'claimed');
      if (outcome === 'claimed') {
        claimed.push({
          id: row.id,
          userId: row.userId,
          kind: row.kind,
          trackerId: row.trackerId,
          timeZone: row.timeZone,
          language: row.language,
          localDate,
        });
      }
    }
    return claimed;
  });
}

/**
 * "Skipped for a day already done": a daily intention written that local day; no habit tracker
 * whose goal still needs that day (a person without trackers has not checked in); for a
 * tracker's own reminder, that tracker's goal not needing the day.
 */
export async function isDayAlreadyDone(db: Database, reminder: ClaimedReminder): Promise<boolean> {
  if (reminder.kind === 'dailyIntention') {
    const from = instantOfLocalTime(reminder.localDate, '00:00', reminder.timeZone);
    const to = instantOfLocalTime(nextCalendarDay(reminder.localDate), '00:00', reminder.timeZone);
    return hasWrittenDailyIntentionBetween(db, reminder.userId, from, to);
  }
  const trackers = await listTrackers(db, reminder.userId);
  if (reminder.kind === 'tracker') {
    const tracker = trackers.find((candidate) => candidate._id === reminder.trackerId);
    return !tracker || !trackerNeedsDay(tracker, reminder.localDate);
  }
  return trackers.length > 0 && !trackers.some((t) => trackerNeedsDay(t, reminder.localDate));
}

export async function recordOutcome(
  db: Database,
  reminder: ClaimedReminder,
  outcome: 'sent' | 'skipped' | 'failed',
) {
  await setDeliveryOutcome(db, reminder.id, reminder.localDate, outcome);
}
