import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { ZipFile } from 'yazl';

/*
 * A Day One JSON export as Day One writes it (decision 0048): Journal.json with the entries,
 * each photo under photos/<md5>.<type> and placed in the text as ![](dayone-moment://<id>).
 * Journeys that import from Day One build their file here (the import and On This Day).
 */

export type DayOneEntry = {
  uuid: string;
  text: string;
  /** An instant in UTC, as Day One writes it: 2019-06-14T18:20:00Z. */
  creationDate: string;
  tags?: string[];
  /** A photo of this width and height goes with the entry. */
  photo?: { width: number; height: number };
};

async function photoOf(width: number, height: number): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <rect width="${width}" height="${height}" fill="hsl(200 60% 55%)"/>
    <circle cx="${width / 2}" cy="${height / 2}" r="${Math.min(width, height) / 4}" fill="#ffe08a"/>
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
}

/** The export's bytes: a ZIP to hand to the import's file chooser. */
export async function buildDayOneExport(entries: DayOneEntry[]): Promise<Buffer> {
  const zip = new ZipFile();
  const json = {
    metadata: { version: '1.0' },
    entries: await Promise.all(
      entries.map(async (entry, i) => {
        const photos = [];
        let text = entry.text;
        if (entry.photo) {
          const bytes = await photoOf(entry.photo.width, entry.photo.height);
          const md5 = createHash('md5').update(bytes).digest('hex');
          const identifier = `${String(i).padStart(4, '0')}${md5.slice(0, 28).toUpperCase()}`;
          zip.addBuffer(bytes, `photos/${md5}.jpeg`, { compress: false });
          photos.push({ identifier, md5, type: 'jpeg', orderInEntry: 0 });
          text += `\n\n![](dayone-moment://${identifier})`;
        }
        return {
          uuid: entry.uuid,
          text,
          creationDate: entry.creationDate,
          modifiedDate: entry.creationDate,
          timeZone: 'Europe/Madrid',
          tags: entry.tags ?? [],
          photos,
        };
      }),
    ),
  };
  zip.addBuffer(Buffer.from(JSON.stringify(json, null, 2)), 'Journal.json');
  zip.end();
  const chunks: Buffer[] = [];
  for await (const chunk of zip.outputStream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** Entries the journey brings from Day One; On This Day's journey may reuse them. */
export const DAY_ONE_ENTRIES: DayOneEntry[] = [
  {
    uuid: '0F3A8B7C6D5E4F30A1B2C3D4E5F60718',
    text: '# Lisbon with Marta\nWe rode tram 28 up to the miradouro and watched the river\\.',
    creationDate: '2019-06-14T18:20:00Z',
    tags: ['travel', 'lisbon'],
    photo: { width: 900, height: 600 },
  },
  {
    uuid: '1A2B3C4D5E6F708192A3B4C5D6E7F809',
    text: 'A quiet evening with tea and a book about lighthouses.',
    creationDate: '2021-02-01T21:05:00Z',
    tags: ['home'],
  },
];
