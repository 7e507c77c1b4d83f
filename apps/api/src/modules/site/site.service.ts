import type { Stats } from '@app/domain/site.schemas.ts';
import type { Database } from '../../db/client.ts';
import { ideas } from '../../db/schema/ideas.ts';
import { countPosts } from '../posts/posts.service.ts';
import { countUsers } from '../users/users.service.ts';

export async function getStats(db: Database): Promise<Stats> {
  const [users, posts] = await Promise.all([countUsers(db), countPosts(db)]);
  return { users, posts };
}

export async function createIdea(db: Database, idea: string, userId: string | null) {
  await db.insert(ideas).values({ idea, userId });
}
