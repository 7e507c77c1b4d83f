import { Readable } from 'node:stream';
import { apiErrorSchema } from '@app/domain/api-error.schemas.ts';
import { importResponseSchema, reportQuerySchema } from '@app/domain/archive.schemas.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleOptions } from '../../app-context.ts';
import { sessionOf } from '../../plugins/auth.ts';
import { personOrAddressKey } from '../../plugins/client-address.ts';
import { buildArchiveZip } from './archive-export.service.ts';
import { importArchive } from './archive-import.service.ts';
import { buildReport } from './archive-report.service.ts';
import { missingArchive, withUploadedArchive } from './archive-upload.ts';

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

export const archiveRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { context }) => {
  const { db, now } = context;
  // The import's body is the ZIP itself (no multipart), left unread for the handler to stream
  // to a file: only this plugin's routes accept it.
  app.addContentTypeParser(
    ['application/zip', 'application/x-zip-compressed'],
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
      onRequest: app.requireUser,
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
      onRequest: app.requireUser,
      config: perPersonPerHour(20),
    },
    async (request) => {
      const { userId } = sessionOf(request);
      if (!(request.body instanceof Readable)) {
        throw missingArchive();
      }
      const declaredLength = Number(request.headers['content-length'] ?? 0);
      const summary = await withUploadedArchive(request.body, declaredLength, (file) =>
        importArchive(db, userId, file, context.access),
      );
      return { data: summary };
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
      onRequest: app.requireUser,
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
