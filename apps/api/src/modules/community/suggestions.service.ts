import { randomInt } from 'node:crypto';
import type { FeedbackApprovalStatus, FeedbackItem } from '@app/domain/community.schemas.ts';
import { DISPLAY_USER_COUNT } from '@app/domain/limits.ts';
import type { Database } from '../../db/client.ts';
import { DomainError, notFound } from '../../domain-errors.ts';
import {
  assertMayModerateSuggestionsOn,
  assertNotOwnSuggestion,
} from '../../policies/moderation.ts';
import {
  findPostViewer,
  findReadablePost,
  type PostViewer,
} from '../../policies/post-visibility.ts';
import { feedbackAsSeenBy } from '../../policies/privacy.ts';
import { chargeWriting } from '../../policies/storage-rooms.ts';
import { recordNotice, type SendNoticeMail } from '../notices/notices.service.ts';
import {
  insertSuggestion,
  listSuggestionRows,
  listWritersOn,
  lockSuggestion,
  lockSuggestionsOf,
  updateSuggestion,
} from './suggestions.repository.ts';

const postNotFound = () => notFound('That post');

/**
 * The suggestions on a post that the viewer may see (docs/product.md section 6): the author sees the
 * approved ones; a moderator sees all of them, on posts not their own; anyone else none, not
 * even their own once sent. On their own post a moderator is its author: they neither
 * moderate its suggestions nor see the ones not approved.
 */
export async function listFeedbackShownTo(
  db: Database,
  viewer: PostViewer,
  post: { id: string; authorId: string },
): Promise<FeedbackItem[]> {
  const isAuthor = post.authorId === viewer.userId;
  if (!isAuthor && !viewer.isModerator) return [];
  const rows = await listSuggestionRows(db, post.id, isAuthor);
  return rows.map((row) => feedbackAsSeenBy(viewer.userId, row));
}

/**
 * The writer's pseudonym on this post: the one they already have there, or a new one drawn
 * at random from 1..DISPLAY_USER_COUNT-1, unlike the post's and the other writers' as long as
 * any such is left (so the author can tell writers apart), else unlike the post's.
 * Callers hold the post's suggestion lock, so two first suggestions cannot draw at once.
 */
async function pseudonymFor(
  db: Database,
  postId: string,
  userId: string,
  postFakeUser: number | null,
): Promise<number> {
  const rows = await listWritersOn(db, postId);
  const own = rows.find((row) => row.userId === userId);
  if (own) return own.fakeUser;
  const all = Array.from({ length: DISPLAY_USER_COUNT - 1 }, (_, i) => i + 1);
  const taken = new Set(rows.map((row) => row.fakeUser));
  const unused = all.filter((n) => n !== postFakeUser && !taken.has(n));
  const notThePost = all.filter((n) => n !== postFakeUser);
  const pool = unused.length > 0 ? unused : notThePost.length > 0 ? notThePost : all;
  return pool[randomInt(pool.length)] as number;
}

/**
 * A suggestion on someone else's post that is shared for feedback and approved (docs/product.md section
 * 2 "Post detail"). It waits for a moderator (`needs_approval`) and is shown under the
 * writer's pseudonym on this post.
 */
export async function submitFeedback(
  db: Database,
  userId: string,
  postId: string,
  feedback: string,
  writingRoomBytes: number,
): Promise<void> {
  const viewer = await findPostViewer(db, userId);
  const post = await findReadablePost(db, viewer, postId);
  if (!post) throw postNotFound();
  if (post.authorId === userId) {
    throw new DomainError(
      'forbidden',
      'own_post',
      'You cannot send a suggestion on your own post.',
    );
  }
  // Only a moderator can read a shared post that is not approved.
  if (!post.isInCommunity) {
    throw new DomainError('conflict', 'not_open', 'This post is not open for suggestions.');
  }
  await db.transaction(async (tx) => {
    await lockSuggestionsOf(tx, postId);
    const fakeUser = await pseudonymFor(tx, postId, userId, post.fakeUser);
    const writingBytes = await insertSuggestion(tx, { postId, userId, fakeUser, feedback });
    await chargeWriting(tx, userId, writingBytes, writingRoomBytes);
  });
}

/**
 * A moderator edits a suggestion's text and sets its status (any of the three). A longer text
 * is charged to the suggestion's writer, within their room for writing (`writingRoomBytes`).
 * A suggestion let through (approved from another status) is when it reaches the post's author:
 * they are told then, in the same transaction, never who wrote it (decision 0063).
 */
export async function moderateFeedback(
  db: Database,
  userId: string,
  postId: string,
  feedbackId: string,
  changes: { feedback: string; approvalStatus: FeedbackApprovalStatus },
  writingRoomBytes: number,
  notify: { now: Date; sendMail: SendNoticeMail },
): Promise<FeedbackItem> {
  const viewer = await findPostViewer(db, userId);
  const post = await findReadablePost(db, viewer, postId);
  if (!post) throw postNotFound();
  assertMayModerateSuggestionsOn(viewer, post.authorId);
  const { row, mail } = await db.transaction(async (tx) => {
    const current = await lockSuggestion(tx, feedbackId, postId);
    if (!current) throw notFound('That suggestion');
    assertNotOwnSuggestion(viewer, current.userId);
    const updated = await updateSuggestion(tx, feedbackId, postId, changes);
    if (!updated) throw notFound('That suggestion');
    const added = updated.writingBytes - current.writingBytes;
    await chargeWriting(tx, current.userId, added, writingRoomBytes);
    const isLetThrough =
      changes.approvalStatus === 'approved' && current.approvalStatus !== 'approved';
    const mail = isLetThrough
      ? await recordNotice(
          tx,
          { userId: post.authorId, kind: 'suggestion_received', postId },
          notify.now,
        )
      : null;
    return { row: updated, mail };
  });
  if (mail) await notify.sendMail(mail);
  return feedbackAsSeenBy(viewer.userId, row);
}
