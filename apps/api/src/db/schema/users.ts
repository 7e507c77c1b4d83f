import type { Language } from '@app/domain/languages.ts';
import type { JournalState } from '@app/domain/sealed-records.schemas.ts';
import type { UserGoal } from '@app/domain/users.schemas.ts';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
// biome-ignore lint/suspicious/noImportCycles: a person's pictures and a picture's owner refer to each other; drizzle reads each reference through a function only once both modules have loaded.
import { images } from './images.ts';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull().default(''),
    city: text('city').notNull().default(''),
    // Deleting an image clears the person's reference to it.
    image: uuid('image').references((): AnyPgColumn => images.id, { onDelete: 'set null' }),
    imageWidth: integer('image_width'),
    imageHeight: integer('image_height'),
    backgroundImage: uuid('background_image').references((): AnyPgColumn => images.id, {
      onDelete: 'set null',
    }),
    backgroundImageWidth: integer('background_image_width'),
    backgroundImageHeight: integer('background_image_height'),
    verboseMode: boolean('verbose_mode').notNull().default(true),
    happyChallenge: boolean('happy_challenge').notNull().default(false),
    /**
     * When the person first joined the happiness challenge; kept when they leave, so joining
     * again restores the year of free access from that day rather than starting a new one.
     */
    challengeJoinedAt: timestamp('challenge_joined_at', { withTimezone: true }),
    moderator: boolean('moderator').notNull().default(false),
    /** The language the person last signed in with: messages not tied to a page use it. */
    language: text('language').$type<Language>().notNull().default('en'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
    /** What the person came for, asked in the first run (null: not said). */
    goal: text('goal').$type<UserGoal>(),
    /**
     * When the person finished or skipped the first run; null for a new account, which the web
     * then offers it to (docs/decisions/0062).
     */
    firstRunDoneAt: timestamp('first_run_done_at', { withTimezone: true }),
    /** Whether the person's writing is sealed on their devices (docs/decisions/0068). */
    journalState: text('journal_state').$type<JournalState>().notNull().default('open'),
  },
  // Deleting an image and checking whether one is still in use look people up by image.
  (t) => [
    index('users_image_idx').on(t.image),
    index('users_background_image_idx').on(t.backgroundImage),
    // The challenge counts and lists its participants.
    index('users_challenge_idx').on(t.challengeJoinedAt).where(sql`${t.happyChallenge}`),
    check('users_language_check', sql`${t.language} in ('en', 'es')`),
    check(
      'users_journal_state_check',
      sql`${t.journalState} in ('open', 'sealing', 'sealed', 'unsealing', 'rekeying')`,
    ),
    check('users_goal_check', sql`${t.goal} in ('calmerDays', 'betterHabits', 'writingDaily')`),
  ],
);
