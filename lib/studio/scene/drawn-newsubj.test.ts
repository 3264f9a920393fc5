// The seahorse, the starfish and the dragonfly (ids of ours: no emoji draws them) and the Christmas bell (1F514),
// drawn by us (scripts/drawn-motifs/shore-and-pond.ts, bell.ts) in the built table. Before, "a seahorse", "a
// starfish" and "a dragonfly" answered "nothing to draw", and "a bell" drew the bell pepper: none was a motif. Our
// first seahorse was a band of one width bent into an S, a worm with a head; the checks on its widths fail on it.
import { describe, expect, it } from 'vitest';
import { areaCount, crossings, printed, silhouetteRuns, solidBlack, table } from '../testing/motif-raster';
import { DRAGONFLY_ID, SEAHORSE_ID, STARFISH_ID } from './people';

/** Big in its box, at least `areas` areas, a face kept clear of an adult page's fill, the eyes the only black. */
function expectDrawn(id: string, areas: number, black: [number, number]) {
  const m = table[id];
  expect(m, `${id} is a motif`).toBeDefined();
  expect(Math.max(m.b[2] - m.b[0], m.b[3] - m.b[1])).toBeGreaterThanOrEqual(66);
  expect(areaCount(id)).toBeGreaterThanOrEqual(areas);
  expect(m.c).toMatch(/^<path d="M[^"]+Z"\/>$/);
  return solidBlack(id).then((b) => {
    expect(b).toBeGreaterThan(black[0]);
    expect(b).toBeLessThan(black[1]);
  });
}

describe('the new subjects drawn by us', () => {
  it('draws a seahorse: a horse-like head with a tube snout and a coronet, a pot belly of plates, a curled tail', async () => {
    await expectDrawn(SEAHORSE_ID, 18, [10, 22]);
    const m = table[SEAHORSE_ID];
    expect((m as unknown as { k: string }).k).toBe('being');
    const grid = await printed(m);
    // across the snout and the head: the mouth, the snout's edges, the head, a cheek
    expect(crossings(grid, [0.5, 23.3], [71.5, 23.3])).toBeGreaterThanOrEqual(6);
    // down through the head and the belly: the head's edges, the belly's plates one after another
    expect(crossings(grid, [30, 0.5], [30, 71.5])).toBeGreaterThanOrEqual(8);
    // the tail's ridges and the back fin's rays: lines across
    expect(m.s.match(/M[\d.]+ [\d.]+L[\d.]+ [\d.]+/g)!.length).toBeGreaterThanOrEqual(8);
    // the seahorse's shape: a slim neck under the head, the belly swelling far forward of it, the back narrowing
    // into a thin tail (before: one width all along, 36 across the neck's row and 25 across the belly's)
    const at = async (y: number, x0: number, x1: number, x: number) => (await silhouetteRuns(m, y, x0, x1)).find(([a, w]) => a <= x && x <= a + w)!;
    const neck = await at(29, 0, 71.9, 42);
    const belly = await at(43, 0, 50, 40);
    const tail = await at(60, 36, 71.9, 42);
    expect(neck[1]).toBeLessThan(19);
    expect(belly[1]).toBeGreaterThan(27);
    expect(belly[0]).toBeLessThan(neck[0] - 10);
    expect(tail[1]).toBeLessThan(10);
    expect(belly[1] / tail[1]).toBeGreaterThan(3);
    // the tail curled into a spiral: under the belly a row crosses three turns of it (before: two)
    expect((await silhouetteRuns(m, 63, 0, 71.9)).length).toBeGreaterThanOrEqual(3);
    // the coronet: little spikes standing apart on the crown
    expect((await silhouetteRuns(m, 3, 30, 56)).length).toBeGreaterThanOrEqual(3);
  });

  it('draws a starfish: five plump arms with dots as areas and a face in the middle', async () => {
    await expectDrawn(STARFISH_ID, 28, [18, 32]);
    const grid = await printed(table[STARFISH_ID]);
    // the top arm: its edge and its row of three dots, then the face
    expect(crossings(grid, [36, 0.5], [36, 71.5])).toBeGreaterThanOrEqual(10);
    // across the two side arms and the face
    expect(crossings(grid, [0.5, 36], [71.5, 36])).toBeGreaterThanOrEqual(8);
    // wide and tall: the arms reach near every side of the box
    const [x0, y0, x1, y1] = table[STARFISH_ID].b;
    expect(x1 - x0).toBeGreaterThan(66);
    expect(y1 - y0).toBeGreaterThan(62);
  });

  it('draws a dragonfly: four wings veined into cells, big eyes, a thorax and a body of segments', async () => {
    await expectDrawn(DRAGONFLY_ID, 60, [14, 28]);
    const grid = await printed(table[DRAGONFLY_ID]);
    // across the fore wings: cells either side of the thorax
    expect(crossings(grid, [0.5, 20], [71.5, 20])).toBeGreaterThanOrEqual(14);
    // down the body: the head, the thorax and the tail's segments
    expect(crossings(grid, [36, 0.5], [36, 71.5])).toBeGreaterThanOrEqual(16);
    // the wings span the whole box
    expect(table[DRAGONFLY_ID].b[2] - table[DRAGONFLY_ID].b[0]).toBeGreaterThanOrEqual(70);
  });

  it('draws the bell as a Christmas bell: holly and a bow, a face, bands of dots, a cut lip and a clapper', async () => {
    await expectDrawn('1F514', 24, [18, 32]);
    const grid = await printed(table['1F514']);
    // down the middle: the berries and the knot, the face's clear shoulder, the bands, the lip, the clapper
    expect(crossings(grid, [36, 0.5], [36, 71.5])).toBeGreaterThanOrEqual(12);
    // across the band of dots
    expect(crossings(grid, [0.5, 43.5], [71.5, 43.5])).toBeGreaterThanOrEqual(12);
    // across the lip: its pieces
    expect(crossings(grid, [0.5, 58], [71.5, 58])).toBeGreaterThanOrEqual(8);
    // the clapper hangs under the lip, in the middle
    expect(crossings(grid, [26, 66], [46, 66])).toBe(2);
  });
});
