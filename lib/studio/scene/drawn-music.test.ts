// The musical instruments drawn by us (scripts/drawn-motifs/music-*.ts) in the built table: the guitar, the keyboard,
// the drum, the trumpet and the violin, each big in its box with its parts as areas to colour and no solid black.
// OpenMoji's were thin outlines of three or four areas, about 50 units across.
import { describe, expect, it } from 'vitest';
import { areaCount, crossings, printed, solidBlack, table } from '../testing/motif-raster';

/** Big in the box (66 of 72 units on the long side), and no solid black at all. */
async function expectBigAndOpen(id: string) {
  const [x0, y0, x1, y1] = table[id].b;
  expect(Math.max(x1 - x0, y1 - y0)).toBeGreaterThanOrEqual(66);
  expect(await solidBlack(id)).toBe(0);
}

describe('the musical instruments drawn by us', () => {
  // OpenMoji's guitar was a small round body on a long stick: four areas.
  it('draws an acoustic guitar: figure-eight body, rosette rings, bridge, frets as areas, pegs', async () => {
    expect(areaCount('1F3B8')).toBeGreaterThanOrEqual(28);
    // up the guitar from the body's foot to the head: the body, the bridge and saddle, the strings, the rosette
    // rings, the frets, the nut, the head (OpenMoji's crossed 6 lines here)
    expect(crossings(await printed(table['1F3B8']), [2, 70], [70, 2])).toBeGreaterThanOrEqual(13);
    await expectBigAndOpen('1F3B8');
  });

  // OpenMoji's keyboard was a box of lines with solid-edged rectangles for black keys.
  it('draws a keyboard with white keys, raised black keys as white areas, a panel and a music stand', async () => {
    expect(areaCount('1F3B9')).toBeGreaterThanOrEqual(45);
    const grid = await printed(table['1F3B9']);
    // across the keys: ten white keys and seven black keys, each black key with its inset top
    expect(crossings(grid, [0.5, 50], [71.5, 50])).toBeGreaterThanOrEqual(28);
    // down the middle: the sheet and its staff, the stand, the panel and screen, a key and its front, the lip
    expect(crossings(grid, [36, 0.5], [36, 71.5])).toBeGreaterThanOrEqual(11);
    await expectBigAndOpen('1F3B9');
  });

  // OpenMoji's drum was a flat box with two sticks floating over it.
  it('draws a round toy drum: hoop, drumhead, shell with zigzag cords and lugs, crossed sticks', async () => {
    expect(areaCount('1F941')).toBeGreaterThanOrEqual(18);
    const grid = await printed(table['1F941']);
    // across the shell: its sides, the cords and the lugs
    expect(crossings(grid, [0.5, 50], [71.5, 50])).toBeGreaterThanOrEqual(9);
    // down the middle: the sticks' crossing, the hoop, the drumhead, a cord, the bottom hoop
    expect(crossings(grid, [36, 0.5], [36, 71.5])).toBeGreaterThanOrEqual(8);
    await expectBigAndOpen('1F941');
  });

  // OpenMoji's trumpet was a few thin tubes with dashes for its sound.
  it('draws a trumpet: mouthpiece, lead pipe, a loop, three valves with buttons, a flared bell, notes', async () => {
    // and three notes of a head, a stem and a flag or a beam (drawn-compact.test.ts checks it fills its box)
    expect(areaCount('1F3BA')).toBeGreaterThanOrEqual(28);
    // across the valves: each a casing between caps
    expect(crossings(await printed(table['1F3BA']), [0.5, 30], [71.5, 30])).toBeGreaterThanOrEqual(8);
    await expectBigAndOpen('1F3BA');
  });

  // OpenMoji's violin was a thin outline with dashes for its f-holes and strings.
  it('draws a violin: waisted body, f-holes, fingerboard, bridge, tailpiece, scroll, a bow behind', async () => {
    expect(areaCount('1F3BB')).toBeGreaterThanOrEqual(20);
    // up the violin from the chin rest to the scroll
    expect(crossings(await printed(table['1F3BB']), [2, 70], [70, 2])).toBeGreaterThanOrEqual(11);
    await expectBigAndOpen('1F3BB');
  });
});
