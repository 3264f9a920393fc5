// The small creatures drawn by us (scripts/drawn-motifs/bugs.ts) in the built table: the butterfly, the lady
// beetle, the ant, the spider and the worm, each big in its box with its parts as areas to colour, the house's
// kawaii face, and no solid black but the eyes. Fluent's printed as flat shapes, one area each.
import { describe, expect, it } from 'vitest';
import { areaCount, crossings, freeStandingStrokes, printed, solidBlack, table } from '../testing/motif-raster';

/** Big in its box, its parts areas, a smile standing free, a face kept clear of an adult page's fill, eyes the only black. */
async function expectCreature(id: string, areas: number, black: [number, number]) {
  const m = table[id];
  expect(Math.max(m.b[2] - m.b[0], m.b[3] - m.b[1])).toBeGreaterThanOrEqual(66);
  expect(areaCount(id)).toBeGreaterThanOrEqual(areas);
  expect(await freeStandingStrokes(m)).toBeGreaterThanOrEqual(1);
  expect(m.c).toMatch(/^<path d="M[^"]+Z"\/>$/);
  // square units of solid black: two pupils with a shine cut out
  expect(await solidBlack(id)).toBeGreaterThan(black[0]);
  expect(await solidBlack(id)).toBeLessThan(black[1]);
}

describe('the small creatures drawn by us', () => {
  // Fluent's butterfly was four plain wing outlines with a few holes in them and no face.
  it('draws the butterfly from the front: wings of cells, spots and rings, a striped body, a face', async () => {
    await expectCreature('1F98B', 44, [8, 16]);
    const grid = await printed(table['1F98B']);
    // across the upper wing: its edge, border spots, the panel, an eyespot's two rings, the veins
    expect(crossings(grid, [0.5, 20], [36, 20])).toBeGreaterThanOrEqual(7);
    // across the lower wing: the edge, border spots, the panel's cells and its ringed eyespot
    expect(crossings(grid, [0.5, 55], [36, 55])).toBeGreaterThanOrEqual(9);
    // down the body: the thorax and the abdomen's three stripes (Fluent's body was one area)
    expect(crossings(grid, [36, 28], [36, 64])).toBeGreaterThanOrEqual(8);
  });

  // Fluent's lady beetle was a disc with four round holes; the build drew two dots and a smile on its head.
  it('draws the lady beetle from above: split wing cases with spots as areas, a head with a face, six legs', async () => {
    await expectCreature('1F41E', 30, [12, 24]);
    const grid = await printed(table['1F41E']);
    // down one wing case: spots of three sizes over the dome, the rim of the underside
    expect(crossings(grid, [26, 20], [26, 70])).toBeGreaterThanOrEqual(7);
    // six legs, each a band with a round foot
    expect(table['1F41E'].f.match(/<path d="M[\d.]+ [\d.]+a2 2 0 1 0 4 0a2 2 0 1 0 -4 0Z"\/>/g)).toHaveLength(6);
  });

  // Fluent's ant was three blobs on stick legs with a solid black eye.
  it('draws the ant with a face, three body parts, a striped abdomen, six legs and a leaf', async () => {
    await expectCreature('1F41C', 20, [14, 26]);
    const grid = await printed(table['1F41C']);
    // along the body: the head's face, the thorax, the waist, the abdomen's stripes and shine
    expect(crossings(grid, [0.5, 35], [71.5, 35])).toBeGreaterThanOrEqual(9);
    // across the legs near the ground: six legs, each two edges
    expect(crossings(grid, [0.5, 60], [71.5, 60])).toBeGreaterThanOrEqual(10);
    // down through the leaf: its edges and veins, then the head
    expect(crossings(grid, [12, 0.5], [12, 71.5])).toBeGreaterThanOrEqual(8);
  });

  // Fluent's spider was a pear on eight tubes.
  it('draws a round spider with big eyes and a smile, eight bent legs and its thread', async () => {
    await expectCreature('1F577', 26, [24, 40]);
    const m = table['1F577'];
    const grid = await printed(m);
    // across the eyes: four legs a side, the body, the eye whites round the pupils
    expect(crossings(grid, [0.5, 40], [71.5, 40])).toBeGreaterThanOrEqual(10);
    // across the lower legs
    expect(crossings(grid, [0.5, 60], [71.5, 60])).toBeGreaterThanOrEqual(8);
    // the thread from the top of the box
    expect(m.s).toMatch(/M36 0\.5V24/);
  });

  // Fluent's worm was a striped tube with one solid black eye.
  it('draws the worm peeking out of an apple: its body in segments, a face', async () => {
    await expectCreature('1FAB1', 12, [10, 20]);
    const grid = await printed(table['1FAB1']);
    // down the worm from its head to the hole: the face, the segments, the hole's lip
    expect(crossings(grid, [58, 2], [44, 44])).toBeGreaterThanOrEqual(8);
  });
});
