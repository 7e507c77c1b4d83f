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

/*
 * A build writes the theme's CSS variables and Mantine's global classes into every page's
 * <head> (prerender.tsx renderThemeStyles, build.ts): the first render neither computes them
 * nor replaces the prerendered page's copy, which would restyle the whole page. `npm run dev`
 * serves index.html as it is, so there the provider writes them.
 */
const STYLES_IN_HEAD = !import.meta.env.DEV;

/** ModalsProvider sits in the guarded layout (src/app/guarded-layout.tsx); see why there. */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <MantineProvider
        theme={theme}
        cssVariablesResolver={cssVariablesResolver}
        withCssVariables={!STYLES_IN_HEAD}
        withGlobalClasses={!STYLES_IN_HEAD}
        // Every variable in the theme's <style>: src/app/mantine-keep-css-variables.ts says why.
        deduplicateCssVariables={false}
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
