import { POST_FIELDS, postFieldsOfKind } from '@app/domain/post-fields.ts';
import type { HighlightSegment, ParsedSearchPostsQuery } from '@app/domain/search.schemas.ts';
import { and, desc, eq, getTableColumns, gte, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { posts } from '../../db/schema/posts.ts';

/*
 * Full-text search of a person's own posts. The search module's route calls searchOwnPosts;
 * the query lives here because the posts table is this module's (check-boundaries.ts).
 *
 * posts.search_vector and posts_search_body() come from migration 0006_posts_search: a stored
 * generated tsvector with a GIN index, over the fields the domain's table gives a search
 * weight (the title A, every other B). The column is not in the Drizzle schema, so it is named
 * here in SQL; a test holds its definition to the table.
 */

const searchVector = sql`${posts}.search_vector`;

/** The fields searched at weight B, texts and lists apart (posts_search_body's two arguments). */
const searchedTexts = postFieldsOfKind('line', 'text').filter(
  (name) => POST_FIELDS[name].search === 'B',
);
const searchedLists = postFieldsOfKind('list', 'feelings', 'actionItems').filter(
  (name) => POST_FIELDS[name].search === 'B',
);

/** The document the snippets are cut from: the body part of search_vector. */
const searchBody = sql`posts_search_body(
  array[${sql.join(
    searchedTexts.map((name) => posts[name]),
    sql`, `,
  )}],
  ${sql.join(
    searchedLists.map((name) => posts[name]),
    sql` || `,
  )})`;

/*
 * ts_headline marks matches with these. posts_search_body() removes both from the document
 * (and the title gets the same treatment below), so in a headline they can only be marks.
 */
const MATCH_START = '\u0001';
const MATCH_END = '\u0002';
const HEADLINE_MARKS = `StartSel=${MATCH_START}, StopSel=${MATCH_END}`;
// ShortWord=0: by default a passage may not start or end with a word of 3 letters or fewer,
// which cut "I went running" to "went running".
const SNIPPET_OPTIONS = `${HEADLINE_MARKS}, MaxFragments=2, MaxWords=30, MinWords=12, ShortWord=0, FragmentDelimiter=" … "`;
const TITLE_OPTIONS = `${HEADLINE_MARKS}, HighlightAll=true`;

/**
 * The words to mark, as a websearch query of any of them: ts_headline only cuts a passage
 * around a match of the whole query, so "swim river" would mark nothing in a text that holds
 * only "river". Excluded words (-word) are not marked; phrases mark their words.
 */
export function anyWordQuery(q: string): string {
  const words = q.match(/-?[^\s"]+/g) ?? [];
  return words.filter((word) => !word.startsWith('-') && word.toLowerCase() !== 'or').join(' or ');
}

/** A headline as plain text pieces, the marked words flagged; runs of white space as one. */
export function toHighlightSegments(headline: string): HighlightSegment[] {
  const segments: HighlightSegment[] = [];
  const marked = new RegExp(`${MATCH_START}([^${MATCH_START}${MATCH_END}]*)${MATCH_END}`, 'g');
  let position = 0;
  const push = (text: string, match: boolean) => {
    const clean = text.replace(/\s+/g, ' ');
    if (clean === '') return;
    const last = segments[segments.length - 1];
    if (last && last.match === match) last.text += clean;
    else segments.push({ text: clean, match });
  };
  for (const found of headline.matchAll(marked)) {
    push(headline.slice(position, found.index), false);
    push(found[1] ?? '', true);
    position = found.index + found[0].length;
  }
  push(headline.slice(position), false);
  const first = segments[0];
  if (first && !first.match) first.text = first.text.trimStart();
  const last = segments[segments.length - 1];
  if (last && !last.match) last.text = last.text.trimEnd();
  return segments.filter((segment) => segment.text !== '');
}

/**
 * The query behind a page of results (exported for the test that reads its plan): the person's
 * matching posts ranked by ts_rank_cd (words close together, and in the title, count more),
 * then newest, one row more than the page; then, for those rows only, the headlines
 * (ts_headline parses the whole document of every row it is given).
 */
export function buildSearchQuery(db: Database, userId: string, options: ParsedSearchPostsQuery) {
  const { q, category, from, to, limit, offset } = options;
  const query = sql`websearch_to_tsquery('english', ${q})`;
  const ranked = db
    .select({ id: posts.id, rank: sql<number>`ts_rank_cd(${searchVector}, ${query})`.as('rank') })
    .from(posts)
    .where(
      and(
        eq(posts.userId, userId),
        sql`not ${posts.deleted}`,
        sql`${searchVector} @@ ${query}`,
        category ? eq(posts.category, category) : undefined,
        from ? gte(posts.createdAt, from) : undefined,
        to ? lt(posts.createdAt, to) : undefined,
      ),
    )
    .orderBy(sql`rank desc`, desc(posts.lastUpdate), desc(posts.id))
    .limit(limit + 1)
    .offset(offset)
    .as('ranked');
  const marked = sql`websearch_to_tsquery('english', ${anyWordQuery(q)})`;
  return db
    .select({
      ...getTableColumns(posts),
      titleHeadline: sql<string>`ts_headline('english', translate(${posts.title}, ${`${MATCH_START}${MATCH_END}`}, '  '), ${marked}, ${TITLE_OPTIONS})`,
      snippetHeadline: sql<string>`ts_headline('english', ${searchBody}, ${marked}, ${SNIPPET_OPTIONS})`,
    })
    .from(ranked)
    .innerJoin(posts, and(eq(posts.id, ranked.id), eq(posts.userId, userId)))
    .orderBy(desc(ranked.rank), desc(posts.lastUpdate), desc(posts.id));
}
