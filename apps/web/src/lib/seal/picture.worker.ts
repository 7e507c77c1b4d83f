/// <reference lib="webworker" />
import { type OpenJournal, sealPicture } from './journal-crypto.ts';
import { cutPicture, PictureRefusedError } from './picture-cut.ts';

/*
 * A picture cut and sealed off the main thread (decision 0073): decoding a 12-megapixel photo
 * and encoding it seven times would stop the page for seconds on a phone. The page hands the
 * file and the journal key (a CryptoKey, which the worker can use but never read); the worker
 * answers each width's ciphertext, and only that leaves it.
 */

export type PictureWorkerRequest = { journal: OpenJournal; pictureId: string; file: Blob };

export type SealedPictureCut = {
  width: number;
  height: number;
  widths: Array<{ width: number; sealed: Uint8Array<ArrayBuffer> }>;
};

export type PictureWorkerAnswer =
  | { type: 'progress'; fraction: number }
  | { type: 'sealed'; picture: SealedPictureCut }
  | { type: 'failed'; reason: PictureRefusedError['reason'] };

const scope = self as unknown as DedicatedWorkerGlobalScope;

scope.addEventListener('message', async (event: MessageEvent<PictureWorkerRequest>) => {
  const { journal, pictureId, file } = event.data;
  const answer = (message: PictureWorkerAnswer, transfer: Transferable[] = []) =>
    scope.postMessage(message, transfer);
  try {
    const cut = await cutPicture(file, (done, total) =>
      answer({ type: 'progress', fraction: done / total }),
    );
    const widths = await Promise.all(
      cut.widths.map(async ({ width, jpeg }) => ({
        width,
        sealed: await sealPicture(journal, pictureId, width, jpeg),
      })),
    );
    answer(
      { type: 'sealed', picture: { width: cut.width, height: cut.height, widths } },
      widths.map(({ sealed }) => sealed.buffer),
    );
  } catch (error) {
    answer({
      type: 'failed',
      reason: error instanceof PictureRefusedError ? error.reason : 'unreadable',
    });
  }
});
