import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type ChallengeRoutesOptions, challengeRoutes } from './challenge.routes.ts';
import { suggestionsRoutes } from './suggestions.routes.ts';

/** Suggestions on shared posts, the happiness challenge and messages to its participants. */
export const communityRoutes: FastifyPluginAsyncZod<ChallengeRoutesOptions> = async (
  app,
  options,
) => {
  await app.register(suggestionsRoutes, { db: options.db });
  await app.register(challengeRoutes, options);
};
