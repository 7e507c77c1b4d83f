import { describe, expect, it } from 'vitest';
import { sealPictureOnDevice } from './device-pictures.ts';
import { importJournalKey, makeJournalKeyBytes, openPicture } from './journal-crypto.ts';
import { cutPicture, PictureRefusedError } from './picture-cut.ts';

/*
 * A sealed journal's picture cut and sealed in a real browser (decision 0073): its widths are
 * the server's, its metadata gone, and each width opens only as itself.
 */

const MARKER = 'MARKER-gull-3a9c';

function crc32(bytes: Uint8Array): number {
  let crc = -1;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return (crc ^ -1) >>> 0;
}

/** A 1200x800 PNG drawn here, with `MARKER` in a text chunk right after its header. */
async function markedPng(): Promise<Blob> {
  const canvas = new OffscreenCanvas(1200, 800);
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no 2d context');
  context.fillStyle = '#1e6091';
  context.fillRect(0, 0, 1200, 800);
  context.fillStyle = '#f9c74f';
  context.fillRect(0, 0, 600, 400);
  const png = new Uint8Array(
    await (await canvas.convertToBlob({ type: 'image/png' })).arrayBuffer(),
  );
  const data = new TextEncoder().encode(`Comment\0${MARKER}`);
  const chunk = new Uint8Array(12 + data.length);
  const view = new DataView(chunk.buffer);
  view.setUint32(0, data.length);
  chunk.set(new TextEncoder().encode('tEXt'), 4);
  chunk.set(data, 8);
  view.setUint32(8 + data.length, crc32(chunk.subarray(4, 8 + data.length)));
  const afterHeader = 8 + 25;
  return new Blob([png.subarray(0, afterHeader), chunk, png.subarray(afterHeader)], {
    type: 'image/png',
  });
}

const holdsMarker = (bytes: ArrayBuffer) =>
  new TextDecoder('latin1').decode(bytes).includes(MARKER);

describe('a picture cut on the device', () => {
  it('is cut to the server’s widths and its own, each a JPEG of that width without its metadata', async () => {
    const file = await markedPng();
    expect(holdsMarker(await file.arrayBuffer())).toBe(true);
    const cut = await cutPicture(file);
    expect(cut).toMatchObject({ width: 1200, height: 800 });
    expect(cut.widths.map((w) => w.width)).toEqual([300, 500, 700, 900, 1100, 1200]);
    for (const { width, jpeg } of cut.widths) {
      expect([...new Uint8Array(jpeg, 0, 2)]).toEqual([0xff, 0xd8]);
      expect(holdsMarker(jpeg)).toBe(false);
      const bitmap = await createImageBitmap(new Blob([jpeg]));
      expect([bitmap.width, bitmap.height]).toEqual([width, Math.round((800 * width) / 1200)]);
      bitmap.close();
    }
  });

  it('refuses a file that is not a picture', async () => {
    const text = new Blob([`not a picture ${MARKER}`], { type: 'image/png' });
    await expect(cutPicture(text)).rejects.toBeInstanceOf(PictureRefusedError);
  });

  it('is sealed in a worker, each width opening as itself alone', async () => {
    const journal = {
      userId: '0b8f4f0e-8f3c-4c2a-9d55-0d7e7d3f2a11',
      keyId: 'c5e6f7a8-3d4e-4f5a-8b1c-2d3e4f5a6b7c',
      key: await importJournalKey(makeJournalKeyBytes()),
    };
    const pictureId = crypto.randomUUID();
    const fractions: number[] = [];
    const sealed = await sealPictureOnDevice(journal, pictureId, await markedPng(), {
      onProgress: (fraction) => fractions.push(fraction),
    });
    expect(fractions.at(-1)).toBe(1);
    expect(sealed.widths.map((w) => w.width)).toEqual([300, 500, 700, 900, 1100, 1200]);
    const [narrowest, next] = sealed.widths;
    if (!narrowest || !next) throw new Error('widths');
    const jpeg = await openPicture(journal, pictureId, 300, narrowest.sealed.buffer);
    expect([...new Uint8Array(jpeg, 0, 2)]).toEqual([0xff, 0xd8]);
    await expect(openPicture(journal, pictureId, 500, narrowest.sealed.buffer)).rejects.toThrow();
    await expect(
      openPicture(journal, crypto.randomUUID(), 500, next.sealed.buffer),
    ).rejects.toThrow();
  });
});
