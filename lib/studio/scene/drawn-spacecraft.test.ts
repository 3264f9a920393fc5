// The space things drawn by us (scripts/drawn-motifs/spacecraft-*.ts) in the built table: the rocket, the flying
// saucer and the satellite, each with its parts as closed areas to colour, a face where a child expects one
// (the rocket's porthole, the saucer's dome), and no solid black but eyes and a nose.
import { describe, expect, it } from 'vitest';
import { areaCount, crossings, printed, solidBlack, table } from '../testing/motif-raster';

describe('the rocket, flying saucer and satellite drawn by us', () => {
  // Fluent's rocket was a plain slanted tube with one ring of a window: eight edges along its diagonal.
  it('draws a chunky rocket: nose cone, portholes with a face, a riveted band, three fins, a flame, smoke', async () => {
    const m = table['1F680'];
    expect(areaCount('1F680')).toBeGreaterThanOrEqual(20);
    expect(m.b[3] - m.b[1]).toBeGreaterThan(66);
    // up its slant from the flame to the nose: tongues of flame, nozzle, front fin, band, portholes, the face
    expect(crossings(await printed(m), [10, 62], [62, 10])).toBeGreaterThanOrEqual(14);
    // the porthole keeps the face clear of an adult page's fill
    expect(m.c).toMatch(/^<path d="M[^"]+Z"\/>$/);
    expect(await solidBlack('1F680')).toBeLessThan(10); // square units: the cub's eyes and nose
  });

  // Fluent's saucer had five solid black dots for windows (78 square units of black) over a bare triangle.
  it('draws a saucer: an alien in a dome, a band of panels with round lights, a beam in bands', async () => {
    const m = table['1F6F8'];
    expect(areaCount('1F6F8')).toBeGreaterThanOrEqual(25);
    const grid = await printed(m);
    // across the band of panels: each panel's edge and each light's ring
    expect(crossings(grid, [1, 34], [71, 34])).toBeGreaterThanOrEqual(15);
    // down the middle: the dome, the alien's head and smile, the collar, the disc, its band, the dish, the beam's bands
    expect(crossings(grid, [36, 1], [36, 71])).toBeGreaterThanOrEqual(9);
    expect(m.c).toMatch(/^<path d="M[^"]+Z"\/>$/);
    expect(await solidBlack('1F6F8')).toBeLessThan(10); // the alien's pupils only
  });

  // Fluent's satellite was three bare boxes joined by solid black bars (57 square units of black).
  it('draws a satellite: a panelled body, a dish, two wings of cells, struts as areas', async () => {
    const m = table['1F6F0'];
    expect(areaCount('1F6F0')).toBeGreaterThanOrEqual(30);
    // across the wings and body: every cell's two edges, the frames, the struts' hinges, the hatch
    expect(crossings(await printed(m), [1, 40], [71, 40])).toBeGreaterThanOrEqual(16);
    expect(m.d).toBe('');
    expect(await solidBlack('1F6F0')).toBe(0);
  });
});
