import type { PostCategory } from '@app/domain/post-types.ts';
import { and, asc, eq, gte, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { inChunks } from '../../db/in-chunks.ts';
import { ownersOf } from '../../db/owners-of.ts';
import { posts } from '../../db/schema/posts.ts';

/** The posts of the archive module: export and report read them, import writes them. */

export type OwnPostRow = typeof posts.$inferSelect;

/**
 * The person's posts that exist for them (not deleted, drafts included), oldest first,
 * optionally only those written in [from, before) and of some categories.
 */
export async function listOwnPostsForArchive(
  db: Database,
  userId: string,
  filter: { from?: Date; before?: Date; categories?: readonly PostCategory[] } = {},
): Promise<OwnPostRow[]> {
  return db
    .select()
    .from(posts)
    .where(
      and(
        eq(posts.userId, userId),
        eq(posts.deleted, false),
        filter.from ? gte(posts.createdAt, filter.from) : undefined,
        filter.before ? lt(posts.createdAt, filter.before) : undefined,
        filter.categories ? inArray(posts.category, [...filter.categories]) : undefined,
      ),
    )
    .orderBy(asc(posts.createdAt), asc(posts.id));
}

export type NewPost = typeof posts.$inferInsert;
/** What an import may set on a post of the person's: its writing, picture, dates and origin. */
export type ImportedPostColumns = Omit<
  NewPost,
  'id' | 'userId' | 'fakeUser' | 'deleted' | 'deletedAt'
>;

export async function findLiveIdentityRow(
  db: Database,
  userId: string,
): Promise<OwnPostRow | null> {
  const [row] = await db
    .select()
    .from(posts)
    .where(
      and(eq(posts.userId, userId), sql`${posts.category} = 'identity' and not ${posts.deleted}`),
    )
    .limit(1);
  return row ?? null;
}

/** Which of these ids name posts of the person's, and whether each is deleted. */
export async function findOwnPostStates(
  db: Database,
  userId: string,
  ids: readonly string[],
): Promise<Map<string, { deleted: boolean }>> {
  const theirs = new Map<string, { deleted: boolean }>();
  for (const chunk of inChunks(ids)) {
    const rows = await db
      .select({ id: posts.id, deleted: posts.deleted })
      .from(posts)
      .where(and(eq(posts.userId, userId), inArray(posts.id, chunk)));
    for (const row of rows) theirs.set(row.id, { deleted: row.deleted });
  }
  return theirs;
}

/** Replaces a post's content with an archive's, leaving when it was written as it is. */
export async function replacePostContent(
  db: Database,
  postId: string,
  content: Omit<ImportedPostColumns, 'createdAt'>,
) {
  await db.update(posts).set(content).where(eq(posts.id, postId));
}

/** Sets the identity's action items; it asks for a new review and counts as updated now. */
export async function setIdentityActionItems(
  db: Database,
  postId: string,
  actionItems: OwnPostRow['actionItems'],
) {
  await db
    .update(posts)
    .set({
      actionItems,
      uncheckedItems: actionItems.filter((item) => !item.complete).length,
      approvalStatus: 'needs_review',
      lastUpdate: sql`now()`,
    })
    .where(eq(posts.id, postId));
}

/** Brings back a deleted post of the person's with an archive's content. */
export async function restoreImportedPost(
  db: Database,
  userId: string,
  postId: string,
  columns: ImportedPostColumns,
) {
  await db
    .update(posts)
    .set({ ...columns, deleted: false, deletedAt: null })
    .where(and(eq(posts.id, postId), eq(posts.userId, userId)));
}

export async function insertImportedPosts(db: Database, rows: NewPost[]) {
  for (const chunk of inChunks(rows, 200)) await db.insert(posts).values(chunk);
}

/**
 * The pictures the person's deleted posts still keep until purged (decision 0064): an export
 * leaves them out, as it leaves out those posts.
 */
export async function listImagesOfDeletedPosts(db: Database, userId: string): Promise<string[]> {
  const rows = await db
    .select({ image: posts.image })
    .from(posts)
    .where(and(eq(posts.userId, userId), eq(posts.deleted, true), isNotNull(posts.image)));
  return rows.flatMap((row) => (row.image ? [row.image] : []));
}

/** Who owns each of these post ids, for the ids that name a post (deleted ones included). */
export const ownersOfPosts = (db: Database, ids: readonly string[]) => ownersOf(db, posts, ids);
