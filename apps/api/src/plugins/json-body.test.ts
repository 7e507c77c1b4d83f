import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser, type SignedInPerson as Person } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { ideas } from '../db/schema/ideas.ts';
import { posts } from '../db/schema/posts.ts';

let t: TestApp;
let person: Person;
beforeAll(async () => {
  t = await createTestApp();
  person = await createSignedInUser(t.db);
});
afterAll(async () => {
  await t.close();
});

/** A JSON body exactly as written, escapes and all. */
const send = (method: 'POST' | 'PUT', url: string, json: string) =>
  t.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: { ...person.headers, 'content-type': 'application/json' },
    payload: json,
  });

describe('JSON bodies with text PostgreSQL cannot store', () => {
  // Fuzzing (docs/security.md, promise 39) found each of these answered 500 by the database: NUL in
  // text and jsonb columns ("invalid byte sequence"), a lone surrogate in jsonb lists.
  const unstorable: Array<[string, 'POST' | 'PUT', string, string]> = [
    ['NUL in an idea (text)', 'POST', '/ideas', '{"idea":"a\\u0000b"}'],
    ['NUL in a feeling (text)', 'POST', '/feelings', '{"feeling":"\\u0000"}'],
    ['NUL in a post title', 'POST', '/posts', '{"category":"journal","title":"x\\u0000"}'],
    ['NUL in a tracker title', 'POST', '/habit-trackers', '[{"title":"\\u0000","dates":[]}]'],
    [
      'a lone high surrogate in a list (jsonb)',
      'POST',
      '/posts',
      '{"category":"journal","choices":["a\\ud800"]}',
    ],
    [
      'a lone low surrogate in free text',
      'POST',
      '/posts',
      '{"category":"journal","summary":"\\udfff"}',
    ],
    [
      'a lone surrogate in an action item',
      'PUT',
      '/identity/action-items',
      '{"actionItems":[{"action":"\\ud83d"}]}',
    ],
    ['NUL in a key', 'POST', '/ideas', '{"idea":"fine","\\u0000":1}'],
  ];

  it.each(unstorable)(
    'refuses %s with 400 in the error shape',
    async (_label, method, url, json) => {
      const response = await send(method, url, json);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.code).toBe('invalid_text');
    },
  );

  it('stores nothing of a refused body', async () => {
    await send('POST', '/ideas', '{"idea":"refused \\u0000 idea"}');
    const rows = await t.db.select().from(ideas).where(eq(ideas.userId, person.user.id));
    expect(rows.filter((row) => row.idea.startsWith('refused'))).toEqual([]);
  });

  it('keeps whole emoji, other control characters and a written "\\u0000" as they are', async () => {
    const title = '😀 tab\there \\u0000 and \u0001';
    const response = await send(
      'POST',
      '/posts',
      JSON.stringify({ category: 'journal', title, choices: ['🙂 fine'] }),
    );
    expect(response.statusCode, response.body).toBe(200);
    const [row] = await t.db.select().from(posts).where(eq(posts.id, response.json().data._id));
    expect(row?.title).toBe(title);
    expect(row?.choices).toEqual(['🙂 fine']);
  });

  it("keeps Fastify's own JSON rules: empty bodies and prototype poisoning are refused", async () => {
    const empty = await send('POST', '/ideas', '');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.code).toBe('fst_err_ctp_empty_json_body');
    for (const json of [
      '{"idea":"x","__proto__":{"moderator":true}}',
      '{"idea":"x","constructor":{"prototype":{"moderator":true}}}',
    ]) {
      const poisoned = await send('POST', '/ideas', json);
      expect(poisoned.statusCode, json).toBe(400);
      expect(poisoned.json().error).toEqual(expect.objectContaining({ code: expect.any(String) }));
    }
  });
});

describe('JSON bodies with long arrays', () => {
  // Spreading a long array into push() overflowed the stack: a 400 saying the body was not
  // valid JSON, and a 500 on import.
  it('answers an array of 200,000 items with the schema refusal, never a parse error or a 5xx', async () => {
    const items = `[${'0,'.repeat(199_999)}0]`;
    const trackers = await send('POST', '/habit-trackers', items);
    expect(trackers.statusCode, trackers.body).toBe(400);
    expect(trackers.json().error.code).toBe('invalid_request');
    const choices = await send('POST', '/posts', `{"category":"journal","choices":${items}}`);
    expect(choices.statusCode, choices.body).toBe(400);
    expect(choices.json().error.code).toBe('invalid_request');
  });

  it('still finds a NUL character in the last of 200,000 items', async () => {
    const items = `[${'"a",'.repeat(199_999)}"\\u0000"]`;
    const response = await send('POST', '/posts', `{"category":"journal","choices":${items}}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('invalid_text');
  });
});
