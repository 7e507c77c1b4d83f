import { ActionIcon, Anchor, Container, Group, Skeleton, Text } from '@mantine/core';
import { IconCompass, IconLogin2 } from '@tabler/icons-react';
import { lazy, Suspense, useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCurrentUser } from '@/api/session.ts';
import { PRODUCT_NAME } from '@/lib/site-config.ts';
import classes from './shell.module.css';

/*
 * The menu brings Mantine's popover and floating-ui with it; only signed-in people need it,
 * so it stays out of the login page's JavaScript.
 */
const AccountMenu = lazy(async () => ({
  default: (await import('./account-menu.tsx')).AccountMenu,
}));
const MemberTools = lazy(async () => ({
  default: (await import('./member-tools.tsx')).MemberTools,
}));
const NoticesMenu = lazy(async () => ({
  default: (await import('@/features/notices/components/notices-menu.tsx')).NoticesMenu,
}));
const TopBarSearch = lazy(async () => ({
  default: (await import('@/features/search/components/top-bar-search.tsx')).TopBarSearch,
}));

export function TopBar() {
  const { t } = useTranslation('shell');
  const session = useCurrentUser();
  // Deferred like the guarded pages' (guarded-layout.tsx): the member tools mount in slices.
  const user = useDeferredValue(session.data);
  const isPending = useDeferredValue(session.isPending);

  return (
    <header className={classes.header}>
      <Container size="lg" h="100%">
        <Group h="100%" justify="space-between" wrap="nowrap" gap="sm">
          <Anchor component={Link} to="/urnb" underline="never" className={classes.brand}>
            <IconCompass size={28} stroke={1.75} aria-hidden />
            <Text span fw={700} fz="lg" c="var(--mantine-color-text)">
              {PRODUCT_NAME}
            </Text>
          </Anchor>
          {/* Nothing while the session check runs, so the login icon never flashes for members. */}
          {isPending ? null : user ? (
            // 4 px apart: each icon button has room around its glyph, and a 360 px phone fits
            // the brand, search, tools, notices and the account menu on one line.
            <Group gap={4} wrap="nowrap" className={classes.memberArea}>
              <Suspense fallback={null}>
                <TopBarSearch />
              </Suspense>
              <Suspense fallback={null}>
                <MemberTools />
              </Suspense>
              <Suspense fallback={null}>
                <NoticesMenu />
              </Suspense>
              <Suspense fallback={<Skeleton circle height={38} />}>
                <AccountMenu user={user} />
              </Suspense>
            </Group>
          ) : (
            <ActionIcon
              component={Link}
              to="/login"
              aria-label={t('logIn')}
              variant="subtle"
              size="lg"
              radius="xl"
            >
              <IconLogin2 size={22} aria-hidden />
            </ActionIcon>
          )}
        </Group>
      </Container>
    </header>
  );
}
