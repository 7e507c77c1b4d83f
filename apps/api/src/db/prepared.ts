import type { Database } from './client.ts';

/**
 * `prepare(db)` made once per database handle and kept: the statements people run all day
 * are built with Drizzle once (building one cost 0.1-0.3 ms of CPU on every request) and sent
 * as named statements, which PostgreSQL parses and plans once per connection. Given a
 * transaction, it prepares for that transaction alone.
 */
export function oncePerDatabase<T>(prepare: (db: Database) => T): (db: Database) => T {
  const byDatabase = new WeakMap<Database, T>();
  return (db) => {
    let prepared = byDatabase.get(db);
    if (prepared === undefined) {
      prepared = prepare(db);
      byDatabase.set(db, prepared);
    }
    return prepared;
  };
}
