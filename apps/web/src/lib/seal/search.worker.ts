/// <reference lib="webworker" />
import type { Post, PostListResponse } from '@app/domain/posts.schemas.ts';
import type { SealedEnvelope } from '@app/domain/sealed-records.schemas.ts';
import type { SearchPostsResponse } from '@app/domain/search.schemas.ts';
import { get, set } from 'idb-keyval';
import { getSealedCopiesStore } from '@/lib/offline/offline-stores.ts';
import { type OpenJournal, openRecord, sealRecord } from './journal-crypto.ts';
import { type DeviceSearchOptions, indexPost, searchIndexedPosts } from './post-search.ts';
import { openSealedPost } from './sealed-post.ts';

/*
 * A sealed journal's search index, off the main thread (docs/decisions/0068): the worker reads
 * the person's posts page by page, opens them with the journal key the page hands it (a
 * CryptoKey, which it can use but never read), and answers searches from memory. Its copy on
 * the device is sealed with the same key, so a search answers at once on the next visit while
 * the posts are read again.
 */

export type SearchWorkerRequest =
  | { type: 'warm'; journal: OpenJournal }
  | { type: 'open'; journal: OpenJournal }
  | { type: 'search'; id: number; options: DeviceSearchOptions };

export type SearchWorkerAnswer =
  | { type: 'results'; id: number; results: SearchPostsResponse }
  | { type: 'failed'; id: number; message: string };

const INDEX_ID = 'search-index';
const PAGE = 100;

let indexed: ReturnType<typeof indexPost>[] = [];
let ready: Promise<void> = Promise.resolve();
/** The kept index being opened, once per journal key: a warm-up and a search share it. */
let restoring: { keyId: string; done: Promise<void> } | null = null;

function restoreOnce(journal: OpenJournal): Promise<void> {
  if (restoring?.keyId !== journal.keyId) {
    restoring = { keyId: journal.keyId, done: restoreKeptIndex(journal) };
  }
  return restoring.done;
}

async function readAllPosts(journal: OpenJournal): Promise<Post[]> {
  const posts: Post[] = [];
  let cursor: string | null = null;
  do {
    const query = new URLSearchParams({ filter: 'mine', limit: String(PAGE) });
    if (cursor) query.set('starting_after', cursor);
    const response = await fetch(`/api/v1/posts?${query}`, {
      credentials: 'same-origin',
      headers: { Accept: 'application/json' },
    });
    if (!response.ok) throw new Error(`The posts could not be read (${response.status}).`);
    const page = (await response.json()) as PostListResponse;
    for (const post of page.data) {
      if (!post.sealed) posts.push(post);
      else {
        const opened = await openSealedPost(journal, { ...post, sealed: post.sealed });
        if (opened) posts.push(opened);
      }
    }
    cursor = page.has_more ? page.next_cursor : null;
  } while (cursor);
  return posts;
}

async function restoreKeptIndex(journal: OpenJournal): Promise<void> {
  const kept = await get<{ userId: string; envelope: SealedEnvelope }>(
    INDEX_ID,
    getSealedCopiesStore(),
  ).catch(() => undefined);
  if (!kept || kept.userId !== journal.userId) return;
  try {
    const posts = (await openRecord(journal, 'search-index', INDEX_ID, kept.envelope)) as Post[];
    indexed = posts.map(indexPost);
  } catch {
    // Another key's copy: read afresh below.
  }
}

async function readAgain(journal: OpenJournal): Promise<void> {
  const posts = await readAllPosts(journal);
  indexed = posts.map(indexPost);
  const envelope = await sealRecord(journal, 'search-index', INDEX_ID, posts);
  await set(INDEX_ID, { userId: journal.userId, envelope }, getSealedCopiesStore()).catch(
    () => undefined,
  );
}

self.addEventListener('message', (event: MessageEvent<SearchWorkerRequest>) => {
  const request = event.data;
  if (request.type === 'warm') {
    // Before the first search of the page: the kept index is opened, nothing is read.
    ready = restoreOnce(request.journal);
    return;
  }
  if (request.type === 'open') {
    const { journal } = request;
    const restored = indexed.length > 0 ? Promise.resolve() : restoreOnce(journal);
    const reading = restored.then(() => readAgain(journal));
    // With an index already (kept from before), searches answer from it while the posts are
    // read again; without one, they wait for the reading, and fail with it.
    ready = restored.then(() => (indexed.length > 0 ? undefined : reading));
    reading.catch(() => undefined);
    return;
  }
  const { id, options } = request;
  ready
    .then(() => searchIndexedPosts(indexed, options))
    .then(
      (results) => self.postMessage({ type: 'results', id, results } satisfies SearchWorkerAnswer),
      (error: unknown) =>
        self.postMessage({
          type: 'failed',
          id,
          message: error instanceof Error ? error.message : 'The search did not run.',
        } satisfies SearchWorkerAnswer),
    );
});
