import { createStore, type UseStore } from 'idb-keyval';

/*
 * The two IndexedDB databases the app keeps on the device (decision 19): the readable copy
 * of a few queries, and the outbox of writes not yet sent. idb-keyval opens one object store
 * per database, so each has its own. Opened on first use: the login page never touches them.
 */

let queryCacheStore: UseStore | undefined;
let outboxStore: UseStore | undefined;

export function getQueryCacheStore(): UseStore {
  queryCacheStore ??= createStore('inner-compass-query-cache', 'queries');
  return queryCacheStore;
}

export function getOutboxStore(): UseStore {
  outboxStore ??= createStore('inner-compass-outbox', 'writes');
  return outboxStore;
}
