import { MAX_ARCHIVE_JSON_BYTES } from '@app/domain/archive.schemas.ts';
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
import {
  foreignFile,
  jsonTooLarge,
  looseString,
  looseStrings,
  pushEntry,
} from './import-formats.ts';
import { readJsonRecords } from './import-json-records.ts';

/*
 * Day One's JSON export (decision 0048): a ZIP of one JSON file per journal (Journal.json,
 * or the journal's name) holding `{metadata: {version}, entries: [...]}`, and the photos under
 * photos/, each named by its MD5 and its type (photos/<md5>.jpeg). An entry's `uuid` names it;
 * `creationDate` and `modifiedDate` are instants in UTC (`2024-01-05T03:02:50Z`), `timeZone` the
 * IANA zone it was written in; `text` is Markdown in which Day One escapes punctuation
 * (`1\.`) and places each photo as `![](dayone-moment://<identifier>)`.
 */

const mediaSchema = z
  .object({
    identifier: looseString,
    md5: looseString,
    type: looseString,
    orderInEntry: z.number().int().optional().catch(undefined),
  })
  .catch({ identifier: '', md5: '', type: '' });

const mediaListSchema = z.array(mediaSchema).max(1_000).optional().catch(undefined);

const entrySchema = z.object({
  uuid: looseString,
  text: looseString,
  creationDate: z.unknown().optional(),
  modifiedDate: z.unknown().optional(),
  tags: looseStrings,
  photos: mediaListSchema,
  videos: mediaListSchema,
  audios: mediaListSchema,
  pdfAttachments: mediaListSchema,
});

/**
 * Day One's markers of where a photo or other media sits in the text. Neither the brackets nor
 * the target hold a `[`, so a try that fails stops at the next one: linear time.
 */
const MOMENT_LINK = /!?\[[^[\]\n]*\]\(dayone-moment:[^[)\n]*\)/g;
/** CommonMark's escapable punctuation, which Day One escapes in plain text. */
const ESCAPED = /\\([!"#$%&'()*+,\-./:;<=>?@[\\\]^_`{|}~])/g;

/** An entry's text without Day One's media links and escapes. */
export function dayOneText(text: string): string {
  return text
    .replace(MOMENT_LINK, '')
    .replace(ESCAPED, '$1')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** The photos of the export by their MD5, the name that Day One gives each file. */
function photosByMd5(entries: ArchiveEntries): Map<string, string> {
  const byMd5 = new Map<string, string>();
  for (const name of entries.names) {
    const found = /^photos\/([0-9a-f]{32})\.[a-z0-9]{1,8}$/i.exec(name);
    if (found?.[1]) byMd5.set(found[1].toLowerCase(), name);
  }
  return byMd5;
}

export async function readDayOne(entries: ArchiveEntries): Promise<ForeignJournal> {
  const journals = entries.names
    .filter((name) => !name.includes('/') && name.toLowerCase().endsWith('.json'))
    .sort();
  const declared = journals.reduce((sum, name) => sum + (entries.size(name) ?? 0), 0);
  if (declared > MAX_ARCHIVE_JSON_BYTES) throw jsonTooLarge('Day One journals');
  const photos = photosByMd5(entries);
  const leftOut = new LeftOut();
  const read: ForeignEntry[] = [];
  let isDayOne = false;

  for (const journal of journals) {
    const chunks = entries.stream(journal, MAX_ARCHIVE_JSON_BYTES);
    if (!chunks) continue;
    await readJsonRecords(chunks, journal, ['$.metadata', '$.entries.*'], (path, value) => {
      isDayOne = true;
      if (path === '$.metadata') return;
      const entry = entrySchema.safeParse(value);
      if (!entry.success) {
        leftOut.add('undated_entry');
        return;
      }
      const { uuid, text, tags } = entry.data;
      const media = (list: z.infer<typeof mediaListSchema>) =>
        (list ?? [])
          .map((item, index) => ({ ...item, order: item.orderInEntry ?? index }))
          .sort((a, b) => a.order - b.order);
      const attachments: ForeignAttachment[] = [
        ...media(entry.data.photos).map((photo) => ({
          isPicture: true as const,
          file: photos.get(photo.md5.toLowerCase()) ?? null,
        })),
        ...[entry.data.videos, entry.data.audios, entry.data.pdfAttachments].flatMap((list) =>
          (list ?? []).map(() => ({ isPicture: false as const })),
        ),
      ];
      const created = parseDate(entry.data.creationDate);
      const { title, text: body } = titleFromText(dayOneText(kept(text, MAX_ENTRY_TEXT, leftOut)));
      pushEntry(read, {
        key: uuid.trim() !== '' ? uuid.trim().toUpperCase() : contentHash(String(created), text),
        created,
        updated: parseDate(entry.data.modifiedDate) ?? created,
        title,
        text: body,
        mood: '',
        tags: keptTags(tags, leftOut),
        attachments,
      });
    });
  }
  if (!isDayOne) throw foreignFile();
  return { format: 'day-one', entries: read, trackers: [], leftOut };
}
