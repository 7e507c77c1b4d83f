import { LANGUAGES, type Language } from '@app/domain/languages.ts';
import { sessionResponseSchema } from '@app/domain/session.schemas.ts';
import { hydrateRoot } from 'react-dom/client';
import { createMemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { commands } from 'vitest/browser';
import { switchLanguage } from '@/lib/i18n/i18n.ts';
import { answer, fakeApi } from '@/test/fake-api.ts';
import { APP_STARTED_EVENT, AppRoot } from './app-root.tsx';
import { routes } from './router.tsx';

declare module 'vitest/browser' {
  interface BrowserCommands {
    /** The page at `path` as the server sends it to a visitor, by language (vitest.config.ts). */
    serverRenderedPages: (path: string) => Promise<Record<Language, string>>;
  }
}

/*
 * main.tsx takes the drawn login page over as it stands (decision 0052). A production build
 * hydrates text that differs by replacing the page, and attributes that differ (ids from
 * useId, a label's `for`) not at all: only React's development build, which this suite runs,
 * says so, on the console that fails the test (fail-on-console-error.ts). The page is drawn
 * by the server's code in Node, as the dev server draws it.
 */
describe('the login page the server draws (decisions 0043, 0052)', () => {
  const pages = commands.serverRenderedPages('/login');
  for (const language of LANGUAGES) {
    it(`is the markup the app's first render makes, in ${language}`, async () => {
      const html = (await pages)[language];
      const drawn = new DOMParser().parseFromString(html, 'text/html').getElementById('root');
      expect(drawn?.dataset.prerendered).toBe(language);
      fakeApi.on('GET', '/session', () => answer(sessionResponseSchema, { data: null }));
      await switchLanguage(language);

      const container = document.createElement('div');
      container.innerHTML = drawn?.innerHTML ?? '';
      document.body.append(container);
      const started = new Promise((resolve) =>
        document.addEventListener(APP_STARTED_EVENT, resolve, { once: true }),
      );
      const recovered: unknown[] = [];
      const root = hydrateRoot(
        container,
        <AppRoot router={createMemoryRouter(routes, { initialEntries: ['/login'] })} />,
        { onRecoverableError: (error) => recovered.push(error) },
      );
      try {
        await started;
        expect(recovered).toEqual([]);
        const heading = language === 'en' ? 'Customer Zone' : 'Zona de clientes';
        expect(container.querySelector('h1')?.textContent).toBe(heading);
      } finally {
        root.unmount();
        container.remove();
        await switchLanguage('en');
      }
    });
  }
});
