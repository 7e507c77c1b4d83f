import autocannon from 'autocannon';
import { eq, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { SEMI_SPACE_MB } from '../../../../scripts/lib/server-start.ts';
import { feelingCounts, feelings } from '../../src/db/schema/feelings.ts';
import { habitTrackers } from '../../src/db/schema/habit-trackers.ts';
import { posts } from '../../src/db/schema/posts.ts';
import { selectRows } from '../../src/db/select-rows.ts';
import { createSignedInUser } from '../factories.ts';
import {
  createServerDatabase,
  databaseKinds,
  killServers,
  type MemoryAfterCollection,
  type ServerDatabase,
  startServer,
} from './server-process.ts';

const CONNECTIONS = 50;
const WARM_UP_SECONDS = 10;
const SOAK_SECONDS = 60;
const RUNS = 2;

const databases: ServerDatabase[] = [];
afterEach(async () => {
  killServers();
  for (const database of databases.splice(0)) await database.drop();
});

interface Writer {
  userId: string;
  authorization: string;
  trackerId: string;
  /** Writes the server answered 2xx to, counted per kind. */
  acknowledged: { posts: number; feelings: number; trackerDays: number };
  /** Days sent so far; each tracker save adds the next one. */
  daysSent: number;
}

const dayOf = (index: number) =>
  new Date(Date.UTC(2000, 0, 1) + index * 86_400_000).toISOString().slice(0, 10);

/**
 * One connection is one person reading and writing in a loop: their posts, a new post, their
 * trackers, a tracker day, a feeling, their feelings. Each connection keeps to its person, so
 * what they were told was saved can be counted afterwards.
 */
function personLoad(writers: Writer[], origin: string, seconds: number, failures: string[]) {
  let nextWriter = 0;
  const writerOf = (context: Record<string, unknown>) => {
    context.writer ??= writers[nextWriter++ % writers.length];
    return context.writer as Writer;
  };
  const as = (context: object) => ({ authorization: writerOf(context as never).authorization });
  /** Keeps the first answers that were not 2xx, to say what went wrong. */
  const checked = (what: string) => (status: number, body: string) => {
    if ((status < 200 || status >= 300) && failures.length < 10) {
      failures.push(`${what}: ${status} ${body.slice(0, 200)}`);
    }
  };
  const counted =
    (what: string, kind: keyof Writer['acknowledged']) =>
    (status: number, body: string, c: object) => {
      checked(what)(status, body);
      if (status >= 200 && status < 300) writerOf(c as never).acknowledged[kind]++;
    };
  const json = { 'content-type': 'application/json' };

  return autocannon({
    url: origin,
    connections: CONNECTIONS,
    duration: seconds,
    // This proves that nothing fails or is lost, not how fast (that is `npm run bench`): on a
    // shared 2-core machine a queued request on PGlite's single connection can take longer
    // than autocannon's default 10 s, which would count as an error of the server.
    timeout: 60,
    requests: [
      {
        method: 'GET',
        path: '/api/v1/posts',
        setupRequest: (request, context) => ({ ...request, headers: as(context) }),
        onResponse: checked('GET posts'),
      },
      {
        method: 'POST',
        path: '/api/v1/posts',
        setupRequest: (request, context) => ({
          ...request,
          headers: { ...json, ...as(context) },
          body: JSON.stringify({
            category: 'journal',
            title: 'An ordinary evening',
            mood: 'steady',
            journal: 'Walked home the long way and noticed the light on the river. '.repeat(8),
          }),
        }),
        onResponse: counted('POST posts', 'posts'),
      },
      {
        method: 'GET',
        path: '/api/v1/habit-trackers',
        setupRequest: (request, context) => ({ ...request, headers: as(context) }),
        onResponse: checked('GET habit-trackers'),
      },
      {
        method: 'PUT',
        path: '/api/v1/habit-trackers',
        setupRequest: (request, context) => {
          const writer = writerOf(context as never);
          writer.daysSent++;
          const dates = Array.from({ length: writer.daysSent }, (_, i) => dayOf(i));
          return {
            ...request,
            headers: { ...json, ...as(context) },
            body: JSON.stringify([{ _id: writer.trackerId, title: 'Morning walk', dates }]),
          };
        },
        onResponse: counted('PUT habit-trackers', 'trackerDays'),
      },
      {
        method: 'POST',
        path: '/api/v1/feelings',
        setupRequest: (request, context) => ({
          ...request,
          headers: { ...json, ...as(context) },
          body: JSON.stringify({ feeling: 'grateful' }),
        }),
        onResponse: counted('POST feelings', 'feelings'),
      },
      {
        method: 'GET',
        path: '/api/v1/feelings',
        setupRequest: (request, context) => ({ ...request, headers: as(context) }),
        onResponse: checked('GET feelings'),
      },
    ],
  });
}

/** Promise 41 (docs/security.md): a minute of steady use loses nothing, fails nothing and does not grow. */
describe.each(databaseKinds)('a minute of 50 people writing on %s', (kind) => {
  it('answers every request, keeps every acknowledged write, and holds its memory', async () => {
    const database = await createServerDatabase(kind);
    databases.push(database);
    const { people, bufferPoolBytes } = await database.withDatabase(async (db) => {
      const created = [];
      for (let i = 0; i < CONNECTIONS; i++) created.push(await createSignedInUser(db));
      const [pool] = await selectRows(
        db,
        sql`select pg_size_bytes(current_setting('shared_buffers'))::text as bytes`,
        z.object({ bytes: z.coerce.number() }),
      );
      return { people: created, bufferPoolBytes: pool?.bytes ?? 0 };
    });
    expect(bufferPoolBytes).toBeGreaterThan(0);
    const server = await startServer(database.env, { inspectable: true });
    expect(server.exited, server.stderr()).toBe(false);

    const writers: Writer[] = [];
    for (const person of people) {
      const response = await fetch(`${server.origin}/api/v1/habit-trackers`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...person.headers },
        body: JSON.stringify([{ title: 'Morning walk', dates: [] }]),
      });
      expect(response.status).toBe(200);
      const [tracker] = ((await response.json()) as { data: Array<{ _id: string }> }).data;
      if (!tracker) throw new Error('no tracker was created');
      writers.push({
        userId: person.user.id,
        authorization: person.headers.authorization,
        trackerId: tracker._id,
        acknowledged: { posts: 0, feelings: 0, trackerDays: 0 },
        daysSent: 0,
      });
    }

    const failures: string[] = [];
    const warmUp = await personLoad(writers, server.origin, WARM_UP_SECONDS, failures);
    expect(failures).toEqual([]);
    expect({ errors: warmUp.errors, timeouts: warmUp.timeouts }).toEqual({
      errors: 0,
      timeouts: 0,
    });
    // Measured after a full collection each time: the old generation is collected when V8
    // chooses, so a plain reading at the end may hold a minute of garbage (up to 100 MB seen)
    // that is no leak.
    const afterWarmUp = await server.memoryAfterCollection();

    const soak = await personLoad(writers, server.origin, SOAK_SECONDS, failures);
    const atEnd = await server.memoryAfterCollection();
    const mb = (bytes: number) => `${Math.round(bytes / 2 ** 20)} MB`;
    console.info(
      `soak on ${kind}: ${soak.requests.total} requests in ${SOAK_SECONDS} s ` +
        `(${Math.round(soak.requests.average)}/s, p99 ${soak.latency.p99} ms, ` +
        `slowest ${soak.latency.max} ms); after warm-up and at the end, collected: ` +
        `heap ${mb(afterWarmUp.heapUsed)} and ${mb(atEnd.heapUsed)}, ` +
        `external ${mb(afterWarmUp.external)} and ${mb(atEnd.external)}, ` +
        `RSS ${mb(afterWarmUp.rss)} and ${mb(atEnd.rss)}`,
    );
    expect(failures).toEqual([]);
    expect({ errors: soak.errors, timeouts: soak.timeouts }).toEqual({ errors: 0, timeouts: 0 });
    expect(soak.non2xx).toBe(0);
    expect(soak.requests.total).toBeGreaterThan(1000);
    // What the server's code keeps alive: a leak of a few hundred bytes a request (tens of
    // thousands of requests) shows here.
    const heldBytes = (memory: MemoryAfterCollection) => memory.heapUsed + memory.external;
    expect(heldBytes(atEnd)).toBeLessThanOrEqual(heldBytes(afterWarmUp) * 1.1 + 8 * 2 ** 20);
    // And what the system sees, native memory included. Two caches fill under load and are not
    // leaks: V8's young generation grows to its two semi-spaces (capped by the server's
    // options) and stays; PGlite's buffer pool lives in the server's WebAssembly memory, which
    // fills as pages are read up to shared_buffers and never returns to the system (on
    // PostgreSQL it is another process's).
    const youngGenerationBytes = 2 * SEMI_SPACE_MB * 2 ** 20;
    const cacheBytes = youngGenerationBytes + (kind === 'pglite' ? bufferPoolBytes : 0);
    expect(atEnd.rss).toBeLessThanOrEqual(afterWarmUp.rss * 1.2 + cacheBytes);

    // Count what each person has now. A write still in flight when a run (warm-up or soak)
    // stopped may be stored without its answer having been counted: at most one per run.
    await server.kill('SIGTERM');
    const lost: string[] = [];
    await database.withDatabase(async (db) => {
      for (const writer of writers) {
        const stored = {
          posts: await db.$count(posts, eq(posts.userId, writer.userId)),
          feelings: await db.$count(feelings, eq(feelings.userId, writer.userId)),
          feelingCount: Number(
            (
              await db
                .select({ total: sql<number>`coalesce(sum(${feelingCounts.count}), 0)` })
                .from(feelingCounts)
                .where(eq(feelingCounts.userId, writer.userId))
            )[0]?.total,
          ),
          trackerDays:
            (
              await db
                .select({ dates: habitTrackers.dates })
                .from(habitTrackers)
                .where(eq(habitTrackers.id, writer.trackerId))
            )[0]?.dates.length ?? 0,
        };
        const { acknowledged } = writer;
        const checks: Array<[string, number, number]> = [
          ['posts', stored.posts, acknowledged.posts],
          ['feelings', stored.feelings, acknowledged.feelings],
          ['feeling counts', stored.feelingCount, acknowledged.feelings],
          ['tracker days', stored.trackerDays, acknowledged.trackerDays],
        ];
        for (const [what, has, told] of checks) {
          if (has < told || has > told + RUNS)
            lost.push(`${writer.userId} ${what}: ${has} of ${told}`);
        }
      }
    });
    expect(lost).toEqual([]);
  }, 240_000);
});
