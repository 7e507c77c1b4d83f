import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseContact } from '@app/domain/contact.ts';
import { z } from 'zod';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

const blankAsUndefined = (value: unknown) => (value === '' ? undefined : value);
const optionalString = z.preprocess(blankAsUndefined, z.string().optional());

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('127.0.0.1'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optionalString,
  SMTP_URL: optionalString,
  MAIL_FROM: z.string().default('Inner Compass <no-reply@localhost>'),
  TWILIO_ACCOUNT_SID: optionalString,
  TWILIO_AUTH_TOKEN: optionalString,
  TWILIO_FROM: optionalString,
  // Texts every stranger together may have sent in a day: each costs money, and numbers are
  // cheap to make up (auth.service.ts). A browser that signed in before is never held to it.
  TEXTS_PER_DAY: z.preprocess(
    blankAsUndefined,
    z.coerce.number().int().min(1).max(1_000_000).default(1000),
  ),
  // What one person's pictures may take, in MB (images.service.ts): an upload or an import past
  // it is refused, so no one account can fill the disk everyone's journal is on.
  IMAGE_STORAGE_PER_PERSON_MB: z.preprocess(
    blankAsUndefined,
    z.coerce.number().int().min(1).max(10_000_000).default(5120),
  ),
  // What one person's writing may take, in MB (policies/storage-rooms.ts): every text they
  // store, counted as it is saved; a save or an import past it is refused.
  WRITING_STORAGE_PER_PERSON_MB: z.preprocess(
    blankAsUndefined,
    z.coerce.number().int().min(1).max(10_000_000).default(256),
  ),
  REDIS_URL: optionalString,
  APP_URL: z.url().default('http://localhost:3000'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: z.preprocess(blankAsUndefined, z.string().optional()),
  MODERATOR_CONTACTS: z.preprocess(blankAsUndefined, z.string().optional()),
  WEB_DIST: z.string().default(path.join(repoRoot, 'apps/web/dist')),
  // The server build of the web's document module, which renders the pages (decision 0043).
  WEB_DOCUMENTS: z.string().default(path.join(repoRoot, 'apps/web/dist-server')),
  // The spec's challenge "starts on a stated August date".
  CHALLENGE_START_DATE: z.preprocess(blankAsUndefined, z.iso.date().default('2027-08-01')),
  STRIPE_SECRET_KEY: optionalString,
  STRIPE_PUBLISHABLE_KEY: optionalString,
  STRIPE_PRICE_ID: optionalString,
  STRIPE_WEBHOOK_SECRET: optionalString,
  // The yearly price in cents ($29.00 a year); Stripe's smallest charge is 50 cents.
  PRICE_CENTS: z.preprocess(
    blankAsUndefined,
    z.coerce.number().int().min(50).max(1_000_000).default(2900),
  ),
  TRIAL_DAYS: z.preprocess(blankAsUndefined, z.coerce.number().int().min(0).max(365).default(30)),
  // How long GET /stats answers from memory (the footer asks on every page); 0: count each time.
  STATS_CACHE_SECONDS: z.preprocess(
    blankAsUndefined,
    z.coerce.number().int().min(0).max(3600).default(60),
  ),
});

export type Config = {
  env: 'development' | 'production' | 'test';
  isProduction: boolean;
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  twilio: { accountSid: string; authToken: string; from: string } | undefined;
  /** At most this many texts a day to browsers that never signed in (TEXTS_PER_DAY). */
  textsPerDay: number;
  /** The bytes one person's pictures may take, with the widths made of them (IMAGE_STORAGE_PER_PERSON_MB). */
  imageRoomBytes: number;
  /** The bytes one person's writing may take (WRITING_STORAGE_PER_PERSON_MB). */
  writingRoomBytes: number;
  redisUrl: string | undefined;
  appUrl: string;
  logLevel: string;
  /** Fastify's trustProxy: off unless TRUST_PROXY is `true` or lists the proxies to trust. */
  trustProxy: boolean | string;
  /** Contacts (as typed at login) whose accounts are made moderators when they sign in. */
  moderatorContacts: string[];
  webDist: string;
  /** apps/web/dist-server: what renders the web app's pages. */
  webDocuments: string;
  /** First day of the happiness challenge, YYYY-MM-DD. */
  challengeStartDate: string;
  /** How long GET /stats answers from memory, in milliseconds (STATS_CACHE_SECONDS). */
  statsCacheMs: number;
  billing: BillingConfig;
};

export type StripeConfig = {
  secretKey: string;
  publishableKey: string;
  priceId: string;
  webhookSecret: string;
};

export type BillingConfig = {
  /** The yearly price in cents. With Stripe, the price itself is STRIPE_PRICE_ID's. */
  priceCents: number;
  trialDays: number;
  /** Stripe when STRIPE_SECRET_KEY is set; otherwise the local billing provider. */
  stripe: StripeConfig | undefined;
};

export class ConfigError extends Error {}

/** Reads the environment once; refuses to boot on anything it cannot use. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  const e = parsed.data;
  const twilioParts = [e.TWILIO_ACCOUNT_SID, e.TWILIO_AUTH_TOKEN, e.TWILIO_FROM];
  if (twilioParts.some(Boolean) && !twilioParts.every(Boolean)) {
    throw new ConfigError(
      'Twilio needs all three of TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM.',
    );
  }
  const twilio =
    e.TWILIO_ACCOUNT_SID && e.TWILIO_AUTH_TOKEN && e.TWILIO_FROM
      ? { accountSid: e.TWILIO_ACCOUNT_SID, authToken: e.TWILIO_AUTH_TOKEN, from: e.TWILIO_FROM }
      : undefined;
  const stripeParts = [
    e.STRIPE_SECRET_KEY,
    e.STRIPE_PUBLISHABLE_KEY,
    e.STRIPE_PRICE_ID,
    e.STRIPE_WEBHOOK_SECRET,
  ];
  if (stripeParts.some(Boolean) && !stripeParts.every(Boolean)) {
    throw new ConfigError(
      'Stripe needs all four of STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY, STRIPE_PRICE_ID and ' +
        'STRIPE_WEBHOOK_SECRET. Leave all four unset to use the local billing provider.',
    );
  }
  const stripe =
    e.STRIPE_SECRET_KEY && e.STRIPE_PUBLISHABLE_KEY && e.STRIPE_PRICE_ID && e.STRIPE_WEBHOOK_SECRET
      ? {
          secretKey: e.STRIPE_SECRET_KEY,
          publishableKey: e.STRIPE_PUBLISHABLE_KEY,
          priceId: e.STRIPE_PRICE_ID,
          webhookSecret: e.STRIPE_WEBHOOK_SECRET,
        }
      : undefined;
  const isProduction = e.NODE_ENV === 'production';
  if (isProduction && !e.SMTP_URL && !twilio) {
    throw new ConfigError(
      'NODE_ENV=production needs a way to deliver login codes: set SMTP_URL (e-mail) and/or ' +
        'TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM (SMS). Without one, codes would ' +
        'only reach the server log.',
    );
  }
  return {
    env: e.NODE_ENV,
    isProduction,
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    twilio,
    textsPerDay: e.TEXTS_PER_DAY,
    imageRoomBytes: e.IMAGE_STORAGE_PER_PERSON_MB * 1024 * 1024,
    writingRoomBytes: e.WRITING_STORAGE_PER_PERSON_MB * 1024 * 1024,
    redisUrl: e.REDIS_URL,
    appUrl: new URL(e.APP_URL).origin,
    logLevel: e.LOG_LEVEL,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    moderatorContacts: parseModeratorContacts(e.MODERATOR_CONTACTS),
    webDist: path.resolve(e.WEB_DIST),
    webDocuments: path.resolve(e.WEB_DOCUMENTS),
    challengeStartDate: e.CHALLENGE_START_DATE,
    statsCacheMs: e.STATS_CACHE_SECONDS * 1000,
    billing: { priceCents: e.PRICE_CENTS, trialDays: e.TRIAL_DAYS, stripe },
  };
}

function parseModeratorContacts(value: string | undefined): string[] {
  if (!value) return [];
  return value.split(',').map((entry) => {
    const contact = parseContact(entry);
    if (!contact) throw new ConfigError(`MODERATOR_CONTACTS: "${entry.trim()}" is not a contact.`);
    return contact.contact;
  });
}

function parseTrustProxy(value: string | undefined): boolean | string {
  if (value === undefined || value === 'false') return false;
  return value === 'true' ? true : value;
}
