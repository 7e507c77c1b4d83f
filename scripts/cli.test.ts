import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirLockedError } from '../apps/api/src/db/data-dir-lock.ts';
import { openDatabase } from '../apps/api/src/db/open-database.ts';
import { users } from '../apps/api/src/db/schema/users.ts';
import { createUser } from '../apps/api/test/factories.ts';
import { runCli } from './cli.ts';

const run = promisify(execFile);
const repoRoot = path.resolve(import.meta.dirname, '..');
const dirs: string[] = [];

function tempDataDir() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cli-test-'));
  dirs.push(dir);
  return dir;
}

afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

async function isModerator(dataDir: string, userId: string) {
  const database = await openDatabase({ dataDir, databaseUrl: undefined });
  try {
    const [row] = await database.db.select().from(users).where(eq(users.id, userId));
    return row?.moderator;
  } finally {
    await database.close();
  }
}

// Each test opens PGlite data directories three to five times, in this process and in others:
// seconds each on a busy machine, beyond the suite's 20 s.
describe('npm run cli -- moderator', { timeout: 60_000 }, () => {
  it('grants and revokes the moderator flag by contact', async () => {
    const dataDir = tempDataDir();
    const database = await openDatabase({ dataDir, databaseUrl: undefined });
    const person = await createUser(database.db, {
      contact: { contact: 'mod@example.com', contactType: 'email' },
    });
    await database.close();

    const env = { DATA_DIR: dataDir };
    expect(await runCli(['moderator', 'grant', 'MOD@example.com'], env)).toMatch(/now a moderator/);
    expect(await isModerator(dataDir, person.id)).toBe(true);
    expect(await runCli(['moderator', 'revoke', 'mod@example.com'], env)).toMatch(/no longer/);
    expect(await isModerator(dataDir, person.id)).toBe(false);
  });

  it('explains when no account uses the contact, and when the words are wrong', async () => {
    const env = { DATA_DIR: tempDataDir() };
    await expect(runCli(['moderator', 'grant', 'nobody@example.com'], env)).rejects.toThrow(
      /must log in once/,
    );
    await expect(runCli(['moderator', 'promote', 'x@example.com'], env)).rejects.toThrow(/Usage/);
  });

  it('is refused, as a second process, while the server holds the data directory', async () => {
    const dataDir = tempDataDir();
    const database = await openDatabase({ dataDir, databaseUrl: undefined });
    try {
      const result = await run(
        process.execPath,
        ['--import', 'tsx', 'scripts/cli.ts', 'moderator', 'grant', 'a@example.com'],
        { cwd: repoRoot, env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' } },
      ).then(
        () => ({ code: 0, stderr: '' }),
        (error: { code: number; stderr: string }) => error,
      );
      expect(result.code).toBe(1);
      expect(result.stderr).toMatch(/in use by another process \(PID \d+\)/);
    } finally {
      await database.close();
    }
  });

  it('is not blocked by a lock file that only names a process, dead or alive', async () => {
    const dataDir = tempDataDir();
    // Above the kernel's largest PID (a killed server's), then PID 1 (alive, and not a server
    // on this directory: a PID seen again). Only the kernel's lock on the open file counts.
    for (const pid of ['99999999', '1']) {
      fs.writeFileSync(path.join(dataDir, 'server.lock'), pid);
      const database = await openDatabase({ dataDir, databaseUrl: undefined });
      expect(fs.readFileSync(path.join(dataDir, 'server.lock'), 'utf8')).toBe(String(process.pid));
      await database.close();
    }
  });

  it('refuses a second open in the same process while the first holds the directory', async () => {
    const dataDir = tempDataDir();
    const database = await openDatabase({ dataDir, databaseUrl: undefined });
    try {
      await expect(openDatabase({ dataDir, databaseUrl: undefined })).rejects.toThrow(
        DataDirLockedError,
      );
    } finally {
      await database.close();
    }
    await (await openDatabase({ dataDir, databaseUrl: undefined })).close();
  });
});
