import type { takeActionRequestSchema } from '@app/domain/excitement.schemas.ts';
import { type Post, postInputSchema } from '@app/domain/posts.schemas.ts';
import { toTitleCase } from '@app/domain/title-case.ts';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import type { AccessPolicy } from '../billing/billing.service.ts';
import { closeOwnDrafts, createPost, findNewestOwnDraft } from '../posts/posts.service.ts';

type TakeAction = z.output<typeof takeActionRequestSchema>;

/** The current excitement: the person's draft excitement post (the newest, should there be two). */
export async function getCurrentExcitement(db: Database, userId: string): Promise<Post | null> {
  return findNewestOwnDraft(db, userId, 'excitement');
}

/**
 * "I'm Taking Action": the chosen option becomes a draft excitement post, titled in title case,
 * and the current excitement. A current excitement whose results were never recorded stops
 * being current (it stays among the person's posts, no longer a draft), so there is one.
 */
export async function takeAction(
  db: Database,
  userId: string,
  action: TakeAction,
  now: Date,
  access: AccessPolicy,
  writingRoomBytes: number,
): Promise<Post> {
  // A sealed journal's device made the writing and sealed it for its id (decision 0068).
  const input =
    'sealed' in action
      ? {
          ...postInputSchema.parse({ category: 'excitement', draft: true, sealed: action.sealed }),
          id: action.id,
        }
      : postInputSchema.parse({
          category: 'excitement',
          title: toTitleCase(action.choices[action.choiceSelected] ?? ''),
          choices: action.choices,
          choiceSelected: action.choiceSelected,
          draft: true,
        });
  return db.transaction(async (tx) => {
    await closeOwnDrafts(tx, userId, 'excitement');
    return createPost(tx, userId, input, now, access, writingRoomBytes);
  });
}

/** Resets the current excitement: its post stays, no longer a draft. */
export async function resetCurrentExcitement(db: Database, userId: string): Promise<void> {
  await closeOwnDrafts(db, userId, 'excitement');
}
