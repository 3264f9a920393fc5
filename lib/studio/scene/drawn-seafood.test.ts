// The lobster, the shrimp, the leopard and the rat drawn by us (scripts/drawn-motifs/seafood.ts) in the built
// table. Fluent's printed as flat outlines (one area each): a lobster with empty claws, a plated shrimp wedge, a
// boxy leopard with solid black spots (147 square units of ink) and a grey rat blob. Ours are whole, cute, big in
// the box, with their parts as areas and no solid black but the eyes.
import { describe, expect, it } from 'vitest';
import { FLUENT } from '../../../scripts/studio-motif-choice';
import { areaCount, crossings, freeStandingStrokes, printed, solidBlack, table } from '../testing/motif-raster';

const IDS = ['1F99E', '1F990', '1F406', '1F400'];
const long = (id: string) => Math.max(table[id].b[2] - table[id].b[0], table[id].b[3] - table[id].b[1]);

describe('the lobster, the shrimp, the leopard and the rat drawn by us', () => {
  it('are ours, not Fluent’s, big in the box, with two eyes the only black', async () => {
    for (const id of IDS) {
      expect(FLUENT.has(id), id).toBe(false);
      // Fluent's filled 66 units at most
      expect(long(id), id).toBeGreaterThan(68);
      // square units: two eyes (and the leopard's whisker dots), no spots or shells inked
      expect(await solidBlack(id), id).toBeGreaterThan(15);
      expect(await solidBlack(id), id).toBeLessThan(35);
      expect(table[id].c, id).toMatch(/^<path d="M[^"]+Z"\/>$/);
    }
  });

  it('draws the lobster with big segmented claws, antennae, legs, a segmented tail, a banded fan and a face', async () => {
    expect(areaCount('1F99E')).toBeGreaterThanOrEqual(30);
    const grid = await printed(table['1F99E']);
    // down the middle: the antennae, the rostrum, the carapace and the face's smile, five tail segments, the fan
    // and its band (Fluent's crossed 4 lines here)
    expect(crossings(grid, [36, 0.5], [36, 71.5])).toBeGreaterThanOrEqual(12);
    // across the tail: the legs' knees either side, the tail segments
    expect(crossings(grid, [0.5, 46], [71.5, 46])).toBeGreaterThanOrEqual(10);
    expect(await freeStandingStrokes(table['1F99E'])).toBeGreaterThanOrEqual(1);
  });

  it('draws a curled shrimp with shell segments, a fan tail, long antennae, little legs and a face', async () => {
    expect(areaCount('1F990')).toBeGreaterThanOrEqual(15);
    const grid = await printed(table['1F990']);
    // down through the head: two antennae, the head, an eye, a cheek and the smile, a walking leg (Fluent's: 6)
    expect(crossings(grid, [26, 0.5], [26, 71.5])).toBeGreaterThanOrEqual(11);
    // across the lower curl: a walking leg, the fan, the swimming legs, the shell (Fluent's: 5)
    expect(crossings(grid, [0.5, 48], [71.5, 48])).toBeGreaterThanOrEqual(9);
    expect(await freeStandingStrokes(table['1F990'])).toBeGreaterThanOrEqual(1);
  });

  it('draws a whole leopard cub whose rosettes are rings to colour, with a long tail and whiskers', async () => {
    const m = table['1F406'];
    expect(areaCount('1F406')).toBeGreaterThanOrEqual(40);
    // rosettes: a ring laid with an area inside it, at least five
    expect(m.f.match(/<path d="M[^"]*A[^"]*A[^"]*Z"\/><path d="M[^"]*A[^"]*A[^"]*Z"\/>/g)!.length).toBeGreaterThanOrEqual(5);
    const grid = await printed(m);
    // across the back and the flank: the tail, rosette rings and their middles (Fluent's: 5 and 4)
    expect(crossings(grid, [0.5, 36.2], [71.5, 36.2])).toBeGreaterThanOrEqual(14);
    expect(crossings(grid, [0.5, 43], [71.5, 43])).toBeGreaterThanOrEqual(11);
    // whiskers: lines out over the cheeks
    expect(m.s.match(/M[\d.]+ [\d.]+L/g)!.length).toBeGreaterThanOrEqual(4);
  });

  it('draws a rat on all fours, long and low unlike the mouse sitting up, with big ears, whiskers and a ringed tail', async () => {
    const [x0, y0, x1, y1] = table['1F400'].b;
    expect(x1 - x0).toBeGreaterThan(y1 - y0);
    expect(areaCount('1F400')).toBeGreaterThanOrEqual(18);
    const grid = await printed(table['1F400']);
    // across the snout: the whiskers, the nose, the head, the cheeks and the smile, the body (Fluent's: 2)
    expect(crossings(grid, [0.5, 34], [71.5, 34])).toBeGreaterThanOrEqual(9);
    // along the ground: the paws and their toes, the tail's rings where it curls (Fluent's: 2)
    expect(crossings(grid, [0.5, 64], [71.5, 64])).toBeGreaterThanOrEqual(12);
    expect(await freeStandingStrokes(table['1F400'])).toBeGreaterThanOrEqual(1);
  });
});
