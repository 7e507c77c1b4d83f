import { MAX_ARCHIVE_JSON_BYTES } from '@app/domain/archive.schemas.ts';
import { MOOD_MAX_LENGTH, POST_TITLE_MAX_LENGTH } from '@app/domain/post-limits.ts';
import { z } from 'zod';
import type { ArchiveEntries } from './archive-zip-reader.ts';
import {
  contentHash,
  type ForeignAttachment,
  type ForeignEntry,
  type ForeignJournal,
  kept,
  keptTags,
  LeftOut,
  MAX_ENTRY_TEXT,
  parseDate,
  titleFromText,
} from './foreign-entries.ts';
import { foreignFile, looseString, looseStrings, pushEntry } from './import-formats.ts';
import { readJsonRecords } from './import-json-records.ts';

/*
 * Journiv's export (decision 0048): a ZIP of data.json and media/<entry id>/<media id>_<name>,
 * each media record's `file_path` relative to media/. data.json has `export_version`; up to
 * 1.3 entries sit in `journals[].entries[]` ({title, content or content_delta (a Quill Delta)
 * and content_plain_text, entry_datetime_utc, entry_timezone, tags, mood_log: {mood_name},
 * media, created_at, updated_at, external_id}); from 1.5 the timeline is `moments[]`
 * ({logged_at_utc, logged_timezone, tags, primary_mood_name, mood_activity, media, entry:
 * {title, content_delta, content_plain_text, created_at, updated_at, external_id},
 * created_at, updated_at, external_id}). Instants are UTC; dates alone are the local day.
 */

const DATA = 'data.json';

const mediaListSchema = z
  .array(
    z
      .object({ file_path: looseString, media_type: looseString, mime_type: looseString })
      .catch({ file_path: '', media_type: '', mime_type: '' }),
  )
  .max(1_000)
  .catch([])
  .default([]);

const textSchema = {
  title: looseString,
  content: looseString,
  content_plain_text: looseString,
  content_delta: z.unknown().optional(),
  created_at: z.unknown().optional(),
  updated_at: z.unknown().optional(),
  external_id: looseString,
};

const legacyEntrySchema = z.object({
  ...textSchema,
  entry_datetime_utc: z.unknown().optional(),
  tags: looseStrings,
  mood_log: z.object({ mood_name: looseString }).nullable().catch(null).default(null),
  media: mediaListSchema,
});

const momentSchema = z.object({
  logged_at_utc: z.unknown().optional(),
  logged_at: z.unknown().optional(),
  created_at: z.unknown().optional(),
  updated_at: z.unknown().optional(),
  external_id: looseString,
  tags: looseStrings,
  primary_mood_name: looseString,
  mood_activity: z
    .array(z.object({ mood_name: looseString }).catch({ mood_name: '' }))
    .max(1_000)
    .catch([])
    .default([]),
  media: mediaListSchema,
  entry: z.object(textSchema).nullable().catch(null).default(null),
});

/** The text of a Quill Delta: its string inserts (embeds such as images carry no text). */
function deltaText(delta: unknown): string {
  const ops = (delta as { ops?: unknown } | null)?.ops;
  if (!Array.isArray(ops)) return '';
  return ops
    .map((op) => (typeof op?.insert === 'string' ? op.insert : ''))
    .join('')
    .trim();
}

function textOf(entry: z.infer<z.ZodObject<typeof textSchema>>): string {
  if (entry.content_plain_text.trim() !== '') return entry.content_plain_text;
  if (entry.content.trim() !== '') return entry.content;
  return deltaText(entry.content_delta);
}

export async function readJourniv(entries: ArchiveEntries): Promise<ForeignJournal> {
  const chunks = entries.stream(DATA, MAX_ARCHIVE_JSON_BYTES);
  if (!chunks) throw foreignFile();
  const leftOut = new LeftOut();
  const read: ForeignEntry[] = [];
  const names = new Set(entries.names);
  let isJourniv = false;

  const attachmentsOf = (media: z.infer<typeof mediaListSchema>): ForeignAttachment[] =>
    media.map(({ file_path, media_type, mime_type }) => {
      const isPicture = media_type === 'image' || mime_type.startsWith('image/');
      if (!isPicture) return { isPicture: false };
      // Only a name the ZIP holds is read: a path that climbs out names nothing.
      const file = `media/${file_path}`;
      return { isPicture: true, file: file_path !== '' && names.has(file) ? file : null };
    });

  const add = (
    fields: { title: string; text: string; created: Date | null; updated: Date | null },
    rest: Pick<ForeignEntry, 'mood' | 'tags' | 'attachments'> & { externalId: string },
  ) => {
    const title = kept(fields.title, POST_TITLE_MAX_LENGTH, leftOut);
    const text = kept(fields.text, MAX_ENTRY_TEXT, leftOut);
    const fromText = title.trim() === '' ? titleFromText(text) : null;
    pushEntry(read, {
      key:
        rest.externalId.trim() ||
        `${fields.created?.toISOString()}:${contentHash(fields.title, fields.text)}`,
      created: fields.created,
      updated: fields.updated ?? fields.created,
      title: fromText?.title ?? title,
      text: fromText?.text ?? text,
      mood: kept(rest.mood, MOOD_MAX_LENGTH, leftOut),
      tags: keptTags(rest.tags, leftOut),
      attachments: rest.attachments,
    });
  };

  await readJsonRecords(
    chunks,
    DATA,
    ['$.export_version', '$.journals.*.entries.*', '$.moments.*'],
    (path, value) => {
      if (path === '$.export_version') {
        isJourniv = true;
        return;
      }
      if (path === '$.moments.*') {
        const moment = momentSchema.safeParse(value);
        if (!moment.success) return leftOut.add('undated_entry');
        const m = moment.data;
        const created =
          parseDate(m.logged_at_utc) ?? parseDate(m.logged_at) ?? parseDate(m.created_at);
        add(
          {
            title: m.entry?.title ?? '',
            text: m.entry ? textOf(m.entry) : '',
            created,
            updated: parseDate(m.entry?.updated_at) ?? parseDate(m.updated_at),
          },
          {
            externalId: m.external_id || (m.entry?.external_id ?? ''),
            mood:
              m.primary_mood_name || (m.mood_activity.find((a) => a.mood_name)?.mood_name ?? ''),
            tags: m.tags,
            attachments: attachmentsOf(m.media),
          },
        );
        return;
      }
      const entry = legacyEntrySchema.safeParse(value);
      if (!entry.success) return leftOut.add('undated_entry');
      const e = entry.data;
      add(
        {
          title: e.title,
          text: textOf(e),
          created: parseDate(e.entry_datetime_utc) ?? parseDate(e.created_at),
          updated: parseDate(e.updated_at),
        },
        {
          externalId: e.external_id,
          mood: e.mood_log?.mood_name ?? '',
          tags: e.tags,
          attachments: attachmentsOf(e.media),
        },
      );
    },
  );
  if (!isJourniv) throw foreignFile();
  return { format: 'journiv', entries: read, trackers: [], leftOut };
}
