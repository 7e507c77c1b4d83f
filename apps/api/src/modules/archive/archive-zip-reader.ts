import type { Readable } from 'node:stream';
import { MAX_ARCHIVE_ENTRIES, MAX_ARCHIVE_UNPACKED_BYTES } from '@app/domain/archive.schemas.ts';
import yauzl, { type Entry, type ZipFile } from 'yauzl';
import { AppError } from '../../plugins/errors.ts';

/*
 * Reading an uploaded ZIP without trusting it: every entry name is checked before anything is
 * read (no absolute paths, no "..", no backslashes), the number of entries and the sizes they
 * declare are capped, and while inflating the bytes actually produced are counted against the
 * same cap (a ZIP can lie about sizes). yauzl also checks each entry's size and CRC.
 */

const MEGABYTES = (bytes: number) => Math.round(bytes / 1024 / 1024);

export const damagedArchive = () =>
  new AppError(
    400,
    'archive_damaged',
    'This file is not a readable ZIP archive: it may be cut short or damaged. Nothing was imported.',
  );

const unsafeName = (name: string) =>
  new AppError(
    400,
    'archive_unsafe',
    `The archive holds a file with a path outside its own folder ("${name.slice(0, 80)}"). Nothing was imported.`,
  );

const tooLargeUnpacked = () =>
  new AppError(
    400,
    'archive_too_large',
    `The archive would unpack to more than ${MEGABYTES(MAX_ARCHIVE_UNPACKED_BYTES)} MB. Nothing was imported.`,
  );

const tooManyEntries = () =>
  new AppError(
    400,
    'archive_too_large',
    `The archive holds more than ${MAX_ARCHIVE_ENTRIES} files. Nothing was imported.`,
  );

/** A relative path inside the archive, or null: absolute, drive letters, "..", "\\", NUL. */
function isSafeName(name: string): boolean {
  if (name === '' || name.startsWith('/') || /^[A-Za-z]:/.test(name)) return false;
  if (name.includes('\\') || name.includes('\0')) return false;
  return !name.split('/').some((segment) => segment === '..' || segment === '.');
}

export type ArchiveEntries = {
  names: string[];
  /** The bytes of one entry, counted against the archive's cap as they are inflated. */
  read: (name: string) => Promise<Buffer | null>;
};

function openZip(buffer: Buffer): Promise<ZipFile> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(
      buffer,
      { lazyEntries: true, decodeStrings: false, validateEntrySizes: true },
      (error, zip) => (error || !zip ? reject(damagedArchive()) : resolve(zip)),
    );
  });
}

function listEntries(zip: ZipFile): Promise<Map<string, Entry>> {
  return new Promise((resolve, reject) => {
    const entries = new Map<string, Entry>();
    let declared = 0;
    const fail = (error: AppError) => {
      zip.close();
      reject(error);
    };
    zip.on('entry', (entry: Entry) => {
      const name = (entry.fileName as unknown as Buffer).toString('utf8');
      if (!isSafeName(name)) return fail(unsafeName(name));
      if (entries.size >= MAX_ARCHIVE_ENTRIES) return fail(tooManyEntries());
      declared += entry.uncompressedSize;
      if (declared > MAX_ARCHIVE_UNPACKED_BYTES) return fail(tooLargeUnpacked());
      if (entries.has(name)) return fail(damagedArchive());
      if (!name.endsWith('/')) entries.set(name, entry);
      zip.readEntry();
    });
    zip.on('end', () => resolve(entries));
    zip.on('error', () => fail(damagedArchive()));
    // The count the archive declares, before reading any entry; the entries read are counted too.
    if (zip.entryCount > MAX_ARCHIVE_ENTRIES) return fail(tooManyEntries());
    zip.readEntry();
  });
}

function openEntry(zip: ZipFile, entry: Entry): Promise<Readable> {
  return new Promise((resolve, reject) => {
    zip.openReadStream(entry, (error, stream) =>
      error || !stream ? reject(damagedArchive()) : resolve(stream),
    );
  });
}

/** Opens an uploaded ZIP: 400 with a clear message for anything damaged, unsafe or too large. */
export async function openArchive(buffer: Buffer): Promise<ArchiveEntries> {
  const zip = await openZip(buffer);
  const entries = await listEntries(zip);
  let unpacked = 0;
  const read = async (name: string) => {
    const entry = entries.get(name);
    if (!entry) return null;
    const stream = await openEntry(zip, entry);
    const chunks: Buffer[] = [];
    try {
      for await (const chunk of stream as AsyncIterable<Buffer>) {
        unpacked += chunk.length;
        if (unpacked > MAX_ARCHIVE_UNPACKED_BYTES) {
          stream.destroy();
          throw tooLargeUnpacked();
        }
        chunks.push(chunk);
      }
    } catch (error) {
      throw error instanceof AppError ? error : damagedArchive();
    }
    return Buffer.concat(chunks);
  };
  return { names: [...entries.keys()], read };
}
