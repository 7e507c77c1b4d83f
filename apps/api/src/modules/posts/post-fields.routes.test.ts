import { ARCHIVE_JSON_NAME, type ArchiveInput } from '@app/domain/archive.schemas.ts';
import {
  POST_FIELD_NAMES,
  POST_FIELDS,
  POST_STEP_FIELDS,
  type PostFieldName,
  type PostFieldSpec,
  postFieldColumnName,
} from '@app/domain/post-fields.ts';
import { MAX_POSTS_PER_PAGE } from '@app/domain/post-limits.ts';
import { POST_TYPES, type PostCategory } from '@app/domain/post-types.ts';
import {
  type Post,
  pickPostWriting,
  postListResponseSchema,
  postResponseSchema,
} from '@app/domain/posts.schemas.ts';
import { searchPostsResponseSchema } from '@app/domain/search.schemas.ts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unzip } from '../../../test/archive-fixtures.ts';
import { createSignedInUser, type SignedInPerson } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

/*
 * The domain's table of post fields (post-fields.ts) is the one list of a post's fields. This
 * test iterates over the table itself, so a field added to it later is covered here without a
 * line of this file changing: for every field, a post written through the API with a value of
 * its own in that field is read back, found by search when the field is searched, exported,
 * imported into another account, and seen in its Markdown file and in the report.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** A word no other field's value holds, so a search for it finds that field's post alone. */
const wordOf = (name: PostFieldName) => `${name.toLowerCase()}wordx`;

const EXERCISES = Object.values(POST_TYPES).filter(
  // One identity post per person: its fields are written in other exercises here.
  (type) => type.category !== 'identity',
);

/**
 * An exercise whose form asks for the field, so its Markdown shows it under the step's heading;
 * for a field no form asks for, a shareable one (sharing is a field too).
 */
function categoryFor(name: PostFieldName): PostCategory {
  const asking = EXERCISES.find((type) =>
    type.steps.some((step) => POST_STEP_FIELDS[step.key] === name),
  );
  const shareable = EXERCISES.find((type) => type.shareable);
  const category = (asking ?? shareable)?.category;
  if (!category) throw new Error('No exercise to write the field in');
  return category;
}

/** The post written for the field: its distinctive value, and what people read of it. */
function postFor(name: PostFieldName): { body: Record<string, unknown>; readable: string } {
  const word = wordOf(name);
  const spec: PostFieldSpec = POST_FIELDS[name];
  const body: Record<string, unknown> = { category: categoryFor(name), title: `Field ${name}` };
  switch (spec.kind) {
    case 'line':
    case 'text':
      body[name] = word;
      return { body, readable: word };
    case 'list':
      body[name] = [`the ${word}`];
      return { body, readable: `the ${word}` };
    case 'feelings':
      body[name] = [word];
      return { body, readable: word };
    case 'actionItems':
      body[name] = [{ action: word, complete: true }];
      return { body, readable: word };
    case 'choice':
      body.choices = ['one option', 'the chosen option'];
      body[name] = 1;
      return { body, readable: 'the chosen option (chosen)' };
    case 'years':
      body[name] = 5;
      return { body, readable: '5 years' };
    case 'flag':
      body[name] = true;
      return { body, readable: '' };
  }
}

async function ok(person: SignedInPerson, method: 'GET' | 'POST', url: string, payload?: object) {
  const response = await t.call(person, method, url, payload);
  expect(response.statusCode, `${method} ${url}: ${response.body}`).toBeLessThan(300);
  return response;
}

describe('the table of post fields', () => {
  it('gives the stored search vector exactly the fields it searches, at their weights', async () => {
    const result = (await t.db.execute(sql`
      select pg_get_expr(d.adbin, d.adrelid) as expression
      from pg_attrdef d
      join pg_attribute a on a.attrelid = d.adrelid and a.attnum = d.adnum
      where a.attrelid = 'posts'::regclass and a.attname = 'search_vector'`)) as unknown as {
      rows: Array<{ expression: string }>;
    };
    const expression = result.rows[0]?.expression ?? '';
    expect(expression).toContain('setweight');
    // setweight(..., 'A') comes first in the expression, then the B part.
    const [weightA = '', weightB = ''] = expression.split(/'A'/);
    const weightIn = (column: string) =>
      new RegExp(`\\b${column}\\b`).test(weightA)
        ? 'A'
        : new RegExp(`\\b${column}\\b`).test(weightB)
          ? 'B'
          : undefined;
    for (const name of POST_FIELD_NAMES) {
      const { search }: PostFieldSpec = POST_FIELDS[name];
      expect(
        weightIn(postFieldColumnName(name)),
        `${name}: a migration defines posts.search_vector anew, as 0006_posts_search does`,
      ).toBe(search);
    }
  });

  it('carries every field of the table through a save, search, export, import, Markdown and report', async () => {
    const author = await createSignedInUser(t.db);
    const written = new Map<PostFieldName, { post: Post; readable: string }>();
    for (const name of POST_FIELD_NAMES) {
      const { body, readable } = postFor(name);
      const created = postResponseSchema.parse((await ok(author, 'POST', '/posts', body)).json());
      const read = postResponseSchema.parse(
        (await ok(author, 'GET', `/posts/${created.data._id}`)).json(),
      ).data;
      expect(read[name], name).toEqual(body[name]);
      written.set(name, { post: read, readable });
    }

    for (const name of POST_FIELD_NAMES) {
      const { search }: PostFieldSpec = POST_FIELDS[name];
      if (!search) continue;
      const found = searchPostsResponseSchema.parse(
        (await ok(author, 'GET', `/search?q=${wordOf(name)}`)).json(),
      );
      expect(
        found.data.map((result) => result.post._id),
        name,
      ).toEqual([written.get(name)?.post._id]);
      const marked = [...(found.data[0]?.title ?? []), ...(found.data[0]?.snippet ?? [])];
      expect(
        marked.filter((segment) => segment.match).map((segment) => segment.text.toLowerCase()),
        name,
      ).toContain(wordOf(name));
    }

    const exported = await ok(author, 'GET', '/archive/export');
    const files = await unzip(exported.rawPayload);
    const archive: ArchiveInput = JSON.parse(files.get(ARCHIVE_JSON_NAME)?.toString('utf8') ?? '');
    const today = new Date().toISOString().slice(0, 10);
    const report = (await ok(author, 'GET', `/archive/report?from=${today}&to=${today}`)).body;
    for (const [name, { post, readable }] of written) {
      const archived = archive.posts.find((candidate) => candidate.id === post._id);
      expect(archived?.[name], name).toEqual(post[name]);
      if (!POST_FIELDS[name].private) continue;
      const markdown = files.get(archived?.markdownFile ?? '')?.toString('utf8') ?? '';
      expect(markdown, name).toContain(readable);
      expect(report, name).toContain(readable);
    }

    const reader = await createSignedInUser(t.db);
    const imported = await t.app.inject({
      method: 'POST',
      url: '/api/v1/archive/import',
      headers: { ...reader.headers, 'content-type': 'application/zip' },
      payload: exported.rawPayload,
    });
    expect(imported.statusCode, imported.body).toBe(200);
    // The ids are the author's, so the reader's copies have ids of their own: found by title.
    const theirs = postListResponseSchema.parse(
      (await ok(reader, 'GET', `/posts?limit=${MAX_POSTS_PER_PAGE}`)).json(),
    ).data;
    expect(theirs).toHaveLength(written.size);
    for (const [name, { post }] of written) {
      const copy = theirs.find((candidate) => candidate.title === post.title);
      expect(copy && pickPostWriting(copy), name).toEqual(pickPostWriting(post));
    }
  });
});
