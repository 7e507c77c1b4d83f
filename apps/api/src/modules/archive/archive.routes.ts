import { apiErrorSchema } from '@app/domain/api-error.schemas.ts';
import {
  importResponseSchema,
  MAX_ARCHIVE_UPLOAD_BYTES,
  reportQuerySchema,
} from '@app/domain/archive.schemas.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { sessionOf } from '../../plugins/auth.ts';
import { personOrAddressKey } from '../../plugins/client-address.ts';
import { AppError } from '../../plugins/errors.ts';
import { buildArchiveZip } from './archive-export.service.ts';
import { importArchive } from './archive-import.service.ts';
import { buildReport } from './archive-report.service.ts';

/** The report page runs nothing and loads nothing but its own pictures. */
const REPORT_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; img-src 'self'; base-uri 'none'; " +
  "form-action 'none'; frame-ancestors 'none'";

const perPersonPerHour = (max: number) => ({
  rateLimit: {
    max,
    timeWindow: 60 * 60 * 1000,
    keyGenerator: personOrAddressKey,
  },
});

const tooLarge = () =>
  new AppError(
    413,
    'archive_too_large',
    `That archive is larger than ${MAX_ARCHIVE_UPLOAD_BYTES / 1024 / 1024} MB. Nothing was imported.`,
  );

export const archiveRoutes: FastifyPluginAsyncZod<{ db: Database; now: () => Date }> = async (
  app,
  { db, now },
) => {
  // The import's body is the ZIP itself (no multipart): only this plugin's routes accept it.
  app.addContentTypeParser(
    ['application/zip', 'application/x-zip-compressed'],
    { parseAs: 'buffer', bodyLimit: MAX_ARCHIVE_UPLOAD_BYTES },
    (_request, body, done) => done(null, body),
  );

  app.get(
    '/archive/export',
    {
      schema: {
        tags: ['archive'],
        summary:
          'Everything you wrote as a ZIP: inner-compass-export.json (docs/export-format.md), ' +
          'a Markdown file per post and the images. Content-Length is known before the bytes.',
        // No response schema: the body is the ZIP; errors keep the usual shape.
      },
      preHandler: app.requireUser,
      config: perPersonPerHour(30),
    },
    async (request, reply) => {
      const when = now();
      const { stream, size } = await buildArchiveZip(db, sessionOf(request).userId, when);
      const day = when.toISOString().slice(0, 10);
      reply
        .header('content-type', 'application/zip')
        .header('content-disposition', `attachment; filename="inner-compass-export-${day}.zip"`)
        .header('cache-control', 'no-store');
      if (size >= 0) reply.header('content-length', String(size));
      return reply.send(stream);
    },
  );

  app.post(
    '/archive/import',
    {
      schema: {
        tags: ['archive'],
        summary:
          'Import an export (body: the ZIP, Content-Type application/zip) into your account. ' +
          'Records already there are not added again; a damaged, foreign or unsafe archive is ' +
          'refused with 400 and nothing is written.',
        response: { 200: importResponseSchema, '4xx': apiErrorSchema },
      },
      bodyLimit: MAX_ARCHIVE_UPLOAD_BYTES,
      preHandler: app.requireUser,
      config: perPersonPerHour(20),
      // Fastify's own "body too large" would say nothing about archives.
      errorHandler: (error) => {
        if ((error as { code?: string }).code === 'FST_ERR_CTP_BODY_TOO_LARGE') throw tooLarge();
        throw error;
      },
    },
    async (request) => {
      if (!Buffer.isBuffer(request.body) || request.body.length === 0) {
        throw new AppError(400, 'missing_archive', 'Choose an exported ZIP file to import.');
      }
      return { data: await importArchive(db, sessionOf(request).userId, request.body) };
    },
  );

  app.get(
    '/archive/report',
    {
      schema: {
        tags: ['archive'],
        summary:
          'A printable HTML report for a therapist or coach: posts written from `from` to `to` ' +
          '(days in `timeZone`) of the chosen categories, the moods noted and trending feelings',
        querystring: reportQuerySchema,
      },
      preHandler: app.requireUser,
      config: perPersonPerHour(120),
    },
    async (request, reply) => {
      const html = await buildReport(db, sessionOf(request).userId, request.query);
      return reply
        .header('content-type', 'text/html; charset=utf-8')
        .header('content-security-policy', REPORT_CSP)
        .header('cache-control', 'no-store')
        .send(html);
    },
  );
};
