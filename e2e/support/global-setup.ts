import { type ChildProcess, spawn } from 'node:child_process';
import { createWriteStream, existsSync } from 'node:fs';
import { cp, mkdir, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { simpleParser } from 'mailparser';
import pg from 'pg';
import { SMTPServer } from 'smtp-server';
import {
  BASE_URL_ENV,
  DATA_DIR_ENV,
  DATABASE_URL_ENV,
  MAIL_DIR_ENV,
  POSTGRES_SERVER_ENV,
  writeMail,
} from './mail-store.ts';
import { MODERATOR_CLAIMS_ENV, MODERATOR_EMAILS } from './moderators.ts';

const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const WEB_DIST = join(REPO_ROOT, 'apps/web/dist');
const WEB_INDEX = join(WEB_DIST, 'index.html');
const SERVER_ENTRY = 'apps/api/src/server.ts';
const SERVER_LOG = join(REPO_ROOT, 'e2e/.output/server.log');
const HOST = '127.0.0.1';
/** The push service address the journeys' devices name (reminders-push.spec.ts). */
export const PUSH_TEST_ENDPOINT_ORIGIN = 'http://127.0.0.1:9';
// A fresh PGlite directory takes a few seconds to create; a loaded CI machine takes longer.
const BOOT_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 10_000;

/** Variables that would point the app under test at real services instead of its own. */
const INHERITED_ENV_TO_DROP = [
  'DATABASE_URL',
  'TEST_DATABASE_URL',
  'REDIS_URL',
  'SMTP_URL',
  'STRIPE_SECRET_KEY',
  'STRIPE_WEBHOOK_SECRET',
  'TWILIO_ACCOUNT_SID',
  'TWILIO_AUTH_TOKEN',
  'TWILIO_FROM',
  'PORT',
  'HOST',
  'APP_URL',
  'DATA_DIR',
  'WEB_DIST',
  'TRUST_PROXY',
];

async function findFreePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, HOST, () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolvePort(port));
    });
  });
}

async function startMailServer(
  mailDir: string,
): Promise<{ port: number; stop: () => Promise<void> }> {
  let seq = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    size: 1024 * 1024,
    onData(stream, session, callback) {
      const recipients = session.envelope.rcptTo.map((to) => to.address.toLowerCase());
      simpleParser(stream)
        .then((parsed) => {
          seq += 1;
          return writeMail(mailDir, {
            seq,
            receivedAt: new Date().toISOString(),
            recipients,
            from: parsed.from?.text ?? '',
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : null,
          });
        })
        .then(
          () => callback(),
          (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
        );
    },
  });
  await new Promise<void>((resolveListen, reject) => {
    server.on('error', reject);
    server.listen(0, HOST, () => resolveListen());
  });
  const address = server.server.address();
  if (typeof address !== 'object' || address === null) {
    throw new Error('The test SMTP server did not report its port.');
  }
  return {
    port: address.port,
    stop: () => new Promise<void>((resolveClose) => server.close(() => resolveClose())),
  };
}

async function waitForHealth(url: string, app: ChildProcess, logTail: () => string): Promise<void> {
  const deadline = Date.now() + BOOT_TIMEOUT_MS;
  let lastProblem = 'no answer yet';
  while (Date.now() < deadline) {
    if (app.exitCode !== null || app.signalCode !== null) {
      throw new Error(
        `The app exited (${app.exitCode ?? app.signalCode}) before answering ${url}.\n` +
          `Last server output (full log: ${SERVER_LOG}):\n${logTail()}`,
      );
    }
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      if (response.status === 200) {
        return;
      }
      lastProblem = `HTTP ${response.status}`;
    } catch (error) {
      lastProblem = error instanceof Error ? error.message : String(error);
    }
    await new Promise((wake) => setTimeout(wake, 200));
  }
  throw new Error(
    `${url} did not answer 200 within ${BOOT_TIMEOUT_MS / 1000} s (last: ${lastProblem}).\n` +
      `Last server output (full log: ${SERVER_LOG}):\n${logTail()}`,
  );
}

async function stopApp(app: ChildProcess): Promise<void> {
  if (app.exitCode !== null || app.signalCode !== null) {
    return;
  }
  const exited = new Promise<void>((resolveExit) => app.once('exit', () => resolveExit()));
  app.kill('SIGTERM');
  const timer = setTimeout(() => app.kill('SIGKILL'), STOP_TIMEOUT_MS);
  await exited;
  clearTimeout(timer);
}

/**
 * A fresh database on the PostgreSQL server given to the run, and how to drop it afterwards.
 */
async function makePostgresDatabase(
  serverUrl: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `e2e_${Date.now()}_${process.pid}`;
  const admin = async (statement: string): Promise<void> => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`create database "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => admin(`drop database if exists "${name}" with (force)`),
  };
}

/**
 * Starts a real SMTP server and the built app on a fresh PGlite directory (or a fresh database
 * on the PostgreSQL server given in E2E_POSTGRES_SERVER), once for the whole run. Tests find them through environment variables, which the worker processes inherit.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  if (!existsSync(WEB_INDEX)) {
    throw new Error(
      `${WEB_INDEX} is missing: build the web app first (npm run build), ` +
        'or run the whole browser suite with npm run test:e2e.',
    );
  }
  if (!existsSync(join(REPO_ROOT, SERVER_ENTRY))) {
    throw new Error(`${SERVER_ENTRY} is missing: the API server is not there to test.`);
  }

  const workDir = await mkdtemp(join(tmpdir(), 'inner-compass-e2e-'));
  const dataDir = join(workDir, 'data');
  const mailDir = join(workDir, 'mail');
  const webDist = join(workDir, 'web');
  const moderatorClaimsDir = join(workDir, 'moderator-claims');
  await mkdir(dataDir);
  await mkdir(mailDir);
  await mkdir(moderatorClaimsDir);
  // A copy, so that someone rebuilding the web app meanwhile (vite empties dist first)
  // cannot pull the pages out from under a running suite.
  await cp(WEB_DIST, webDist, { recursive: true });

  const mail = await startMailServer(mailDir);
  const postgresServer = process.env[POSTGRES_SERVER_ENV];
  const database = postgresServer ? await makePostgresDatabase(postgresServer) : null;
  const port = await findFreePort();
  // The app listens on the loopback address but is opened as localhost: the relying party of
  // passkeys is APP_URL's host, and browsers refuse an IP address as one (decision 0045).
  const origin = `http://localhost:${port}`;

  await mkdir(dirname(SERVER_LOG), { recursive: true });
  const log = createWriteStream(SERVER_LOG, { flags: 'w' });
  let tail = '';
  const remember = (chunk: Buffer): void => {
    log.write(chunk);
    tail = (tail + chunk.toString('utf8')).slice(-4_000);
  };

  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const name of INHERITED_ENV_TO_DROP) {
    delete env[name];
  }
  const app = spawn(process.execPath, ['--import', 'tsx', SERVER_ENTRY], {
    cwd: REPO_ROOT,
    env: {
      ...env,
      PORT: String(port),
      HOST,
      DATA_DIR: dataDir,
      ...(database ? { DATABASE_URL: database.url } : {}),
      SMTP_URL: `smtp://${HOST}:${mail.port}`,
      MAIL_FROM: 'Inner Compass <login@innercompass.test>',
      APP_URL: origin,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
      WEB_DIST: webDist,
      // The tests stand behind this "proxy": each test sends its own X-Forwarded-For, so the
      // per-IP login limits count each test as its own visitor (see fixtures.ts).
      TRUST_PROXY: HOST,
      // Real moderators: these addresses get the role when they sign in (see moderators.ts).
      MODERATOR_CONTACTS: MODERATOR_EMAILS.join(','),
      // A room for pictures that a journey fills in a few uploads (profile.spec.ts); the others
      // upload a few pictures of tens of KB.
      IMAGE_STORAGE_PER_PERSON_MB: '4',
      // The footer's counts are checked right after a sign-up: no minute-long stats cache.
      STATS_CACHE_SECONDS: '0',
      // Web Push on (reminders.spec.ts turns it on for a device).
      PUSH_SUBJECT: 'mailto:reminders@innercompass.app',
      // Chromium without Google's push service cannot subscribe: the journey's device names an
      // address of this origin, where nothing listens (nothing is pushed on the real clock).
      PUSH_TEST_ENDPOINT_ORIGIN: PUSH_TEST_ENDPOINT_ORIGIN,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  app.stdout?.on('data', remember);
  app.stderr?.on('data', remember);

  const teardown = async (): Promise<void> => {
    await stopApp(app);
    await mail.stop();
    await database?.drop();
    await new Promise<void>((resolveEnd) => log.end(() => resolveEnd()));
    await rm(workDir, { recursive: true, force: true });
  };

  try {
    await waitForHealth(`${origin}/api/health`, app, () => tail);
  } catch (error) {
    await teardown();
    throw error;
  }

  process.env[BASE_URL_ENV] = origin;
  process.env[MAIL_DIR_ENV] = mailDir;
  process.env[DATA_DIR_ENV] = dataDir;
  if (database) process.env[DATABASE_URL_ENV] = database.url;
  process.env[MODERATOR_CLAIMS_ENV] = moderatorClaimsDir;
  return teardown;
}
