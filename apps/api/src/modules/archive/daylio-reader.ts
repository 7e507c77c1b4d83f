import { MAX_ARCHIVE_JSON_BYTES } from '@app/domain/archive.schemas.ts';
import { POST_TITLE_MAX_LENGTH } from '@app/domain/post-limits.ts';
import { z } from 'zod';
import { archiveInvalid } from './archive-json-reader.ts';
import type { ArchiveEntries } from './archive-zip-reader.ts';
import {
  contentHash,
  type ForeignEntry,
  type ForeignJournal,
  kept,
  keptTags,
  LeftOut,
  MAX_ENTRY_TEXT,
  titleFromText,
} from './foreign-entries.ts';
import { looseString, pushEntry } from './import-formats.ts';
import { readJsonRecords } from './import-json-records.ts';

/*
 * Daylio's backup (decision 0048): a ZIP (named .daylio) holding backup.daylio, the whole
 * journal as JSON in base64, and the photos under assets/ (assets/photos/<year>/<month>/
 * <checksum>, no extension). In the JSON: `customMoods` ({id, custom_name,
 * predefined_name_id: 1 rad ... 5 awful}), `tags` (the activities: {id, name}), `assets`
 * ({id, checksum, type: 1 photo, 2 audio}) and `dayEntries` ({datetime: milliseconds since
 * 1970 UTC, timeZoneOffset: milliseconds, year, month counted from 0, day, hour, minute,
 * mood: a customMoods id, tags: ids, assets: ids, note_title, note: HTML}). An entry has no
 * id of its own: its instant and a hash of what it says name it.
 */

const PREDEFINED_MOODS: Record<number, string> = {
  1: 'rad',
  2: 'good',
  3: 'meh',
  4: 'bad',
  5: 'awful',
};

const BACKUP = 'backup.daylio';
/** Base64 of MAX_ARCHIVE_JSON_BYTES of JSON, with room for line breaks. */
const MAX_BACKUP_BYTES = Math.ceil(MAX_ARCHIVE_JSON_BYTES / 3) * 4 + 1024 * 1024;

const idsSchema = z
  .array(z.unknown())
  .max(1_000)
  .catch([])
  .default([])
  .transform((items) => items.filter((item): item is number => Number.isInteger(item)));

const moodSchema = z.object({
  id: z.number().int(),
  custom_name: looseString,
  predefined_name_id: z.number().int().optional().catch(undefined),
});
const tagSchema = z.object({ id: z.number().int(), name: looseString });
const assetSchema = z.object({
  id: z.number().int(),
  checksum: looseString,
  type: z.number().int().optional().catch(undefined),
});
const dayEntrySchema = z.object({
  datetime: z.number().finite(),
  mood: z.number().int().optional().catch(undefined),
  tags: idsSchema,
  assets: idsSchema,
  note: looseString,
  note_title: looseString,
});

const notABackup = () => archiveInvalid(`${BACKUP} is not a Daylio backup (base64 JSON).`);

/**
 * The backup's base64 decoded as it inflates: whitespace is skipped, anything else outside
 * the alphabet refuses the file (Buffer.from would skip it silently).
 */
async function* decodeBase64(chunks: AsyncIterable<Buffer>): AsyncIterable<Buffer> {
  let pending = '';
  for await (const chunk of chunks) {
    pending += chunk.toString('latin1').replace(/\s+/g, '');
    if (!/^[A-Za-z0-9+/]*={0,2}$/.test(pending)) throw notABackup();
    const whole = pending.length - (pending.length % 4);
    if (whole > 0) yield Buffer.from(pending.slice(0, whole), 'base64');
    pending = pending.slice(whole);
  }
  if (pending !== '') throw notABackup();
}

/** Daylio's note: HTML since notes can be styled, plain text before. */
export function noteText(note: string, decodeHTML: (text: string) => string): string {
  const text = note
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|div|li|h[1-6])\s*>/gi, '\n')
    .replace(/<li[^<>]*>/gi, '- ')
    // A tag holds no `<`: a try that fails stops at the next one, so the scan stays linear.
    .replace(/<[^<>]*>/g, '');
  return decodeHTML(text)
    .replace(/\u00a0/g, ' ')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

export async function readDaylio(entries: ArchiveEntries): Promise<ForeignJournal> {
  // Loaded by the first Daylio import, not at start (about 13 MB).
  const { decodeHTML } = await import('entities');
  const chunks = entries.stream(BACKUP, MAX_BACKUP_BYTES);
  if (!chunks) throw notABackup();
  const leftOut = new LeftOut();
  const moods = new Map<number, string>();
  const tags = new Map<number, string>();
  const assets = new Map<number, { checksum: string; isPhoto: boolean }>();
  const days: Array<z.infer<typeof dayEntrySchema>> = [];
  let isDaylio = false;

  await readJsonRecords(
    decodeBase64(chunks),
    BACKUP,
    ['$.version', '$.customMoods.*', '$.tags.*', '$.assets.*', '$.dayEntries.*'],
    (path, value) => {
      if (path === '$.version') {
        isDaylio = true;
      } else if (path === '$.customMoods.*') {
        const mood = moodSchema.safeParse(value);
        if (!mood.success) return;
        const predefined = PREDEFINED_MOODS[mood.data.predefined_name_id ?? 0] ?? '';
        moods.set(mood.data.id, mood.data.custom_name.trim() || predefined);
      } else if (path === '$.tags.*') {
        const tag = tagSchema.safeParse(value);
        if (tag.success) tags.set(tag.data.id, tag.data.name);
      } else if (path === '$.assets.*') {
        const asset = assetSchema.safeParse(value);
        if (asset.success) {
          assets.set(asset.data.id, {
            checksum: asset.data.checksum,
            isPhoto: asset.data.type === undefined || asset.data.type === 1,
          });
        }
      } else {
        const day = dayEntrySchema.safeParse(value);
        if (!day.success) leftOut.add('undated_entry');
        else days.push(day.data);
      }
    },
  );
  if (!isDaylio) throw notABackup();

  // Photos lie under assets/, named by their checksum.
  const files = new Map<string, string>();
  for (const name of entries.names) {
    if (name.startsWith('assets/')) files.set(name.slice(name.lastIndexOf('/') + 1), name);
  }

  const read: ForeignEntry[] = [];
  for (const day of days) {
    const mood =
      day.mood === undefined ? '' : (moods.get(day.mood) ?? PREDEFINED_MOODS[day.mood] ?? '');
    const note = noteText(kept(day.note, MAX_ENTRY_TEXT, leftOut), decodeHTML);
    const noteTitle = kept(day.note_title, POST_TITLE_MAX_LENGTH, leftOut);
    const fromNote = noteTitle.trim() === '' ? titleFromText(note) : null;
    pushEntry(read, {
      key: `${day.datetime}:${contentHash(day.note_title, day.note)}`,
      created: new Date(day.datetime),
      updated: new Date(day.datetime),
      title: fromNote?.title ?? noteTitle,
      text: fromNote?.text ?? note,
      mood,
      tags: keptTags(
        day.tags.flatMap((id) => tags.get(id) ?? []),
        leftOut,
      ),
      attachments: day.assets.map((id) => {
        const asset = assets.get(id);
        if (asset && !asset.isPhoto) return { isPicture: false };
        return { isPicture: true, file: asset ? (files.get(asset.checksum) ?? null) : null };
      }),
    });
  }
  return { format: 'daylio', entries: read, trackers: [], leftOut };
}
