import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { bytea } from '../bytea.ts';
// biome-ignore lint/suspicious/noImportCycles: the other end of users.ts's reference to its pictures (see there).
import { users } from './users.ts';

/**
 * Uploaded pictures. `bytes` is never what was uploaded: it is the re-encoded master (a JPEG,
 * oriented, without metadata), and width and height are those of the master. A sealed picture
 * (decision 0073) holds ciphertext instead: `bytes` is its own width sealed, and each narrower
 * width is sealed in image_variants, all cut and sealed on the person's device.
 */
export const images = pgTable(
  'images',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references((): AnyPgColumn => users.id, { onDelete: 'cascade' }),
    bytes: bytea('bytes').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    byteSize: integer('byte_size').notNull(),
    sealed: boolean('sealed').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [index('images_user_id_idx').on(t.userId)],
);

/** Narrower copies of a master, made on first request and kept (the cache of width variants). */
export const imageVariants = pgTable(
  'image_variants',
  {
    imageId: uuid('image_id')
      .notNull()
      .references(() => images.id, { onDelete: 'cascade' }),
    width: integer('width').notNull(),
    bytes: bytea('bytes').notNull(),
  },
  (t) => [primaryKey({ columns: [t.imageId, t.width] })],
);
