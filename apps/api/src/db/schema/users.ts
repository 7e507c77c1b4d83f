import { sql } from 'drizzle-orm';
import { boolean, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const users = pgTable('users', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull().default(''),
  city: text('city').notNull().default(''),
  image: text('image'),
  imageWidth: integer('image_width'),
  imageHeight: integer('image_height'),
  backgroundImage: text('background_image'),
  backgroundImageWidth: integer('background_image_width'),
  backgroundImageHeight: integer('background_image_height'),
  verboseMode: boolean('verbose_mode').notNull().default(true),
  happyChallenge: boolean('happy_challenge').notNull().default(false),
  moderator: boolean('moderator').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
});
