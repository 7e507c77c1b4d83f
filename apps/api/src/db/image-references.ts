import { eq, exists, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from './client.ts';
import { posts } from './schema/posts.ts';
import { users } from './schema/users.ts';

/**
 * Every column that points at an image, in one place: an image is deleted when the last of
 * these lets go of it. A feature that stores an image id (identity records, ...) adds its
 * column here, with a foreign key to images.id `on delete set null`.
 */
const IMAGE_REFERENCES: ReadonlyArray<{ table: PgTable; column: PgColumn }> = [
  { table: users, column: users.image },
  { table: users, column: users.backgroundImage },
  { table: posts, column: posts.image },
];

/** SQL that is true while anything still refers to the image (an id, or a column of images). */
export function isImageReferenced(db: Database, imageId: string | PgColumn): SQL {
  const checks = IMAGE_REFERENCES.map(({ table, column }) =>
    exists(db.select({ one: sql`1` }).from(table).where(eq(column, imageId))),
  );
  const [first, ...rest] = checks;
  if (!first) throw new Error('no image references listed');
  return or(first, ...rest) ?? first;
}

/**
 * SQL that is true while a post shows the image: a sealed journal's pictures are its posts'
 * (decision 0073), never a profile's.
 */
export function isPostPicture(imageId: PgColumn): SQL {
  return sql`exists (select 1 from ${posts} where ${posts.image} = ${imageId})`;
}
