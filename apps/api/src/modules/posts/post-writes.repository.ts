import type { PostCategory } from '@app/domain/post-types.ts';
import type { ParsedPostInput } from '@app/domain/posts.schemas.ts';
import type { SealedEnvelope } from '@app/domain/sealed-records.schemas.ts';
import {
  and,
  asc,
  desc,
  eq,
  gt,
  inArray,
  isNotNull,
  isNull,
  lte,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  LIVE_DRAFTS_INDEX,
  LIVE_IDENTITY_INDEX,
  POST_WRITING_FIELDS,
  PURGE_DUE_INDEX,
  posts,
  RECENTLY_DELETED_INDEX,
} from '../../db/schema/posts.ts';
import { type PostViewer, readablePostsOf } from '../../policies/post-visibility.ts';
import type { Cursor, PostRow } from './posts.repository.ts';

/*
 * The posts' writes, and the reads that lock or page what they change (the hot reads and the
 * list views are in posts.repository.ts). Which changes are allowed is the service's.
 */

export type NewPost = typeof posts.$inferInsert;
/** What a save of the author's writes: their writing, its picture and the approval it asks. */
export type SavedColumns = Omit<
  NewPost,
  'id' | 'userId' | 'fakeUser' | 'deleted' | 'deletedAt' | 'createdAt' | 'lastUpdate'
>;

const isOwnLivePost = (userId: string, postId: string) =>
  and(eq(posts.id, postId), eq(posts.userId, userId), eq(posts.deleted, false));

/** The predicate of posts_one_identity_idx: PostgreSQL matches the ON CONFLICT below to it. */
const isLiveIdentity = LIVE_IDENTITY_INDEX.where(posts);
const isLiveDraft = LIVE_DRAFTS_INDEX.where(posts);

export function countLivePosts(db: Database): Promise<number> {
  return db.$count(posts, eq(posts.deleted, false));
}

/** True when the error, or one in its cause chain, broke the one-identity index. */
export function isSecondIdentity(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    const { code, constraint, cause } = current as {
      code?: unknown;
      constraint?: unknown;
      cause?: unknown;
    };
    if (code === '23505' && constraint === LIVE_IDENTITY_INDEX.name) return true;
    current = cause;
  }
  return false;
}

/** Inserts the post unless its id is taken; answers the row, or null when it was. */
export async function insertPostIfIdIsFree(tx: Database, post: NewPost): Promise<PostRow | null> {
  const [row] = await tx
    .insert(posts)
    .values(post)
    .onConflictDoNothing({ target: posts.id })
    .returning();
  return row ?? null;
}

export async function findOwnLivePostRow(
  db: Database,
  userId: string,
  postId: string,
): Promise<PostRow | null> {
  const [row] = await db.select().from(posts).where(isOwnLivePost(userId, postId)).limit(1);
  return row ?? null;
}

/** What a save reads of the person's own live post, locked until the transaction ends. */
export async function lockOwnLivePost(tx: Database, userId: string, postId: string) {
  const [current] = await tx
    .select({
      image: posts.image,
      fakeUser: posts.fakeUser,
      writingBytes: posts.writingBytes,
      actionItems: posts.actionItems,
      isSealed: sql<boolean>`${posts.sealed} is not null`,
    })
    .from(posts)
    .where(isOwnLivePost(userId, postId))
    .for('update');
  return current ?? null;
}

/**
 * Writes to the person's own live post; `isEdit` also moves it up the lists (last_update now).
 * Answers the row, or null when there is no such post.
 */
export async function updateOwnLivePost(
  tx: Database,
  userId: string,
  postId: string,
  changes: Partial<SavedColumns> & { fakeUser?: number | null },
  isEdit: boolean,
): Promise<PostRow | null> {
  const [row] = await tx
    .update(posts)
    .set({ ...changes, ...(isEdit && { lastUpdate: sql`now()` }) })
    .where(isOwnLivePost(userId, postId))
    .returning();
  return row ?? null;
}

/** A post the viewer may read, its author and approval locked until the transaction ends. */
export async function lockReadablePost(tx: Database, viewer: PostViewer, postId: string) {
  const [current] = await tx
    .select({ userId: posts.userId, approvalStatus: posts.approvalStatus })
    .from(posts)
    .where(and(eq(posts.id, postId), readablePostsOf(viewer)))
    .for('update');
  return current ?? null;
}

/** Sets the approval of a post the viewer may read, leaving last_update alone. */
export async function setApprovalOfReadable(
  tx: Database,
  viewer: PostViewer,
  postId: string,
  approvalStatus: 'approved' | 'rejected',
): Promise<PostRow | null> {
  const [row] = await tx
    .update(posts)
    .set({ approvalStatus })
    .where(and(eq(posts.id, postId), readablePostsOf(viewer)))
    .returning();
  return row ?? null;
}

/** Marks the person's own live post deleted at `now`; false when there is no such post. */
export async function markOwnPostDeleted(
  tx: Database,
  userId: string,
  postId: string,
  now: Date,
): Promise<boolean> {
  const [row] = await tx
    .update(posts)
    .set({ deleted: true, deletedAt: now })
    .where(isOwnLivePost(userId, postId))
    .returning({ id: posts.id });
  return row !== undefined;
}

const deletedCursorTime = sql<string>`to_char(${posts.deletedAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** Up to `rows` of the person's posts deleted after `deletedAfter`, newest deleted first. */
export function listDeletedRows(
  db: Database,
  userId: string,
  deletedAfter: Date,
  after: Cursor | null,
  rows: number,
) {
  return db
    .select({
      id: posts.id,
      category: posts.category,
      title: posts.title,
      sealed: posts.sealed,
      createdAt: posts.createdAt,
      deletedAt: posts.deletedAt,
      cursorTime: deletedCursorTime,
    })
    .from(posts)
    .where(
      and(
        eq(posts.userId, userId),
        RECENTLY_DELETED_INDEX.where(posts),
        gt(posts.deletedAt, deletedAfter),
        after
          ? sql`(${posts.deletedAt}, ${posts.id}) < (${after.time}::timestamptz, ${after.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(desc(posts.deletedAt), desc(posts.id))
    .limit(rows);
}

/**
 * Brings back the person's post deleted after `deletedAfter` and not purged, private again;
 * null when there is no such post.
 */
export async function restoreOwnPost(
  db: Database,
  userId: string,
  postId: string,
  deletedAfter: Date,
): Promise<PostRow | null> {
  const [row] = await db
    .update(posts)
    .set({ deleted: false, deletedAt: null, shareForFeedback: false })
    .where(
      and(
        eq(posts.id, postId),
        eq(posts.userId, userId),
        RECENTLY_DELETED_INDEX.where(posts),
        gt(posts.deletedAt, deletedAfter),
      ),
    )
    .returning();
  return row ?? null;
}

/**
 * A purged post's writing: every field that holds text back to its default but the title (at
 * most 200 characters, still counted), which the soft-deleted row keeps: the id stays the
 * person's, as imports and client-made ids need (decisions 0060, 0064).
 */
const CLEARED_WRITING = Object.fromEntries(
  POST_WRITING_FIELDS.filter((name) => name !== 'title').map((name) => [name, sql`default`]),
) as Partial<Record<(typeof POST_WRITING_FIELDS)[number], SQL>>;

/**
 * Purges up to `limit` posts deleted at or before `deletedBefore`, claimed FOR UPDATE SKIP
 * LOCKED: their writing but the title and their picture are cleared. Answers each one's owner,
 * picture and writing bytes before, and the bytes after.
 */
export async function purgeDueBatch(tx: Database, deletedBefore: Date, limit: number) {
  const due = await tx
    .select({
      id: posts.id,
      userId: posts.userId,
      image: posts.image,
      writingBytes: posts.writingBytes,
    })
    .from(posts)
    .where(and(PURGE_DUE_INDEX.where(posts), lte(posts.deletedAt, deletedBefore)))
    .orderBy(asc(posts.deletedAt))
    .limit(limit)
    .for('update', { skipLocked: true });
  if (due.length === 0) return { due, cleared: [] };
  const cleared = await tx
    .update(posts)
    .set({ ...CLEARED_WRITING, deletedAt: null, image: null, imageWidth: null, imageHeight: null })
    .where(
      inArray(
        posts.id,
        due.map((row) => row.id),
      ),
    )
    .returning({ id: posts.id, writingBytes: posts.writingBytes });
  return { due, cleared };
}

export async function findLiveIdentityPostRow(
  db: Database,
  userId: string,
): Promise<PostRow | null> {
  const [row] = await db
    .select()
    .from(posts)
    .where(and(eq(posts.userId, userId), isLiveIdentity))
    .limit(1);
  return row ?? null;
}

/** Creates the person's identity post unless they have one; answers it, or null when they did. */
export async function insertIdentityIfNone(
  tx: Database,
  userId: string,
  defaults: { title: string; identity: string },
): Promise<PostRow | null> {
  const [row] = await tx
    .insert(posts)
    .values({ userId, category: 'identity', title: defaults.title, identity: defaults.identity })
    .onConflictDoNothing({ target: posts.userId, where: isLiveIdentity })
    .returning();
  return row ?? null;
}

/** Sets a post's action items; `isEdit` also asks for a new review and moves it up the lists. */
export async function setOwnActionItems(
  tx: Database,
  userId: string,
  postId: string,
  actionItems: ParsedPostInput['actionItems'],
  isEdit: boolean,
): Promise<PostRow | null> {
  const [row] = await tx
    .update(posts)
    .set({
      actionItems,
      uncheckedItems: actionItems.filter((item) => !item.complete).length,
      ...(isEdit ? { approvalStatus: 'needs_review' as const, lastUpdate: sql`now()` } : {}),
    })
    .where(isOwnLivePost(userId, postId))
    .returning();
  return row ?? null;
}

export async function findNewestOwnDraftRow(
  db: Database,
  userId: string,
  category: PostCategory,
): Promise<PostRow | null> {
  const [row] = await db
    .select()
    .from(posts)
    .where(and(eq(posts.userId, userId), eq(posts.category, category), isLiveDraft))
    .orderBy(desc(posts.createdAt), desc(posts.id))
    .limit(1);
  return row ?? null;
}

/** Ends the person's drafts of a category (draft false), changing nothing else. */
export async function closeOwnDraftRows(db: Database, userId: string, category: PostCategory) {
  await db
    .update(posts)
    .set({ draft: false })
    .where(and(eq(posts.userId, userId), eq(posts.category, category), isLiveDraft));
}

/**
 * The person's posts whose writing is plain though their journal is being sealed: not sealed
 * and not shared (a shared post stays readable by its author's choice). Deleted ones count:
 * they keep their writing for restoring.
 */
const isPlainOfOwner = (userId: string) =>
  and(
    eq(posts.userId, userId),
    isNull(posts.sealed),
    eq(posts.shareForFeedback, false),
    eq(posts.shareForResearch, false),
  );

export function listPlainPostRows(db: Database, userId: string, rows: number) {
  return db.select().from(posts).where(isPlainOfOwner(userId)).orderBy(asc(posts.id)).limit(rows);
}

export function countPlainPosts(db: Database, userId: string): Promise<number> {
  return db.$count(posts, isPlainOfOwner(userId));
}

/**
 * Replaces a post's writing (sealing or unsealing it) if the post is still as `isAsRead` says
 * (plain, or sealed, and the person's) and unchanged since `lastUpdate` (to the millisecond,
 * as answers give it). Not an edit: the post keeps its place and its review. Answers the
 * change of the row's size, or null when the post changed meanwhile.
 */
async function replaceWritingIfUnchanged(
  tx: Database,
  isAsRead: SQL | undefined,
  postId: string,
  lastUpdate: Date,
  writing: Partial<NewPost>,
): Promise<number | null> {
  const isUnchanged = and(
    eq(posts.id, postId),
    isAsRead,
    sql`date_trunc('milliseconds', ${posts.lastUpdate}) = ${lastUpdate.toISOString()}::timestamptz`,
  );
  const [before] = await tx
    .select({ writingBytes: posts.writingBytes })
    .from(posts)
    .where(isUnchanged)
    .for('update');
  if (!before) return null;
  const [after] = await tx
    .update(posts)
    .set(writing)
    .where(eq(posts.id, postId))
    .returning({ writingBytes: posts.writingBytes });
  return after ? after.writingBytes - before.writingBytes : null;
}

/** A plain post of the person's sealed: its envelope, its private fields blank. */
export function sealPlainPost(
  tx: Database,
  userId: string,
  postId: string,
  lastUpdate: Date,
  blanks: Partial<NewPost>,
  sealed: SealedEnvelope,
): Promise<number | null> {
  return replaceWritingIfUnchanged(tx, isPlainOfOwner(userId), postId, lastUpdate, {
    ...blanks,
    sealed,
    uncheckedItems: 0,
  });
}

/** Every sealed post of the person, for Start over (decision 0068): their images to release. */
export async function deleteSealedPostRows(tx: Database, userId: string) {
  return tx.delete(posts).where(isSealedOfOwner(userId)).returning({ image: posts.image });
}

/**
 * The person's sealed posts, deleted ones too: what unsealing opens on the device; with
 * `notUnderKey`, only those sealed under another key, which a key change seals again.
 */
const isSealedOfOwner = (userId: string, notUnderKey?: string) =>
  and(
    eq(posts.userId, userId),
    isNotNull(posts.sealed),
    notUnderKey === undefined ? undefined : sql`${posts.sealed}->>'k' <> ${notUnderKey}`,
  );

export function listSealedPostRows(
  db: Database,
  userId: string,
  rows: number,
  notUnderKey?: string,
) {
  return db
    .select()
    .from(posts)
    .where(isSealedOfOwner(userId, notUnderKey))
    .orderBy(asc(posts.id))
    .limit(rows);
}

export function countSealedPosts(
  db: Database,
  userId: string,
  notUnderKey?: string,
): Promise<number> {
  return db.$count(posts, isSealedOfOwner(userId, notUnderKey));
}

/** A post of the person's sealed under another key, sealed again under the journal's new one. */
export function resealPost(
  tx: Database,
  userId: string,
  postId: string,
  lastUpdate: Date,
  sealed: SealedEnvelope,
): Promise<number | null> {
  return replaceWritingIfUnchanged(tx, isSealedOfOwner(userId, sealed.k), postId, lastUpdate, {
    sealed,
  });
}

/** A sealed post of the person's stored plain again, while their journal is unsealed. */
export function unsealSealedPost(
  tx: Database,
  userId: string,
  postId: string,
  lastUpdate: Date,
  writing: Partial<NewPost>,
): Promise<number | null> {
  return replaceWritingIfUnchanged(tx, isSealedOfOwner(userId), postId, lastUpdate, {
    ...writing,
    sealed: null,
  });
}
