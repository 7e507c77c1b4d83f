import { PRIVATE_POST_FIELD_NAMES } from '@app/domain/post-fields.ts';
import type { SealedEnvelope } from '@app/domain/sealed-records.schemas.ts';
import { type OpenJournal, openRecord, SealBrokenError } from './journal-crypto.ts';

/* A sealed post's private fields, in and out of its envelope (docs/decisions/0068). */

type Writing = Record<string, unknown>;

/** The private fields of a post or a post's body, as its envelope holds them. */
export function privateWritingOf(post: Writing): Writing {
  const writing: Writing = {};
  for (const name of PRIVATE_POST_FIELD_NAMES) {
    if (name in post) writing[name] = post[name];
  }
  return writing;
}

/**
 * A sealed post opened: its envelope's fields over the blanks the server keeps, the unchecked
 * items counted as the server would. Null when the envelope is not this post's (changed, moved).
 */
export async function openSealedPost<P extends Writing & { _id: string; sealed: SealedEnvelope }>(
  journal: OpenJournal,
  post: P,
): Promise<P | null> {
  try {
    const writing = (await openRecord(journal, 'post', post._id, post.sealed)) as Writing;
    const opened: Writing = { ...post, ...privateWritingOf(writing) };
    if (Array.isArray(opened.actionItems)) {
      opened.uncheckedItems = (opened.actionItems as Array<{ complete: boolean }>).filter(
        (item) => !item.complete,
      ).length;
    }
    return opened as P;
  } catch (error) {
    if (error instanceof SealBrokenError) return null;
    throw error;
  }
}
