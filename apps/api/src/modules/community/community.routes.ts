import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleOptions } from '../../app-context.ts';
import { challengeRoutes } from './challenge.routes.ts';
import { suggestionsRoutes } from './suggestions.routes.ts';

/** Suggestions on shared posts, the happiness challenge and messages to its participants. */
export const communityRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, options) => {
  await app.register(suggestionsRoutes, options);
  await app.register(challengeRoutes, options);
};
