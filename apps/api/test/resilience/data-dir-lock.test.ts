import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { freePort, waitUntilAnswering } from '../../../../scripts/lib/local-server.ts';
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
 * Promise 42 (docs/security.md): the embedded database's lock is the kernel's, held on an open file. These start
 * real server processes on one data directory in the ways a PID file gets wrong. They run in
 * the PGlite pass only: the PostgreSQL pass would run the same servers on the same directories.
 */

const databases: ServerDatabase[] = [];
const freshDirs: string[] = [];
const leftRunning: number[] = [];

afterEach(async () => {
  killServers();
  for (const pid of leftRunning.splice(0)) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }
  for (const database of databases.splice(0)) await database.drop();
  for (const dir of freshDirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

async function pgliteDatabase() {
  const database = await createServerDatabase('pglite');
  databases.push(database);
  return { database, dataDir: String(database.env.DATA_DIR) };
}

function processState(pid: number): string {
  // /proc/PID/stat: "pid (comm) state ..."; the command may hold spaces or parentheses.
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3);
}

async function expectServing(server: ServerProcess) {
  expect(server.exited, server.stderr()).toBe(false);
  expect((await fetch(`${server.origin}/api/health`)).status).toBe(200);
}

function expectRefused(server: ServerProcess, dataDir: string) {
  expect(server.exited).toBe(true);
  expect(server.child.exitCode).toBe(1);
  // Which directory, and what to do.
  expect(server.stderr()).toContain(`The data directory ${dataDir} is in use by another process`);
  expect(server.stderr()).toMatch(/stop the running server first/);
  expect(server.stderr()).not.toMatch(/\n\s+at /);
}

describe.runIf(databaseKinds.includes('pglite'))('the embedded database directory', () => {
  it('lets a server start at once after SIGKILL while the killed one is still a zombie', async () => {
    const { database } = await pgliteDatabase();
    const port = await freePort();
    const { command, args, cwd, env } = serverCommand(port, database.env);
    // The shell starts the server and becomes `sleep`, which never reaps it: once killed, the
    // server stays a zombie with its PID, as under a parent that has not called wait yet.
    const parent = spawn(
      'sh',
      [
        '-c',
        'node_bin=$1; shift; "$node_bin" "$@" & echo $!; exec sleep 600',
        'sh',
        command,
        ...args,
      ],
      { cwd, env, stdio: ['ignore', 'pipe', 'inherit'] },
    );
    if (parent.pid) leftRunning.push(parent.pid);
    const serverPid = await new Promise<number>((resolve) =>
      parent.stdout.once('data', (chunk) => resolve(Number(String(chunk).trim()))),
    );
    await waitUntilAnswering({
      url: `http://127.0.0.1:${port}/api/health`,
      hasExited: () => processState(serverPid) === 'Z',
      timeoutMs: 60_000,
      intervalMs: 100,
    });

    process.kill(serverPid, 'SIGKILL');
    while (processState(serverPid) !== 'Z') await new Promise((r) => setTimeout(r, 10));

    const restarted = await startServer(database.env);
    await expectServing(restarted);
    expect(processState(serverPid)).toBe('Z');
    await restarted.kill('SIGTERM');
  }, 120_000);

  it('is not blocked by a lock file naming a live process that is not a server (a PID reused)', async () => {
    const { database, dataDir } = await pgliteDatabase();
    // This test's own process: alive, and nothing to do with the data directory.
    fs.writeFileSync(path.join(dataDir, 'server.lock'), String(process.pid));
    const server = await startServer(database.env);
    await expectServing(server);
    await server.kill('SIGTERM');
  }, 60_000);

  const unshareWorks = spawnSync('unshare', ['--pid', '--fork', 'true']).status === 0;
  it.skipIf(!unshareWorks)(
    'refuses a second server that is PID 1 of its own PID namespace, as the first is (two containers on one volume)',
    async () => {
      const { database, dataDir } = await pgliteDatabase();
      // Each server is PID 1 of a new PID namespace, as in a container of its own.
      const asPidOne = ['unshare', '--pid', '--fork', '--kill-child'];
      const first = await startServer(database.env, { wrapper: asPidOne });
      await expectServing(first);
      expect(fs.readFileSync(path.join(dataDir, 'server.lock'), 'utf8')).toBe('1');

      const second = await startServer(database.env, { wrapper: asPidOne });
      expectRefused(second, dataDir);
      expect(second.stderr()).toMatch(/\(PID 1\)/);
      expect((await fetch(`${first.origin}/api/health`)).status).toBe(200);
    },
    90_000,
  );

  it.each([
    ['a fresh directory', false],
    ['a directory whose lock file names a process that is gone', true],
  ])(
    'lets exactly one of four servers started at once on %s run; the others say why',
    async (_, stale) => {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'resilience-race-'));
      freshDirs.push(dataDir);
      // Above the kernel's largest PID: no process has it.
      if (stale) fs.writeFileSync(path.join(dataDir, 'server.lock'), '99999999');
      const env = { DATABASE_URL: '', DATA_DIR: dataDir };
      const servers = await Promise.all([0, 1, 2, 3].map(() => startServer(env)));
      const serving = servers.filter((server) => !server.exited);
      expect(serving.length, servers.map((server) => server.stderr()).join('\n')).toBe(1);
      for (const server of servers.filter((candidate) => candidate.exited)) {
        expectRefused(server, dataDir);
      }
      await serving[0]?.kill('SIGTERM');
    },
    120_000,
  );
});
