import { blankPrivatePostFields } from '@app/domain/post-fields.ts';
import type { Post } from '@app/domain/posts.schemas.ts';
import type { SealPostsRequest, UnsealPostsRequest } from '@app/domain/seal.schemas.ts';
import type { Database } from '../../db/client.ts';
import { DomainError } from '../../domain-errors.ts';
import {
  journalKeyChanged,
  journalOf,
  journalStateOf,
  sealedToOpen,
} from '../../policies/people.ts';
import { chargeWriting, recountWriting } from '../../policies/storage-rooms.ts';
import { releaseImage } from '../images/images.service.ts';
import {
  countPlainPosts,
  countSealedPosts,
  deleteSealedPostRows,
  listPlainPostRows,
  listSealedPostRows,
  type NewPost,
  resealPost,
  sealPlainPost,
  unsealSealedPost,
} from './post-writes.repository.ts';
import { toPost } from './posts.service.ts';

/*
 * Sealing a journal's posts (decision 0068): the device reads the posts still plain, seals
 * each one and sends the envelopes back in batches. The server checks only that they are the
 * person's, unchanged since read, under the journal's key, and that the journal is being
 * sealed; it never sees the key. Changing the key (decision 0070) and unsealing run the same
 * way on what is sealed.
 */

const notSealing = () =>
  new DomainError('conflict', 'journal_not_sealing', 'This journal is not being sealed.');
const notUnsealing = () =>
  new DomainError(
    'conflict',
    'journal_not_unsealing',
    'This journal is neither being unsealed nor changing its key.',
  );

/** The next posts still plain, for the device to seal, and how many are left. */
export async function listPlainPosts(
  db: Database,
  userId: string,
  limit: number,
): Promise<{ data: Post[]; remaining: number }> {
  const state = await journalStateOf(db, userId);
  if (state !== 'sealing' && state !== 'sealed') throw notSealing();
  const [rows, remaining] = await Promise.all([
    listPlainPostRows(db, userId, limit),
    countPlainPosts(db, userId),
  ]);
  return { data: rows.map((row) => toPost(row, userId)), remaining };
}

/** Plain posts left: the seal module completes a journal's sealing only at none. */
export function countPlainPostsOf(db: Database, userId: string): Promise<number> {
  return countPlainPosts(db, userId);
}

/**
 * Stores a batch of sealed posts, within the person's room: in place of their plain writing
 * while the journal is sealed, or of their envelope under the key before while its key
 * changes. Every envelope is under the journal's current key. A post changed, shared or sealed
 * since the device read it is skipped: the device reads it again on its next pass.
 */
export async function sealPosts(
  db: Database,
  userId: string,
  { posts }: SealPostsRequest,
  writingRoomBytes: number,
): Promise<{ done: number; remaining: number }> {
  const { done, newKey } = await db.transaction(async (tx) => {
    const journal = await journalOf(tx, userId, true);
    const rekeying = journal.state === 'rekeying';
    if (!rekeying && journal.state !== 'sealing' && journal.state !== 'sealed') {
      throw notSealing();
    }
    if (posts.some((post) => post.sealed.k !== journal.keyId)) {
      throw journalKeyChanged();
    }
    const blanks = { ...blankPrivatePostFields(), title: '' } as Partial<NewPost>;
    let count = 0;
    let addedBytes = 0;
    for (const post of posts) {
      const id = post.id.toLowerCase();
      const lastUpdate = new Date(post.lastUpdate);
      const change = rekeying
        ? await resealPost(tx, userId, id, lastUpdate, post.sealed)
        : await sealPlainPost(tx, userId, id, lastUpdate, blanks, post.sealed);
      if (change === null) continue;
      count += 1;
      addedBytes += change;
    }
    await chargeWriting(tx, userId, addedBytes, writingRoomBytes);
    return { done: count, newKey: rekeying ? journal.keyId : null };
  });
  const remaining = newKey
    ? await countSealedPosts(db, userId, newKey)
    : await countPlainPosts(db, userId);
  return { done, remaining };
}

/**
 * The next posts still sealed while the journal is unsealed, or still under the key before
 * while its key changes, for the device to open, and how many are left.
 */
export async function listSealedPosts(
  db: Database,
  userId: string,
  limit: number,
): Promise<{ data: Post[]; remaining: number }> {
  const toOpen = await sealedToOpen(db, userId);
  if (!toOpen) throw notUnsealing();
  const [rows, remaining] = await Promise.all([
    listSealedPostRows(db, userId, limit, toOpen.notUnderKey),
    countSealedPosts(db, userId, toOpen.notUnderKey),
  ]);
  return { data: rows.map((row) => toPost(row, userId)), remaining };
}

/**
 * Sealed posts left (under another key than `notUnderKey`, when given): the seal module opens
 * a journal again, or ends a key change, only at none.
 */
export function countSealedPostsOf(
  db: Database,
  userId: string,
  notUnderKey?: string,
): Promise<number> {
  return countSealedPosts(db, userId, notUnderKey);
}

/**
 * Stores a batch of posts opened on the device plain again, within the person's room; a post
 * changed since read is skipped and read again on the next pass.
 */
export async function unsealPosts(
  db: Database,
  userId: string,
  { posts }: UnsealPostsRequest,
  writingRoomBytes: number,
): Promise<{ done: number; remaining: number }> {
  const done = await db.transaction(async (tx) => {
    if ((await journalStateOf(tx, userId, true)) !== 'unsealing') throw notUnsealing();
    let count = 0;
    let addedBytes = 0;
    for (const post of posts) {
      const actionItems = post.writing.actionItems ?? [];
      const change = await unsealSealedPost(
        tx,
        userId,
        post.id.toLowerCase(),
        new Date(post.lastUpdate),
        {
          ...(post.writing as Partial<NewPost>),
          uncheckedItems: actionItems.filter((item) => !item.complete).length,
        },
      );
      if (change === null) continue;
      count += 1;
      addedBytes += change;
    }
    await chargeWriting(tx, userId, addedBytes, writingRoomBytes);
    return count;
  });
  return { done, remaining: await countSealedPosts(db, userId) };
}

/**
 * Start over (decision 0068): the sealed posts go, with the pictures nothing else shows, and
 * the person's room is counted anew. Runs in the seal module's transaction.
 */
export async function deleteSealedPosts(
  tx: Database,
  userId: string,
  writingRoomBytes: number,
): Promise<number> {
  const deleted = await deleteSealedPostRows(tx, userId);
  for (const { image } of deleted) if (image) await releaseImage(tx, image);
  await recountWriting(tx, userId, writingRoomBytes);
  return deleted.length;
}
