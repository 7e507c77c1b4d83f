import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import type { BuildAppOptions } from './app.ts';
import type { Config } from './config/config.ts';
import { loadAppSecret } from './db/app-secrets.ts';
import type { Database, DatabaseHandle } from './db/client.ts';
import { createMessenger, type Messenger } from './messaging/messenger.ts';
import { createPushSender, type PushSender } from './messaging/push-sender.ts';
import { ArchiveImportTurns } from './modules/archive/archive-import-turns.ts';
import { SessionCache } from './modules/auth/session-cache.ts';
import { SESSION_COOKIES, type SessionCookies } from './modules/auth/session-cookies.ts';
import { createBillingProvider } from './modules/billing/billing.plugin.ts';
import type { AccessPolicy } from './modules/billing/billing.service.ts';
import type { BillingProvider } from './modules/billing/billing-provider.ts';
import {
  createReminderScheduler,
  type ReminderScheduler,
} from './modules/reminders/reminder-scheduler.ts';
import {
  createUnsubscribeTokens,
  type UnsubscribeTokens,
} from './modules/reminders/unsubscribe-token.ts';

export const APP_NAME = 'Inner Compass';

/** Per-IP limits on the login routes (send: per window, verify: per window). */
export type IpLimits = { sendPerWindow: number; verifyPerWindow: number; windowMs: number };

const DEFAULT_IP_LIMITS: IpLimits = {
  sendPerWindow: 20,
  verifyPerWindow: 30,
  windowMs: 5 * 60 * 1000,
};

/**
 * The services the whole app shares, built once per app and handed to every module the same
 * way (`ModuleOptions`): a module takes what it needs from it, so tests inject a clock, a
 * messenger or a Stripe client in one place and every rule sees it.
 */
export type AppContext = {
  readonly config: Config;
  readonly database: DatabaseHandle;
  /** The database handle every service takes (`database.db`). */
  readonly db: Database;
  /** The clock every rule reads. */
  readonly now: () => Date;
  readonly log: FastifyBaseLogger;
  readonly messenger: Messenger;
  /** Web Push with the server's VAPID keys (off without PUSH_SUBJECT). */
  readonly push: PushSender;
  readonly billing: BillingProvider;
  /** What the rule on who may create reads: the trial, the provider and the clock. */
  readonly access: AccessPolicy;
  readonly sessionCache: SessionCache;
  readonly cookies: SessionCookies;
  readonly ipLimits: IpLimits;
  /** The rate limits' shared store when several servers share the load (REDIS_URL). */
  readonly redis: Redis | undefined;
  /** The HMAC key of login codes. */
  readonly loginCodeSecret: string;
  /** The key passkey challenges are minted with (decision 0055). */
  readonly passkeyChallengeSecret: string;
  readonly unsubscribeTokens: UnsubscribeTokens;
  readonly reminders: ReminderScheduler;
  /** Whose archive this process imports when (decision 0053). */
  readonly archiveImports: ArchiveImportTurns;
  /** Releases what the context holds open (mail, Redis, the session cache's listener). */
  close(): Promise<void>;
};

/** How every module plugin is registered. */
export type ModuleOptions = { context: AppContext };

export async function createAppContext(
  options: BuildAppOptions,
  log: FastifyBaseLogger,
): Promise<AppContext> {
  const { config, database } = options;
  const db = database.db;
  const now = options.now ?? (() => new Date());
  const messenger = options.messenger ?? createMessenger(config, log);
  const billing = createBillingProvider(config.billing, {
    stripeClient: options.stripeClient,
    log,
  });
  const redis = config.redisUrl
    ? new Redis(config.redisUrl, { connectTimeout: 1000, maxRetriesPerRequest: 1 })
    : undefined;
  const sessionCache = await SessionCache.start(database);
  const push = await createPushSender(db, config);
  if (!push.publicKey) {
    log.warn(
      'Web Push is off: set PUSH_SUBJECT to a mailto: address you read or an https: address ' +
        'of yours (docs/operations.md); reminders go by e-mail or SMS only.',
    );
  }
  const unsubscribeTokens = createUnsubscribeTokens(
    await loadAppSecret(db, 'reminder-unsubscribe-hmac'),
  );
  return {
    config,
    database,
    db,
    now,
    log,
    messenger,
    push,
    billing,
    access: { trialDays: config.billing.trialDays, provider: billing.kind },
    sessionCache,
    cookies: config.isProduction ? SESSION_COOKIES.production : SESSION_COOKIES.development,
    ipLimits: options.ipLimits ?? DEFAULT_IP_LIMITS,
    redis,
    loginCodeSecret: await loadAppSecret(db, 'login-code-hmac'),
    passkeyChallengeSecret: await loadAppSecret(db, 'passkey-challenge-hmac'),
    unsubscribeTokens,
    reminders: createReminderScheduler(db, now, {
      messenger,
      push,
      pushRetryDelaysMs: options.pushRetryDelaysMs,
      tokens: unsubscribeTokens,
      log,
      appName: APP_NAME,
      appUrl: config.appUrl,
    }),
    archiveImports: options.archiveImports ?? new ArchiveImportTurns(),
    async close() {
      messenger.close();
      redis?.disconnect();
      await sessionCache.close();
    },
  };
}
