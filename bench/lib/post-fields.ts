/** For each category, what its form asks (the domain's post types) in the generator's terms. */
import { POST_STEP_FIELDS, POST_STEP_KINDS, type PostStepKind } from '@app/domain/post-fields.ts';
import { POST_TYPES } from '@app/domain/post-types.ts';

type BenchPostType = {
  shareable: boolean;
  defaultTitle: string | null;
  /** [post field, kind] of each step but the title. */
  steps: [string, PostStepKind][];
};

export const POST_FIELD_KINDS_FOR_BENCH: Record<string, BenchPostType> = Object.fromEntries(
  Object.values(POST_TYPES).map((type) => [
    type.category,
    {
      shareable: type.shareable,
      defaultTitle: type.defaultTitle,
      steps: type.steps
        .filter((step) => step.key !== 'title')
        .map((step): [string, PostStepKind] => [
          POST_STEP_FIELDS[step.key],
          POST_STEP_KINDS[step.key],
        ]),
    },
  ]),
);
