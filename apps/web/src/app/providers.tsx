import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './focus-ring.css';
import './tap-targets.css';
import { MantineContext, MantineThemeProvider, useProviderColorScheme } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { colorSchemeManager } from '@/lib/color-scheme.ts';
import { queryClient } from '@/lib/query-client.ts';
import { cssVariablesResolver, themeIn } from './theme.ts';

/*
 * notifications.show() only writes to a store, so the container that draws them (and its
 * transitions) can arrive a moment later without losing one; it stays out of the entry.
 */
const NotificationsOutlet = lazy(async () => ({
  default: (await import('./notifications-outlet.tsx')).NotificationsOutlet,
}));

const getRootElement = () => document.documentElement;

/**
 * Mantine's provider without what it writes into the page: the theme's CSS variables and
 * global classes are in every page's <head> already (document.tsx, decision 0026), so the
 * first render neither computes them nor restyles the page. It is made of Mantine's public
 * parts because MantineProvider, even told to write none, brings the module that computes
 * the default theme's every variable as it loads, on the start-up path of every page.
 */
function ThemeProvider({ children }: { children: ReactNode }) {
  const { colorScheme, setColorScheme, clearColorScheme } = useProviderColorScheme({
    // The system's light or dark until the person picks one in the account menu.
    defaultColorScheme: 'auto',
    manager: colorSchemeManager,
    getRootElement,
    forceColorScheme: undefined,
  });
  const { t } = useTranslation('common');
  const theme = useMemo(
    () => themeIn({ closeDialog: t('closeDialog'), closeMessage: t('closeMessage') }),
    [t],
  );
  return (
    <MantineContext
      value={{
        colorScheme,
        setColorScheme,
        clearColorScheme,
        getRootElement,
        classNamesPrefix: 'mantine',
        cssVariablesResolver,
        cssVariablesSelector: ':root',
        withStaticClasses: true,
      }}
    >
      <MantineThemeProvider theme={theme}>{children}</MantineThemeProvider>
    </MantineContext>
  );
}

/** ModalsProvider sits in the guarded layout (src/app/guarded-layout.tsx); see why there. */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider>
        <Suspense fallback={null}>
          <NotificationsOutlet />
        </Suspense>
        {children}
      </ThemeProvider>
    </QueryClientProvider>
  );
}
