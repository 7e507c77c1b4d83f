import { Anchor, Container } from '@mantine/core';
import { Outlet, ScrollRestoration } from 'react-router';
import classes from './shell.module.css';
import { SiteFooter } from './site-footer.tsx';
import { TopBar } from './top-bar.tsx';

/** The frame of every page: top bar, the route in <main>, footer. */
export function RootLayout() {
  return (
    <div className={classes.layout}>
      <Anchor href="#main" className={classes.skipLink}>
        Skip to content
      </Anchor>
      <TopBar />
      <main id="main" tabIndex={-1} className={classes.main}>
        <Container size="lg">
          <Outlet />
        </Container>
      </main>
      <SiteFooter />
      {/* New pages open at the top (spec section 2); back and forward restore the position. */}
      <ScrollRestoration />
    </div>
  );
}
