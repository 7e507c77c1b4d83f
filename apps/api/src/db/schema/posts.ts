import {
  DEFAULT_YEARS_TO_MANIFEST,
  POST_FIELD_NAMES,
  POST_FIELDS,
  type PostFieldKind,
  type PostFieldName,
  postFieldColumnName,
} from '@app/domain/post-fields.ts';
import type { PostCategory } from '@app/domain/post-types.ts';
import type { ApprovalStatus, ImportedFrom, PostListFilter } from '@app/domain/posts.schemas.ts';
import type { SealedEnvelope } from '@app/domain/sealed-records.schemas.ts';
import { type SQL, sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  type PgColumn,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { images } from './images.ts';
import { users } from './users.ts';
import { writingBytesColumn } from './writing-rooms.ts';

/** The columns of posts that a partial index's predicate reads. */
type PredicateColumns = Record<
  'category' | 'draft' | 'deleted' | 'deletedAt' | 'shareForFeedback' | 'approvalStatus',
  PgColumn
>;

/**
 * A partial index and the predicate it holds, together: the table below declares the index
 * with `where` and the queries filter with the very same SQL, with literals rather than
 * parameters, so that PostgreSQL can prove the index applies whatever plan it caches.
 */
export type PartialIndex = { name: string; where: (columns: PredicateColumns) => SQL };

/**
 * A list view (docs/product.md section 4 "Paging"): its partial index, in the order the list reads it
 * (newest last_update first, the id breaking ties), so a page is an index range scan whatever
 * its depth. A view of one person's posts leads its index with the owner.
 */
export type PostListView = PartialIndex & { isOfOwner: boolean };

export const POST_LIST_VIEWS = {
  mine: { name: 'posts_mine_idx', isOfOwner: true, where: (t) => sql`not ${t.deleted}` },
  community: {
    name: 'posts_community_idx',
    isOfOwner: false,
    where: (t) =>
      sql`${t.shareForFeedback} and ${t.approvalStatus} = 'approved' and not ${t.deleted}`,
  },
  review: {
    name: 'posts_review_idx',
    isOfOwner: false,
    where: (t) =>
      sql`${t.shareForFeedback} and ${t.approvalStatus} = 'needs_review' and not ${t.deleted}`,
  },
} as const satisfies Record<PostListFilter, PostListView>;

/**
 * A person's one identity post (docs/product.md section 4 "Identity"), kept single even under concurrent
 * first requests: the identity post is created with ON CONFLICT on this index.
 */
export const LIVE_IDENTITY_INDEX = {
  name: 'posts_one_identity_idx',
  where: (t) => sql`${t.category} = 'identity' and not ${t.deleted}`,
} as const satisfies PartialIndex;

/** A person's drafts: the current excitement is read on every page (the top bar). */
export const LIVE_DRAFTS_INDEX = {
  name: 'posts_drafts_idx',
  where: (t) => sql`${t.draft} and not ${t.deleted}`,
} as const satisfies PartialIndex;

/**
 * A person's posts as their list shows them (the `mine` view's predicate), by when each was
 * written: On This Day reads one day of each earlier year through it
 * (modules/posts/on-this-day.service.ts), a short range scan per year however many posts the
 * person keeps.
 */
export const MINE_BY_CREATION_INDEX = {
  name: 'posts_mine_created_idx',
  where: POST_LIST_VIEWS.mine.where,
} as const satisfies PartialIndex;

/**
 * A person's recently deleted posts, newest deleted first (decision 0064): deleted, their
 * writing kept for restoring until purged. The purge reads the same rows by when they were
 * deleted.
 */
export const RECENTLY_DELETED_INDEX = {
  name: 'posts_recently_deleted_idx',
  where: (t) => sql`${t.deleted} and ${t.deletedAt} is not null`,
} as const satisfies PartialIndex;

export const PURGE_DUE_INDEX = {
  name: 'posts_purge_due_idx',
  where: RECENTLY_DELETED_INDEX.where,
} as const satisfies PartialIndex;

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

const TEXT_KINDS: PostFieldKind[] = ['line', 'text'];
const LIST_KINDS: PostFieldKind[] = ['list', 'feelings', 'actionItems'];

/** A post's writing: the fields of the person's that hold text. */
export const POST_WRITING_FIELDS = POST_FIELD_NAMES.filter((name) =>
  [...TEXT_KINDS, ...LIST_KINDS].includes(POST_FIELDS[name].kind),
);

const fieldColumnsOfKinds = (kinds: PostFieldKind[]) =>
  POST_WRITING_FIELDS.filter((name) => kinds.includes(POST_FIELDS[name].kind)).map(
    postFieldColumnName,
  );

/**
 * Guided posts (docs/product.md section 3 "Post"): the person's fields come from the domain's table, the
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
    /**
     * When a deleted post was deleted, while its writing and picture are kept for restoring
     * (decision 0064); null once purged, and on every post not deleted.
     */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /**
     * The journal an imported entry came from (`dayone`, `daylio`, ...): it was never a guided
     * post, so its page shows only the steps that hold something. Null for posts written here.
     */
    importedFrom: text('imported_from').$type<ImportedFrom>(),
    /**
     * A sealed journal's post: its private fields, encrypted on the device (decision 0068), and
     * those columns blank. Null for a plain post, and for a sealed journal's shared post, whose
     * author chose to send it readable.
     */
    sealed: jsonb('sealed').$type<SealedEnvelope>(),
    writingBytes: writingBytesColumn({
      texts: fieldColumnsOfKinds(TEXT_KINDS),
      lists: fieldColumnsOfKinds(LIST_KINDS),
      sealed: 'sealed',
    }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
    lastUpdate: timestamp('last_update', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [
    check(
      'posts_approval_status_check',
      sql`${t.approvalStatus} in ('', 'approved', 'needs_review', 'rejected')`,
    ),
    ...Object.values(POST_LIST_VIEWS).map((view) => {
      const listed = index(view.name);
      const newest = t.lastUpdate.desc().nullsFirst();
      const byId = t.id.desc().nullsFirst();
      const ordered = view.isOfOwner ? listed.on(t.userId, newest, byId) : listed.on(newest, byId);
      return ordered.where(view.where(t));
    }),
    // Deleting an image and checking whether one is still in use look posts up by image.
    index('posts_image_idx').on(t.image),
    uniqueIndex(LIVE_IDENTITY_INDEX.name).on(t.userId).where(LIVE_IDENTITY_INDEX.where(t)),
    index(MINE_BY_CREATION_INDEX.name)
      .on(t.userId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(MINE_BY_CREATION_INDEX.where(t)),
    check('posts_deleted_at_check', sql`${t.deletedAt} is null or ${t.deleted}`),
    index(RECENTLY_DELETED_INDEX.name)
      .on(t.userId, t.deletedAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(RECENTLY_DELETED_INDEX.where(t)),
    index(PURGE_DUE_INDEX.name).on(t.deletedAt).where(PURGE_DUE_INDEX.where(t)),
    index(LIVE_DRAFTS_INDEX.name)
      .on(t.userId, t.category, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(LIVE_DRAFTS_INDEX.where(t)),
  ],
);
