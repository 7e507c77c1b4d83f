import { apiErrorSchema } from '@app/domain/api-error.schemas.ts';
import {
  addJournalKeyWrapRequestSchema,
  changeJournalKeyRequestSchema,
  journalSealResponseSchema,
  startOverResponseSchema,
  startSealingRequestSchema,
} from '@app/domain/seal.schemas.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ModuleOptions } from '../../app-context.ts';
import { sessionOf } from '../../plugins/auth.ts';
import {
  addWrap,
  completeChange,
  getSeal,
  removeWrap,
  startKeyChange,
  startOver,
  startSealing,
  startUnsealing,
} from './seal.service.ts';

/** A sealed journal's state and ways in (decision 0068): the person's own, never a key. */
export const sealRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { context }) => {
  const { db, now } = context;
  const sealAnswer = { 200: journalSealResponseSchema, '4xx': apiErrorSchema };

  app.get(
    '/seal',
    {
      schema: {
        tags: ['seal'],
        summary:
          "Your journal's state (open, sealing, sealed), its key's id, the PRF salt and every " +
          'way in, each wrapped on your device: nothing here opens the journal without you.',
        response: sealAnswer,
      },
      onRequest: app.requireUser,
    },
    async (request) => ({ data: await getSeal(db, sessionOf(request).userId) }),
  );

  app.put(
    '/seal',
    {
      schema: {
        tags: ['seal'],
        summary:
          'Start sealing your journal with a key made on your device: its id, the PRF salt ' +
          'and its ways in (exactly one recovery key, and your passkeys that give PRF). From ' +
          'now on your writing is stored only sealed. 409 for a journal already sealed.',
        body: startSealingRequestSchema,
        response: sealAnswer,
      },
      onRequest: app.requireUser,
    },
    async (request) => ({
      data: await startSealing(db, sessionOf(request).userId, request.body, now()),
    }),
  );

  app.post(
    '/seal/complete',
    {
      schema: {
        tags: ['seal'],
        summary:
          'End sealing once none of your posts is plain, or unsealing once none is sealed ' +
          '(its keys then go); 409 with how many while some are left.',
        response: sealAnswer,
      },
      onRequest: app.requireUser,
    },
    async (request) => ({ data: await completeChange(db, sessionOf(request).userId) }),
  );

  app.post(
    '/seal/unseal',
    {
      schema: {
        tags: ['seal'],
        summary:
          'Start unsealing your journal: your writing is stored readable again, your device ' +
          'opening what is sealed (GET /posts/sealed, POST /posts/unsealed), then POST ' +
          '/seal/complete.',
        response: sealAnswer,
      },
      onRequest: app.requireUser,
    },
    async (request) => ({ data: await startUnsealing(db, sessionOf(request).userId) }),
  );

  app.post(
    '/seal/key',
    {
      schema: {
        tags: ['seal'],
        summary:
          "Change your journal's key (after a lost device): a new key made on your device, " +
          'wrapped to every way in of the current one. Your device then seals again what is ' +
          'under the key before (GET /posts/sealed, POST /posts/sealed, and the same for ' +
          'feelings and pictures), then POST /seal/complete.',
        body: changeJournalKeyRequestSchema,
        response: sealAnswer,
      },
      onRequest: app.requireUser,
    },
    async (request) => ({
      data: await startKeyChange(db, sessionOf(request).userId, request.body),
    }),
  );

  app.post(
    '/seal/wraps',
    {
      schema: {
        tags: ['seal'],
        summary:
          'Let one of your passkeys that gives PRF open the journal too: its key pair, ' +
          "wrapped on your device, and the journal's key wrapped to it.",
        body: addJournalKeyWrapRequestSchema,
        response: sealAnswer,
      },
      onRequest: app.requireUser,
    },
    async (request) => ({ data: await addWrap(db, sessionOf(request).userId, request.body) }),
  );

  app.delete(
    '/seal/wraps/:id',
    {
      schema: {
        tags: ['seal'],
        summary: 'Stop a passkey opening the journal (it still signs in). The recovery key stays.',
        params: z.object({ id: z.string() }),
        response: sealAnswer,
      },
      onRequest: app.requireUser,
    },
    async (request) => ({
      data: await removeWrap(db, sessionOf(request).userId, request.params.id),
    }),
  );

  app.post(
    '/seal/start-over',
    {
      schema: {
        tags: ['seal'],
        summary:
          'For someone who lost every way in: delete the sealed writing and the keys, keep ' +
          'the account. Needs a sign-in by code within the last 10 minutes (403 otherwise).',
        response: { 200: startOverResponseSchema, '4xx': apiErrorSchema },
      },
      onRequest: app.requireUser,
    },
    async (request) => ({
      data: await startOver(db, sessionOf(request), now(), context.config.writingRoomBytes),
    }),
  );
};
