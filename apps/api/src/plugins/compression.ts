import { constants } from 'node:zlib';
import type { FastifyCompressOptions } from '@fastify/compress';

/**
 * How `@fastify/compress` compresses API answers when the client accepts it: a long-time
 * writer's dashboard asks for ten years of habit days (71 KB of JSON, 12 KB compressed) and a
 * page of posts (27 KB, 4 KB), which a phone on a slow network felt (docs/performance.md, Lighthouse). Brotli at
 * quality 4 costs about what gzip does; its higher qualities are for files built once.
 *
 * Registered only around the routes that may use it (src/app.ts): never around the login
 * routes, whose answers carry the session token, nor around search, whose answers put the
 * words asked for beside the person's own writing, the shape a compression side channel
 * (BREACH) needs (docs/security.md).
 */
export const COMPRESSION_OPTIONS: FastifyCompressOptions = {
  encodings: ['br', 'gzip'],
  // Answers only: a compressed request body is not inflated (no decompression bomb to guard).
  globalDecompression: false,
  threshold: 1024,
  brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
};
