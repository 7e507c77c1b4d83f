/*
 * How `npm start` runs the built server (package.json "start", which cannot import this, so
 * server-start.test.ts holds the two together). The benchmark and the resilience suite start
 * the server the same way, so what they measure is what production runs.
 */

/** The bundle scripts/build-api.mjs makes, and Node's options for it (source maps for stacks). */
export const SERVER_SCRIPT = 'apps/api/dist/server.mjs';
export const SERVER_NODE_OPTIONS = ['--enable-source-maps'];

/**
 * glibc moves its threshold for giving large blocks their own mapping up to 32 MB as such
 * blocks are freed, so after a few 12-megapixel uploads libvips' pixel buffers stayed in the
 * heap for good: the server's RSS went from 130 to 320-410 MB after five uploads, and to 180 MB
 * with the threshold fixed at its default of 128 KB (docs/performance.md).
 */
export const SERVER_ENV = { MALLOC_MMAP_THRESHOLD_: '131072' };
