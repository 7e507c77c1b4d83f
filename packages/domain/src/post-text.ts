import { POST_TYPES, type PostCategory } from './post-types.ts';

export const CARD_DEFAULT_TITLE = 'Working Title';
export const CARD_SUMMARY_MAX_LENGTH = 500;
/** Shorter durations are noise (a post saved in one go); docs/product.md section 9. */
export const DURATION_MIN_MS = 5000;

/** A post saved without a title gets its category's default title (docs/product.md section 5). */
export function titleOrDefault(title: string, category: PostCategory): string {
  return title.trim() || POST_TYPES[category].defaultTitle || '';
}

/** What a card shows as the title (docs/product.md, "Post card"). */
export function cardTitle(title: string): string {
  return title.trim() || CARD_DEFAULT_TITLE;
}

/** Cut to 500 characters plus an ellipsis (docs/product.md, "Post card"). */
export function truncateSummary(text: string, max = CARD_SUMMARY_MAX_LENGTH): string {
  const chars = Array.from(text);
  return chars.length > max ? `${chars.slice(0, max).join('')}...` : text;
}

export type TextBlock =
  | { kind: 'paragraph'; text: string }
  | { kind: 'bullets'; items: string[] }
  | { kind: 'ordered'; items: string[] };

const BULLET = /^\* (.*)$/;
const NUMBERED = /^(\d+)\. (.*)$/;

/**
 * Splits free text into blocks for the read-only post page: lines starting "* " become a
 * bullet list, consecutive lines numbered "1. ", "2. "... an ordered list, other lines
 * paragraphs (blank lines separate them). The result is data; the page renders it as text.
 */
export function parseTextBlocks(text: string): TextBlock[] {
  const blocks: TextBlock[] = [];
  let paragraph: string[] = [];
  const flushParagraph = () => {
    if (paragraph.length > 0) blocks.push({ kind: 'paragraph', text: paragraph.join('\n') });
    paragraph = [];
  };
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] ?? '';
    const bullet = BULLET.exec(line);
    if (bullet) {
      flushParagraph();
      const last = blocks[blocks.length - 1];
      if (last?.kind === 'bullets') last.items.push(bullet[1] ?? '');
      else blocks.push({ kind: 'bullets', items: [bullet[1] ?? ''] });
      continue;
    }
    const numbered = NUMBERED.exec(line);
    const last = blocks[blocks.length - 1];
    if (numbered) {
      const n = Number(numbered[1]);
      const next = NUMBERED.exec(lines[i + 1] ?? '');
      const continues =
        last?.kind === 'ordered' && n === last.items.length + 1 && paragraph.length === 0;
      // A list needs consecutive numbers: "1. " followed by "2. ", or the next item of one.
      if (continues) {
        last.items.push(numbered[2] ?? '');
        continue;
      }
      if (n === 1 && next && Number(next[1]) === 2) {
        flushParagraph();
        blocks.push({ kind: 'ordered', items: [numbered[2] ?? ''] });
        continue;
      }
    }
    if (line.trim() === '') {
      flushParagraph();
      continue;
    }
    paragraph.push(line);
  }
  flushParagraph();
  return blocks;
}
