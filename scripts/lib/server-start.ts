/*
 * How `npm start` runs the built server (package.json "start", which cannot import this, so
 * server-start.test.ts holds the two together). The benchmark and the resilience suite start
 * the server the same way, so what they measure is what production runs.
 */

/** The bundle scripts/build-api.mjs makes. */
export const SERVER_SCRIPT = 'apps/api/dist/server.mjs';

/**
 * V8's young generation (two semi-spaces) grows under steady load to its cap and stays there:
 * memory the server holds for good once busy. The cap is fixed rather than left to V8, whose
 * default follows the Node version and the machine's memory (Node 24 lets each semi-space reach
 * 64 MB), so a small host knows what the server needs and the soak test knows what growth is not
 * a leak.
 */
export const SEMI_SPACE_MB = 16;

/** Node's options for the server: source maps for stacks, and the young generation's cap. */
export const SERVER_NODE_OPTIONS = [
  '--enable-source-maps',
  `--max-semi-space-size=${SEMI_SPACE_MB}`,
];

/**
 * glibc moves its threshold for giving large blocks their own mapping up to 32 MB as such
 * blocks are freed, so libvips' pixel buffers from a few large uploads would stay in the heap
 * for good. The threshold is fixed at its default of 128 KB, so freed pixels go back to the
 * system (decision 0037 has the measures).
 */
export const SERVER_ENV = { MALLOC_MMAP_THRESHOLD_: '131072' };
