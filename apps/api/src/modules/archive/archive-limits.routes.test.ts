import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import {
  ARCHIVE_JSON_NAME,
  MAX_ARCHIVE_JSON_BYTES,
  MAX_ARCHIVE_PIXELS,
  MAX_ARCHIVE_UPLOAD_BYTES,
} from '@app/domain/archive.schemas.ts';
import { MAX_IMAGE_PIXELS } from '@app/domain/images.schemas.ts';
import { eq } from 'drizzle-orm';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { archiveWith, emptyArchiveJson, flatPng, makeZip } from '../../../test/archive-fixtures.ts';
import { createSignedInUser, type SignedInPerson as Person } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { feelings } from '../../db/schema/feelings.ts';
import { images } from '../../db/schema/images.ts';
import { posts } from '../../db/schema/posts.ts';

/*
 * Promises 45-47 (docs/security.md): the session is checked before any body is read, an upload streams
 * within its limit, and one archive's memory and work are bounded. The server process's memory
 * and /api/health under the heaviest archive the limits accept are proven in
 * test/resilience/archive-import-bounds.test.ts.
 */

const bodyRoutes: Array<{ method: string; url: string }> = [];
let t: TestApp;
let person: Person;
let port: number;
beforeAll(async () => {
  t = await createTestApp({
    onRoute: (route: RouteOptions) => {
      for (const method of [route.method].flat()) {
        if (['POST', 'PUT', 'PATCH', 'DELETE'].includes(method)) {
          bodyRoutes.push({ method, url: route.url });
        }
      }
    },
  });
  person = await createSignedInUser(t.db);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  if (!address || typeof address === 'string') throw new Error('the app is not listening');
  port = address.port;
});
afterAll(async () => {
  await t.close();
});

const ONE_HUNDRED_MB = 100 * 1024 * 1024;
const SENT_BEFORE_WAITING = 64 * 1024;

/**
 * Sends a request's headers announcing `declaredLength` bytes (or chunked, without one), then
 * the body in 64 KB pieces only while no answer has come, up to `maxSent`: answers the status
 * and how many body bytes had been sent when it arrived.
 */
function upload(options: {
  method: string;
  url: string;
  contentType: string;
  headers?: Record<string, string>;
  declaredLength: number | null;
  maxSent: number;
}): Promise<{ status: number; sent: number; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    let sent = 0;
    let answer = '';
    let sentWhenAnswered = -1;
    const isChunked = options.declaredLength === null;
    const piece = Buffer.alloc(SENT_BEFORE_WAITING, 0x20);
    const headers = {
      host: `127.0.0.1:${port}`,
      'content-type': options.contentType,
      ...(isChunked
        ? { 'transfer-encoding': 'chunked' }
        : { 'content-length': String(options.declaredLength) }),
      ...options.headers,
    };
    socket.write(
      `${options.method} ${options.url} HTTP/1.1\r\n${Object.entries(headers)
        .map(([name, value]) => `${name}: ${value}\r\n`)
        .join('')}\r\n`,
    );
    const sendMore = () => {
      while (sentWhenAnswered < 0 && sent < options.maxSent && !socket.destroyed) {
        const ok = socket.write(
          isChunked
            ? Buffer.concat([
                Buffer.from(`${piece.length.toString(16)}\r\n`),
                piece,
                Buffer.from('\r\n'),
              ])
            : piece,
        );
        sent += piece.length;
        if (!ok) return socket.once('drain', sendMore);
      }
    };
    socket.on('data', (chunk) => {
      if (sentWhenAnswered < 0) sentWhenAnswered = sent;
      answer += chunk.toString('latin1');
      const end = answer.indexOf('\r\n\r\n');
      const length = /content-length: (\d+)/i.exec(answer)?.[1];
      if (end >= 0 && length && answer.length >= end + 4 + Number(length)) {
        socket.destroy();
        resolve({
          status: Number(answer.slice(9, 12)),
          sent: sentWhenAnswered,
          body: answer.slice(end + 4),
        });
      }
    });
    socket.on('error', (error) => {
      if (sentWhenAnswered < 0) reject(error);
    });
    // The first piece, then silence: a server that waited for the body would never answer.
    socket.write(isChunked ? `${piece.length.toString(16)}\r\n${piece}\r\n` : piece, () => {
      sent = piece.length;
      if (options.maxSent > sent) sendMore();
    });
  });
}

const contentTypeOf = (url: string) =>
  url.endsWith('/archive/import')
    ? 'application/zip'
    : url.endsWith('/images')
      ? 'multipart/form-data; boundary=x'
      : 'application/json';

const concrete = (url: string) => url.replaceAll(/:[A-Za-z]+/g, randomUUID());

describe('bodies are never read before the session is checked', () => {
  it('answers a visitor 100 MB upload to any route before it is sent: 401, or 413 where visitors may write', async () => {
    expect(bodyRoutes.map((route) => `${route.method} ${route.url}`)).toEqual(
      expect.arrayContaining(['POST /api/v1/archive/import', 'POST /api/v1/images']),
    );
    for (const route of bodyRoutes) {
      const answer = await upload({
        method: route.method,
        url: concrete(route.url),
        contentType: contentTypeOf(route.url),
        declaredLength: ONE_HUNDRED_MB,
        maxSent: SENT_BEFORE_WAITING,
      });
      const label = `${route.method} ${route.url}: ${answer.body}`;
      expect([401, 413], label).toContain(answer.status);
      expect(answer.sent, label).toBe(SENT_BEFORE_WAITING);
      expect(JSON.parse(answer.body).error.code, label).toEqual(expect.any(String));
    }
    // The archive and image uploads are the ones that accept large bodies: signed-in only.
    const archive = await upload({
      method: 'POST',
      url: '/api/v1/archive/import',
      contentType: 'application/zip',
      declaredLength: ONE_HUNDRED_MB,
      maxSent: SENT_BEFORE_WAITING,
    });
    expect(archive.status).toBe(401);
  });

  it('answers a signed-in 100 MB upload to any route before it is sent, within each limit', async () => {
    for (const route of bodyRoutes) {
      const answer = await upload({
        method: route.method,
        url: concrete(route.url),
        contentType: contentTypeOf(route.url),
        headers: person.headers,
        declaredLength: ONE_HUNDRED_MB + 1,
        maxSent: SENT_BEFORE_WAITING,
      });
      const label = `${route.method} ${route.url}: ${answer.body}`;
      expect(answer.status, label).toBe(413);
      expect(answer.sent, label).toBe(SENT_BEFORE_WAITING);
    }
  });

  it('refuses an archive that passes its limit while it streams, without a length, and keeps no file', async () => {
    // A temporary directory of this test's own: the test files running beside it in other
    // workers import archives too, and their files come and go in the shared one.
    const ownTmp = fs.mkdtempSync(path.join(os.tmpdir(), 'archive-limits-'));
    const sharedTmp = process.env.TMPDIR;
    process.env.TMPDIR = ownTmp;
    onTestFinished(() => {
      if (sharedTmp === undefined) delete process.env.TMPDIR;
      else process.env.TMPDIR = sharedTmp;
      fs.rmSync(ownTmp, { recursive: true, force: true });
    });
    const leftovers = () =>
      fs.readdirSync(ownTmp).filter((name) => name.startsWith('archive-import-'));
    const answer = await upload({
      method: 'POST',
      url: '/api/v1/archive/import',
      contentType: 'application/zip',
      headers: person.headers,
      declaredLength: null,
      maxSent: MAX_ARCHIVE_UPLOAD_BYTES + 4 * SENT_BEFORE_WAITING,
    });
    expect(answer.status, answer.body).toBe(413);
    expect(JSON.parse(answer.body).error.code).toBe('archive_too_large');
    expect(answer.sent).toBeGreaterThan(MAX_ARCHIVE_UPLOAD_BYTES);
    expect(answer.sent).toBeLessThanOrEqual(MAX_ARCHIVE_UPLOAD_BYTES + 4 * SENT_BEFORE_WAITING);
    await expect.poll(leftovers).toEqual([]);
  });
});

function importZip(zip: Buffer) {
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/archive/import',
    headers: { ...person.headers, 'content-type': 'application/zip' },
    payload: zip,
  });
}

async function refused(zip: Buffer, code: string, message: RegExp) {
  const started = performance.now();
  const response = await importZip(zip);
  expect(response.statusCode, response.body).toBe(400);
  expect(response.json().error).toEqual({ code, message: expect.stringMatching(message) });
  return performance.now() - started;
}

const jsonZip = (text: string) => makeZip([{ name: ARCHIVE_JSON_NAME, data: text }]);
const head = JSON.stringify(emptyArchiveJson()).slice(0, -1);

describe('one archive costs bounded memory and work', () => {
  it('refuses ten million empty records, a 30 KB ZIP, at the first of them', async () => {
    const bomb = await jsonZip(
      `${head.replace('"feelings":[]', `"feelings":[${'{},'.repeat(10_000_000)}{}]`)}}`,
    );
    expect(bomb.length).toBeLessThan(100_000);
    const ms = await refused(
      bomb,
      'archive_invalid',
      /does not match the export format.*feelings\.0/,
    );
    expect(ms).toBeLessThan(2000);
  });

  it('refuses a record of millions of values before it is assembled', async () => {
    const nested = `${head.replace('"feelings":[]', `"feelings":[[${'[],'.repeat(5_000_000)}[]]]`)}}`;
    await refused(await jsonZip(nested), 'archive_invalid', /record of more than/);
    const unknownKey = `${head},"extra":[${'{},'.repeat(1_000_000)}{}]}`;
    await refused(
      await jsonZip(unknownKey),
      'archive_invalid',
      /"extra", which the export format does not have/,
    );
    const twice = `${head},"feelings":[]}`;
    await refused(await jsonZip(twice), 'archive_invalid', /"feelings" twice/);
  });

  it('refuses a JSON entry over its limit while it inflates, whatever its header declares', async () => {
    const padded = `{${' '.repeat(MAX_ARCHIVE_JSON_BYTES)}}`;
    const zip = await jsonZip(padded);
    // The central directory says the entry is tiny; the bytes inflated are counted.
    const lying = Buffer.from(zip);
    for (let i = 0; i < lying.length - 4; i++) {
      if (lying.readUInt32LE(i) === 0x02014b50) lying.writeUInt32LE(100, i + 24);
    }
    await refused(zip, 'archive_too_large', /inner-compass-export\.json is larger than 32 MB/);
    const response = await importZip(lying);
    expect(response.statusCode).toBe(400);
  });

  it('refuses images whose headers sum past the pixel budget, before decoding any, writing nothing', async () => {
    const side = Math.floor(Math.sqrt(MAX_IMAGE_PIXELS));
    const count = Math.floor(MAX_ARCHIVE_PIXELS / (side * side)) + 1;
    const zip = await archiveWith(emptyArchiveJson(), [
      { bytes: await flatPng(side, side), count },
    ]);
    const ms = await refused(zip, 'archive_invalid', /more than 1000 megapixels together/);
    // Decoding and re-encoding them takes a third of a second each here.
    expect(ms).toBeLessThan(count * 150);
    const stored = await t.db
      .select({ id: images.id })
      .from(images)
      .where(eq(images.userId, person.user.id));
    expect(stored).toEqual([]);
  });
});

describe('arrays of any length the schemas allow', () => {
  it('imports 130,000 feelings: more than a spread into push() can take', async () => {
    const json = emptyArchiveJson();
    const start = Date.UTC(2021, 0, 1);
    json.feelings = Array.from({ length: 130_000 }, (_, i) => ({
      id: randomUUID(),
      feeling: i % 2 ? 'calm' : 'hopeful',
      created: new Date(start + i * 60_000).toISOString(),
    }));
    const response = await importZip(await archiveWith(json));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.feelingsAdded).toBe(130_000);
    const rows = await t.db
      .select({ id: feelings.id })
      .from(feelings)
      .where(eq(feelings.userId, person.user.id));
    expect(rows).toHaveLength(130_000);
    const none = await t.db
      .select({ id: posts.id })
      .from(posts)
      .where(eq(posts.userId, person.user.id));
    expect(none).toEqual([]);
  }, 180_000);
});
