import { StrictMode, useEffect } from 'react';
import type { DataRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { Providers } from './providers.tsx';

/**
 * Dispatched on the document once the app's first render is committed: the login page's
 * loader (public/start-app.js) then makes again the press it held while the app was not yet
 * running (decision 0052).
 */
export const APP_STARTED_EVENT = 'inner-compass:app-started';

function AnnounceStarted(): null {
  useEffect(() => {
    document.dispatchEvent(new Event(APP_STARTED_EVENT));
  }, []);
  return null;
}

/**
 * The app's whole tree, one for the server's render (document.tsx, with a memory router) and
 * the browser's (main.tsx): a page the server drew is taken over only if both make the same
 * markup, ids from `useId` included, which follow the tree's shape.
 */
export function AppRoot({ router }: { router: DataRouter }) {
  return (
    <StrictMode>
      <Providers>
        <RouterProvider router={router} />
        <AnnounceStarted />
      </Providers>
    </StrictMode>
  );
}
