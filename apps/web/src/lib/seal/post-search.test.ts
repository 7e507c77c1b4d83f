import type { Post } from '@app/domain/posts.schemas.ts';
import { describe, expect, it } from 'vitest';
import { aPost } from '@/test/records.ts';
import { highlight, indexPost, parseSearchQuery, searchIndexedPosts } from './post-search.ts';

const post = (id: number, fields: Partial<Post>, lastUpdate = `2026-0${id}-01T08:00:00.000Z`) =>
  aPost({
    category: 'journal',
    ...fields,
    _id: `00000000-0000-4000-8000-00000000000${id}`,
    created: lastUpdate,
    lastUpdate,
  } as Parameters<typeof aPost>[0]);

const POSTS = [
  post(1, { title: 'Walking by the lake', currentSituation: 'The water was still.' }),
  post(2, { title: 'Work', currentSituation: 'A long walk home after a hard meeting.' }),
  post(3, { title: 'Mañana', tags: ['sea'], currentSituation: 'Swimming in the sea at dawn.' }),
  post(4, {
    title: 'Plans',
    actionItems: [{ action: 'Call the lighthouse keeper', complete: false }],
  }),
].map(indexPost);

const search = (q: string, extra: Partial<Parameters<typeof searchIndexedPosts>[1]> = {}) =>
  searchIndexedPosts(POSTS, {
    q,
    category: null,
    from: null,
    to: null,
    limit: 10,
    offset: 0,
    ...extra,
  });
const ids = (q: string, extra = {}) =>
  search(q, extra).data.map((result) => result.post._id.at(-1));

describe("a sealed journal's search on the device", () => {
  it('finds a word by its start, anywhere in a post, the title counting more', () => {
    expect(ids('walk')).toEqual(['1', '2']);
    expect(ids('lighthouse')).toEqual(['4']);
    expect(ids('sea')).toEqual(['3']);
  });

  it('reads words as the server does: phrases, or, -not, accents and case aside', () => {
    expect(ids('"long walk"')).toEqual(['2']);
    expect(ids('"walk long"')).toEqual([]);
    expect(ids('lake or sea')).toEqual(['1', '3']);
    expect(ids('walk -meeting')).toEqual(['1']);
    expect(ids('MANANA')).toEqual(['3']);
    expect(parseSearchQuery('   ')).toEqual([]);
  });

  it('filters by category and dates, and pages by offset', () => {
    expect(ids('walk', { category: 'anxiety' })).toEqual([]);
    expect(ids('walk', { from: '2026-02-01T00:00:00.000Z' })).toEqual(['2']);
    expect(ids('walk', { to: '2026-02-01T00:00:00.000Z' })).toEqual(['1']);
    const first = search('walk', { limit: 1 });
    expect(first).toMatchObject({ has_more: true, next_offset: 1 });
    expect(search('walk', { limit: 1, offset: 1 })).toMatchObject({ has_more: false });
  });

  it('marks the matching words in the title and a passage of the rest', () => {
    const [result] = search('walk').data.filter((r) => r.post._id.endsWith('2'));
    expect(result?.snippet.filter((segment) => segment.match)).toEqual([
      { text: 'walk', match: true },
    ]);
    expect(highlight('Walking by the lake', ['walk'])).toEqual([
      { text: 'Walking', match: true },
      { text: ' by the lake', match: false },
    ]);
  });
});
