import type { FeelingLogEntry } from '@app/domain/feelings.schemas.ts';
import type { Post } from '@app/domain/posts.schemas.ts';
import {
  FEELING_SEAL_BATCH_MAX,
  type JournalKeyWrap,
  type JournalKeyWrapInput,
  type JournalSeal,
  SEAL_BATCH_MAX,
} from '@app/domain/seal.schemas.ts';
import type { User } from '@app/domain/users.schemas.ts';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/api/client.ts';
import { postRequest } from '@/api/posts.ts';
import { sealQueryKey } from '@/api/query-keys.ts';
import { openSealedPictures, resealPictures, sealPlainPictures } from '@/api/sealed-pictures.ts';
import { listHabitTrackers, saveTrackers } from '@/api/trackers.ts';
import { listOutbox } from '@/lib/offline/outbox.ts';
import {
  fromBase64Url,
  importJournalKey,
  makeJournalKeyBytes,
  makeWayIn,
  type OpenJournal,
  openRecord,
  openWayIn,
  SealBrokenError,
  sealRecord,
  toBase64Url,
  wrapJournalKeyTo,
} from '@/lib/seal/journal-crypto.ts';
import { forgetJournalHere, openJournalHere, retiredKeyOf } from '@/lib/seal/open-journal.ts';
import { evaluatePasskeyPrf } from '@/lib/seal/passkey-prf.ts';
import type { RecoveryKey } from '@/lib/seal/recovery-key.ts';
import { openFeeling, sealFeeling } from '@/lib/seal/sealed-feelings.ts';
import { openSealedPost, privateWritingOf } from '@/lib/seal/sealed-post.ts';

/*
 * A sealed journal (the server's seal module, decision 0068): its state and ways in, sealing
 * it on this device in batches, and opening it with a passkey or the recovery key. Every key
 * is made and used here; the server gets wraps and envelopes.
 */

/** `GET /seal`. */
async function getSeal(signal?: AbortSignal): Promise<JournalSeal> {
  const response = await apiRequest('/seal', {
    schema: 'seal.journalSealResponseSchema',
    ...(signal ? { signal } : {}),
  });
  return response.data;
}

const sealQueryOptions = queryOptions({
  queryKey: sealQueryKey,
  queryFn: ({ signal }) => getSeal(signal),
});

export function useSeal() {
  return useQuery(sealQueryOptions);
}

/** The seal as the server has it now, for a check outside a component. */
export function fetchSeal(queryClient: QueryClient): Promise<JournalSeal> {
  // Offline it fails at once rather than waiting for the connection.
  return queryClient.fetchQuery({ ...sealQueryOptions, staleTime: 0, networkMode: 'always' });
}

/** A new journal's secrets, made on the device before anything is sent. */
export type NewSeal = {
  keyId: string;
  prfSalt: string;
  journalKeyBytes: Uint8Array<ArrayBuffer>;
};

export function makeNewSeal(): NewSeal {
  return {
    keyId: crypto.randomUUID(),
    prfSalt: toBase64Url(crypto.getRandomValues(new Uint8Array(32))),
    journalKeyBytes: makeJournalKeyBytes(),
  };
}

async function recoveryWrap(seal: NewSeal, recovery: RecoveryKey): Promise<JournalKeyWrapInput> {
  return {
    kind: 'recovery',
    ...(await makeWayIn(recovery.bytes, fromBase64Url(seal.prfSalt), seal.journalKeyBytes)),
  };
}

/**
 * A way in for one of the person's passkeys that give PRF: the browser asks them to verify
 * with it (any of `credentialIds`) and the answer's PRF output wraps the key pair.
 */
export async function passkeyWrap(
  credentialIds: string[],
  prfSalt: string,
  journalKeyBytes: Uint8Array<ArrayBuffer>,
): Promise<JournalKeyWrapInput> {
  const { credentialId, secret } = await evaluatePasskeyPrf(credentialIds, prfSalt);
  return {
    kind: 'passkey',
    credentialId,
    ...(await makeWayIn(secret, fromBase64Url(prfSalt), journalKeyBytes)),
  };
}

/**
 * `PUT /seal`: the journal starts sealing with its recovery key (saved: two of its words were
 * asked back) and any passkey way in. The key is opened here and on this browser; its bytes
 * are wiped from script's memory.
 */
export async function startSealing(
  user: User,
  seal: NewSeal,
  recovery: RecoveryKey,
  passkey: JournalKeyWrapInput | null,
): Promise<OpenJournal> {
  const wraps = [await recoveryWrap(seal, recovery), ...(passkey ? [passkey] : [])];
  await apiRequest('/seal', {
    method: 'PUT',
    body: { keyId: seal.keyId, prfSalt: seal.prfSalt, recoveryKeySaved: true, wraps },
    schema: 'seal.journalSealResponseSchema',
  });
  const journal = {
    userId: user._id,
    keyId: seal.keyId,
    key: await importJournalKey(seal.journalKeyBytes),
  };
  seal.journalKeyBytes.fill(0);
  recovery.bytes.fill(0);
  await openJournalHere(journal);
  return journal;
}

/** `GET /posts/unsealed`: the next plain posts, and how many are left. */
function listPlainPosts(): Promise<{ data: Post[]; remaining: number }> {
  return postRequest(`/posts/unsealed?limit=${SEAL_BATCH_MAX}`, {
    schema: 'seal.pendingPostsResponseSchema',
  });
}

/** `GET /feelings/unsealed` or `/feelings/sealed`: the next feelings to seal or open. */
function listPendingFeelings(
  which: 'unsealed' | 'sealed',
): Promise<{ data: FeelingLogEntry[]; remaining: number }> {
  return apiRequest(`/feelings/${which}?limit=${FEELING_SEAL_BATCH_MAX}`, {
    schema: 'seal.pendingFeelingsResponseSchema',
  });
}

type Pending<T> = { data: T[]; remaining: number };

/** One kind of record in a change of seal: its next page, and that page changed here and stored. */
type Batches = {
  read: () => Promise<Pending<unknown>>;
  /** Answers how many of the page it changed: those that do not open are left. */
  apply: (records: unknown[]) => Promise<number>;
};

function batchesOf<T, B>(
  read: () => Promise<Pending<T>>,
  change: (records: T[]) => Promise<B[]>,
  store: (batch: B[]) => Promise<unknown>,
): Batches {
  return {
    read,
    apply: async (records) => {
      const batch = await change(records as T[]);
      if (batch.length > 0) await store(batch);
      return batch.length;
    },
  };
}

/**
 * Changes each kind of record a page at a time (the posts, then the feelings), telling
 * `onProgress` how many are done of how many; answers how many there were. A page none of
 * whose records opens would come back for ever: they stay as they are, and the change stops
 * with EntriesStaySealedError.
 */
async function changeInBatches(
  kinds: readonly Batches[],
  onProgress: (done: number, total: number) => void,
): Promise<number> {
  const pages = await Promise.all(kinds.map((kind) => kind.read()));
  const left = pages.map((page) => page.remaining);
  const total = left.reduce((sum, count) => sum + count, 0);
  onProgress(0, total);
  for (const [i, kind] of kinds.entries()) {
    let page = pages[i] ?? { data: [], remaining: 0 };
    while (page.data.length > 0) {
      if ((await kind.apply(page.data)) === 0) throw new EntriesStaySealedError(page.remaining);
      page = await kind.read();
      left[i] = page.remaining;
      onProgress(Math.max(0, total - left.reduce((sum, count) => sum + count, 0)), total);
    }
  }
  return total;
}

const storeBatch = (path: string, body: object) =>
  apiRequest(path, { method: 'POST', body, schema: 'seal.sealBatchResponseSchema' });

/** `GET /posts/sealed`: the next posts to open (unsealing) or seal again (a key change). */
const listSealedPosts = (): Promise<Pending<Post>> =>
  apiRequest(`/posts/sealed?limit=${SEAL_BATCH_MAX}`, {
    schema: 'seal.pendingPostsResponseSchema',
  });

/** A page of posts opened here; a post that does not open is left out. */
async function openPosts(journal: OpenJournal, posts: Post[]): Promise<Post[]> {
  const opened = await Promise.all(
    posts.map((post) =>
      post.sealed ? openSealedPost(journal, { ...post, sealed: post.sealed }) : post,
    ),
  );
  return opened.filter((post): post is Post => post !== null);
}

/** A page of posts sealed under the journal's key, as `POST /posts/sealed` takes them. */
const sealPosts = (journal: OpenJournal, posts: Post[]) =>
  Promise.all(
    posts.map(async (post) => ({
      id: post._id,
      lastUpdate: post.lastUpdate,
      sealed: await sealRecord(journal, 'post', post._id, privateWritingOf(post)),
    })),
  );

/** A page of feelings opened here, each with its id; one that does not open is left out. */
async function openFeelings(journal: OpenJournal, entries: FeelingLogEntry[]) {
  const opened = await Promise.all(
    entries.map(async (entry) => {
      const feeling = await openFeeling(journal, entry);
      return feeling ? [{ id: entry._id, ...feeling }] : [];
    }),
  );
  return opened.flat();
}

/**
 * Seals every plain post and logged feeling, a batch at a time, telling `onProgress` how many
 * are done of how many; then completes the seal. Safe to run again after a closed tab or a
 * lost connection: the server lists only what is still plain, and a post changed meanwhile is
 * read again.
 */
export async function sealPlainWriting(
  journal: OpenJournal,
  onProgress: (done: number, total: number) => void,
): Promise<void> {
  const total = await changeInBatches(
    [
      batchesOf(
        listPlainPosts,
        (posts) => sealPosts(journal, posts),
        (posts) => storeBatch('/posts/sealed', { posts }),
      ),
      batchesOf(
        () => listPendingFeelings('unsealed'),
        (entries) => Promise.all(entries.map((entry) => sealFeeling(journal, entry, entry._id))),
        (feelings) => storeBatch('/feelings/sealed', { feelings }),
      ),
    ],
    onProgress,
  );
  // The habit trackers' titles (three at most), sealed by the save itself.
  const plainTrackers = (await listHabitTrackers()).filter((tracker) => !tracker.sealedTitle);
  if (plainTrackers.length > 0) await saveTrackers(plainTrackers);
  // The posts' pictures, cut and sealed here; the server deletes each plain one as it goes.
  await sealPlainPictures(journal, (done, pictures) => onProgress(total + done, total + pictures));
  await apiRequest('/seal/complete', { method: 'POST', schema: 'seal.journalSealResponseSchema' });
}

/** `POST /seal/unseal`: from now on the journal's writing is stored plain; the device opens the rest. */
export async function startUnsealing(): Promise<void> {
  await apiRequest('/seal/unseal', { method: 'POST', schema: 'seal.journalSealResponseSchema' });
}

/** Entries that do not open (changed or moved): they stay sealed, and the journal with them. */
export class EntriesStaySealedError extends Error {
  override readonly name = 'EntriesStaySealedError';
  constructor(readonly count: number) {
    super(`${count} entries could not be opened.`);
  }
}

/**
 * Opens every sealed post and logged feeling on this device and stores it plain again, a batch
 * at a time, with `onProgress` as sealing has; then completes, and the journal's key leaves
 * this browser. Safe to run again: the server lists only what is still sealed.
 */
export async function unsealSealedWriting(
  journal: OpenJournal,
  onProgress: (done: number, total: number) => void,
): Promise<void> {
  const total = await changeInBatches(
    [
      batchesOf(
        listSealedPosts,
        async (posts) =>
          (await openPosts(journal, posts)).map((post) => ({
            id: post._id,
            lastUpdate: post.lastUpdate,
            writing: privateWritingOf(post),
          })),
        (posts) => storeBatch('/posts/unsealed', { posts }),
      ),
      batchesOf(
        () => listPendingFeelings('sealed'),
        (entries) => openFeelings(journal, entries),
        (feelings) => storeBatch('/feelings/unsealed', { feelings }),
      ),
    ],
    onProgress,
  );
  // The habit trackers' titles, opened as they are read and saved plain.
  const sealedTrackers = (await listHabitTrackers()).filter((tracker) => tracker.sealedTitle);
  if (sealedTrackers.length > 0) await saveTrackers(sealedTrackers);
  const brokenPictures = await openSealedPictures(journal, (done, pictures) =>
    onProgress(total + done, total + pictures),
  );
  if (brokenPictures > 0) throw new EntriesStaySealedError(brokenPictures);
  await apiRequest('/seal/complete', { method: 'POST', schema: 'seal.journalSealResponseSchema' });
  await forgetJournalHere(journal.userId);
}

/** Writes of the person's still waiting on this device: a key change waits for them. */
export class WritesWaitError extends Error {
  override readonly name = 'WritesWaitError';
}

/**
 * `POST /seal/key` (decision 0070): a new journal key made here and wrapped to the public key of
 * every way in of the current one, none of them needed at hand. The journal is then open here
 * with both keys, the new one sealing everything; the key's bytes are wiped from script's memory.
 * Not while this device holds writes not yet sent (WritesWaitError): they are sealed under the
 * current key, which the server then no longer takes.
 */
export async function changeJournalKey(
  journal: OpenJournal,
  seal: JournalSeal,
): Promise<{ journal: OpenJournal; seal: JournalSeal }> {
  if (await hasWaitingWrites(journal.userId)) {
    throw new WritesWaitError('Writes wait on this device: send them first.');
  }
  const keyId = crypto.randomUUID();
  const bytes = makeJournalKeyBytes();
  try {
    const wraps = await Promise.all(
      seal.wraps
        .filter((wrap) => wrap.keyId === journal.keyId)
        .map(async (wrap) => ({
          wrapId: wrap._id,
          ...(await wrapJournalKeyTo(fromBase64Url(wrap.publicKey), bytes)),
        })),
    );
    const response = await apiRequest('/seal/key', {
      method: 'POST',
      body: { keyId, wraps },
      schema: 'seal.journalSealResponseSchema',
    });
    const next: OpenJournal = {
      userId: journal.userId,
      keyId,
      key: await importJournalKey(bytes),
      previous: { keyId: journal.keyId, key: journal.key },
    };
    await openJournalHere(next);
    return { journal: next, seal: response.data };
  } finally {
    bytes.fill(0);
  }
}

/** The trackers whose title is under the key before, opened; a title that does not open is counted. */
async function trackersUnderKeyBefore(journal: OpenJournal) {
  const trackers = await listHabitTrackers();
  let broken = 0;
  const opened = [];
  for (const tracker of trackers) {
    if (!tracker.sealedTitle || tracker.sealedTitle.k === journal.keyId) continue;
    try {
      const title = String(await openRecord(journal, 'tracker', tracker._id, tracker.sealedTitle));
      opened.push({ ...tracker, title });
    } catch (error) {
      if (!(error instanceof SealBrokenError)) throw error;
      broken += 1;
    }
  }
  return { opened, broken };
}

/**
 * While the journal's key changes: every post, logged feeling, tracker title and post picture
 * still under the key before is opened here and sealed again under the new one, a batch at a
 * time, with `onProgress` as sealing has; then the change completes and the key before leaves
 * this browser. Safe to run again: the server lists only what is left.
 */
export async function resealWriting(
  journal: OpenJournal,
  onProgress: (done: number, total: number) => void,
): Promise<void> {
  const total = await changeInBatches(
    [
      batchesOf(
        listSealedPosts,
        async (posts) => sealPosts(journal, await openPosts(journal, posts)),
        (posts) => storeBatch('/posts/sealed', { posts }),
      ),
      batchesOf(
        () => listPendingFeelings('sealed'),
        async (entries) =>
          Promise.all(
            (await openFeelings(journal, entries)).map(({ id, ...feeling }) =>
              sealFeeling(journal, feeling, id),
            ),
          ),
        (feelings) => storeBatch('/feelings/sealed', { feelings }),
      ),
    ],
    onProgress,
  );
  const trackers = await trackersUnderKeyBefore(journal);
  if (trackers.opened.length > 0) await saveTrackers(trackers.opened);
  const brokenPictures = await resealPictures(journal, (done, pictures) =>
    onProgress(total + done, total + pictures),
  );
  if (trackers.broken + brokenPictures > 0) {
    throw new EntriesStaySealedError(trackers.broken + brokenPictures);
  }
  await apiRequest('/seal/complete', { method: 'POST', schema: 'seal.journalSealResponseSchema' });
  await openJournalHere({ userId: journal.userId, keyId: journal.keyId, key: journal.key });
}

/** What the person opens the journal with: one of its passkeys, or the recovery key's bytes. */
export type WayInAtHand = { passkey: true } | { recoveryKey: Uint8Array<ArrayBuffer> };

/**
 * The journal opened through a way in at hand: the browser asks for a passkey that opens it,
 * or the recovery key's bytes open its wrap. `extractable` only to wrap the key for another way
 * in at once.
 */
async function openThrough(
  user: User,
  seal: JournalSeal,
  via: WayInAtHand,
  extractable: boolean,
): Promise<OpenJournal> {
  if (!seal.prfSalt || !seal.keyId) throw new Error('This journal is not sealed.');
  const current = seal.wraps.filter((wrap) => wrap.keyId === seal.keyId);
  let wrap: JournalKeyWrap | undefined;
  let secret: Uint8Array<ArrayBuffer>;
  if ('recoveryKey' in via) {
    wrap = current.find((candidate) => candidate.kind === 'recovery');
    secret = via.recoveryKey;
  } else {
    const passkeyWraps = current.filter((candidate) => candidate.kind === 'passkey');
    const ids = passkeyWraps.flatMap((candidate) =>
      candidate.credentialId ? [candidate.credentialId] : [],
    );
    const answer = await evaluatePasskeyPrf(ids, seal.prfSalt);
    wrap = passkeyWraps.find((candidate) => candidate.credentialId === answer.credentialId);
    secret = answer.secret;
  }
  if (!wrap) throw new Error('That key does not open this journal.');
  const salt = fromBase64Url(seal.prfSalt);
  const key = await openWayIn(secret, salt, wrap, extractable);
  // While the key changes, the same way in opens the key before too.
  const before = seal.wraps.find(
    (candidate) =>
      candidate.keyId === seal.previousKeyId &&
      candidate.kind === wrap.kind &&
      candidate.passkeyId === wrap.passkeyId,
  );
  return {
    userId: user._id,
    keyId: seal.keyId,
    key,
    ...(before && {
      previous: { keyId: before.keyId, key: await openWayIn(secret, salt, before, false) },
    }),
  };
}

/** Whether writes of the person's wait in this device's outbox. */
async function hasWaitingWrites(userId: string): Promise<boolean> {
  const waiting = await listOutbox().catch(() => []);
  return waiting.some((entry) => entry.userId === userId);
}

/**
 * Opens the journal with a way in at hand; kept on this browser. A key this browser kept
 * before the journal's key changed elsewhere comes along as the key before while writes
 * sealed with it wait here, so they are sealed again as they are sent.
 */
export async function openJournal(
  user: User,
  seal: JournalSeal,
  via: WayInAtHand,
): Promise<OpenJournal> {
  const opened = await openThrough(user, seal, via, false);
  const retired = opened.previous ? null : await retiredKeyOf(user._id);
  const journal =
    retired && (await hasWaitingWrites(user._id)) ? { ...opened, previous: retired } : opened;
  await openJournalHere(journal);
  return journal;
}

/**
 * The journal key's bytes, for a moment: opened through a way in at hand as extractable, to
 * wrap it for another way in at once. The caller wipes them.
 */
export async function journalKeyBytesFrom(
  user: User,
  seal: JournalSeal,
  via: WayInAtHand,
): Promise<Uint8Array<ArrayBuffer>> {
  const { key } = await openThrough(user, seal, via, true);
  return new Uint8Array(await crypto.subtle.exportKey('raw', key));
}

/**
 * `POST /seal/wraps`: the passkey with `credentialId` opens the journal too. The browser asks
 * for that passkey alone; its PRF output wraps a new key pair, and the journal key is wrapped
 * to it.
 */
export async function addPasskeyWayIn(
  seal: JournalSeal,
  credentialId: string,
  journalKeyBytes: Uint8Array<ArrayBuffer>,
): Promise<JournalSeal> {
  if (!seal.keyId || !seal.prfSalt) throw new Error('This journal is not sealed.');
  const wrap = await passkeyWrap([credentialId], seal.prfSalt, journalKeyBytes);
  const response = await apiRequest('/seal/wraps', {
    method: 'POST',
    body: { ...wrap, keyId: seal.keyId },
    schema: 'seal.journalSealResponseSchema',
  });
  return response.data;
}

/** `POST /seal/start-over`: the sealed writing and keys go, here too; the account stays. */
export async function startOver(userId: string): Promise<number> {
  const response = await apiRequest('/seal/start-over', {
    method: 'POST',
    schema: 'seal.startOverResponseSchema',
  });
  await forgetJournalHere(userId);
  return response.data.deletedPosts;
}

/** `DELETE /seal/wraps/{id}`: a passkey stops opening the journal (it still signs in). */
export async function removeWrap(wrapId: string): Promise<JournalSeal> {
  const response = await apiRequest(`/seal/wraps/${encodeURIComponent(wrapId)}`, {
    method: 'DELETE',
    schema: 'seal.journalSealResponseSchema',
  });
  return response.data;
}
