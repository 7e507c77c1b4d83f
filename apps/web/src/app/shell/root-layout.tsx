import { Anchor, Container } from '@mantine/core';
import { lazy, Suspense, useDeferredValue, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { type Location, Outlet, ScrollRestoration, useLocation } from 'react-router';
import { useCurrentUser } from '@/api/session.ts';
import { OfflineNotice } from '@/components/offline-notice.tsx';
import { forgetPrerenderedHero } from '@/features/home/hooks/use-prerendered-hero.ts';
import { useDeviceLock } from '@/lib/device-lock.ts';
import classes from './shell.module.css';
import { SiteFooter } from './site-footer.tsx';
import { TopBar } from './top-bar.tsx';

/**
 * Where a page's scroll position is kept: under its history entry, as React Router does,
 * except for the first page of each load of the app, which React Router keys "default"
 * whatever its address, so a page opened by its address would take the place where the tab's
 * previous page was left. Keyed by its path instead, a reload still keeps its place. The
 * path alone: the keys sit in session storage, and a query string may hold a search's words.
 */
function scrollKey(location: Location): string {
  return location.key === 'default' ? location.pathname : location.key;
}

/** Only people who get locked out download the lock screen. */
const LockScreen = lazy(async () => ({
  default: (await import('@/features/auth/components/lock-screen.tsx')).LockScreen,
}));

/** Signed-in phones only, like the account menu: the login page never loads it. */
const TabBar = lazy(async () => ({ default: (await import('./tab-bar.tsx')).TabBar }));

/**
 * The frame of every page: top bar, the route in <main>, footer. While the device is locked
 * (decision 0047) the lock screen stands alone: the route and the frame are unmounted, so
 * nothing of the journal is left in the page, and the router keeps the address to come back to.
 */
export function RootLayout() {
  const { locked } = useDeviceLock();
  useEffect(() => {
    if (locked) forgetPrerenderedHero();
  }, [locked]);
  if (locked) {
    return (
      <Suspense fallback={null}>
        <LockScreen />
      </Suspense>
    );
  }
  return <AppFrame />;
}

function AppFrame() {
  const { t } = useTranslation('shell');
  // Deferred like the top bar's: the bar appears with the rest of the signed-in frame.
  const signedIn = Boolean(useDeferredValue(useCurrentUser().data));
  const { pathname } = useLocation();
  // The first run (/welcome) keeps the person on its questions; its Skip is the way out.
  const withTabBar = signedIn && pathname !== '/welcome';
  return (
    <div className={classes.layout} data-tab-bar={withTabBar || undefined}>
      <Anchor href="#main" className={classes.skipLink}>
        {t('skipToContent')}
      </Anchor>
      <TopBar />
      <main id="main" tabIndex={-1} className={classes.main}>
        <Container size="lg">
          <OfflineNotice />
          <Outlet />
        </Container>
      </main>
      <SiteFooter />
      {withTabBar && (
        <Suspense fallback={null}>
          <TabBar />
        </Suspense>
      )}
      {/* New pages open at the top (docs/product.md section 2); back and forward restore the position. */}
      <ScrollRestoration getKey={scrollKey} />
    </div>
  );
}
