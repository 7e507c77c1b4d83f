import { randomBytes, randomUUID } from 'node:crypto';
import { PASSKEY_FRESH_PROOF_MS } from '@app/domain/limits.ts';
import type { JournalKeyWrapInput } from '@app/domain/seal.schemas.ts';
import type { SealedEnvelope } from '@app/domain/sealed-records.schemas.ts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  addPasskey,
  createPost,
  createUser,
  sealedPictureForm,
  uniqueEmail,
} from '../../../test/factories.ts';
import { createTestApp, createTestClock, type TestApp } from '../../../test/test-app.ts';
import { createSoftwareAuthenticator } from '../../../test/webauthn-authenticator.ts';
import { feelingCounts, feelings, feelingTotals } from '../../db/schema/feelings.ts';
import { images } from '../../db/schema/images.ts';
import { journalKeyWraps } from '../../db/schema/journal-seals.ts';
import { posts } from '../../db/schema/posts.ts';
import { writingRooms } from '../../db/schema/writing-rooms.ts';
import { createSession } from '../auth/sessions.service.ts';

/*
 * A sealed journal on the server (decision 0068): it stores envelopes and wraps made on the
 * device and refuses to store writing plain once a journal is sealed. The keys here are random
 * bytes: the server never opens one, so only its rules are under test (the web's tests and the
 * browser journey open real ones).
 */

const ORIGIN = 'http://localhost:3000';
const MARKER = 'MARKER-lighthouse-7d1f';
let clock = createTestClock();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: () => clock.now() });
});
afterAll(async () => {
  await t.close();
});
beforeEach(() => {
  clock = createTestClock();
});

type Person = { id: string; headers: Record<string, string> };

/** A person signed in by code just now on the app's clock. */
async function person(): Promise<Person> {
  const user = await createUser(t.db, {
    contact: { contact: uniqueEmail(), contactType: 'email' },
  });
  const { token } = await createSession(t.db, user.id, clock.now());
  return { id: user.id, headers: { authorization: `Bearer ${token}` } };
}

const bytes = (n: number) => randomBytes(n).toString('base64url');

const wrap = (kind: 'passkey' | 'recovery', credentialId?: string): JournalKeyWrapInput => ({
  kind,
  ...(credentialId && { credentialId }),
  publicKey: bytes(91),
  wrappedPrivateKey: bytes(150),
  ephemeralPublicKey: bytes(91),
  wrappedJournalKey: bytes(40),
});

const envelope = (keyId: string): SealedEnvelope => ({
  v: 1,
  k: keyId,
  n: bytes(12),
  c: bytes(300),
});

async function startSealing(who: Person, extraWraps: JournalKeyWrapInput[] = []) {
  const keyId = randomUUID();
  const response = await t.call(who, 'PUT', '/seal', {
    keyId,
    prfSalt: bytes(32),
    recoveryKeySaved: true,
    wraps: [wrap('recovery'), ...extraWraps],
  });
  expect(response.statusCode, response.body).toBe(200);
  return keyId;
}

async function sealFully(who: Person) {
  const keyId = await startSealing(who);
  const done = await t.call(who, 'POST', '/seal/complete');
  expect(done.statusCode, done.body).toBe(200);
  expect(done.json().data.state).toBe('sealed');
  return keyId;
}

/** Everything the database holds of a person's posts, as text. */
async function storedPostsOf(userId: string): Promise<string> {
  const rows = await t.db.select().from(posts).where(eq(posts.userId, userId));
  return JSON.stringify(rows);
}

describe('sealing a journal', () => {
  it('stores a sealed post as its envelope alone, and refuses writing sent beside it', async () => {
    const who = await person();
    const keyId = await sealFully(who);
    const sealed = envelope(keyId);
    const created = await t.call(who, 'POST', '/posts', { category: 'journal', sealed });
    expect(created.statusCode, created.body).toBe(200);
    const post = created.json().data;
    expect(post.sealed).toEqual(sealed);
    expect(post.title).toBe('');
    expect(post.currentSituation).toBe('');
    const read = await t.call(who, 'GET', `/posts/${post._id}`);
    expect(read.json().data.sealed).toEqual(sealed);
    const listed = await t.call(who, 'GET', '/posts');
    expect(listed.json().data[0].sealed).toEqual(sealed);

    // Writing beside an envelope is a client's mistake: refused, never kept nor dropped unseen.
    for (const [method, path] of [
      ['POST', '/posts'],
      ['PUT', `/posts/${post._id}`],
    ] as const) {
      for (const writing of [{ title: MARKER }, { currentSituation: MARKER }, { tags: [MARKER] }]) {
        const mixed = await t.call(who, method, path, {
          category: 'journal',
          ...writing,
          sealed: envelope(keyId),
        });
        expect(mixed.statusCode, `${method} ${path}`).toBe(400);
        expect(mixed.json().error.code).toBe('writing_beside_envelope');
      }
    }
    expect((await t.call(who, 'GET', `/posts/${post._id}`)).json().data.sealed).toEqual(sealed);
    expect(await storedPostsOf(who.id)).not.toContain(MARKER);
    const found = await t.call(who, 'GET', `/search?q=${MARKER}`);
    expect(found.json().data).toEqual([]);
  });

  it('refuses plain writing in a sealed journal, but for a post its author shares', async () => {
    const who = await person();
    const keyId = await sealFully(who);
    const plain = { category: 'journal', title: 'Plain', currentSituation: MARKER };
    const refused = await t.call(who, 'POST', '/posts', plain);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('journal_sealed');

    const made = await t.call(who, 'POST', '/posts', {
      category: 'journal',
      sealed: envelope(keyId),
    });
    const id = made.json().data._id;
    const update = await t.call(who, 'PUT', `/posts/${id}`, plain);
    expect(update.statusCode).toBe(409);
    const identity = await t.call(who, 'PUT', '/identity', { identity: MARKER });
    expect(identity.statusCode).toBe(409);
    const items = await t.call(who, 'PUT', '/identity/action-items', {
      actionItems: [{ action: MARKER, complete: false }],
    });
    expect(items.statusCode).toBe(409);
    expect(await storedPostsOf(who.id)).not.toContain(MARKER);

    const shared = await t.call(who, 'POST', '/posts', {
      category: 'anxiety',
      title: 'For feedback',
      currentSituation: 'Readable, as I chose.',
      shareForFeedback: true,
    });
    expect(shared.statusCode, shared.body).toBe(200);
    expect(shared.json().data.sealed).toBeNull();
  });

  it('refuses an envelope in a journal that is not sealed', async () => {
    const who = await person();
    const response = await t.call(who, 'POST', '/posts', {
      category: 'journal',
      sealed: envelope(randomUUID()),
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().error.code).toBe('journal_not_sealed');
  });

  it('seals the existing posts in batches, skipping any changed since read, then completes', async () => {
    const who = await person();
    const other = await person();
    const live = await createPost(t.db, who.id, { title: MARKER });
    const deleted = await createPost(t.db, who.id, { title: MARKER, deleted: true });
    const shared = await createPost(t.db, who.id, { title: 'Shared', shareForFeedback: true });
    const theirs = await createPost(t.db, other.id, { title: 'Theirs' });
    const keyId = await startSealing(who);
    expect((await t.call(who, 'GET', '/users/current')).json().data.journal).toBe('sealing');

    const pending = await t.call(who, 'GET', '/posts/unsealed?limit=10');
    expect(pending.statusCode, pending.body).toBe(200);
    const ids = pending.json().data.map((post: { _id: string }) => post._id);
    expect(ids.sort()).toEqual([live.id, deleted.id].sort());
    expect(pending.json().remaining).toBe(2);

    const early = await t.call(who, 'POST', '/seal/complete');
    expect(early.statusCode).toBe(409);
    expect(early.json().error.code).toBe('journal_still_plain');

    const stale = new Date(live.lastUpdate.getTime() - 1000).toISOString();
    const batch = await t.call(who, 'POST', '/posts/sealed', {
      posts: [
        { id: live.id, lastUpdate: stale, sealed: envelope(keyId) },
        { id: deleted.id, lastUpdate: deleted.lastUpdate.toISOString(), sealed: envelope(keyId) },
        { id: theirs.id, lastUpdate: theirs.lastUpdate.toISOString(), sealed: envelope(keyId) },
        { id: shared.id, lastUpdate: shared.lastUpdate.toISOString(), sealed: envelope(keyId) },
      ],
    });
    expect(batch.statusCode, batch.body).toBe(200);
    expect(batch.json().data).toEqual({ done: 1, remaining: 1 });
    const [their] = await t.db.select().from(posts).where(eq(posts.id, theirs.id));
    expect(their?.sealed).toBeNull();

    const again = await t.call(who, 'POST', '/posts/sealed', {
      posts: [{ id: live.id, lastUpdate: live.lastUpdate.toISOString(), sealed: envelope(keyId) }],
    });
    expect(again.json().data).toEqual({ done: 1, remaining: 0 });
    const done = await t.call(who, 'POST', '/seal/complete');
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().data.state).toBe('sealed');
    const stored = await storedPostsOf(who.id);
    expect(stored).not.toContain(MARKER);
    expect(stored).toContain('Shared');
  });

  it('lets nobody seal or list posts of a journal not being sealed', async () => {
    const who = await person();
    const post = await createPost(t.db, who.id);
    const list = await t.call(who, 'GET', '/posts/unsealed');
    expect(list.statusCode).toBe(409);
    const batch = await t.call(who, 'POST', '/posts/sealed', {
      posts: [
        { id: post.id, lastUpdate: post.lastUpdate.toISOString(), sealed: envelope(randomUUID()) },
      ],
    });
    expect(batch.statusCode).toBe(409);
  });

  it('seals once: a second start is refused', async () => {
    const who = await person();
    await startSealing(who);
    const second = await t.call(who, 'PUT', '/seal', {
      keyId: randomUUID(),
      prfSalt: bytes(32),
      recoveryKeySaved: true,
      wraps: [wrap('recovery')],
    });
    expect(second.statusCode).toBe(409);
  });

  it('asks for exactly one recovery key, and for it to have been saved', async () => {
    const who = await person();
    const none = await t.call(who, 'PUT', '/seal', {
      keyId: randomUUID(),
      prfSalt: bytes(32),
      recoveryKeySaved: true,
      wraps: [],
    });
    expect(none.statusCode).toBe(400);
    const unsaved = await t.call(who, 'PUT', '/seal', {
      keyId: randomUUID(),
      prfSalt: bytes(32),
      recoveryKeySaved: false,
      wraps: [wrap('recovery')],
    });
    expect(unsaved.statusCode).toBe(400);
    expect((await t.call(who, 'GET', '/seal')).json().data.state).toBe('open');
  });
});

describe('unsealing a journal', () => {
  it('stores the posts opened on the device plain again, then drops the seal and its keys', async () => {
    const who = await person();
    const keyId = await sealFully(who);
    const made = await t.call(who, 'POST', '/posts', {
      category: 'journal',
      sealed: envelope(keyId),
    });
    const post = made.json().data;
    // Plain writing is refused until unsealing starts.
    const early = await t.call(who, 'GET', '/posts/sealed');
    expect(early.statusCode).toBe(409);

    const started = await t.call(who, 'POST', '/seal/unseal');
    expect(started.statusCode, started.body).toBe(200);
    expect(started.json().data.state).toBe('unsealing');
    const pending = await t.call(who, 'GET', '/posts/sealed?limit=10');
    expect(pending.json()).toMatchObject({ remaining: 1, data: [{ _id: post._id }] });
    const stillSealed = await t.call(who, 'POST', '/seal/complete');
    expect(stillSealed.statusCode).toBe(409);
    expect(stillSealed.json().error.code).toBe('journal_still_sealed');

    const writing = { title: MARKER, currentSituation: `Opened on the device ${MARKER}` };
    const stale = await t.call(who, 'POST', '/posts/unsealed', {
      posts: [{ id: post._id, lastUpdate: '2020-01-01T00:00:00.000Z', writing }],
    });
    expect(stale.json().data).toEqual({ done: 0, remaining: 1 });
    const opened = await t.call(who, 'POST', '/posts/unsealed', {
      posts: [{ id: post._id, lastUpdate: post.lastUpdate, writing }],
    });
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.json().data).toEqual({ done: 1, remaining: 0 });
    // Plain writing is taken while unsealing.
    const plain = await t.call(who, 'POST', '/posts', {
      category: 'journal',
      title: 'Plain again',
    });
    expect(plain.statusCode, plain.body).toBe(200);

    const done = await t.call(who, 'POST', '/seal/complete');
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().data).toMatchObject({ state: 'open', keyId: null, wraps: [] });
    const read = await t.call(who, 'GET', `/posts/${post._id}`);
    expect(read.json().data).toMatchObject({ title: MARKER, sealed: null });
    const found = await t.call(who, 'GET', `/search?q=${MARKER}`);
    expect(found.json().data).toHaveLength(1);
  });

  it('takes opened posts only from the person, only while unsealing', async () => {
    const who = await person();
    const other = await person();
    const keyId = await sealFully(who);
    const made = await t.call(who, 'POST', '/posts', {
      category: 'journal',
      sealed: envelope(keyId),
    });
    const post = made.json().data;
    const batch = {
      posts: [{ id: post._id, lastUpdate: post.lastUpdate, writing: { title: MARKER } }],
    };
    expect((await t.call(who, 'POST', '/posts/unsealed', batch)).statusCode).toBe(409);
    await sealFully(other);
    expect((await t.call(other, 'POST', '/seal/unseal')).statusCode).toBe(200);
    const theirs = await t.call(other, 'POST', '/posts/unsealed', batch);
    expect(theirs.json().data).toEqual({ done: 0, remaining: 0 });
    expect(await storedPostsOf(who.id)).not.toContain(MARKER);
    const open = await person();
    expect((await t.call(open, 'POST', '/seal/unseal')).statusCode).toBe(409);
  });
});

describe('ways in', () => {
  const credentialIdOf = (authenticator: ReturnType<typeof createSoftwareAuthenticator>) =>
    Buffer.from(authenticator.credentials.at(-1)?.id ?? []).toString('base64url');

  it("takes only the person's own passkeys that give PRF, and goes with the passkey", async () => {
    const who = await person();
    const other = await person();
    const withPrf = createSoftwareAuthenticator({ origin: ORIGIN, prf: true });
    const withoutPrf = createSoftwareAuthenticator({ origin: ORIGIN });
    const theirs = createSoftwareAuthenticator({ origin: ORIGIN, prf: true });
    const passkey = await addPasskey(t, who.headers, withPrf);
    await addPasskey(t, who.headers, withoutPrf, 'Old key');
    await addPasskey(t, other.headers, theirs);

    const foreign = await t.call(who, 'PUT', '/seal', {
      keyId: randomUUID(),
      prfSalt: bytes(32),
      recoveryKeySaved: true,
      wraps: [wrap('recovery'), wrap('passkey', credentialIdOf(theirs))],
    });
    expect(foreign.statusCode).toBe(404);
    const noPrf = await t.call(who, 'PUT', '/seal', {
      keyId: randomUUID(),
      prfSalt: bytes(32),
      recoveryKeySaved: true,
      wraps: [wrap('recovery'), wrap('passkey', credentialIdOf(withoutPrf))],
    });
    expect(noPrf.statusCode).toBe(400);
    expect(noPrf.json().error.code).toBe('passkey_without_prf');

    await startSealing(who, [wrap('passkey', credentialIdOf(withPrf))]);
    const seal = (await t.call(who, 'GET', '/seal')).json().data;
    expect(seal.recoveryKeySaved).toBe(true);
    const passkeyWrap = seal.wraps.find((w: { kind: string }) => w.kind === 'passkey');
    expect(passkeyWrap).toMatchObject({
      passkeyId: passkey._id,
      passkeyName: 'My phone',
      credentialId: credentialIdOf(withPrf),
    });

    // Another person can neither read nor remove these wraps.
    expect((await t.call(other, 'GET', '/seal')).json().data.wraps).toEqual([]);
    const stolen = await t.call(other, 'DELETE', `/seal/wraps/${passkeyWrap._id}`);
    expect(stolen.statusCode).toBe(404);
    const recoveryWrap = seal.wraps.find((w: { kind: string }) => w.kind === 'recovery');
    const recovery = await t.call(who, 'DELETE', `/seal/wraps/${recoveryWrap._id}`);
    expect(recovery.statusCode).toBe(404);

    const removed = await t.call(who, 'DELETE', `/passkeys/${passkey._id}`);
    expect(removed.statusCode, removed.body).toBe(204);
    const left = await t.db
      .select({ kind: journalKeyWraps.kind })
      .from(journalKeyWraps)
      .where(eq(journalKeyWraps.userId, who.id));
    expect(left).toEqual([{ kind: 'recovery' }]);
  });

  it('adds a passkey later for the current key only, once', async () => {
    const who = await person();
    const authenticator = createSoftwareAuthenticator({ origin: ORIGIN, prf: true });
    await addPasskey(t, who.headers, authenticator);
    const keyId = await sealFully(who);
    const stale = await t.call(who, 'POST', '/seal/wraps', {
      ...wrap('passkey', credentialIdOf(authenticator)),
      keyId: randomUUID(),
    });
    expect(stale.statusCode).toBe(409);
    const added = await t.call(who, 'POST', '/seal/wraps', {
      ...wrap('passkey', credentialIdOf(authenticator)),
      keyId,
    });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json().data.wraps).toHaveLength(2);
    const twice = await t.call(who, 'POST', '/seal/wraps', {
      ...wrap('passkey', credentialIdOf(authenticator)),
      keyId,
    });
    expect(twice.statusCode).toBe(409);
  });
});

describe('what the server cannot do for a sealed journal', () => {
  it('refuses to export, report or import rather than answer without the writing', async () => {
    const who = await person();
    await sealFully(who);
    const exported = await t.call(who, 'GET', '/archive/export');
    expect(exported.statusCode).toBe(409);
    expect(exported.json().error.code).toBe('journal_sealed');
    const report = await t.call(
      who,
      'GET',
      '/archive/report?from=2026-01-01&to=2026-12-31&timeZone=UTC',
    );
    expect(report.statusCode).toBe(409);
    const imported = await t.app.inject({
      method: 'POST',
      url: '/api/v1/archive/import',
      headers: { ...who.headers, 'content-type': 'text/csv' },
      payload: `Date,Note\n2026-01-01,${MARKER}\n`,
    });
    expect(imported.statusCode).toBe(409);
    expect(imported.json().error.code).toBe('journal_sealed');
    expect(await storedPostsOf(who.id)).not.toContain(MARKER);
  });
});

describe("a sealed journal's habit trackers", () => {
  it('keep their titles sealed, their days plain, and hold the seal back while one is plain', async () => {
    const who = await person();
    const made = await t.call(who, 'POST', '/habit-trackers', [{ title: MARKER, dates: [] }]);
    expect(made.statusCode, made.body).toBe(200);
    const plainTracker = made.json().data[0];
    const keyId = await startSealing(who);
    const held = await t.call(who, 'POST', '/seal/complete');
    expect(held.statusCode).toBe(409);

    const plain = await t.call(who, 'POST', '/habit-trackers', [{ title: 'Run', dates: [] }]);
    expect(plain.statusCode).toBe(409);
    expect(plain.json().error.code).toBe('journal_sealed');
    const id = randomUUID();
    const sealedTitle = envelope(keyId);
    const created = await t.call(who, 'POST', '/habit-trackers', [
      { _id: id, title: '', sealedTitle, dates: ['2026-01-01'] },
    ]);
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json().data).toContainEqual(
      expect.objectContaining({ _id: id, title: '', sealedTitle, dates: ['2026-01-01'] }),
    );

    const renamed = await t.call(who, 'PUT', '/habit-trackers', [
      { _id: plainTracker._id, title: MARKER, dates: [] },
    ]);
    expect(renamed.statusCode).toBe(409);
    const sealedNow = await t.call(who, 'PUT', '/habit-trackers', [
      { _id: plainTracker._id, title: MARKER, sealedTitle: envelope(keyId), dates: [] },
    ]);
    expect(sealedNow.statusCode, sealedNow.body).toBe(200);
    expect((await t.call(who, 'GET', '/habit-trackers')).body).not.toContain(MARKER);
    const done = await t.call(who, 'POST', '/seal/complete');
    expect(done.statusCode, done.body).toBe(200);
  });

  it('refuse a sealed title in an open journal', async () => {
    const who = await person();
    const refused = await t.call(who, 'POST', '/habit-trackers', [
      { title: '', sealedTitle: envelope(randomUUID()), dates: [] },
    ]);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('journal_not_sealed');
  });
});

describe("a sealed journal's export", () => {
  it('hands the device the archive with each post sealed, or plain when shared, and nothing readable of the rest', async () => {
    const who = await person();
    const keyId = await sealFully(who);
    const sealed = envelope(keyId);
    const made = await t.call(who, 'POST', '/posts', { category: 'journal', sealed });
    await t.call(who, 'POST', '/posts', {
      category: 'anxiety',
      title: 'Shared readable',
      shareForFeedback: true,
    });
    const answer = await t.call(who, 'GET', '/archive/sealed');
    expect(answer.statusCode, answer.body).toBe(200);
    const { posts } = answer.json().data;
    expect(posts).toHaveLength(2);
    expect(posts).toContainEqual(
      expect.objectContaining({ id: made.json().data._id, sealed, title: '' }),
    );
    expect(posts).toContainEqual(
      expect.objectContaining({ title: 'Shared readable', sealed: null }),
    );
    expect(answer.body).not.toContain(MARKER);

    const open = await person();
    expect((await t.call(open, 'GET', '/archive/sealed')).statusCode).toBe(409);
  });
});

describe('start over', () => {
  it('with a fresh code, deletes the sealed writing and the keys and keeps the account', async () => {
    const who = await person();
    const keyId = await sealFully(who);
    const sealedPost = await t.call(who, 'POST', '/posts', {
      category: 'journal',
      sealed: envelope(keyId),
    });
    expect(sealedPost.statusCode).toBe(200);
    const feeling = await t.call(who, 'POST', '/feelings', {
      id: randomUUID(),
      sealed: envelope(keyId),
    });
    expect(feeling.statusCode, feeling.body).toBe(200);
    const shared = await t.call(who, 'POST', '/posts', {
      category: 'anxiety',
      title: 'Shared',
      shareForFeedback: true,
    });
    expect(shared.statusCode, shared.body).toBe(200);

    clock.advance(PASSKEY_FRESH_PROOF_MS + 1000);
    const late = await t.call(who, 'POST', '/seal/start-over');
    expect(late.statusCode).toBe(403);
    expect(late.json().error.code).toBe('code_not_fresh');

    const { token } = await createSession(t.db, who.id, clock.now());
    const fresh = { id: who.id, headers: { authorization: `Bearer ${token}` } };
    const done = await t.call(fresh, 'POST', '/seal/start-over');
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().data).toEqual({ deletedPosts: 1 });
    const seal = (await t.call(fresh, 'GET', '/seal')).json().data;
    expect(seal).toMatchObject({ state: 'open', keyId: null, wraps: [] });
    const left = await t.db
      .select({ title: posts.title, sealed: posts.sealed })
      .from(posts)
      .where(eq(posts.userId, who.id));
    expect(left).toEqual([{ title: 'Shared', sealed: null }]);
    expect(await t.db.$count(feelings, eq(feelings.userId, who.id))).toBe(0);
    const [total] = await t.db
      .select({ total: feelingTotals.total })
      .from(feelingTotals)
      .where(eq(feelingTotals.userId, who.id));
    expect(total?.total).toBe(0);
    // The room counts what is left: the shared post alone (no tracker was made).
    const [room] = await t.db.select().from(writingRooms).where(eq(writingRooms.userId, who.id));
    const [kept] = await t.db.select().from(posts).where(eq(posts.userId, who.id));
    expect(room?.bytes).toBe(kept?.writingBytes);
  });
});

/** Everything the database holds of a person's feelings, their counts and total, as text. */
async function storedFeelingsOf(userId: string): Promise<string> {
  const [log, counts, totals] = await Promise.all([
    t.db.select().from(feelings).where(eq(feelings.userId, userId)),
    t.db.select().from(feelingCounts).where(eq(feelingCounts.userId, userId)),
    t.db.select().from(feelingTotals).where(eq(feelingTotals.userId, userId)),
  ]);
  return JSON.stringify({ log, counts, totals });
}

const countsOf = (userId: string) =>
  t.db
    .select({ feeling: feelingCounts.feeling, count: feelingCounts.count })
    .from(feelingCounts)
    .where(eq(feelingCounts.userId, userId))
    .orderBy(feelingCounts.feeling);

describe("a sealed journal's feelings", () => {
  const marker = MARKER.toLowerCase();

  it('are stored as their envelopes alone, uncounted, and listed for the device to count', async () => {
    const who = await person();
    const other = await person();
    const keyId = await sealFully(who);
    const id = randomUUID();
    const sealed = envelope(keyId);
    const logged = await t.call(who, 'POST', '/feelings', {
      id,
      sealed,
      feeling: marker,
      intensity: 4,
    });
    expect(logged.statusCode, logged.body).toBe(200);
    expect(logged.json().data).toMatchObject({ _id: id, feeling: '', intensity: null, sealed });
    const stored = await storedFeelingsOf(who.id);
    expect(stored).not.toContain(marker);
    expect(stored).not.toContain('"intensity":4');
    expect(await countsOf(who.id)).toEqual([]);
    const [total] = await t.db.select().from(feelingTotals).where(eq(feelingTotals.userId, who.id));
    expect(total?.total).toBe(1);

    // The server counts no sealed word: its overview and word list are refused.
    for (const url of ['/feelings', '/feelings/words']) {
      const refused = await t.call(who, 'GET', url);
      expect(refused.statusCode, url).toBe(409);
      expect(refused.json().error.code).toBe('journal_sealed');
    }
    const log = await t.call(who, 'GET', '/feelings/log');
    expect(log.statusCode, log.body).toBe(200);
    expect(log.json()).toMatchObject({ data: [{ _id: id, sealed }], next: null });

    // Nobody else reads it, nor takes its id.
    expect((await t.call(other, 'GET', '/feelings/log')).json().data).toEqual([]);
    const paged = await t.call(other, 'GET', `/feelings/log?before=${id}`);
    expect(paged.json().data).toEqual([]);
    const otherKey = await sealFully(other);
    const taken = await t.call(other, 'POST', '/feelings', { id, sealed: envelope(otherKey) });
    expect(taken.statusCode).toBe(409);
    const [row] = await t.db.select().from(feelings).where(eq(feelings.id, id));
    expect(row).toMatchObject({ userId: who.id, sealed });
  });

  it('refuse a plain feeling while sealed or sealing, and a sealed one in an open journal', async () => {
    const open = await person();
    const refused = await t.call(open, 'POST', '/feelings', {
      id: randomUUID(),
      sealed: envelope(randomUUID()),
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('journal_not_sealed');
    expect(await t.db.$count(feelings, eq(feelings.userId, open.id))).toBe(0);

    const sealing = await person();
    await startSealing(sealing);
    const sealed = await person();
    await sealFully(sealed);
    for (const who of [sealing, sealed]) {
      const plain = await t.call(who, 'POST', '/feelings', { feeling: marker, intensity: 2 });
      expect(plain.statusCode).toBe(409);
      expect(plain.json().error.code).toBe('journal_sealed');
      expect(await storedFeelingsOf(who.id)).not.toContain(marker);
    }
  });

  it('are listed newest first, a bounded page at a time, each page naming the next and the whole count', async () => {
    const who = await person();
    const keyId = await sealFully(who);
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) {
      const id = randomUUID();
      ids.push(id);
      const made = await t.call(who, 'POST', '/feelings', { id, sealed: envelope(keyId) });
      expect(made.statusCode, made.body).toBe(200);
    }
    const seen: string[] = [];
    let url = '/feelings/log?limit=2';
    for (;;) {
      const page = await t.call(who, 'GET', url);
      expect(page.statusCode, page.body).toBe(200);
      const { data, next, total } = page.json();
      expect(data.length).toBeLessThanOrEqual(2);
      // Each page says how many the whole log holds.
      expect(total).toBe(5);
      seen.push(...data.map((entry: { _id: string }) => entry._id));
      if (!next) break;
      url = `/feelings/log?limit=2&before=${next}`;
    }
    expect(seen).toEqual([...ids].reverse());
    expect((await t.call(who, 'GET', '/feelings/log?limit=1001')).statusCode).toBe(400);
  });

  it('already logged are sealed in batches, their counts going with them, before the seal completes', async () => {
    const who = await person();
    const other = await person();
    for (const feeling of [marker, 'calm', marker]) {
      expect((await t.call(who, 'POST', '/feelings', { feeling })).statusCode).toBe(200);
    }
    await t.call(other, 'POST', '/feelings', { feeling: 'theirs' });
    const theirs = (await t.call(other, 'GET', '/feelings/log')).json().data[0];
    expect((await t.call(who, 'GET', '/feelings/unsealed')).statusCode).toBe(409);
    const keyId = await startSealing(who);

    const pending = await t.call(who, 'GET', '/feelings/unsealed?limit=2');
    expect(pending.statusCode, pending.body).toBe(200);
    expect(pending.json().remaining).toBe(3);
    expect(pending.json().data).toHaveLength(2);
    const early = await t.call(who, 'POST', '/seal/complete');
    expect(early.statusCode).toBe(409);
    expect(early.json().error.code).toBe('journal_still_plain');

    const first = await t.call(who, 'POST', '/feelings/sealed', {
      feelings: [
        ...pending
          .json()
          .data.map((f: { _id: string }) => ({ id: f._id, sealed: envelope(keyId) })),
        { id: theirs._id, sealed: envelope(keyId) },
      ],
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toEqual({ done: 2, remaining: 1 });
    const rest = (await t.call(who, 'GET', '/feelings/unsealed')).json().data;
    const batch = { feelings: [{ id: rest[0]._id, sealed: envelope(keyId) }] };
    expect((await t.call(who, 'POST', '/feelings/sealed', batch)).json().data).toEqual({
      done: 1,
      remaining: 0,
    });
    // Sealed twice is skipped: the envelope stored first stays.
    expect((await t.call(who, 'POST', '/feelings/sealed', batch)).json().data.done).toBe(0);

    expect(await countsOf(who.id)).toEqual([]);
    expect(await storedFeelingsOf(who.id)).not.toContain(marker);
    expect(await countsOf(other.id)).toEqual([{ feeling: 'theirs', count: 1 }]);
    const [their] = await t.db.select().from(feelings).where(eq(feelings.id, theirs._id));
    expect(their).toMatchObject({ feeling: 'theirs', sealed: null });
    const done = await t.call(who, 'POST', '/seal/complete');
    expect(done.statusCode, done.body).toBe(200);
    // The room holds what the rows hold.
    const rows = await t.db.select().from(feelings).where(eq(feelings.userId, who.id));
    const [room] = await t.db.select().from(writingRooms).where(eq(writingRooms.userId, who.id));
    expect(room?.bytes).toBe(rows.reduce((sum, row) => sum + row.writingBytes, 0));
  });

  it('are opened back in batches while unsealing, counted again, and the seal waits for the last', async () => {
    const who = await person();
    const other = await person();
    const keyId = await sealFully(who);
    const ids = [randomUUID(), randomUUID()];
    for (const id of ids) await t.call(who, 'POST', '/feelings', { id, sealed: envelope(keyId) });
    expect((await t.call(who, 'GET', '/feelings/sealed')).statusCode).toBe(409);
    const opened = { feelings: ids.map((id) => ({ id, feeling: 'calm', intensity: 3 })) };
    expect((await t.call(who, 'POST', '/feelings/unsealed', opened)).statusCode).toBe(409);

    expect((await t.call(who, 'POST', '/seal/unseal')).statusCode).toBe(200);
    const pending = await t.call(who, 'GET', '/feelings/sealed');
    expect(pending.json()).toMatchObject({ remaining: 2 });
    expect(
      pending
        .json()
        .data.map((f: { _id: string }) => f._id)
        .sort(),
    ).toEqual(ids.sort());
    const held = await t.call(who, 'POST', '/seal/complete');
    expect(held.statusCode).toBe(409);
    expect(held.json().error.code).toBe('journal_still_sealed');

    // Another person unsealing their own journal cannot write into these.
    await sealFully(other);
    await t.call(other, 'POST', '/seal/unseal');
    const foreign = await t.call(other, 'POST', '/feelings/unsealed', {
      feelings: [{ id: ids[0], feeling: marker, intensity: null }],
    });
    expect(foreign.json().data).toEqual({ done: 0, remaining: 0 });
    expect(await storedFeelingsOf(who.id)).not.toContain(marker);

    const done = await t.call(who, 'POST', '/feelings/unsealed', opened);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().data).toEqual({ done: 2, remaining: 0 });
    expect(await countsOf(who.id)).toEqual([{ feeling: 'calm', count: 2 }]);
    expect((await t.call(who, 'POST', '/seal/complete')).statusCode).toBe(200);
    const overview = await t.call(who, 'GET', '/feelings');
    expect(overview.statusCode, overview.body).toBe(200);
    expect(overview.json().data).toMatchObject({
      total: 2,
      trending: [{ feeling: 'calm', count: 2, percent: 100 }],
      recent: [
        { feeling: 'calm', intensity: 3 },
        { feeling: 'calm', intensity: 3 },
      ],
    });
  });

  it('are cleared like any others', async () => {
    const who = await person();
    const keyId = await sealFully(who);
    await t.call(who, 'POST', '/feelings', { id: randomUUID(), sealed: envelope(keyId) });
    const cleared = await t.call(who, 'DELETE', '/feelings');
    expect(cleared.statusCode).toBe(204);
    expect(await t.db.$count(feelings, eq(feelings.userId, who.id))).toBe(0);
    expect((await t.call(who, 'GET', '/feelings/log')).json().data).toEqual([]);
  });
});

describe("changing a sealed journal's key", () => {
  const credentialIdOf = (authenticator: ReturnType<typeof createSoftwareAuthenticator>) =>
    Buffer.from(authenticator.credentials.at(-1)?.id ?? []).toString('base64url');

  /** The new key wrapped, as the device does, for each way in of the current one. */
  async function rewrapsFor(who: Person, keyId: string) {
    const seal = (await t.call(who, 'GET', '/seal')).json().data;
    return seal.wraps
      .filter((row: { keyId: string }) => row.keyId === keyId)
      .map((row: { _id: string }) => ({
        wrapId: row._id,
        ephemeralPublicKey: bytes(91),
        wrappedJournalKey: bytes(40),
      }));
  }

  const uploadPicture = (who: Person, keyId: string, id?: string) =>
    t.app.inject({
      method: id ? 'PUT' : 'POST',
      url: id ? `/api/v1/images/${id}/sealed` : '/api/v1/images/sealed',
      headers: who.headers,
      payload: sealedPictureForm({
        ...(id ? {} : { id: randomUUID() }),
        width: 400,
        height: 300,
        keyId,
      }),
    });

  it('wraps a new key for every way in, takes writing only under it, and ends once nothing is under the key before', async () => {
    const who = await person();
    const authenticator = createSoftwareAuthenticator({ origin: ORIGIN, prf: true });
    await addPasskey(t, who.headers, authenticator);
    const before = await startSealing(who, [wrap('passkey', credentialIdOf(authenticator))]);
    expect((await t.call(who, 'POST', '/seal/complete')).statusCode).toBe(200);
    // Under the key before: a post, a feeling, a tracker's title and a post's picture.
    const post = await t.call(who, 'POST', '/posts', {
      category: 'journal',
      sealed: envelope(before),
    });
    expect(post.statusCode, post.body).toBe(200);
    const feelingId = randomUUID();
    expect(
      (await t.call(who, 'POST', '/feelings', { id: feelingId, sealed: envelope(before) }))
        .statusCode,
    ).toBe(200);
    const trackerId = randomUUID();
    const tracker = await t.call(who, 'POST', '/habit-trackers', [
      { _id: trackerId, title: '', sealedTitle: envelope(before), dates: ['2026-01-01'] },
    ]);
    expect(tracker.statusCode, tracker.body).toBe(200);
    const picture = await uploadPicture(who, before);
    expect(picture.statusCode, picture.body).toBe(200);
    const pictureId: string = picture.json().data._id;
    expect(
      (
        await t.call(who, 'PUT', `/posts/${post.json().data._id}`, {
          category: 'journal',
          sealed: envelope(before),
          image: pictureId,
        })
      ).statusCode,
    ).toBe(200);

    // Every way in, once each, and a key that is new: nothing less is taken.
    const after = randomUUID();
    const rewraps = await rewrapsFor(who, before);
    expect(rewraps).toHaveLength(2);
    for (const wraps of [
      rewraps.slice(1),
      [...rewraps, rewraps[0]],
      [{ ...rewraps[0], wrapId: randomUUID() }, rewraps[1]],
    ]) {
      const refused = await t.call(who, 'POST', '/seal/key', { keyId: after, wraps });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error.code).toBe('wraps_not_matching');
    }
    const same = await t.call(who, 'POST', '/seal/key', { keyId: before, wraps: rewraps });
    expect(same.statusCode).toBe(400);

    const started = await t.call(who, 'POST', '/seal/key', { keyId: after, wraps: rewraps });
    expect(started.statusCode, started.body).toBe(200);
    expect(started.json().data).toMatchObject({
      state: 'rekeying',
      keyId: after,
      previousKeyId: before,
    });
    // Each way in opens both keys meanwhile, its own key pair kept.
    const wraps = started.json().data.wraps as Array<{ keyId: string; publicKey: string }>;
    expect(
      wraps
        .filter((row) => row.keyId === after)
        .map((row) => row.publicKey)
        .sort(),
    ).toEqual(
      wraps
        .filter((row) => row.keyId === before)
        .map((row) => row.publicKey)
        .sort(),
    );
    // A retry of the same change answers as it is.
    const retried = await t.call(who, 'POST', '/seal/key', { keyId: after, wraps: rewraps });
    expect(retried.statusCode).toBe(200);
    expect((await t.call(who, 'GET', '/users/current')).json().data.journal).toBe('rekeying');

    // A device that has not opened the journal since cannot write under the key before.
    const stale = [
      await t.call(who, 'POST', '/posts', { category: 'journal', sealed: envelope(before) }),
      await t.call(who, 'POST', '/feelings', { id: randomUUID(), sealed: envelope(before) }),
      await t.call(who, 'PUT', '/habit-trackers', [
        { _id: trackerId, title: '', sealedTitle: envelope(before), dates: [] },
      ]),
      await uploadPicture(who, before),
    ];
    for (const refused of stale) {
      expect(refused.statusCode, refused.body).toBe(409);
      expect(refused.json().error.code).toBe('journal_key_changed');
    }
    // Nor plain; under the new key, it writes.
    const plain = await t.call(who, 'POST', '/posts', { category: 'journal', title: MARKER });
    expect(plain.json().error.code).toBe('journal_sealed');
    const written = await t.call(who, 'POST', '/posts', {
      category: 'journal',
      sealed: envelope(after),
    });
    expect(written.statusCode, written.body).toBe(200);

    // Listed to seal again: only what is under the key before.
    const pendingPosts = (await t.call(who, 'GET', '/posts/sealed?limit=50')).json();
    expect(pendingPosts.remaining).toBe(1);
    expect(pendingPosts.data.map((row: { _id: string }) => row._id)).toEqual([
      post.json().data._id,
    ]);
    const pendingFeelings = (await t.call(who, 'GET', '/feelings/sealed?limit=50')).json();
    expect(pendingFeelings).toMatchObject({ data: [{ _id: feelingId }], remaining: 1 });
    const pendingPictures = (await t.call(who, 'GET', '/images/sealed?limit=50')).json();
    expect(pendingPictures).toEqual({
      data: [{ _id: pictureId, width: 400, height: 300 }],
      remaining: 1,
    });
    const held = await t.call(who, 'POST', '/seal/complete');
    expect(held.statusCode).toBe(409);
    expect(held.json().error.code).toBe('journal_still_under_old_key');
    expect(held.json().error.message).toContain('4 entries');

    // Sealed again under the new key only; a post changed since read is left for the next pass.
    const [pending] = pendingPosts.data as Array<{ _id: string; lastUpdate: string }>;
    if (!pending) throw new Error('no post to seal again');
    const underBefore = await t.call(who, 'POST', '/posts/sealed', {
      posts: [{ id: pending._id, lastUpdate: pending.lastUpdate, sealed: envelope(before) }],
    });
    expect(underBefore.json().error.code).toBe('journal_key_changed');
    const changedSince = await t.call(who, 'POST', '/posts/sealed', {
      posts: [{ id: pending._id, lastUpdate: new Date(0).toISOString(), sealed: envelope(after) }],
    });
    expect(changedSince.json().data).toEqual({ done: 0, remaining: 1 });
    const resealed = envelope(after);
    const postDone = await t.call(who, 'POST', '/posts/sealed', {
      posts: [{ id: pending._id, lastUpdate: pending.lastUpdate, sealed: resealed }],
    });
    expect(postDone.json().data).toEqual({ done: 1, remaining: 0 });
    const feelingDone = await t.call(who, 'POST', '/feelings/sealed', {
      feelings: [{ id: feelingId, sealed: envelope(after) }],
    });
    expect(feelingDone.json().data).toEqual({ done: 1, remaining: 0 });
    const trackerDone = await t.call(who, 'PUT', '/habit-trackers', [
      { _id: trackerId, title: '', sealedTitle: envelope(after), dates: ['2026-01-01'] },
    ]);
    expect(trackerDone.statusCode, trackerDone.body).toBe(200);
    const pictureDone = await uploadPicture(who, after, pictureId);
    expect(pictureDone.statusCode, pictureDone.body).toBe(204);
    const [stored] = await t.db.select().from(images).where(eq(images.id, pictureId));
    expect(stored?.bytes.subarray(1, 17).toString('hex')).toBe(after.replaceAll('-', ''));

    const done = await t.call(who, 'POST', '/seal/complete');
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().data).toMatchObject({ state: 'sealed', keyId: after, previousKeyId: null });
    expect(done.json().data.wraps.every((row: { keyId: string }) => row.keyId === after)).toBe(
      true,
    );
    expect(done.json().data.wraps).toHaveLength(2);
    const read = await t.call(who, 'GET', `/posts/${pending._id}`);
    expect(read.json().data.sealed).toEqual(resealed);
    expect(read.json().data.image).toBe(pictureId);
  });

  it('starts only from a sealed journal, holds other changes back meanwhile, and is the person’s own', async () => {
    const open = await person();
    const refused = await t.call(open, 'POST', '/seal/key', {
      keyId: randomUUID(),
      wraps: [
        { wrapId: randomUUID(), ephemeralPublicKey: bytes(91), wrappedJournalKey: bytes(40) },
      ],
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('journal_not_sealed');

    const who = await person();
    const authenticator = createSoftwareAuthenticator({ origin: ORIGIN, prf: true });
    await addPasskey(t, who.headers, authenticator);
    const before = await sealFully(who);
    const other = await person();
    const otherKey = await sealFully(other);
    // Another person's wraps are not this person's ways in.
    const foreign = await t.call(who, 'POST', '/seal/key', {
      keyId: randomUUID(),
      wraps: await rewrapsFor(other, otherKey),
    });
    expect(foreign.statusCode).toBe(400);

    const after = randomUUID();
    const started = await t.call(who, 'POST', '/seal/key', {
      keyId: after,
      wraps: await rewrapsFor(who, before),
    });
    expect(started.statusCode, started.body).toBe(200);
    const again = await t.call(who, 'POST', '/seal/key', {
      keyId: randomUUID(),
      wraps: await rewrapsFor(who, after),
    });
    expect(again.json().error.code).toBe('journal_changing');
    expect((await t.call(who, 'POST', '/seal/unseal')).json().error.code).toBe('journal_changing');
    const added = await t.call(who, 'POST', '/seal/wraps', {
      ...wrap('passkey', credentialIdOf(authenticator)),
      keyId: after,
    });
    expect(added.json().error.code).toBe('journal_changing');
    // The other person's journal is untouched: nothing of theirs is listed to change.
    expect((await t.call(other, 'GET', '/posts/sealed?limit=50')).statusCode).toBe(409);
    expect((await t.call(other, 'GET', '/seal')).json().data).toMatchObject({
      state: 'sealed',
      keyId: otherKey,
      previousKeyId: null,
    });

    // Start over still works mid-change: the keys of both go.
    expect((await t.call(who, 'POST', '/seal/start-over')).statusCode).toBe(200);
    expect((await t.call(who, 'GET', '/seal')).json().data).toMatchObject({
      state: 'open',
      keyId: null,
      previousKeyId: null,
      wraps: [],
    });
  });
});
