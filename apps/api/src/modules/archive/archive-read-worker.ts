import { isMarkedAsUntransferable, parentPort } from 'node:worker_threads';
import { DomainError } from '../../domain-errors.ts';
import { AppError } from '../../plugins/errors.ts';
import { readUpload } from './archive-read.ts';
import type { ReadOutcome, ReadRequest } from './archive-read-thread.ts';

/*
 * The worker thread that reads uploads (archive-read-thread.ts starts it and hands it one
 * file at a time): what it found, or the refusal it met, goes back as a message.
 */

function refusalOf(error: unknown): ReadOutcome {
  if (error instanceof DomainError) {
    return {
      refusal: { type: 'domain', kind: error.kind, code: error.code, message: error.message },
    };
  }
  if (error instanceof AppError) {
    return {
      refusal: {
        type: 'app',
        statusCode: error.statusCode,
        code: error.code,
        message: error.message,
        headers: error.headers,
      },
    };
  }
  const failure = error instanceof Error ? error : new Error(String(error));
  return { refusal: { type: 'failure', message: failure.message, stack: failure.stack ?? '' } };
}

/**
 * The pictures' memory, moved to the request's thread rather than copied (the heaviest archive
 * holds 150 MB of them). sharp's output and Node's pooled Buffers cannot be moved: each such
 * picture is copied once here, one at a time, into memory of its own.
 */
function picturesToMove(outcome: ReadOutcome): ArrayBuffer[] {
  if (!('batch' in outcome)) return [];
  const memories = new Set<ArrayBuffer>();
  for (const { image } of outcome.batch.images) {
    if (!image) continue;
    const { bytes } = image;
    const memory = bytes.buffer;
    const isMovable =
      memory instanceof ArrayBuffer &&
      bytes.byteLength === memory.byteLength &&
      !isMarkedAsUntransferable(memory) &&
      !memories.has(memory);
    if (isMovable) {
      memories.add(memory);
      continue;
    }
    const own = new ArrayBuffer(bytes.byteLength);
    new Uint8Array(own).set(bytes);
    image.bytes = Buffer.from(own);
    memories.add(own);
  }
  return [...memories];
}

parentPort?.on('message', async ({ file, isDryRun }: ReadRequest) => {
  let outcome: ReadOutcome;
  try {
    outcome = { batch: await readUpload(file, isDryRun) };
  } catch (error) {
    outcome = refusalOf(error);
  }
  parentPort?.postMessage(outcome, picturesToMove(outcome));
});
