import type { ReminderKind } from '@app/domain/reminders.schemas.ts';
import { and, asc, eq, isNotNull, isNull, lte } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { reminderDeliveries, reminders } from '../../db/schema/reminders.ts';

export type ReminderRow = typeof reminders.$inferSelect;
type ReminderSetting = Pick<
  typeof reminders.$inferInsert,
  'enabled' | 'localTime' | 'timeZone' | 'language' | 'nextDueAt' | 'updatedAt'
>;
type DeliveryOutcome = (typeof reminderDeliveries.$inferSelect)['outcome'];

export function listReminderRows(db: Database, userId: string): Promise<ReminderRow[]> {
  return db.select().from(reminders).where(eq(reminders.userId, userId));
}

/** Creates or replaces the person's reminder of this kind. */
export async function upsertReminder(
  tx: Database,
  userId: string,
  kind: ReminderKind,
  setting: ReminderSetting,
) {
  await tx
    .insert(reminders)
    .values({ userId, kind, ...setting })
    .onConflictDoUpdate({
      target: [reminders.userId, reminders.kind],
      targetWhere: isNull(reminders.trackerId),
      set: setting,
    });
}

/** Creates or replaces a tracker's own reminder (the caller checked the tracker is the person's). */
export async function upsertTrackerReminder(
  tx: Database,
  userId: string,
  trackerId: string,
  setting: ReminderSetting,
) {
  await tx
    .insert(reminders)
    .values({ userId, kind: 'tracker', trackerId, ...setting })
    .onConflictDoUpdate({
      target: reminders.trackerId,
      targetWhere: isNotNull(reminders.trackerId),
      set: setting,
    });
}

/** Turns the reminder off; answers its kind, or null when it is gone. */
export async function disableReminder(
  db: Database,
  reminderId: string,
): Promise<ReminderRow['kind'] | null> {
  const [row] = await db
    .update(reminders)
    .set({ enabled: false, nextDueAt: null })
    .where(eq(reminders.id, reminderId))
    .returning({ kind: reminders.kind });
  return row?.kind ?? null;
}

/**
 * Up to `limit` reminders due at `now`, oldest due first, locked until the transaction ends;
 * rows another transaction holds are skipped (FOR UPDATE SKIP LOCKED).
 */
export function lockDueReminders(tx: Database, now: Date, limit: number): Promise<ReminderRow[]> {
  return tx
    .select()
    .from(reminders)
    .where(and(isNotNull(reminders.nextDueAt), lte(reminders.nextDueAt, now)))
    .orderBy(asc(reminders.nextDueAt))
    .limit(limit)
    .for('update', { skipLocked: true });
}

export async function setNextDue(tx: Database, reminderId: string, nextDueAt: Date) {
  await tx.update(reminders).set({ nextDueAt }).where(eq(reminders.id, reminderId));
}

/**
 * Records the reminder's delivery for a local day, unless one is recorded already: answers the
 * outcome stored by this call, or null when the day had one.
 */
export async function insertDelivery(
  tx: Database,
  reminderId: string,
  localDate: string,
  outcome: DeliveryOutcome,
): Promise<DeliveryOutcome | null> {
  const [delivery] = await tx
    .insert(reminderDeliveries)
    .values({ reminderId, localDate, outcome })
    .onConflictDoNothing()
    .returning({ outcome: reminderDeliveries.outcome });
  return delivery?.outcome ?? null;
}

export async function setDeliveryOutcome(
  db: Database,
  reminderId: string,
  localDate: string,
  outcome: DeliveryOutcome,
) {
  await db
    .update(reminderDeliveries)
    .set({ outcome })
    .where(
      and(
        eq(reminderDeliveries.reminderId, reminderId),
        eq(reminderDeliveries.localDate, localDate),
      ),
    );
}
