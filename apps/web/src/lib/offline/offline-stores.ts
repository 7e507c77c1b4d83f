import { createStore, type UseStore } from 'idb-keyval';

/*
 * The IndexedDB databases the app keeps on the device: the copy of a few queries and the
 * outbox of writes not yet sent (decision 19), and a sealed journal's key and its sealed
 * copies (decision 0068). idb-keyval opens one object store
 * per database, so each has its own. Opened on first use: the login page never touches them.
 */

let queryCacheStore: UseStore | undefined;
let outboxStore: UseStore | undefined;
let journalKeyStore: UseStore | undefined;
let sealedCopiesStore: UseStore | undefined;

export function getQueryCacheStore(): UseStore {
  queryCacheStore ??= createStore('inner-compass-query-cache', 'queries');
  return queryCacheStore;
}

export function getOutboxStore(): UseStore {
  outboxStore ??= createStore('inner-compass-outbox', 'writes');
  return outboxStore;
}

/** A sealed journal's key as this browser keeps it: a non-extractable CryptoKey, by person. */
export function getJournalKeyStore(): UseStore {
  journalKeyStore ??= createStore('inner-compass-journal-key', 'keys');
  return journalKeyStore;
}

/**
 * What a sealed journal keeps opened on the device, sealed with its key (decision 0068): its
 * search index and its feelings log. The database keeps the name of its first use.
 */
export function getSealedCopiesStore(): UseStore {
  sealedCopiesStore ??= createStore('inner-compass-search-index', 'index');
  return sealedCopiesStore;
}
