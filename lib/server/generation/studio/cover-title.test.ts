import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { assembleBook, bookCover } from '../engine/tasks';
import { COVER_PREVIEWS, MAT, previewSlots } from './cover-previews';
import { bookCoverSvg, layoutTitle } from './cover-title';

const box = { cx: 1000, cy: 1288, maxWidth: 1600, size: 130 };

/** Dark pixels of the rendered cover inside a horizontal band (fractions of the height). */
async function inkIn(svg: string, from: number, to: number): Promise<number> {
  const { data, info } = await sharp(Buffer.from(svg)).flatten({ background: '#fff' }).greyscale().raw().toBuffer({ resolveWithObject: true });
  let ink = 0;
  for (let y = Math.round(from * info.height); y < to * info.height; y++)
    for (let x = 200; x < info.width - 200; x++) if (data[y * info.width + x] < 128) ink++;
  return ink;
}

describe('the coloring book cover title', () => {
  it.each([
    ['Japanese', 'ねこと恐竜のぬりえ帳', 'ja'],
    ['Korean', '우리 아이 색칠 공부 책', 'ko'],
    ['Vietnamese', 'Sách tô màu của bé Ánh: Rồng và Khủng long', 'vi'],
    ['Simplified Chinese', '我的动物涂色书', 'zh-CN'],
    ['Traditional Chinese', '我的動物著色本', 'zh-TW'],
    ['German', 'Mein großes Ausmalbuch – Tiere & Einhörner', 'de'],
  ])('sets a %s title from the bundled fonts with no missing glyph', async (_, title, locale) => {
    const layout = await layoutTitle(title, box, { locale });
    expect(layout.missing).toEqual([]);
    // Every visible character is its own outline (a font's .notdef box is never used).
    expect(layout.paths.match(/<path d="M/g)).toHaveLength([...title.replace(/\s/g, '')].length);
    expect(layout.paths).not.toContain('NaN');
    expect(layout.lines.join('').replace(/\s/g, '')).toBe(title.replace(/\s/g, ''));
    for (const line of layout.lines) expect(line).toBe(line.trim());
  });

  it('leaves out what no bundled font draws instead of drawing a box, and says so', async () => {
    const layout = await layoutTitle('Zoo 🦄 مرحبا', box);
    expect(layout.missing).toEqual(['🦄', 'م', 'ر', 'ح', 'ب', 'ا']);
    expect(layout.paths.match(/<path /g)).toHaveLength(3);
    expect(layout.lines).toEqual(['Zoo']);
  });

  it('wraps a long title at spaces, CJK between characters, and keeps it inside the frame', async () => {
    const german = await layoutTitle('Mein wunderbares Ausmalbuch mit Tieren, Dinosauriern und Einhörnern für die ganze Familie', box);
    expect(german.lines.length).toBeGreaterThan(1);
    expect(german.lines.length).toBeLessThanOrEqual(3);
    expect(german.width).toBeLessThanOrEqual(box.maxWidth + 0.01);
    const japanese = await layoutTitle('とても長いタイトルの動物と恐竜と宇宙のぬりえ帳です', box);
    expect(japanese.lines.length).toBeGreaterThan(1);
    expect(japanese.lines.length).toBeLessThanOrEqual(3);
    expect(japanese.width).toBeLessThanOrEqual(box.maxWidth + 0.01);
    const word = await layoutTitle('Supercalifragilisticexpialidociousbook', box);
    expect(word.lines).toHaveLength(1);
    expect(word.size).toBeLessThan(box.size);
  });

  it('draws the Japanese, Korean and Vietnamese covers with ink where the title is, the same every time', async () => {
    for (const title of ['ねこのぬりえ帳', '우리 아이 색칠 공부 책', 'Sách tô màu của bé']) {
      const { svg } = await bookCoverSvg(title, 5);
      expect(svg).not.toMatch(/<text|font-family/);
      expect(await inkIn(svg, 0.42, 0.48)).toBeGreaterThan(20_000);
      expect((await bookCoverSvg(title, 5)).svg).toBe(svg);
    }
  });

  it('puts the cover before the pages of the book', async () => {
    const one = await PDFDocument.create();
    one.addPage([595.28, 841.89]);
    const page = await one.save();
    const book = await assembleBook({ title: 'ねこ・고양이・Mèo', pages: [page, page], paper: 'a4' });
    const doc = await PDFDocument.load(book);
    expect(doc.getPageCount()).toBe(3);
    expect(doc.getTitle()).toBe('ねこ・고양이・Mèo');
  });

  // A page as the engine prints it: white paper round a framed picture whose middle is a black disc.
  async function page(width: number, height: number): Promise<Uint8Array> {
    const m = Math.round(width * 0.06);
    const r = Math.round(Math.min(width, height) * 0.15);
    const svg =
      `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="#fff"/>` +
      `<rect x="${m}" y="${m}" width="${width - 2 * m}" height="${height - 2 * m}" fill="none" stroke="#000" stroke-width="12"/>` +
      `<circle cx="${width / 2}" cy="${height / 2}" r="${r}"/></svg>`;
    return new Uint8Array(await sharp(Buffer.from(svg)).png().toBuffer());
  }

  it('shows the first pages on the cover, each whole, framed apart from the others', async () => {
    const portrait = await page(620, 877);
    const landscape = await page(877, 620);
    const cover = await bookCover({ title: 'Mein Malbuch', pageCount: 3, locale: 'de', previews: [portrait, portrait, landscape] });
    const { slots } = await bookCoverSvg('Mein Malbuch', 3, 'de', [
      { width: 620 - 2 * 31, height: 877 - 2 * 31 },
      { width: 620 - 2 * 31, height: 877 - 2 * 31 },
      { width: 877 - 2 * 31, height: 620 - 2 * 31 },
    ]);
    const at = (x: number, y: number) => cover.data[Math.round(y) * cover.width + Math.round(x)];
    for (const slot of slots) {
      // The page's disc lies in the middle of its place, and its frame at the place's edge: the white
      // paper round the page was trimmed off rather than shrinking the drawing.
      expect(at(slot.left + slot.width / 2, slot.top + slot.height / 2)).toBeLessThan(60);
      expect(Math.min(at(slot.left + 2, slot.top + slot.height / 2), at(slot.left + 4, slot.top + slot.height / 2))).toBeLessThan(128);
      // The mat round the preview is white.
      expect(at(slot.left - MAT / 2, slot.top + slot.height / 2)).toBeGreaterThan(200);
    }
    // Below the title, above the previews, there is nothing but the count.
    const lowest = Math.max(...slots.map((s) => s.top + s.height));
    expect(lowest).toBeLessThan(cover.height - 160);
  });

  it('lays out up to six previews with their shapes kept, inside the area and never touching', () => {
    const area = { left: 240, top: 700, width: 1520, height: 1800 };
    for (const sizes of [
      [{ width: 2480, height: 3508 }],
      Array.from({ length: 3 }, () => ({ width: 2480, height: 3508 })),
      Array.from({ length: COVER_PREVIEWS }, (_, i) => (i % 2 ? { width: 3508, height: 2480 } : { width: 2480, height: 3508 })),
    ]) {
      const slots = previewSlots(sizes, area);
      expect(slots).toHaveLength(sizes.length);
      slots.forEach((s, i) => {
        expect(s.width / s.height).toBeCloseTo(sizes[i].width / sizes[i].height, 1);
        expect(s.left).toBeGreaterThanOrEqual(area.left);
        expect(s.top).toBeGreaterThanOrEqual(area.top);
        expect(s.left + s.width).toBeLessThanOrEqual(area.left + area.width);
        expect(s.top + s.height).toBeLessThanOrEqual(area.top + area.height);
        for (const o of slots.slice(i + 1)) {
          const apartX = Math.max(o.left - (s.left + s.width), s.left - (o.left + o.width));
          const apartY = Math.max(o.top - (s.top + s.height), s.top - (o.top + o.height));
          expect(Math.max(apartX, apartY)).toBeGreaterThanOrEqual(2 * MAT + 20);
        }
      });
    }
    // One page fills the area's width; it is not shrunk to a grid cell.
    expect(previewSlots([{ width: 2480, height: 3508 }], area)[0].height).toBeGreaterThan(area.height * 0.9);
  });
});
