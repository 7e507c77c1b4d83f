import { Readable } from 'node:stream';
import { apiErrorSchema } from '@app/domain/api-error.schemas.ts';
import {
  importQuerySchema,
  importResponseSchema,
  reportQuerySchema,
  sealedArchiveResponseSchema,
} from '@app/domain/archive.schemas.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleOptions } from '../../app-context.ts';
import { sessionOf } from '../../plugins/auth.ts';
import { personOrAddressKey } from '../../plugins/client-address.ts';
import { assertJournalReadable } from '../../policies/people.ts';
import { buildArchiveZip, buildSealedArchive } from './archive-export.service.ts';
import { importArchive } from './archive-import.service.ts';
import { startReader } from './archive-read-thread.ts';
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
  const { db, now, archiveImports: turns } = context;
  // The import's body is the file itself (no multipart), left unread for the handler to stream
  // to a file: only this plugin's routes accept it. What the file is, is told from its bytes
  // (decision 0048), so a ZIP, a CSV or bytes of no stated type are all taken.
  app.addContentTypeParser(
    ['application/zip', 'application/x-zip-compressed', 'application/octet-stream', 'text/csv'],
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

  app.get(
    '/archive/sealed',
    {
      schema: {
        tags: ['archive', 'seal'],
        summary:
          "A sealed journal's export, for your device to open and write as the same ZIP: the " +
          "archive's JSON with each post's envelope (or the post plain, when shared). 409 for " +
          'a journal that is not sealed: GET /archive/export makes its ZIP on the server.',
        response: { 200: sealedArchiveResponseSchema, '4xx': apiErrorSchema },
      },
      onRequest: app.requireUser,
      config: perPersonPerHour(30),
    },
    async (request) => ({ data: await buildSealedArchive(db, sessionOf(request).userId, now()) }),
  );

  app.post(
    '/archive/import',
    {
      schema: {
        tags: ['archive'],
        summary:
          'Import a file into your account (body: the file, Content-Type application/zip, ' +
          'application/octet-stream or text/csv): an export of this app, a Day One JSON ' +
          'export, a Daylio backup, a Journiv export, a ZIP of Markdown files or Loop Habit ' +
          "Tracker's CSV export, told apart by its bytes. Records already there are not added " +
          'again; with dryRun=true nothing is written and the answer tells what would be. A ' +
          'damaged, unknown or unsafe file is refused with 400 and nothing is written.',
        querystring: importQuerySchema,
        response: { 200: importResponseSchema, '4xx': apiErrorSchema },
      },
      onRequest: app.requireUser,
      // A preview (dryRun) and the import are two requests for one file.
      config: perPersonPerHour(40),
    },
    async (request) => {
      const { userId } = sessionOf(request);
      // A sealed journal's file is read on its device: refused before a byte of it is read.
      await assertJournalReadable(db, userId);
      const body = request.body;
      const declaredLength = Number(request.headers['content-length'] ?? 0);
      try {
        // One import a person; the upload on disk, then its turn among everyone's (decision 0053).
        const summary = await turns.asPerson(userId, () => {
          if (!(body instanceof Readable)) throw missingArchive();
          // The reader's start overlaps the upload (decision 0057).
          startReader();
          return withUploadedArchive(body, declaredLength, (file) =>
            turns.inTurn(() =>
              importArchive(
                db,
                userId,
                file,
                context.access,
                context.config,
                now(),
                request.query.dryRun,
                turns.readSeconds,
              ),
            ),
          );
        });
        return { data: summary };
      } finally {
        // The next import finds a reader started, once this one's transaction no longer runs.
        startReader();
      }
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
