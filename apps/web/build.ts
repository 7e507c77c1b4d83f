/**
 * `npm run build -w @app/web`:
 * 1. a server build of src/app/prerender.tsx, which renders the theme's styles (Mantine's CSS
 *    variables and global classes) for every page's <head>;
 * 2. the client build (vite.config.ts), with those styles in index.html and the installable
 *    app's service worker;
 * 3. the prerendered pages, from the server build, once per language: the login page
 *    (dist/login.<language>.html) and the shell every other page opens in
 *    (dist/shell.<language>.html): the server sends them for page requests, so a page paints
 *    before its JavaScript arrives (decision 0023); and /urnb's shell with the dashboard's
 *    hero (dist/home.<language>.html, and home-picture.<language>.html for a person with a
 *    background), which the server fills in with the signed-in person's (decision 0025);
 * 4. brotli and gzip copies of every text file (precompress.ts) and each route's gzipped
 *    JavaScript (chunk-report.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { HOME_HERO_PLACEHOLDERS, homePageFile } from '@app/domain/home-hero.ts';
import { LANGUAGES, type Language } from '@app/domain/languages.ts';
import { build, type Plugin } from 'vite';
import { chunkReport, formatChunkReport, schemaSourcesInEntry } from './chunk-report.ts';
import { precompress } from './precompress.ts';

const root = import.meta.dirname;
const configFile = path.join(root, 'vite.config.ts');
const dist = path.join(root, 'dist');
/** The server build: used here and nowhere else, so outside dist/. */
const prerenderOut = path.join(root, 'node_modules/.prerender');

/**
 * The app's JavaScript taken out of the page's <head> and handed to public/start-app.js, which
 * asks for it once the prerendered page has painted.
 */
function startAppAfterPaint(html: string): string {
  const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(html);
  if (!entry) throw new Error("index.html has no module script: Vite's output changed");
  const modules = [...html.matchAll(/\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g)];
  let page = html;
  for (const [tag] of modules) page = page.replace(tag, '');
  const hrefs = modules.map(([, href]) => href).join(' ');
  return page.replace(
    entry[0],
    `<script src="/start-app.js" data-entry="${entry[1]}" data-modules="${hrefs}" defer></script>`,
  );
}

/**
 * Package files vite.config.ts replaces: React Router's development build (its package points
 * every bundler at it) and Mantine's module that computes the default theme's CSS variables as
 * it loads. Were a package's layout to change, they would come back without a word: the
 * source maps say what was bundled.
 */
const REPLACED_SOURCES = [
  'react-router/dist/development/',
  '@mantine/core/esm/core/MantineProvider/MantineCssVariables/remove-default-variables.mjs',
];

function assertReplacedSourcesLeftOut(): void {
  const assets = path.join(dist, 'assets');
  for (const file of fs.readdirSync(assets).filter((name) => name.endsWith('.js.map'))) {
    const map = fs.readFileSync(path.join(assets, file), 'utf8');
    const bundled = REPLACED_SOURCES.find((source) => map.includes(source));
    if (bundled) throw new Error(`${file}: ${bundled} was bundled (see vite.config.ts)`);
  }
}

/**
 * No page's start-up code builds zod's schemas, long work on a phone (decision 0037): answers
 * name their schema and src/api/schemas.ts loads it with the answer, whatever the call site.
 * What can still bring them is a value imported from a `*.schemas.ts` module into code the
 * entry runs; the source maps say so (chunk-report.test.ts holds the rule to a fixture).
 */
function assertEntryWithoutSchemas(): void {
  const schemas = schemaSourcesInEntry(dist);
  if (schemas.length > 0) {
    throw new Error(
      `the entry builds schemas (${schemas.slice(0, 5).join(', ')}): name answers' schemas ` +
        'to apiRequest (src/api/schemas.ts), and take constants from zod-free modules',
    );
  }
}

/** What the server build of src/app/prerender.tsx exports. */
type Prerender = typeof import('./src/app/prerender.tsx');

// The server build first: the client's index.html carries the theme's styles it renders.
await build({
  root,
  configFile,
  logLevel: 'warn',
  // public/ is the client's: the server build needs none of it.
  publicDir: false,
  build: {
    ssr: 'src/app/prerender.tsx',
    outDir: prerenderOut,
    emptyOutDir: true,
    sourcemap: false,
    manifest: false,
  },
});
const prerendered = (await import(
  pathToFileURL(path.join(prerenderOut, 'prerender.js')).href
)) as Prerender;

/**
 * The theme's <style> elements at the end of index.html's <head>, after the stylesheet they
 * override; in the client build, so the service worker's copy of index.html has them too.
 */
function themeStylesInHead(styles: string): Plugin {
  if (!styles.startsWith('<style')) throw new Error('the prerender wrote no theme styles');
  return {
    name: 'theme-styles-in-head',
    transformIndexHtml: {
      order: 'post',
      handler: (html) => html.replace('</head>', `${styles}</head>`),
    },
  };
}

await build({ root, configFile, plugins: [themeStylesInHead(prerendered.renderThemeStyles())] });
assertReplacedSourcesLeftOut();
assertEntryWithoutSchemas();

const template = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');

const rootAttributes = {
  page: '',
  shell: ' data-shell inert',
  'home shell': ` data-shell data-hero="${HOME_HERO_PLACEHOLDERS.data}" inert`,
};

/**
 * index.html with `markup` in its root, the page's language and title, its scripts after paint.
 * A shell is inert: a picture of the frame, where nothing can be focused or typed into before
 * the app replaces it. /urnb's shell carries the hero's data for the app (data-hero).
 */
function prerenderedPage(
  markup: string,
  language: Language,
  kind: 'page' | 'shell' | 'home shell',
): string {
  // The CSP runs no inline script: React's streaming helpers in the markup would be blocked.
  if (markup.includes('<script'))
    throw new Error(`a prerendered ${kind} (${language}) has a script`);
  // The page's own title in <head> as well, so the tab reads right before the app starts.
  const title = /<title>[^<]*<\/title>/.exec(markup)?.[0];
  const page = startAppAfterPaint(template)
    .replace(/<html lang="[^"]*">/, `<html lang="${language}">`)
    .replace(/<title>[^<]*<\/title>/, title ?? '$&')
    .replace(
      '<div id="root"></div>',
      `<div id="root" data-prerendered="${language}"${rootAttributes[kind]}>${markup}</div>`,
    );
  if (!page.includes('data-prerendered')) throw new Error('index.html has no empty #root');
  return page;
}

for (const language of LANGUAGES) {
  const login = await prerendered.renderLoginPage(language);
  fs.writeFileSync(
    path.join(dist, `login.${language}.html`),
    prerenderedPage(login, language, 'page'),
  );
  const shell = await prerendered.renderShell(language);
  fs.writeFileSync(
    path.join(dist, `shell.${language}.html`),
    prerenderedPage(shell, language, 'shell'),
  );
  for (const withPicture of [false, true]) {
    const home = await prerendered.renderHomeShell(language, withPicture);
    fs.writeFileSync(
      path.join(dist, homePageFile(language, withPicture)),
      prerenderedPage(home, language, 'home shell'),
    );
  }
}

const count = precompress(dist);
console.log(
  `\nPrerendered /login, the shell and /urnb's shell in ${LANGUAGES.join(', ')}. Precompressed ${count} files (.br, .gz).`,
);
console.log(formatChunkReport(chunkReport(dist)));
