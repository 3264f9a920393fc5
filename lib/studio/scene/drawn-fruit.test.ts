// The fruits drawn by us (scripts/drawn-motifs/fruit.ts) in the built table: the apple, the cherries, the
// strawberry and the grapes, each whole (stalks and stems joined to the fruit as areas, not loose lines), with the
// parts the emoji lacked (a veined leaf, speckles, teardrop seeds, a cap of sepals, a full bunch, a tendril) and a
// small smiling face, and no solid black but eyes.
import { describe, expect, it } from 'vitest';
import { areaCount, crossings, freeStandingStrokes, printed, PX, raster, solidBlack, table } from '../testing/motif-raster';

type Pt = [number, number];
/** Whether the walk through `pts` stays on the motif's silhouette (its areas filled) all the way: nothing floats. */
async function joined(id: string, pts: Pt[]): Promise<boolean> {
  const fill = await raster(`<g fill="#000">${table[id].f}</g>`);
  for (let i = 0; i + 1 < pts.length; i++) {
    const [[x0, y0], [x1, y1]] = [pts[i], pts[i + 1]];
    const steps = Math.ceil(Math.hypot(x1 - x0, y1 - y0) * PX);
    for (let k = 0; k <= steps; k++) {
      const [x, y] = [x0 + ((x1 - x0) * k) / steps, y0 + ((y1 - y0) * k) / steps];
      if (fill[Math.round(y * PX) * 72 * PX + Math.round(x * PX)] >= 128) return false;
    }
  }
  return true;
}
/** The areas drawn as a round or an oval (`a` arcs or `A` arcs), the shape a grape, a speckle, a cheek is. */
const rounds = (id: string) => table[id].f.match(/d="M[\d.]+ [\d.]+[aA][^"]*Z"/g)?.length ?? 0;

describe('the fruits drawn by us', () => {
  // OpenMoji's apple was one empty round with a loose tick of a stalk floating above it, and no leaf.
  it('draws the apple with its stalk standing in the dimple, a veined leaf, a shine, speckles and a face', async () => {
    const m = table['1F34E'];
    expect(areaCount('1F34E')).toBeGreaterThanOrEqual(12);
    expect(m.b[3] - m.b[1]).toBeGreaterThan(66);
    expect(m.b[2] - m.b[0]).toBeGreaterThan(58);
    // from the stalk's top down into the apple without leaving it
    expect(
      await joined('1F34E', [
        [38.8, 4.5],
        [37, 10],
        [36.2, 16],
        [36, 30],
      ]),
    ).toBe(true);
    // along the leaf beside its midrib, from near its stalk to near its tip: the veins on that side
    expect(crossings(await printed(m), [42.1, 13.8], [62.2, 8.9])).toBeGreaterThanOrEqual(4);
    // speckles and cheeks, each a small round area
    expect(rounds('1F34E')).toBeGreaterThanOrEqual(8);
    expect(await freeStandingStrokes(m)).toBeGreaterThanOrEqual(1);
    expect(m.c).toMatch(/^<path d="M[^"]+Z"\/>$/);
    expect(await solidBlack('1F34E')).toBeLessThan(40); // square units: two eyes under 5 across
  });

  // OpenMoji's cherries hung from two stems that never met, under a leaf floating free of them.
  it('hangs both cherries from stems joined at the top under a veined leaf, each with a face', async () => {
    const m = table['1F352'];
    expect(areaCount('1F352')).toBeGreaterThanOrEqual(12);
    expect(m.b[2] - m.b[0]).toBeGreaterThan(60);
    expect(m.b[3] - m.b[1]).toBeGreaterThan(66);
    // from one cherry up its stem to the knob and down the other stem into the other cherry
    expect(
      await joined('1F352', [
        [21, 46],
        [22.8, 32.3],
        [26, 25.1],
        [30.1, 18.7],
        [34.6, 13.1],
        [39, 8],
        [41.4, 14.2],
        [44.3, 21],
        [47, 28.2],
        [49.2, 35.9],
        [50.6, 48],
      ]),
    ).toBe(true);
    // the leaf grows from the knob, not beside it
    expect(
      await joined('1F352', [
        [39, 8],
        [52, 10.5],
      ]),
    ).toBe(true);
    // along the leaf beside its midrib: the veins on that side
    expect(crossings(await printed(m), [44, 5.4], [65.2, 11])).toBeGreaterThanOrEqual(4);
    expect(await freeStandingStrokes(m)).toBeGreaterThanOrEqual(2);
    expect(await solidBlack('1F352')).toBeLessThan(45); // four eyes
  });

  // OpenMoji's strawberry had tick marks for seeds under a small cap.
  it('dots the strawberry with teardrop seeds as areas under a cap of sepals with a stalk, and gives it a face', async () => {
    const m = table['1F353'];
    // the seeds: closed teardrops of two curves each
    expect(m.f.match(/d="M[\d.]+ [\d.]+Q[\d. ]+Q[\d. ]+Z"/g)?.length ?? 0).toBeGreaterThanOrEqual(12);
    expect(m.b[2] - m.b[0]).toBeGreaterThan(56);
    expect(m.b[3] - m.b[1]).toBeGreaterThan(68);
    // across the cap just under the hub: the berry's edge and the sepals lying over it, each an area
    expect(crossings(await printed(m), [6, 26.5], [66, 26.5])).toBeGreaterThanOrEqual(7);
    expect(
      await joined('1F353', [
        [39.4, 4],
        [36.8, 12],
        [36, 30],
      ]),
    ).toBe(true);
    expect(await freeStandingStrokes(m)).toBeGreaterThanOrEqual(1);
    expect(m.c).toMatch(/^<path d="M[^"]+Z"\/>$/);
    expect(await solidBlack('1F353')).toBeLessThan(40);
  });

  // Fluent's grapes were seven grapes beside a leaf.
  it('draws a full bunch of grapes with shines, a lobed vine leaf with veins, a tendril and a face on the front grape', async () => {
    const m = table['1F347'];
    // the grapes: rounds drawn with arcs, each with its shine (an oval), besides the cheeks
    const grapes = m.f.match(/d="M[\d.]+ [\d.]+a[^"]*Z"/g)?.length ?? 0;
    expect(grapes).toBeGreaterThanOrEqual(15);
    expect(m.f.match(/d="M[\d.]+ [\d.]+A[^"]*Z"/g)?.length ?? 0).toBeGreaterThanOrEqual(15);
    expect(m.b[3] - m.b[1]).toBeGreaterThan(68);
    const grid = await printed(m);
    // down the bunch's middle from the top row to the bottom grape: grape after grape, and the face
    expect(crossings(grid, [26, 17], [36, 71])).toBeGreaterThanOrEqual(12);
    // across the leaf: its edge, the veins running to its lobes
    expect(crossings(grid, [44, 4], [68, 20])).toBeGreaterThanOrEqual(4);
    // a tendril: a line curling round more than once
    expect(m.s).toMatch(/(L[\d.]+ [\d.]+){50}/);
    expect(await freeStandingStrokes(m)).toBeGreaterThanOrEqual(1);
    expect(m.c).toMatch(/^<path d="M[^"]+Z"\/>$/);
    expect(await solidBlack('1F347')).toBeLessThan(26);
  });
});
