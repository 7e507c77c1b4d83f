/*
 * What must be right before the first paint, ahead of the app's code. A file rather than an
 * inline script: the CSP allows scripts from 'self' only.
 * 1. The colour scheme on <html>, so a dark page never flashes white (Mantine's
 *    ColorSchemeScript, as a file). The key is COLOR_SCHEME_STORAGE_KEY of
 *    src/lib/color-scheme.ts.
 * 2. A page prerendered in another language than the one chosen on this device (the login
 *    page or a shell, decision 0023) is marked stale: src/app/prerendered-page.css hides it
 *    until the app renders it in the chosen one. The key is LANGUAGE_STORAGE_KEY of
 *    src/lib/i18n/i18n.ts.
 */
(() => {
  let scheme = 'auto';
  let language = null;
  try {
    const stored = window.localStorage.getItem('inner-compass-color-scheme');
    if (stored === 'light' || stored === 'dark') scheme = stored;
    language = window.localStorage.getItem('inner-compass-language');
  } catch {
    // Storage blocked (private mode in some browsers): follow the system.
  }
  if (scheme === 'auto') {
    scheme = window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
  }
  const html = document.documentElement;
  html.setAttribute('data-mantine-color-scheme', scheme);
  if (language && language !== html.lang) html.setAttribute('data-prerender-stale', '');
})();
