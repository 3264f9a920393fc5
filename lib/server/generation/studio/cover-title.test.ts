import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { assembleBook } from '../engine/tasks';
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
});
