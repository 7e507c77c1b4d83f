import type { NoticeKind } from '@app/domain/notices.schemas.ts';
import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { posts } from './posts.ts';
import { users } from './users.ts';

/**
 * What the app tells an author about their shared post (decision 0063): a moderator approved
 * it, or a suggestion on it was let through. It names the post and the kind, never who acted.
 * `emailed_at` is set when the notice is claimed for an e-mail, in the transaction that writes
 * it, so the bound on e-mails is counted by the database.
 */
export const notices = pgTable(
  'notices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<NoticeKind>().notNull(),
    postId: uuid('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
    readAt: timestamp('read_at', { withTimezone: true }),
    emailedAt: timestamp('emailed_at', { withTimezone: true }),
  },
  (t) => [
    check('notices_kind_check', sql`${t.kind} in ('post_approved', 'suggestion_received')`),
    // A person's notices, newest first: the list and the unread count.
    index('notices_user_idx').on(t.userId, t.createdAt.desc(), t.id),
    // Deleting a post deletes its notices; the e-mail bound looks up a post's latest.
    index('notices_post_idx').on(t.postId, t.kind, t.emailedAt),
  ],
);
