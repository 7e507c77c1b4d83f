import type { FeedbackApprovalStatus } from '@app/domain/community.schemas.ts';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { declarePrepared } from '../../db/prepared.ts';
import { postFeedback } from '../../db/schema/post-feedback.ts';

const storedFeedbackColumns = {
  id: postFeedback.id,
  userId: postFeedback.userId,
  fakeUser: postFeedback.fakeUser,
  feedback: postFeedback.feedback,
  approvalStatus: postFeedback.approvalStatus,
  createdAt: postFeedback.createdAt,
};

/** The suggestions of a post, all or the approved ones: read with every post, so prepared once. */
const feedbackOfPost = (approvedOnly: boolean) => (db: Database) =>
  db
    .select(storedFeedbackColumns)
    .from(postFeedback)
    .where(
      and(
        eq(postFeedback.postId, sql.placeholder('postId')),
        approvedOnly ? eq(postFeedback.approvalStatus, 'approved') : undefined,
      ),
    )
    .orderBy(asc(postFeedback.createdAt), asc(postFeedback.id));

const approvedFeedbackOf = declarePrepared('post_feedback_approved', feedbackOfPost(true));
const allFeedbackOf = declarePrepared('post_feedback_all', feedbackOfPost(false));

/** The suggestions on a post, oldest first: the approved ones, or all of them. */
export function listSuggestionRows(db: Database, postId: string, approvedOnly: boolean) {
  const statement = approvedOnly ? approvedFeedbackOf : allFeedbackOf;
  return statement(db).execute({ postId });
}

/** Holds the post's suggestions until the transaction ends: they are added one at a time. */
export async function lockSuggestionsOf(tx: Database, postId: string) {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtext('post_feedback'), hashtext(${postId}))`,
  );
}

/** Who wrote on the post, each with their pseudonym there. */
export function listWritersOn(db: Database, postId: string) {
  return db
    .selectDistinct({ userId: postFeedback.userId, fakeUser: postFeedback.fakeUser })
    .from(postFeedback)
    .where(eq(postFeedback.postId, postId));
}

export async function insertSuggestion(
  tx: Database,
  suggestion: { postId: string; userId: string; fakeUser: number; feedback: string },
): Promise<number> {
  const [row] = await tx
    .insert(postFeedback)
    .values(suggestion)
    .returning({ writingBytes: postFeedback.writingBytes });
  return row?.writingBytes ?? 0;
}

const isSuggestionOn = (feedbackId: string, postId: string) =>
  and(eq(postFeedback.id, feedbackId), eq(postFeedback.postId, postId));

/** A suggestion on the post, locked until the transaction ends; null when there is none. */
export async function lockSuggestion(tx: Database, feedbackId: string, postId: string) {
  const [current] = await tx
    .select({
      userId: postFeedback.userId,
      writingBytes: postFeedback.writingBytes,
      approvalStatus: postFeedback.approvalStatus,
    })
    .from(postFeedback)
    .where(isSuggestionOn(feedbackId, postId))
    .for('update');
  return current ?? null;
}

/** Sets a suggestion's text and status; answers it as stored, or null when there is none. */
export async function updateSuggestion(
  tx: Database,
  feedbackId: string,
  postId: string,
  changes: { feedback: string; approvalStatus: FeedbackApprovalStatus },
) {
  const [updated] = await tx
    .update(postFeedback)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(isSuggestionOn(feedbackId, postId))
    .returning({ ...storedFeedbackColumns, writingBytes: postFeedback.writingBytes });
  return updated ?? null;
}
