import type { Readable } from 'node:stream';
import { MAX_ARCHIVE_ENTRIES, MAX_ARCHIVE_UNPACKED_BYTES } from '@app/domain/archive.schemas.ts';
import yauzl, { type Entry, type ZipFile } from 'yauzl';
import { DomainError } from '../../domain-errors.ts';

/*
 * Reading an uploaded ZIP from its temporary file without trusting it: every entry name is
 * checked before anything is read (no absolute paths, no "..", no backslashes), the number of
 * entries and the sizes they declare are capped, and while inflating the bytes actually
 * produced are counted against the same caps (a ZIP can lie about sizes). yauzl also checks
 * each entry's size and CRC.
 */

const MEGABYTES = (bytes: number) => Math.round(bytes / 1024 / 1024);

export const damagedArchive = () =>
  new DomainError(
    'invalid',
    'archive_damaged',
    'This file is not a readable ZIP archive: it may be cut short or damaged. Nothing was imported.',
  );

const unsafeName = (name: string) =>
  new DomainError(
    'invalid',
    'archive_unsafe',
    `The archive holds a file with a path outside its own folder ("${name.slice(0, 80)}"). Nothing was imported.`,
  );

const tooLargeUnpacked = () =>
  new DomainError(
    'invalid',
    'archive_too_large',
    `The archive would unpack to more than ${MEGABYTES(MAX_ARCHIVE_UNPACKED_BYTES)} MB. Nothing was imported.`,
  );

const tooLargeEntry = (name: string, maxBytes: number) =>
  new DomainError(
    'invalid',
    'archive_too_large',
    `The archive's ${name.slice(0, 80)} is larger than ${MEGABYTES(maxBytes)} MB. Nothing was imported.`,
  );

const tooManyEntries = () =>
  new DomainError(
    'invalid',
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
  /** The size an entry declares unpacked (what reading it costs at least), or null. */
  size: (name: string) => number | null;
  /** When an entry was last changed, as the ZIP records it (a local time, read as UTC). */
  modified: (name: string) => Date | null;
  /**
   * The bytes of one entry as they inflate, refused past `maxBytes` (declared or produced);
   * null when the archive has no such entry. An entry read again is not counted again
   * against the archive's cap.
   */
  stream: (name: string, maxBytes: number) => AsyncIterable<Buffer> | null;
  /** The same, gathered into one buffer. */
  read: (name: string, maxBytes: number) => Promise<Buffer | null>;
};

function openZip(file: string): Promise<ZipFile> {
  return new Promise((resolve, reject) => {
    yauzl.open(
      file,
      { lazyEntries: true, decodeStrings: false, validateEntrySizes: true, autoClose: false },
      (error, zip) => (error || !zip ? reject(damagedArchive()) : resolve(zip)),
    );
  });
}

function listEntries(zip: ZipFile): Promise<Map<string, Entry>> {
  return new Promise((resolve, reject) => {
    const entries = new Map<string, Entry>();
    let declared = 0;
    const fail = (error: DomainError) => {
      zip.removeAllListeners('entry');
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

/**
 * Opens the ZIP in `file` for `work`, and closes it after: 400 with a clear message for
 * anything damaged, unsafe or too large.
 */
export async function withArchive<T>(
  file: string,
  work: (entries: ArchiveEntries) => Promise<T>,
): Promise<T> {
  const zip = await openZip(file);
  try {
    const entries = await listEntries(zip);
    const counted = new Set<string>();
    let unpacked = 0;

    async function* inflate(name: string, entry: Entry, maxBytes: number) {
      if (entry.uncompressedSize > maxBytes) throw tooLargeEntry(name, maxBytes);
      const isCounted = counted.has(name);
      counted.add(name);
      const stream = await openEntry(zip, entry);
      let produced = 0;
      try {
        for await (const chunk of stream as AsyncIterable<Buffer>) {
          produced += chunk.length;
          if (produced > maxBytes) throw tooLargeEntry(name, maxBytes);
          if (!isCounted) {
            unpacked += chunk.length;
            if (unpacked > MAX_ARCHIVE_UNPACKED_BYTES) throw tooLargeUnpacked();
          }
          yield chunk;
        }
      } catch (error) {
        throw error instanceof DomainError ? error : damagedArchive();
      } finally {
        stream.destroy();
      }
    }

    const stream = (name: string, maxBytes: number) => {
      const entry = entries.get(name);
      return entry ? inflate(name, entry, maxBytes) : null;
    };
    const read = async (name: string, maxBytes: number) => {
      const chunks = stream(name, maxBytes);
      if (!chunks) return null;
      const gathered: Buffer[] = [];
      for await (const chunk of chunks) gathered.push(chunk);
      return Buffer.concat(gathered);
    };
    const size = (name: string) => entries.get(name)?.uncompressedSize ?? null;
    const modified = (name: string) => {
      const entry = entries.get(name);
      if (!entry) return null;
      // DOS time: the writer's wall clock, without a zone; its fields read as UTC.
      const local = entry.getLastModDate();
      return new Date(
        Date.UTC(
          local.getFullYear(),
          local.getMonth(),
          local.getDate(),
          local.getHours(),
          local.getMinutes(),
          local.getSeconds(),
        ),
      );
    };
    return await work({ names: [...entries.keys()], size, modified, stream, read });
  } finally {
    zip.close();
  }
}
