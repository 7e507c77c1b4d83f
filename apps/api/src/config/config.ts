import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseContact } from '@app/domain/contact.ts';
import { z } from 'zod';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

export class ConfigError extends Error {}

/** Names no one receives mail or push contact at (RFC 2606, RFC 6761). */
const RESERVED_NAMES = /(^|\.)(localhost|invalid|test|example|local)$/i;

/** A VAPID subject Apple's, Google's and Mozilla's push services take: a real mailto: or https:. */
function isUsablePushSubject(subject: string): boolean {
  if (!URL.canParse(subject)) return false;
  const url = new URL(subject);
  const host =
    url.protocol === 'mailto:'
      ? (url.pathname.split('@')[1] ?? '')
      : url.protocol === 'https:'
        ? url.hostname
        : '';
  return host.includes('.') && !RESERVED_NAMES.test(host) && !/^[\d.]+$|^\[/.test(host);
}

type Environment = Readonly<Record<string, string | undefined>>;

/**
 * What one part of the configuration is read from. Each setting names its environment
 * variables and what they become, so the configuration's type is inferred from this table and
 * a new variable is one entry here (and a row in the README's table).
 */
interface Setting<T> {
  read(env: Environment, problems: string[]): T;
}

/** A variable, blank taken as unset, parsed by `schema` (its default, its transform). */
function variable<S extends z.ZodType>(name: string, schema: S): Setting<z.output<S>> {
  return {
    read(env, problems) {
      const parsed = schema.safeParse(env[name] === '' ? undefined : env[name]);
      if (parsed.success) return parsed.data;
      problems.push(...parsed.error.issues.map((issue) => `${name}: ${issue.message}`));
      return undefined as z.output<S>;
    },
  };
}

/** Variables that work only together: all of them set, or none (then undefined). */
function allOrNone<const Names extends Record<string, string>>(
  names: Names,
  refusal: string,
): Setting<{ [K in keyof Names]: string } | undefined> {
  return {
    read(env, problems) {
      const values = Object.values(names).map((name) => env[name] || undefined);
      if (values.every((value) => value === undefined)) return undefined;
      if (values.some((value) => value === undefined)) {
        problems.push(refusal);
        return undefined;
      }
      return Object.fromEntries(Object.entries(names).map(([key, name]) => [key, env[name]])) as {
        [K in keyof Names]: string;
      };
    },
  };
}

type Settings = { readonly [key: string]: Setting<unknown> | Settings };
type Read<T> = T extends Setting<infer V> ? V : { -readonly [K in keyof T]: Read<T[K]> };

function readAll<T extends Settings>(settings: T, env: Environment, problems: string[]): Read<T> {
  return Object.fromEntries(
    Object.entries(settings).map(([key, setting]) => [
      key,
      'read' in setting && typeof setting.read === 'function'
        ? (setting as Setting<unknown>).read(env, problems)
        : readAll(setting as Settings, env, problems),
    ]),
  ) as Read<T>;
}

const optionalString = z.string().optional();
const wholeNumber = (min: number, max: number, fallback: number) =>
  z.coerce.number().int().min(min).max(max).default(fallback);
const mebibytes = (megabytes: number) => megabytes * 1024 * 1024;
const environment = z.enum(['development', 'production', 'test']).default('development');

const settings = {
  env: variable('NODE_ENV', environment),
  isProduction: variable(
    'NODE_ENV',
    environment.transform((env) => env === 'production'),
  ),
  port: variable('PORT', wholeNumber(0, 65535, 3000)),
  host: variable('HOST', z.string().default('127.0.0.1')),
  dataDir: variable(
    'DATA_DIR',
    z
      .string()
      .default('./data')
      .transform((dir) => path.resolve(dir)),
  ),
  databaseUrl: variable('DATABASE_URL', optionalString),
  smtpUrl: variable('SMTP_URL', optionalString),
  mailFrom: variable('MAIL_FROM', z.string().default('Inner Compass <no-reply@localhost>')),
  twilio: allOrNone(
    { accountSid: 'TWILIO_ACCOUNT_SID', authToken: 'TWILIO_AUTH_TOKEN', from: 'TWILIO_FROM' },
    'Twilio needs all three of TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM.',
  ),
  // Texts every stranger together may have sent in a day: each costs money, and numbers are
  // cheap to make up (auth.service.ts). A browser that signed in before is never held to it.
  textsPerDay: variable('TEXTS_PER_DAY', wholeNumber(1, 1_000_000, 1000)),
  // What one person's pictures may take, widths included (images.service.ts): an upload or an
  // import past it is refused, so no one account can fill the disk everyone's journal is on.
  imageRoomBytes: variable(
    'IMAGE_STORAGE_PER_PERSON_MB',
    wholeNumber(1, 10_000_000, 5120).transform(mebibytes),
  ),
  // What one person's writing may take (policies/storage-rooms.ts): every text they store,
  // counted as it is saved; a save or an import past it is refused.
  writingRoomBytes: variable(
    'WRITING_STORAGE_PER_PERSON_MB',
    wholeNumber(1, 10_000_000, 256).transform(mebibytes),
  ),
  redisUrl: variable('REDIS_URL', optionalString),
  appUrl: variable(
    'APP_URL',
    z
      .url()
      .default('http://localhost:3000')
      .transform((url) => new URL(url).origin),
  ),
  // How log lines look: `auto` is readable lines on a terminal outside production, else JSON.
  logFormat: variable('LOG_FORMAT', z.enum(['auto', 'pretty', 'json']).default('auto')),
  logLevel: variable(
    'LOG_LEVEL',
    z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  ),
  // Fastify's trustProxy: off unless `true` or the proxies to trust are listed.
  trustProxy: variable(
    'TRUST_PROXY',
    optionalString.transform((value): boolean | string =>
      value === undefined || value === 'false' ? false : value === 'true' ? true : value,
    ),
  ),
  // Contacts (as typed at login) whose accounts are made moderators when they sign in.
  moderatorContacts: variable(
    'MODERATOR_CONTACTS',
    optionalString.transform((value, context) =>
      (value ? value.split(',') : []).flatMap((entry) => {
        const contact = parseContact(entry);
        if (contact) return [contact.contact];
        context.addIssue({ code: 'custom', message: `"${entry.trim()}" is not a contact.` });
        return [];
      }),
    ),
  ),
  webDist: variable(
    'WEB_DIST',
    z
      .string()
      .default(path.join(repoRoot, 'apps/web/dist'))
      .transform((dir) => path.resolve(dir)),
  ),
  // The server build of the web's document module, which renders the pages (decision 0043).
  webDocuments: variable(
    'WEB_DOCUMENTS',
    z
      .string()
      .default(path.join(repoRoot, 'apps/web/dist-server'))
      .transform((dir) => path.resolve(dir)),
  ),
  // The happiness challenge starts on a stated August date.
  challengeStartDate: variable('CHALLENGE_START_DATE', z.iso.date().default('2027-08-01')),
  // How long GET /stats answers from memory (the footer asks on every page); 0: count each time.
  statsCacheMs: variable(
    'STATS_CACHE_SECONDS',
    wholeNumber(0, 3600, 60).transform((seconds) => seconds * 1000),
  ),
  push: {
    // Web Push's VAPID subject, the contact a push service may write to: mailto: or https:
    // (decision 0072). Unset: no push, and the start-up log says so.
    subject: variable(
      'PUSH_SUBJECT',
      optionalString.superRefine((value, context) => {
        if (value !== undefined && !isUsablePushSubject(value)) {
          context.addIssue({
            code: 'custom',
            message:
              `"${value}" is not a subject push services accept: use mailto: with an address ` +
              'you read, or an https: address of yours (Apple refuses localhost and reserved ' +
              'names such as .invalid and .test, without saying so).',
          });
        }
      }),
    ),
    // The local push service stand-in's origin, which tests may send to (http, loopback);
    // refused in production, where only the known push services are (push-endpoints.ts).
    testEndpointOrigin: variable(
      'PUSH_TEST_ENDPOINT_ORIGIN',
      optionalString.pipe(
        z
          .url()
          .transform((url) => new URL(url).origin)
          .optional(),
      ),
    ),
  },
  billing: {
    // The yearly price in cents ($29.00 a year; Stripe's smallest charge is 50 cents). With
    // Stripe, the price itself is STRIPE_PRICE_ID's.
    priceCents: variable('PRICE_CENTS', wholeNumber(50, 1_000_000, 2900)),
    trialDays: variable('TRIAL_DAYS', wholeNumber(0, 365, 30)),
    // Stripe when its four variables are set; otherwise the local billing provider.
    stripe: allOrNone(
      {
        secretKey: 'STRIPE_SECRET_KEY',
        publishableKey: 'STRIPE_PUBLISHABLE_KEY',
        priceId: 'STRIPE_PRICE_ID',
        webhookSecret: 'STRIPE_WEBHOOK_SECRET',
      },
      'Stripe needs all four of STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY, STRIPE_PRICE_ID and ' +
        'STRIPE_WEBHOOK_SECRET. Leave all four unset to use the local billing provider.',
    ),
  },
} satisfies Settings;

export type Config = Read<typeof settings>;
export type BillingConfig = Config['billing'];

/** Reads the environment once; refuses to boot on anything it cannot use. */
export function loadConfig(env: Environment = process.env): Config {
  const problems: string[] = [];
  const config = readAll(settings, env, problems);
  if (problems.length > 0) {
    throw new ConfigError(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  if (config.isProduction && !config.smtpUrl && !config.twilio) {
    throw new ConfigError(
      'NODE_ENV=production needs a way to deliver login codes: set SMTP_URL (e-mail) and/or ' +
        'TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM (SMS). Without one, codes would ' +
        'only reach the server log.',
    );
  }
  if (config.isProduction && config.push.testEndpointOrigin) {
    throw new ConfigError(
      'PUSH_TEST_ENDPOINT_ORIGIN is for tests: in production the server sends push only to the ' +
        'known push services.',
    );
  }
  return config;
}
