import { apiErrorSchema } from '@app/domain/api-error.schemas.ts';
import {
  identityResponseSchema,
  saveActionItemsRequestSchema,
  saveIdentityRequestSchema,
} from '@app/domain/identity.schemas.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleOptions } from '../../app-context.ts';
import { sessionOf } from '../../plugins/auth.ts';
import { getIdentity, saveIdentity, saveIdentityActionItems } from './identity.service.ts';

export const identityRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { context }) => {
  const { db } = context;
  const { writingRoomBytes } = context.config;
  app.get(
    '/identity',
    {
      schema: {
        tags: ['identity'],
        summary:
          'Your identity record (your single identity post), created on first need titled ' +
          '"My Self Definition" with the text "This is who I am..."',
        response: { 200: identityResponseSchema, '4xx': apiErrorSchema },
      },
      onRequest: app.requireUser,
    },
    async (request) => ({
      data: await getIdentity(db, sessionOf(request).userId, writingRoomBytes),
    }),
  );

  app.put(
    '/identity',
    {
      schema: {
        tags: ['identity'],
        summary:
          'Save the identity form (image, title, mood, identity, preferredThoughts, ' +
          'actionItems); like any post save it asks for a new review. `deleted: true` is ' +
          'refused with 400 (the identity record is never deleted by a save)',
        body: saveIdentityRequestSchema,
        response: { 200: identityResponseSchema, '4xx': apiErrorSchema },
      },
      onRequest: app.requireUser,
    },
    async (request) => ({
      data: await saveIdentity(db, sessionOf(request).userId, request.body, writingRoomBytes),
    }),
  );

  app.put(
    '/identity/action-items',
    {
      schema: {
        tags: ['identity'],
        summary:
          'Save the "Preferred You" action items from the top bar. Ticking items keeps the ' +
          'approval and the place in your list; adding, removing or rewording items is an edit ' +
          '(new review, moves up). `deleted: true` is refused with 400.',
        body: saveActionItemsRequestSchema,
        response: { 200: identityResponseSchema, '4xx': apiErrorSchema },
      },
      onRequest: app.requireUser,
    },
    async (request) => ({
      data: await saveIdentityActionItems(
        db,
        sessionOf(request).userId,
        request.body.actionItems,
        writingRoomBytes,
      ),
    }),
  );
};
