import { importResponseSchema } from '@app/domain/archive.schemas.ts';
import { joinLines } from '@app/domain/plain-text.ts';
import { eq } from 'drizzle-orm';
import { decodeHTML } from 'entities';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser, type SignedInPerson } from '../../../test/factories.ts';
import { daylioBackup, dayOneZip, journivZip, markdownZip } from '../../../test/import-fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { archiveImportIds } from '../../db/schema/archive-import-ids.ts';
import { posts } from '../../db/schema/posts.ts';
import { ArchiveImportTurns } from './archive-import-turns.ts';
import { noteText } from './daylio-reader.ts';
import { dayOneText } from './dayone-reader.ts';
import { titleFromText } from './foreign-entries.ts';
import { markdownText } from './markdown-reader.ts';

/*
 * What another journal's file costs to read: its text is cleaned in time linear in its length,
 * read in a worker thread while the server answers everyone else, and a reading past its
 * budget is ended with nothing written.
 */

const LONG = 64 * 1024;
/** The characters the cleaning patterns turn on, each 64 K times between "# a" and "b". */
const SPECIALS = ['#', ' ', '<', '[', '![(', '](dayone-moment:', '<li', '\n'];
const hostile = SPECIALS.map((special) => `# a${special.repeat(LONG)}b`);

let t: TestApp;
let budgeted: TestApp;
beforeAll(async () => {
  [t, budgeted] = await Promise.all([
    createTestApp(),
    // A budget no reading fits in.
    createTestApp({ archiveImports: new ArchiveImportTurns(1, 4, 0.001) }),
  ]);
});
afterAll(async () => {
  await Promise.all([t.close(), budgeted.close()]);
});

function send(app: TestApp, person: SignedInPerson, body: Buffer) {
  return app.app.inject({
    method: 'POST',
    url: '/api/v1/archive/import',
    headers: { ...person.headers, 'content-type': 'application/octet-stream' },
    payload: body,
  });
}

/**
 * Imports `body` and asks /api/health again and again meanwhile: the longest wait, in ms, from
 * one answer (or the import's start) to the next, which a blocked event loop stretches.
 */
async function slowestHealthDuring(person: SignedInPerson, body: Buffer) {
  let isDone = false;
  const importing = send(t, person, body).finally(() => {
    isDone = true;
  });
  let slowest = 0;
  let answers = 0;
  let last = performance.now();
  while (!isDone) {
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    slowest = Math.max(slowest, performance.now() - last);
    last = performance.now();
    answers++;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  const response = await importing;
  expect(response.statusCode, response.body).toBe(200);
  return { slowest, answers, summary: importResponseSchema.parse(response.json()).data };
}

describe('text made to cost', () => {
  it.each([
    ['a heading', (text: string) => titleFromText(text)],
    ["Day One's media links and escapes", dayOneText],
    ["Daylio's HTML notes", (text: string) => noteText(text, decodeHTML)],
    ["Markdown's picture links", markdownText],
    ["the export's lines", joinLines],
  ])('cleans %s from 64 K of each special character in under 100 ms', (_what, clean) => {
    for (const [i, text] of hostile.entries()) {
      const start = performance.now();
      clean(text);
      expect(performance.now() - start, JSON.stringify(SPECIALS[i])).toBeLessThan(100);
    }
  });

  it.each([
    [
      'Markdown',
      () => markdownZip(Object.fromEntries(hostile.map((text, i) => [`n${i}.md`, text]))),
    ],
    [
      'Day One',
      () =>
        dayOneZip(
          hostile.map((text, i) => ({
            uuid: `${i}`.padStart(32, 'A'),
            text,
            creationDate: '2025-03-01T10:00:00Z',
          })),
        ),
    ],
    [
      'Daylio',
      () => daylioBackup(hostile.map((note, i) => ({ datetime: Date.UTC(2025, 2, 1, i), note }))),
    ],
    [
      'Journiv',
      () =>
        journivZip(hostile.map((text, i) => ({ title: '', text, at: `2025-03-01T1${i}:00:00Z` }))),
    ],
  ])('imports such a %s file while /api/health answers at once', async (_format, file) => {
    const person = await createSignedInUser(t.db);
    const { slowest, answers, summary } = await slowestHealthDuring(person, await file());
    expect(summary.postsAdded).toBe(hostile.length);
    expect(answers).toBeGreaterThan(0);
    expect(slowest).toBeLessThan(1000);
  });
});

describe('the reading budget', () => {
  it('ends a reading past it: 422 archive_too_slow in the error shape, nothing written', async () => {
    const person = await createSignedInUser(budgeted.db);
    const response = await send(
      budgeted,
      person,
      await markdownZip(Object.fromEntries(hostile.map((text, i) => [`n${i}.md`, text]))),
    );
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json()).toMatchObject({ error: { code: 'archive_too_slow' } });
    expect(response.json().error.message).toMatch(/Nothing was imported/);
    const [stored, ids] = await Promise.all([
      budgeted.db.select().from(posts).where(eq(posts.userId, person.user.id)),
      budgeted.db
        .select()
        .from(archiveImportIds)
        .where(eq(archiveImportIds.userId, person.user.id)),
    ]);
    expect(stored).toEqual([]);
    expect(ids).toEqual([]);
  });
});
