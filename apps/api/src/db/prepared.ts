import type { Database } from './client.ts';

/**
 * Every named prepared statement of the app is declared here, by its name, once. PostgreSQL
 * keeps statement names in one namespace per connection, so a name used for two statements
 * would fail the second (or run the first's SQL): declaring a name twice throws when the
 * declaring module loads, long before a request could meet it.
 */
const declaredNames = new Set<string>();

/**
 * The statement built by `build` and prepared under `name`, made once per database handle and
 * kept: the statements people run all day are built with Drizzle once and sent as named
 * statements, which PostgreSQL parses and plans once per connection. Given a transaction, it
 * prepares for that transaction alone.
 */
export function declarePrepared<Prepared>(
  name: string,
  build: (db: Database) => { prepare(name: string): Prepared },
): (db: Database) => Prepared {
  if (declaredNames.has(name)) {
    throw new Error(`The prepared statement name "${name}" is declared twice.`);
  }
  declaredNames.add(name);
  const byDatabase = new WeakMap<Database, Prepared>();
  return (db) => {
    let prepared = byDatabase.get(db);
    if (prepared === undefined) {
      prepared = build(db).prepare(name);
      byDatabase.set(db, prepared);
    }
    return prepared;
  };
}
