import { constants } from 'node:zlib';
import type { FastifyCompressOptions } from '@fastify/compress';

/**
 * How `@fastify/compress` compresses API answers when the client accepts it: a long-time
 * writer's ten years of habit days and a page of posts shrink to a sixth, which a phone on a
 * slow network feels.
 *
 * Cheaply, as every browser asks for it: an answer of up to 128 KB is compressed in one call
 * (above the plugin's default of 8 KB each answer gets a brotli stream of its own, whose setup
 * costs more than serving the page), at brotli's quality 1 (higher qualities take several times
 * as long to save a little more; decision 0037). Larger answers (a report) still stream,
 * compressed on libuv's threads.
 *
 * Every API route may be compressed (src/app.ts registers it for /api/v1) unless the route
 * itself says `compress: false`: the login routes, whose answers carry the session token, and
 * search, whose answers put the words asked for beside the person's own writing, the shape a
 * compression side channel (BREACH) needs (docs/security.md).
 */
export const COMPRESSION_OPTIONS: FastifyCompressOptions = {
  encodings: ['br', 'gzip'],
  // Answers only: a compressed request body is not inflated (no decompression bomb to guard).
  globalDecompression: false,
  threshold: 1024,
  syncThreshold: 128 * 1024,
  // Brotli's lowest: a page of posts in under half the time of gzip's default, about as small.
  brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 1 } },
};
