import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { declarePrepared } from '../db/prepared.ts';
import { users } from '../db/schema/users.ts';

/**
 * The one moderator check (docs/architecture.md): every module and rule asks here, never reads the
 * flag itself.
 */
export async function isModerator(db: Database, userId: string): Promise<boolean> {
  const [row] = await moderatorLookup(db).execute({ userId });
  return row?.moderator ?? false;
}

/** Asked on every read of a post and of the review list: prepared once (db/prepared.ts). */
const moderatorLookup = declarePrepared('users_is_moderator', (db) =>
  db
    .select({ moderator: users.moderator })
    .from(users)
    .where(eq(users.id, sql.placeholder('userId')))
    .limit(1),
);
