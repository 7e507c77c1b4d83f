import { createStore, type UseStore } from 'idb-keyval';

/*
 * The IndexedDB databases the app keeps on the device: the copy of a few queries and the
 * outbox of writes not yet sent (decision 19), and a sealed journal's key and search index
 * (decision 0068). idb-keyval opens one object store
 * per database, so each has its own. Opened on first use: the login page never touches them.
 */

let queryCacheStore: UseStore | undefined;
let outboxStore: UseStore | undefined;
let journalKeyStore: UseStore | undefined;
let searchIndexStore: UseStore | undefined;

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

/** A sealed journal's search index, sealed with its key (decision 0068). */
export function getSearchIndexStore(): UseStore {
  searchIndexStore ??= createStore('inner-compass-search-index', 'index');
  return searchIndexStore;
}
