import type { SearchPostsResponse } from '@app/domain/search.schemas.ts';
import type { QueryClient } from '@tanstack/react-query';
import type { OpenJournal } from './journal-crypto.ts';
import type { DeviceSearchOptions } from './post-search.ts';
import type { SearchWorkerAnswer, SearchWorkerRequest } from './search.worker.ts';

/*
 * The page's side of a sealed journal's search (search.worker.ts): one worker per tab, given
 * the journal to read on the first search and again after any write.
 */

let worker: Worker | null = null;
let readFor: OpenJournal | null = null;
let warmedFor: OpenJournal | null = null;
let isStale = true;
let nextId = 0;
const waiting = new Map<number, (answer: SearchWorkerAnswer) => void>();

let watched: QueryClient | null = null;

/**
 * Any write the app makes (a post saved, deleted, restored, the identity, an excitement) is a
 * mutation: after one succeeds, the next search reads the posts again.
 */
function watchWrites(queryClient: QueryClient): void {
  if (watched === queryClient) return;
  watched = queryClient;
  queryClient.getMutationCache().subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'success') isStale = true;
  });
}

function startWorker(): Worker {
  const started = new Worker(new URL('./search.worker.ts', import.meta.url), { type: 'module' });
  started.addEventListener('message', (event: MessageEvent<SearchWorkerAnswer>) => {
    waiting.get(event.data.id)?.(event.data);
    waiting.delete(event.data.id);
  });
  return started;
}

/**
 * Opens the index kept on this device in the worker, once the page is idle, so the page's
 * first search answers as a later one does. The posts are read again on that first search.
 */
export function warmDeviceSearch(journal: OpenJournal): void {
  if (readFor === journal || warmedFor === journal) return;
  warmedFor = journal;
  worker ??= startWorker();
  worker.postMessage({ type: 'warm', journal } satisfies SearchWorkerRequest);
}

export function searchOnDevice(
  journal: OpenJournal,
  queryClient: QueryClient,
  options: DeviceSearchOptions,
): Promise<SearchPostsResponse> {
  watchWrites(queryClient);
  worker ??= startWorker();
  const send = (request: SearchWorkerRequest) => worker?.postMessage(request);
  if (isStale || readFor !== journal) {
    send({ type: 'open', journal });
    readFor = journal;
    isStale = false;
  }
  const id = nextId++;
  return new Promise((resolve, reject) => {
    waiting.set(id, (answer) =>
      answer.type === 'results' ? resolve(answer.results) : reject(new Error(answer.message)),
    );
    send({ type: 'search', id, options });
  });
}
