import { Anchor, Container } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration } from 'react-router';
import { OfflineNotice } from '@/components/offline-notice.tsx';
import classes from './shell.module.css';
import { SiteFooter } from './site-footer.tsx';
import { TopBar } from './top-bar.tsx';

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
      <ScrollRestoration />
    </div>
  );
}
