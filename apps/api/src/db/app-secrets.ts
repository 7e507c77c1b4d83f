import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from './client.ts';
import { appSecrets } from './schema/app-secrets.ts';

/**
 * The named secret, created on first use (32 random bytes unless `generate` says otherwise);
 * every app server on this database reads the same: the first insert wins.
 */
export async function loadAppSecret(
  db: Database,
  name: string,
  generate: () => string = () => randomBytes(32).toString('base64url'),
): Promise<string> {
  await db
    .insert(appSecrets)
    .values({ name, value: generate() })
    .onConflictDoNothing({ target: appSecrets.name });
  const [row] = await db.select().from(appSecrets).where(eq(appSecrets.name, name));
  if (!row) throw new Error(`app secret ${name} missing after insert`);
  return row.value;
}
