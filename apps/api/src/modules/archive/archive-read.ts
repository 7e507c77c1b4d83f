import { createHash } from 'node:crypto';
import {
  ARCHIVE_JSON_NAME,
  MAX_ARCHIVE_JSON_BYTES,
  MAX_ARCHIVE_PIXELS,
} from '@app/domain/archive.schemas.ts';
import { MAX_IMAGE_BYTES, MAX_IMAGE_PIXELS } from '@app/domain/images.schemas.ts';
import { headerPixels } from '../images/image-processing.ts';
import { type ImportedImage, prepareImportedImage } from '../images/imported-images.ts';
import { archiveInvalid, foreignArchive, readArchiveJson } from './archive-json-reader.ts';
import { type ArchiveEntries, damagedArchive, withArchive } from './archive-zip-reader.ts';
import { readDaylio } from './daylio-reader.ts';
import { readDayOne } from './dayone-reader.ts';
import type { ForeignJournal } from './foreign-entries.ts';
import { batchOfArchive, batchOfJournal, type ImportBatch } from './import-batch.ts';
import {
  foreignFile,
  formatOfZip,
  kindOfUpload,
  notAZip,
  withoutTopFolder,
} from './import-formats.ts';
import { readJourniv } from './journiv-reader.ts';
import { readLoopCsv, readLoopZip } from './loop-reader.ts';
import { readMarkdown } from './markdown-reader.ts';

/*
 * Everything an import does with the uploaded file before the transaction: telling its format,
 * reading, checking and cleaning it, preparing its pictures. It runs in a worker thread
 * (archive-read-thread.ts), so no file can hold the server's event loop.
 */

const notAPicture = (file: string) =>
  archiveInvalid(`The archive's ${file} is not a picture we can read.`);

const tooManyPixels = () =>
  archiveInvalid(
    `The archive's images hold more than ${MAX_ARCHIVE_PIXELS / 1_000_000} megapixels together.`,
  );

/**
 * Reads and checks an export of this app before anything is written: the JSON, and every
 * image it lists (present, the hash it claims, its size from its header within the archive's
 * pixel budget, then, unless `isDryRun`, a picture we can store). No image is decoded before
 * every header is in.
 */
async function readOwnExport(entries: ArchiveEntries, isDryRun: boolean): Promise<ImportBatch> {
  const json = entries.stream(ARCHIVE_JSON_NAME, MAX_ARCHIVE_JSON_BYTES);
  if (!json) throw foreignArchive();
  const archive = await readArchiveJson(json);
  const readImage = async (name: string) => {
    const bytes = await entries.read(name, MAX_IMAGE_BYTES);
    if (!bytes) throw archiveInvalid(`The archive lists ${name} but does not hold it.`);
    return bytes;
  };
  let pixels = 0;
  for (const listed of archive.images) {
    const bytes = await readImage(listed.file);
    if (createHash('sha256').update(bytes).digest('hex') !== listed.sha256) {
      throw damagedArchive();
    }
    const imagePixels = await headerPixels(bytes).catch(() => {
      throw notAPicture(listed.file);
    });
    if (imagePixels > MAX_IMAGE_PIXELS) throw notAPicture(listed.file);
    pixels += imagePixels;
    if (pixels > MAX_ARCHIVE_PIXELS) throw tooManyPixels();
  }
  const images: Array<{ exportedId: string; image: ImportedImage | null }> = [];
  for (const listed of archive.images) {
    const image = isDryRun
      ? null
      : await prepareImportedImage(await readImage(listed.file), listed.file);
    images.push({ exportedId: listed.id, image });
  }
  return batchOfArchive(archive, images);
}

const READERS: Record<
  Exclude<NonNullable<ReturnType<typeof formatOfZip>>, 'inner-compass'>,
  (entries: ArchiveEntries) => Promise<ForeignJournal>
> = {
  'day-one': readDayOne,
  daylio: readDaylio,
  journiv: readJourniv,
  markdown: readMarkdown,
  loop: readLoopZip,
};

/**
 * The upload as a batch, its format told from its bytes (decision 0048): a ZIP by the names
 * it holds, else Loop's CSV by its header. Everything is read and checked here, before the
 * transaction.
 */
export async function readUpload(file: string, isDryRun: boolean): Promise<ImportBatch> {
  const kind = await kindOfUpload(file);
  if (kind === 'loop-csv') return batchOfJournal(await readLoopCsv(file), null, isDryRun);
  if (kind !== 'zip') throw notAZip();
  return withArchive(file, async (raw) => {
    if (formatOfZip(raw.names) === 'inner-compass') return readOwnExport(raw, isDryRun);
    const entries = withoutTopFolder(raw);
    const format = formatOfZip(entries.names);
    if (format === null || format === 'inner-compass') throw foreignFile();
    return batchOfJournal(await READERS[format](entries), entries, isDryRun);
  });
}
