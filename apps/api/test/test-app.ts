import fs from 'node:fs/promises';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { type BuildAppOptions, buildApp } from '../src/app.ts';
import { type Config, loadConfig } from '../src/config/config.ts';
import { type DatabaseHandle, openPglite, openPostgres } from '../src/db/client.ts';
import { createMessenger } from '../src/messaging/messenger.ts';
import { startSmtpTestServer } from './smtp-test-server.ts';
import { startTwilioStandIn } from './twilio-stand-in.ts';

/** A clock the test moves by hand. */
export function createTestClock(start = new Date('2026-06-01T12:00:00Z')) {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance: (ms: number) => {
      current += ms;
    },
  };
}

async function openTestDatabase(): Promise<DatabaseHandle> {
  const template = inject('postgresTemplate');
  if (template) {
    const name = `t_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
    const admin = new pg.Client({ connectionString: template.url });
    await admin.connect();
    await admin.query(`create database ${name} template ${template.database}`);
    const url = new URL(template.url);
    url.pathname = `/${name}`;
    const handle = await openPostgres(url.toString());
    return {
      ...handle,
      close: async () => {
        await handle.close();
        await admin.query(`drop database if exists ${name} with (force)`);
        await admin.end();
      },
    };
  }
  const image = await fs.readFile(inject('pgliteImagePath'));
  return openPglite({ loadDataDir: new Blob([image]) });
}

/**
 * A full app on its own migrated database, with a real SMTP server receiving its mail.
 * One per test file (or per test where isolation matters). Overrides that need the app's
 * config (its SMTP server's address) can be given as a function of it.
 */
export async function createTestApp(
  overrides: Partial<BuildAppOptions> | ((config: Config) => Partial<BuildAppOptions>) = {},
  env: NodeJS.ProcessEnv = {},
) {
  const smtp = await startSmtpTestServer();
  const database = await openTestDatabase();
  const config = loadConfig({
    NODE_ENV: 'test',
    SMTP_URL: smtp.url,
    MAIL_FROM: 'Inner Compass <login@innercompass.test>',
    APP_URL: 'http://localhost:3000',
    LOG_LEVEL: 'silent',
    WEB_DIST: '/nonexistent',
    PUSH_SUBJECT: 'mailto:reminders@innercompass.app',
    ...env,
  });
  const app = await buildApp({
    config,
    database,
    logger: false,
    ...(typeof overrides === 'function' ? overrides(config) : overrides),
  });
  await app.ready();
  /** One API request as a person (their bearer token) or, with null, as a visitor. */
  const call = (
    person: { headers: Record<string, string> } | null,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
  ) =>
    app.inject({
      method,
      url: `/api/v1${url}`,
      headers: person?.headers ?? {},
      ...(payload !== undefined ? { payload } : {}),
    });
  return {
    app,
    call,
    db: database.db,
    database,
    smtp,
    config,
    close: async () => {
      await app.close();
      await database.close();
      await smtp.close();
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/**
 * A full test app whose text messages go through Twilio's client to a local stand-in;
 * `texts` is what the stand-in received. E-mail is off unless `email` is set, so a test
 * sees a contact without a channel refused. `log` is the messenger's: it is made before the
 * app, so the app's own log does not exist yet. `env` is the app's configuration's, as for
 * createTestApp.
 */
export async function createTwilioTestApp(
  log: FastifyBaseLogger,
  {
    email = false,
    env = {},
    ...overrides
  }: Partial<BuildAppOptions> & { email?: boolean; env?: NodeJS.ProcessEnv } = {},
) {
  const twilio = await startTwilioStandIn();
  const test = await createTestApp(
    (config) => ({
      ...overrides,
      messenger: createMessenger(
        {
          smtpUrl: email ? config.smtpUrl : undefined,
          mailFrom: config.mailFrom,
          twilio: { accountSid: `AC${'0'.repeat(32)}`, authToken: 't', from: '+15005550006' },
        },
        log,
        twilio.origin,
      ),
    }),
    env,
  );
  return {
    ...test,
    texts: twilio.received,
    close: async () => {
      twilio.close();
      await test.close();
    },
  };
}
