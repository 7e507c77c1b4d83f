import { config, z } from 'zod';

/**
 * The domain's one door to zod, for its settings. In a page, zod parses without code it compiles
 * at run time: the web app runs under `script-src 'self'`, where that code cannot run, and zod's
 * probe for it (`new Function`) is reported as a violation of the policy on every page that
 * parses an answer. The API, with no policy to meet, keeps zod's compiled parsers.
 */
if ('document' in globalThis) config({ jitless: true });

export { z };
