import type { PostCategory } from '@app/domain/post-types.ts';
import { type PostListFilter, postListFilterSchema } from '@app/domain/posts.schemas.ts';
import {
  and,
  asc,
  count,
  desc,
  eq,
  fillPlaceholders,
  getTableColumns,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { declarePrepared } from '../../db/prepared.ts';
import { POST_LIST_VIEWS, posts } from '../../db/schema/posts.ts';
import { DomainError } from '../../domain-errors.ts';
import { type PostViewer, readablePostsOf } from '../../policies/post-visibility.ts';

/*
 * The posts' reads that run all day, as prepared statements (db/prepared.ts): a post by id and
 * the pages of the three list views, with the cursors that mark places in them. Who may read or
 * list what is decided by the caller and by policies/post-visibility.ts; here is only how the
 * rows are found.
 */

export type PostRow = typeof posts.$inferSelect;

/**
 * A post by id if the viewer may read it, for a moderator and for anyone else: every post
 * opened runs one.
 */
const readablePostById = (isModerator: boolean) => (db: Database) =>
  db
    .select()
    .from(posts)
    .where(
      and(
        eq(posts.id, sql.placeholder('id')),
        readablePostsOf({ userId: sql.placeholder('userId'), isModerator }),
      ),
    )
    .limit(1);
const readableByMember = declarePrepared('post_readable_by_member', readablePostById(false));
const readableByModerator = declarePrepared('post_readable_by_moderator', readablePostById(true));

export async function findReadablePostRow(
  db: Database,
  viewer: PostViewer,
  postId: string,
): Promise<PostRow | null> {
  const statement = viewer.isModerator ? readableByModerator : readableByMember;
  const [row] = await statement(db).execute({ id: postId, userId: viewer.userId });
  return row ?? null;
}

// Lists ---------------------------------------------------------------------------------------

/** A place in a list: the last_update of a row, to the microsecond, and its id. */
export type Cursor = { time: string; id: string };

/**
 * One page of a list view: the person asking (the owner, in a view of one owner's posts), the
 * optional filters (null: all), at most one cursor, and how many rows to read.
 */
export type ListPageRequest = {
  view: PostListFilter;
  userId: string;
  categories: readonly PostCategory[] | null;
  draft: boolean | null;
  after: Cursor | null;
  before: Cursor | null;
  rows: number;
};

/**
 * PostgreSQL keeps microseconds; a JavaScript Date only milliseconds, and a cursor rounded to
 * the millisecond would skip or repeat rows. So the time travels as PostgreSQL's own text.
 */
const cursorTimeOf = sql<string>`to_char(${posts.lastUpdate} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

const CURSOR_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** A cursor as the client holds it: opaque, the time's text and the id in base64url. */
export function encodeCursor({ time, id }: Cursor): string {
  return Buffer.from(`${time}|${id}`, 'utf8').toString('base64url');
}

/** A cursor the client sent back, refused with a 400 unless it names a time and an id. */
export function decodeCursor(value: string): Cursor {
  const invalid = () =>
    new DomainError(
      'invalid',
      'invalid_cursor',
      'That page of posts is not valid. Start from the first.',
    );
  if (!/^[A-Za-z0-9_-]+$/.test(value)) throw invalid();
  const [time = '', id = '', ...rest] = Buffer.from(value, 'base64url').toString('utf8').split('|');
  if (rest.length > 0 || !CURSOR_TIME.test(time) || !UUID.test(id)) throw invalid();
  // The pattern lets 2026-02-31 through; PostgreSQL would refuse it with an error, not a 400.
  const milliseconds = `${time.slice(0, 23)}Z`;
  const date = new Date(milliseconds);
  if (Number.isNaN(date.getTime()) || date.toISOString() !== milliseconds) throw invalid();
  // JavaScript has a year 0 (1 BC); PostgreSQL's timestamps do not, and would fail the query.
  if (date.getUTCFullYear() < 1) throw invalid();
  return { time, id };
}

/** Which way a page reads from its cursor: the first page has none. */
type Direction = 'first' | 'after' | 'before';

/**
 * What the text of a list statement depends on: the view, the way the page reads, and which
 * filters are asked. A filter not asked is absent from the text, never a parameter left null:
 * with every parameter holding a value PostgreSQL settles on one generic plan per statement,
 * while a `($1 is null or …)` filter makes each run's own plan look cheaper and has every page
 * planned again.
 */
export type ListShape = {
  view: PostListFilter;
  direction: Direction;
  byCategory: boolean;
  byDraft: boolean;
};

const DIRECTIONS: readonly Direction[] = ['first', 'after', 'before'];

/** Every shape a list request can take, each one prepared statement (and a probe, a count). */
export const LIST_SHAPES: readonly ListShape[] = postListFilterSchema.options.flatMap((view) =>
  DIRECTIONS.flatMap((direction) =>
    [false, true].flatMap((byCategory) =>
      [false, true].map((byDraft) => ({ view, direction, byCategory, byDraft })),
    ),
  ),
);

export function shapeOf(request: ListPageRequest): ListShape {
  const { view, after, before, categories, draft } = request;
  const direction = after ? 'after' : before ? 'before' : 'first';
  return { view, direction, byCategory: categories !== null, byDraft: draft !== null };
}

/** The statement's name: `posts_mine_after_category`, `posts_review_first`, … */
const nameOf = ({ view, direction, byCategory, byDraft }: ListShape) =>
  ['posts', view, direction, byCategory && 'category', byDraft && 'draft']
    .filter(Boolean)
    .join('_');

/** The placeholders of the list statements, each filled from a request by `listValuesOf`. */
const param = {
  userId: sql.placeholder('userId'),
  categories: sql.placeholder('categories'),
  draft: sql.placeholder('draft'),
  time: sql.placeholder('time'),
  id: sql.placeholder('id'),
  rows: sql.placeholder('rows'),
};

export function listValuesOf(request: ListPageRequest) {
  const cursor = request.after ?? request.before;
  return {
    userId: request.userId,
    categories: request.categories,
    draft: request.draft,
    time: cursor?.time ?? null,
    id: cursor?.id ?? null,
    rows: request.rows,
  };
}

/**
 * The rows of a view with the filters of its shape. The view's predicate is its index's own (a
 * literal, so every plan may use the index).
 */
function listWhere({ view, byCategory, byDraft }: Omit<ListShape, 'direction'>): SQL {
  const { isOfOwner, where } = POST_LIST_VIEWS[view];
  const rows = and(
    isOfOwner ? eq(posts.userId, param.userId) : undefined,
    where(posts),
    byCategory ? sql`${posts.category} = any(${param.categories}::text[])` : undefined,
    byDraft ? sql`${posts.draft} = ${param.draft}::boolean` : undefined,
  );
  if (!rows) throw new Error(`no predicate for view ${view}`);
  return rows;
}

const cursorRow = sql`(${param.time}::timestamptz, ${param.id}::uuid)`;
const listRow = sql`(${posts.lastUpdate}, ${posts.id})`;

/**
 * The statements behind one page of a shape (exported for the tests and the bench that read
 * their plans): the page itself, newest first after the cursor, or oldest first before it (the
 * caller turns it round), one row longer than asked so that the extra row tells whether more
 * lie that way, with an EXISTS probe as a column (uncorrelated, evaluated once) for whatever
 * lies beyond the cursor the other way; and that probe alone, for an empty page.
 */
export function buildListQueries(db: Database, shape: ListShape) {
  const { direction } = shape;
  const where = listWhere(shape);
  const otherWay =
    direction === 'after'
      ? sql`${listRow} >= ${cursorRow}`
      : direction === 'before'
        ? sql`${listRow} <= ${cursorRow}`
        : null;
  const probe = otherWay
    ? db.select({ one: sql`1` }).from(posts).where(and(where, otherWay)).limit(1)
    : null;
  const page = db
    .select({
      ...getTableColumns(posts),
      cursorTime: cursorTimeOf,
      isMoreOtherWay: probe ? sql<boolean>`exists ${probe}` : sql<boolean>`false`,
    })
    .from(posts)
    .where(
      and(
        where,
        direction === 'after'
          ? sql`${listRow} < ${cursorRow}`
          : direction === 'before'
            ? sql`${listRow} > ${cursorRow}`
            : undefined,
      ),
    )
    .orderBy(
      ...(direction === 'before'
        ? [asc(posts.lastUpdate), asc(posts.id)]
        : [desc(posts.lastUpdate), desc(posts.id)]),
    )
    .limit(param.rows);
  return { page, probe };
}

/** The SQL of the page statement a request runs, with its values (for the bench's replays). */
export function listPageSqlOf(db: Database, request: ListPageRequest) {
  const { sql, params } = buildListQueries(db, shapeOf(request)).page.toSQL();
  return { sql, params: fillPlaceholders(params, listValuesOf(request)) };
}

/** Each shape's statements, declared by name when this module loads. */
const LIST_STATEMENTS = new Map(
  LIST_SHAPES.map((shape) => {
    const name = nameOf(shape);
    const page = declarePrepared(name, (db) => buildListQueries(db, shape).page);
    const probe =
      shape.direction === 'first'
        ? null
        : declarePrepared(`${name}_probe`, (db) => {
            const { probe } = buildListQueries(db, shape);
            if (!probe) throw new Error(`no probe for ${name}`);
            return probe;
          });
    const total =
      shape.direction === 'first'
        ? declarePrepared(`${name}_count`, (db) =>
            db.select({ count: count() }).from(posts).where(listWhere(shape)),
          )
        : null;
    return [name, { page, probe, total }] as const;
  }),
);

function statementsOf(shape: ListShape) {
  const statements = LIST_STATEMENTS.get(nameOf(shape));
  if (!statements) throw new Error(`no list statement ${nameOf(shape)}`);
  return statements;
}

/** The page's rows, with the time of each as its cursor, and whether rows lie the other way. */
export async function findListPage(
  db: Database,
  request: ListPageRequest,
): Promise<{ rows: (PostRow & { cursorTime: string })[]; isMoreOtherWay: boolean }> {
  const statements = statementsOf(shapeOf(request));
  const values = listValuesOf(request);
  const rows = await statements.page(db).execute(values);
  if (!statements.probe) return { rows, isMoreOtherWay: false };
  const [first] = rows;
  // An empty page carries no probe column: ask the probe itself (past the end of a list).
  const isMoreOtherWay = first
    ? Boolean(first.isMoreOtherWay)
    : (await statements.probe(db).execute(values)).length > 0;
  return { rows, isMoreOtherWay };
}

export async function countListed(
  db: Database,
  request: Omit<ListPageRequest, 'after' | 'before' | 'rows'>,
): Promise<number> {
  const whole = { ...request, after: null, before: null, rows: 0 };
  const { total } = statementsOf(shapeOf(whole));
  if (!total) throw new Error('no count statement for the first page');
  const [row] = await total(db).execute(listValuesOf(whole));
  return row?.count ?? 0;
}
