import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { images } from './images.ts';
import { users } from './users.ts';

/** Guided posts. The posts issue adds the guided fields; the footer's public count reads this. */
export const posts = pgTable(
  'posts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    category: text('category').notNull(),
    title: text('title').notNull().default(''),
    image: uuid('image').references(() => images.id, { onDelete: 'set null' }),
    imageWidth: integer('image_width'),
    imageHeight: integer('image_height'),
    draft: boolean('draft').notNull().default(false),
    deleted: boolean('deleted').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
    lastUpdate: timestamp('last_update', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [
    index('posts_user_last_update_idx').on(t.userId, t.lastUpdate),
    // Deleting an image and checking whether one is still in use look posts up by image.
    index('posts_image_idx').on(t.image),
  ],
);
