/**
 * Pages rendered to HTML at build time (apps/web/build.ts), once per language (decision 0023):
 * - the login page, which main.tsx hydrates. Its tree is main.tsx's, with a memory router in
 *   place of the browser's, so the markup is what the first client render makes;
 * - the shell every other page opens in (top bar, a loader, footer: what the app first renders
 *   while a page's chunk arrives), which main.tsx replaces with the app's own render;
 * - /urnb's shell, the same with the dashboard's hero above the loader, with placeholders
 *   where the server writes the signed-in person's name and picture (decision 0025).
 */
import { HOME_HERO_PLACEHOLDERS, type HomeHero } from '@app/domain/home-hero.ts';
import type { Language } from '@app/domain/languages.ts';
import { MantineProvider } from '@mantine/core';
import { type ReactNode, StrictMode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { prerender } from 'react-dom/static';
import { createMemoryRouter, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { CenteredLoader } from '@/components/centered-loader.tsx';
import { HomePlaceholder } from '@/features/home/components/home-placeholder.tsx';
import { i18next, initI18n, switchLanguage } from '@/lib/i18n/i18n.ts';
import { Providers } from './providers.tsx';
import { routes } from './router.tsx';
import { RootLayout } from './shell/root-layout.tsx';
import { cssVariablesResolver, theme } from './theme.ts';

/**
 * The <style> elements Mantine's provider writes, for every page's <head> (build.ts): the
 * theme's CSS variables, less those styles.css already declares, and its global classes.
 * The app's own provider leaves them out (providers.tsx).
 */
export function renderThemeStyles(): string {
  return renderToStaticMarkup(
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} />,
  );
}

/** The frame alone: the root layout with the loader the routes show while their code loads. */
const shellRoutes: RouteObject[] = [
  { Component: RootLayout, children: [{ path: '*', Component: CenteredLoader }] },
];

async function renderToHtml(
  language: Language,
  pageRoutes: RouteObject[],
  path: string,
): Promise<string> {
  if (!i18next.isInitialized) await initI18n(language);
  await switchLanguage(language);
  const router = createMemoryRouter(pageRoutes, { initialEntries: [path] });
  const app: ReactNode = (
    <StrictMode>
      <Providers>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>
  );
  // prerender, unlike renderToString, waits for the lazy parts (the footer's ideas box), so
  // no boundary is left for the client to render in place of hydrating it. With no limit on a
  // chunk's size, React writes every boundary in place rather than moving it with an inline
  // script, which the CSP would block.
  const { prelude } = await prerender(app, { progressiveChunkSize: Number.POSITIVE_INFINITY });
  return new Response(prelude).text();
}

/** The login page in `language`: the markup that goes inside <div id="root">. */
export function renderLoginPage(language: Language): Promise<string> {
  return renderToHtml(language, routes, '/login');
}

/** The shell in `language`: the markup that goes inside <div id="root">. */
export function renderShell(language: Language): Promise<string> {
  return renderToHtml(language, shellRoutes, '/');
}

/**
 * /urnb's shell in `language`, with the default picture or with a person's own: the markup
 * that goes inside <div id="root">, with HOME_HERO_PLACEHOLDERS for the server to fill in.
 */
export function renderHomeShell(language: Language, withPicture: boolean): Promise<string> {
  const { name, imageId, width, height } = HOME_HERO_PLACEHOLDERS;
  const hero: HomeHero = { name, picture: withPicture ? { imageId, width, height } : null };
  const homeRoutes: RouteObject[] = [
    {
      Component: RootLayout,
      children: [{ path: '*', element: <HomePlaceholder hero={hero} /> }],
    },
  ];
  return renderToHtml(language, homeRoutes, '/urnb');
}
