import { describe, expect, it } from 'vitest';
import { detectImageType } from './image-type.ts';

const bytes = (...parts: Array<string | number[]>) =>
  Buffer.concat(
    parts.map((part) =>
      typeof part === 'string' ? Buffer.from(part, 'latin1') : Buffer.from(part),
    ),
  );
const padded = (head: Buffer, length = 64) => Buffer.concat([head, Buffer.alloc(length)]);

function bmpHead(infoSize: number) {
  const head = Buffer.alloc(30);
  head.write('BM', 0, 'latin1');
  head.writeUInt32LE(infoSize, 14);
  return head;
}

describe('detectImageType', () => {
  it.each([
    ['png', bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a])],
    ['jpeg', bytes([0xff, 0xd8, 0xff, 0xe0])],
    ['gif', bytes('GIF87a')],
    ['gif', bytes('GIF89a')],
    ['tiff', bytes('II', [0x2a, 0x00])],
    ['tiff', bytes('MM', [0x00, 0x2a])],
    ['webp', bytes('RIFF', [1, 2, 3, 4], 'WEBPVP8 ')],
    ['bmp', bmpHead(40)],
    ['bmp', bmpHead(124)],
    ['ico', bytes([0, 0, 1, 0, 1, 0])],
    ['ico', bytes([0, 0, 2, 0, 1, 0])],
  ])('recognises %s by its first bytes', (type, head) => {
    expect(detectImageType(padded(head))).toBe(type);
  });

  it.each([
    ['HTML', bytes('<!doctype html><html><script>alert(1)</script>')],
    ['text', bytes('just some words that are long enough')],
    ['SVG', bytes('<svg xmlns="http://www.w3.org/2000/svg"></svg>')],
    ['PDF', bytes('%PDF-1.7')],
    ['a RIFF that is not WebP (WAV)', bytes('RIFF', [1, 2, 3, 4], 'WAVEfmt ')],
    ['"BM" followed by no bitmap header', bytes('BM', 'x'.repeat(28))],
    ['an icon directory with no images', bytes([0, 0, 1, 0, 0, 0])],
    ['HEIC', bytes([0, 0, 0, 0x18], 'ftypheic')],
    ['nothing', Buffer.alloc(0)],
  ])('refuses %s', (_name, head) => {
    expect(detectImageType(head.length ? padded(head) : head)).toBeNull();
  });

  it('needs the whole signature, not a prefix of it', () => {
    expect(detectImageType(bytes([0x89], 'PN'))).toBeNull();
    expect(detectImageType(bytes([0xff, 0xd8]))).toBeNull();
  });
});
