// The everyday things drawn by us (scripts/drawn-motifs/home-things-*.ts) in the built table: the house, the crown,
// the umbrella and the open book, each big in its box with its parts as areas to colour, and no solid black.
import { describe, expect, it } from 'vitest';
import { areaCount, crossings, printed, solidBlack, table } from '../testing/motif-raster';

/** Big in the box (66 of 72 units on the long side) and no solid black at all (none of the four has a face). */
async function expectBigAndInked(id: string) {
  const m = table[id];
  expect(Math.max(m.b[2] - m.b[0], m.b[3] - m.b[1])).toBeGreaterThanOrEqual(66);
  expect(await solidBlack(id)).toBe(0);
}

describe('the everyday things drawn by us', () => {
  // OpenMoji's house was a square under a triangle roof, a door and one window: 5 areas.
  it('draws a cosy cottage: shingles, chimney and smoke, windows with panes and curtains, a door, a path, a fence', async () => {
    const m = table['1F3E0'];
    expect(areaCount('1F3E0')).toBeGreaterThanOrEqual(80);
    await expectBigAndInked('1F3E0');
    // it stands on its ground line: the bottom of the box
    expect(m.b[3]).toBeGreaterThan(70.5);
    const grid = await printed(m);
    // across the roof: the barge board's two slopes and the shingles between them (OpenMoji's: 2 lines)
    expect(crossings(grid, [0.5, 27], [71.5, 27])).toBeGreaterThanOrEqual(9);
    // across the windows and the door: frames, panes, curtains, the door's frame and panels (OpenMoji's: 6)
    expect(crossings(grid, [0.5, 47], [71.5, 47])).toBeGreaterThanOrEqual(18);
    // down the middle: the smoke is off to the side; the roof, the attic window, the door, the step, the path
    expect(crossings(grid, [36, 0.5], [36, 71.5])).toBeGreaterThanOrEqual(14);
    // the fence's pickets along the bottom left
    expect(crossings(grid, [0.5, 64.5], [21.5, 64.5])).toBeGreaterThanOrEqual(10);
  });

  // OpenMoji's crown was three arches on a bar: a handful of areas, the band one empty strip.
  it('draws a royal crown: velvet cap, tipped points with jewels, a band of gems and pearls', async () => {
    const m = table['1F451'];
    expect(areaCount('1F451')).toBeGreaterThanOrEqual(35);
    await expectBigAndInked('1F451');
    const grid = await printed(m);
    // across the band: gems with their facets and studs between them
    expect(crossings(grid, [0.5, 57], [71.5, 57])).toBeGreaterThanOrEqual(22);
    // down the middle: cross, ball, cap, the tallest point and its jewel, the band's rims, a gem, a pearl
    expect(crossings(grid, [36, 0.5], [36, 71.5])).toBeGreaterThanOrEqual(14);
  });

  // OpenMoji's umbrella was a dome of thin ribs and a hooked stick.
  it('draws an open umbrella: five panels with a scalloped edge, dots and stripes, a curved grip, raindrops', async () => {
    const m = table['2602'];
    expect(areaCount('2602')).toBeGreaterThanOrEqual(30);
    await expectBigAndInked('2602');
    const grid = await printed(m);
    // across the canopy: ribs and the dots on the outer and middle panels
    expect(crossings(grid, [0.5, 26], [71.5, 26])).toBeGreaterThanOrEqual(12);
    // down the middle panel: tip, a dot or two, the scalloped edge rising, the shaft is then a band to the grip
    expect(crossings(grid, [36, 0.5], [36, 71.5])).toBeGreaterThanOrEqual(9);
    // raindrops beside the handle
    expect(crossings(grid, [0.5, 56], [20, 56])).toBeGreaterThanOrEqual(2);
  });

  // OpenMoji's open book was a flat rectangle with lines on two plain pages.
  it('draws an open book from above: covers, page stack, lines of text, a picture and a ribbon', async () => {
    const m = table['1F4D6'];
    expect(areaCount('1F4D6')).toBeGreaterThanOrEqual(18);
    await expectBigAndInked('1F4D6');
    // lines of text as strokes
    expect(m.s.match(/M/g)!.length).toBeGreaterThanOrEqual(18);
    const grid = await printed(m);
    // down the left page: the cover, the page, lines of text, the stacked edges, the cover's thickness
    expect(crossings(grid, [20, 0.5], [20, 71.5])).toBeGreaterThanOrEqual(10);
    // down the picture: its frame and sky, the sun's ray or a hill
    expect(crossings(grid, [58, 10], [58, 50])).toBeGreaterThanOrEqual(6);
    // the ribbon hanging out below the book
    expect(m.b[3]).toBeGreaterThan(71);
  });
});
