import { parentPort } from 'node:worker_threads';
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

parentPort?.on('message', async ({ file, isDryRun }: ReadRequest) => {
  let outcome: ReadOutcome;
  try {
    outcome = { batch: await readUpload(file, isDryRun) };
  } catch (error) {
    outcome = refusalOf(error);
  }
  parentPort?.postMessage(outcome);
});
