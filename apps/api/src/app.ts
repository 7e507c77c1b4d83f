import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyServerOptions, type RouteOptions } from 'fastify';
import {
  type FastifyPluginAsyncZod,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import helmet from 'helmet';
import type Stripe from 'stripe';
import { z } from 'zod';
import { createAppContext, type IpLimits, type ModuleOptions } from './app-context.ts';
import type { Config } from './config/config.ts';
import type { DatabaseHandle } from './db/client.ts';
import { DomainError } from './domain-errors.ts';
import type { Messenger } from './messaging/messenger.ts';
import { archiveRoutes } from './modules/archive/archive.routes.ts';
import type { ArchiveImportTurns } from './modules/archive/archive-import-turns.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { passkeysRoutes } from './modules/auth/passkeys.routes.ts';
import { sessionLockRoutes } from './modules/auth/session-lock.routes.ts';
import { findSession } from './modules/auth/sessions.service.ts';
import { billingPlugin } from './modules/billing/billing.plugin.ts';
import { communityRoutes } from './modules/community/community.routes.ts';
import { excitementRoutes } from './modules/excitement/excitement.routes.ts';
import { feelingsRoutes } from './modules/feelings/feelings.routes.ts';
import { identityRoutes } from './modules/identity/identity.routes.ts';
import { imagesRoutes } from './modules/images/images.routes.ts';
import { insightsRoutes } from './modules/insights/insights.routes.ts';
import { noticesRoutes } from './modules/notices/notices.routes.ts';
import { postsRoutes } from './modules/posts/posts.routes.ts';
import { remindersRoutes } from './modules/reminders/reminders.routes.ts';
import { sealRoutes } from './modules/seal/seal.routes.ts';
import { searchRoutes } from './modules/search/search.routes.ts';
import { siteRoutes } from './modules/site/site.routes.ts';
import { trackersRoutes } from './modules/trackers/trackers.routes.ts';
import { usersRoutes } from './modules/users/users.routes.ts';
import { getHomeHero } from './modules/users/users.service.ts';
import { authPlugin } from './plugins/auth.ts';
import { setNoStore } from './plugins/cache-control.ts';
import { COMPRESSION_OPTIONS } from './plugins/compression.ts';
import { errorsPlugin, frameworkErrorHandler } from './plugins/errors.ts';
import { jsonBodyPlugin } from './plugins/json-body.ts';
import { QuietRequestLog, withLogSerializers } from './plugins/log-serializers.ts';
import { openApiPlugin } from './plugins/openapi.ts';
import { rateLimitPlugin } from './plugins/rate-limits.ts';
import { responseSerializerCompiler } from './plugins/response-serializer.ts';
import { securityHeadersFor } from './plugins/security-headers.ts';
import { refuseUndeclaredQueryParameters } from './plugins/strict-query.ts';
import { webAppPlugin } from './plugins/web-app.ts';

export type BuildAppOptions = {
  config: Config;
  database: DatabaseHandle;
  /** Injectable clock for every rule that reads the time. */
  now?: () => Date;
  messenger?: Messenger;
  logger?: FastifyServerOptions['logger'];
  ipLimits?: IpLimits;
  /** The Stripe SDK to use when Stripe is configured (tests point one at a local stand-in). */
  stripeClient?: Stripe;
  /** Called for every route as it is registered (the access table reads the routes from it). */
  onRoute?: (route: RouteOptions) => void;
  /** The archive imports' turns (tests take turns of their own on it). */
  archiveImports?: ArchiveImportTurns;
  /** The waits before each retry of a push the push service was too busy for (tests: short). */
  pushRetryDelaysMs?: readonly number[];
};

/** Every module, each registered under /api/v1 with the app's context. */
const MODULES: readonly FastifyPluginAsyncZod<ModuleOptions>[] = [
  authRoutes,
  passkeysRoutes,
  sessionLockRoutes,
  searchRoutes,
  usersRoutes,
  billingPlugin,
  siteRoutes,
  imagesRoutes,
  postsRoutes,
  communityRoutes,
  identityRoutes,
  excitementRoutes,
  feelingsRoutes,
  trackersRoutes,
  archiveRoutes,
  insightsRoutes,
  remindersRoutes,
  noticesRoutes,
  sealRoutes,
];

/** Registers every plugin and module; never listens (server.ts and the tests do). */
export async function buildApp(options: BuildAppOptions) {
  const { config } = options;
  // One middleware, made at start, for every answer: one made per request would parse the
  // policy again each time.
  const setHelmetHeaders = helmet(securityHeadersFor(config));
  const setSecurityHeaders: typeof setHelmetHeaders = (request, response, next) => {
    setNoStore(request, response);
    setHelmetHeaders(request, response, next);
  };
  const app = Fastify({
    logger: withLogSerializers(options.logger ?? { level: config.logLevel }),
    trustProxy: config.trustProxy,
    logController: new QuietRequestLog(),
    bodyLimit: 1024 * 1024,
    // The router's own refusals skip the hooks: they get the same headers from here.
    frameworkErrors: frameworkErrorHandler(setSecurityHeaders),
  }).withTypeProvider<ZodTypeProvider>();
  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  app.addHook('onRoute', refuseUndeclaredQueryParameters);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler);

  const context = await createAppContext(options, app.log);
  app.addHook('onClose', () => context.close());
  app.decorate('reminders', context.reminders);

  await app.register(errorsPlugin);
  await app.register(jsonBodyPlugin);
  app.addHook('onRequest', (request, reply, done) => {
    setSecurityHeaders(request.raw, reply.raw, (error) => done(error as Error | undefined));
  });
  await app.register(fastifyCookie);
  await app.register(rateLimitPlugin, { context });
  await app.register(openApiPlugin, { context });
  await app.register(authPlugin, {
    context,
    findSession: (token) => findSession(context.db, context.sessionCache, token, context.now()),
  });
  app.get(
    '/api/health',
    {
      schema: {
        tags: ['site'],
        summary: 'Liveness and database check',
        response: { 200: z.object({ status: z.literal('ok'), database: z.string() }) },
      },
    },
    async () => {
      try {
        await context.database.ping();
      } catch {
        throw new DomainError('unavailable', 'unavailable', 'The database is not answering.');
      }
      return { status: 'ok' as const, database: context.database.kind };
    },
  );

  await app.register(
    async (api) => {
      // Every API answer may be compressed; a route whose answer must not be says so itself
      // (`compress: false`, plugins/compression.ts says which and why).
      await api.register(fastifyCompress, COMPRESSION_OPTIONS);
      for (const module of MODULES) await api.register(module, { context });
    },
    { prefix: '/api/v1' },
  );

  await app.register(webAppPlugin, {
    webDist: config.webDist,
    documentServerBuild: config.webDocuments,
    sessionCookie: context.cookies.session,
    async homeHeroOf(sessionToken) {
      const session = await findSession(
        context.db,
        context.sessionCache,
        sessionToken,
        context.now(),
      );
      // A locked session's page carries nothing of the journal (decision 0047).
      return session && !session.locked ? getHomeHero(context.db, session.userId) : null;
    },
  });
  return app;
}
