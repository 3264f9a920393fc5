import { describe, expect, it } from 'vitest';
import { glyphCount } from '@/lib/catalogue/glyph-count';
import motifs from '../data/motifs.json';
import { createNodeFontSource } from '../fonts/node-font-source';
import { intersects } from '../scene/paper';
import { composeGlyphPage, pictureBoxes } from './compose-glyph-page';

const fonts = createNodeFontSource();
const band = { x: 16, y: 190, w: 168, h: 80 };

describe('glyphCount', () => {
  it('reads digits and Chinese numerals, and letters as nothing to count', () => {
    expect('0123456789'.split('').map((c) => glyphCount('digit', c))).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect('一二三四五六七八九十'.split('').map((c) => glyphCount('hanzi', c))).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(glyphCount('latin', 'A')).toBe(0);
    expect(glyphCount('hiragana', 'あ')).toBe(0);
    expect(glyphCount('hangul', 'ㄱ')).toBe(0);
  });
});

describe('pictureBoxes', () => {
  it.each([1, 2, 3, 4, 5, 7, 9, 10])('gives %i separate boxes inside the band', (n) => {
    const boxes = pictureBoxes(n, band);
    expect(boxes).toHaveLength(n);
    for (const b of boxes) {
      expect(b.x).toBeGreaterThanOrEqual(band.x);
      expect(b.y).toBeGreaterThanOrEqual(band.y);
      expect(b.x + b.w).toBeLessThanOrEqual(band.x + band.w + 1e-9);
      expect(b.y + b.h).toBeLessThanOrEqual(band.y + band.h + 1e-9);
    }
    for (let i = 0; i < n; i++) for (let j = i + 1; j < n; j++) expect(intersects(boxes[i], boxes[j])).toBe(false);
  });

  it('sets up to three in a row, more in two rows with the longer on top', () => {
    const rows = (n: number) => [...new Set(pictureBoxes(n, band).map((b) => b.y))].length;
    expect([1, 2, 3].map(rows)).toEqual([1, 1, 1]);
    expect([4, 5, 9, 10].map(rows)).toEqual([2, 2, 2, 2]);
    const five = pictureBoxes(5, band);
    expect(five.filter((b) => b.y === five[0].y)).toHaveLength(3);
    expect(pictureBoxes(0, band)).toEqual([]);
  });
});

describe('composeGlyphPage', () => {
  // Each drawn copy of a motif carries its colour areas verbatim.
  const copies = (svg: string, id: string) => svg.split((motifs as Record<string, { f: string }>)[id].f).length - 1;

  it.each([
    ['7', 7, 'en'],
    ['十', 10, 'zh-CN'],
  ] as const)('draws %s over %i pictures to count', async (text, n, locale) => {
    const svg = await composeGlyphPage({ text, backdrop: 'jungle', seed: 3, locale, pictures: Array<string>(n).fill('1F41E') }, fonts);
    expect(copies(svg, '1F41E')).toBe(n);
  });

  // Q's tail hangs into the band of pictures: a lone picture (the queen) steps aside to the left of it, whole,
  // where under an O it stands in the middle; Ç's two pictures keep their places either side of the cedilla.
  it('moves a lone picture out from under a descender, and leaves one under a plain letter in the middle', async () => {
    const x = async (text: string) => {
      const svg = await composeGlyphPage({ text, backdrop: 'meadow', seed: 3, locale: 'en', pictures: ['1F41E'] }, fonts);
      return Number(/<g transform="translate\(([\d.]+) [\d.]+\) scale\([\d.]+\)" stroke-linejoin/.exec(svg)![1]);
    };
    const [o, q] = [await x('O'), await x('Q')];
    expect(q).toBeLessThan(o - 20);
    expect(q).toBeGreaterThan(10);
  });

  it('draws a letter alone', async () => {
    const svg = await composeGlyphPage({ text: 'A', backdrop: 'jungle', seed: 3, locale: 'en' }, fonts);
    expect(copies(svg, '1F41E')).toBe(0);
  });

  it('draws a letter over the pictures it is given, each once', async () => {
    const svg = await composeGlyphPage({ text: 'A', backdrop: 'jungle', seed: 3, locale: 'en', pictures: ['1F34E', '2708'] }, fonts);
    expect([copies(svg, '1F34E'), copies(svg, '2708')]).toEqual([1, 1]);
  });
});
