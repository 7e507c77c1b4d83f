import net from 'node:net';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config/config.ts';
import { type DatabaseHandle, openPostgres } from '../../src/db/client.ts';

const template = inject('postgresTemplate');

/** A TCP relay to PostgreSQL that the test can cut and restore, like a network outage. */
function startCuttableRelay(target: { host: string; port: number }) {
  const sockets = new Set<net.Socket>();
  let isDown = false;
  const server = net.createServer((client) => {
    if (isDown) {
      client.destroy();
      return;
    }
    const upstream = net.connect(target.port, target.host);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => socket.destroy());
    }
    client.pipe(upstream).pipe(client);
  });
  return new Promise<{ port: number; cut: () => void; restore: () => void; close: () => void }>(
    (resolve) => {
      server.listen(0, '127.0.0.1', () => {
        const address = server.address();
        resolve({
          port: typeof address === 'object' && address ? address.port : 0,
          cut: () => {
            isDown = true;
            for (const socket of sockets) socket.destroy();
          },
          restore: () => {
            isDown = false;
          },
          close: () => server.close(),
        });
      });
    },
  );
}

describe.skipIf(!template)('with PostgreSQL down', () => {
  let admin: pg.Client;
  let relay: Awaited<ReturnType<typeof startCuttableRelay>>;
  let database: DatabaseHandle;
  let app: Awaited<ReturnType<typeof buildApp>>;
  const name = `outage_${process.pid}_${Date.now()}`;

  beforeAll(async () => {
    if (!template) return;
    admin = new pg.Client({ connectionString: template.url });
    await admin.connect();
    await admin.query(`create database ${name} template ${template.database}`);
    const url = new URL(template.url);
    relay = await startCuttableRelay({ host: url.hostname, port: Number(url.port || 5432) });
    url.host = `127.0.0.1:${relay.port}`;
    url.pathname = `/${name}`;
    database = await openPostgres(url.toString());
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      WEB_DIST: '/nonexistent',
      // /stats stands for a route that reads the database: no minute-long cache in front.
      STATS_CACHE_SECONDS: '0',
    });
    app = await buildApp({ config, database, logger: false });
    await app.ready();
  });

  afterAll(async () => {
    await app?.close();
    await database?.close();
    relay?.close();
    await admin?.query(`drop database if exists ${name} with (force)`);
    await admin?.end();
  });

  it('answers 503 in the error shape within a few seconds, and recovers by itself', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/v1/stats' })).statusCode).toBe(200);

    relay.cut();
    for (const url of ['/api/v1/stats', '/api/health']) {
      const started = Date.now();
      const response = await app.inject({ method: 'GET', url });
      expect(Date.now() - started).toBeLessThan(5000);
      expect(response.statusCode, url).toBe(503);
      expect(response.json().error.code).toBe('unavailable');
    }

    relay.restore();
    const deadline = Date.now() + 10_000;
    let status = 0;
    while (Date.now() < deadline) {
      status = (await app.inject({ method: 'GET', url: '/api/v1/stats' })).statusCode;
      if (status === 200) break;
      await new Promise((r) => setTimeout(r, 200));
    }
    expect(status).toBe(200);
  }, 30_000);
});
