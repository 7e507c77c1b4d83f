import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { archiveWith, emptyArchiveJson } from '../../../test/archive-fixtures.ts';
import { createSignedInUser, type SignedInPerson as Person } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { feelings } from '../../db/schema/feelings.ts';
import { ArchiveImportTurns } from './archive-import-turns.ts';

/*
 * Decision 0053: one import may take most of a process's memory (decision 0030), so a person
 * imports one archive at a time and the process one at a time, with a short line behind it.
 */

// One import at once and one place in line, as the defaults are in kind.
const turns = new ArchiveImportTurns(1, 1);
let t: TestApp;
let origin: string;
// This file's own temporary directory, where the server spools the uploads it reads (os.tmpdir()
// follows TMPDIR); the worker's own is given back after.
const spoolDirectory = fs.mkdtempSync(path.join(os.tmpdir(), 'import-turns-test-'));
const workerTmpdir = process.env.TMPDIR;
const uploadsOnDisk = () => fs.readdirSync(spoolDirectory).length;
beforeAll(async () => {
  t = await createTestApp({ archiveImports: turns });
  process.env.TMPDIR = spoolDirectory;
  origin = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await t.close();
  if (workerTmpdir === undefined) delete process.env.TMPDIR;
  else process.env.TMPDIR = workerTmpdir;
  fs.rmSync(spoolDirectory, { recursive: true, force: true });
});

/** An archive of one feeling: what a person's import adds can be counted. */
const oneFeeling = () =>
  archiveWith({
    ...emptyArchiveJson(),
    feelings: [{ id: randomUUID(), feeling: 'hopeful', created: '2026-05-01T10:00:00.000Z' }],
  });

function importZip(person: Person, body: Buffer) {
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/archive/import',
    headers: { ...person.headers, 'content-type': 'application/zip' },
    payload: body,
  });
}

/**
 * An import whose upload arrives over a real connection as slowly as the test says: its first
 * `sent` bytes now, the rest when `finish` is called.
 */
function slowUpload(person: Person, zip: Buffer, sent: number) {
  let finish = () => {};
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(zip.subarray(0, sent));
      finish = () => {
        controller.enqueue(zip.subarray(sent));
        controller.close();
      };
    },
  });
  const answer = fetch(`${origin}/api/v1/archive/import`, {
    method: 'POST',
    headers: {
      ...person.headers,
      'content-type': 'application/zip',
      'content-length': String(zip.length),
    },
    body,
    duplex: 'half',
  } as RequestInit);
  return { answer, finish: () => finish() };
}

const feelingsOf = async (person: Person) =>
  (await t.db.select().from(feelings).where(eq(feelings.userId, person.user.id))).length;

/** A turn taken by someone else's import, held until `release`. */
function takeATurn(): { release: () => void; done: Promise<void> } {
  let release = () => {};
  const done = turns.inTurn(
    () =>
      new Promise<void>((resolve) => {
        release = resolve;
      }),
  );
  return { release: () => release(), done };
}

describe('archive imports take turns (decision 0053)', () => {
  it('a person has one import at a time, and their upload on its way keeps nobody else waiting', async () => {
    const [ana, ben] = await Promise.all([createSignedInUser(t.db), createSignedInUser(t.db)]);
    const zip = await oneFeeling();
    const first = slowUpload(ana, zip, 16);
    // Its upload is arriving: the import holds Ana's place.
    await expect.poll(uploadsOnDisk, { timeout: 10_000 }).toBe(1);

    const second = await importZip(ana, zip);
    expect(second.statusCode).toBe(409);
    expect(second.json().error.code).toBe('import_in_progress');
    expect(second.headers.connection).toBe('close');

    const bens = await importZip(ben, zip);
    expect(bens.statusCode, bens.body).toBe(200);
    expect(await feelingsOf(ben)).toBe(1);

    first.finish();
    expect((await first.answer).status).toBe(200);
    expect(await feelingsOf(ana)).toBe(1);
    const again = await importZip(ana, await oneFeeling());
    expect(again.statusCode, again.body).toBe(200);
    expect(await feelingsOf(ana)).toBe(2);
  });

  it('an import waits for its turn while another runs, then runs', async () => {
    const carla = await createSignedInUser(t.db);
    const running = takeATurn();
    const waiting = importZip(carla, await oneFeeling());
    const settled = await Promise.race([waiting.then(() => 'answered'), delay(500, 'waiting')]);
    expect(settled).toBe('waiting');
    expect(await feelingsOf(carla)).toBe(0);

    running.release();
    await running.done;
    const answer = await waiting;
    expect(answer.statusCode, answer.body).toBe(200);
    expect(await feelingsOf(carla)).toBe(1);
  });

  it('past the line the server says it is busy, writes nothing, and takes the import later', async () => {
    const dan = await createSignedInUser(t.db);
    const zip = await oneFeeling();
    const running = takeATurn();
    const inLine = takeATurn();

    const busy = await importZip(dan, zip);
    expect(busy.statusCode).toBe(503);
    expect(busy.json().error.code).toBe('imports_busy');
    expect(busy.headers['retry-after']).toBe('60');
    expect(await feelingsOf(dan)).toBe(0);

    running.release();
    await running.done;
    inLine.release();
    await inLine.done;
    const later = await importZip(dan, zip);
    expect(later.statusCode, later.body).toBe(200);
    expect(await feelingsOf(dan)).toBe(1);
  });
});
