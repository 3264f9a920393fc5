import 'server-only';
import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { SHARE_IMAGE_SIZE as SHARE_IMAGE } from '@/lib/catalogue/files';
import type { CataloguePage } from '@/lib/catalogue/pages';
import { serverEnv } from '@/lib/env';
import { catalogueSvg, type CatalogueFile } from './files';

// Bump when the picture's layout changes without the page's drawing changing.
const LAYOUT_VERSION = 1;
const MARGIN = 28;
const BACKGROUND = '#fdeee6';

const made = new Map<string, Promise<CatalogueFile>>();

/**
 * A link preview of a catalogue page: the page itself, as a sheet of paper on the brand's warm
 * background. Drawn once from the page's SVG (libvips works off the event loop), then read from
 * DATA_DIR/catalogue; the name is a hash of the drawing, so a redrawn page never shows a stale one.
 */
export function catalogueShareImage(page: CataloguePage): Promise<CatalogueFile> {
  const key = page.handle;
  const known = made.get(key);
  if (known) return known;
  const work = make(page).catch((error: unknown) => {
    made.delete(key);
    throw error;
  });
  made.set(key, work);
  return work;
}

async function make(page: CataloguePage): Promise<CatalogueFile> {
  const svg = await catalogueSvg(page, 'a4');
  const etag = createHash('sha256').update(`share-image:${LAYOUT_VERSION}:${svg.etag}`).digest('hex').slice(0, 32);
  const file = path.resolve(serverEnv().DATA_DIR, 'catalogue', `${page.handle}-${etag}.share.png`);
  try {
    return { bytes: new Uint8Array(await readFile(file)), etag };
  } catch {
    // Not made yet.
  }
  const height = SHARE_IMAGE.height - 2 * MARGIN;
  const sheet = await sharp(Buffer.from(svg.drawing), { density: 96 })
    .resize({ height, fit: 'inside' })
    .flatten({ background: '#ffffff' })
    .extend({ top: 1, bottom: 1, left: 1, right: 1, background: '#e4c9bc' })
    .png()
    .toBuffer({ resolveWithObject: true });
  const bytes = await sharp({ create: { ...SHARE_IMAGE, channels: 3, background: BACKGROUND } })
    .composite([
      {
        input: sheet.data,
        left: Math.round((SHARE_IMAGE.width - sheet.info.width) / 2),
        top: Math.round((SHARE_IMAGE.height - sheet.info.height) / 2),
      },
    ])
    .png({ compressionLevel: 9, palette: true })
    .toBuffer();
  await mkdir(path.dirname(file), { recursive: true });
  const temp = `${file}.${process.pid}.tmp`;
  await writeFile(temp, bytes);
  await rename(temp, file);
  return { bytes: new Uint8Array(bytes), etag };
}
