import type { ArchivedPost } from '@app/domain/archive.schemas.ts';
import { YEARS_TO_MANIFEST_OPTIONS } from '@app/domain/post-fields.ts';
import { POST_TYPES } from '@app/domain/post-types.ts';

/** One block of a post as people read it, in the Markdown files and the report. */
export type PostSection =
  | { heading: string; kind: 'text'; text: string }
  | { heading: string; kind: 'list'; items: string[] }
  | { heading: string; kind: 'actionItems'; items: Array<{ action: string; complete: boolean }> };

type PostContent = Omit<
  ArchivedPost,
  'id' | 'created' | 'lastUpdate' | 'markdownFile' | 'suggestions'
>;

/** Fields some flows fill that no step of the post's type shows, with a heading of their own. */
const OTHER_FIELDS: Array<{ key: keyof PostContent; heading: string }> = [
  { key: 'choices', heading: 'Options' },
  { key: 'summary', heading: 'What happened' },
  { key: 'unexpected', heading: 'What was unexpected' },
  { key: 'intention', heading: 'Intention' },
  { key: 'preferredFeelings', heading: 'Preferred feelings' },
  { key: 'preferredFeelingsList', heading: 'Preferred feelings' },
  { key: 'evidence', heading: 'Evidence' },
  { key: 'instructions', heading: 'Instructions' },
  { key: 'identity', heading: 'Identity' },
  { key: 'preferredThoughts', heading: 'Preferred thoughts' },
  { key: 'actionItems', heading: 'Action items' },
  { key: 'currentSituation', heading: 'The situation' },
  { key: 'feelingsList', heading: 'Feelings' },
  { key: 'basicNegativeBeliefs', heading: 'Basic negative beliefs' },
  { key: 'negativeBeliefs', heading: 'Negative beliefs' },
  { key: 'wall', heading: 'The wall' },
  { key: 'preferredBeliefs', heading: 'Preferred beliefs' },
  { key: 'positiveBeliefs', heading: 'Positive beliefs' },
  { key: 'answer', heading: 'Answer' },
  { key: 'actionItems2', heading: 'More action items' },
  { key: 'actionItemsNot', heading: 'What not to do' },
  { key: 'nextActionItems', heading: 'Next action items' },
  { key: 'thisWillWorkBecause', heading: 'This will work because' },
];

function sectionOf(post: PostContent, key: keyof PostContent, heading: string): PostSection | null {
  const value = post[key];
  if (key === 'actionItems') {
    return post.actionItems.length > 0
      ? { heading, kind: 'actionItems', items: post.actionItems }
      : null;
  }
  if (key === 'choices' && post.choices.length > 0) {
    const items = post.choices.map((choice, i) =>
      i === post.choiceSelected ? `${choice} (chosen)` : choice,
    );
    return { heading, kind: 'list', items };
  }
  if (Array.isArray(value)) {
    const items = value.filter((item): item is string => typeof item === 'string');
    return items.length > 0 ? { heading, kind: 'list', items } : null;
  }
  if (typeof value === 'string') {
    return value.trim() !== '' ? { heading, kind: 'text', text: value } : null;
  }
  return null;
}

/**
 * A post's blocks in the order its guided form asks for them (the domain's post types),
 * then whatever else it holds; empty blocks are left out.
 */
export function postSections(post: PostContent): PostSection[] {
  const sections: PostSection[] = [];
  const shown = new Set<string>(['title']);
  for (const step of POST_TYPES[post.category].steps) {
    if (step.key === 'title') continue;
    if (step.key === 'confidenceYears') {
      const years = YEARS_TO_MANIFEST_OPTIONS.find((o) => o.value === post.yearsToManifest);
      sections.push({ heading: step.heading, kind: 'text', text: years?.label ?? '' });
      continue;
    }
    shown.add(step.key);
    const section = sectionOf(post, step.key, step.heading);
    if (section) sections.push(section);
  }
  for (const { key, heading } of OTHER_FIELDS) {
    if (shown.has(key)) continue;
    shown.add(key);
    const section = sectionOf(post, key, heading);
    if (section) sections.push(section);
  }
  return sections;
}
