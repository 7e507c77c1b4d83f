import { notDeletedSchema, postInputSchema, postSchema } from './posts.schemas.ts';
import { z } from './zod.ts';

/**
 * The identity form's fields (docs/product.md, "Identity"): image, title, mood, identity, thoughts, items.
 * The identity is a post: `deleted: true` is refused here as on every save of a post.
 */
export const saveIdentityRequestSchema = postInputSchema
  .pick({
    image: true,
    title: true,
    mood: true,
    identity: true,
    preferredThoughts: true,
    actionItems: true,
    sealed: true,
  })
  .extend({ deleted: notDeletedSchema });
export type SaveIdentityRequest = z.input<typeof saveIdentityRequestSchema>;

/**
 * The top bar's "Preferred You" list and dialog save only the action items. The list is
 * required: a body without it must not empty the person's list.
 */
export const saveActionItemsRequestSchema = z.object({
  actionItems: postInputSchema.shape.actionItems.unwrap(),
  deleted: notDeletedSchema,
});

export const identityResponseSchema = z.object({ data: postSchema });
