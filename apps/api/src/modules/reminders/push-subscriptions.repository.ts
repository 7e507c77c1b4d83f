import { and, desc, eq, notInArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { pushSubscriptions } from '../../db/schema/push-subscriptions.ts';

export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;

export function listPushSubscriptionRows(
  db: Database,
  userId: string,
): Promise<PushSubscriptionRow[]> {
  return db
    .select()
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))
    .orderBy(desc(pushSubscriptions.createdAt));
}

/** Adds the device, or renews its keys, name and date when the person has it already. */
export async function upsertPushSubscription(
  db: Database,
  userId: string,
  device: { endpoint: string; p256dh: string; auth: string; name: string },
  now: Date,
) {
  await db
    .insert(pushSubscriptions)
    .values({ userId, ...device, createdAt: now })
    .onConflictDoUpdate({
      target: [pushSubscriptions.userId, pushSubscriptions.endpoint],
      set: { p256dh: device.p256dh, auth: device.auth, name: device.name, createdAt: now },
    });
}

/** Keeps the person's `keep` newest devices and removes the rest. */
export async function trimPushSubscriptions(db: Database, userId: string, keep: number) {
  const newest = db
    .select({ id: pushSubscriptions.id })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))
    .orderBy(desc(pushSubscriptions.createdAt), desc(pushSubscriptions.id))
    .limit(keep);
  await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), notInArray(pushSubscriptions.id, newest)));
}

/** Removes the person's device with this endpoint; answers whether there was one. */
export async function deletePushSubscription(
  db: Database,
  userId: string,
  endpoint: string,
): Promise<boolean> {
  const removed = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)))
    .returning({ id: pushSubscriptions.id });
  return removed.length > 0;
}

export async function deletePushSubscriptionById(db: Database, id: string) {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
}
