import type {
  saveActionItemsRequestSchema,
  saveIdentityRequestSchema,
} from '@app/domain/identity.schemas.ts';
import { DEFAULT_IDENTITY_TEXT, DEFAULT_IDENTITY_TITLE } from '@app/domain/post-fields.ts';
import { type ParsedPostInput, type Post, pickPostWriting } from '@app/domain/posts.schemas.ts';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { findOrCreateIdentityPost, saveActionItems, updatePost } from '../posts/posts.service.ts';

type IdentityFields = z.output<typeof saveIdentityRequestSchema>;
type ActionItems = z.output<typeof saveActionItemsRequestSchema>['actionItems'];

const IDENTITY_DEFAULTS = { title: DEFAULT_IDENTITY_TITLE, identity: DEFAULT_IDENTITY_TEXT };

/**
 * The person's identity record: their single identity post, created on first need titled
 * "My Self Definition" with the text "This is who I am..." (docs/product.md section 4, "Identity").
 */
export async function getIdentity(
  db: Database,
  userId: string,
  writingRoomBytes: number,
): Promise<Post> {
  return findOrCreateIdentityPost(db, userId, IDENTITY_DEFAULTS, writingRoomBytes);
}

/** What a post holds that its author writes, as a save would send it back unchanged. */
function inputOf(post: Post): ParsedPostInput {
  return {
    category: post.category,
    image: post.image,
    ...pickPostWriting(post),
    // A sealed identity is saved with the form's new envelope, never the one read.
    sealed: null,
  };
}

/**
 * The identity form's save (image, title, mood, identity, preferred thoughts, action items): a
 * save like any post's, so it asks for a new review and the image must be the person's own.
 * The post's other fields stay as they are.
 */
export async function saveIdentity(
  db: Database,
  userId: string,
  fields: IdentityFields,
  writingRoomBytes: number,
): Promise<Post> {
  const current = await getIdentity(db, userId, writingRoomBytes);
  const input = { ...inputOf(current), ...fields };
  return updatePost(db, userId, current._id, input, writingRoomBytes);
}

/** The top bar's "Preferred You" list and dialog: only the identity's action items change. */
export async function saveIdentityActionItems(
  db: Database,
  userId: string,
  actionItems: ActionItems,
  writingRoomBytes: number,
): Promise<Post> {
  const current = await getIdentity(db, userId, writingRoomBytes);
  return saveActionItems(db, userId, current._id, actionItems, writingRoomBytes);
}
