/**
 * Stands in for @mantine/core's remove-default-variables.mjs in the browser's build
 * (vite.config.ts). That module works out the whole default theme's CSS variables as it loads,
 * to leave out of the theme's <style> those Mantine's styles.css already declares: a large
 * part of the entry's evaluation on a phone (decision 0026). The build writes that <style> into
 * the pages' <head> with Mantine's own module; only `npm run dev` has the app write it, then
 * with every variable (providers.tsx: deduplicateCssVariables false).
 */
export function removeDefaultVariables<Variables>(variables: Variables): Variables {
  return variables;
}
