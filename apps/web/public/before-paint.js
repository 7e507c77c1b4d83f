/*
 * What must be right before the first paint, ahead of the app's code. A file rather than an
 * inline script: the CSP allows scripts from 'self' only.
 * 1. The colour scheme on <html>, so a dark page never flashes white (Mantine's
 *    ColorSchemeScript, as a file), and after it as the system's changes. The key is
 *    COLOR_SCHEME_STORAGE_KEY of src/lib/color-scheme.ts.
 * 2. A page prerendered in another language than the one chosen on this device (the login
 *    page or a shell, decision 0023) is marked stale: src/app/prerendered-page.css hides it
 *    until the app renders it in the chosen one. The key is LANGUAGE_STORAGE_KEY of
 *    src/lib/i18n/i18n.ts.
 */
(() => {
  const html = document.documentElement;
  const dark = window.matchMedia('(prefers-color-scheme: dark)');
  const read = (key) => {
    try {
      return window.localStorage.getItem(key);
    } catch {
      // Storage blocked (private mode in some browsers): follow the system.
      return null;
    }
  };
  const chosenScheme = () => {
    const stored = read('inner-compass-color-scheme');
    return stored === 'light' || stored === 'dark' ? stored : null;
  };
  const followScheme = () => {
    html.setAttribute(
      'data-mantine-color-scheme',
      chosenScheme() ?? (dark.matches ? 'dark' : 'light'),
    );
  };
  followScheme();
  // The login page may stand without the app for a while (decision 0052): it follows the
  // system's scheme as the app would, unless a scheme is chosen on this device.
  dark.addEventListener('change', () => {
    if (chosenScheme() === null) followScheme();
  });
  const language = read('inner-compass-language');
  if (language && language !== html.lang) html.setAttribute('data-prerender-stale', '');
})();
