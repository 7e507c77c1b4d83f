import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openPglite } from './client.ts';
import { migrateDatabase } from './migrate.ts';

/**
 * A migrated, empty PGlite data directory as a tarball, made by `npm start`'s build step
 * (scripts/build-if-stale.mjs). A new data directory is unpacked from it instead of running
 * initdb inside WebAssembly, which takes seconds of the first start. Migrations still run
 * after it, so an older template is only slower.
 */
const pgliteTemplatePath = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../dist/pglite-template.tar.gz',
);

/** The template's bytes when one was built and `dataDir` holds no database yet. */
export function templateForNewDataDir(
  dataDir: string,
  template = pgliteTemplatePath,
): Blob | undefined {
  if (fs.existsSync(path.join(dataDir, 'PG_VERSION'))) return undefined;
  if (!fs.existsSync(template)) return undefined;
  return new Blob([fs.readFileSync(template)]);
}

export async function writePgliteTemplate(target = pgliteTemplatePath): Promise<void> {
  const handle = await openPglite({});
  try {
    await migrateDatabase(handle);
    const image = await handle.pglite?.dumpDataDir('gzip');
    if (!image) throw new Error('PGlite gave no data directory image');
    fs.mkdirSync(path.dirname(target), { recursive: true });
    const partial = `${target}.partial`;
    fs.writeFileSync(partial, Buffer.from(await image.arrayBuffer()));
    fs.renameSync(partial, target);
  } finally {
    await handle.close();
  }
}
