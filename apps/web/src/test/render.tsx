import type { Language } from '@app/domain/languages.ts';
import type { User } from '@app/domain/users.schemas.ts';
import { ModalsProvider } from '@mantine/modals';
import { act, type ReactNode, Suspense } from 'react';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { currentUserQueryKey } from '@/api/query-keys.ts';
import { Providers } from '@/app/providers.tsx';
import { chooseLanguage } from '@/lib/i18n/i18n.ts';
import { queryClient } from '@/lib/query-client.ts';

interface AppRenderOptions {
  /** The page's address: what the component reads of its route and query. */
  path?: string;
  /** The route pattern the component sits at, e.g. `/posts/:id`; any path by default. */
  route?: string;
  language?: Language;
  /** Someone signed in, as the session check would have answered; a visitor without. */
  user?: User;
}

/**
 * Renders `ui` as the app shows it: inside the app's own providers (theme, query client, the
 * shared error notification), with i18next in `language`, a router at `path` (memory history:
 * the test reads where a form sends the person from `router.state.location`), and the modals a
 * guarded page has (src/app/guarded-layout.tsx).
 */
export async function renderInApp(ui: ReactNode, options: AppRenderOptions = {}) {
  await chooseLanguage(options.language ?? 'en');
  if (options.user) queryClient.setQueryData(currentUserQueryKey, options.user);
  const router = createMemoryRouter(
    [{ path: options.route ?? '*', element: <ModalsProvider>{ui}</ModalsProvider> }],
    { initialEntries: [options.path ?? '/'] },
  );
  const screen = await render(
    <Providers>
      {/* Each feature's texts load on first use: the routes' own Suspense, as in the app. */}
      <Suspense fallback={null}>
        <RouterProvider router={router} />
      </Suspense>
    </Providers>,
  );
  return { ...screen, router };
}

/**
 * Moves the faked clock on (`vi.useFakeTimers`) inside React's `act`, so what the timers
 * changed is on screen when it returns: a test can then also see that nothing changed.
 */
export async function passTime(milliseconds: number): Promise<void> {
  const environment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  const wasActEnvironment = environment.IS_REACT_ACT_ENVIRONMENT;
  environment.IS_REACT_ACT_ENVIRONMENT = true;
  try {
    await act(async () => {
      vi.advanceTimersByTime(milliseconds);
    });
  } finally {
    environment.IS_REACT_ACT_ENVIRONMENT = wasActEnvironment;
  }
}
