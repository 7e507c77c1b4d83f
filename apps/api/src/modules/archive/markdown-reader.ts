import { MAX_ARCHIVE_JSON_BYTES } from '@app/domain/archive.schemas.ts';
import {
  MOOD_MAX_LENGTH,
  POST_TEXT_MAX_LENGTH,
  POST_TITLE_MAX_LENGTH,
} from '@app/domain/post-limits.ts';
import type { ArchiveEntries } from './archive-zip-reader.ts';
import {
  contentHash,
  type ForeignAttachment,
  type ForeignEntry,
  type ForeignJournal,
  kept,
  keptTags,
  LeftOut,
  MAX_ENTRY_TEXT,
  parseDate,
  titleFromText,
} from './foreign-entries.ts';
import { isMarkdownName, jsonTooLarge, pushEntry } from './import-formats.ts';

/*
 * A ZIP of Markdown files (decision 0048), as Obsidian, Bear, Joplin and journal scripts
 * write them: one entry per .md file. YAML front matter between two `---` lines may give
 * `title`, `date` (or `created`), `updated` (or `modified`, `lastmod`), `tags` (a list, or
 * words split by commas or spaces, `#` dropped) and `mood`. Without a date there, the first
 * YYYY-MM-DD in the file's name gives the day, else the time the ZIP records for the file. A
 * day alone is noon UTC, so it stays the same day in almost every time zone. The first
 * picture the text links to by a relative path (`![](photos/a.jpg)`) goes with the post.
 */

/** What one file may add to the import's text: a post keeps 50,000 characters. */
const MAX_FILE_BYTES = POST_TEXT_MAX_LENGTH * 4 + 64 * 1024;
const MAX_FRONT_MATTER = 16 * 1024;

/**
 * A picture's link. Its text holds no `[` and its title no `"`, so a try that fails stops at
 * the next link: linear time.
 */
const IMAGE_LINK = /!\[[^[\]\n]*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"\n]*")?\s*\)/g;
const FRONT_MATTER = /^---[ \t]*\n([\s\S]*?)\n(?:---|\.\.\.)[ \t]*(?:\n|$)/;

type FrontMatter = Record<string, unknown>;
type ParseYaml = typeof import('yaml').parse;

function frontMatterOf(text: string, parseYaml: ParseYaml): { fields: FrontMatter; body: string } {
  const found = FRONT_MATTER.exec(text);
  if (!found || (found[1]?.length ?? 0) > MAX_FRONT_MATTER) return { fields: {}, body: text };
  try {
    // The core schema reads no timestamps or custom tags; aliases are few by design.
    const parsed: unknown = parseYaml(found[1] ?? '', { schema: 'core', maxAliasCount: 20 });
    if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) {
      return { fields: {}, body: text };
    }
    const fields: FrontMatter = {};
    for (const [key, value] of Object.entries(parsed)) fields[key.toLowerCase()] = value;
    return { fields, body: text.slice(found[0].length) };
  } catch {
    // Not YAML after all: the block stays part of the text.
    return { fields: {}, body: text };
  }
}

function tagsOf(value: unknown): string[] {
  const words = Array.isArray(value)
    ? value.filter((item): item is string | number => ['string', 'number'].includes(typeof item))
    : typeof value === 'string'
      ? value.split(/[,\s]+/)
      : [];
  return words.map((word) => String(word).replace(/^#/, '').trim()).filter((word) => word !== '');
}

const stringOf = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : '';

/** A link's target inside the ZIP, from the Markdown file's folder; null outside the ZIP. */
function resolveLink(from: string, link: string): string | null {
  if (/^[a-z][a-z0-9+.-]*:/i.test(link) || link.startsWith('/')) return null;
  let target: string;
  try {
    target = decodeURIComponent(link.split(/[?#]/)[0] ?? '');
  } catch {
    return null;
  }
  const parts = from.split('/').slice(0, -1);
  for (const segment of target.split('/')) {
    if (segment === '..') {
      if (parts.length === 0) return null;
      parts.pop();
    } else if (segment !== '.' && segment !== '') {
      parts.push(segment);
    }
  }
  return parts.join('/');
}

/** A Markdown file's text without its picture links. */
export const markdownText = (body: string) =>
  body
    .replace(IMAGE_LINK, '')
    .replace(/\n{3,}/g, '\n\n')
    .trim();

async function readText(entries: ArchiveEntries, name: string) {
  const chunks = entries.stream(name, Number.MAX_SAFE_INTEGER);
  const gathered: Buffer[] = [];
  let bytes = 0;
  let isCut = false;
  if (chunks) {
    for await (const chunk of chunks) {
      gathered.push(chunk);
      bytes += chunk.length;
      // The rest of a long file is not inflated: the post could not keep it.
      if (bytes >= MAX_FILE_BYTES) {
        isCut = true;
        break;
      }
    }
  }
  const text = Buffer.concat(gathered).subarray(0, MAX_FILE_BYTES).toString('utf8');
  return { text: text.replace(/^\uFEFF/, ''), bytes: Math.min(bytes, MAX_FILE_BYTES), isCut };
}

export async function readMarkdown(entries: ArchiveEntries): Promise<ForeignJournal> {
  // Loaded by the first Markdown import, not at start (about 12 MB and 70 ms).
  const { parse: parseYaml } = await import('yaml');
  const leftOut = new LeftOut();
  const read: ForeignEntry[] = [];
  const names = new Set(entries.names);
  let textBytes = 0;

  for (const name of entries.names.filter(isMarkdownName).sort()) {
    const file = await readText(entries, name);
    textBytes += file.bytes;
    if (textBytes > MAX_ARCHIVE_JSON_BYTES) throw jsonTooLarge('Markdown files');
    if (file.isCut) leftOut.add('text_shortened');
    const { fields, body: fullBody } = frontMatterOf(file.text, parseYaml);
    const body = kept(fullBody, MAX_ENTRY_TEXT, leftOut);

    const attachments: ForeignAttachment[] = [];
    for (const [, link = ''] of body.matchAll(IMAGE_LINK)) {
      const target = resolveLink(name, link);
      if (target === null && /^[a-z][a-z0-9+.-]*:/i.test(link)) continue;
      attachments.push({
        isPicture: true,
        file: target !== null && names.has(target) ? target : null,
      });
    }
    const text = markdownText(body);
    const base = name.slice(name.lastIndexOf('/') + 1);
    const dayInName = /(\d{4}-\d{2}-\d{2})/.exec(base)?.[1];
    const created =
      parseDate(fields.date) ??
      parseDate(fields.created) ??
      (dayInName ? parseDate(dayInName) : null) ??
      entries.modified(name);
    const explicitTitle = kept(stringOf(fields.title), POST_TITLE_MAX_LENGTH, leftOut).trim();
    const fromText = explicitTitle === '' ? titleFromText(text) : null;
    pushEntry(read, {
      key: `${name}:${contentHash(file.text)}`,
      created,
      updated:
        parseDate(fields.updated) ??
        parseDate(fields.modified) ??
        parseDate(fields.lastmod) ??
        created,
      title: fromText?.title ?? explicitTitle,
      text: fromText?.text ?? text,
      mood: kept(stringOf(fields.mood), MOOD_MAX_LENGTH, leftOut),
      tags: keptTags(tagsOf(fields.tags), leftOut),
      attachments,
    });
  }
  return { format: 'markdown', entries: read, trackers: [], leftOut };
}
