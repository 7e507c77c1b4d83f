/*
 * Sets the colour scheme on <html> before the app's code arrives, so a dark page never
 * flashes white. A file rather than Mantine's inline ColorSchemeScript: the CSP allows
 * scripts from 'self' only. The key is COLOR_SCHEME_STORAGE_KEY of src/lib/color-scheme.ts.
 */
(() => {
  let scheme = 'auto';
  try {
    const stored = window.localStorage.getItem('inner-compass-color-scheme');
    if (stored === 'light' || stored === 'dark') scheme = stored;
  } catch {
    // Storage blocked (private mode in some browsers): follow the system.
  }
  if (scheme === 'auto') {
    scheme = window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
  }
  document.documentElement.setAttribute('data-mantine-color-scheme', scheme);
})();
