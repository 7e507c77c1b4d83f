import { createHash, randomUUID } from 'node:crypto';
import {
  ARCHIVE_JSON_NAME,
  type ArchiveInput,
  type ImportSummary,
  importResponseSchema,
  MAX_ARCHIVE_ENTRIES,
  MAX_ARCHIVE_UNPACKED_BYTES,
} from '@app/domain/archive.schemas.ts';
import { POST_FIELD_NAMES } from '@app/domain/post-fields.ts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZipFile } from 'yazl';
import { unzip } from '../../../test/archive-fixtures.ts';
import {
  createImage,
  createPost,
  createSignedInUser,
  createUser,
  type SignedInPerson as Person,
  uploadImage,
} from '../../../test/factories.ts';
import { makeJpeg } from '../../../test/image-fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { feelings } from '../../db/schema/feelings.ts';
import { habitTrackers } from '../../db/schema/habit-trackers.ts';
import { images } from '../../db/schema/images.ts';
import { postFeedback } from '../../db/schema/post-feedback.ts';
import { posts } from '../../db/schema/posts.ts';
import { users } from '../../db/schema/users.ts';
import { importFeelings } from '../feelings/feelings-archive.repository.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

// --- helpers ------------------------------------------------------------------------------

async function api(
  person: Person,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
) {
  const response = await t.call(person, method, url, payload);
  expect(response.statusCode, `${method} ${url}: ${response.body}`).toBeLessThan(300);
  return response.statusCode === 204 ? null : response.json();
}

async function exportOf(person: Person): Promise<Buffer> {
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/v1/archive/export',
    headers: person.headers,
  });
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-type']).toBe('application/zip');
  // The size is announced before the bytes (the web's progress bar) and is exact.
  expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
  return response.rawPayload;
}

function importZip(person: Person | null, zip: Buffer) {
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/archive/import',
    headers: { ...(person?.headers ?? {}), 'content-type': 'application/zip' },
    payload: zip,
  });
}

/** What an import of an export of this app added, brought back or merged. */
type ImportCounts = Omit<ImportSummary, 'format' | 'dryRun' | 'preview'>;

async function importOk(person: Person, zip: Buffer): Promise<ImportCounts> {
  const response = await importZip(person, zip);
  expect(response.statusCode, response.body).toBe(200);
  const {
    format,
    dryRun,
    preview: _preview,
    ...counts
  } = importResponseSchema.parse(response.json()).data;
  expect({ format, dryRun }).toEqual({ format: 'inner-compass', dryRun: false });
  return counts;
}

const jsonOf = async (zip: Buffer): Promise<ArchiveInput> =>
  JSON.parse((await unzip(zip)).get(ARCHIVE_JSON_NAME)?.toString('utf8') ?? 'null');

function makeZip(entries: Array<{ name: string; data: Buffer | string; compress?: boolean }>) {
  const zip = new ZipFile();
  for (const entry of entries) {
    zip.addBuffer(Buffer.from(entry.data), entry.name, { compress: entry.compress ?? false });
  }
  zip.end();
  return new Promise<Buffer>((resolve) => {
    const chunks: Buffer[] = [];
    zip.outputStream.on('data', (chunk: Buffer) => chunks.push(chunk));
    zip.outputStream.on('end', () => resolve(Buffer.concat(chunks)));
  });
}

/** A zip whose entries keep their bytes but whose JSON is replaced. */
async function withJson(
  zip: Buffer,
  change: (json: ArchiveInput & Record<string, unknown>) => unknown,
) {
  const files = await unzip(zip);
  const json = JSON.parse(files.get(ARCHIVE_JSON_NAME)?.toString('utf8') ?? '{}');
  const changed = change(json) ?? json;
  files.set(ARCHIVE_JSON_NAME, Buffer.from(JSON.stringify(changed)));
  return makeZip([...files].map(([name, data]) => ({ name, data })));
}

/** Every central-directory header's uncompressed size set to `size` (a ZIP that lies). */
function withDeclaredSize(zip: Buffer, size: number): Buffer {
  const copy = Buffer.from(zip);
  for (let i = 0; i < copy.length - 4; i++) {
    if (copy.readUInt32LE(i) === 0x02014b50) copy.writeUInt32LE(size, i + 24);
  }
  return copy;
}

/** What one person has, row by row, to prove a refused import wrote nothing. */
async function rowsOf(userId: string) {
  const [p, f, tr, im, u] = await Promise.all([
    t.db.select().from(posts).where(eq(posts.userId, userId)),
    t.db.select().from(feelings).where(eq(feelings.userId, userId)),
    t.db.select().from(habitTrackers).where(eq(habitTrackers.userId, userId)),
    t.db.select({ id: images.id }).from(images).where(eq(images.userId, userId)),
    t.db.select().from(users).where(eq(users.id, userId)),
  ]);
  return { posts: p, feelings: f, trackers: tr, images: im, user: u };
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/**
 * An export with ids taken out: images by hash, posts by content. Suggestions are a record of
 * what others wrote and are never imported (decision 0017), so they are compared apart.
 */
function comparable(archive: ArchiveInput) {
  const hashOf = new Map(archive.images.map((image) => [image.id, image.sha256]));
  const image = (id: string | null | undefined) => (id ? hashOf.get(id) : null);
  return {
    profile: {
      ...archive.profile,
      image: image(archive.profile.image),
      backgroundImage: image(archive.profile.backgroundImage),
    },
    posts: archive.posts.map(({ id: _id, suggestions: _s, ...post }) => ({
      ...post,
      image: image(post.image),
    })),
    feelings: archive.feelings.map(({ id: _id, ...feeling }) => feeling),
    trackers: archive.trackers.map(({ id: _id, ...tracker }) => tracker),
    images: archive.images
      .map(({ sha256: hash, width, height }) => ({ hash, width, height }))
      .sort((a, b) => a.hash.localeCompare(b.hash)),
  };
}

/** A person who used every part of the app, through the API as the web does. */
async function createWriter() {
  const person = await createSignedInUser(t.db);
  const upload = async (width: number, height: number) => {
    const response = await uploadImage(t, await makeJpeg(width, height), {
      headers: person.headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data._id as string;
  };
  const avatar = await upload(40, 40);
  const picture = await upload(120, 80);
  await api(person, 'PUT', '/users/current', {
    name: 'Ada Writer',
    city: 'Porto',
    image: avatar,
    goal: 'writingDaily',
  });
  const journal = await api(person, 'POST', '/posts', {
    category: 'journal',
    title: 'A long day <b>really</b>',
    mood: 'tired',
    image: picture,
    answer: 'Line one\nLine two',
  });
  await api(person, 'POST', '/posts', {
    category: 'anxiety',
    title: 'The presentation',
    mood: 'Anxious',
    currentSituation: 'Friday is coming.',
    feelingsList: ['restless', 'scared'],
    negativeBeliefs: ['I will forget everything'],
    actionItems: [
      { action: 'Practise twice', complete: true },
      { action: 'Sleep early', complete: false },
    ],
    shareForFeedback: true,
  });
  await api(person, 'PUT', '/identity', {
    title: 'Who I am',
    identity: 'Kind and brave',
    actionItems: [{ action: 'Walk daily', complete: false }],
  });
  await api(person, 'POST', '/excitement', { choices: ['paint', 'sing'], choiceSelected: 1 });
  for (const [feeling, intensity] of [
    ['calm', null],
    ['hopeful', 4],
    ['calm', null],
  ] as const) {
    await api(person, 'POST', '/feelings', { feeling, intensity });
  }
  await api(person, 'POST', '/habit-trackers', [
    {
      title: 'Run',
      dates: ['2026-05-01', '2026-05-02'],
      restDates: ['2026-05-03', '2026-05-04'],
      pauses: [{ from: '2026-05-10', to: '2026-05-12' }],
      daysPerWeek: 3,
    },
    { title: 'Read', dates: [] },
  ]);
  // An approved suggestion someone wrote on the shared post.
  const writer = await createUser(t.db);
  await t.db
    .update(posts)
    .set({ approvalStatus: 'approved', fakeUser: 2 })
    .where(and(eq(posts.userId, person.user.id), eq(posts.category, 'anxiety')));
  const [shared] = await t.db
    .select({ id: posts.id })
    .from(posts)
    .where(and(eq(posts.userId, person.user.id), eq(posts.category, 'anxiety')));
  await t.db.insert(postFeedback).values([
    {
      postId: shared?.id ?? '',
      userId: writer.id,
      fakeUser: 3,
      feedback: 'Breathe out slowly.',
      approvalStatus: 'approved',
    },
    { postId: shared?.id ?? '', userId: writer.id, fakeUser: 3, feedback: 'Not yet seen.' },
  ]);
  return { person, journalId: journal.data._id as string };
}

// --- export ---------------------------------------------------------------------------------

describe('export', () => {
  it('is one ZIP: the versioned JSON, a Markdown file per post beside its image, the images', async () => {
    const { person } = await createWriter();
    const zip = await exportOf(person);
    const files = await unzip(zip);
    const json = await jsonOf(zip);
    expect(json).toMatchObject({ format: 'inner-compass-export', version: 2 });
    // Every field of the domain's table (post-fields.ts) is in the archive; an older archive
    // without a newer field imports it as the field's default.
    for (const post of json.posts) {
      expect(Object.keys(post)).toEqual(expect.arrayContaining([...POST_FIELD_NAMES]));
    }
    expect(json.profile).toMatchObject({ name: 'Ada Writer', city: 'Porto', goal: 'writingDaily' });
    expect(json.posts.map((p) => p.category).sort()).toEqual([
      'anxiety',
      'excitement',
      'identity',
      'journal',
    ]);
    expect(json.feelings.map((f) => [f.feeling, f.intensity])).toEqual([
      ['calm', null],
      ['hopeful', 4],
      ['calm', null],
    ]);
    expect(json.trackers).toMatchObject([
      {
        title: 'Run',
        dates: ['2026-05-01', '2026-05-02'],
        restDates: ['2026-05-03', '2026-05-04'],
        pauses: [{ from: '2026-05-10', to: '2026-05-12' }],
        daysPerWeek: 3,
      },
      { title: 'Read', dates: [], restDates: [], pauses: [], daysPerWeek: 7 },
    ]);
    // Only the approved suggestion: what the author may see.
    const anxiety = json.posts.find((p) => p.category === 'anxiety');
    expect(anxiety?.suggestions?.map((s) => s.feedback)).toEqual(['Breathe out slowly.']);
    expect(anxiety?.actionItems).toEqual([
      { action: 'Practise twice', complete: true },
      { action: 'Sleep early', complete: false },
    ]);
    // Images by their hash; every listed file is there.
    expect(json.images).toHaveLength(2);
    for (const image of json.images) {
      expect(sha256(files.get(image.file) ?? Buffer.alloc(0))).toBe(image.sha256);
    }
    const journal = json.posts.find((p) => p.category === 'journal');
    const markdown = files.get(journal?.markdownFile ?? '')?.toString('utf8') ?? '';
    expect(journal?.markdownFile).toMatch(/^posts\/\d{4}-\d{2}-\d{2}-a-long-day-b-really-b\.md$/);
    expect(markdown).toContain('# A long day \\<b\\>really\\</b\\>');
    expect(markdown).toContain('- Mood: tired');
    expect(markdown).toContain(`![Picture](../images/${journal?.image}.jpg)`);
    expect(markdown).toContain('Line one\nLine two');
    const anxietyMarkdown = files.get(anxiety?.markdownFile ?? '')?.toString('utf8') ?? '';
    expect(anxietyMarkdown).toContain('- [x] Practise twice');
    expect(anxietyMarkdown).toContain('- [ ] Sleep early');
    expect(anxietyMarkdown).toContain('> Breathe out slowly.');
    expect(anxietyMarkdown).not.toContain('Not yet seen.');
  });

  it("holds only the person's own data", async () => {
    await createWriter();
    const stranger = await createSignedInUser(t.db);
    const json = await jsonOf(await exportOf(stranger));
    expect(json.posts).toEqual([]);
    expect(json.feelings).toEqual([]);
    expect(json.images).toEqual([]);
    expect(json.trackers).toEqual([]);
  });

  it('is 401 for visitors, as import and report are', async () => {
    for (const [method, url] of [
      ['GET', '/archive/export'],
      ['POST', '/archive/import'],
      ['GET', '/archive/report?from=2026-01-01&to=2026-01-31'],
    ] as const) {
      const response = await t.call(null, method, url);
      expect(response.statusCode, url).toBe(401);
    }
  });
});

// --- import ---------------------------------------------------------------------------------

describe('import', () => {
  it('into a fresh account gives the same data (deep comparison, images by hash)', async () => {
    const { person } = await createWriter();
    const original = await exportOf(person);
    const fresh = await createSignedInUser(t.db);

    const summary = await importOk(fresh, original);
    expect(summary).toMatchObject({
      postsAdded: 4,
      feelingsAdded: 3,
      trackersAdded: 2,
      imagesAdded: 2,
      profileFilled: true,
    });
    const copy = await jsonOf(await exportOf(fresh));
    expect(comparable(copy)).toEqual(comparable(await jsonOf(original)));
    // The copies are the fresh account's own rows, under ids of their own.
    const copied = await rowsOf(fresh.user.id);
    expect(copied.posts).toHaveLength(4);
    expect(copied.posts.every((p) => p.approvalStatus === 'needs_review')).toBe(true);
    const originalIds = new Set((await jsonOf(original)).posts.map((p) => p.id));
    expect(copied.posts.some((p) => originalIds.has(p.id))).toBe(false);
    // The feelings overview counts what was imported.
    const overview = await api(fresh, 'GET', '/feelings');
    expect(overview.data).toMatchObject({
      total: 3,
      trending: [
        { feeling: 'calm', count: 2 },
        { feeling: 'hopeful', count: 1 },
      ],
    });
  });

  it('twice adds nothing the second time', async () => {
    const { person } = await createWriter();
    const zip = await exportOf(person);
    const other = await createSignedInUser(t.db);
    await importOk(other, zip);
    const after = await rowsOf(other.user.id);
    const again = await importOk(other, zip);
    expect(again).toEqual({
      postsAdded: 0,
      postsRestored: 0,
      identityMerged: false,
      feelingsAdded: 0,
      trackersAdded: 0,
      trackersMerged: 0,
      trackersSkipped: 0,
      imagesAdded: 0,
      profileFilled: false,
    });
    expect(await rowsOf(other.user.id)).toEqual(after);
    // Its own export, imported back into itself, adds nothing either.
    await importOk(other, await exportOf(other));
    expect(await rowsOf(other.user.id)).toEqual(after);
  });

  it('leaves out a deleted post and its picture while they wait for their purge, keeping a picture something else shows', async () => {
    const person = await createSignedInUser(t.db);
    const alone = await createImage(t.db, person.user.id);
    const shared = await createImage(t.db, person.user.id);
    const live = await api(person, 'POST', '/posts', {
      category: 'journal',
      title: 'Kept',
      image: shared.id,
    });
    const gone = await api(person, 'POST', '/posts', {
      category: 'journal',
      title: 'Gone',
      image: alone.id,
    });
    const twin = await api(person, 'POST', '/posts', {
      category: 'journal',
      title: 'Twin',
      image: shared.id,
    });
    await api(person, 'DELETE', `/posts/${gone.data._id}`);
    await api(person, 'DELETE', `/posts/${twin.data._id}`);
    const json = await jsonOf(await exportOf(person));
    expect(json.posts.map((post) => post.id)).toEqual([live.data._id]);
    expect(json.images.map((image) => image.id)).toEqual([shared.id]);
  });

  it('brings back a post deleted since the export, and nothing else changes', async () => {
    const { person, journalId } = await createWriter();
    const zip = await exportOf(person);
    await api(person, 'DELETE', `/posts/${journalId}`);
    expect((await t.call(person, 'GET', `/posts/${journalId}`)).statusCode).toBe(404);

    const summary = await importOk(person, zip);
    expect(summary).toMatchObject({ postsAdded: 0, postsRestored: 1, feelingsAdded: 0 });
    const back = await api(person, 'GET', `/posts/${journalId}`);
    expect(back.data).toMatchObject({ title: 'A long day <b>really</b>', mood: 'tired' });
  });

  it('still reads version 1, whose trackers have no goal, rest days or pauses', async () => {
    const { person } = await createWriter();
    const older = await withJson(await exportOf(person), (json) => ({
      ...json,
      version: 1,
      trackers: (json.trackers as Array<Record<string, unknown>>).map(
        ({ restDates: _rest, pauses: _pauses, daysPerWeek: _goal, ...tracker }) => tracker,
      ),
    }));
    const fresh = await createSignedInUser(t.db);
    expect(await importOk(fresh, older)).toMatchObject({ trackersAdded: 2 });
    const trackers = await api(fresh, 'GET', '/habit-trackers');
    expect(trackers.data[0]).toMatchObject({
      title: 'Run',
      dates: ['2026-05-01', '2026-05-02'],
      restDates: [],
      pauses: [],
      daysPerWeek: 7,
    });
  });

  it('merges the identity record into the one the account has, and trackers up to three', async () => {
    const { person } = await createWriter();
    const zip = await exportOf(person);
    const other = await createSignedInUser(t.db);
    await api(other, 'PUT', '/identity', {
      title: 'Mine',
      identity: 'Curious',
      actionItems: [{ action: 'Walk daily', complete: true }],
    });
    await api(other, 'POST', '/habit-trackers', [
      { title: 'run', dates: ['2026-05-03'] },
      { title: 'Swim', dates: [] },
      { title: 'Cook', dates: [] },
    ]);

    const summary = await importOk(other, zip);
    expect(summary).toMatchObject({
      postsAdded: 3,
      identityMerged: false,
      trackersMerged: 1,
      trackersSkipped: 1,
    });
    const identity = await api(other, 'GET', '/identity');
    // The account's own text stays; "Walk daily" was already there.
    expect(identity.data).toMatchObject({ title: 'Mine', identity: 'Curious' });
    expect(identity.data.actionItems).toEqual([{ action: 'Walk daily', complete: true }]);
    const trackers = await api(other, 'GET', '/habit-trackers');
    expect(trackers.data.map((tr: { title: string }) => tr.title)).toEqual(['run', 'Swim', 'Cook']);
    // Done days of both; the file's rest days where the day is not done; its pauses that overlap
    // none of the account's; the account's own goal.
    expect(trackers.data[0]).toMatchObject({
      dates: ['2026-05-01', '2026-05-02', '2026-05-03'],
      restDates: ['2026-05-04'],
      pauses: [{ from: '2026-05-10', to: '2026-05-12' }],
      daysPerWeek: 7,
    });
    const identities = (await rowsOf(other.user.id)).posts.filter((p) => p.category === 'identity');
    expect(identities).toHaveLength(1);
  });

  it('adds the archive’s action items an edited identity lacks', async () => {
    const { person } = await createWriter();
    const zip = await exportOf(person);
    const other = await createSignedInUser(t.db);
    await api(other, 'PUT', '/identity', { title: 'Mine', identity: 'Curious', actionItems: [] });
    expect(await importOk(other, zip)).toMatchObject({ identityMerged: true });
    const identity = await api(other, 'GET', '/identity');
    expect(identity.data).toMatchObject({ title: 'Mine', identity: 'Curious' });
    expect(identity.data.actionItems).toEqual([{ action: 'Walk daily', complete: false }]);
  });
});

// --- refusals: nothing written ----------------------------------------------------------------

describe('a damaged, unsafe or foreign archive', () => {
  let zip: Buffer;
  let target: Person;
  let before: Awaited<ReturnType<typeof rowsOf>>;

  beforeAll(async () => {
    zip = await exportOf((await createWriter()).person);
  });

  const refuses = async (archive: Buffer, code: string, message: RegExp) => {
    target = await createSignedInUser(t.db);
    await api(target, 'POST', '/feelings', { feeling: 'steady' });
    before = await rowsOf(target.user.id);
    const response = await importZip(target, archive);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().error).toMatchObject({ code, message: expect.stringMatching(message) });
    expect(response.json().error.message).toMatch(/Nothing was imported/);
    expect(await rowsOf(target.user.id)).toEqual(before);
  };

  it('cut short is refused', async () => {
    await refuses(
      zip.subarray(0, Math.floor(zip.length / 2)),
      'archive_damaged',
      /cut short or damaged/,
    );
  });

  it('that is not a ZIP at all is refused', async () => {
    await refuses(
      Buffer.from('just some text, not a zip'),
      'archive_damaged',
      /not a readable ZIP/,
    );
  });

  it('with a path like ../../x is refused', async () => {
    const files = await unzip(zip);
    const entries = [...files].map(([name, data]) => ({ name, data }));
    // yazl refuses to write such a name, so a same-length name is written and then renamed.
    const crafted = await makeZip([...entries, { name: 'aa/aa/x', data: 'owned' }]);
    const evil = Buffer.from(crafted.toString('latin1').replaceAll('aa/aa/x', '../../x'), 'latin1');
    await refuses(evil, 'archive_unsafe', /outside its own folder \("\.\.\/\.\.\/x"\)/);
  });

  it('with an absolute path is refused', async () => {
    const crafted = await makeZip([{ name: 'etc/passwdx', data: 'x' }]);
    const evil = Buffer.from(
      crafted.toString('latin1').replaceAll('etc/passwdx', '/etc/passwd'),
      'latin1',
    );
    await refuses(evil, 'archive_unsafe', /outside its own folder/);
  });

  it('declaring a huge unpacked size is refused before anything is inflated', async () => {
    const json = (await unzip(zip)).get(ARCHIVE_JSON_NAME) ?? Buffer.alloc(0);
    const deflated = await makeZip([{ name: ARCHIVE_JSON_NAME, data: json, compress: true }]);
    await refuses(
      withDeclaredSize(deflated, 0xfff00000),
      'archive_too_large',
      new RegExp(`unpack to more than ${MAX_ARCHIVE_UNPACKED_BYTES / 1024 / 1024} MB`),
    );
  });

  it('declaring more files than the limit is refused before any is read', async () => {
    const crafted = Buffer.from(zip);
    const end = crafted.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
    // The end record's two entry counts (this disk, in all), 16 bits each.
    crafted.writeUInt16LE(MAX_ARCHIVE_ENTRIES + 500, end + 8);
    crafted.writeUInt16LE(MAX_ARCHIVE_ENTRIES + 500, end + 10);
    await refuses(crafted, 'archive_too_large', /more than 65000 files/);
  });

  it('that inflates to more than it declares is refused', async () => {
    const json = (await unzip(zip)).get(ARCHIVE_JSON_NAME) ?? Buffer.alloc(0);
    // A small declared size over a large compressed payload of zeros (a zip bomb's shape).
    const bomb = await makeZip([
      { name: ARCHIVE_JSON_NAME, data: json },
      { name: 'images/filler.bin', data: Buffer.alloc(4 * 1024 * 1024), compress: true },
    ]);
    expect(bomb.length).toBeLessThan(json.length + 64 * 1024);
    await refuses(withDeclaredSize(bomb, 100), 'archive_damaged', /damaged/);
  });

  it('with a JSON of another version is refused', async () => {
    await refuses(
      await withJson(zip, (json) => ({ ...json, version: 3 })),
      'archive_version',
      /version 3; this app reads versions 1 and 2/,
    );
  });

  it('without the export JSON (a foreign ZIP) is refused', async () => {
    await refuses(
      await makeZip([{ name: 'holiday.txt', data: 'hello' }]),
      'archive_foreign',
      /none of those we can import/,
    );
  });

  it('whose JSON breaks the format is refused', async () => {
    await refuses(
      await withJson(zip, (json) => {
        (json.posts[0] as { category: string }).category = 'poetry';
      }),
      'archive_invalid',
      /does not match the export format.*posts\.0\.category/,
    );
  });

  it('whose image is not the one the JSON names (by hash) is refused', async () => {
    const files = await unzip(zip);
    const json = JSON.parse(files.get(ARCHIVE_JSON_NAME)?.toString('utf8') ?? '{}') as ArchiveInput;
    const first = json.images[0];
    files.set(first?.file ?? '', await makeJpeg(10, 10));
    const swapped = await makeZip([...files].map(([name, data]) => ({ name, data })));
    await refuses(swapped, 'archive_damaged', /damaged/);
  });

  it('refused half-way through (no subscription to add posts) leaves no image behind', async () => {
    const lapsed = await createSignedInUser(t.db, {
      createdAt: new Date(Date.now() - 90 * 24 * 60 * 60 * 1000),
    });
    const response = await importZip(lapsed, zip);
    expect(response.statusCode, response.body).toBe(402);
    const rows = await rowsOf(lapsed.user.id);
    expect(rows.images).toEqual([]);
    expect(rows.posts).toEqual([]);
    expect(rows.feelings).toEqual([]);
    expect(rows.user[0]?.name).toBe('');
  });

  it('larger than the upload limit is refused with 413', async () => {
    const person = await createSignedInUser(t.db);
    const response = await importZip(person, Buffer.alloc(100 * 1024 * 1024 + 1));
    expect(response.statusCode).toBe(413);
    expect(response.json().error.message).toMatch(/larger than 100 MB/);
  });
});

// --- the report for a therapist or coach ----------------------------------------------------------

describe('report', () => {
  async function report(person: Person, query: string) {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/v1/archive/report?${query}`,
      headers: person.headers,
    });
    return response;
  }

  it('is a printable page of the period and categories, with moods and trending feelings', async () => {
    const person = await createSignedInUser(t.db, { name: 'Ada' });
    const day = (d: string) => new Date(`${d}T12:00:00Z`);
    await createPost(t.db, person.user.id, {
      title: 'In range',
      mood: 'calm',
      createdAt: day('2026-03-05'),
    });
    await createPost(t.db, person.user.id, {
      title: 'Also in',
      mood: 'Calm',
      createdAt: day('2026-03-20'),
    });
    await createPost(t.db, person.user.id, {
      title: 'Sad one',
      mood: 'sad',
      createdAt: day('2026-03-21'),
    });
    await createPost(t.db, person.user.id, {
      title: 'Too early',
      mood: 'calm',
      createdAt: day('2026-02-27'),
    });
    await createPost(t.db, person.user.id, {
      category: 'anxiety',
      title: 'Other kind',
      createdAt: day('2026-03-06'),
    });
    await createPost(t.db, person.user.id, {
      title: '<script>alert(1)</script>',
      answer: '<img src=x onerror=alert(2)>',
      createdAt: day('2026-03-07'),
    });
    // Logged in the past, with their counts, as an import logs them.
    await importFeelings(
      t.db,
      person.user.id,
      [
        ['hopeful', '2026-03-02'],
        ['hopeful', '2026-03-03'],
        ['tired', '2026-03-04'],
        ['angry', '2026-01-04'],
      ].map(([feeling, date]) => ({
        id: randomUUID(),
        feeling: feeling as string,
        intensity: null,
        created: day(date as string),
      })),
    );

    const response = await report(
      person,
      'from=2026-03-01&to=2026-03-31&categories=journal&timeZone=Europe/Lisbon',
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    // Its own policy: no script may run, whatever the page holds.
    expect(response.headers['content-security-policy']).toContain("default-src 'none'");
    expect(response.headers['content-security-policy']).not.toContain('script-src');
    const html = response.body;
    expect(html).toContain('Journal of Ada, March 1, 2026 to March 31, 2026');
    // A way back to the app, left out of print.
    expect(html).toContain('<nav><a href="/profile">← Back to Inner Compass</a></nav>');
    expect(html).toContain('In range');
    expect(html).toContain('Also in');
    expect(html).not.toContain('Too early');
    expect(html).not.toContain('Other kind');
    // Moods: calm twice (any case), sad once.
    expect(html).toMatch(/<td>calm<\/td><td>2<\/td>.*<td>sad<\/td><td>1<\/td>/s);
    // Feelings of the period only: hopeful 2 of 3 (67%, rounded as the app does), tired 1
    // (33%); angry is older.
    expect(html).toContain('<td>hopeful</td><td>2</td><td>67%</td>');
    expect(html).toContain('<td>tired</td><td>1</td><td>33%</td>');
    expect(html).not.toContain('angry');
    // The same feelings on the mood meter: hopeful is pleasant with high energy, tired unpleasant
    // with low energy.
    expect(html).toContain('<td>Pleasant, high energy</td><td>2</td><td>67%</td>');
    expect(html).toContain('<td>Unpleasant, low energy</td><td>1</td><td>33%</td>');
    expect(html).toContain('<td>Unpleasant, high energy</td><td>0</td><td>0%</td>');
    expect(html).toContain('<td>Words outside the vocabulary</td><td>0</td><td>0%</td>');
    // User text is text.
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('&lt;img src=x onerror=alert(2)&gt;');
    expect(html).not.toContain('<script');
    expect(html).not.toContain('<img src=x');
  });

  it("shows only the person's own posts", async () => {
    const owner = await createSignedInUser(t.db);
    await createPost(t.db, owner.user.id, {
      title: 'Private thoughts',
      createdAt: new Date('2026-04-02T10:00:00Z'),
    });
    const other = await createSignedInUser(t.db);
    const response = await report(other, 'from=2026-04-01&to=2026-04-30');
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain('Private thoughts');
    expect(response.body).toContain('No posts in this period.');
  });

  it('refuses a period that ends before it starts, days out of range, unknown categories or zones', async () => {
    const person = await createSignedInUser(t.db);
    for (const query of [
      'from=2026-04-10&to=2026-04-01',
      'from=2026-04-01&to=2026-04-10&categories=poetry',
      'from=2026-04-01&to=2026-04-10&timeZone=Mars/Olympus',
      'from=2026-02-30&to=2026-04-10',
      // The day after 9999-12-31 has no ISO form: refused, never a 500.
      'from=9999-12-30&to=9999-12-31',
      'from=1899-12-31&to=1900-01-02',
    ]) {
      const response = await report(person, query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().error.code).toBe('invalid_request');
    }
  });
});
