import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

const repoRoot = path.resolve(import.meta.dirname, '../../../..');
const children: ChildProcess[] = [];
const dirs: string[] = [];

afterEach(() => {
  for (const child of children.splice(0)) child.kill('SIGKILL');
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

async function freePort(): Promise<number> {
  const net = await import('node:net');
  return new Promise((resolve) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** Starts the real server process on a data directory and waits until it answers. */
async function startServer(dataDir: string) {
  const port = await freePort();
  let stderr = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      DATABASE_URL: '',
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'silent',
      NODE_ENV: 'test',
      WEB_DIST: '/nonexistent',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  child.stderr?.on('data', (chunk) => {
    stderr += String(chunk);
  });
  children.push(child);
  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 20_000;
  for (;;) {
    if (child.exitCode !== null) return { child, origin, exited: true, stderr };
    try {
      if ((await fetch(`${origin}/api/health`)).ok) return { child, origin, exited: false, stderr };
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`server did not start: ${stderr}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('the embedded database', () => {
  it('keeps every acknowledged write through SIGKILL, and refuses a second process at once', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'durability-'));
    dirs.push(dataDir);
    const first = await startServer(dataDir);

    const second = await startServer(dataDir);
    expect(second.exited).toBe(true);
    await new Promise((r) => setTimeout(r, 100));
    expect(second.child.exitCode).toBe(1);

    let acknowledged = 0;
    const writes = Array.from({ length: 200 }, (_, i) =>
      fetch(`${first.origin}/api/v1/ideas`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ idea: `idea ${i}` }),
      }).then((response) => {
        if (response.ok) acknowledged++;
      }),
    );
    await Promise.all(writes);
    // The ideas route allows 30 an hour per address; the rest are refused, not written.
    expect(acknowledged).toBe(30);
    first.child.kill('SIGKILL');
    await new Promise<void>((resolve) => first.child.once('exit', () => resolve()));

    const restarted = await startServer(dataDir);
    expect(restarted.exited).toBe(false);
    // Ideas have no read route: count them in the database once the server has stopped.
    restarted.child.kill('SIGTERM');
    await new Promise<void>((resolve) => restarted.child.once('exit', () => resolve()));
    const { openDatabase } = await import('../../src/db/open-database.ts');
    const { ideas } = await import('../../src/db/schema/ideas.ts');
    const database = await openDatabase({ dataDir, databaseUrl: undefined });
    try {
      expect(await database.db.$count(ideas)).toBe(acknowledged);
    } finally {
      await database.close();
    }
  }, 60_000);
});
