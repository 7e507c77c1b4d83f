import { keepChosenOptions } from './excitement-choices.ts';
import {
  POST_LIST_ITEM_MAX_LENGTH,
  POST_LIST_MAX_ITEMS,
  POST_TITLE_MAX_LENGTH,
} from './post-limits.ts';
import { postSchema } from './posts.schemas.ts';
import { sealedEnvelopeSchema } from './sealed-records.schemas.ts';
import { z } from './zod.ts';

/**
 * "I'm Taking Action" (docs/product.md section 4, "Excitement"): the options and the chosen one. The
 * server creates the draft excitement post, titled with the choice in title case.
 *
 * `choiceSelected` indexes the options as sent; blank options are dropped afterwards and the
 * index moved with them, so a blank option before the chosen one never shifts the choice onto
 * its neighbour. The chosen option becomes the post's title, so it is held to a title's length.
 */
const plainTakeActionRequestSchema = z
  .object({
    choices: z.array(z.string().max(POST_LIST_ITEM_MAX_LENGTH)).max(POST_LIST_MAX_ITEMS),
    choiceSelected: z.number().int().min(0),
  })
  .transform(({ choices, choiceSelected }, ctx) => {
    const chosen = choices[choiceSelected]?.trim() ?? '';
    if (!choices.some((choice) => choice.trim())) {
      ctx.addIssue({ code: 'custom', message: 'Add at least one option.', path: ['choices'] });
      return z.NEVER;
    }
    if (!chosen) {
      ctx.addIssue({
        code: 'custom',
        message: 'The chosen option is not in the list.',
        path: ['choiceSelected'],
      });
      return z.NEVER;
    }
    if (chosen.length > POST_TITLE_MAX_LENGTH) {
      ctx.addIssue({
        code: 'custom',
        message: `The chosen option becomes a title: ${POST_TITLE_MAX_LENGTH} characters at most.`,
        path: ['choiceSelected'],
      });
      return z.NEVER;
    }
    return keepChosenOptions(choices, choiceSelected);
  });

/**
 * A sealed journal's "I'm Taking Action" (docs/decisions/0068): the device made the draft
 * excitement post's writing (the options kept, the title in title case) and sealed it for `id`.
 */
const sealedTakeActionRequestSchema = z.object({
  id: z.uuid(),
  sealed: sealedEnvelopeSchema,
});

export const takeActionRequestSchema = z.union([
  plainTakeActionRequestSchema,
  sealedTakeActionRequestSchema,
]);
export type TakeActionRequest = z.input<typeof takeActionRequestSchema>;

/** The current excitement is the person's draft excitement post, or null. */
export const currentExcitementResponseSchema = z.object({ data: postSchema.nullable() });

/** Where "I'm Taking Action" leads, by the chosen option (docs/product.md section 4). */
export function excitementDestination(
  choice: string,
  hasIdentity: boolean,
): { to: 'new-post'; category: 'recast' | 'relabel' } | { to: 'identity' } | { to: 'home' } {
  const word = choice.trim().toLowerCase();
  if (word === 'recast' || word === 'relabel') return { to: 'new-post', category: word };
  if (word === 'identity' && hasIdentity) return { to: 'identity' };
  return { to: 'home' };
}
