// The installed app's icons (web app manifest), drawn from the compass of apps/web/public/
// favicon.svg. Run once after changing the drawing: `node --import tsx scripts/make-app-icons.ts`;
// the PNGs are checked in, so builds need no image tools.
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

const root = path.resolve(import.meta.dirname, '..');
const outDir = path.join(root, 'apps/web/public/icons');

const TEAL = '#0b6e70';
const PALE = '#e6f4f4';
const AMBER = '#f4b860';

/** The compass on a 32-unit grid, as in favicon.svg; `inset` leaves room round it. */
function compass({ size, inset, round }: { size: number; inset: number; round: boolean }) {
  const scale = (32 - 2 * inset) / 32;
  const background = round
    ? `<circle cx="16" cy="16" r="15" fill="${TEAL}"/>`
    : `<rect width="32" height="32" fill="${TEAL}"/>`;
  return Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 32 32">
  ${background}
  <g transform="translate(${inset} ${inset}) scale(${scale})">
    <circle cx="16" cy="16" r="11" fill="none" stroke="${PALE}" stroke-width="2"/>
    <path d="M16 6l3.5 10L16 26l-3.5-10z" fill="${PALE}"/>
    <path d="M16 6l3.5 10h-7z" fill="${AMBER}"/>
  </g>
</svg>`);
}

const icons = [
  // "any" icons: the round badge on a transparent ground, as the favicon.
  { file: 'icon-192.png', size: 192, inset: 0, round: true },
  { file: 'icon-512.png', size: 512, inset: 0, round: true },
  // Maskable: full-bleed teal with the compass inside the central 80 % safe zone, since the
  // launcher crops it to its own shape.
  { file: 'maskable-512.png', size: 512, inset: 5, round: false },
  // iOS ignores the manifest's icons and wants an opaque square.
  { file: 'apple-touch-icon-180.png', size: 180, inset: 3, round: false },
];

fs.mkdirSync(outDir, { recursive: true });
for (const { file, ...drawing } of icons) {
  await sharp(compass(drawing)).png({ compressionLevel: 9 }).toFile(path.join(outDir, file));
  console.log(`apps/web/public/icons/${file}`);
}
