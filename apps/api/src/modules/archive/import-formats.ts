import { open } from 'node:fs/promises';
import {
  ARCHIVE_JSON_NAME,
  type ImportFormat,
  MAX_ARCHIVE_JSON_BYTES,
  MAX_ARCHIVE_POSTS,
} from '@app/domain/archive.schemas.ts';
import { z } from 'zod';
import { DomainError } from '../../domain-errors.ts';
import { archiveInvalid } from './archive-json-reader.ts';
import type { ArchiveEntries } from './archive-zip-reader.ts';
import type { ForeignEntry } from './foreign-entries.ts';

/*
 * Which of the files an import reads this one is, told from the file itself: its first bytes,
 * then the names a ZIP holds (decision 0048). The name it was uploaded under and the
 * Content-Type the client sent play no part.
 */

export const foreignFile = () =>
  new DomainError(
    'invalid',
    'archive_foreign',
    'This file is none of those we can import: an export of this app, a Day One JSON export, ' +
      "a Daylio backup, a Journiv export, a ZIP of Markdown files or Loop Habit Tracker's CSV " +
      'export. Nothing was imported.',
  );

export const notAZip = () =>
  new DomainError(
    'invalid',
    'archive_damaged',
    "This file is not a readable ZIP archive nor Loop Habit Tracker's CSV: it may be cut short " +
      'or damaged. Nothing was imported.',
  );

export const jsonTooLarge = (what: string) =>
  new DomainError(
    'invalid',
    'archive_too_large',
    `The archive's ${what} are larger than ${MAX_ARCHIVE_JSON_BYTES / 1024 / 1024} MB together. Nothing was imported.`,
  );

const tooManyEntries = () =>
  archiveInvalid(`The file holds more than ${MAX_ARCHIVE_POSTS} entries.`);

/** Adds an entry to what a reader found, refusing a file of more than a journal may bring. */
export function pushEntry(entries: ForeignEntry[], entry: ForeignEntry) {
  if (entries.length >= MAX_ARCHIVE_POSTS) throw tooManyEntries();
  entries.push(entry);
}

/** A string field of another app's record, or '' when it is missing or of another type. */
export const looseString = z.string().catch('').default('');
/** A list of strings, without what is not one (at most 1,000 items are looked at). */
export const looseStrings = z
  .array(z.unknown())
  .max(1_000)
  .catch([])
  .default([])
  .transform((items) => items.filter((item): item is string => typeof item === 'string'));

/** Files an operating system adds to a ZIP that are nobody's writing. */
function isClutter(name: string): boolean {
  return name.split('/').some((segment) => segment === '__MACOSX' || segment.startsWith('.'));
}

/**
 * The entries as if the ZIP's one top folder were its root (a folder zipped whole), without
 * the clutter: names inside are read the same whichever way the person zipped them.
 */
export function withoutTopFolder(entries: ArchiveEntries): ArchiveEntries {
  const names = entries.names.filter((name) => !isClutter(name));
  const tops = new Set(names.map((name) => (name.includes('/') ? name.split('/')[0] : '')));
  const [top] = tops;
  const prefix = tops.size === 1 && top ? `${top}/` : '';
  return {
    names: names.map((name) => name.slice(prefix.length)),
    size: (name) => entries.size(prefix + name),
    modified: (name) => entries.modified(prefix + name),
    stream: (name, maxBytes) => entries.stream(prefix + name, maxBytes),
    read: (name, maxBytes) => entries.read(prefix + name, maxBytes),
  };
}

type ZipFormat = Exclude<ImportFormat, 'inner-compass'> | 'inner-compass';

const MARKDOWN = /\.(md|markdown)$/i;
export const isMarkdownName = (name: string) => MARKDOWN.test(name);

/**
 * A ZIP's format by the names it holds, the most telling first: this app's export JSON, a
 * Daylio backup, Journiv's data.json, Loop's Habits.csv, journal JSON files at the root (Day
 * One), Markdown files. Null for none of them.
 */
export function formatOfZip(names: readonly string[]): ZipFormat | null {
  const has = (name: string) => names.includes(name);
  if (has(ARCHIVE_JSON_NAME)) return 'inner-compass';
  if (has('backup.daylio')) return 'daylio';
  if (has('data.json')) return 'journiv';
  if (has('Habits.csv') || has('Checkmarks.csv')) return 'loop';
  if (names.some((name) => !name.includes('/') && name.toLowerCase().endsWith('.json'))) {
    return 'day-one';
  }
  if (names.some(isMarkdownName)) return 'markdown';
  return null;
}

const ZIP_MAGIC = [
  Buffer.from('PK\u0003\u0004', 'latin1'),
  Buffer.from('PK\u0005\u0006', 'latin1'),
];
const UTF8_BOM = Buffer.from([0xef, 0xbb, 0xbf]);

/** What the upload is by its first bytes: a ZIP, Loop's CSV (its "Date," header), or neither. */
export async function kindOfUpload(file: string): Promise<'zip' | 'loop-csv' | null> {
  const handle = await open(file, 'r');
  try {
    const head = Buffer.alloc(16);
    const { bytesRead } = await handle.read(head, 0, head.length, 0);
    const start = head.subarray(0, bytesRead);
    if (ZIP_MAGIC.some((magic) => start.subarray(0, 4).equals(magic))) return 'zip';
    const text = (start.subarray(0, 3).equals(UTF8_BOM) ? start.subarray(3) : start).toString(
      'latin1',
    );
    return /^"?Date"?,/.test(text) ? 'loop-csv' : null;
  } finally {
    await handle.close();
  }
}
