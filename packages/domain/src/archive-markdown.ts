import type { ArchivedPost } from './archive.schemas.ts';
import { joinLines, trimChar, trimCharEnd } from './plain-text.ts';
import { postSections } from './post-sections.ts';
import { POST_TYPES } from './post-types.ts';

/**
 * Markdown is for reading, in any editor or viewer. A viewer that renders HTML inside Markdown
 * must not run anything a person typed, so angle brackets are escaped.
 */
const escapeMarkdown = (text: string) => text.replace(/[<>]/g, (c) => `\\${c}`);
const asLine = (text: string) => joinLines(escapeMarkdown(text));

const day = (instant: string) => instant.slice(0, 10);

/** A file-name piece from a title: ASCII letters and digits, dashes between words. */
function slugOf(title: string): string {
  const dashed = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-');
  return trimCharEnd(trimChar(dashed, '-').slice(0, 60), '-');
}

/** posts/<date>-<slug>.md for each post, unique within the archive (-2, -3... on a clash). */
export function markdownFileNames(
  posts: ReadonlyArray<{ title: string; category: ArchivedPost['category']; created: string }>,
): string[] {
  const used = new Set<string>();
  return posts.map((post) => {
    const base = `${day(post.created)}-${slugOf(post.title) || post.category}`;
    let name = `posts/${base}.md`;
    for (let n = 2; used.has(name); n++) name = `posts/${base}-${n}.md`;
    used.add(name);
    return name;
  });
}

/** One post as a Markdown file; its picture is the image beside it in images/. */
export function postMarkdown(post: ArchivedPost): string {
  const lines: string[] = [`# ${asLine(post.title)}`, ''];
  lines.push(`- Exercise: ${POST_TYPES[post.category].title}`);
  lines.push(`- Written: ${day(post.created)}`);
  if (post.lastUpdate !== post.created) lines.push(`- Last changed: ${day(post.lastUpdate)}`);
  if (post.mood) lines.push(`- Mood: ${asLine(post.mood)}`);
  if (post.draft) lines.push('- Draft');
  if (post.shareForFeedback) lines.push('- Shared anonymously for feedback');
  lines.push('');
  if (post.image) lines.push(`![Picture](../images/${post.image}.jpg)`, '');
  for (const section of postSections(post)) {
    lines.push(`## ${asLine(section.heading)}`, '');
    if (section.kind === 'text') lines.push(escapeMarkdown(section.text));
    if (section.kind === 'list') lines.push(...section.items.map((item) => `- ${asLine(item)}`));
    if (section.kind === 'actionItems') {
      lines.push(
        ...section.items.map((item) => `- [${item.complete ? 'x' : ' '}] ${asLine(item.action)}`),
      );
    }
    lines.push('');
  }
  if (post.suggestions.length > 0) {
    lines.push('## Suggestions you received', '');
    for (const suggestion of post.suggestions) {
      lines.push(`> ${asLine(suggestion.feedback)}`, `>`, `> ${day(suggestion.created)}`, '');
    }
  }
  return `${lines.join('\n').trimEnd()}\n`;
}
