/** How the server stops on SIGTERM and SIGINT (docs/security.md, promise 43). */
import os from 'node:os';
import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from './db/client.ts';

/** After SIGTERM or SIGINT, requests in flight get this long; then their connections are cut. */
export const DRAIN_MS = 8_000;
/** The whole stop, closing the database included, ends within this whatever hangs. */
const STOP_LIMIT_MS = 10_000;
/** What is left of the log after a stop gets this long to reach standard output. */
const LOG_FLUSH_MS = 500;
/**
 * A signal this soon after the first is the same stop, not a second one: Ctrl-C under
 * `npm start` reaches the server twice, from the terminal and forwarded by npm.
 */
const SAME_STOP_MS = 500;

/** Where the server's log lines go: standard output, as JSON or as readable lines. */
export interface LogStream {
  write(line: string): unknown;
  end(): unknown;
  once(event: 'close' | 'error', listener: () => void): unknown;
}

/** Ends the log stream, waiting at most LOG_FLUSH_MS for standard output to take the rest. */
async function endLog(stream: LogStream) {
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
export function stopOnSignals(app: FastifyInstance, database: DatabaseHandle, log: LogStream) {
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
