import v8 from 'node:v8';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config/config.ts';
import { DataDirLockedError } from './db/data-dir-lock.ts';
import { openDatabase } from './db/open-database.ts';

/*
 * V8 lets the old generation grow up to about four times what was live at the last full
 * collection before it collects again, so under load the heap filled with garbage to 170 MB
 * though 40 MB was live (docs/performance.md, RSS). A factor of 1.5 keeps the server's memory
 * near what it uses, for a few more collections; the heap still grows as far as a request
 * needs (no hard limit, as --max-old-space-size would be).
 */
v8.setFlagsFromString('--heap-growing-percent=50');

async function main() {
  const config = loadConfig();
  const database = await openDatabase(config);
  const app = await buildApp({ config, database });
  app.addHook('onClose', async () => {
    await database.close();
  });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const forceExit = setTimeout(() => process.exit(1), 10_000);
    forceExit.unref();
    await app.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  if (!config.smtpUrl && !config.twilio) {
    app.log.warn('No SMTP_URL or Twilio configured: login codes are written to this log.');
  }
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) {
    console.error(`\n${error.message}\n`);
  } else {
    console.error('The server failed to start:', error);
  }
  process.exit(1);
});
