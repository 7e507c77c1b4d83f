import { MAX_SEARCH_OFFSET } from '@app/domain/limits.ts';
import { POST_FIELD_NAMES, POST_FIELDS } from '@app/domain/post-fields.ts';
import type { PostCategory } from '@app/domain/post-types.ts';
import type { Post } from '@app/domain/posts.schemas.ts';
import type { HighlightSegment, SearchPostsResponse } from '@app/domain/search.schemas.ts';

/*
 * A sealed journal's search, on the device (docs/decisions/0068): the server holds no words to
 * search, so the person's own posts, opened here, are searched as the server's full-text
 * search would be: words typed naturally ("a phrase", or, -not), any word's start matching
 * ("walk" finds "walking"), the title counting more, then the newest first. Pure, so the
 * worker runs it and the tests check it.
 */

/** Lower case without accents: "Mañana" and "manana" are the same word. */
function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Mn}/gu, '')
    .toLowerCase();
}

const WORD = /[\p{L}\p{N}]+/gu;
const wordsOf = (text: string) => foldText(text).match(WORD) ?? [];

/** One alternative of a query: all its terms must match, none of its exclusions. */
type Clause = { terms: string[][]; excluded: string[][] };

/**
 * The query as the server's websearch syntax reads it: clauses joined by "or", each a list of
 * words and "quoted phrases" that all must match, and -words or -"phrases" that must not.
 */
export function parseSearchQuery(query: string): Clause[] {
  const clauses: Clause[] = [{ terms: [], excluded: [] }];
  for (const found of query.matchAll(/(-?)"([^"]*)"?|(-?)(\S+)/g)) {
    const isExcluded = (found[1] ?? found[3]) === '-';
    const text = found[2] ?? found[4] ?? '';
    const words = wordsOf(text);
    if (words.length === 0) continue;
    if (found[4] !== undefined && words.length === 1 && words[0] === 'or' && !isExcluded) {
      clauses.push({ terms: [], excluded: [] });
      continue;
    }
    const clause = clauses.at(-1);
    if (!clause) continue;
    (isExcluded ? clause.excluded : clause.terms).push(words);
  }
  return clauses.filter((clause) => clause.terms.length > 0);
}

/** The text a post is searched by: the title, then every private text and list field. */
function searchableTextOf(post: Post): { title: string; body: string[] } {
  const body: string[] = [];
  for (const name of POST_FIELD_NAMES) {
    const spec = POST_FIELDS[name];
    if (name === 'title' || !spec.private || !('search' in spec)) continue;
    const value = post[name] as unknown;
    if (typeof value === 'string') body.push(value);
    else if (Array.isArray(value)) {
      for (const item of value) {
        body.push(
          typeof item === 'string' ? item : String((item as { action?: string }).action ?? ''),
        );
      }
    }
  }
  return { title: post.title, body: body.filter((text) => text.trim() !== '') };
}

/** Where a phrase's words follow each other in `words`, each matching a word's start. */
function phraseAt(words: string[], phrase: string[]): number {
  outer: for (let i = 0; i + phrase.length <= words.length; i++) {
    for (let j = 0; j < phrase.length; j++) {
      if (!words[i + j]?.startsWith(phrase[j] ?? '')) continue outer;
    }
    return i;
  }
  return -1;
}

type Indexed = { post: Post; titleWords: string[]; bodyWords: string[]; body: string[] };

export function indexPost(post: Post): Indexed {
  const { title, body } = searchableTextOf(post);
  return { post, titleWords: wordsOf(title), bodyWords: body.flatMap(wordsOf), body };
}

/** A post's score for the query: 0 when it does not match. */
function scoreOf(indexed: Indexed, clauses: Clause[]): number {
  let best = 0;
  for (const clause of clauses) {
    const has = (phrase: string[]) =>
      phraseAt(indexed.titleWords, phrase) >= 0 || phraseAt(indexed.bodyWords, phrase) >= 0;
    if (!clause.terms.every(has) || clause.excluded.some(has)) continue;
    let score = 0;
    for (const phrase of clause.terms) {
      if (phraseAt(indexed.titleWords, phrase) >= 0) score += 10;
      if (phraseAt(indexed.bodyWords, phrase) >= 0) score += 1;
    }
    best = Math.max(best, score);
  }
  return best;
}

/** `text` cut into pieces, the words that start with one of `terms` marked. */
export function highlight(text: string, terms: string[]): HighlightSegment[] {
  const segments: HighlightSegment[] = [];
  let position = 0;
  const push = (piece: string, match: boolean) => {
    if (piece === '') return;
    const last = segments.at(-1);
    if (last && last.match === match) last.text += piece;
    else segments.push({ text: piece, match });
  };
  for (const found of text.matchAll(WORD)) {
    const word = foldText(found[0]);
    if (!terms.some((term) => word.startsWith(term))) continue;
    push(text.slice(position, found.index), false);
    push(found[0], true);
    position = found.index + found[0].length;
  }
  push(text.slice(position), false);
  return segments;
}

const SNIPPET_CHARACTERS = 90;

/** A passage of the first body text that matches, around its first match: empty when none does. */
function snippetOf(body: string[], terms: string[]): HighlightSegment[] {
  for (const text of body) {
    const segments = highlight(text, terms);
    const first = segments.findIndex((segment) => segment.match);
    if (first < 0) continue;
    const before = segments
      .slice(0, first)
      .map((segment) => segment.text)
      .join('');
    const start = Math.max(0, before.length - SNIPPET_CHARACTERS / 3);
    const passage = text.slice(start, start + SNIPPET_CHARACTERS).replace(/\s+/g, ' ');
    return highlight(
      `${start > 0 ? '…' : ''}${passage}${start + SNIPPET_CHARACTERS < text.length ? '…' : ''}`,
      terms,
    );
  }
  return [];
}

export type DeviceSearchOptions = {
  q: string;
  category: PostCategory | null;
  from: string | null;
  to: string | null;
  limit: number;
  offset: number;
};

/** A page of the search as `GET /search` answers it, best match first. */
export function searchIndexedPosts(
  posts: readonly Indexed[],
  { q, category, from, to, limit, offset }: DeviceSearchOptions,
): SearchPostsResponse {
  const clauses = parseSearchQuery(q);
  const terms = clauses.flatMap((clause) => clause.terms.flat());
  const fromTime = from ? Date.parse(from) : null;
  const toTime = to ? Date.parse(to) : null;
  const ranked = posts
    .filter(({ post }) => {
      if (category && post.category !== category) return false;
      const created = Date.parse(post.created);
      return (fromTime === null || created >= fromTime) && (toTime === null || created < toTime);
    })
    .map((indexed) => ({ indexed, score: scoreOf(indexed, clauses) }))
    .filter(({ score }) => score > 0)
    .sort(
      (a, b) =>
        b.score - a.score ||
        b.indexed.post.lastUpdate.localeCompare(a.indexed.post.lastUpdate) ||
        b.indexed.post._id.localeCompare(a.indexed.post._id),
    );
  const page = ranked.slice(offset, offset + limit);
  const nextOffset = offset + limit;
  const hasMore = ranked.length > nextOffset && nextOffset <= MAX_SEARCH_OFFSET;
  return {
    data: page.map(({ indexed }) => ({
      post: indexed.post,
      title: highlight(indexed.post.title, terms),
      snippet: snippetOf(indexed.body, terms),
    })),
    has_more: hasMore,
    next_offset: hasMore ? nextOffset : null,
  };
}
