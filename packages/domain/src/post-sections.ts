import type { ArchivedPost } from './archive.schemas.ts';
import {
  POST_FIELD_NAMES,
  POST_FIELDS,
  POST_STEP_FIELDS,
  type PostFieldName,
  type PostFieldOfKind,
  type PostFieldSpec,
  YEARS_TO_MANIFEST_OPTIONS,
} from './post-fields.ts';
import { POST_TYPES } from './post-types.ts';

/** One block of a post as people read it, in the Markdown files and the report. */
export type PostSection =
  | { heading: string; kind: 'text'; text: string }
  | { heading: string; kind: 'list'; items: string[] }
  | { heading: string; kind: 'actionItems'; items: Array<{ action: string; complete: boolean }> };

type PostContent = Omit<
  ArchivedPost,
  'id' | 'created' | 'lastUpdate' | 'markdownFile' | 'suggestions'
>;

/** Fields some flows fill that no step of the post's type shows: those with a heading in the table. */
const OTHER_FIELDS = POST_FIELD_NAMES.flatMap((key) => {
  const { heading }: PostFieldSpec = POST_FIELDS[key];
  return heading ? [{ key, heading }] : [];
});

function textSection(heading: string, text: string): PostSection | null {
  return text.trim() !== '' ? { heading, kind: 'text', text } : null;
}

function listSection(heading: string, items: string[]): PostSection | null {
  return items.length > 0 ? { heading, kind: 'list', items } : null;
}

/** A field as people read it, by its kind in the table; null when it holds nothing to read. */
function sectionOf(post: PostContent, key: PostFieldName, heading: string): PostSection | null {
  const kind = POST_FIELDS[key].kind;
  switch (kind) {
    case 'line':
    case 'text':
      return textSection(heading, post[key as PostFieldOfKind<typeof kind>]);
    case 'list':
    case 'feelings': {
      const items = post[key as PostFieldOfKind<typeof kind>];
      // The chosen option is marked where the options are listed.
      if (key !== 'choices') return listSection(heading, items);
      return listSection(
        heading,
        items.map((choice, i) => (i === post.choiceSelected ? `${choice} (chosen)` : choice)),
      );
    }
    case 'actionItems': {
      const items = post[key as PostFieldOfKind<typeof kind>];
      return items.length > 0 ? { heading, kind: 'actionItems', items } : null;
    }
    case 'years': {
      const years = post[key as PostFieldOfKind<typeof kind>];
      const option = YEARS_TO_MANIFEST_OPTIONS.find((o) => o.value === years);
      return { heading, kind: 'text', text: option?.label ?? '' };
    }
    case 'choice':
    case 'flag':
      return null;
  }
}

/**
 * A post's blocks in the order its guided form asks for them (the domain's post types),
 * then whatever else it holds; empty blocks are left out. The title heads the file instead.
 */
export function postSections(post: PostContent): PostSection[] {
  const sections: PostSection[] = [];
  const shown = new Set<PostFieldName>(['title']);
  const add = (key: PostFieldName, heading: string) => {
    if (shown.has(key)) return;
    shown.add(key);
    const section = sectionOf(post, key, heading);
    if (section) sections.push(section);
  };
  for (const step of POST_TYPES[post.category].steps) add(POST_STEP_FIELDS[step.key], step.heading);
  for (const { key, heading } of OTHER_FIELDS) add(key, heading);
  return sections;
}
