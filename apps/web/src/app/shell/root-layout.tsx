import { Anchor, Container } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { type Location, Outlet, ScrollRestoration } from 'react-router';
import { OfflineNotice } from '@/components/offline-notice.tsx';
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

/** The frame of every page: top bar, the route in <main>, footer. */
export function RootLayout() {
  const { t } = useTranslation('shell');
  return (
    <div className={classes.layout}>
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
      {/* New pages open at the top (spec section 2); back and forward restore the position. */}
      <ScrollRestoration getKey={scrollKey} />
    </div>
  );
}
