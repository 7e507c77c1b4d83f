import type { Page } from '@playwright/test';

/* What the offline journeys share: a lost connection's noise, the worker, what the device keeps. */

/**
 * Chromium's own line for a request made while offline. The app asks nothing of the network
 * then, but the browser may (a service worker update check): those lines are not the app's.
 */
const OFFLINE_NOISE = /net::ERR_INTERNET_DISCONNECTED/;

export function dropOfflineNoise(problems: string[]) {
  const kept = problems.filter((problem) => !OFFLINE_NOISE.test(problem));
  problems.splice(0, problems.length, ...kept);
}

/** From here on the service worker answers the page's loads, with or without a network. */
export async function waitForServiceWorker(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  // A page that loaded while the worker was activating can miss its claim: the next load is
  // the worker's, as a person's next visit would be.
  if (await page.evaluate(() => navigator.serviceWorker.controller === null)) await page.reload();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

/** What the app keeps on the device: its copy of the person's queries, and the outbox. */
export function deviceState(
  page: Page,
): Promise<{ copy: string; outbox: number; outboxEntries: string; journalKeys: number }> {
  return page.evaluate(async () => {
    const read = (database: string, store: string, request: (s: IDBObjectStore) => IDBRequest) =>
      new Promise<unknown>((resolve, reject) => {
        const open = indexedDB.open(database);
        // Only look: a database made here, before the app's first write, would lack its store.
        open.onupgradeneeded = () => open.transaction?.abort();
        open.onerror = () =>
          open.error?.name === 'AbortError' ? resolve(null) : reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains(store)) {
            db.close();
            resolve(null);
            return;
          }
          const answer = request(db.transaction(store).objectStore(store));
          answer.onsuccess = () => {
            resolve(answer.result ?? null);
            db.close();
          };
        };
      });
    const copy = await read('inner-compass-query-cache', 'queries', (s) =>
      s.get('signed-in-person'),
    );
    const outbox = await read('inner-compass-outbox', 'writes', (s) => s.count());
    const entries = await read('inner-compass-outbox', 'writes', (s) => s.getAll());
    const journalKeys = await read('inner-compass-journal-key', 'keys', (s) => s.count());
    return {
      copy: JSON.stringify(copy),
      outbox: Number(outbox ?? 0),
      outboxEntries: JSON.stringify(entries),
      journalKeys: Number(journalKeys ?? 0),
    };
  });
}
