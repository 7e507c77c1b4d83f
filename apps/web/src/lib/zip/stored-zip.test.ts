import { describe, expect, it } from 'vitest';
import { crc32, storedZip } from './stored-zip.ts';

/** The entries of a ZIP read back from its central directory, as any unzip reads them. */
function readZip(bytes: Uint8Array): Array<{ name: string; text: string; crc: number }> {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const endAt = bytes.length - 22;
  expect(view.getUint32(endAt, true)).toBe(0x06054b50);
  const count = view.getUint16(endAt + 10, true);
  let at = view.getUint32(endAt + 16, true);
  const entries = [];
  for (let i = 0; i < count; i++) {
    expect(view.getUint32(at, true)).toBe(0x02014b50);
    const crc = view.getUint32(at + 16, true);
    const size = view.getUint32(at + 20, true);
    const nameLength = view.getUint16(at + 28, true);
    const localAt = view.getUint32(at + 42, true);
    const name = new TextDecoder().decode(bytes.subarray(at + 46, at + 46 + nameLength));
    expect(view.getUint32(localAt, true)).toBe(0x04034b50);
    const dataAt = localAt + 30 + view.getUint16(localAt + 26, true);
    const text = new TextDecoder().decode(bytes.subarray(dataAt, dataAt + size));
    entries.push({ name, text, crc });
    at += 46 + nameLength;
  }
  return entries;
}

describe('a stored ZIP written in the browser', () => {
  it('holds each entry whole, under its UTF-8 name, with its CRC-32', async () => {
    const encode = (text: string) => new TextEncoder().encode(text);
    const zip = storedZip(
      [
        { name: 'inner-compass-export.json', bytes: encode('{"posts":[]}\n') },
        { name: 'posts/2026-11-29-mañana.md', bytes: encode('# Mañana\n') },
      ],
      new Date(2026, 10, 29, 10, 30, 0),
    );
    const entries = readZip(new Uint8Array(await zip.arrayBuffer()));
    expect(entries.map(({ name, text }) => ({ name, text }))).toEqual([
      { name: 'inner-compass-export.json', text: '{"posts":[]}\n' },
      { name: 'posts/2026-11-29-mañana.md', text: '# Mañana\n' },
    ]);
    expect(entries[1]?.crc).toBe(crc32(encode('# Mañana\n')));
  });

  it('computes the standard CRC-32', () => {
    expect(crc32(new TextEncoder().encode('123456789'))).toBe(0xcbf43926);
  });
});
