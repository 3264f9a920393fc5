// `npm run catalogue:contact-sheet`: every catalogue page as a thumbnail, theme by theme, in one JPEG
// (docs/catalogue-contact-sheet.jpg), to look at the whole catalogue at once as a visitor browsing it would.
//   npm run catalogue:contact-sheet [-- --out docs/catalogue-contact-sheet.jpg --columns 16 --width 96]
import path from 'node:path';
import { parseArgs } from 'node:util';
import sharp, { type OverlayOptions } from 'sharp';
import { drawCataloguePage } from '../lib/catalogue/draw';
import { cataloguePages, type CataloguePage } from '../lib/catalogue/pages';
import { createNodeFontSource } from '../lib/studio/fonts/node-font-source';
import { escapeXml, svgAtDpi } from '../lib/studio/scene/paper';

const { values } = parseArgs({
  options: {
    out: { type: 'string', default: 'docs/catalogue-contact-sheet.jpg' },
    columns: { type: 'string', default: '16' },
    width: { type: 'string', default: '96' },
  },
});
const COLUMNS = Number(values.columns);
const THUMB_W = Number(values.width);
const THUMB_H = Math.round((THUMB_W * 297) / 210);
const GAP = 6;
const LABEL_H = 26;

function label(text: string, width: number): Buffer {
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${LABEL_H}"><rect width="100%" height="100%" fill="#eef1f5"/>` +
      `<text x="8" y="18" font-family="DejaVu Sans, sans-serif" font-size="15" font-weight="bold" fill="#222">${escapeXml(text)}</text></svg>`,
  );
}

async function main() {
  const fonts = createNodeFontSource();
  const byTheme = new Map<string, CataloguePage[]>();
  for (const page of cataloguePages) byTheme.set(page.theme, [...(byTheme.get(page.theme) ?? []), page]);
  const width = COLUMNS * (THUMB_W + GAP) + GAP;
  const layers: OverlayOptions[] = [];
  let y = GAP;
  for (const [theme, pages] of byTheme) {
    const counts = ['kids', 'teens', 'adults'].map((a) => `${a} ${pages.filter((p) => p.audience === a).length}`).join(', ');
    layers.push({ input: label(`${theme} — ${pages.length} pages (${counts})`, width - 2 * GAP), left: GAP, top: y });
    y += LABEL_H + GAP;
    for (const [i, page] of pages.entries()) {
      const svg = await drawCataloguePage(page, 'a4', fonts);
      // Drawn at 36 dpi and scaled down, so thin adult lines stay visible as grey instead of vanishing.
      const thumb = await sharp(Buffer.from(svgAtDpi(svg, 36)), { density: 72 })
        .flatten({ background: '#fff' })
        .resize(THUMB_W, THUMB_H, { fit: 'fill' })
        .png()
        .toBuffer();
      layers.push({ input: thumb, left: GAP + (i % COLUMNS) * (THUMB_W + GAP), top: y + Math.floor(i / COLUMNS) * (THUMB_H + GAP) });
    }
    y += Math.ceil(pages.length / COLUMNS) * (THUMB_H + GAP) + GAP;
  }
  const out = path.resolve(values.out!);
  await sharp({ create: { width, height: y, channels: 3, background: '#ffffff' } })
    .composite(layers)
    .jpeg({ quality: 72, mozjpeg: true })
    .toFile(out);
  console.log(`${cataloguePages.length} pages in ${byTheme.size} themes → ${path.relative(process.cwd(), out)} (${width} × ${y} px)`);
}

void main();
