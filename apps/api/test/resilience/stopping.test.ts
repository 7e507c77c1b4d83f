import { spawn } from 'node:child_process';
import http from 'node:http';
import net from 'node:net';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { freePort, waitUntilAnswering } from '../../../../scripts/lib/local-server.ts';
import { posts } from '../../src/db/schema/posts.ts';
import { DRAIN_MS } from '../../src/stopping.ts';
import { createSignedInUser, type SignedInPerson } from '../factories.ts';
import {
  createServerDatabase,
  databaseKinds,
  killServers,
  type ServerDatabase,
  type ServerProcess,
  serverCommand,
  startServer,
} from './server-process.ts';

/**
 * Promise 43 (docs/security.md): SIGTERM and SIGINT end the server within 10 s with exit 0, one log line and no
 * stack trace, after the requests in flight have finished; also with standard output gone.
 */

const databases: ServerDatabase[] = [];
const processGroups: number[] = [];

/** True while any process of the group is alive. */
function groupAlive(groupId: number) {
  try {
    process.kill(-groupId, 0);
    return true;
  } catch {
    return false;
  }
}

afterEach(async () => {
  killServers();
  for (const groupId of processGroups.splice(0)) {
    if (groupAlive(groupId)) process.kill(-groupId, 'SIGKILL');
  }
  for (const database of databases.splice(0)) await database.drop();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A post whose body is sent in two parts: the server holds the request in flight until
 * `finish` sends the rest.
 */
function postInFlight(server: ServerProcess, person: SignedInPerson, title: string) {
  const body = JSON.stringify({ category: 'journal', title, journal: 'Kept through a stop.' });
  const url = new URL(server.origin);
  let answer = '';
  const request = http.request({
    host: url.hostname,
    port: url.port,
    method: 'POST',
    path: '/api/v1/posts',
    headers: {
      ...person.headers,
      'content-type': 'application/json',
      'content-length': Buffer.byteLength(body),
    },
  });
  const response = new Promise<{ status: number; id: string | undefined }>((resolve, reject) => {
    request.on('response', (res) => {
      res.on('data', (chunk) => {
        answer += String(chunk);
      });
      res.on('end', () => {
        const parsed = JSON.parse(answer) as { data?: { _id: string } };
        resolve({ status: res.statusCode ?? 0, id: parsed.data?._id });
      });
    });
    request.on('error', reject);
  });
  request.write(body.slice(0, 10));
  return { finish: () => request.end(body.slice(10)), response };
}

/** Resolves with the connection's error code, or 'connected'. */
function connect(server: ServerProcess): Promise<string> {
  const url = new URL(server.origin);
  return new Promise((resolve) => {
    const socket = net.connect(Number(url.port), url.hostname);
    socket.once('connect', () => {
      socket.destroy();
      resolve('connected');
    });
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? 'error'));
  });
}

/** The server's JSON log lines from the first line about stopping on. */
function stopLines(stdout: string) {
  const lines = stdout
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as { msg: string; level: number; reqId?: string });
  return lines.slice(lines.findIndex((line) => /stopping/.test(line.msg)));
}

describe.each(databaseKinds)('stopping the server on %s', (kind) => {
  async function started(options: { stdout?: 'pipe' | number } = { stdout: 'pipe' }) {
    const database = await createServerDatabase(kind);
    databases.push(database);
    const person = await database.withDatabase((db) => createSignedInUser(db));
    const server = await startServer({ ...database.env, LOG_LEVEL: 'info' }, options);
    expect(server.exited, server.stderr()).toBe(false);
    return { database, person, server };
  }

  async function storedTitle(database: ServerDatabase, id: string | undefined) {
    const [row] = await database.withDatabase((db) =>
      db
        .select({ title: posts.title })
        .from(posts)
        .where(eq(posts.id, id ?? '')),
    );
    return row?.title;
  }

  it.each(['SIGTERM', 'SIGINT'] as const)(
    'on %s finishes the request in flight, refuses new connections, closes the database and exits 0 with one line',
    async (signal) => {
      const { database, person, server } = await started();
      const inFlight = postInFlight(server, person, `Written across ${signal}`);
      await sleep(300);

      const signalledAt = Date.now();
      server.child.kill(signal);
      await sleep(500);
      expect(await connect(server)).toBe('ECONNREFUSED');
      inFlight.finish();
      const answer = await inFlight.response;
      expect(answer.status).toBe(200);

      const exit = await server.exit;
      expect(exit).toEqual({ code: 0, signal: null });
      expect(Date.now() - signalledAt).toBeLessThan(10_000);
      expect(server.stderr()).toBe('');
      const lines = stopLines(server.stdout());
      expect(lines.filter((line) => /stopping/.test(line.msg))).toHaveLength(1);
      // After it, no line but a request's (those are at debug level).
      expect(lines.slice(1).every((line) => line.reqId !== undefined)).toBe(true);
      // Closed, not abandoned: the write is there and the database opens again.
      expect(await storedTitle(database, answer.id)).toBe(`Written across ${signal}`);
    },
    120_000,
  );

  it('cuts a request that does not finish and still exits 0 within 10 s', async () => {
    const { server, person } = await started();
    const neverFinished = postInFlight(server, person, 'Never finished');
    neverFinished.response.catch(() => {});
    await sleep(300);
    const signalledAt = Date.now();
    server.child.kill('SIGTERM');
    expect(await server.exit).toEqual({ code: 0, signal: null });
    expect(Date.now() - signalledAt).toBeLessThan(10_000);
    expect(server.stderr()).toBe('');
    await expect(neverFinished.response).rejects.toThrow();
  }, 120_000);

  it('exits at once on a second signal', async () => {
    const { server, person } = await started();
    const neverFinished = postInFlight(server, person, 'Never finished');
    neverFinished.response.catch(() => {});
    await sleep(300);
    const firstAt = Date.now();
    server.child.kill('SIGTERM');
    await sleep(1000);
    server.child.kill('SIGTERM');
    // 143 comes only from the second signal's exit; the ordered stop exits 0 or 1.
    expect(await server.exit).toEqual({ code: 143, signal: null });
    // At once: before the drain the first signal began would have cut the request in flight.
    // The bound is the server's own, not a figure of this machine's speed.
    expect(Date.now() - firstAt).toBeLessThan(DRAIN_MS);
    expect(server.stderr()).toBe('');
  }, 120_000);

  it('stops the same with its standard output closed by the reader', async () => {
    const { database, person, server } = await started();
    server.child.stdout?.destroy();
    // Log lines written to a pipe nobody reads any more (EPIPE).
    for (let i = 0; i < 20; i++) await fetch(`${server.origin}/api/health`);
    const inFlight = postInFlight(server, person, 'Written with stdout gone');
    await sleep(300);
    const signalledAt = Date.now();
    server.child.kill('SIGTERM');
    await sleep(300);
    inFlight.finish();
    const answer = await inFlight.response;
    expect(answer.status).toBe(200);
    expect(await server.exit).toEqual({ code: 0, signal: null });
    expect(Date.now() - signalledAt).toBeLessThan(10_000);
    expect(server.stderr()).toBe('');
    expect(await storedTitle(database, answer.id)).toBe('Written with stdout gone');
  }, 120_000);

  it('stops the same with its standard output stalled (a reader that stopped reading)', async () => {
    const { server } = await started();
    server.child.stdout?.pause();
    // Far more log than the pipe and the reader's buffer hold.
    for (let i = 0; i < 3000; i++) await fetch(`${server.origin}/api/health`);
    const signalledAt = Date.now();
    server.child.kill('SIGTERM');
    expect(await server.exit).toEqual({ code: 0, signal: null });
    expect(Date.now() - signalledAt).toBeLessThan(10_000);
    expect(server.stderr()).toBe('');
  }, 120_000);
});

describe('npm start', () => {
  /** `npm start` in a process group of its own, as a terminal runs it, answering on a port. */
  async function npmStart() {
    const database = await createServerDatabase(databaseKinds[0] ?? 'pglite');
    databases.push(database);
    const port = await freePort();
    const { cwd, env } = serverCommand(port, { ...database.env, LOG_LEVEL: 'info' });
    const npm = spawn('npm', ['start'], { cwd, env, detached: true, stdio: 'pipe' });
    const groupId = npm.pid ?? 0;
    processGroups.push(groupId);
    let stdout = '';
    let stderr = '';
    npm.stdout.on('data', (chunk) => {
      stdout += String(chunk);
    });
    npm.stderr.on('data', (chunk) => {
      stderr += String(chunk);
    });
    const exit = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
      npm.once('exit', (code, signal) => resolve({ code, signal })),
    );
    const state = await waitUntilAnswering({
      url: `http://127.0.0.1:${port}/api/health`,
      hasExited: () => npm.exitCode !== null,
      timeoutMs: 180_000,
      intervalMs: 200,
    });
    expect(state, stderr).toBe('answering');
    return { groupId, exit, stdout: () => stdout, stderr: () => stderr };
  }

  async function expectStoppedCleanly(started: Awaited<ReturnType<typeof npmStart>>) {
    expect(await started.exit).toEqual({ code: 0, signal: null });
    // The server was npm's child: nothing of the group is left (no orphaned server).
    await expect.poll(() => groupAlive(started.groupId), { timeout: 10_000 }).toBe(false);
    expect(started.stderr()).not.toMatch(/\n\s+at \S|PGlite is closed|npm error/);
    const lines = stopLines(started.stdout());
    expect(lines.filter((line) => /stopping/.test(line.msg))).toHaveLength(1);
  }

  it('stops on Ctrl-C (SIGINT to its whole process group): exit 0, one line, no stack trace', async () => {
    const started = await npmStart();
    process.kill(-started.groupId, 'SIGINT');
    await expectStoppedCleanly(started);
  }, 240_000);

  it('stops the server on SIGTERM to npm alone (docker stop, systemd): npm forwards it', async () => {
    const started = await npmStart();
    process.kill(started.groupId, 'SIGTERM');
    await expectStoppedCleanly(started);
  }, 240_000);
});
