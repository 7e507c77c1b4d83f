import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { posts } from '../../db/schema/posts.ts';

/** Posts that exist for their authors: not deleted, drafts included. */
export async function countPosts(db: Database): Promise<number> {
  return db.$count(posts, eq(posts.deleted, false));
}
