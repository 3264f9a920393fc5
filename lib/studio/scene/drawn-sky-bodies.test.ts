// The sky bodies drawn by us (scripts/drawn-motifs/sky-bodies.ts) in the built table: the ringed planet with
// bands, a storm spot, a ring in three bands passing in front of it, a face and two moons; the full moon with
// craters (the big ones rimmed), a sleepy face and a nightcap. Both fill their box with areas to colour, keep the
// face clear of an adult page's fill, and print no solid black but the planet's pupils.
import { describe, expect, it } from 'vitest';
import { MOONS, SKY_IDS } from './themes';
import { areaCount, crossings, freeStandingStrokes, printed, solidBlack, table } from '../testing/motif-raster';

describe('the sky bodies drawn by us', () => {
  // OpenMoji's ringed planet was a plain ball crossed by one flat ring: two areas.
  it('draws the ringed planet banded, its ring in bands in front of it, with a face and moons', async () => {
    const m = table['1FA90'];
    expect(areaCount('1FA90')).toBeGreaterThanOrEqual(18);
    expect(m.b[2] - m.b[0]).toBeGreaterThan(68);
    expect(m.b[3] - m.b[1]).toBeGreaterThan(62);
    const grid = await printed(m);
    // down the middle: the cap's swirl and edge, two stripes, the face, the ring's four edges in front, two more
    // stripes under it
    expect(crossings(grid, [36, 2], [36, 70])).toBeGreaterThanOrEqual(12);
    // where the ring passes in front of the planet, its four edges cross it
    expect(crossings(grid, [36, 43], [36, 50.5])).toBe(4);
    expect(await freeStandingStrokes(m)).toBeGreaterThanOrEqual(1);
    expect(m.c).toMatch(/^<path d="M[^"]+Z"\/>$/);
    expect(await solidBlack('1FA90')).toBeLessThan(30); // two eyes
  });

  // OpenMoji's full moon face was an empty circle with two eyes and a smile: lines only, no area.
  it('draws the full moon with rimmed craters, a sleepy face and a striped nightcap', async () => {
    const m = table['1F31D'];
    expect(areaCount('1F31D')).toBeGreaterThanOrEqual(16);
    expect(m.b[2] - m.b[0]).toBeGreaterThan(66);
    expect(m.b[3] - m.b[1]).toBeGreaterThan(66);
    const grid = await printed(m);
    // across the lower half: the moon's edge, a rimmed crater (two rings, four crossings), a crater, a rimmed
    // crater, the edge
    expect(crossings(grid, [2, 61.5], [70, 61.5])).toBeGreaterThanOrEqual(9);
    // over the top: the cap's body, its stripes and the cuff
    expect(crossings(grid, [4, 8], [60, 8])).toBeGreaterThanOrEqual(5);
    expect(await freeStandingStrokes(m)).toBeGreaterThanOrEqual(3); // the smile and the two closed eyes
    expect(m.c).toMatch(/^<path d="M[^"]+Z"\/>$/);
    expect(await solidBlack('1F31D')).toBe(0);
  });

  it('keeps them where the composer looks for them: the full moon a moon, neither a sky motif of its own', () => {
    expect(MOONS.has('1F31D')).toBe(true);
    expect(SKY_IDS.has('1F31D') || SKY_IDS.has('1FA90')).toBe(false);
  });
});
