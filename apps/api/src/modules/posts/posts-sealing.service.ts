import { blankPrivatePostFields } from '@app/domain/post-fields.ts';
import type { Post } from '@app/domain/posts.schemas.ts';
import type { SealPostsRequest } from '@app/domain/seal.schemas.ts';
import type { Database } from '../../db/client.ts';
import { DomainError } from '../../domain-errors.ts';
import { journalStateOf } from '../../policies/people.ts';
import { chargeWriting, recountWriting } from '../../policies/storage-rooms.ts';
import { releaseImage } from '../images/images.service.ts';
import {
  countPlainPosts,
  deleteSealedPostRows,
  listPlainPostRows,
  type NewPost,
  sealPlainPost,
} from './post-writes.repository.ts';
import { toPost } from './posts.service.ts';

/*
 * Sealing a journal's posts (decision 0068): the device reads the posts still plain, seals
 * each one and sends the envelopes back in batches. The server checks only that they are the
 * person's, unchanged since read, and that the journal is being sealed; it never sees the key.
 */

const notSealing = () =>
  new DomainError('conflict', 'journal_not_sealing', 'This journal is not being sealed.');

/** The next posts still plain, for the device to seal, and how many are left. */
export async function listPlainPosts(
  db: Database,
  userId: string,
  limit: number,
): Promise<{ data: Post[]; remaining: number }> {
  if ((await journalStateOf(db, userId)) === 'open') throw notSealing();
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
 * Stores a batch of sealed posts in place of their plain writing, within the person's room.
 * A post changed, shared or sealed since the device read it is skipped: the device reads it
 * again on its next pass.
 */
export async function sealPosts(
  db: Database,
  userId: string,
  { posts }: SealPostsRequest,
  writingRoomBytes: number,
): Promise<{ sealed: number; remaining: number }> {
  const sealed = await db.transaction(async (tx) => {
    if ((await journalStateOf(tx, userId, true)) === 'open') throw notSealing();
    const blanks = { ...blankPrivatePostFields(), title: '' } as Partial<NewPost>;
    let count = 0;
    let addedBytes = 0;
    for (const post of posts) {
      const change = await sealPlainPost(
        tx,
        userId,
        post.id.toLowerCase(),
        new Date(post.lastUpdate),
        blanks,
        post.sealed,
      );
      if (change === null) continue;
      count += 1;
      addedBytes += change;
    }
    await chargeWriting(tx, userId, addedBytes, writingRoomBytes);
    return count;
  });
  return { sealed, remaining: await countPlainPosts(db, userId) };
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
