import { createHash, randomUUID } from 'node:crypto';
import {
  ARCHIVE_JSON_NAME,
  type ArchiveInput,
  type ImportSummary,
  importResponseSchema,
} from '@app/domain/archive.schemas.ts';
import { eq, inArray } from 'drizzle-orm';
import pg from 'pg';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ZipFile } from 'yazl';
import {
  createSignedInUser,
  type SignedInPerson as Person,
  uploadImage,
} from '../../../test/factories.ts';
import { makeJpeg } from '../../../test/image-fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { buildApp } from '../../app.ts';
import { archiveImportIds } from '../../db/schema/archive-import-ids.ts';
import { feelings } from '../../db/schema/feelings.ts';
import { images } from '../../db/schema/images.ts';
import { posts } from '../../db/schema/posts.ts';
import { users } from '../../db/schema/users.ts';

/*
 * An import writes only the importer's rows (docs/security.md, promises 44, 47; decision 0029): an id
 * someone else holds gets a fresh random id, never one derivable from ids others know; nothing
 * of another person's is attached, skipped or overwritten; ids in any case are one id.
 */

/** Two connections can race only on PostgreSQL: PGlite runs one transaction at a time. */
const onPostgres = Boolean(inject('postgresTemplate'));

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

// --- helpers ------------------------------------------------------------------------------

/**
 * The id an import used to give a record whose id someone else held: a name-based UUID of the
 * importer's id and the record's id, which anyone who knows both can compute (a moderator
 * knows participants' ids from the challengers list and shared posts' ids from the review).
 */
function derivableId(userId: string, archiveId: string): string {
  const hash = createHash('sha1').update(`inner-compass-import:${userId}:${archiveId}`).digest();
  hash[6] = ((hash[6] ?? 0) & 0x0f) | 0x50;
  hash[8] = ((hash[8] ?? 0) & 0x3f) | 0x80;
  const hex = hash.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

type DraftImage = { id: string; jpeg: Buffer };
type Draft = {
  posts?: Array<{ id: string; title: string; image?: string | null }>;
  images?: DraftImage[];
  feelings?: Array<{ id: string; feeling: string }>;
  avatar?: string | null;
};

/** An export as another server would have written it, with the ids chosen by the test. */
async function archiveOf(draft: Draft): Promise<Buffer> {
  const created = '2026-05-01T09:30:00.000Z';
  const json: ArchiveInput = {
    format: 'inner-compass-export',
    version: 1,
    exportedAt: created,
    profile: { name: '', city: '', image: draft.avatar ?? null, backgroundImage: null },
    posts: (draft.posts ?? []).map((post, i) => ({
      id: post.id,
      category: 'journal',
      title: post.title,
      image: post.image ?? null,
      created,
      lastUpdate: created,
      markdownFile: `posts/2026-05-01-${i}.md`,
    })),
    feelings: (draft.feelings ?? []).map((f) => ({ ...f, created })),
    trackers: [],
    images: await Promise.all(
      (draft.images ?? []).map(async ({ id, jpeg }) => {
        const { width = 0, height = 0 } = await sharp(jpeg).metadata();
        return {
          id,
          file: `images/${id.toLowerCase()}.jpg`,
          width,
          height,
          sha256: createHash('sha256').update(jpeg).digest('hex'),
        };
      }),
    ),
  };
  const zip = new ZipFile();
  zip.addBuffer(Buffer.from(JSON.stringify(json)), ARCHIVE_JSON_NAME, { compress: false });
  for (const { id, jpeg } of draft.images ?? []) {
    zip.addBuffer(jpeg, `images/${id.toLowerCase()}.jpg`, { compress: false });
  }
  zip.end();
  const chunks: Buffer[] = [];
  for await (const chunk of zip.outputStream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

function importZip(person: Person, zip: Buffer, app = t.app) {
  return app.inject({
    method: 'POST',
    url: '/api/v1/archive/import',
    headers: { ...person.headers, 'content-type': 'application/zip' },
    payload: zip,
  });
}

/** What an import of an export of this app added, brought back or merged. */
type ImportCounts = Omit<ImportSummary, 'format' | 'dryRun' | 'preview'>;

/** An answer's counts, past its format and preview. */
function countsOf(answer: unknown): ImportCounts {
  const {
    format: _f,
    dryRun: _d,
    preview: _p,
    ...counts
  } = importResponseSchema.parse(answer).data;
  return counts;
}

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

async function exportOf(person: Person): Promise<Buffer> {
  const response = await t.call(person, 'GET', '/archive/export');
  expect(response.statusCode, response.body).toBe(200);
  return response.rawPayload;
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** Everything a person has that an import writes, row by row (images by hash). */
async function rowsOf(userId: string) {
  const [p, im, f, u] = await Promise.all([
    t.db.select().from(posts).where(eq(posts.userId, userId)).orderBy(posts.id),
    t.db.select().from(images).where(eq(images.userId, userId)).orderBy(images.id),
    t.db.select().from(feelings).where(eq(feelings.userId, userId)).orderBy(feelings.id),
    t.db.select().from(users).where(eq(users.id, userId)),
  ]);
  return {
    posts: p,
    images: im.map(({ bytes, ...image }) => ({ ...image, sha256: sha256(bytes) })),
    feelings: f,
    user: u,
  };
}

/** What an import answers when it adds one post, one image and one feeling. */
const ADDED_ONE_OF_EACH = {
  postsAdded: 1,
  postsRestored: 0,
  identityMerged: false,
  feelingsAdded: 1,
  trackersAdded: 0,
  trackersMerged: 0,
  trackersSkipped: 0,
  imagesAdded: 1,
  profileFilled: true,
} satisfies ImportCounts;

const NOTHING_ADDED = {
  postsAdded: 0,
  postsRestored: 0,
  identityMerged: false,
  feelingsAdded: 0,
  trackersAdded: 0,
  trackersMerged: 0,
  trackersSkipped: 0,
  imagesAdded: 0,
  profileFilled: false,
} satisfies ImportCounts;

/** A person's export with a post showing a picture of theirs, and a feeling. */
async function createWriter() {
  const person = await createSignedInUser(t.db);
  const upload = await uploadImage(t, await makeJpeg(120, 80), { headers: person.headers });
  expect(upload.statusCode, upload.body).toBe(200);
  const picture = upload.json().data._id as string;
  const post = await t.call(person, 'POST', '/posts', {
    category: 'anxiety',
    title: 'Shared day',
    image: picture,
    shareForFeedback: true,
  });
  expect(post.statusCode, post.body).toBe(200);
  expect((await t.call(person, 'POST', '/feelings', { feeling: 'calm' })).statusCode).toBe(200);
  return { person, postId: post.json().data._id as string, imageId: picture };
}

const ids = {
  of: (rows: ReadonlyArray<{ id: string }>) => rows.map((row) => row.id),
};

// --- pre-claimed ids ----------------------------------------------------------------------

describe('an id someone else claimed first', () => {
  it('gets a fresh id: the victim’s post shows the victim’s own picture, nothing is skipped, the claimer’s rows stay as they were', async () => {
    const attacker = await createSignedInUser(t.db);
    const victim = await createSignedInUser(t.db);
    // The victim's archive, written by another server: a post with a picture (also the
    // avatar) and a feeling, under ids the attacker has learnt.
    const postId = randomUUID();
    const imageId = randomUUID();
    const feelingId = randomUUID();
    const victimPicture = await makeJpeg(120, 80);
    const victimArchive = await archiveOf({
      posts: [{ id: postId, title: 'Victim’s day', image: imageId }],
      images: [{ id: imageId, jpeg: victimPicture }],
      feelings: [{ id: feelingId, feeling: 'hopeful' }],
      avatar: imageId,
    });

    // The attacker claims those ids, and the ids derivable from them and the victim's id,
    // through the API: an import of their own.
    const attackerPicture = await makeJpeg(30, 30);
    const claimed = {
      posts: [postId, derivableId(victim.user.id, postId)],
      images: [imageId, derivableId(victim.user.id, imageId)],
      feelings: [feelingId, derivableId(victim.user.id, feelingId)],
    };
    const claim = await importOk(
      attacker,
      await archiveOf({
        posts: claimed.posts.map((id) => ({ id, title: 'Attacker’s post', image: null })),
        images: claimed.images.map((id) => ({ id, jpeg: attackerPicture })),
        feelings: claimed.feelings.map((id) => ({ id, feeling: 'smug' })),
      }),
    );
    expect(claim).toMatchObject({ postsAdded: 2, imagesAdded: 2, feelingsAdded: 2 });
    expect(ids.of((await rowsOf(attacker.user.id)).posts).sort()).toEqual(claimed.posts.sort());
    const attackerBefore = await rowsOf(attacker.user.id);

    // Nothing is skipped: one post, one image, one feeling added, the avatar filled.
    expect(await importOk(victim, victimArchive)).toEqual(ADDED_ONE_OF_EACH);

    const mine = await rowsOf(victim.user.id);
    expect(mine.posts).toHaveLength(1);
    expect(mine.images).toHaveLength(1);
    expect(mine.feelings).toHaveLength(1);
    const [post] = mine.posts;
    const [image] = mine.images;
    expect(post?.title).toBe('Victim’s day');
    expect(image).toMatchObject({ width: 120, height: 80, sha256: sha256(victimPicture) });
    // None of the rows sits under an id the attacker holds or could have computed.
    expect(claimed.posts).not.toContain(post?.id);
    expect(claimed.images).not.toContain(image?.id);
    expect(claimed.feelings).not.toContain(mine.feelings[0]?.id);

    // The post and the profile show the victim's own picture, served to the victim as theirs.
    const shown = await t.call(victim, 'GET', `/posts/${post?.id}`);
    expect(shown.json().data).toMatchObject({ title: 'Victim’s day', image: image?.id });
    expect(mine.user[0]?.image).toBe(image?.id);
    const served = await t.call(victim, 'GET', `/images/${image?.id}`);
    expect(served.statusCode).toBe(200);
    expect(sha256(served.rawPayload)).toBe(sha256(victimPicture));

    // The attacker's rows are unchanged, and the victim's picture is not theirs to delete.
    expect(await rowsOf(attacker.user.id)).toEqual(attackerBefore);
    const deletion = await t.call(attacker, 'DELETE', `/images/${image?.id}`);
    expect(deletion.statusCode).toBe(404);
    expect((await rowsOf(victim.user.id)).images).toEqual(mine.images);

    // Importing the same archive again adds nothing: the fresh ids are remembered.
    expect(await importOk(victim, victimArchive)).toEqual(NOTHING_ADDED);
    expect(await rowsOf(victim.user.id)).toEqual(mine);
  });

  it('gives ids nobody can compute: two people importing the same archive get unrelated ids, each the same on every import', async () => {
    const { person: writer, postId, imageId } = await createWriter();
    const zip = await exportOf(writer);
    const [first, second] = [await createSignedInUser(t.db), await createSignedInUser(t.db)];
    const copies = [];
    for (const person of [first, second]) {
      await importOk(person, zip);
      const rows = await rowsOf(person.user.id);
      expect(rows.posts).toHaveLength(1);
      const [post] = rows.posts;
      const [image] = rows.images;
      expect(post?.id).not.toBe(postId);
      expect(post?.id).not.toBe(derivableId(person.user.id, postId));
      expect(image?.id).not.toBe(imageId);
      expect(image?.id).not.toBe(derivableId(person.user.id, imageId));
      expect(post?.image).toBe(image?.id);
      // Again: nothing added, the same rows.
      expect(await importOk(person, zip)).toEqual(NOTHING_ADDED);
      expect(await rowsOf(person.user.id)).toEqual(rows);
      copies.push({ post: post?.id, image: image?.id });
    }
    expect(copies[0]?.post).not.toBe(copies[1]?.post);
    expect(copies[0]?.image).not.toBe(copies[1]?.image);
    // The writer's own rows are untouched, and their own export changes nothing for them.
    expect(ids.of((await rowsOf(writer.user.id)).posts)).toEqual([postId]);
    expect(await importOk(writer, zip)).toEqual(NOTHING_ADDED);
  });

  it('keeps the archive’s ids where they are free: moving to a fresh account keeps every id', async () => {
    const person = await createSignedInUser(t.db);
    const draft = {
      posts: [{ id: randomUUID(), title: 'Moved', image: randomUUID() }],
      feelings: [{ id: randomUUID(), feeling: 'calm' }],
    };
    const imageId = draft.posts[0]?.image ?? '';
    const zip = await archiveOf({
      ...draft,
      images: [{ id: imageId, jpeg: await makeJpeg(40, 40) }],
    });
    await importOk(person, zip);
    const rows = await rowsOf(person.user.id);
    expect(ids.of(rows.posts)).toEqual(draft.posts.map((p) => p.id));
    expect(ids.of(rows.images)).toEqual([imageId]);
    expect(ids.of(rows.feelings)).toEqual(draft.feelings.map((f) => f.id));
    // Nothing needed remembering.
    expect(await t.db.$count(archiveImportIds, eq(archiveImportIds.userId, person.user.id))).toBe(
      0,
    );
  });

  it('is never the row the import remembered once someone else holds it', async () => {
    const { person: writer } = await createWriter();
    const zip = await exportOf(writer);
    const person = await createSignedInUser(t.db);
    await importOk(person, zip);
    const [copy] = (await rowsOf(person.user.id)).images;
    const copyId = copy?.id ?? '';
    // The person deletes the copy of the picture; someone who saw its id claims it.
    expect((await t.call(person, 'DELETE', `/images/${copyId}`)).statusCode).toBe(204);
    const claimer = await createSignedInUser(t.db);
    await importOk(
      claimer,
      await archiveOf({ images: [{ id: copyId, jpeg: await makeJpeg(30, 30) }] }),
    );
    const claimerBefore = await rowsOf(claimer.user.id);
    expect(ids.of(claimerBefore.images)).toEqual([copyId]);

    // Importing again brings the picture back under a new id of the person's own.
    expect(await importOk(person, zip)).toMatchObject({ imagesAdded: 1, postsAdded: 0 });
    const after = await rowsOf(person.user.id);
    expect(after.images).toHaveLength(1);
    expect(after.images[0]?.id).not.toBe(copyId);
    expect(after.images[0]?.width).toBe(120);
    expect(await rowsOf(claimer.user.id)).toEqual(claimerBefore);
  });
});

// --- ids in any case ----------------------------------------------------------------------

describe('ids in upper case', () => {
  it('are the same ids: no 5xx, and the answer is the same whether someone else holds the id or not', async () => {
    const holder = await createSignedInUser(t.db);
    const heldPost = randomUUID();
    const heldFeeling = randomUUID();
    await importOk(
      holder,
      await archiveOf({
        posts: [{ id: heldPost, title: 'Held' }],
        feelings: [{ id: heldFeeling, feeling: 'calm' }],
      }),
    );
    const holderBefore = await rowsOf(holder.user.id);
    const upperArchive = async (postId: string, feelingId: string) => {
      const imageId = randomUUID();
      return archiveOf({
        posts: [{ id: postId.toUpperCase(), title: 'Loud', image: imageId }],
        images: [{ id: imageId, jpeg: await makeJpeg(40, 40) }],
        feelings: [{ id: feelingId.toUpperCase(), feeling: 'calm' }],
        avatar: imageId,
      });
    };
    const held = await upperArchive(heldPost, heldFeeling);
    const freePost = randomUUID();
    const free = await upperArchive(freePost, randomUUID());

    const [one, two] = [await createSignedInUser(t.db), await createSignedInUser(t.db)];
    const answers = [await importZip(one, held), await importZip(two, free)];
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
    expect(answers[0]?.json()).toEqual(answers[1]?.json());
    expect(countsOf(answers[0]?.json())).toEqual(ADDED_ONE_OF_EACH);

    // The free id is kept, in the one form the database has; the held one is not taken.
    expect(ids.of((await rowsOf(two.user.id)).posts)).toEqual([freePost]);
    const oneRows = await rowsOf(one.user.id);
    expect(oneRows.posts[0]?.id).not.toBe(heldPost);
    expect(oneRows.posts[0]?.image).toBe(oneRows.images[0]?.id);
    expect(await rowsOf(holder.user.id)).toEqual(holderBefore);

    // In upper case as in lower, a second import adds nothing.
    expect(await importOk(one, held)).toEqual(NOTHING_ADDED);
    expect(await importOk(two, free)).toEqual(NOTHING_ADDED);
  });

  it('refer to images in any case: an image listed and shown in upper case is one image', async () => {
    const person = await createSignedInUser(t.db);
    const imageId = randomUUID();
    const zip = await archiveOf({
      posts: [{ id: randomUUID(), title: 'Loud picture', image: imageId.toUpperCase() }],
      images: [{ id: imageId.toUpperCase(), jpeg: await makeJpeg(40, 40) }],
      avatar: imageId.toUpperCase(),
    });
    expect(await importOk(person, zip)).toMatchObject({ postsAdded: 1, imagesAdded: 1 });
    const rows = await rowsOf(person.user.id);
    expect(ids.of(rows.images)).toEqual([imageId]);
    expect(rows.posts[0]?.image).toBe(imageId);
    expect(rows.user[0]?.image).toBe(imageId);
    expect(await importOk(person, zip)).toEqual(NOTHING_ADDED);
  });

  it('name one record: an archive listing one id in two cases is refused with 400, nothing written', async () => {
    const person = await createSignedInUser(t.db);
    const id = randomUUID();
    const zip = await archiveOf({
      posts: [
        { id, title: 'Lower' },
        { id: id.toUpperCase(), title: 'Upper' },
      ],
    });
    const response = await importZip(person, zip);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().error.code).toBe('archive_invalid');
    expect((await rowsOf(person.user.id)).posts).toEqual([]);
  });
});

// --- races --------------------------------------------------------------------------------

describe('imports at the same moment', () => {
  it('of one archive by one person on two servers end with one copy, and no 5xx', async () => {
    const { person: writer } = await createWriter();
    const zip = await exportOf(writer);
    const person = await createSignedInUser(t.db);
    // One server takes a person's imports one at a time (decision 0053); two servers on one
    // database each take one.
    const otherServer = await buildApp({ config: t.config, database: t.database, logger: false });
    await otherServer.ready();
    const answers = await Promise.all([
      importZip(person, zip),
      importZip(person, zip, otherServer),
    ]).finally(() => otherServer.close());
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
    const summaries = answers.map((a) => importResponseSchema.parse(a.json()).data);
    expect(summaries.map((s) => s.postsAdded).sort()).toEqual([0, 1]);
    expect(summaries.map((s) => s.imagesAdded).sort()).toEqual([0, 1]);
    const rows = await rowsOf(person.user.id);
    expect(rows.posts).toHaveLength(1);
    expect(rows.images).toHaveLength(1);
    expect(rows.feelings).toHaveLength(1);
    expect(await importOk(person, zip)).toEqual(NOTHING_ADDED);
  });

  it('of one archive with free ids by two people give each their own copy, and no 5xx', async () => {
    const imageId = randomUUID();
    const draft = {
      posts: [{ id: randomUUID(), title: 'Twice', image: imageId }],
      images: [{ id: imageId, jpeg: await makeJpeg(50, 50) }],
      feelings: [{ id: randomUUID(), feeling: 'calm' }],
      avatar: imageId,
    };
    const zip = await archiveOf(draft);
    const people = [await createSignedInUser(t.db), await createSignedInUser(t.db)];
    const answers = await Promise.all(people.map((person) => importZip(person, zip)));
    for (const answer of answers) {
      expect(answer.statusCode, answer.body).toBe(200);
      expect(countsOf(answer.json())).toEqual(ADDED_ONE_OF_EACH);
    }
    const copies = await Promise.all(people.map((person) => rowsOf(person.user.id)));
    for (const rows of copies) {
      expect(rows.posts).toHaveLength(1);
      expect(rows.posts[0]?.image).toBe(rows.images[0]?.id);
      expect(rows.user[0]?.image).toBe(rows.images[0]?.id);
    }
    // One of them kept the archive's ids; the other got ids of their own.
    const postIds = copies.map((rows) => rows.posts[0]?.id);
    expect(postIds).toContain(draft.posts[0]?.id);
    expect(new Set(postIds).size).toBe(2);
    expect(new Set(copies.map((rows) => rows.images[0]?.id)).size).toBe(2);
  });

  it.runIf(onPostgres)(
    'with someone else’s write of the same id, committed while the import waits on it, goes around that row (PostgreSQL)',
    async () => {
      const person = await createSignedInUser(t.db);
      const other = await createSignedInUser(t.db);
      const postId = randomUUID();
      const zip = await archiveOf({ posts: [{ id: postId, title: 'Mine' }] });

      // Another connection writes a post under that id and holds it uncommitted.
      const client = new pg.Client({ connectionString: t.database.connectionString });
      await client.connect();
      try {
        await client.query('begin');
        await client.query(
          `insert into posts (id, user_id, category, title) values ($1, $2, 'journal', 'Theirs')`,
          [postId, other.user.id],
        );
        const importing = importZip(person, zip);
        // The import finds the id free, writes it, and waits on the uncommitted row.
        const waitingOn = async () => {
          const { rows } = await client.query<{ n: number }>(
            `select count(*)::int as n from pg_stat_activity
             where datname = current_database() and wait_event_type = 'Lock'`,
          );
          return rows[0]?.n ?? 0;
        };
        for (let i = 0; i < 200 && (await waitingOn()) === 0; i++) {
          await new Promise((resolve) => setTimeout(resolve, 25));
        }
        expect(await waitingOn()).toBeGreaterThan(0);
        await client.query('commit');

        const answer = await importing;
        expect(answer.statusCode, answer.body).toBe(200);
        expect(answer.json().data).toMatchObject({ postsAdded: 1 });
      } finally {
        await client.end();
      }
      const [mine] = (await rowsOf(person.user.id)).posts;
      expect(mine?.title).toBe('Mine');
      expect(mine?.id).not.toBe(postId);
      const theirs = await t.db
        .select()
        .from(posts)
        .where(inArray(posts.id, [postId]));
      expect(theirs).toMatchObject([{ userId: other.user.id, title: 'Theirs' }]);
      expect(await importOk(person, zip)).toEqual(NOTHING_ADDED);
    },
  );
});
