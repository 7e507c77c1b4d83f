import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyServerOptions, type RouteOptions } from 'fastify';
import {
  jsonSchemaTransform,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import helmet, { type HelmetOptions } from 'helmet';
import { Redis } from 'ioredis';
import type Stripe from 'stripe';
import { z } from 'zod';
import type { Config } from './config/config.ts';
import { loadAppSecret } from './db/app-secrets.ts';
import type { DatabaseHandle } from './db/client.ts';
import { createMessenger, type Messenger } from './messaging/messenger.ts';
import { archiveRoutes } from './modules/archive/archive.routes.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { SessionCache } from './modules/auth/session-cache.ts';
import { findSession } from './modules/auth/sessions.service.ts';
import {
  billingPlugin,
  createBillingProvider,
  STRIPE_CSP,
} from './modules/billing/billing.plugin.ts';
import { communityRoutes } from './modules/community/community.routes.ts';
import { excitementRoutes } from './modules/excitement/excitement.routes.ts';
import { feelingsRoutes } from './modules/feelings/feelings.routes.ts';
import { identityRoutes } from './modules/identity/identity.routes.ts';
import { imagesRoutes } from './modules/images/images.routes.ts';
import { insightsRoutes } from './modules/insights/insights.routes.ts';
import { postsRoutes } from './modules/posts/posts.routes.ts';
import { createReminderScheduler } from './modules/reminders/reminder-scheduler.ts';
import { remindersRoutes } from './modules/reminders/reminders.routes.ts';
import { createUnsubscribeTokens } from './modules/reminders/unsubscribe-token.ts';
import { searchRoutes } from './modules/search/search.routes.ts';
import { siteRoutes } from './modules/site/site.routes.ts';
import { trackersRoutes } from './modules/trackers/trackers.routes.ts';
import { usersRoutes } from './modules/users/users.routes.ts';
import { getHomeHero } from './modules/users/users.service.ts';
import { authPlugin } from './plugins/auth.ts';
import { CLIENT_IPV6_PREFIX } from './plugins/client-address.ts';
import { COMPRESSION_OPTIONS } from './plugins/compression.ts';
import { AppError, errorsPlugin, frameworkErrorHandler } from './plugins/errors.ts';
import { jsonBodyPlugin } from './plugins/json-body.ts';
import { responseSerializerCompiler } from './plugins/response-serializer.ts';
import { refuseUndeclaredQueryParameters } from './plugins/strict-query.ts';
import { webAppPlugin } from './plugins/web-app.ts';

export const APP_NAME = 'Inner Compass';

export type BuildAppOptions = {
  config: Config;
  database: DatabaseHandle;
  /** Injectable clock for expiry rules. */
  now?: () => Date;
  messenger?: Messenger;
  logger?: FastifyServerOptions['logger'];
  /** Per-IP limits on the login routes (send: per window, verify: per window). */
  ipLimits?: { sendPerWindow: number; verifyPerWindow: number; windowMs: number };
  /** The Stripe SDK to use when Stripe is configured (tests point one at a local stand-in). */
  stripeClient?: Stripe;
  /** Called for every route as it is registered (the access table reads the routes from it). */
  onRoute?: (route: RouteOptions) => void;
};

const DEFAULT_IP_LIMITS = { sendPerWindow: 20, verifyPerWindow: 30, windowMs: 5 * 60 * 1000 };

/** Helmet's headers for every answer: the app's CSP, frame denial, HSTS in production. */
function securityHeadersFor(config: Config): HelmetOptions {
  return {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...(config.billing.stripe ? STRIPE_CSP.scriptSrc : [])],
        // Mantine writes its CSS variables and component styles into style tags.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: ["'self'", ...(config.billing.stripe ? STRIPE_CSP.connectSrc : [])],
        // Stripe's Payment Element lives in Stripe's frames.
        ...(config.billing.stripe ? { frameSrc: ["'self'", ...STRIPE_CSP.frameSrc] } : {}),
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: config.isProduction ? [] : null,
      },
    },
    hsts: config.isProduction ? { maxAge: 31536000, includeSubDomains: true } : false,
    // Frame denial for browsers that predate frame-ancestors, matching it (helmet: SAMEORIGIN).
    xFrameOptions: { action: 'deny' },
    crossOriginEmbedderPolicy: false,
  };
}

/** Registers every plugin and module; never listens (server.ts and the tests do). */
export async function buildApp(options: BuildAppOptions) {
  const { config, database } = options;
  const now = options.now ?? (() => new Date());
  // One middleware for every answer (@fastify/helmet made a new one, parsing the policy again,
  // for every request: a few percent of the server's work on a page of posts).
  const setSecurityHeaders = helmet(securityHeadersFor(config));
  const app = Fastify({
    logger: options.logger ?? { level: config.logLevel },
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    // The router's own refusals skip the hooks: they get the same headers from here.
    frameworkErrors: frameworkErrorHandler(setSecurityHeaders),
  }).withTypeProvider<ZodTypeProvider>();
  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  app.addHook('onRoute', refuseUndeclaredQueryParameters);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler);

  const messenger = options.messenger ?? createMessenger(config, app.log);
  const billing = createBillingProvider(config.billing, {
    stripeClient: options.stripeClient,
    log: app.log,
  });
  const redis = config.redisUrl
    ? new Redis(config.redisUrl, { connectTimeout: 1000, maxRetriesPerRequest: 1 })
    : undefined;
  app.addHook('onClose', async () => {
    messenger.close();
    redis?.disconnect();
  });

  const cookieName = config.isProduction ? '__Host-session' : 'session';
  const deviceCookieName = config.isProduction ? '__Host-login-device' : 'login-device';

  await app.register(errorsPlugin);
  await app.register(jsonBodyPlugin);
  app.addHook('onRequest', (request, reply, done) => {
    setSecurityHeaders(request.raw, reply.raw, (error) => done(error as Error | undefined));
  });
  await app.register(fastifyCookie);
  await app.register(fastifyRateLimit, {
    global: false,
    // The plugin's own key is clientAddressKey's: the address, an IPv6 client by its prefix.
    ipv6Subnet: CLIENT_IPV6_PREFIX,
    ...(redis ? { redis, skipOnError: true } : {}),
    errorResponseBuilder: (_request, context) =>
      new AppError(
        429,
        'rate_limited',
        `Too many attempts from your network. Please wait ${Math.ceil(context.ttl / 1000)} seconds.`,
        { 'retry-after': String(Math.ceil(context.ttl / 1000)) },
      ),
  });
  await app.register(fastifySwagger, {
    openapi: {
      info: { title: `${APP_NAME} API`, version: '1.0.0' },
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer' },
          cookie: { type: 'apiKey', in: 'cookie', name: cookieName },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    // Swagger UI sets a few inline styles of its own. Its page needs no <base> and no framing,
    // so those stay as strict as the app's (its own policy says 'self' for both).
    transformStaticCSP: (header) =>
      header
        .replace(/style-src [^;]*/, "style-src 'self' 'unsafe-inline'")
        .replace(/base-uri [^;]*/, "base-uri 'none'")
        .replace(/frame-ancestors [^;]*/, "frame-ancestors 'none'"),
  });
  const sessionCache = await SessionCache.start(database);
  app.addHook('onClose', () => sessionCache.close());
  await app.register(authPlugin, {
    db: database.db,
    sessionCache,
    now,
    cookieName,
    appUrl: config.appUrl,
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
        await database.ping();
      } catch {
        throw new AppError(503, 'unavailable', 'The database is not answering.');
      }
      return { status: 'ok' as const, database: database.kind };
    },
  );

  const codeSecret = await loadAppSecret(database.db, 'login-code-hmac');
  const unsubscribeTokens = createUnsubscribeTokens(
    await loadAppSecret(database.db, 'reminder-unsubscribe-hmac'),
  );
  const reminders = createReminderScheduler({
    db: database.db,
    messenger,
    tokens: unsubscribeTokens,
    now,
    log: app.log,
    appName: APP_NAME,
    appUrl: config.appUrl,
  });
  app.decorate('reminders', reminders);
  await app.register(
    async (api) => {
      // Uncompressed: the login routes and search (plugins/compression.ts says why).
      await api.register(authRoutes, {
        deps: {
          db: database.db,
          messenger,
          codeSecret,
          now,
          appName: APP_NAME,
          log: app.log,
          moderatorContacts: config.moderatorContacts,
        },
        sessionCache,
        cookieName,
        deviceCookieName,
        secureCookie: config.isProduction,
        ipLimits: options.ipLimits ?? DEFAULT_IP_LIMITS,
      });
      await api.register(searchRoutes, { db: database.db });
      await api.register(async (compressed) => {
        await compressed.register(fastifyCompress, COMPRESSION_OPTIONS);
        await compressed.register(usersRoutes, {
          db: database.db,
          billing,
          sessionCache,
          now,
          cookieName,
          deviceCookieName,
          secureCookie: config.isProduction,
        });
        await compressed.register(billingPlugin, {
          db: database.db,
          billing,
          now,
          config: config.billing,
          isProduction: config.isProduction,
        });
        await compressed.register(siteRoutes, {
          db: database.db,
          now,
          statsCacheMs: config.statsCacheMs,
        });
        await compressed.register(imagesRoutes, { db: database.db, now });
        await compressed.register(postsRoutes, { db: database.db });
        await compressed.register(communityRoutes, {
          db: database.db,
          messenger,
          appName: APP_NAME,
          appUrl: config.appUrl,
          log: app.log,
          challengeStartDate: config.challengeStartDate,
        });
        await compressed.register(identityRoutes, { db: database.db });
        await compressed.register(excitementRoutes, { db: database.db });
        await compressed.register(feelingsRoutes, { db: database.db });
        await compressed.register(trackersRoutes, { db: database.db });
        await compressed.register(archiveRoutes, { db: database.db, now });
        await compressed.register(insightsRoutes, { db: database.db, now });
        await compressed.register(remindersRoutes, {
          db: database.db,
          now,
          appUrl: config.appUrl,
          tokens: unsubscribeTokens,
          scheduler: reminders,
        });
      });
    },
    { prefix: '/api/v1' },
  );

  await app.register(webAppPlugin, {
    webDist: config.webDist,
    sessionCookie: cookieName,
    async homeHeroOf(sessionToken) {
      const session = await findSession(database.db, sessionCache, sessionToken, now());
      return session ? getHomeHero(database.db, session.userId) : null;
    },
  });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
