import { Alert, Button, Container } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { lazy, Suspense, useDeferredValue, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useCurrentUser } from '@/api/session.ts';
import { forgetPrerenderedHero } from '@/features/home/hooks/use-prerendered-hero.ts';
import { PageLoader } from './page-loader.tsx';

const FIRST_RUN_PATH = '/welcome';

/** Loaded only for a person whose journal is sealed: everyone else's pages never fetch it. */
const JournalGate = lazy(async () => ({
  default: (await import('@/features/seal/components/journal-gate.tsx')).JournalGate,
}));

/**
 * Whom this load of the app has shown the first run to: a person who leaves it without
 * finishing or skipping is not sent back on every page (docs/decisions/0062).
 */
let firstRunShownTo: string | null = null;

/**
 * The layout around every guarded route, loaded as a lazy route module.
 *
 * It watches the current-user query, so a session that ends while a page is open (logout,
 * the 10-minute refresh answering 401) also leads to login, not only the first visit.
 *
 * ModalsProvider lives here rather than in the app providers: it brings Modal, ScrollArea
 * and floating-ui, which the login page never uses (docs/performance.md caps the login route's
 * JavaScript). Signed-in pages get `useModals()` and `modals.open*()` as usual; a dialog in
 * the shell itself should use Mantine's `Modal` component directly.
 */
export function GuardedLayout() {
  const { t } = useTranslation();
  const session = useCurrentUser();
  // The session's answer arrives as an urgent update (TanStack Query's store), and the page it
  // lets in would mount in one long task. Read deferred, React mounts the page in slices,
  // between which the browser paints and answers input.
  const user = useDeferredValue(session.data);
  const isPending = useDeferredValue(session.isPending);
  const { refetch } = session;
  const location = useLocation();
  const onFirstRun = location.pathname === FIRST_RUN_PATH;
  const userId = user?._id;
  useEffect(() => {
    if (onFirstRun && userId) firstRunShownTo = userId;
  }, [onFirstRun, userId]);

  if (isPending) return <PageLoader label={t('checkingSession')} />;
  // No answer at all (offline, a 5xx): offer a retry rather than pretend they signed out.
  if (user === undefined) return <SessionCheckFailed onRetry={() => void refetch()} />;
  if (user === null) {
    forgetPrerenderedHero();
    return <Navigate to="/login" replace />;
  }
  // A new account is offered the first run once, on its way to whatever page it opened.
  if (!user.firstRunDone && !onFirstRun && firstRunShownTo !== user._id) {
    const from = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to={FIRST_RUN_PATH} replace state={{ from }} />;
  }
  return (
    <ModalsProvider>
      {user.journal === 'open' ? (
        <Outlet />
      ) : (
        <Suspense fallback={<PageLoader label={t('checkingSession')} />}>
          <JournalGate user={user}>
            <Outlet />
          </JournalGate>
        </Suspense>
      )}
    </ModalsProvider>
  );
}

function SessionCheckFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Container size="sm" px={0}>
      <Alert color="red" title={t('sessionCheckFailed')}>
        {t('sessionCheckFailedText')}
        <Button mt="md" size="sm" variant="default" onClick={onRetry} display="block">
          {t('tryAgain')}
        </Button>
      </Alert>
    </Container>
  );
}
