import { apiErrorSchema } from '@app/domain/api-error.schemas.ts';
import { IMAGE_WIDTHS, type ImageWidth } from '@app/domain/image-urls.ts';
import { MAX_IMAGE_BYTES, uploadImageResponseSchema } from '@app/domain/images.schemas.ts';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ModuleOptions } from '../../app-context.ts';
import { DomainError, notFound } from '../../domain-errors.ts';
import { sessionOf } from '../../plugins/auth.ts';
import { personOrAddressKey } from '../../plugins/client-address.ts';
import { runPeriodically } from '../../plugins/periodic-job.ts';
import {
  createImage,
  deleteImage,
  deleteUnattachedImages,
  type ImageFileRef,
  imageEtag,
  readImageFile,
} from './images.service.ts';

/** How often each server deletes the uploads that no post or profile took within their grace. */
const UNATTACHED_SWEEP_INTERVAL_MS = 60 * 60 * 1000;

/** Room for the multipart boundaries and part headers around the one file. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;
/**
 * Access-controlled, so never kept by shared caches; revalidated at each use, so a kept copy
 * is shown only after the access check answers 304 to the person still allowed to see it.
 */
const IMAGE_CACHE_CONTROL = 'private, no-cache';

const tooLarge = () =>
  new DomainError(
    'too_large',
    'image_too_large',
    `That image is larger than ${MAX_IMAGE_BYTES / 1024 / 1024} MB. Please choose a smaller one.`,
  );
const missingImage = () => new DomainError('invalid', 'missing_image', 'Missing image');
const unreadableUpload = () =>
  new DomainError(
    'invalid',
    'invalid_upload',
    'The upload could not be read. Please choose the image again.',
  );

const UUID = '[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}';
const IMAGE_FILE_NAME = new RegExp(`^(${UUID})(?:\\.jpg|-(\\d{1,5})\\.jpg)?$`);
const IMAGE_ID = new RegExp(`^${UUID}$`);

/** `<id>`, `<id>.jpg` or `<id>-<width>.jpg` with an offered width; null for anything else. */
function parseImageFileName(name: string): ImageFileRef | null {
  const match = IMAGE_FILE_NAME.exec(name);
  if (!match?.[1]) return null;
  const imageId = match[1].toLowerCase();
  if (match[2] === undefined) return { imageId, width: null };
  const width = Number(match[2]);
  const offered = IMAGE_WIDTHS.find((w): w is ImageWidth => w === width);
  return offered ? { imageId, width: offered } : null;
}

function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === '*' || tag === etag);
}

const hasClientStatus = (error: unknown) => {
  const status = (error as { statusCode?: unknown } | null)?.statusCode;
  return typeof status === 'number' && status >= 400 && status < 500;
};

/**
 * The bytes of the first file part, refused with 413 as soon as they pass the limit: the
 * multipart parser stops at `fileSize` and marks the file truncated, so no more than the limit
 * is ever held. The type is decided later from these bytes; the part's name and Content-Type
 * are ignored.
 */
async function readUploadedFile(request: FastifyRequest): Promise<Buffer> {
  const declaredLength = Number(request.headers['content-length']);
  if (declaredLength > MAX_IMAGE_BYTES + MULTIPART_OVERHEAD_BYTES) throw tooLarge();
  if (!request.isMultipart()) throw missingImage();
  const isTooLarge = (error: unknown) =>
    error instanceof request.server.multipartErrors.RequestFileTooLargeError;
  try {
    const part = await request.file();
    if (!part) throw missingImage();
    const bytes = await part.toBuffer();
    if (part.file.truncated) throw tooLarge();
    if (bytes.length === 0) throw missingImage();
    return bytes;
  } catch (error) {
    if (isTooLarge(error)) throw tooLarge();
    if (error instanceof DomainError || hasClientStatus(error)) throw error;
    // The multipart parser's own complaints (no boundary, the body ends mid-part): a broken
    // upload, not a failure of ours.
    throw unreadableUpload();
  }
}

export const imagesRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { context }) => {
  const { db, now } = context;
  // Registered here only: no other route accepts multipart bodies.
  await app.register(fastifyMultipart, {
    throwFileSizeLimit: true,
    limits: {
      fileSize: MAX_IMAGE_BYTES,
      files: 1,
      fields: 5,
      fieldSize: 1024,
      parts: 10,
      headerPairs: 20,
    },
  });

  app.post(
    '/images',
    {
      schema: {
        tags: ['images'],
        summary: 'Upload an image (multipart, one file, field "image"); stored re-encoded',
        response: { 200: uploadImageResponseSchema, '4xx': apiErrorSchema },
      },
      onRequest: app.requireUser,
      config: {
        rateLimit: {
          max: 120,
          timeWindow: 60 * 60 * 1000,
          keyGenerator: personOrAddressKey,
        },
      },
    },
    async (request) => {
      const upload = await readUploadedFile(request);
      const { userId } = sessionOf(request);
      return { data: await createImage(db, userId, upload, now(), context.config.imageRoomBytes) };
    },
  );

  app.get(
    '/images/:file',
    {
      schema: {
        tags: ['images'],
        summary:
          'An image as JPEG: /images/{id}, /images/{id}.jpg, or /images/{id}-{width}.jpg for ' +
          `width in ${IMAGE_WIDTHS.join(', ')}. 404 unless you may see it.`,
        params: z.object({ file: z.string() }),
        // No response schema: the body is JPEG bytes (or nothing, 304) and errors keep the usual
        // shape through the error handler.
      },
    },
    async (request, reply) => {
      const ref = parseImageFileName(request.params.file);
      if (!ref) throw notFound('That image');
      const etag = imageEtag(ref);
      const isNotModified = matchesIfNoneMatch(request.headers['if-none-match'], etag);
      const bytes = await readImageFile(db, request.session?.userId ?? null, ref, {
        withBytes: !isNotModified,
        roomBytes: context.config.imageRoomBytes,
      });
      reply.header('cache-control', IMAGE_CACHE_CONTROL).header('etag', etag);
      if (!bytes) return reply.code(304).send();
      return reply.header('content-type', 'image/jpeg').send(bytes);
    },
  );

  app.delete(
    '/images/:id',
    {
      schema: {
        tags: ['images'],
        summary: 'Delete your image and every width of it (people and posts showing it lose it)',
        params: z.object({ id: z.string() }),
        response: { 204: z.null(), '4xx': apiErrorSchema },
      },
      onRequest: app.requireUser,
    },
    async (request, reply) => {
      if (!IMAGE_ID.test(request.params.id)) throw notFound('That image');
      await deleteImage(db, sessionOf(request).userId, request.params.id.toLowerCase());
      return reply.code(204).send(null);
    },
  );

  // Uploads never attached (a post form left without saving): deleted after their grace, by
  // every server (deleteUnattachedImages is safe to run at once).
  runPeriodically(app, {
    name: 'images',
    intervalMs: UNATTACHED_SWEEP_INTERVAL_MS,
    run: () => deleteUnattachedImages(db, now()),
    done: 'unattached uploads deleted',
  });
};
