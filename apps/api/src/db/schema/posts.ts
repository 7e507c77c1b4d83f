import {
  DEFAULT_YEARS_TO_MANIFEST,
  POST_FIELD_NAMES,
  POST_FIELDS,
  type PostFieldKind,
  type PostFieldName,
  postFieldColumnName,
} from '@app/domain/post-fields.ts';
import type { PostCategory } from '@app/domain/post-types.ts';
import type { ApprovalStatus } from '@app/domain/posts.schemas.ts';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { images } from './images.ts';
import { users } from './users.ts';

type ActionItemColumn = { action: string; complete: boolean };

const listColumn = <Item>(name: string) =>
  jsonb(name).$type<Item[]>().notNull().default(sql`'[]'::jsonb`);

/** A post field's column, by its kind in the domain's table (post-fields.ts). */
const COLUMN_OF_KIND = {
  line: (name: string) => text(name).notNull().default(''),
  text: (name: string) => text(name).notNull().default(''),
  list: (name: string) => listColumn<string>(name),
  feelings: (name: string) => listColumn<string>(name),
  actionItems: (name: string) => listColumn<ActionItemColumn>(name),
  choice: (name: string) => integer(name),
  years: (name: string) => doublePrecision(name).notNull().default(DEFAULT_YEARS_TO_MANIFEST),
  flag: (name: string) => boolean(name).notNull().default(false),
} satisfies Record<PostFieldKind, (name: string) => unknown>;

type PostFieldColumns = {
  [F in PostFieldName]: ReturnType<(typeof COLUMN_OF_KIND)[(typeof POST_FIELDS)[F]['kind']]>;
};

/** One column for each field of the table, named its snake_case. */
const postFieldColumns = Object.fromEntries(
  POST_FIELD_NAMES.map((name) => [
    name,
    COLUMN_OF_KIND[POST_FIELDS[name].kind](postFieldColumnName(name)),
  ]),
) as PostFieldColumns;

/**
 * Guided posts (spec section 3 "Post"): the person's fields come from the domain's table, the
 * rest is the server's. Lists are jsonb: they are only ever read and written
 * whole, with the post. `last_update` orders every list; the id breaks ties (cursor paging).
 * The table also has `search_vector`, a generated tsvector with its GIN index posts_search_idx,
 * written by hand in migration 0006_posts_search and read only by posts-search.service.ts: it
 * is left out here so that the queries selecting whole posts never carry it.
 */
export const posts = pgTable(
  'posts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Index into the pseudonymous display users; set when first shared for feedback. */
    fakeUser: integer('fake_user'),
    category: text('category').$type<PostCategory>().notNull(),
    ...postFieldColumns,
    image: uuid('image').references(() => images.id, { onDelete: 'set null' }),
    imageWidth: integer('image_width'),
    imageHeight: integer('image_height'),
    /** Always the number of action items not complete; recomputed on every save. */
    uncheckedItems: integer('unchecked_items').notNull().default(0),
    approvalStatus: text('approval_status').$type<ApprovalStatus>().notNull().default(''),
    deleted: boolean('deleted').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
    lastUpdate: timestamp('last_update', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [
    check(
      'posts_approval_status_check',
      sql`${t.approvalStatus} in ('', 'approved', 'needs_review', 'rejected')`,
    ),
    // One partial index per list view (spec section 4 "Paging"), in the order the list reads
    // them, so a page is an index range scan whatever its depth. The predicates are repeated
    // word for word by the queries in post-visibility.service.ts.
    index('posts_mine_idx')
      .on(t.userId, t.lastUpdate.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`not ${t.deleted}`),
    index('posts_community_idx')
      .on(t.lastUpdate.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.shareForFeedback} and ${t.approvalStatus} = 'approved' and not ${t.deleted}`),
    index('posts_review_idx')
      .on(t.lastUpdate.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(
        sql`${t.shareForFeedback} and ${t.approvalStatus} = 'needs_review' and not ${t.deleted}`,
      ),
    // Deleting an image and checking whether one is still in use look posts up by image.
    index('posts_image_idx').on(t.image),
    // One identity post per person (spec section 4 "Identity"), even under concurrent first
    // requests; the identity module creates it with ON CONFLICT on this index.
    uniqueIndex('posts_one_identity_idx')
      .on(t.userId)
      .where(sql`${t.category} = 'identity' and not ${t.deleted}`),
    // The current excitement is read on every page (the top bar): a person's few drafts.
    index('posts_drafts_idx')
      .on(t.userId, t.category, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.draft} and not ${t.deleted}`),
  ],
);
