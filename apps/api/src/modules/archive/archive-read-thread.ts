import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { ARCHIVE_READ_SECONDS } from '@app/domain/archive.schemas.ts';
import { DomainError, type DomainErrorKind } from '../../domain-errors.ts';
import { AppError } from '../../plugins/errors.ts';
import type { ImportBatch } from './import-batch.ts';

/*
 * An upload is read in a worker thread of its own, within a time budget: parsing and cleaning
 * another app's text is CPU work on what a stranger wrote, and on the main thread one file
 * made to cost would stall every request of everyone. Past the budget the worker is ended and
 * the import refused; nothing was written, since the transaction starts after the reading.
 */

export type ReadRequest = { file: string; isDryRun: boolean };

type Refusal =
  | { type: 'domain'; kind: DomainErrorKind; code: string; message: string }
  | {
      type: 'app';
      statusCode: number;
      code: string;
      message: string;
      headers: Record<string, string>;
    }
  | { type: 'failure'; message: string; stack: string };

export type ReadOutcome = { batch: ImportBatch } | { refusal: Refusal };

/** Set by scripts/build-api.mjs to the bundled worker's path; absent when run from sources. */
declare const ARCHIVE_READ_WORKER_BUNDLE: string | undefined;

/**
 * The worker's script: the bundled one beside dist/server.mjs, also in the tests (vitest.config.ts
 * names the bundle they build first: production's code, started in a tenth of the time), else
 * the TypeScript source loaded through tsx (`npm run serve`, `npm run dev`). The worker inherits
 * the process's Node options (given again, the process-wide ones such as --max-semi-space-size
 * are refused); only a process without tsx adds it.
 */
function workerScript(): { url: URL; execArgv: string[] | undefined } {
  const bundle =
    typeof ARCHIVE_READ_WORKER_BUNDLE === 'string'
      ? ARCHIVE_READ_WORKER_BUNDLE
      : process.env.ARCHIVE_READ_WORKER_BUNDLE;
  if (bundle) return { url: pathToFileURL(bundle), execArgv: undefined };
  const hasTsx = process.execArgv.some((arg, i, all) => arg === 'tsx' && all[i - 1] === '--import');
  return {
    url: new URL('./archive-read-worker.ts', import.meta.url),
    execArgv: hasTsx ? undefined : [...process.execArgv, '--import', 'tsx'],
  };
}

const readTooSlow = (seconds: number) =>
  new DomainError(
    'unprocessable',
    'archive_too_slow',
    `Reading this file took longer than ${seconds} seconds, far more than a journal of its ` +
      'size needs. Nothing was imported.',
  );

function errorOf(refusal: Refusal): Error {
  if (refusal.type === 'domain') {
    return new DomainError(refusal.kind, refusal.code, refusal.message);
  }
  if (refusal.type === 'app') {
    return new AppError(refusal.statusCode, refusal.code, refusal.message, refusal.headers);
  }
  const failure = new Error(refusal.message);
  failure.stack = refusal.stack;
  return failure;
}

/** A message's copy of a Buffer is a plain Uint8Array: the batch's pictures become Buffers again. */
function withBuffers(batch: ImportBatch): ImportBatch {
  for (const entry of batch.images) {
    if (entry.image) {
      const { bytes } = entry.image;
      entry.image.bytes = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    }
  }
  return batch;
}

/**
 * Readers started ahead of their file, so that an import does not wait for a thread's start
 * (loading the readers, zod, sharp); a waiting reader keeps no process alive. Each reads one
 * file and ends: the memory it held (up to hundreds of MB of records and pictures) goes with
 * it rather than waiting for a garbage collection in an idle thread.
 */
const idle: Worker[] = [];

function takeWorker(): Worker {
  const waiting = idle.pop();
  if (waiting) {
    waiting.ref();
    return waiting;
  }
  const { url, execArgv } = workerScript();
  const worker = new Worker(url, execArgv ? { execArgv } : {});
  worker.once('exit', () => {
    const at = idle.indexOf(worker);
    if (at !== -1) idle.splice(at, 1);
  });
  return worker;
}

/**
 * Starts a reader while the upload arrives, when none waits: its start (1-2 s from sources)
 * then overlaps the upload rather than adding to the answer.
 */
export function startReader() {
  if (idle.length === 0) giveBack(takeWorker());
}

function giveBack(worker: Worker) {
  worker.unref();
  idle.push(worker);
}

/**
 * Reads the upload as `readUpload` does (archive-read.ts), in a worker thread ended when it
 * runs past `budgetSeconds`; the refusals it meets are thrown here as they were there.
 */
export function readUploadInWorker(
  file: string,
  isDryRun: boolean,
  budgetSeconds = ARCHIVE_READ_SECONDS,
): Promise<ImportBatch> {
  const worker = takeWorker();
  return new Promise((resolve, reject) => {
    const settle = (outcome: ReadOutcome | Error) => {
      clearTimeout(budget);
      worker.off('message', onMessage);
      worker.off('error', onError);
      worker.off('exit', onExit);
      void worker.terminate();
      if (outcome instanceof Error) reject(outcome);
      else if ('batch' in outcome) resolve(withBuffers(outcome.batch));
      else reject(errorOf(outcome.refusal));
    };
    const onMessage = (outcome: ReadOutcome) => settle(outcome);
    const onError = (error: Error) => settle(error);
    const onExit = (code: number) =>
      settle(new Error(`The archive reader stopped (exit ${code}).`));
    const budget = setTimeout(() => settle(readTooSlow(budgetSeconds)), budgetSeconds * 1000);
    worker.on('message', onMessage);
    worker.on('error', onError);
    worker.on('exit', onExit);
    const request: ReadRequest = { file, isDryRun };
    worker.postMessage(request);
  });
}
