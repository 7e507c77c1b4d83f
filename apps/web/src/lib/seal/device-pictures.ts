import type { OpenJournal } from './journal-crypto.ts';
import type {
  PictureWorkerAnswer,
  PictureWorkerRequest,
  SealedPictureCut,
} from './picture.worker.ts';
import { PictureRefusedError } from './picture-cut.ts';

export type { SealedPictureCut } from './picture.worker.ts';

/**
 * Cuts and seals a picture in a worker of its own (picture.worker.ts), telling `onProgress`
 * the share of its widths done; the worker ends with the answer, or when `signal` aborts.
 */
export function sealPictureOnDevice(
  journal: OpenJournal,
  pictureId: string,
  file: Blob,
  { onProgress, signal }: { onProgress?: (fraction: number) => void; signal?: AbortSignal } = {},
): Promise<SealedPictureCut> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./picture.worker.ts', import.meta.url), { type: 'module' });
    const end = () => {
      worker.terminate();
      signal?.removeEventListener('abort', abort);
    };
    const abort = () => {
      end();
      reject(new DOMException('The upload was cancelled.', 'AbortError'));
    };
    if (signal?.aborted) return abort();
    signal?.addEventListener('abort', abort, { once: true });
    worker.addEventListener('message', (event: MessageEvent<PictureWorkerAnswer>) => {
      const answer = event.data;
      if (answer.type === 'progress') return onProgress?.(answer.fraction);
      end();
      if (answer.type === 'sealed') resolve(answer.picture);
      else reject(new PictureRefusedError(answer.reason));
    });
    worker.addEventListener('error', () => {
      end();
      reject(new PictureRefusedError('unreadable'));
    });
    worker.postMessage({ journal, pictureId, file } satisfies PictureWorkerRequest);
  });
}
