import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { feelings } from '../db/schema/feelings.ts';
import { habitTrackers } from '../db/schema/habit-trackers.ts';
import { ideas } from '../db/schema/ideas.ts';
import { postFeedback } from '../db/schema/post-feedback.ts';
import { posts } from '../db/schema/posts.ts';
import { writingRooms } from '../db/schema/writing-rooms.ts';
import { DomainError } from '../domain-errors.ts';

/*
 * What one person may make us store: a room for their pictures (images.service.ts) and one for
 * their writing (below), each refused whole with 413 when a change would pass it. Their writing
 * is every row of text they keep: posts, feelings, trackers, suggestions and ideas, each at its
 * `writing_bytes` (db/schema/writing-rooms.ts).
 */

/** A room as people read it: whole gigabytes as GB, anything else in MB. */
export function roomSize(bytes: number): string {
  const gigabytes = bytes / 1024 ** 3;
  return Number.isInteger(gigabytes) ? `${gigabytes} GB` : `${Math.round(bytes / 1024 ** 2)} MB`;
}

const writingStorageFull = (roomBytes: number) =>
  new DomainError(
    'too_large',
    'writing_storage_full',
    `Your writing takes all the room each person has (${roomSize(roomBytes)}). Delete posts or ` +
      'feelings you no longer need, or shorten what you write, and try again.',
  );

/**
 * Adds `addedBytes` (negative when writing was removed) to what the person's writing takes,
 * refusing a growth past `roomBytes` (config `writingRoomBytes`); the caller's transaction then
 * rolls back, so nothing of the refused save is stored. The upsert's row lock is the person's
 * writing lock, held until `tx` ends: two saves at once are counted one after the other. Call it
 * after the rows are written, as a row's size is the database's (`writing_bytes`).
 */
export async function chargeWriting(
  tx: Database,
  userId: string,
  addedBytes: number,
  roomBytes: number,
): Promise<void> {
  if (addedBytes === 0) return;
  const [room] = await tx
    .insert(writingRooms)
    .values({ userId, bytes: addedBytes })
    .onConflictDoUpdate({
      target: writingRooms.userId,
      set: { bytes: sql`${writingRooms.bytes} + excluded.bytes` },
    })
    .returning({ bytes: writingRooms.bytes });
  if (addedBytes > 0 && (room?.bytes ?? 0) > roomBytes) throw writingStorageFull(roomBytes);
}

/**
 * Counts the person's writing anew, from every row of it, and refuses it past `roomBytes`: for
 * an import, which writes rows by the thousand in one transaction. Takes the person's writing
 * lock first, so a save waiting on it adds its change to this count.
 */
export async function recountWriting(
  tx: Database,
  userId: string,
  roomBytes: number,
): Promise<void> {
  await tx.insert(writingRooms).values({ userId }).onConflictDoNothing();
  await tx.select().from(writingRooms).where(eq(writingRooms.userId, userId)).for('update');
  const counted = [posts, feelings, habitTrackers, postFeedback, ideas].map(
    (table) =>
      sql`(select coalesce(sum(${table.writingBytes}), 0) from ${table} where ${table.userId} = ${userId})`,
  );
  const [room] = await tx
    .update(writingRooms)
    .set({ bytes: sql.join(counted, sql` + `) })
    .where(eq(writingRooms.userId, userId))
    .returning({ bytes: writingRooms.bytes });
  if ((room?.bytes ?? 0) > roomBytes) throw writingStorageFull(roomBytes);
}
