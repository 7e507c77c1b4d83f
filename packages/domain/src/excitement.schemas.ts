import { z } from 'zod';
import { POST_LIST_ITEM_MAX_LENGTH, POST_LIST_MAX_ITEMS, postSchema } from './posts.schemas.ts';

/**
 * "I'm Taking Action" (spec section 4, "Excitement"): the options and the chosen one. The
 * server creates the draft excitement post, titled with the choice in title case.
 */
export const takeActionRequestSchema = z
  .object({
    choices: z
      .array(z.string().max(POST_LIST_ITEM_MAX_LENGTH))
      .max(POST_LIST_MAX_ITEMS)
      .transform((items) => items.map((item) => item.trim()).filter(Boolean))
      .refine((items) => items.length > 0, 'Add at least one option.'),
    choiceSelected: z.number().int().min(0),
  })
  .refine((body) => body.choiceSelected < body.choices.length, {
    message: 'The chosen option is not in the list.',
    path: ['choiceSelected'],
  });
export type TakeActionRequest = z.input<typeof takeActionRequestSchema>;

/** The current excitement is the person's draft excitement post, or null. */
export const currentExcitementResponseSchema = z.object({ data: postSchema.nullable() });

/** Where "I'm Taking Action" leads, by the chosen option (spec section 4). */
export function excitementDestination(
  choice: string,
  hasIdentity: boolean,
): { to: 'new-post'; category: 'recast' | 'relabel' } | { to: 'identity' } | { to: 'home' } {
  const word = choice.trim().toLowerCase();
  if (word === 'recast' || word === 'relabel') return { to: 'new-post', category: word };
  if (word === 'identity' && hasIdentity) return { to: 'identity' };
  return { to: 'home' };
}
