import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * One row per challenge message handed to a participant's channel (docs/product.md, "h100 page"), so that
 * what was sent to whom, and what failed, can be told afterwards. The text itself is not kept.
 */
export const challengeMessages = pgTable(
  'challenge_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The moderator who sent it; cleared when their account is deleted. */
    senderId: uuid('sender_id').references(() => users.id, { onDelete: 'set null' }),
    recipientId: uuid('recipient_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    channel: text('channel').$type<'email' | 'phone'>().notNull(),
    status: text('status').$type<'sent' | 'failed'>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [
    check('challenge_messages_channel_check', sql`${t.channel} in ('email', 'phone')`),
    check('challenge_messages_status_check', sql`${t.status} in ('sent', 'failed')`),
    index('challenge_messages_recipient_idx').on(t.recipientId),
    index('challenge_messages_sender_idx').on(t.senderId),
  ],
);
