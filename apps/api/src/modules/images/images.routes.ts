import { apiErrorSchema } from '@app/domain/api-error.schemas.ts';
import { IMAGE_WIDTHS, type ImageWidth, sealedPictureWidths } from '@app/domain/image-urls.ts';
import {
  MAX_IMAGE_BYTES,
  MAX_IMAGE_PIXELS,
  MAX_SEALED_PICTURE_BYTES,
  MAX_SEALED_PICTURE_SIDE,
  pendingPicturesResponseSchema,
  uploadImageResponseSchema,
} from '@app/domain/images.schemas.ts';
import { SEAL_BATCH_MAX } from '@app/domain/seal.schemas.ts';
import type { JournalState } from '@app/domain/sealed-records.schemas.ts';
import { SEALED_ENVELOPE_VERSION, SEALED_PICTURE_MIN_BYTES } from '@app/domain/sealed-records.ts';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ModuleOptions } from '../../app-context.ts';
import { DomainError, notFound } from '../../domain-errors.ts';
import { sessionOf } from '../../plugins/auth.ts';
import { personOrAddressKey } from '../../plugins/client-address.ts';
import { runPeriodically } from '../../plugins/periodic-job.ts';
import { journalKeyChanged, journalOf, sealedToOpen } from '../../policies/people.ts';
import {
  createImage,
  createSealedImage,
  deleteImage,
  deleteUnattachedImages,
  type ImageFileRef,
  imageEtag,
  listPicturesToChange,
  readImageFile,
  readSealedPicture,
  type SealedPictureRef,
  type SealedPictureUpload,
  sealImage,
  unsealImage,
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

const SEALED_FILE_NAME = new RegExp(`^(${UUID})-(\\d{1,5})$`);

/** `<id>-<width>`, a sealed picture's width; null for anything else. */
function parseSealedFileName(name: string): SealedPictureRef | null {
  const match = SEALED_FILE_NAME.exec(name);
  if (!match?.[1] || !match[2]) return null;
  return { imageId: match[1].toLowerCase(), width: Number(match[2]) };
}

const invalidSealedPicture = (why: string) =>
  new DomainError('invalid', 'invalid_sealed_picture', `That sealed picture is not whole: ${why}.`);
const sealedTooLarge = () =>
  new DomainError(
    'too_large',
    'image_too_large',
    `That picture is larger than ${MAX_SEALED_PICTURE_BYTES / 1024 / 1024} MB sealed. Please choose a smaller one.`,
  );

const sideSchema = z.coerce.number().int().min(1).max(MAX_SEALED_PICTURE_SIDE);
const sealedPictureFieldsSchema = z.object({
  id: z.uuid().optional(),
  width: sideSchema,
  height: sideSchema,
});

/**
 * A picture sealed on the device (decision 0073), as multipart: the fields `width`, `height`
 * (and `id` when it is new) first, then one file per width it is stored at, named `w<width>`,
 * each an opaque ciphertext the server never reads but for its version byte. Refused with 413
 * as soon as a width passes MAX_IMAGE_BYTES or all of them MAX_SEALED_PICTURE_BYTES, so no more
 * than that is ever held; any width missing, repeated or not of the picture's is refused.
 */
async function readSealedUpload(
  request: FastifyRequest,
): Promise<Omit<SealedPictureUpload, 'id'> & { id: string | undefined }> {
  const declaredLength = Number(request.headers['content-length']);
  if (declaredLength > MAX_SEALED_PICTURE_BYTES + MULTIPART_OVERHEAD_BYTES) throw sealedTooLarge();
  if (!request.isMultipart()) throw missingImage();
  const fields: Record<string, string> = {};
  const widths = new Map<number, Buffer>();
  let expected: { id?: string; width: number; height: number; widths: number[] } | null = null;
  let total = 0;
  const isTooLarge = (error: unknown) =>
    error instanceof request.server.multipartErrors.RequestFileTooLargeError;
  try {
    const parts = request.parts({
      limits: { files: IMAGE_WIDTHS.length + 1, fields: 3, parts: IMAGE_WIDTHS.length + 4 },
    });
    for await (const part of parts) {
      if (part.type === 'field') {
        if (expected) throw invalidSealedPicture('its size comes before its widths');
        fields[part.fieldname] = String(part.value);
        continue;
      }
      if (!expected) {
        const parsed = sealedPictureFieldsSchema.safeParse(fields);
        if (!parsed.success) throw invalidSealedPicture('its size is missing or wrong');
        const { width, height } = parsed.data;
        if (width * height > MAX_IMAGE_PIXELS) throw invalidSealedPicture('it has too many pixels');
        expected = { ...parsed.data, widths: sealedPictureWidths(width) };
      }
      const width = Number(/^w(\d{1,5})$/.exec(part.fieldname)?.[1]);
      if (!expected.widths.includes(width) || widths.has(width)) {
        throw invalidSealedPicture(`it has no width ${part.fieldname}`);
      }
      const bytes = await part.toBuffer();
      if (part.file.truncated) throw tooLarge();
      total += bytes.length;
      if (total > MAX_SEALED_PICTURE_BYTES) throw sealedTooLarge();
      if (bytes.length < SEALED_PICTURE_MIN_BYTES || bytes[0] !== SEALED_ENVELOPE_VERSION) {
        throw invalidSealedPicture(`its width ${width} is not sealed`);
      }
      widths.set(width, bytes);
    }
  } catch (error) {
    if (isTooLarge(error)) throw tooLarge();
    if (error instanceof DomainError || hasClientStatus(error)) throw error;
    throw unreadableUpload();
  }
  if (!expected) throw missingImage();
  if (widths.size !== expected.widths.length) throw invalidSealedPicture('a width is missing');
  return { id: expected.id, width: expected.width, height: expected.height, widths };
}

/**
 * Refuses, before a byte of the upload is read, a change the journal's state does not take;
 * answers the journal's state and key.
 */
async function assertJournalState(
  request: FastifyRequest,
  db: ModuleOptions['context']['db'],
  allowed: readonly JournalState[],
) {
  const journal = await journalOf(db, sessionOf(request).userId);
  const { state } = journal;
  if (allowed.includes(state)) return journal;
  throw new DomainError(
    'conflict',
    state === 'open' ? 'journal_not_sealed' : 'journal_sealed',
    state === 'open'
      ? 'This journal is not sealed: send the picture as it is.'
      : 'This journal is sealed: its pictures are sealed on your device.',
  );
}

/**
 * Every width must be sealed under the journal's current key, which its bytes name after the
 * version byte: one under a key before comes from a device that has not opened the journal
 * since its key changed.
 */
function assertUnderJournalKey(widths: ReadonlyMap<number, Buffer>, keyId: string | null) {
  const key = keyId?.replaceAll('-', '');
  for (const bytes of widths.values()) {
    if (bytes.subarray(1, 17).toString('hex') !== key) throw journalKeyChanged();
  }
}

const imageIdParams = z.object({ id: z.string() });
const pendingQuery = z.object({ limit: z.coerce.number().int().min(1).max(SEAL_BATCH_MAX) });

function ownImageId(id: string): string {
  if (!IMAGE_ID.test(id)) throw notFound('That image');
  return id.toLowerCase();
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

  const uploadLimit = {
    rateLimit: { max: 120, timeWindow: 60 * 60 * 1000, keyGenerator: personOrAddressKey },
  };

  app.post(
    '/images/sealed',
    {
      schema: {
        tags: ['images'],
        summary:
          'Upload a picture sealed on your device (multipart: id, width, height, then a file ' +
          'w<width> per width); only for a sealed journal, stored as it comes',
        response: { 200: uploadImageResponseSchema, '4xx': apiErrorSchema },
      },
      onRequest: app.requireUser,
      config: uploadLimit,
    },
    async (request) => {
      const journal = await assertJournalState(request, db, ['sealing', 'sealed', 'rekeying']);
      const { id, ...upload } = await readSealedUpload(request);
      if (!id) throw invalidSealedPicture('its id is missing');
      assertUnderJournalKey(upload.widths, journal.keyId);
      const { userId } = sessionOf(request);
      const picture = { ...upload, id: id.toLowerCase() };
      return {
        data: await createSealedImage(db, userId, picture, now(), context.config.imageRoomBytes),
      };
    },
  );

  app.put(
    '/images/:id/sealed',
    {
      schema: {
        tags: ['images'],
        summary:
          'While your journal is being sealed: one of your plain pictures, sealed on your ' +
          'device (multipart as POST /images/sealed, without id), replaces its plain bytes; ' +
          'while its key changes, one sealed under the key before replaces its old bytes',
        params: imageIdParams,
        response: { 204: z.null(), '4xx': apiErrorSchema },
      },
      onRequest: app.requireUser,
      config: uploadLimit,
    },
    async (request, reply) => {
      const imageId = ownImageId(request.params.id);
      const journal = await assertJournalState(request, db, ['sealing', 'rekeying']);
      const { width, widths } = await readSealedUpload(request);
      assertUnderJournalKey(widths, journal.keyId);
      const { userId } = sessionOf(request);
      const upload = { id: imageId, width, widths };
      const newKey = journal.state === 'rekeying' ? (journal.keyId ?? undefined) : undefined;
      await sealImage(db, userId, upload, context.config.imageRoomBytes, newKey);
      return reply.code(204).send(null);
    },
  );

  app.put(
    '/images/:id/plain',
    {
      schema: {
        tags: ['images'],
        summary:
          'While your journal is being unsealed: one of your sealed pictures, opened on your ' +
          'device (multipart, field "image"), is stored plain again, re-encoded',
        params: imageIdParams,
        response: { 200: uploadImageResponseSchema, '4xx': apiErrorSchema },
      },
      onRequest: app.requireUser,
      config: uploadLimit,
    },
    async (request) => {
      const imageId = ownImageId(request.params.id);
      await assertJournalState(request, db, ['unsealing']);
      const upload = await readUploadedFile(request);
      const { userId } = sessionOf(request);
      return {
        data: await unsealImage(db, userId, imageId, upload, context.config.imageRoomBytes),
      };
    },
  );

  for (const sealed of [false, true]) {
    app.get(
      sealed ? '/images/sealed' : '/images/plain',
      {
        schema: {
          tags: ['images'],
          summary: sealed
            ? 'Your post pictures that are sealed (while your journal changes its key, those ' +
              'under the key before), oldest first, and how many (for unsealing or the change)'
            : 'Your post pictures that are plain, oldest first, and how many (for sealing)',
          querystring: pendingQuery,
          response: { 200: pendingPicturesResponseSchema, '4xx': apiErrorSchema },
        },
        onRequest: app.requireUser,
      },
      async (request) => {
        const { userId } = sessionOf(request);
        const notUnderKey = sealed ? (await sealedToOpen(db, userId))?.notUnderKey : undefined;
        return listPicturesToChange(db, userId, sealed, request.query.limit, notUnderKey);
      },
    );
  }

  app.get(
    '/images/sealed/:file',
    {
      schema: {
        tags: ['images'],
        summary:
          'One width of your sealed picture, its ciphertext: /images/sealed/{id}-{width}. ' +
          '404 unless it is yours.',
        params: z.object({ file: z.string() }),
      },
      onRequest: app.requireUser,
    },
    async (request, reply) => {
      const ref = parseSealedFileName(request.params.file);
      if (!ref) throw notFound('That image');
      const etag = `"${ref.imageId}-${ref.width}-sealed"`;
      const isNotModified = matchesIfNoneMatch(request.headers['if-none-match'], etag);
      const bytes = await readSealedPicture(db, sessionOf(request).userId, ref, {
        withBytes: !isNotModified,
      });
      reply.header('cache-control', IMAGE_CACHE_CONTROL).header('etag', etag);
      if (!bytes) return reply.code(304).send();
      return reply.header('content-type', 'application/octet-stream').send(bytes);
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
