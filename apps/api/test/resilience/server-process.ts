/**
 * The real server as a separate process, on a database of its own, for the resilience suite
 * (`npm run test:resilience`): what happens to people's writing when the process is killed,
 * when two servers share one database, and under a minute of load.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { z } from 'zod';
import {
  freePort,
  residentBytes,
  waitUntilAnswering,
} from '../../../../scripts/lib/local-server.ts';
import {
  SERVER_ENV,
  SERVER_NODE_OPTIONS,
  SERVER_SCRIPT,
} from '../../../../scripts/lib/server-start.ts';
import type { Database } from '../../src/db/client.ts';
import { openPostgres } from '../../src/db/client.ts';
import { openDatabase } from '../../src/db/open-database.ts';

const repoRoot = path.resolve(import.meta.dirname, '../../../..');

export type DatabaseKind = 'pglite' | 'postgres';

/**
 * The database this run is about: PostgreSQL when the run has one (TEST_DATABASE_URL, as in
 * the PostgreSQL pass of .ci/run), otherwise PGlite.
 */
export const databaseKinds: DatabaseKind[] = inject('postgresTemplate') ? ['postgres'] : ['pglite'];

export interface ServerDatabase {
  kind: DatabaseKind;
  /** What the server process needs in its environment to use this database. */
  env: NodeJS.ProcessEnv;
  /** Runs `work` on the database while no server holds it (PGlite allows one process). */
  withDatabase<T>(work: (db: Database) => Promise<T>): Promise<T>;
  drop(): Promise<void>;
}

/**
 * A fresh, migrated database: a new PGlite directory, or a clone of the PostgreSQL template
 * (or, with `empty`, a PostgreSQL database with no tables yet).
 */
export async function createServerDatabase(
  kind: DatabaseKind,
  options: { empty?: boolean } = {},
): Promise<ServerDatabase> {
  if (kind === 'pglite') {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'resilience-'));
    // Created and migrated here, so a server's start is not slowed by the first migration.
    await (await openDatabase({ dataDir, databaseUrl: undefined })).close();
    return {
      kind,
      env: { DATABASE_URL: '', DATA_DIR: dataDir },
      async withDatabase(work) {
        const handle = await openDatabase({ dataDir, databaseUrl: undefined });
        try {
          return await work(handle.db);
        } finally {
          await handle.close();
        }
      },
      async drop() {
        fs.rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }

  const template = inject('postgresTemplate');
  if (!template) throw new Error('PostgreSQL was asked for but the run has none');
  const name = `resilience_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: template.url });
  await admin.connect();
  await admin.query(
    options.empty
      ? `create database ${name}`
      : `create database ${name} template ${template.database}`,
  );
  const url = new URL(template.url);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();
  return {
    kind,
    env: { DATABASE_URL: databaseUrl },
    async withDatabase(work) {
      const handle = await openPostgres(databaseUrl);
      try {
        return await work(handle.db);
      } finally {
        await handle.close();
      }
    },
    async drop() {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

export interface ServerProcess {
  child: ChildProcess;
  origin: string;
  /** True when the process exited before it answered (for example, refused to start). */
  exited: boolean;
  /** Settles when the process has ended, with its exit code or the signal that ended it. */
  exit: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  stderr: () => string;
  /** What it wrote to standard output, when started with `stdout: 'pipe'`. */
  stdout: () => string;
  /** Resident memory of the process, in bytes (Linux). */
  rss(): number;
  /**
   * The process's memory right after a full garbage collection, through Node's inspector
   * (opened by SIGUSR1 on a server started `inspectable`): what it holds on to, without the
   * garbage a collection has not reached yet.
   */
  memoryAfterCollection(): Promise<MemoryAfterCollection>;
  kill(signal: NodeJS.Signals): Promise<void>;
}

/** process.memoryUsage() of the server, and its resident memory as the system counts it. */
export interface MemoryAfterCollection {
  heapUsed: number;
  external: number;
  rss: number;
}

const INSPECTOR_ANNOUNCEMENT = /Debugger listening on (ws:\/\/\S+)/;

/** Sends each call to the inspector at `url`, one after the other, and returns their results. */
async function inspectorCall(
  url: string,
  calls: Array<{ method: string; params?: object }>,
): Promise<unknown[]> {
  const socket = new WebSocket(url);
  await new Promise((resolve, reject) => {
    socket.addEventListener('open', resolve, { once: true });
    socket.addEventListener('error', reject, { once: true });
  });
  const results: unknown[] = [];
  try {
    for (const [id, call] of calls.entries()) {
      const answer = new Promise<{ result?: unknown; error?: unknown }>((resolve) => {
        const onMessage = (event: MessageEvent) => {
          const message = JSON.parse(String(event.data)) as {
            id?: number;
            result?: unknown;
            error?: unknown;
          };
          if (message.id !== id) return;
          socket.removeEventListener('message', onMessage);
          resolve(message);
        };
        socket.addEventListener('message', onMessage);
      });
      socket.send(JSON.stringify({ id, ...call }));
      const { result, error } = await answer;
      if (error) throw new Error(`${call.method}: ${JSON.stringify(error)}`);
      results.push(result);
    }
  } finally {
    socket.close();
  }
  return results;
}

const running = new Set<ChildProcess>();

/** Kills whatever a test left running (call it in afterEach). */
export function killServers() {
  for (const child of running) child.kill('SIGKILL');
  running.clear();
}

/**
 * How `npm start` runs the server (the bundle test/build-if-stale.ts made before the suite), on
 * `port`: the command, its arguments and its environment, for a test that starts it its own way.
 */
export function serverCommand(port: number, env: NodeJS.ProcessEnv) {
  return {
    command: process.execPath,
    args: [...SERVER_NODE_OPTIONS, SERVER_SCRIPT],
    cwd: repoRoot,
    env: {
      ...process.env,
      ...SERVER_ENV,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'silent',
      NODE_ENV: 'test',
      WEB_DIST: '/nonexistent',
      ...env,
    },
  };
}

/**
 * Starts the server as `npm start` does as its own process, and waits until it answers.
 * `stdout`: 'pipe' keeps what it writes (see ServerProcess.stdout), or a file descriptor to
 * write to; by default it goes nowhere. `wrapper` runs the server under another command (for
 * example `unshare`).
 */
export async function startServer(
  env: NodeJS.ProcessEnv,
  options: { stdout?: 'pipe' | number; wrapper?: string[]; inspectable?: boolean } = {},
): Promise<ServerProcess> {
  const port = await freePort();
  let stderr = '';
  let stdout = '';
  const { command, args: serverArgs, cwd, env: serverEnv } = serverCommand(port, env);
  // Only names the port (any free one) the inspector takes if SIGUSR1 opens it.
  const args = options.inspectable ? ['--inspect-port=127.0.0.1:0', ...serverArgs] : serverArgs;
  const [wrapperCommand, ...wrapperArgs] = options.wrapper ?? [];
  const child = spawn(
    wrapperCommand ?? command,
    wrapperCommand ? [...wrapperArgs, command, ...args] : args,
    { cwd, env: serverEnv, stdio: ['ignore', options.stdout ?? 'ignore', 'pipe'] },
  );
  running.add(child);
  child.stderr?.on('data', (chunk) => {
    stderr += String(chunk);
  });
  child.stdout?.on('data', (chunk) => {
    stdout += String(chunk);
  });
  const exit = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  child.once('exit', () => running.delete(child));

  const server: ServerProcess = {
    child,
    origin: `http://127.0.0.1:${port}`,
    exited: false,
    exit,
    stderr: () => stderr,
    stdout: () => stdout,
    rss: () => residentBytes(child.pid),
    async memoryAfterCollection() {
      if (!options.inspectable) throw new Error('start the server with inspectable: true');
      if (!INSPECTOR_ANNOUNCEMENT.test(stderr)) child.kill('SIGUSR1');
      const deadline = Date.now() + 10_000;
      let url = INSPECTOR_ANNOUNCEMENT.exec(stderr)?.[1];
      while (!url) {
        if (Date.now() > deadline) throw new Error(`the inspector did not open: ${stderr}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
        url = INSPECTOR_ANNOUNCEMENT.exec(stderr)?.[1];
      }
      const [, evaluated] = await inspectorCall(url, [
        { method: 'HeapProfiler.collectGarbage' },
        {
          method: 'Runtime.evaluate',
          params: { expression: 'JSON.stringify(process.memoryUsage())', returnByValue: true },
        },
      ]);
      const usage = z
        .object({ heapUsed: z.number(), external: z.number() })
        .parse(
          JSON.parse(
            z.object({ result: z.object({ value: z.string() }) }).parse(evaluated).result.value,
          ),
        );
      return { heapUsed: usage.heapUsed, external: usage.external, rss: residentBytes(child.pid) };
    },
    async kill(signal) {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exit;
    },
  };

  const state = await waitUntilAnswering({
    url: `${server.origin}/api/health`,
    hasExited: () => child.exitCode !== null,
    timeoutMs: 60_000,
    intervalMs: 100,
  }).catch(() => {
    throw new Error(`the server did not start: ${stderr}`);
  });
  return state === 'exited' ? { ...server, exited: true } : server;
}
