import { readdir, readFile } from 'node:fs/promises';
import {
  type ImportSummary,
  importResponseSchema,
  type LeftOutReason,
} from '@app/domain/archive.schemas.ts';
import { type Post, postListResponseSchema } from '@app/domain/posts.schemas.ts';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeZip, unzip } from '../../../test/archive-fixtures.ts';
import { createPost, createSignedInUser, type SignedInPerson } from '../../../test/factories.ts';
import { makeJpeg, makeSidewaysJpegWithGps } from '../../../test/image-fixtures.ts';
import {
  daylioBackup,
  dayOneZip,
  journivZip,
  loopCsv,
  loopZip,
  markdownZip,
} from '../../../test/import-fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { archiveImportIds } from '../../db/schema/archive-import-ids.ts';
import { habitTrackers } from '../../db/schema/habit-trackers.ts';
import { images } from '../../db/schema/images.ts';
import { posts } from '../../db/schema/posts.ts';

/*
 * Imports from other journals (decision 0048): each format from a file the test builds the
 * way its app writes it; the preview (dryRun) writes nothing; the same file twice adds
 * nothing; a damaged or unknown file is refused with nothing written.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

function send(
  person: SignedInPerson,
  body: Buffer | string,
  options: { dryRun?: boolean; type?: string } = {},
) {
  return t.app.inject({
    method: 'POST',
    url: `/api/v1/archive/import${options.dryRun ? '?dryRun=true' : ''}`,
    headers: { ...person.headers, 'content-type': options.type ?? 'application/octet-stream' },
    payload: body,
  });
}

async function importOk(
  person: SignedInPerson,
  body: Buffer | string,
  options: { dryRun?: boolean; type?: string } = {},
): Promise<ImportSummary> {
  const response = await send(person, body, options);
  expect(response.statusCode, response.body).toBe(200);
  const summary = importResponseSchema.parse(response.json()).data;
  expect(summary.dryRun).toBe(options.dryRun ?? false);
  return summary;
}

const leftOutOf = (summary: ImportSummary) =>
  Object.fromEntries(
    summary.preview.leftOut.map(({ reason, count }) => [reason, count]),
  ) as Partial<Record<LeftOutReason, number>>;

async function postsOf(person: SignedInPerson): Promise<Post[]> {
  const response = await t.call(person, 'GET', '/posts?filter=mine&limit=100');
  expect(response.statusCode, response.body).toBe(200);
  return postListResponseSchema.parse(response.json()).data;
}

/** Everything one person has, row by row: to prove a refusal or a dry run wrote nothing. */
async function rowsOf(userId: string) {
  const [p, im, tr, ids] = await Promise.all([
    t.db.select().from(posts).where(eq(posts.userId, userId)),
    t.db.select({ id: images.id }).from(images).where(eq(images.userId, userId)),
    t.db.select().from(habitTrackers).where(eq(habitTrackers.userId, userId)),
    t.db.select().from(archiveImportIds).where(eq(archiveImportIds.userId, userId)),
  ]);
  return { posts: p, images: im, trackers: tr, ids };
}

async function searchTitles(person: SignedInPerson, q: string): Promise<string[]> {
  const response = await t.call(person, 'GET', `/search?q=${encodeURIComponent(q)}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.map((result: { post: Post }) => result.post.title);
}

async function imageBytes(person: SignedInPerson, id: string): Promise<Buffer> {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/v1/images/${id}`,
    headers: person.headers,
  });
  expect(response.statusCode).toBe(200);
  return response.rawPayload;
}

const UUID_1 = '0F3A8B7C6D5E4F30A1B2C3D4E5F60718';
const UUID_2 = '1A2B3C4D5E6F708192A3B4C5D6E7F809';

describe('Day One', () => {
  it('previews without writing, imports entries with dates, tags and a cleaned photo, and adds nothing the second time', async () => {
    const person = await createSignedInUser(t.db);
    const zip = await dayOneZip([
      {
        uuid: UUID_1,
        text: '# Lisbon trip\nWe walked to the Miradouro\\. Trams everywhere\\!',
        creationDate: '2019-06-14T18:20:00Z',
        modifiedDate: '2019-06-15T08:00:00Z',
        tags: ['travel', 'Portugal'],
        photos: [
          { bytes: await makeSidewaysJpegWithGps(60, 40) },
          { bytes: await makeJpeg(20, 20) },
        ],
        videos: 1,
      },
      {
        uuid: UUID_2,
        text: 'A quiet evening at home with tea and a good book about lighthouses',
        creationDate: '2021-02-01T21:05:00Z',
      },
    ]);

    const before = await rowsOf(person.user.id);
    const preview = await importOk(person, zip, { dryRun: true });
    expect(preview).toMatchObject({
      format: 'day-one',
      dryRun: true,
      preview: {
        entries: 2,
        firstDate: '2019-06-14T18:20:00.000Z',
        lastDate: '2021-02-01T21:05:00.000Z',
        photos: 1,
        trackers: 0,
      },
      postsAdded: 2,
      imagesAdded: 1,
    });
    expect(leftOutOf(preview)).toEqual({ more_photos: 1, not_a_photo: 1 });
    expect(await rowsOf(person.user.id)).toEqual(before);

    const summary = await importOk(person, zip);
    expect(summary).toMatchObject({ format: 'day-one', postsAdded: 2, imagesAdded: 1 });
    expect(leftOutOf(summary)).toEqual({ more_photos: 1, not_a_photo: 1 });

    const imported = await postsOf(person);
    const lisbon = imported.find((post) => post.title === 'Lisbon trip');
    expect(lisbon).toMatchObject({
      category: 'journal',
      currentSituation: 'We walked to the Miradouro. Trams everywhere!',
      tags: ['travel', 'Portugal'],
      created: '2019-06-14T18:20:00.000Z',
      lastUpdate: '2019-06-15T08:00:00.000Z',
      // Turned upright by its EXIF orientation, as an upload is.
      imageWidth: 40,
      imageHeight: 60,
      // Never a guided post: its page shows only the steps it holds.
      importedFrom: 'day-one',
    });
    const evening = imported.find((post) => post.created === '2021-02-01T21:05:00.000Z');
    expect(evening?.title).toBe(
      'A quiet evening at home with tea and a good book about lighthouses',
    );
    expect(evening?.image).toBeNull();

    // The photo went through the upload's checks: re-encoded, its EXIF (GPS) gone.
    const stored = await sharp(await imageBytes(person, lisbon?.image ?? '')).metadata();
    expect(stored).toMatchObject({ format: 'jpeg', width: 40, height: 60 });
    expect(stored.exif).toBeUndefined();

    // Tags are searched with the writing.
    expect(await searchTitles(person, 'portugal')).toEqual(['Lisbon trip']);

    const again = await importOk(person, zip);
    expect(again).toMatchObject({ postsAdded: 0, postsRestored: 0, imagesAdded: 0 });
    expect(await postsOf(person)).toHaveLength(2);
    const previewAgain = await importOk(person, zip, { dryRun: true });
    expect(previewAgain).toMatchObject({ postsAdded: 0, imagesAdded: 0, preview: { entries: 2 } });
  });

  it("marks its entries as imported from Day One, through this app's own export and import, and never a post written here", async () => {
    const person = await createSignedInUser(t.db);
    await importOk(
      person,
      await dayOneZip([
        { uuid: UUID_1, text: 'Harbour at dawn', creationDate: '2020-05-01T06:00:00Z' },
      ]),
    );
    const written = await t.call(person, 'POST', '/posts', { category: 'journal', title: 'Here' });
    expect(written.json().data.importedFrom).toBeNull();
    const exported = await t.app.inject({
      method: 'GET',
      url: '/api/v1/archive/export',
      headers: person.headers,
    });
    expect(exported.statusCode).toBe(200);

    const other = await createSignedInUser(t.db);
    await importOk(other, exported.rawPayload);
    const byTitle = Object.fromEntries(
      (await postsOf(other)).map((post) => [post.title, post.importedFrom]),
    );
    expect(byTitle).toEqual({ 'Harbour at dawn': 'day-one', Here: null });
  });

  it("marks the entries imported before posts kept the journal's name, and nothing else (the migration)", async () => {
    const person = await createSignedInUser(t.db);
    await importOk(
      person,
      await dayOneZip([
        { uuid: UUID_2, text: 'Before the name', creationDate: '2020-05-02T06:00:00Z' },
      ]),
    );
    const written = await t.call(person, 'POST', '/posts', { category: 'journal', title: 'Mine' });
    expect(written.statusCode).toBe(200);
    // As they were before the migration: no name kept.
    await t.db.update(posts).set({ importedFrom: null }).where(eq(posts.userId, person.user.id));

    const folder = new URL('../../../drizzle/', import.meta.url);
    const [file] = (await readdir(folder)).filter((name) =>
      name.endsWith('_recently_deleted_posts.sql'),
    );
    const statements = (await readFile(new URL(file ?? '', folder), 'utf8')).split(
      '--> statement-breakpoint',
    );
    const backfill = statements.find((statement) => statement.includes('UPDATE "posts"')) ?? '';
    await t.db.execute(sql.raw(backfill));

    const byTitle = Object.fromEntries(
      (await postsOf(person)).map((post) => [post.title, post.importedFrom]),
    );
    expect(byTitle).toEqual({ 'Before the name': 'another-journal', Mine: null });
  });

  it('reads several journals, a folder zipped whole, and leaves out what it cannot use', async () => {
    const person = await createSignedInUser(t.db);
    const first = await dayOneZip(
      [
        { uuid: UUID_1, text: 'Work notes', creationDate: '2020-01-01T09:00:00Z' },
        { uuid: UUID_1, text: 'Work notes', creationDate: '2020-01-01T09:00:00Z' },
        { uuid: 'EMPTY', text: '', creationDate: '2020-01-02T09:00:00Z' },
        { uuid: 'NODATE', text: 'When?', creationDate: 'yesterday' },
        {
          uuid: 'HEIC',
          text: 'A photo we cannot read',
          creationDate: '2020-01-03T09:00:00Z',
          photos: [{ bytes: Buffer.from('ftypheic not really'), type: 'heic' }],
        },
      ],
      { journalName: 'Work' },
    );
    const files = [...(await unzip(first))];
    const folder = await makeZip([
      ...files.map(([name, data]) => ({ name: `Export 2024/${name}`, data })),
      {
        name: 'Export 2024/Personal.json',
        data: JSON.stringify({
          metadata: { version: '1.0' },
          entries: [
            {
              uuid: UUID_2,
              text: 'Dear diary',
              creationDate: '2020-02-02T20:00:00Z',
              tags: ['me'],
            },
          ],
        }),
      },
      { name: '__MACOSX/Export 2024/._Work.json', data: 'AppleDouble' },
    ]);
    const summary = await importOk(person, folder);
    expect(summary.postsAdded).toBe(3);
    expect(leftOutOf(summary)).toEqual({
      duplicate_entry: 1,
      empty_entry: 1,
      undated_entry: 1,
      photo_unreadable: 1,
    });
    expect((await postsOf(person)).map((post) => post.title).sort()).toEqual([
      'A photo we cannot read',
      'Dear diary',
      'Work notes',
    ]);
  });
});

describe('Daylio', () => {
  it('imports each day with its mood, activities as tags, the note as text and its photo', async () => {
    const person = await createSignedInUser(t.db);
    const photo = await makeJpeg(30, 20);
    const backup = await daylioBackup([
      {
        datetime: Date.UTC(2023, 2, 5, 20, 30),
        mood: 1,
        tags: [1, 2],
        noteTitle: 'Dinner with Ana',
        note: 'We laughed <b>a lot</b>.<br>Then walked home &amp; slept.',
        photos: [photo],
      },
      { datetime: Date.UTC(2023, 2, 6, 21, 0), mood: 6 },
      {
        datetime: Date.UTC(2023, 2, 7, 21, 0),
        mood: 5,
        note: '<div>Long day.</div><div>Tired.</div>',
      },
    ]);
    const preview = await importOk(person, backup, { dryRun: true });
    expect(preview).toMatchObject({
      format: 'daylio',
      preview: { entries: 3, photos: 1, firstDate: '2023-03-05T20:30:00.000Z' },
    });
    expect(await postsOf(person)).toEqual([]);

    expect(await importOk(person, backup)).toMatchObject({ postsAdded: 3, imagesAdded: 1 });
    const imported = await postsOf(person);
    expect(imported.find((post) => post.title === 'Dinner with Ana')).toMatchObject({
      mood: 'rad',
      tags: ['friends', 'reading'],
      currentSituation: 'We laughed a lot.\nThen walked home & slept.',
      created: '2023-03-05T20:30:00.000Z',
      imageWidth: 30,
      imageHeight: 20,
    });
    // A day with only a mood is kept: it is what the person logged.
    expect(imported.find((post) => post.created === '2023-03-06T21:00:00.000Z')).toMatchObject({
      mood: 'sleepy',
      currentSituation: '',
    });
    // Without a title, the note's first line is the title.
    expect(imported.find((post) => post.mood === 'awful')).toMatchObject({
      title: 'Long day.',
      currentSituation: 'Tired.',
    });

    expect(await importOk(person, backup)).toMatchObject({ postsAdded: 0, imagesAdded: 0 });
  });
});

describe('Journiv', () => {
  it.each([
    { label: 'journals and entries (export 1.0)', moments: false },
    { label: 'the timeline of moments (export 1.5)', moments: true },
  ])('imports $label with moods, tags and photos', async ({ moments }) => {
    const person = await createSignedInUser(t.db);
    const zip = await journivZip(
      [
        {
          title: 'Garden',
          text: 'Planted tomatoes and basil.',
          at: '2025-04-20T07:45:00Z',
          tags: ['garden'],
          mood: 'happy',
          photo: await makeJpeg(16, 16),
          externalId: 'e-1',
        },
        { title: '', text: 'Rainy Monday, stayed in and read.', at: '2025-04-21T19:00:00Z' },
      ],
      { moments },
    );
    const summary = await importOk(person, zip);
    expect(summary).toMatchObject({ format: 'journiv', postsAdded: 2, imagesAdded: 1 });
    const imported = await postsOf(person);
    expect(imported.find((post) => post.title === 'Garden')).toMatchObject({
      currentSituation: 'Planted tomatoes and basil.',
      mood: 'happy',
      tags: ['garden'],
      created: '2025-04-20T07:45:00.000Z',
    });
    expect(
      imported.find((post) => post.title === 'Rainy Monday, stayed in and read.'),
    ).toBeDefined();
    expect(await importOk(person, zip)).toMatchObject({ postsAdded: 0, imagesAdded: 0 });
  });
});

describe('a ZIP of Markdown files', () => {
  it('reads front matter when there is some, else the date in the name or the time in the ZIP', async () => {
    const person = await createSignedInUser(t.db);
    const zip = await markdownZip({
      'journal/with-front-matter.md': [
        '---',
        'title: Mountain day',
        'date: 2022-08-09T06:30:00+02:00',
        'tags: [hiking, "alps"]',
        'mood: tired',
        '---',
        'Up at dawn, down by dark.',
        '',
        '![summit](img/summit.jpg)',
        '![outside](../../../etc/passwd)',
      ].join('\n'),
      'journal/img/summit.jpg': await makeJpeg(24, 12),
      'journal/2022-08-10 rest.md': '# Rest day\nSlept until noon. #lazy',
      'journal/no-date.md': 'Just a thought without a date.',
      'journal/notes.txt': 'not Markdown, not imported',
    });
    const summary = await importOk(person, zip);
    expect(summary).toMatchObject({ format: 'markdown', postsAdded: 3, imagesAdded: 1 });
    // The link that climbs out of the ZIP names nothing in it: nothing is read from disk.
    expect(leftOutOf(summary)).toEqual({ more_photos: 1 });
    const imported = await postsOf(person);
    expect(imported.find((post) => post.title === 'Mountain day')).toMatchObject({
      created: '2022-08-09T04:30:00.000Z',
      tags: ['hiking', 'alps'],
      mood: 'tired',
      currentSituation: 'Up at dawn, down by dark.',
      imageWidth: 24,
    });
    expect(imported.find((post) => post.title === 'Rest day')).toMatchObject({
      created: '2022-08-10T12:00:00.000Z',
      currentSituation: 'Slept until noon. #lazy',
    });
    const undated = imported.find((post) => post.title === 'Just a thought without a date.');
    // yazl records the time it wrote the entry: today, give or take.
    expect(Math.abs(Date.parse(undated?.created ?? '') - Date.now())).toBeLessThan(2 * 86_400_000);
    expect(await importOk(person, zip)).toMatchObject({ postsAdded: 0 });
  });

  it('leaves out a picture link that climbs out of the ZIP or names another path', async () => {
    const person = await createSignedInUser(t.db);
    const zip = await markdownZip({
      'a.md':
        '# Escape\n![x](../../../../etc/hostname)\n![y](/etc/passwd)\n![z](file:///etc/passwd)',
    });
    const summary = await importOk(person, zip);
    expect(summary.imagesAdded).toBe(0);
    // The two paths name nothing in the ZIP; the file:// address is not a file of it at all.
    expect(leftOutOf(summary)).toEqual({ photo_missing: 2 });
  });
});

describe('Loop Habit Tracker', () => {
  const habits = [
    { name: 'Meditate', done: ['2024-05-01', '2024-05-02', '2024-05-04'] },
    { name: 'Read', done: ['2024-05-01'], numerical: true },
    { name: 'Run', done: ['2024-05-03'] },
    { name: 'Stretch', done: ['2024-05-02'] },
    { name: 'Old habit', done: ['2019-01-01'], archived: true },
  ];

  it('turns habits into the three trackers a person has and lists the others as left out', async () => {
    const person = await createSignedInUser(t.db);
    const zip = await loopZip(habits);
    const preview = await importOk(person, zip, { dryRun: true });
    expect(preview).toMatchObject({
      format: 'loop',
      preview: { entries: 0, trackers: 5 },
      trackersAdded: 3,
      trackersSkipped: 2,
    });
    expect(leftOutOf(preview)).toEqual({ trackers_full: 2 });
    expect((await rowsOf(person.user.id)).trackers).toEqual([]);

    expect(await importOk(person, zip)).toMatchObject({ trackersAdded: 3, trackersSkipped: 2 });
    const trackers = await t.db
      .select({ title: habitTrackers.title, dates: habitTrackers.dates })
      .from(habitTrackers)
      .where(eq(habitTrackers.userId, person.user.id))
      .orderBy(habitTrackers.position);
    expect(trackers).toEqual([
      { title: 'Meditate', dates: ['2024-05-01', '2024-05-02', '2024-05-04'] },
      { title: 'Read', dates: ['2024-05-01'] },
      { title: 'Run', dates: ['2024-05-03'] },
    ]);
    expect(await importOk(person, zip)).toMatchObject({ trackersAdded: 0, trackersMerged: 0 });
  });

  it('reads the all-habits CSV uploaded on its own, whatever the Content-Type says', async () => {
    const person = await createSignedInUser(t.db);
    const csv = loopCsv(habits.slice(0, 2));
    const summary = await importOk(person, csv, { type: 'application/zip' });
    expect(summary).toMatchObject({ format: 'loop', trackersAdded: 2 });
  });
});

describe('files that are none of these, or damaged', () => {
  const refused = async (body: Buffer | string, code: string, message: RegExp) => {
    const person = await createSignedInUser(t.db);
    await createPost(t.db, person.user.id, { title: 'Already here' });
    const before = await rowsOf(person.user.id);
    const started = performance.now();
    for (const dryRun of [true, false]) {
      const response = await send(person, body, { dryRun });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().error).toEqual({ code, message: expect.stringMatching(message) });
      expect(response.json().error.message).toMatch(/Nothing was imported/);
    }
    expect(await rowsOf(person.user.id)).toEqual(before);
    return performance.now() - started;
  };

  it('refuses a file of another kind, told by its bytes whatever it is called', async () => {
    await refused(await makeJpeg(10, 10), 'archive_damaged', /not a readable ZIP/);
    await refused('Name,Value\nx,1\n', 'archive_damaged', /nor Loop Habit Tracker's CSV/);
    await refused(
      await makeZip([
        { name: 'holiday.txt', data: 'hello' },
        { name: 'photo.jpg', data: await makeJpeg(4, 4) },
      ]),
      'archive_foreign',
      /none of those we can import/,
    );
  });

  it('refuses a Day One export cut short, or whose JSON is broken', async () => {
    const zip = await dayOneZip([
      { uuid: UUID_1, text: 'Hello', creationDate: '2020-01-01T00:00:00Z' },
    ]);
    await refused(zip.subarray(0, zip.length - 30), 'archive_damaged', /cut short or damaged/);
    await refused(
      await makeZip([
        { name: 'Journal.json', data: '{"metadata": {"version": "1.0"}, "entries": [{"uuid": ' },
      ]),
      'archive_invalid',
      /Journal\.json is not valid JSON/,
    );
    await refused(
      await makeZip([{ name: 'Journal.json', data: '[1, 2, 3]' }]),
      'archive_invalid',
      /Journal\.json is not valid JSON/,
    );
    await refused(
      await makeZip([{ name: 'Journal.json', data: '{"settings": {"dark": true}}' }]),
      'archive_foreign',
      /none of those/,
    );
  });

  it('refuses a Daylio backup that is not base64 JSON', async () => {
    await refused(
      await makeZip([{ name: 'backup.daylio', data: '{"version": 15} is not base64!' }]),
      'archive_invalid',
      /backup\.daylio is not a Daylio backup/,
    );
    await refused(
      await makeZip([{ name: 'backup.daylio', data: Buffer.from('[]').toString('base64') }]),
      'archive_invalid',
      /backup\.daylio is not valid JSON/,
    );
  });
});

describe('hostile files', () => {
  const refused = async (body: Buffer | string, code: string, message: RegExp) => {
    const person = await createSignedInUser(t.db);
    const started = performance.now();
    const response = await send(person, body, { dryRun: true });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().error).toEqual({ code, message: expect.stringMatching(message) });
    expect((await rowsOf(person.user.id)).posts).toEqual([]);
    return performance.now() - started;
  };

  it('refuses a path that climbs out of the ZIP', async () => {
    const crafted = await dayOneZip(
      [{ uuid: UUID_1, text: 'x', creationDate: '2020-01-01T00:00:00Z' }],
      {
        extraFiles: [{ name: 'aa/aa/aa/hosts', data: 'owned' }],
      },
    );
    const evil = Buffer.from(
      crafted.toString('latin1').replaceAll('aa/aa/aa/hosts', '../../../hosts'),
      'latin1',
    );
    await refused(evil, 'archive_unsafe', /outside its own folder/);
  });

  it('refuses a ZIP bomb: a small declared size over a large inflated entry', async () => {
    const zip = await makeZip([
      {
        name: 'Journal.json',
        data: `{"entries": [], "pad": "${' '.repeat(40 * 1024 * 1024)}"}`,
        compress: true,
      },
    ]);
    expect(zip.length).toBeLessThan(200_000);
    const lying = Buffer.from(zip);
    for (let i = 0; i < lying.length - 4; i++) {
      if (lying.readUInt32LE(i) === 0x02014b50) lying.writeUInt32LE(100, i + 24);
    }
    await refused(lying, 'archive_damaged', /damaged/);
    expect(await refused(zip, 'archive_too_large', /larger than 32 MB/)).toBeLessThan(3000);
  });

  it('refuses deeply nested or endless JSON before it is assembled', async () => {
    const deep = `{"entries": [${'['.repeat(200_000)}${']'.repeat(200_000)}]}`;
    const ms = await refused(
      await makeZip([{ name: 'Journal.json', data: deep, compress: true }]),
      'archive_invalid',
      /record of more than 50000 values/,
    );
    expect(ms).toBeLessThan(3000);
    const wide = `{"entries": [{"uuid": "x", "tags": [${'"t",'.repeat(1_000_000)}"t"]}]}`;
    await refused(
      await makeZip([{ name: 'Journal.json', data: wide, compress: true }]),
      'archive_invalid',
      /record of more than 50000 values/,
    );
  });

  it('refuses an absurd number of entries at the first one past the limit', async () => {
    const entry = '{"uuid":"u","text":"x","creationDate":"2020-01-01T00:00:00Z"},';
    const many = `{"entries": [${entry.repeat(20_001).slice(0, -1)}]}`;
    const ms = await refused(
      await makeZip([{ name: 'Journal.json', data: many, compress: true }]),
      'archive_invalid',
      /more than 20000 entries/,
    );
    expect(ms).toBeLessThan(10_000);
  });

  it('refuses a huge base64 blob in a Daylio backup by its declared size, without decoding it', async () => {
    const blob = 'QUFB'.repeat(12 * 1024 * 1024);
    const zip = await makeZip([{ name: 'backup.daylio', data: blob, compress: true }]);
    expect(await refused(zip, 'archive_too_large', /backup\.daylio is larger than/)).toBeLessThan(
      2000,
    );
  });

  it('refuses a CSV with a million columns at its first line', async () => {
    const header = `Date,${'h,'.repeat(1_000_000)}\n`;
    const ms = await refused(header, 'archive_invalid', /line longer than 64 KB/);
    expect(ms).toBeLessThan(2000);
    const zipped = await makeZip([{ name: 'Habits.csv', data: header, compress: true }]);
    await refused(zipped, 'archive_invalid', /Habits\.csv has a line longer than 64 KB/);
  });
});

describe("another person's data", () => {
  it('is untouched by an import, whatever ids the file names', async () => {
    const owner = await createSignedInUser(t.db);
    const mine = await createPost(t.db, owner.user.id, { title: 'Mine' });
    const before = await rowsOf(owner.user.id);
    const importer = await createSignedInUser(t.db);
    // Entries named by the owner's post id, as uuid and as Journiv's external id.
    await importOk(
      importer,
      await dayOneZip([{ uuid: mine.id, text: 'Not yours', creationDate: '2020-01-01T00:00:00Z' }]),
    );
    await importOk(
      importer,
      await journivZip([
        { title: 'Neither', text: 'x', at: '2020-01-01T00:00:00Z', externalId: mine.id },
      ]),
    );
    expect(await rowsOf(owner.user.id)).toEqual(before);
    const theirs = await postsOf(importer);
    expect(theirs.map((post) => post._id)).not.toContain(mine.id);
    expect(theirs).toHaveLength(2);
  });
});
