import { useEffect } from 'react';

/**
 * Dispatched on the document once the app's first render is committed: the login page's
 * loader (public/start-app.js) then makes again the press it held while the app was not yet
 * running (decision 0052).
 */
export const APP_STARTED_EVENT = 'inner-compass:app-started';

export function AnnounceStarted(): null {
  useEffect(() => {
    document.dispatchEvent(new Event(APP_STARTED_EVENT));
  }, []);
  return null;
}
