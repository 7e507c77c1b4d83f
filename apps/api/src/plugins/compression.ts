import { constants } from 'node:zlib';
import type { FastifyCompressOptions } from '@fastify/compress';

/**
 * How `@fastify/compress` compresses API answers when the client accepts it: a long-time
 * writer's dashboard asks for ten years of habit days (71 KB of JSON, 11 KB compressed) and a
 * page of posts (27 KB, 5 KB), which a phone on a slow network felt (docs/performance.md,
 * Lighthouse).
 *
 * Cheaply, as every browser asks for it: an answer of up to 128 KB is compressed in one call
 * (the plugin's default on 2 cores is 8 KB, and above it each answer got a brotli stream of its
 * own, whose setup cost a page of posts 2 ms of CPU, twice its serving), at brotli's quality 1
 * (0.1 ms for a page; quality 4 took 0.3 ms to save another 15 %). Larger answers (a report)
 * still stream, compressed on libuv's threads.
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
