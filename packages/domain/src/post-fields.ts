/**
 * The step blocks a post form can show (spec section 2, "Post form"), keyed by the post field
 * each one edits. `confidenceYears` edits `yearsToManifest`; every other block edits the post
 * field of its own name.
 */
export const POST_STEP_KEYS = [
  'title',
  'identity',
  'confidenceYears',
  'intention',
  'feelingsList',
  'currentSituation',
  'basicNegativeBeliefs',
  'negativeBeliefs',
  'wall',
  'preferredBeliefs',
  'positiveBeliefs',
  'preferredThoughts',
  'answer',
  'actionItems',
  'actionItems2',
  'actionItemsNot',
  'nextActionItems',
  'thisWillWorkBecause',
  // The excitement flow's results (spec "Excitement end"), shown on the detail page.
  'summary',
  'unexpected',
] as const;
export type PostStepKey = (typeof POST_STEP_KEYS)[number];

/**
 * How a block is edited: free text; a list of short lines (beliefs, words); the checkable
 * action items ({action, complete}); or the years-to-manifest select.
 */
export type PostStepKind = 'text' | 'list' | 'actionItems' | 'years';

export const POST_STEP_KINDS: Record<PostStepKey, PostStepKind> = {
  title: 'text',
  identity: 'text',
  confidenceYears: 'years',
  intention: 'text',
  feelingsList: 'list',
  currentSituation: 'text',
  basicNegativeBeliefs: 'list',
  negativeBeliefs: 'list',
  wall: 'list',
  preferredBeliefs: 'list',
  positiveBeliefs: 'text',
  preferredThoughts: 'text',
  answer: 'text',
  actionItems: 'actionItems',
  actionItems2: 'list',
  actionItemsNot: 'list',
  nextActionItems: 'list',
  thisWillWorkBecause: 'text',
  summary: 'text',
  unexpected: 'text',
};

/** Years-to-manifest options (spec section 3), most doubtful first. */
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

/** The identity record is created on first need with these (spec section 4, "Identity"). */
export const DEFAULT_IDENTITY_TITLE = 'My Self Definition';
export const DEFAULT_IDENTITY_TEXT = 'This is who I am...';
