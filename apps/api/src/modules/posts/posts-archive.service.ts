import { randomInt } from 'node:crypto';
import { DISPLAY_USER_COUNT } from '@app/domain/limits.ts';
import { DEFAULT_IDENTITY_TEXT, DEFAULT_IDENTITY_TITLE } from '@app/domain/post-fields.ts';
import { titleOrDefault } from '@app/domain/post-text.ts';
import {
  type ImportedFrom,
  type ParsedPostInput,
  pickPostWriting,
} from '@app/domain/posts.schemas.ts';
import type { Database } from '../../db/client.ts';
import { type AccessPolicy, assertCanCreate } from '../billing/billing.service.ts';
import {
  findLiveIdentityRow,
  findOwnPostStates,
  type ImportedPostColumns,
  insertImportedPosts,
  type NewPost,
  type OwnPostRow,
  replacePostContent,
  restoreImportedPost,
  setIdentityActionItems,
} from './posts-archive.repository.ts';

type ImportedPost = Omit<ParsedPostInput, 'sealed'> & {
  /** The row the import chose for it (decision 0029): free, or already the person's. */
  id: string;
  created: Date;
  lastUpdate: Date;
  /** The picture, already stored as the person's (its id here) with its size; or null. */
  picture: { id: string; width: number; height: number } | null;
  /** The other journal it first came from, or null. */
  importedFrom: ImportedFrom | null;
};

type PostsImportResult = { added: number; restored: number; identityMerged: boolean };

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
  } satisfies ImportedPostColumns;
}

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
    await replacePostContent(db, current.id, content);
    return true;
  }
  const known = new Set(current.actionItems.map((item) => item.action));
  const missing = archived.actionItems.filter((item) => !known.has(item.action));
  if (missing.length === 0) return false;
  const actionItems = [...current.actionItems, ...missing];
  await setIdentityActionItems(db, current.id, actionItems);
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
  now: Date,
  access: AccessPolicy,
): Promise<PostsImportResult> {
  const result: PostsImportResult = { added: 0, restored: 0, identityMerged: false };
  const liveIdentity = await findLiveIdentityRow(db, userId);
  const theirs = await findOwnPostStates(
    db,
    userId,
    archived.map((post) => post.id),
  );

  const toAdd: NewPost[] = [];
  for (const post of archived) {
    const row = theirs.get(post.id);
    if (post.category === 'identity' && liveIdentity && liveIdentity.id !== post.id) {
      result.identityMerged =
        (await mergeIdentity(db, liveIdentity, post)) || result.identityMerged;
      continue;
    }
    if (row && !row.deleted) continue;
    if (row) {
      await restoreImportedPost(db, userId, post.id, columnsOf(post));
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
    await assertCanCreate(db, userId, now, access);
    await insertImportedPosts(db, toAdd);
    result.added = toAdd.length;
  }
  return result;
}
