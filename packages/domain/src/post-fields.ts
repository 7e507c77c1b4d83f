import { MOOD_MAX_LENGTH, POST_TITLE_MAX_LENGTH } from './post-limits.ts';

/**
 * How a post field holds what a person writes, which fixes its request and answer schemas,
 * its column, its editor and how the Markdown shows it:
 * - `line`: one trimmed line;
 * - `text`: free text up to POST_TEXT_MAX_LENGTH;
 * - `list`: short lines, blanks dropped and the rest trimmed;
 * - `feelings`: a list whose items are also lower-cased (docs/product.md section 5);
 * - `actionItems`: the checkable `{action, complete}` items;
 * - `choice`: an index into `choices`, or null;
 * - `years`: one of YEARS_TO_MANIFEST_OPTIONS;
 * - `flag`: a yes/no choice about the post (sharing, draft).
 */
export type PostFieldKind =
  | 'line'
  | 'text'
  | 'list'
  | 'feelings'
  | 'actionItems'
  | 'choice'
  | 'years'
  | 'flag';

export type PostFieldSpec = {
  kind: PostFieldKind;
  /** The longest value of a `line` or `text` (otherwise POST_TEXT_MAX_LENGTH). */
  max?: number;
  /** Its weight in the full-text search vector (A counts most); absent: not searched. */
  search?: 'A' | 'B';
  /**
   * The person's own writing, as opposed to a choice the server acts on (sharing, drafts):
   * what a sealed journal encrypts, and what the archive's Markdown and report show.
   */
  private: boolean;
  /**
   * The step block that edits it (docs/product.md section 2, "Post form"): `true` for a step of the
   * field's own name; absent: no exercise asks for it in a step.
   */
  step?: true | 'confidenceYears';
  /** The Markdown's and report's heading for it when none of its exercise's steps shows it. */
  heading?: string;
};

/** The person's writing, searched at weight B: most fields. */
const WRITING = { search: 'B', private: true } as const;

/**
 * Every field of a post that its author writes or chooses, in the order the Markdown and the
 * report show those that no step of the exercise shows. Everything derives from this table:
 * the request and answer schemas, the columns (snake_case of the name), the answer built from
 * a row, the search vector, the archive, the Markdown and report, the bench data and the
 * editors. Adding a field to an exercise is one line here plus its texts, and the migration of
 * its column (check-migrations asks for it); a searched field also needs posts.search_vector
 * defined anew (post-fields.routes.test.ts asks for it).
 */
export const POST_FIELDS = {
  title: { kind: 'line', max: POST_TITLE_MAX_LENGTH, search: 'A', private: true, step: true },
  mood: { kind: 'line', max: MOOD_MAX_LENGTH, ...WRITING },
  /** Labels the person gave the post; imports from other journals bring theirs here. */
  tags: { kind: 'list', ...WRITING, heading: 'Tags' },
  choices: { kind: 'list', ...WRITING, heading: 'Options' },
  choiceSelected: { kind: 'choice', private: true },
  summary: { kind: 'text', ...WRITING, step: true, heading: 'What happened' },
  unexpected: { kind: 'text', ...WRITING, step: true, heading: 'What was unexpected' },
  intention: { kind: 'text', ...WRITING, step: true, heading: 'Intention' },
  preferredFeelings: { kind: 'text', ...WRITING, heading: 'Preferred feelings' },
  preferredFeelingsList: { kind: 'feelings', ...WRITING, heading: 'Preferred feelings' },
  evidence: { kind: 'text', ...WRITING, heading: 'Evidence' },
  instructions: { kind: 'text', ...WRITING, heading: 'Instructions' },
  identity: { kind: 'text', ...WRITING, step: true, heading: 'Identity' },
  preferredThoughts: { kind: 'text', ...WRITING, step: true, heading: 'Preferred thoughts' },
  actionItems: { kind: 'actionItems', ...WRITING, step: true, heading: 'Action items' },
  currentSituation: { kind: 'text', ...WRITING, step: true, heading: 'The situation' },
  feelingsList: { kind: 'feelings', ...WRITING, step: true, heading: 'Feelings' },
  basicNegativeBeliefs: { kind: 'list', ...WRITING, step: true, heading: 'Basic negative beliefs' },
  negativeBeliefs: { kind: 'list', ...WRITING, step: true, heading: 'Negative beliefs' },
  wall: { kind: 'list', ...WRITING, step: true, heading: 'The wall' },
  preferredBeliefs: { kind: 'list', ...WRITING, step: true, heading: 'Preferred beliefs' },
  positiveBeliefs: { kind: 'text', ...WRITING, step: true, heading: 'Positive beliefs' },
  answer: { kind: 'text', ...WRITING, step: true, heading: 'Answer' },
  actionItems2: { kind: 'list', ...WRITING, step: true, heading: 'More action items' },
  actionItemsNot: { kind: 'list', ...WRITING, step: true, heading: 'What not to do' },
  nextActionItems: { kind: 'list', ...WRITING, step: true, heading: 'Next action items' },
  thisWillWorkBecause: { kind: 'text', ...WRITING, step: true, heading: 'This will work because' },
  yearsToManifest: { kind: 'years', private: true, step: 'confidenceYears' },
  shareForResearch: { kind: 'flag', private: false },
  shareForFeedback: { kind: 'flag', private: false },
  draft: { kind: 'flag', private: false },
} as const satisfies Record<string, PostFieldSpec>;

export type PostFieldName = keyof typeof POST_FIELDS;
type Spec<F extends PostFieldName> = (typeof POST_FIELDS)[F];

/** The table's names, in its order. */
export const POST_FIELD_NAMES = Object.keys(POST_FIELDS) as PostFieldName[];

/** The fields of some kinds. */
export type PostFieldOfKind<K extends PostFieldKind> = {
  [F in PostFieldName]: Spec<F>['kind'] extends K ? F : never;
}[PostFieldName];

export function postFieldsOfKind<K extends PostFieldKind>(
  ...kinds: K[]
): Array<PostFieldOfKind<K>> {
  return POST_FIELD_NAMES.filter((name) =>
    (kinds as PostFieldKind[]).includes(POST_FIELDS[name].kind),
  ) as Array<PostFieldOfKind<K>>;
}

/** A field's column in the posts table: its name in snake_case (`actionItems2`: action_items2). */
export function postFieldColumnName(name: PostFieldName): string {
  return name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
}

/** The step block a field is edited by: `confidenceYears` edits `yearsToManifest`. */
type StepKeyOf<F extends PostFieldName> =
  Spec<F> extends { step: infer S } ? (S extends true ? F : S) : never;

/** The step blocks a post form can show (docs/product.md section 2, "Post form"): `step` in the table. */
export type PostStepKey = { [F in PostFieldName]: StepKeyOf<F> }[PostFieldName];

/** Each step block's post field. */
export const POST_STEP_FIELDS = Object.fromEntries(
  POST_FIELD_NAMES.flatMap((name) => {
    const { step }: PostFieldSpec = POST_FIELDS[name];
    return step === undefined ? [] : [[step === true ? name : step, name]];
  }),
) as Record<PostStepKey, PostFieldName>;

export const POST_STEP_KEYS = Object.keys(POST_STEP_FIELDS) as PostStepKey[];

/**
 * How a block is edited: free text; a list of short lines (beliefs, words); the checkable
 * action items ({action, complete}); or the years-to-manifest select.
 */
export type PostStepKind = 'text' | 'list' | 'actionItems' | 'years';

const STEP_KIND_OF: Partial<Record<PostFieldKind, PostStepKind>> = {
  line: 'text',
  text: 'text',
  list: 'list',
  feelings: 'list',
  actionItems: 'actionItems',
  years: 'years',
};

export const POST_STEP_KINDS = Object.fromEntries(
  POST_STEP_KEYS.map((key) => {
    const kind = STEP_KIND_OF[POST_FIELDS[POST_STEP_FIELDS[key]].kind];
    // A step on a field no block can edit: a mistake in the table, caught on import.
    if (!kind) throw new Error(`No step block edits the post field of step "${key}"`);
    return [key, kind];
  }),
) as Record<PostStepKey, PostStepKind>;

/** Years-to-manifest options (docs/product.md section 3), most doubtful first. */
export const YEARS_TO_MANIFEST_OPTIONS = [
  { value: 100, label: 'Not Confident At All' },
  { value: 20, label: '20 years' },
  { value: 10, label: '10 years' },
  { value: 5, label: '5 years' },
  { value: 2, label: '2 years' },
  { value: 1, label: '1 year' },
  { value: 0.5, label: '6 months' },
  { value: 0.25, label: '3 months' },
] as const;
export const DEFAULT_YEARS_TO_MANIFEST = 20;

/** The identity record is created on first need with these (docs/product.md section 4, "Identity"). */
export const DEFAULT_IDENTITY_TITLE = 'My Self Definition';
export const DEFAULT_IDENTITY_TEXT = 'This is who I am...';

/** The fields a sealed journal encrypts, together, in one envelope per post (decision 0068). */
export const PRIVATE_POST_FIELD_NAMES = POST_FIELD_NAMES.filter(
  (name) => POST_FIELDS[name].private,
);

const BLANK_OF_KIND = {
  line: () => '',
  text: () => '',
  list: () => [],
  feelings: () => [],
  actionItems: () => [],
  choice: () => null,
  years: () => DEFAULT_YEARS_TO_MANIFEST,
  flag: () => false,
} satisfies Record<PostFieldKind, () => unknown>;

/**
 * What a sealed post's private fields hold on the server: each kind's blank value, so nothing
 * of the writing (not even its length per field) is kept beside the envelope.
 */
export function blankPrivatePostFields(): Record<string, unknown> {
  return Object.fromEntries(
    PRIVATE_POST_FIELD_NAMES.map((name) => [name, BLANK_OF_KIND[POST_FIELDS[name].kind]()]),
  );
}

/**
 * Whether a body holds private writing beside an envelope: a sealed post's writing travels
 * only inside it, so such a body is a client's mistake, refused rather than lost.
 */
export function holdsPrivateWriting(body: Record<string, unknown>): boolean {
  const blanks = blankPrivatePostFields();
  return PRIVATE_POST_FIELD_NAMES.some(
    (name) => name in body && JSON.stringify(body[name]) !== JSON.stringify(blanks[name]),
  );
}
