import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './focus-ring.css';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense } from 'react';
import { colorSchemeManager } from '@/lib/color-scheme.ts';
import { queryClient } from '@/lib/query-client.ts';
import { cssVariablesResolver, theme } from './theme.ts';

/*
 * notifications.show() only writes to a store, so the container that draws them (and its
 * transitions) can arrive a moment later without losing one; it stays out of the entry.
 */
const NotificationsOutlet = lazy(async () => ({
  default: (await import('./notifications-outlet.tsx')).NotificationsOutlet,
}));

/** ModalsProvider sits in the guarded layout (src/app/guarded-layout.tsx); see why there. */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <MantineProvider
        theme={theme}
        cssVariablesResolver={cssVariablesResolver}
        // The theme's variables and global classes are in every page's <head> (document.tsx):
        // the first render neither computes them nor replaces the page's copy, which would
        // restyle the whole page (decision 0026).
        withCssVariables={false}
        withGlobalClasses={false}
        // The system's light or dark until the person picks one in the account menu.
        defaultColorScheme="auto"
        colorSchemeManager={colorSchemeManager}
      >
        <Suspense fallback={null}>
          <NotificationsOutlet />
        </Suspense>
        {children}
      </MantineProvider>
    </QueryClientProvider>
  );
}
