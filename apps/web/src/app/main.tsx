import './prerendered-page.css';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { currentUserQueryKey } from '@/api/query-keys.ts';
import { expectVisitor } from '@/api/session.ts';
import { rememberPrerenderedHero } from '@/features/home/hooks/use-prerendered-hero.ts';
import { startDeviceLock } from '@/lib/device-lock.ts';
import { i18next, startI18n } from '@/lib/i18n/i18n.ts';
import { keepQueryCacheOnDevice, restoreQueryCache } from '@/lib/offline/query-cache-on-device.ts';
import { queryClient } from '@/lib/query-client.ts';
import { reloadPagesRestoredFromHistory } from '@/lib/restored-pages.ts';
import { yieldToBrowser } from '@/lib/yield-to-browser.ts';
import { AppRoot } from './app-root.tsx';
import { routes } from './router.tsx';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
// Before anything renders: a device that is locked, or whose idle time ran out while no page
// was open, shows the lock screen first, and nothing of the journal (decision 0047).
const startsLocked = startDeviceLock();
reloadPagesRestoredFromHistory();
/**
 * The routes with each page's code asked for in a task of its own: asking inserts a preload
 * link for each of the chunk's files, work the task that makes the router need not carry.
 */
function loadingInTasksOfTheirOwn(routeObjects: RouteObject[]): RouteObject[] {
  return routeObjects.map((route) => {
    const { lazy, children } = route;
    const loaded: RouteObject = { ...route };
    if (typeof lazy === 'function') {
      loaded.lazy = async () => {
        await yieldToBrowser();
        return lazy();
      };
    }
    if (children) loaded.children = loadingInTasksOfTheirOwn(children);
    return loaded;
  });
}

/*
 * Start-up in short tasks (yieldToBrowser says why): the entry's code runs, then the router is
 * made (which asks for the page's code), then i18next starts, then the first render begins.
 */
const routerMade = yieldToBrowser().then(() =>
  createBrowserRouter(loadingInTasksOfTheirOwn(routes)),
);
const i18nStarted = routerMade.then(yieldToBrowser).then(startI18n);

/**
 * The server sends /login rendered (src/app/document.tsx, decisions 0023, 0043). It is taken over
 * as it stands only when this first render makes the same markup: the page's language, and
 * nobody already signed in on this device (the login page would send them home). The shell
 * other pages arrive in is always replaced: the app's first render draws the same frame.
 */
function prerenderedPageMatches(root: HTMLElement): boolean {
  return (
    !startsLocked &&
    root.dataset.shell === undefined &&
    root.dataset.prerendered === i18next.language &&
    queryClient.getQueryData(currentUserQueryKey) === undefined
  );
}

// The copy kept on the device goes into the cache before the first render, so a page opened
// offline shows the person's latest posts, trackers and identity (decision 19), unless the
// device is locked. The language's texts are in before it too, so nothing shows in English
// first (decision 21).
const cacheRestored = startsLocked ? Promise.resolve() : restoreQueryCache(queryClient);
void Promise.all([routerMade, cacheRestored, i18nStarted]).then(async ([router]) => {
  await yieldToBrowser();
  keepQueryCacheOnDevice(queryClient);
  const app = <AppRoot router={router} />;
  // As a transition the first render yields to the browser every few milliseconds instead of
  // holding the main thread for the whole dashboard (decision 0037).
  if (container.dataset.prerendered && prerenderedPageMatches(container)) {
    expectVisitor();
    startTransition(() => {
      hydrateRoot(container, app);
    });
  } else {
    // React replaces what the root holds (the shell, or a prerendered page that does not
    // match) when it commits its first render, so the page never goes blank in between. From
    // that commit on, the root is the app's and never hidden as stale (prerendered-page.css).
    if (container.dataset.prerendered) {
      if (!startsLocked) rememberPrerenderedHero(container);
      new MutationObserver((_, observer) => {
        observer.disconnect();
        delete container.dataset.prerendered;
        container.inert = false;
      }).observe(container, { childList: true });
    }
    const root = createRoot(container);
    startTransition(() => {
      root.render(app);
    });
  }
  // What was written offline is sent from a chunk of its own: the first page need not wait.
  void import('@/lib/offline/send-outbox.ts').then(({ startSendingOutbox }) =>
    startSendingOutbox(queryClient),
  );
});
