import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema/users.ts';

/**
 * The one moderator check (DESIGN section 2): every module asks here, never reads the flag
 * itself. Kept apart from users.service so modules that users.service calls can use it too.
 */
export async function isModerator(db: Database, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ moderator: users.moderator })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row?.moderator ?? false;
}
