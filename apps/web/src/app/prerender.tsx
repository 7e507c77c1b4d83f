/**
 * The login page rendered to HTML at build time (apps/web/build.ts), once per language: the
 * server sends it for GET /login, so a signed-out visitor sees the page before the JavaScript
 * arrives, and main.tsx hydrates it (decision 0023). The tree is main.tsx's, with a memory
 * router in place of the browser's, so the markup is what the first client render makes.
 */
import type { Language } from '@app/domain/languages.ts';
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { i18next, initI18n, switchLanguage } from '@/lib/i18n/i18n.ts';
import { Providers } from './providers.tsx';
import { routes } from './router.tsx';

/** The page at `path` in `language`: the markup that goes inside <div id="root">. */
export async function renderPage(path: string, language: Language): Promise<string> {
  if (!i18next.isInitialized) await initI18n(language);
  await switchLanguage(language);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  // prerender, unlike renderToString, waits for the lazy parts (the footer's ideas box), so
  // no boundary is left for the client to render in place of hydrating it. With no limit on a
  // chunk's size, React writes every boundary in place rather than moving it with an inline
  // script, which the CSP would block.
  const { prelude } = await prerender(
    <StrictMode>
      <Providers>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>,
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  return new Response(prelude).text();
}
