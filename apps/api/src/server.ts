import os from 'node:os';
import v8 from 'node:v8';
import type { FastifyInstance } from 'fastify';
import SonicBoom from 'sonic-boom';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config/config.ts';
import type { DatabaseHandle } from './db/client.ts';
import { DataDirLockedError } from './db/data-dir-lock.ts';
import { openDatabase } from './db/open-database.ts';

/*
 * V8 lets the old generation grow up to about four times what was live at the last full
 * collection before it collects again, so under load the heap fills with garbage to several
 * times what is live. A factor of 1.5 keeps the server's memory near what it uses, for a few
 * more collections; the heap still grows as far as a request needs (no hard limit, as
 * --max-old-space-size would be; decision 0037 has the measures).
 */
v8.setFlagsFromString('--heap-growing-percent=50');

/** After SIGTERM or SIGINT, requests in flight get this long; then their connections are cut. */
const DRAIN_MS = 8_000;
/** The whole stop, closing the database included, ends within this whatever hangs. */
const STOP_LIMIT_MS = 10_000;
/** What is left of the log after a stop gets this long to reach standard output. */
const LOG_FLUSH_MS = 500;
/**
 * A signal this soon after the first is the same stop, not a second one: Ctrl-C under
 * `npm start` reaches the server twice, from the terminal and forwarded by npm.
 */
const SAME_STOP_MS = 500;
/** Log held while standard output takes nothing (a stalled reader); later lines are dropped. */
const LOG_BUFFER_BYTES = 4 * 1024 * 1024;

/**
 * The log's stream to standard output, written asynchronously with a bounded buffer. pino's
 * own streams (its default and pino.destination) flush synchronously when the process exits,
 * retrying for as long as the pipe is full, so a server whose reader had stalled never exited.
 * With the reader gone (EPIPE) there is nowhere to write the lines, and that must not stop the
 * server.
 */
function standardOutputLog(): SonicBoom {
  const stream = new SonicBoom({ fd: process.stdout.fd, sync: false, maxLength: LOG_BUFFER_BYTES });
  stream.on('error', () => {});
  return stream;
}

/** Ends the log stream, waiting at most LOG_FLUSH_MS for standard output to take the rest. */
async function endLog(stream: SonicBoom) {
  await new Promise<void>((resolve) => {
    setTimeout(resolve, LOG_FLUSH_MS).unref();
    stream.once('close', resolve);
    stream.once('error', () => resolve());
    stream.end();
  });
}

/**
 * SIGTERM and SIGINT: stop accepting connections, let requests in flight finish (up to
 * DRAIN_MS), close the database after everything that uses it, exit 0. A second signal exits
 * at once, as a second Ctrl-C asks.
 */
function stopOnSignals(app: FastifyInstance, database: DatabaseHandle, log: SonicBoom) {
  let firstSignalAt: number | undefined;
  const stop = async (signal: NodeJS.Signals) => {
    app.log.info(
      { signal },
      `${signal}: stopping; requests in flight get up to ${DRAIN_MS / 1000} s, then the database closes`,
    );
    setTimeout(() => process.exit(1), STOP_LIMIT_MS).unref();
    const cutConnections = setTimeout(() => app.server.closeAllConnections(), DRAIN_MS);
    let exitCode = 0;
    try {
      await app.close();
      clearTimeout(cutConnections);
      await database.close();
    } catch (error) {
      app.log.error({ err: error }, 'stopping failed');
      exitCode = 1;
    }
    await endLog(log);
    process.exit(exitCode);
  };
  const onSignal = (signal: NodeJS.Signals) => {
    if (firstSignalAt === undefined) {
      firstSignalAt = Date.now();
      void stop(signal);
    } else if (Date.now() - firstSignalAt >= SAME_STOP_MS) {
      process.exit(128 + os.constants.signals[signal]);
    }
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
}

async function main() {
  const config = loadConfig();
  const log = standardOutputLog();
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
