import { randomUUID } from 'node:crypto';
import { pseudonymOfPost } from '@app/domain/display-users.ts';
import { RESTORE_DAYS } from '@app/domain/limits.ts';
import {
  blankPrivatePostFields,
  holdsPrivateWriting,
  POST_FIELD_NAMES,
} from '@app/domain/post-fields.ts';
import { titleOrDefault } from '@app/domain/post-text.ts';
import { POST_FILTER_CATEGORIES, POST_TYPES, type PostCategory } from '@app/domain/post-types.ts';
import {
  type DeletedPostListResponse,
  type ParsedCreatePostRequest,
  type ParsedPostInput,
  type Post,
  type PostDetail,
  type PostListFilter,
  type PostListResponse,
  pickPostWriting,
} from '@app/domain/posts.schemas.ts';
import type { Database } from '../../db/client.ts';
import { DomainError, notFound } from '../../domain-errors.ts';
import { assertMayModeratePost } from '../../policies/moderation.ts';
import { assertWritingFitsJournal, journalSealed, journalStateOf } from '../../policies/people.ts';
import { findPostViewer, isListOpenTo } from '../../policies/post-visibility.ts';
import { authorAsSeenBy } from '../../policies/privacy.ts';
import { chargeWriting } from '../../policies/storage-rooms.ts';
import { type AccessPolicy, assertCanCreate } from '../billing/billing.service.ts';
import { listFeedbackShownTo } from '../community/suggestions.service.ts';
import { findOwnImage, releaseImage } from '../images/images.service.ts';
import {
  deleteNoticesOfPost,
  recordNotice,
  type SendNoticeMail,
} from '../notices/notices.service.ts';
import {
  closeOwnDraftRows,
  countLivePosts,
  findLiveIdentityPostRow,
  findNewestOwnDraftRow,
  findOwnLivePostRow,
  insertIdentityIfNone,
  insertPostIfIdIsFree,
  isSecondIdentity,
  listDeletedRows,
  lockOwnLivePost,
  lockReadablePost,
  markOwnPostDeleted,
  purgeDueBatch,
  restoreOwnPost,
  type SavedColumns,
  setApprovalOfReadable,
  setOwnActionItems,
  updateOwnLivePost,
} from './post-writes.repository.ts';
import {
  countListed,
  decodeCursor,
  encodeCursor,
  findListPage,
  findReadablePostRow,
  type ListPageRequest,
  type PostRow,
} from './posts.repository.ts';

const postNotFound = () => notFound('That post');

/** Posts that exist for their authors: not deleted, drafts included. */
export async function countPosts(db: Database): Promise<number> {
  return countLivePosts(db);
}

type PostAuthor = ReturnType<typeof authorAsSeenBy>;

/**
 * toPost's object literal, written once from the domain's table of post fields and compiled,
 * as the answers' serializers are (decision 0027): a page of posts built by copying the fields
 * in a loop costs three to four times as much (decision 0036). The table's names are
 * identifiers of our own; the check keeps anything else out of the source.
 */
function compilePostBuilder(): (row: PostRow, author: PostAuthor) => Post {
  for (const name of POST_FIELD_NAMES) {
    if (!/^[A-Za-z][A-Za-z0-9]*$/.test(name)) throw new Error(`Not a field name: ${name}`);
  }
  const fields = POST_FIELD_NAMES.map((name) => `${name}: row.${name},`).join('\n');
  const source = `return {
    _id: row.id,
    user: author.user,
    isOwner: author.isOwner,
    fakeUser: row.fakeUser,
    category: row.category,
    ${fields}
    image: row.image,
    imageWidth: row.image ? row.imageWidth : null,
    imageHeight: row.image ? row.imageHeight : null,
    sealed: row.sealed,
    uncheckedItems: row.uncheckedItems,
    approvalStatus: row.approvalStatus,
    created: row.createdAt.toISOString(),
    lastUpdate: row.lastUpdate.toISOString(),
    importedFrom: row.importedFrom,
  };`;
  return new Function('row', 'author', source) as (row: PostRow, author: PostAuthor) => Post;
}

const buildPost = compilePostBuilder();

/**
 * A post as the viewer may see it. The author's id goes only to the author: everyone else
 * sees the post under its pseudonym (fakeUser), never who wrote it (policies/privacy.ts).
 * Deleting an image nulls only the id (the foreign key): its sizes go with it.
 */
export function toPost(row: PostRow, viewerId: string): Post {
  return buildPost(row, authorAsSeenBy(viewerId, row.userId));
}

function assertShareable(input: ParsedPostInput) {
  if (input.shareForFeedback && !POST_TYPES[input.category].shareable) {
    throw new DomainError(
      'invalid',
      'not_shareable',
      'Posts of this kind cannot be shared for feedback.',
    );
  }
}

type PostImage = { id: string; width: number; height: number } | null;

/**
 * A post's picture must be an image of the author's own; a new one sealed as the journal takes
 * the post's writing (a sealed journal's picture sealed, an open one's plain). The picture the
 * post already shows stays as it is: sealing or unsealing changes it in its own batches. Its
 * size comes from the image.
 */
async function resolvePostImage(
  db: Database,
  userId: string,
  input: ParsedPostInput,
  shownImage: string | null = null,
): Promise<PostImage> {
  if (input.image === null) return null;
  const image = await findOwnImage(db, userId, input.image);
  if (!image) throw new DomainError('invalid', 'invalid_image', 'That image was not found.');
  if (input.image.toLowerCase() === shownImage) {
    return { id: input.image, width: image.width, height: image.height };
  }
  await assertWritingFitsJournal(db, userId, {
    isSealed: image.sealed,
    isShared: input.shareForFeedback || input.shareForResearch,
  });
  return { id: input.image, width: image.width, height: image.height };
}

/**
 * The columns a save writes, each named: nothing the client sends reaches the row unless it
 * is listed here (owner, approval, pseudonym, dates and deletion are the server's). A sealed
 * post keeps its envelope and blanks every private field, whatever the body says of them.
 */
function columnsFromInput(input: ParsedPostInput, image: PostImage) {
  const writing = input.sealed
    ? { ...pickPostWriting(input), ...blankPrivatePostFields(), title: '', uncheckedItems: 0 }
    : {
        ...pickPostWriting(input),
        title: titleOrDefault(input.title, input.category),
        uncheckedItems: input.actionItems.filter((item) => !item.complete).length,
      };
  return {
    category: input.category,
    ...writing,
    sealed: input.sealed,
    image: image?.id ?? null,
    imageWidth: image?.width ?? null,
    imageHeight: image?.height ?? null,
    // Every save by the author asks for a (new) review (docs/product.md section 4).
    approvalStatus: 'needs_review',
  } satisfies SavedColumns;
}

/**
 * A post's writing as its journal takes it (policies/people.ts), and a sealed post's only in
 * its envelope.
 */
function assertSealedAsTheJournalIs(tx: Database, userId: string, input: ParsedPostInput) {
  if (input.sealed && holdsPrivateWriting(input)) {
    throw new DomainError(
      'invalid',
      'writing_beside_envelope',
      'A sealed post carries its writing only in its envelope: send it sealed, or unsealed.',
    );
  }
  return assertWritingFitsJournal(tx, userId, {
    isSealed: input.sealed !== null,
    ...(input.sealed && { keyId: input.sealed.k }),
    isShared: input.shareForFeedback || input.shareForResearch,
  });
}

/**
 * A post's pseudonym, given when it is first shared for feedback and kept for ever after
 * (readers recognise it across edits). It is read from the post's id, so the author's preview
 * shows it before sharing (decision 0063). 0 is the anonymous label and never given.
 */
function fakeUserFor(
  current: number | null,
  postId: string,
  input: ParsedPostInput,
): number | null {
  if (current !== null || !input.shareForFeedback) return current;
  return pseudonymOfPost(postId);
}

/**
 * Writes a new post, within the person's room for writing (`writingRoomBytes`). With a
 * client-made id the create is idempotent: the same id again from
 * the same person answers the post it made (unchanged: the first write wins), so a retry
 * after a lost answer or an offline outbox sending twice never makes a second post. An id
 * that names someone else's post, or one of theirs since deleted, is refused (409) without
 * saying whose it is or touching it.
 */
export async function createPost(
  db: Database,
  userId: string,
  input: ParsedCreatePostRequest,
  now: Date,
  access: AccessPolicy,
  writingRoomBytes: number,
): Promise<Post> {
  const { id: clientId, ...content } = input;
  if (clientId) {
    const created = await findCreatedPost(db, userId, clientId);
    if (created) return created;
  }
  // Made here when the client made none: the pseudonym is read from it.
  const id = clientId?.toLowerCase() ?? randomUUID();
  // Only creating needs access (docs/security.md, promise 29): saving, reading and deleting never ask.
  await assertCanCreate(db, userId, now, access);
  assertShareable(content);
  // A picture is held (findOwnImage's lock) until the post that shows it is committed.
  const row = await db
    .transaction(async (tx) => {
      await assertSealedAsTheJournalIs(tx, userId, content);
      const image = await resolvePostImage(tx, userId, content);
      const inserted = await insertPostIfIdIsFree(tx, {
        id,
        userId,
        ...columnsFromInput(content, image),
        fakeUser: fakeUserFor(null, id, content),
      });
      if (inserted) await chargeWriting(tx, userId, inserted.writingBytes, writingRoomBytes);
      return inserted;
    })
    .catch((error: unknown) => {
      throw identityConflictOr(error);
    });
  if (row) return toPost(row, userId);
  // The id was taken between the look-up and the insert: by this person's other try, or not.
  const created = clientId ? await findCreatedPost(db, userId, id) : null;
  if (created) return created;
  throw new DomainError(
    'conflict',
    'post_id_taken',
    'That post id is already used. Write the post again.',
  );
}

/** The person's own live post with a client-made id, if a create with that id already ran. */
async function findCreatedPost(db: Database, userId: string, id: string): Promise<Post | null> {
  const row = await findOwnLivePostRow(db, userId, id.toLowerCase());
  return row ? toPost(row, userId) : null;
}

/**
 * The author saving their post (the whole post, as the form sends it), within their room for
 * writing (`writingRoomBytes`).
 */
export async function updatePost(
  db: Database,
  userId: string,
  postId: string,
  input: ParsedPostInput,
  writingRoomBytes: number,
): Promise<Post> {
  assertShareable(input);
  const save = db.transaction(async (tx) => {
    const current = await lockOwnLivePost(tx, userId, postId);
    // Someone else's post, even one they may read, is not theirs to change: it does not exist.
    if (!current) throw postNotFound();
    await assertSealedAsTheJournalIs(tx, userId, input);
    const image = await resolvePostImage(tx, userId, input, current.image);
    const row = await updateOwnLivePost(
      tx,
      userId,
      postId,
      {
        ...columnsFromInput(input, image),
        fakeUser: fakeUserFor(current.fakeUser, postId, input),
      },
      true,
    );
    if (!row) throw postNotFound();
    await chargeWriting(tx, userId, row.writingBytes - current.writingBytes, writingRoomBytes);
    // A replaced or removed picture goes when nothing else (an avatar, another post) shows it.
    if (current.image && current.image !== row.image) await releaseImage(tx, current.image);
    return toPost(row, userId);
  });
  return save.catch((error: unknown) => {
    throw identityConflictOr(error);
  });
}

/**
 * A moderator approves or rejects a post shared for feedback. It leaves last_update alone:
 * a decision is not an edit, and must not move the post up its author's list. An approval of a
 * post not approved tells its author, in the same transaction, and by e-mail when theirs is
 * claimed (sent after the commit, through `sendMail`).
 */
export async function moderatePost(
  db: Database,
  userId: string,
  postId: string,
  approvalStatus: 'approved' | 'rejected',
  notify: { now: Date; sendMail: SendNoticeMail },
): Promise<Post> {
  const viewer = await findPostViewer(db, userId);
  const { post, mail } = await db.transaction(async (tx) => {
    const current = await lockReadablePost(tx, viewer, postId);
    if (!current) throw postNotFound();
    assertMayModeratePost(viewer, current.userId);
    const row = await setApprovalOfReadable(tx, viewer, postId, approvalStatus);
    if (!row) throw postNotFound();
    const isNewlyApproved = approvalStatus === 'approved' && current.approvalStatus !== 'approved';
    const mail = isNewlyApproved
      ? await recordNotice(tx, { userId: row.userId, kind: 'post_approved', postId }, notify.now)
      : null;
    return { post: toPost(row, userId), mail };
  });
  if (mail) await notify.sendMail(mail);
  return post;
}

/** A post with the suggestions the viewer may see on it (the community module decides). */
export async function getPost(db: Database, userId: string, postId: string): Promise<PostDetail> {
  const viewer = await findPostViewer(db, userId);
  const row = await findReadablePostRow(db, viewer, postId);
  if (!row) throw postNotFound();
  const feedback = await listFeedbackShownTo(db, viewer, { id: row.id, authorId: row.userId });
  return { ...toPost(row, userId), feedback };
}

const DAY_MS = 24 * 60 * 60 * 1000;
const RESTORE_MS = RESTORE_DAYS * DAY_MS;

/**
 * Soft delete (decision 0064): the row stays, marked deleted at `now`, and is invisible
 * everywhere but the person's "Recently deleted" list. Its writing and picture stay for
 * RESTORE_DAYS, still counted in the person's rooms, so deleting and writing again can never
 * store more than the rooms hold; purgeDeletedPosts clears them after that.
 */
export async function deletePost(
  db: Database,
  userId: string,
  postId: string,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    if (!(await markOwnPostDeleted(tx, userId, postId, now))) throw postNotFound();
    await deleteNoticesOfPost(tx, postId);
  });
}

/**
 * The days left to restore a post deleted at `deletedAt`, as of `now`, a day begun counted
 * whole: RESTORE_DAYS just after deleting, 1 on its last day.
 */
function daysLeftOf(deletedAt: Date, now: Date): number {
  const left = deletedAt.getTime() + RESTORE_MS - now.getTime();
  return Math.max(1, Math.ceil(left / DAY_MS));
}

/**
 * A page of the person's recently deleted posts, newest deleted first: their own only, never
 * their writing (the title says which), each with the days left to restore it.
 */
export async function listDeletedPosts(
  db: Database,
  userId: string,
  options: { limit: number; starting_after?: string | undefined },
  now: Date,
): Promise<DeletedPostListResponse> {
  const after = options.starting_after ? decodeCursor(options.starting_after) : null;
  const rows = await listDeletedRows(
    db,
    userId,
    new Date(now.getTime() - RESTORE_MS),
    after,
    options.limit + 1,
  );
  const page = rows.slice(0, options.limit);
  const last = page.at(-1);
  const hasMore = rows.length > options.limit;
  return {
    data: page.map((row) => {
      const deletedAt = row.deletedAt ?? now;
      return {
        _id: row.id,
        category: row.category,
        title: titleOrDefault(row.title, row.category),
        sealed: row.sealed,
        created: row.createdAt.toISOString(),
        deletedAt: deletedAt.toISOString(),
        daysLeft: daysLeftOf(deletedAt, now),
      };
    }),
    has_more: hasMore,
    next_cursor: hasMore && last ? encodeCursor({ time: last.cursorTime, id: last.id }) : null,
  };
}

/**
 * Brings a recently deleted post of the person's back to their lists as it was, but not to the
 * community: a shared post comes back private, and is shared again only when its author shares
 * it again (a save, which asks for a new review). Someone else's post, one never deleted and
 * one already purged do not exist here (404). A second identity record is refused (409).
 */
export async function restorePost(
  db: Database,
  userId: string,
  postId: string,
  now: Date,
): Promise<Post> {
  try {
    const row = await restoreOwnPost(db, userId, postId, new Date(now.getTime() - RESTORE_MS));
    if (!row) throw postNotFound();
    return toPost(row, userId);
  } catch (error) {
    throw identityConflictOr(error);
  }
}

/** How many posts one transaction of the purge clears. */
const PURGE_BATCH = 100;

/**
 * Purges the posts deleted RESTORE_DAYS or more before `now`: their writing but the title goes
 * back to the defaults, their pictures go (when nothing else shows them) and both rooms get
 * the room back; the row and its title stay, marked deleted (decision 0060). Rows are claimed
 * FOR UPDATE SKIP LOCKED, so any number of servers may run it at once. Answers how many posts
 * it purged.
 */
export async function purgeDeletedPosts(db: Database, now: Date): Promise<number> {
  const deletedBefore = new Date(now.getTime() - RESTORE_MS);
  let purged = 0;
  for (;;) {
    const batch = await db.transaction(async (tx) => {
      const { due, cleared } = await purgeDueBatch(tx, deletedBefore, PURGE_BATCH);
      if (due.length === 0) return due;
      const before = new Map(due.map((row) => [row.id, row]));
      const freed = new Map<string, number>();
      for (const row of cleared) {
        const old = before.get(row.id);
        if (!old) continue;
        freed.set(old.userId, (freed.get(old.userId) ?? 0) + row.writingBytes - old.writingBytes);
      }
      // Never a growth: the room is not asked. One person at a time, in a fixed order.
      for (const [owner, bytes] of [...freed].sort(([a], [b]) => a.localeCompare(b))) {
        await chargeWriting(tx, owner, bytes, 0);
      }
      return due;
    });
    // Pictures go after the rows let go of them, as when a save removes one.
    for (const row of batch) if (row.image) await releaseImage(db, row.image);
    purged += batch.length;
    if (batch.length < PURGE_BATCH) return purged;
  }
}

// The single identity post and drafts ----------------------------------------------------------

/**
 * A person has one identity post (posts_one_identity_idx): writing a second one, or turning
 * another post into one, is refused as a conflict rather than failing as a server error.
 */
function identityConflictOr(error: unknown): unknown {
  return isSecondIdentity(error)
    ? new DomainError(
        'conflict',
        'identity_exists',
        'You already have an identity record. Edit that one.',
      )
    : error;
}

/**
 * The person's identity post, created with `defaults` when they have none. The partial unique
 * index posts_one_identity_idx keeps it single: of concurrent first requests one inserts, the
 * others' inserts do nothing (they wait for the winner) and they read the winner's row.
 */
export async function findOrCreateIdentityPost(
  db: Database,
  userId: string,
  defaults: { title: string; identity: string },
  writingRoomBytes: number,
): Promise<Post> {
  const existing = await findLiveIdentityPostRow(db, userId);
  if (existing) return toPost(existing, userId);
  const created = await db.transaction(async (tx) => {
    const inserted = await insertIdentityIfNone(tx, userId, defaults);
    if (inserted) await chargeWriting(tx, userId, inserted.writingBytes, writingRoomBytes);
    return inserted;
  });
  const row = created ?? (await findLiveIdentityPostRow(db, userId));
  if (!row) throw new Error('identity post neither created nor found');
  return toPost(row, userId);
}

/**
 * Saves only the action items of the author's post (the top bar's "Preferred You" list).
 * Ticking or unticking items is not an edit: approval and last_update stay, so a shared post
 * stays approved and the post keeps its place in the lists. Adding, removing, rewording or
 * reordering items changes what readers see: that is an edit like any save (a new review, and
 * the post moves up).
 */
export async function saveActionItems(
  db: Database,
  userId: string,
  postId: string,
  actionItems: ParsedPostInput['actionItems'],
  writingRoomBytes: number,
): Promise<Post> {
  return db.transaction(async (tx) => {
    const current = await lockOwnLivePost(tx, userId, postId);
    if (!current) throw postNotFound();
    // A sealed post's items are in its envelope, and a sealed journal takes no plain items:
    // the whole post is saved, sealed.
    const state = await journalStateOf(tx, userId, true);
    if (current.isSealed || (state !== 'open' && state !== 'unsealing')) throw journalSealed();
    const isSameList =
      current.actionItems.length === actionItems.length &&
      current.actionItems.every((item, i) => item.action === actionItems[i]?.action);
    const row = await setOwnActionItems(tx, userId, postId, actionItems, !isSameList);
    if (!row) throw postNotFound();
    await chargeWriting(tx, userId, row.writingBytes - current.writingBytes, writingRoomBytes);
    return toPost(row, userId);
  });
}

/** The person's newest draft of a category (a current excitement), or null. */
export async function findNewestOwnDraft(
  db: Database,
  userId: string,
  category: PostCategory,
): Promise<Post | null> {
  const row = await findNewestOwnDraftRow(db, userId, category);
  return row ? toPost(row, userId) : null;
}

/**
 * Ends the person's drafts of a category (draft false): the posts stay. Not an edit, so
 * approval and last_update stay as they are.
 */
export async function closeOwnDrafts(
  db: Database,
  userId: string,
  category: PostCategory,
): Promise<void> {
  await closeOwnDraftRows(db, userId, category);
}

// Lists ---------------------------------------------------------------------------------------

type ListPostsOptions = {
  filter: PostListFilter;
  limit: number;
  starting_after?: string | undefined;
  ending_before?: string | undefined;
  category?: PostCategory | undefined;
  draft?: boolean | undefined;
};

/** The view and filters the options ask for; a filter category stands for the ones it includes. */
function listFiltersOf(
  userId: string,
  options: Pick<ListPostsOptions, 'filter' | 'category' | 'draft'>,
): Omit<ListPageRequest, 'after' | 'before' | 'rows'> {
  const filterCategory = POST_FILTER_CATEGORIES.find((c) => c.value === options.category);
  return {
    view: options.filter,
    userId,
    categories: filterCategory?.includes ?? (options.category ? [options.category] : null),
    draft: options.draft ?? null,
  };
}

/** How many posts the view holds with its filters (count_posts=true). */
export async function countListedPosts(
  db: Database,
  userId: string,
  options: Pick<ListPostsOptions, 'filter' | 'category' | 'draft'>,
): Promise<number> {
  if (!(await isListOpenTo(db, userId, options.filter))) return 0;
  return countListed(db, listFiltersOf(userId, options));
}

const EMPTY_PAGE: PostListResponse = {
  data: [],
  has_more: false,
  has_more_after: false,
  next_cursor: null,
  previous_cursor: null,
};

/**
 * One page of a list view, newest first, by cursor (docs/product.md section 4 "Paging"): no offset, so
 * every page is a range scan of the view's partial index, and posts written between requests
 * appear only above the pages already read, never shifting them.
 * `starting_after` gives the older page after a cursor; `ending_before` the newer page before
 * one. `has_more`: older posts lie past the page; `has_more_after`: newer posts lie before it.
 */
export async function listPosts(
  db: Database,
  userId: string,
  options: ListPostsOptions,
): Promise<PostListResponse> {
  if (options.starting_after !== undefined && options.ending_before !== undefined) {
    throw new DomainError(
      'invalid',
      'invalid_request',
      'Ask for posts after one cursor or before one, not both.',
    );
  }
  const after = options.starting_after === undefined ? null : decodeCursor(options.starting_after);
  const before = options.ending_before === undefined ? null : decodeCursor(options.ending_before);
  if (!(await isListOpenTo(db, userId, options.filter))) return EMPTY_PAGE;
  const { rows, isMoreOtherWay } = await findListPage(db, {
    ...listFiltersOf(userId, options),
    after,
    before,
    rows: options.limit + 1,
  });

  const isUpwards = before !== null;
  const isMoreThisWay = rows.length > options.limit;
  const page = rows.slice(0, options.limit);
  if (isUpwards) page.reverse();
  const first = page[0];
  const last = page[page.length - 1];
  return {
    data: page.map((row) => toPost(row, userId)),
    has_more: isUpwards ? isMoreOtherWay : isMoreThisWay,
    has_more_after: isUpwards ? isMoreThisWay : isMoreOtherWay,
    next_cursor: last ? encodeCursor({ time: last.cursorTime, id: last.id }) : null,
    previous_cursor: first ? encodeCursor({ time: first.cursorTime, id: first.id }) : null,
  };
}
