import { afterEach, describe, expect, it } from 'vitest';
import { createSignedInUser } from '../factories.ts';
import {
  createServerDatabase,
  databaseKinds,
  killServers,
  type ServerDatabase,
  startServer,
} from './server-process.ts';

const databases: ServerDatabase[] = [];

afterEach(async () => {
  killServers();
  for (const database of databases.splice(0)) await database.drop();
});

/** Promise 36 (docs/security.md): a 2xx on a write means the writing survives whatever happens next. */
describe.each(databaseKinds)('writing on %s', (kind) => {
  it('keeps every acknowledged post when the server is killed in the middle of writing', async () => {
    const database = await createServerDatabase(kind);
    databases.push(database);
    const person = await database.withDatabase((db) => createSignedInUser(db));
    const server = await startServer(database.env);
    expect(server.exited, server.stderr()).toBe(false);

    const acknowledged: string[] = [];
    let stopped = false;
    // Four writers at once, as several tabs and devices would, until the process dies.
    const writer = async (writerIndex: number) => {
      for (let i = 0; !stopped; i++) {
        try {
          const response = await fetch(`${server.origin}/api/v1/posts`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', ...person.headers },
            body: JSON.stringify({
              category: 'journal',
              title: `Writer ${writerIndex}, entry ${i}`,
              journal: 'Something worth keeping. '.repeat(20),
            }),
          });
          if (response.status === 200)
            acknowledged.push(((await response.json()) as { data: { _id: string } }).data._id);
        } catch {
          return; // the connection died with the server: that write was never acknowledged
        }
      }
    };
    const writers = [0, 1, 2, 3].map(writer);
    while (acknowledged.length < 120) await new Promise((resolve) => setTimeout(resolve, 20));
    await server.kill('SIGKILL');
    stopped = true;
    await Promise.all(writers);

    const restarted = await startServer(database.env);
    expect(restarted.exited, restarted.stderr()).toBe(false);
    const missing: string[] = [];
    for (const id of acknowledged) {
      const response = await fetch(`${restarted.origin}/api/v1/posts/${id}`, {
        headers: person.headers,
      });
      if (response.status !== 200) missing.push(id);
    }
    expect(missing).toEqual([]);
    await restarted.kill('SIGTERM');
  }, 120_000);
});

// The PGlite pass only: the PostgreSQL pass would run the same servers on the same directory.
describe.runIf(databaseKinds.includes('pglite'))('the embedded database directory', () => {
  it('refuses a second server process at once, with a clear message', async () => {
    const database = await createServerDatabase('pglite');
    databases.push(database);
    const first = await startServer(database.env);
    expect(first.exited).toBe(false);

    const second = await startServer(database.env);
    expect(second.exited).toBe(true);
    expect(second.child.exitCode).toBe(1);
    expect(second.stderr()).toMatch(/already in use|another process|locked/i);

    // The first keeps serving.
    expect((await fetch(`${first.origin}/api/health`)).status).toBe(200);
  }, 60_000);
});
