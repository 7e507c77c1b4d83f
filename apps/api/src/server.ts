import v8 from 'node:v8';
import SonicBoom from 'sonic-boom';
import { buildApp } from './app.ts';
import { type Config, ConfigError, loadConfig } from './config/config.ts';
import { DataDirLockedError } from './db/data-dir-lock.ts';
import { openDatabase } from './db/open-database.ts';
import { type LogStream, stopOnSignals } from './stopping.ts';

/*
 * V8 lets the old generation grow up to about four times what was live at the last full
 * collection before it collects again, so under load the heap fills with garbage to several
 * times what is live. A factor of 1.5 keeps the server's memory near what it uses, for a few
 * more collections; the heap still grows as far as a request needs (no hard limit, as
 * --max-old-space-size would be; decision 0037 has the measures).
 */
v8.setFlagsFromString('--heap-growing-percent=50');

/** Log held while standard output takes nothing (a stalled reader); later lines are dropped. */
const LOG_BUFFER_BYTES = 4 * 1024 * 1024;

/**
 * The log's stream to standard output, written asynchronously with a bounded buffer. pino's
 * own streams (its default and pino.destination) flush synchronously when the process exits,
 * retrying for as long as the pipe is full, so a server whose reader had stalled never exited.
 * With the reader gone (EPIPE) there is nowhere to write the lines, and that must not stop the
 * server.
 */
function standardOutputLog(): LogStream {
  const stream = new SonicBoom({ fd: process.stdout.fd, sync: false, maxLength: LOG_BUFFER_BYTES });
  stream.on('error', () => {});
  return stream;
}

/**
 * Readable lines for a person at a terminal (the login code then stands on a line of its own);
 * JSON for whatever reads the log otherwise.
 */
async function serverLog(config: Config): Promise<LogStream> {
  const readable =
    config.logFormat === 'pretty' ||
    (config.logFormat === 'auto' && !config.isProduction && process.stdout.isTTY === true);
  if (!readable) return standardOutputLog();
  const { default: pretty } = await import('pino-pretty');
  return pretty({ translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname', sync: true });
}

async function main() {
  const config = loadConfig();
  const log = await serverLog(config);
  const database = await openDatabase(config);
  const app = await buildApp({
    config,
    database,
    logger: { level: config.logLevel, stream: log },
  });
  stopOnSignals(app, database, log);

  await app.listen({ port: config.port, host: config.host });
  if (!config.smtpUrl && !config.twilio) {
    app.log.warn('No SMTP_URL or Twilio configured: login codes are written to this log.');
  }
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) {
    console.error(`\n${error.message}\n`);
  } else {
    console.error('The server failed to start:', error);
  }
  process.exit(1);
});
