// Draws public/share/colorwell.png, the picture a shared link to a page without its own (home,
// tools, pricing) shows: three catalogue pages as sheets on the brand's warm background.
// Run after the catalogue's art changes: `npx tsx --conditions=react-server scripts/make-share-image.ts`.
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { drawCataloguePage } from '@/lib/catalogue/draw';
import { SHARE_IMAGE_SIZE } from '@/lib/catalogue/files';
import { findCataloguePage } from '@/lib/catalogue/pages';
import { studioFonts } from '@/lib/server/generation/studio/fonts';

const HANDLES = ['unicorn-at-night', 'cat-playing-with-a-ball', 'lotus-mandala-intricate'];
const OUT = path.join(process.cwd(), 'public', 'share', 'colorwell.png');
const SHEET_HEIGHT = 520;

const sheets = await Promise.all(
  HANDLES.map(async (handle) => {
    const page = findCataloguePage(handle);
    if (!page) throw new Error(`no catalogue page ${handle}`);
    const svg = await drawCataloguePage(page, 'a4', studioFonts());
    return sharp(Buffer.from(svg), { density: 96 })
      .resize({ height: SHEET_HEIGHT, fit: 'inside' })
      .flatten({ background: '#ffffff' })
      .extend({ top: 1, bottom: 1, left: 1, right: 1, background: '#e4c9bc' })
      .png()
      .toBuffer({ resolveWithObject: true });
  }),
);
const gap = 36;
const total = sheets.reduce((w, s) => w + s.info.width, 0) + gap * (sheets.length - 1);
let left = Math.round((SHARE_IMAGE_SIZE.width - total) / 2);
const composite = sheets.map((sheet, i) => {
  // The middle sheet sits higher, so the three read as a fanned stack rather than a row of forms.
  const top = Math.round((SHARE_IMAGE_SIZE.height - sheet.info.height) / 2) + (i === 1 ? -22 : 22);
  const layer = { input: sheet.data, left, top };
  left += sheet.info.width + gap;
  return layer;
});
await mkdir(path.dirname(OUT), { recursive: true });
await sharp({ create: { ...SHARE_IMAGE_SIZE, channels: 3, background: '#fdeee6' } })
  .composite(composite)
  .png({ compressionLevel: 9, palette: true })
  .toFile(OUT);
console.log(`wrote ${path.relative(process.cwd(), OUT)}`);
