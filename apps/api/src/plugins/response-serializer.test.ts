import {
  type Post,
  postCountResponseSchema,
  postListResponseSchema,
} from '@app/domain/posts.schemas.ts';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { compileSerializer, responseSerializerCompiler } from './response-serializer.ts';

const post = (overrides: Partial<Post> = {}): Post => ({
  _id: '3f0c3a4e-5d0b-4c8e-9a51-0f1c2b3d4e5f',
  user: '9b2f8f5e-1c1d-4c53-8f1e-2a6d4b8c7e01',
  isOwner: true,
  fakeUser: null,
  category: 'journal',
  title: 'Tuesday',
  mood: '',
  tags: ['walks'],
  image: null,
  imageWidth: null,
  imageHeight: null,
  summary: '',
  identity: '',
  intention: '',
  choices: ['one', 'two'],
  choiceSelected: null,
  unexpected: '',
  currentSituation: 'A "quoted" line\nand a tab\t, a backslash \\ and an emoji 🌱',
  basicNegativeBeliefs: [],
  negativeBeliefs: [],
  wall: [],
  preferredBeliefs: [],
  positiveBeliefs: '',
  preferredFeelings: '',
  preferredFeelingsList: [],
  preferredThoughts: '',
  feelingsList: [],
  answer: '',
  actionItems: [{ action: 'Call Sam', complete: false }],
  actionItems2: [],
  actionItemsNot: [],
  nextActionItems: [],
  evidence: '',
  instructions: '',
  thisWillWorkBecause: '',
  yearsToManifest: 1,
  shareForResearch: false,
  shareForFeedback: false,
  draft: false,
  sealed: null,
  uncheckedItems: 1,
  approvalStatus: '',
  created: '2026-11-24T10:00:00.000Z',
  lastUpdate: '2026-11-24T10:05:00.000Z',
  importedFrom: null,
  ...overrides,
});

const listOf = <T>(data: T[]) => ({
  data,
  has_more: true,
  has_more_after: false,
  next_cursor: 'abc',
  previous_cursor: null,
});

const listOrCount = z.union([postListResponseSchema, postCountResponseSchema]);

describe('the response serializer', () => {
  let app: ReturnType<typeof Fastify>;
  let answer: unknown;
  beforeAll(async () => {
    app = Fastify({ logger: false });
    app.setSerializerCompiler(responseSerializerCompiler);
    app.get('/posts', { schema: { response: { 200: listOrCount } } }, async () => answer);
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
  });
  const get = async (data: unknown) => {
    answer = data;
    return app.inject({ method: 'GET', url: '/posts' });
  };

  it('sends only the properties the schema declares, at every depth', async () => {
    const leaky = {
      ...post({ actionItems: [{ action: 'x', complete: true, ownerEmail: 'a@b.c' } as never] }),
      passwordHash: 'secret',
      contact: 'someone@example.com',
    };
    const response = await get({ ...listOf([leaky]), debug: { sql: 'select …' } });
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain('secret');
    expect(response.body).not.toContain('example.com');
    expect(response.body).not.toContain('a@b.c');
    expect(response.body).not.toContain('select');
    expect(response.json().data[0].actionItems).toEqual([{ action: 'x', complete: true }]);
  });

  it('leaves out an optional property that is undefined (the author of another person’s post)', async () => {
    const response = await get(listOf([post({ user: undefined, isOwner: false })]));
    expect(response.json().data[0]).not.toHaveProperty('user');
    expect(response.json().data[0].isOwner).toBe(false);
  });

  it('writes the same JSON as checking with the schema and then JSON.stringify', async () => {
    const data = listOf([
      post(),
      post({ fakeUser: 3, image: 'c56a4180-65aa-42ec-a945-5fd21dec0538', imageWidth: 960 }),
      post({ approvalStatus: 'approved', choiceSelected: 0, title: 'Lone \ud800 surrogate' }),
    ]);
    const response = await get(data);
    expect(response.json()).toEqual(JSON.parse(JSON.stringify(z.encode(listOrCount, data))));
    // A lone surrogate is escaped, as JSON.stringify escapes it, so the body is valid UTF-8.
    expect(response.body).toContain('Lone \\ud800 surrogate');
  });

  it('tells the options of a union apart by the properties each requires', async () => {
    expect((await get({ data: 42 })).json()).toEqual({ data: 42 });
    expect((await get(listOf([]))).json()).toEqual(listOf([]));
  });

  it('refuses an answer that lacks a required property (500, nothing half-written)', async () => {
    const { title: _, ...untitled } = post();
    const response = await get(listOf([untitled]));
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toContain('Tuesday');
  });

  it('writes nullable values and their nulls', () => {
    const serialize = compileSerializer(
      z.object({
        n: z.number().int().nullable(),
        s: z.string().nullable(),
        e: z.enum(['a']).nullable(),
      }),
    );
    expect(JSON.parse(serialize({ n: null, s: null, e: null }))).toEqual({
      n: null,
      s: null,
      e: null,
    });
    expect(JSON.parse(serialize({ n: 7, s: 'x', e: 'a' }))).toEqual({ n: 7, s: 'x', e: 'a' });
  });
});
