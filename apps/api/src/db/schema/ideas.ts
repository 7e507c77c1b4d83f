import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';
import { writingBytesColumn } from './writing-rooms.ts';

export const ideas = pgTable(
  'ideas',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    idea: text('idea').notNull(),
    writingBytes: writingBytesColumn({ texts: ['idea'], lists: [] }),
    // Kept so the team can reply; cleared when the person deletes their account.
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  // The hour's ideas from visitors, counted before each new one (VISITOR_IDEAS_PER_HOUR).
  (t) => [index('ideas_visitors_created_idx').on(t.createdAt).where(sql`${t.userId} is null`)],
);
