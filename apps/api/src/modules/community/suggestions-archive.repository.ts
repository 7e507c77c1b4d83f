import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { inChunks } from '../../db/in-chunks.ts';
import { postFeedback } from '../../db/schema/post-feedback.ts';

type ReceivedSuggestion = { feedback: string; created: Date };

/**
 * The suggestions an author sees on their posts (the approved ones, docs/product.md section 6), by post,
 * in the order they were written: the export's record of what they received. Only the text
 * and date leave, never who wrote it. The caller passes the author's own post ids.
 */
export async function listApprovedSuggestionsOn(
  db: Database,
  ownPostIds: readonly string[],
): Promise<Map<string, ReceivedSuggestion[]>> {
  const byPost = new Map<string, ReceivedSuggestion[]>();
  for (const chunk of inChunks(ownPostIds)) {
    const rows = await db
      .select({
        postId: postFeedback.postId,
        feedback: postFeedback.feedback,
        created: postFeedback.createdAt,
      })
      .from(postFeedback)
      .where(and(inArray(postFeedback.postId, chunk), eq(postFeedback.approvalStatus, 'approved')))
      .orderBy(asc(postFeedback.createdAt), asc(postFeedback.id));
    for (const { postId, ...suggestion } of rows) {
      const list = byPost.get(postId) ?? [];
      list.push(suggestion);
      byPost.set(postId, list);
    }
  }
  return byPost;
}
