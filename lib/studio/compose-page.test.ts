import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { composeTextPage, STUDIO_STYLES, type StudioStyle } from './compose-page';
import { greyShare, rasterise, whiteRegionSizes } from './testing/white-regions';

function page(prompt: string, style: StudioStyle, seed: number) {
  const r = composeTextPage({ prompt, style, seed });
  if (r.kind !== 'page') throw new Error(`nothing to draw for ${prompt}`);
  return r;
}

describe('composeTextPage', () => {
  it('gives the same SVG and the same PNG bytes for the same prompt, style and seed', async () => {
    const a = page('Katze spielt mit einem Ball', 'kids', 3).svg;
    const b = page('Katze spielt mit einem Ball', 'kids', 3).svg;
    expect(a).toBe(b);
    const png = (svg: string) => sharp(Buffer.from(svg), { density: 72 }).png().toBuffer();
    expect((await png(a)).equals(await png(b))).toBe(true);
    expect(page('Katze spielt mit einem Ball', 'kids', 4).svg).not.toBe(a);
  });

  it.each(STUDIO_STYLES)(
    '%s: pure black and white at 150 dpi, with closed regions to colour',
    async (style) => {
      const ras = await rasterise(page('cat playing with a ball', style, 1).svg, 150);
      expect(ras.width).toBe(1240); // A4 portrait at 150 dpi
      // only anti-aliased line edges are grey: more of them on the fine, dense adult pages
      expect(greyShare(ras)).toBeLessThan(style === 'kids' || style === 'teens' ? 0.02 : 0.1);
      const sizes = whiteRegionSizes(ras);
      const total = ras.width * ras.height;
      // Motif interiors are their own regions: the background holds well under the page, and there are many areas.
      expect(sizes[0] / total).toBeLessThan(style === 'pattern' ? 0.75 : 0.62);
      expect(sizes.filter((s) => s >= 400).length).toBeGreaterThanOrEqual(10);
    },
    30_000,
  );

  // Adult pages whose subject leaves the sky open had a dozen big plain wedges there: a small or flat subject
  // alone (a speedboat on the sea), or a child and an animal side by side (width-bound; 13 to 42 cells before).
  // A subject filling the sky's middle (now haloed) left it plain too: 19 to 56 cells in space, at night, over
  // the butterfly and the fox; now 61 to 95 in space and at night (orbit bands cut into spiral arms or bricks,
  // the moon's surface and the subject below) and over 100 under a day sky. The alien stands whole, its
  // antennae up in the top 30 %, where its head left 60 or more.
  it.each([
    ['a speedboat', 'en', 80],
    ['ein Segelboot', 'de', 80],
    ['a girl and a horse', 'en', 80],
    ['男の子と犬', 'ja', 80],
    ['a rocket', 'en', 60],
    ['a planet', 'en', 60],
    ['an alien', 'en', 55],
    ['a dragon', 'en', 60],
    ['a butterfly', 'en', 100],
    ['a fox in the forest', 'en', 100],
  ] as const)(
    'adults: "%s" has an intricate sky, many cells to colour above the subject',
    async (prompt, locale, cells) => {
      for (let seed = 1; seed <= 4; seed++) {
        const r = composeTextPage({ prompt, style: 'adults', seed, locale });
        if (r.kind !== 'page') throw new Error(prompt);
        const ras = await rasterise(r.svg, 75);
        const rows = Math.round(ras.height * 0.3);
        const sky = whiteRegionSizes({ data: ras.data.slice(0, ras.width * rows), width: ras.width, height: rows });
        // regions of at least 4 mm² (35 px at 75 dpi) in the top 30 % of the page
        expect(sky.filter((s) => s >= 35).length, `seed ${seed}`).toBeGreaterThanOrEqual(cells);
        // pure black and white: only anti-aliased line edges are grey
        expect(greyShare(ras), `seed ${seed}`).toBeLessThan(0.1);
      }
    },
    30_000,
  );

  it('keeps every line inside the 12 mm margin', async () => {
    const ras = await rasterise(page('a dinosaur and a rainbow', 'teens', 7).svg, 50);
    const margin = Math.floor((10 / 25.4) * 50); // the brief's minimum: 10 mm of white paper
    for (let y = 0; y < ras.height; y++) {
      for (let x = 0; x < ras.width; x++) {
        if (x >= margin && x < ras.width - margin && y >= margin && y < ras.height - margin) continue;
        expect(ras.data[y * ras.width + x]).toBeGreaterThan(200);
      }
    }
  });

  it('draws landscape Letter pages', () => {
    const r = composeTextPage({ prompt: 'train', style: 'kids', seed: 1, paper: 'letter', orientation: 'landscape' });
    expect(r).toMatchObject({ kind: 'page', widthMm: 279.4, heightMm: 215.9 });
  });

  it('returns nothing_to_draw with suggestions instead of an empty page', () => {
    expect(composeTextPage({ prompt: 'xyzzy', style: 'kids', seed: 1, locale: 'ja' })).toMatchObject({ kind: 'nothing_to_draw', locale: 'ja' });
  });
});
