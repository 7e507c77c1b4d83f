import { and, count, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { notices } from '../../db/schema/notices.ts';

type NewNotice = typeof notices.$inferInsert;

/** Holds the post's notices until this transaction ends: they are written one at a time. */
export async function lockNoticesOfPost(tx: Database, postId: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('notices'), hashtext(${postId}))`);
}

/** Whether an e-mail of this kind went out about the post since `since`. */
export async function wasMailedSince(
  tx: Database,
  postId: string,
  kind: NewNotice['kind'],
  since: Date,
): Promise<boolean> {
  const [recent] = await tx
    .select({ id: notices.id })
    .from(notices)
    .where(and(eq(notices.postId, postId), eq(notices.kind, kind), gt(notices.emailedAt, since)))
    .limit(1);
  return recent !== undefined;
}

export async function insertNotice(tx: Database, notice: NewNotice) {
  await tx.insert(notices).values(notice);
}

export async function deleteNoticesOfPostRows(tx: Database, postId: string) {
  await tx.delete(notices).where(eq(notices.postId, postId));
}

export function listNoticeRows(db: Database, userId: string, limit: number) {
  return db
    .select({
      id: notices.id,
      kind: notices.kind,
      postId: notices.postId,
      createdAt: notices.createdAt,
      readAt: notices.readAt,
    })
    .from(notices)
    .where(eq(notices.userId, userId))
    .orderBy(desc(notices.createdAt), desc(notices.id))
    .limit(limit);
}

export async function countUnreadNotices(db: Database, userId: string): Promise<number> {
  const [row] = await db
    .select({ unread: count() })
    .from(notices)
    .where(and(eq(notices.userId, userId), isNull(notices.readAt)));
  return row?.unread ?? 0;
}

/** Marks the person's unread notices of these ids read at `now`, or all of them with no ids. */
export async function markRead(db: Database, userId: string, ids: string[] | undefined, now: Date) {
  await db
    .update(notices)
    .set({ readAt: now })
    .where(
      and(
        eq(notices.userId, userId),
        isNull(notices.readAt),
        ids ? inArray(notices.id, ids) : undefined,
      ),
    );
}
