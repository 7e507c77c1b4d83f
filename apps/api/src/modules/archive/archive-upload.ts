import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { MAX_ARCHIVE_UPLOAD_BYTES } from '@app/domain/archive.schemas.ts';
import { DomainError } from '../../domain-errors.ts';
import { AppError } from '../../plugins/errors.ts';

/** The connection closes after a refusal: what the client still sends is never read. */
const CLOSE = { connection: 'close' };

const archiveTooLarge = () =>
  new AppError(
    413,
    'archive_too_large',
    `That archive is larger than ${MAX_ARCHIVE_UPLOAD_BYTES / 1024 / 1024} MB. Nothing was imported.`,
    CLOSE,
  );

export const missingArchive = () =>
  new DomainError('invalid', 'missing_archive', 'Choose a file to import.');

const cutShort = () =>
  new AppError(
    400,
    'archive_incomplete',
    'The upload ended before the whole archive arrived. Nothing was imported.',
    CLOSE,
  );

/**
 * Writes the request body to `file`, refusing it with 413 as soon as it passes the limit. The
 * body is paused, not destroyed, on a refusal, so that the answer can still be sent.
 */
function spool(body: Readable, file: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const out = createWriteStream(file, { flags: 'wx', mode: 0o600 });
    let received = 0;
    let isSettled = false;
    const settle = (error: AppError | null) => {
      if (isSettled) return;
      isSettled = true;
      if (!error) return resolve(received);
      body.off('data', count);
      body.unpipe(out);
      body.pause();
      out.destroy();
      reject(error);
    };
    const count = (chunk: Buffer) => {
      received += chunk.length;
      if (received > MAX_ARCHIVE_UPLOAD_BYTES) settle(archiveTooLarge());
    };
    body.on('data', count);
    body.once('error', () => settle(cutShort()));
    body.once('close', () => {
      if (!body.readableEnded) settle(cutShort());
    });
    out.once('error', (error) => {
      isSettled = true;
      body.unpipe(out);
      body.pause();
      reject(error);
    });
    out.once('finish', () => settle(null));
    body.pipe(out);
  });
}

/**
 * Streams an uploaded archive to a private temporary file within MAX_ARCHIVE_UPLOAD_BYTES, runs
 * `work` on the file and removes it, whatever happens.
 */
export async function withUploadedArchive<T>(
  body: Readable,
  declaredLength: number,
  work: (file: string) => Promise<T>,
): Promise<T> {
  if (declaredLength > MAX_ARCHIVE_UPLOAD_BYTES) throw archiveTooLarge();
  const directory = await mkdtemp(path.join(os.tmpdir(), 'archive-import-'));
  try {
    const file = path.join(directory, 'upload.zip');
    const size = await spool(body, file);
    if (size === 0) throw missingArchive();
    return await work(file);
  } finally {
    await rm(directory, { recursive: true, force: true });
  }
}
