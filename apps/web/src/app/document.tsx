/**
 * Every HTML document the app is sent in, written here and only here (decisions 0023, 0025,
 * 0043): the login page, the shell every other page opens in, /urnb with the signed-in
 * person's hero, and index.html (the service worker's copy, decision 19). The API renders them
 * from the server build of this module (apps/api/src/plugins/web-app.ts), `npm run dev`
 * through Vite's ssrLoadModule (vite.config.ts), the build index.html (vite.config.ts too).
 *
 * The root's markup is main.tsx's own tree, with a memory router in place of the browser's, so
 * the login page is what the app's first render makes and main.tsx hydrates it. The pages
 * that are the same for everyone of one language are rendered once per process; /urnb's hero,
 * the one part that is a person's, is rendered per request, by React (which escapes it).
 */
import type { HomeHero } from '@app/domain/home-hero.ts';
import { LANGUAGES, type Language } from '@app/domain/languages.ts';
import { MantineProvider } from '@mantine/core';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { prerender } from 'react-dom/static';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { createMemoryRouter, type RouteObject } from 'react-router';
import { SIGNED_IN_HERE_KEY } from '@/api/session.ts';
import { DocumentTitle } from '@/components/document-title.tsx';
import { PageSkeleton } from '@/components/page-skeleton/page-skeleton.tsx';
import { HomePlaceholder } from '@/features/home/components/home-placeholder.tsx';
import { i18next, initI18n, switchLanguage } from '@/lib/i18n/i18n.ts';
import { APP_STARTED_EVENT, AppRoot } from './app-root.tsx';
import { Providers } from './providers.tsx';
import { routes } from './router.tsx';
import { RootLayout } from './shell/root-layout.tsx';
import { cssVariablesResolver, theme } from './theme.ts';

/** The app's code and styles, as URLs from the site's root. */
export interface PageAssets {
  entry: string;
  /** What the entry imports, fetched beside it. */
  modules: string[];
  stylesheets: string[];
}

/** What <div id="root"> says about the page it holds (main.tsx reads it). */
interface RootData {
  /** The language the page was rendered in. */
  language: Language;
  /**
   * A shell: a picture of the frame, where nothing can be focused or typed into before the
   * app replaces it. Else the login page, which the app hydrates.
   */
  shell: boolean;
}

/**
 * The theme's CSS variables (less those Mantine's styles.css declares) and global classes, in
 * every page's <head>: the app's own provider leaves them out (providers.tsx, decision 0026).
 */
const themeStyles = <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} />;

function Document({
  assets,
  title,
  root,
  markup,
}: {
  assets: PageAssets;
  title: string;
  /** Null for index.html, whose root the app fills. */
  root: RootData | null;
  markup: string;
}) {
  const { entry, modules, stylesheets } = assets;
  return (
    <html lang={root?.language ?? 'en'}>
      <head>
        <meta charSet="UTF-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta
          name="description"
          content="Inner Compass is a private personal-growth journal: guided posts, your identity, habits, feelings and the next step that excites you."
        />
        <meta name="theme-color" content="#0b6e70" />
        <link rel="icon" type="image/svg+xml" href="/favicon.svg" />
        <link rel="apple-touch-icon" href="/icons/apple-touch-icon-180.png" />
        <link rel="manifest" href="/manifest.webmanifest" />
        {/* Before anything paints: light or dark as the person chose, a stale page hidden. */}
        <script src="/before-paint.js" />
        <title>{title}</title>
        {root ? (
          // A rendered page paints before its code is asked for (public/start-app.js); the
          // login page, whole as drawn, asks for it when the visitor first acts (decision 0052).
          <script
            src="/start-app.js"
            data-entry={entry}
            data-modules={modules.join(' ')}
            {...(root.shell
              ? {}
              : {
                  'data-start': 'on-intent',
                  'data-started-event': APP_STARTED_EVENT,
                  'data-at-once-if-stored': SIGNED_IN_HERE_KEY,
                })}
            defer
          />
        ) : (
          <>
            <script type="module" crossOrigin="" src={entry} />
            {modules.map((href) => (
              <link key={href} rel="modulepreload" crossOrigin="" href={href} />
            ))}
          </>
        )}
        {stylesheets.map((href) => (
          <link key={href} rel="stylesheet" crossOrigin="" href={href} />
        ))}
        {themeStyles}
        <script src="/registerSW.js" defer />
      </head>
      <body>
        <noscript>Inner Compass needs JavaScript to run.</noscript>
        <div
          id="root"
          data-prerendered={root?.language}
          data-shell={root?.shell ? '' : undefined}
          inert={root?.shell}
          // biome-ignore lint/security/noDangerouslySetInnerHtml: the app's markup, rendered by React below
          dangerouslySetInnerHTML={{ __html: markup }}
        />
      </body>
    </html>
  );
}

function renderDocument(assets: PageAssets, root: RootData | null, markup: string): string {
  // The CSP runs no inline script: React's streaming helpers in the markup would be blocked.
  if (markup.includes('<script')) throw new Error('a rendered page has a script');
  // The page's own title in <head> as well, so the tab reads right before the app starts.
  const title = /<title>([^<]*)<\/title>/.exec(markup)?.[1] ?? 'Inner Compass';
  return `<!doctype html>${renderToStaticMarkup(
    <Document assets={assets} title={title} root={root} markup={markup} />,
  )}`;
}

/** The frame alone: the root layout with the skeleton the routes show while their code loads. */
const shellRoutes: RouteObject[] = [
  { Component: RootLayout, children: [{ path: '*', Component: LoadingPage }] },
];

function LoadingPage() {
  return <PageSkeleton variant="detail" />;
}

/**
 * Where /urnb's hero goes in the frame, which is rendered once per language: only the hero is
 * rendered per request. The tab is named as the app names it.
 */
const HERO_SLOT = '<template data-hero-slot=""></template>';
function HeroSlot() {
  const { t } = useTranslation('home');
  return (
    <>
      <DocumentTitle title={t('title')} />
      <template data-hero-slot="" />
    </>
  );
}
const homeFrameRoutes: RouteObject[] = [
  { Component: RootLayout, children: [{ path: '*', Component: HeroSlot }] },
];

/**
 * /urnb's hero above the loader, as the app draws it until the dashboard's, with its data for
 * the app (main.tsx reads data-hero).
 */
function hero(homeHero: HomeHero): ReactNode {
  return (
    <Providers>
      <div hidden data-hero={JSON.stringify(homeHero)} />
      <HomePlaceholder hero={homeHero} />
    </Providers>
  );
}

function app(pageRoutes: RouteObject[], path: string): ReactNode {
  return <AppRoot router={createMemoryRouter(pageRoutes, { initialEntries: [path] })} />;
}

/** One render at a time: each sets i18next's one language for the length of its render. */
let rendering: Promise<unknown> = Promise.resolve();

function render(language: Language, tree: ReactNode): Promise<string> {
  const rendered = rendering.then(async () => {
    if (!i18next.isInitialized) await initI18n(language);
    await switchLanguage(language);
    // prerender, unlike renderToString, waits for the lazy parts (the footer's ideas box and
    // the routes' texts), so no boundary is left for the client to render in place of
    // hydrating it. With no limit on a chunk's size, React writes every boundary in place
    // rather than moving it with an inline script, which the CSP would block.
    const { prelude } = await prerender(tree, { progressiveChunkSize: Number.POSITIVE_INFINITY });
    return new Response(prelude).text();
  });
  rendering = rendered.catch(() => {});
  return rendered;
}

export interface Documents {
  /**
   * The page for `path` in `language`: the login page for /login without a session cookie (a
   * visitor with one is most likely signed in, and the app sends them home), else the shell.
   */
  page(path: string, language: Language, hasSessionCookie: boolean): string;
  /** /urnb for a signed-in person: the shell with their hero. */
  home(language: Language, hero: HomeHero): string;
}

/**
 * The documents for a build's (or the dev server's) assets: the login page and the shell
 * rendered now in every language, /urnb per request.
 */
export async function createDocuments(assets: PageAssets): Promise<Documents> {
  const login = new Map<Language, string>();
  const shell = new Map<Language, string>();
  const homeFrame = new Map<Language, [string, string]>();
  for (const language of LANGUAGES) {
    const page = { language, shell: false };
    const frame = { language, shell: true };
    login.set(
      language,
      renderDocument(assets, page, await render(language, app(routes, '/login'))),
    );
    shell.set(
      language,
      renderDocument(assets, frame, await render(language, app(shellRoutes, '/'))),
    );
    const home = renderDocument(assets, frame, await render(language, app(homeFrameRoutes, '/')));
    const [beforeHero, afterHero, ...more] = home.split(HERO_SLOT);
    if (afterHero === undefined || more.length > 0) throw new Error('/urnb has no one hero slot');
    homeFrame.set(language, [beforeHero as string, afterHero]);
  }
  // The hero renders synchronously, in its language's own instance sharing the texts loaded
  // above: requests neither wait for one another nor switch the one global language.
  const i18nOf = new Map(
    LANGUAGES.map((language) => [language, i18next.cloneInstance({ lng: language })]),
  );
  return {
    page: (path, language, hasSessionCookie) =>
      (path === '/login' && !hasSessionCookie ? login : shell).get(language) as string,
    home(language, homeHero) {
      const [beforeHero, afterHero] = homeFrame.get(language) as [string, string];
      const markup = renderToStaticMarkup(
        <I18nextProvider i18n={i18nOf.get(language) ?? i18next}>{hero(homeHero)}</I18nextProvider>,
      );
      return `${beforeHero}${markup}${afterHero}`;
    },
  };
}

/** index.html: the service worker's copy, opened offline; the app fills its root. */
export function indexDocument(assets: PageAssets): string {
  return renderDocument(assets, null, '');
}
