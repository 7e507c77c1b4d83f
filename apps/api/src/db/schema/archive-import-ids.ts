import { sql } from 'drizzle-orm';
import { check, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/** The kinds of record an archive brings whose ids the import keeps or replaces. */
export const IMPORTED_KINDS = ['post', 'image', 'feeling'] as const;
export type ImportedKind = (typeof IMPORTED_KINDS)[number];

/**
 * Each person's own record of the archive ids an import could not keep (someone else's row
 * had the id) and the random id it gave the record instead, so importing the same archive
 * again finds that record (decision 0029). Read and written only for the person importing;
 * it goes with their account.
 */
export const archiveImportIds = pgTable(
  'archive_import_ids',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<ImportedKind>().notNull(),
    archiveId: uuid('archive_id').notNull(),
    rowId: uuid('row_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.kind, t.archiveId] }),
    check('archive_import_ids_kind_check', sql`${t.kind} in ('post', 'image', 'feeling')`),
  ],
);
