// The teddy bear and the Christmas tree drawn by us (scripts/drawn-motifs/christmas.ts) in the built table. OpenMoji's
// teddy was a lumpy blob of seven areas with two big empty paws, its tree a plain triangle of three areas with a
// few circles; ours are big, their parts areas to colour, and their only solid black the eyes.
import { describe, expect, it } from 'vitest';
import { areaCount, crossings, freeStandingStrokes, printed, solidBlack, table } from '../testing/motif-raster';

/** The short straight strokes of a motif's lines, each under `max` long: a toy's stitches. */
function shortStrokes(s: string, max: number): number {
  return [...s.matchAll(/M(-?[\d.]+) (-?[\d.]+)L(-?[\d.]+) (-?[\d.]+)(?=M|")/g)].filter(([, a, b, c, d]) => Math.hypot(+c - +a, +d - +b) < max).length;
}

describe('the Christmas motifs drawn by us', () => {
  it('draws the teddy bear as a sitting toy: ears, muzzle, bow, heart patch, paw pads and stitched seams', async () => {
    const m = table['1F9F8'];
    // ears and inner ears, head, muzzle, nose, cheeks, bow, body, tummy, heart, legs, arms, feet with their pads
    expect(areaCount('1F9F8')).toBeGreaterThanOrEqual(30);
    // big in its box (OpenMoji's was 60 tall)
    expect(m.b[3] - m.b[1]).toBeGreaterThan(66);
    expect(m.b[2] - m.b[0]).toBeGreaterThan(58);
    const grid = await printed(m);
    // across both feet: each sole, its pad and its toe pads, and the legs between (OpenMoji's crossed 3 lines)
    expect(crossings(grid, [0.5, 61.6], [71.5, 61.6])).toBeGreaterThanOrEqual(10);
    // down the middle: the brow's seam, the muzzle, the nose and the stitch under it, the smile, the bow's knot,
    // the heart and the tummy
    expect(crossings(grid, [36, 0.5], [36, 71.5])).toBeGreaterThanOrEqual(13);
    // seams drawn as rows of short stitches
    expect(shortStrokes(m.s, 1.6)).toBeGreaterThanOrEqual(12);
    // the house's face: a smile standing free, two eyes with a shine the only black, the head kept clear
    expect(await freeStandingStrokes(m)).toBeGreaterThanOrEqual(1);
    expect(await solidBlack('1F9F8')).toBeGreaterThan(15);
    expect(await solidBlack('1F9F8')).toBeLessThan(32);
    expect(m.c).toMatch(/^<path d="M[^"]+Z"\/>$/);
  });

  it('draws the Christmas tree in tiers with garlands, baubles, a star with a face, a pot and gifts', async () => {
    const m = table['1F384'];
    expect(areaCount('1F384')).toBeGreaterThanOrEqual(60);
    // as tall as the box, narrower than tall so it still stands tall beside Santa or a child (TREES)
    expect(m.b[3] - m.b[1]).toBeGreaterThan(68);
    expect(m.b[2] - m.b[0]).toBeGreaterThan(56);
    expect(m.b[2] - m.b[0]).toBeLessThan(64);
    const grid = await printed(m);
    // down the middle: the star and its face, each tier's hem, garland beads and baubles, the pot's rim and band
    // (OpenMoji's crossed 8 lines)
    expect(crossings(grid, [36, 0.5], [36, 71.5])).toBeGreaterThanOrEqual(16);
    // across the foot: three gifts with their ribbons and paper, the pot (OpenMoji's crossed 3 lines)
    expect(crossings(grid, [0.5, 67], [71.5, 67])).toBeGreaterThanOrEqual(15);
    // the garlands' beads, each an area
    expect(m.f.match(/a1\.[46] 1\.[46] 0 1 0/g)!.length / 2).toBeGreaterThanOrEqual(16);
    // the star's eyes are the only black
    expect(await solidBlack('1F384')).toBeGreaterThan(3);
    expect(await solidBlack('1F384')).toBeLessThan(12);
    expect(m.c).toMatch(/^<path d="M[^"]+Z"\/>$/);
  });
});
