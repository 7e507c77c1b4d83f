import { randomInt } from 'node:crypto';
import { DISPLAY_USER_COUNT } from '@app/domain/limits.ts';
import { DEFAULT_IDENTITY_TEXT, DEFAULT_IDENTITY_TITLE } from '@app/domain/post-fields.ts';
import { titleOrDefault } from '@app/domain/post-text.ts';
import type { PostCategory } from '@app/domain/post-types.ts';
import {
  type ImportedFrom,
  type ParsedPostInput,
  pickPostWriting,
} from '@app/domain/posts.schemas.ts';
import { and, asc, eq, gte, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { inChunks } from '../../db/in-chunks.ts';
import { ownersOf } from '../../db/owners-of.ts';
import { posts } from '../../db/schema/posts.ts';
import { type AccessPolicy, assertCanCreate } from '../billing/billing.service.ts';

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

export type ImportedPost = ParsedPostInput & {
  /** The row the import chose for it (decision 0029): free, or already the person's. */
  id: string;
  created: Date;
  lastUpdate: Date;
  /** The picture, already stored as the person's (its id here) with its size; or null. */
  picture: { id: string; width: number; height: number } | null;
  /** The other journal it first came from, or null. */
  importedFrom: ImportedFrom | null;
};

export type PostsImportResult = { added: number; restored: number; identityMerged: boolean };

/**
 * The columns an imported post writes. Approval is the moderators' and is never imported:
 * like any save, a post asks for a (new) review. Owner, pseudonym and deletion are the server's.
 */
function columnsOf(post: ImportedPost) {
  return {
    category: post.category,
    ...pickPostWriting(post),
    title: titleOrDefault(post.title, post.category),
    image: post.picture?.id ?? null,
    imageWidth: post.picture?.width ?? null,
    imageHeight: post.picture?.height ?? null,
    uncheckedItems: post.actionItems.filter((item) => !item.complete).length,
    approvalStatus: 'needs_review',
    createdAt: post.created,
    lastUpdate: post.lastUpdate,
    importedFrom: post.importedFrom,
  } satisfies Partial<typeof posts.$inferInsert>;
}

const isLiveIdentity = sql`${posts.category} = 'identity' and not ${posts.deleted}`;

/**
 * The identity record is one per person: an archived one merges into the person's live one.
 * A record never edited (the defaults, no items) takes the archive's text; otherwise the
 * person's text stays and the archive's action items it lacks (by their words) are added.
 * Answers whether anything changed.
 */
async function mergeIdentity(
  db: Database,
  current: OwnPostRow,
  archived: ImportedPost,
): Promise<boolean> {
  const isUntouched =
    current.title === DEFAULT_IDENTITY_TITLE &&
    current.identity === DEFAULT_IDENTITY_TEXT &&
    current.actionItems.length === 0 &&
    current.image === null;
  if (isUntouched) {
    const { createdAt: _created, ...content } = columnsOf(archived);
    await db.update(posts).set(content).where(eq(posts.id, current.id));
    return true;
  }
  const known = new Set(current.actionItems.map((item) => item.action));
  const missing = archived.actionItems.filter((item) => !known.has(item.action));
  if (missing.length === 0) return false;
  const actionItems = [...current.actionItems, ...missing];
  await db
    .update(posts)
    .set({
      actionItems,
      uncheckedItems: actionItems.filter((item) => !item.complete).length,
      approvalStatus: 'needs_review',
      lastUpdate: sql`now()`,
    })
    .where(eq(posts.id, current.id));
  return true;
}

/**
 * Writes an archive's posts for the person, each under the id the import chose for it
 * (decision 0029): a post of theirs there that is live is left alone; one of theirs that was
 * deleted comes back with the archive's text; any other is inserted, never merged into a row
 * that exists, so a row someone else wrote in the meantime fails the insert (and the import)
 * rather than being skipped. Adding asks the billing rule, as creating does. Run it inside the
 * import's transaction.
 */
export async function importPosts(
  db: Database,
  userId: string,
  archived: readonly ImportedPost[],
  access: AccessPolicy,
): Promise<PostsImportResult> {
  const result: PostsImportResult = { added: 0, restored: 0, identityMerged: false };
  const [liveIdentity] = await db
    .select()
    .from(posts)
    .where(and(eq(posts.userId, userId), isLiveIdentity))
    .limit(1);

  const theirs = new Map<string, { deleted: boolean }>();
  for (const chunk of inChunks(archived.map((post) => post.id))) {
    const rows = await db
      .select({ id: posts.id, deleted: posts.deleted })
      .from(posts)
      .where(and(eq(posts.userId, userId), inArray(posts.id, chunk)));
    for (const row of rows) theirs.set(row.id, { deleted: row.deleted });
  }

  const toAdd: Array<typeof posts.$inferInsert> = [];
  for (const post of archived) {
    const row = theirs.get(post.id);
    if (post.category === 'identity' && liveIdentity && liveIdentity.id !== post.id) {
      result.identityMerged =
        (await mergeIdentity(db, liveIdentity, post)) || result.identityMerged;
      continue;
    }
    if (row && !row.deleted) continue;
    if (row) {
      await db
        .update(posts)
        .set({ ...columnsOf(post), deleted: false, deletedAt: null })
        .where(and(eq(posts.id, post.id), eq(posts.userId, userId)));
      result.restored += 1;
      continue;
    }
    toAdd.push({
      id: post.id,
      userId,
      ...columnsOf(post),
      fakeUser: post.shareForFeedback ? randomInt(1, DISPLAY_USER_COUNT) : null,
    });
  }
  if (toAdd.length > 0) {
    await assertCanCreate(db, userId, access);
    for (const chunk of inChunks(toAdd, 200)) await db.insert(posts).values(chunk);
    result.added = toAdd.length;
  }
  return result;
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
