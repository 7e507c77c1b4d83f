import { Column, is, SQL } from 'drizzle-orm';
import type { Database } from './client.ts';

/**
 * Every named prepared statement of the app is declared here, by its name, once. PostgreSQL
 * keeps statement names in one namespace per connection, so a name used for two statements
 * would fail the second (or run the first's SQL): declaring a name twice throws when the
 * declaring module loads, long before a request could meet it.
 */
const declaredNames = new Set<string>();

/** A select as Drizzle builds it: its SQL, its flat selection, and the rows it promises. */
type Select<Row> = {
  toSQL(): { sql: string; params: unknown[] };
  readonly _: { readonly selectedFields: Record<string, unknown> };
  execute(): Promise<Row[]>;
};

type PreparedSelect<Row> = {
  execute(values?: Record<string, unknown>): Promise<Row[]>;
};

type Decode = (value: unknown) => unknown;

/** The function that turns a driver value of `field` into the selection's, or null for none. */
function decoderOf(name: string, field: unknown): Decode | null {
  if (is(field, Column)) {
    return field.mapFromDriverValue === Column.prototype.mapFromDriverValue
      ? null
      : (value) => field.mapFromDriverValue(value);
  }
  // An `sql` field (or one named with .as()) carries the decoder its mapWith() gave it.
  const expression = is(field, SQL) ? field : is(field, SQL.Aliased) ? field.sql : null;
  if (!expression) throw new Error(`${name}: prepared selects take columns and sql fields only`);
  const { decoder } = expression as unknown as { decoder?: { mapFromDriverValue: Decode } };
  if (!decoder) return null;
  return (value) => decoder.mapFromDriverValue(value);
}

/**
 * The row builder of a flat selection, compiled: the driver answers each row as an array in the
 * selection's order, and one object literal per row takes the place of Drizzle's mapping, which
 * inspects every cell's field again on every row (most of a page of posts' time in Drizzle).
 * The names are the selection's own keys, written as JSON strings.
 */
function compileRowBuilder<Row>(selection: Record<string, unknown>): (cells: unknown[]) => Row {
  const decoders: (Decode | null)[] = [];
  const properties = Object.entries(selection).map(([name, field], index) => {
    const decode = decoderOf(name, field);
    decoders.push(decode);
    const cell = `cells[${index}]`;
    const value = decode ? `${cell} === null ? null : decoders[${index}](${cell})` : cell;
    return `${JSON.stringify(name)}: ${value},`;
  });
  const build = new Function('decoders', `return (cells) => ({\n${properties.join('\n')}\n});`);
  return build(decoders) as (cells: unknown[]) => Row;
}

/**
 * The select built by `build` and prepared under `name`, made once per database handle and
 * kept: the statements people run all day are built with Drizzle once and sent as named
 * statements, which PostgreSQL parses and plans once per connection, and their rows are built
 * by a compiled function. Given a transaction, it prepares for that transaction alone.
 */
export function declarePrepared<Row>(
  name: string,
  build: (db: Database) => Select<Row>,
): (db: Database) => PreparedSelect<Row> {
  if (declaredNames.has(name)) {
    throw new Error(`The prepared statement name "${name}" is declared twice.`);
  }
  declaredNames.add(name);
  const byDatabase = new WeakMap<Database, PreparedSelect<Row>>();
  return (db) => {
    let prepared = byDatabase.get(db);
    if (prepared === undefined) {
      const select = build(db);
      const buildRow = compileRowBuilder<Row>(select._.selectedFields);
      prepared = db._.session.prepareQuery<{ execute: Row[]; all: unknown; values: unknown }>(
        select.toSQL(),
        undefined,
        name,
        true,
        (rows) => rows.map(buildRow),
      );
      byDatabase.set(db, prepared);
    }
    return prepared;
  };
}
