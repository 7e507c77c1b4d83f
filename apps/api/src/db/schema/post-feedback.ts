import type { FeedbackApprovalStatus } from '@app/domain/community.schemas.ts';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { posts } from './posts.ts';
import { users } from './users.ts';
import { writingBytesColumn } from './writing-rooms.ts';

/**
 * Suggestions on posts shared for feedback (docs/product.md section 3 "Feedback item"). The writer is
 * kept so that their pseudonym stays the same on one post and their suggestions go with their
 * account; it never leaves the server.
 */
export const postFeedback = pgTable(
  'post_feedback',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    postId: uuid('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The writer's pseudonym on this post: an index into the display users, never 0. */
    fakeUser: integer('fake_user').notNull(),
    feedback: text('feedback').notNull(),
    writingBytes: writingBytesColumn({ texts: ['feedback'], lists: [] }),
    approvalStatus: text('approval_status')
      .$type<FeedbackApprovalStatus>()
      .notNull()
      .default('needs_approval'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [
    check(
      'post_feedback_approval_status_check',
      sql`${t.approvalStatus} in ('needs_approval', 'approved', 'rejected')`,
    ),
    // A post's suggestions are read in the order they were written.
    index('post_feedback_post_idx').on(t.postId, t.createdAt, t.id),
    // Deleting an account deletes its suggestions.
    index('post_feedback_user_idx').on(t.userId),
  ],
);
