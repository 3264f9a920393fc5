// The treats drawn by us (scripts/drawn-motifs/treats.ts) in the built table: the pizza slice, the hamburger, the
// cupcake and the doughnut, each big and whole with its parts as areas to colour (toppings, layers, pleats,
// sprinkles, the hole), a face like the carrot's, and no solid black but the eyes.
import { describe, expect, it } from 'vitest';
import { areaCount, crossings, expectKawaiiFaces, printed, table } from '../testing/motif-raster';

/** The family's face: a smile standing free, an outline kept clear of an adult page's fill, two eyes the only black. */

describe('the treats drawn by us', () => {
  // Fluent's pizza was a plain wedge with three circles.
  it('draws the pizza slice with a puffy crust, dripping cheese, pepperoni, olives, basil and a face', async () => {
    const m = table['1F355'];
    expect(areaCount('1F355')).toBeGreaterThanOrEqual(24);
    expect(m.b[2] - m.b[0]).toBeGreaterThan(66);
    expect(m.b[3] - m.b[1]).toBeGreaterThan(66);
    // down the slice left of the face: the crust, a crust bubble, the cheese over the bread, pepperoni and its
    // spots, a cheek, an olive ring and the bread's edge near the tip
    expect(crossings(await printed(m), [28, 0.5], [28, 71.5])).toBeGreaterThanOrEqual(11);
    // olive rings: a round with a round hole in it, at least two
    expect(m.f.match(/<path d="M[\d.]+ ([\d.]+)a2\.9 2\.9 0 1 0 [\d.]+ 0a2\.9 2\.9 0 1 0 -[\d.]+ 0Z"\/>/g)!.length).toBeGreaterThanOrEqual(2);
    await expectKawaiiFaces('1F355', { black: [15, 30] });
  });

  // Fluent's hamburger was a stack of flat bands.
  it('draws a tall hamburger: sesame bun, lettuce, tomatoes, dripping cheese, a grilled patty, a face', async () => {
    const m = table['1F354'];
    expect(areaCount('1F354')).toBeGreaterThanOrEqual(22);
    expect(m.b[3] - m.b[1]).toBeGreaterThan(66);
    // down the burger left of the smile: the bun and a cheek on it, the lettuce, a tomato, the cheese, the patty
    // with a grill mark, the bottom bun (Fluent's flat bands crossed 7 lines here)
    expect(crossings(await printed(m), [28, 0.5], [28, 71.5])).toBeGreaterThanOrEqual(11);
    // tomato slices with their seeds, sesame seeds: small areas
    expect(m.f.match(/<path d="M[^"]*A[^"]*A[^"]*Z"\/>|<path d="M[\d.]+ [\d.]+(L[\d.]+ [\d.]+){17}Z"\/>/g)!.length).toBeGreaterThanOrEqual(12);
    await expectKawaiiFaces('1F354', { black: [15, 30] });
  });

  // OpenMoji's cupcake was a swirl with sprinkles drawn as black dashes on a plain cup.
  it('draws the cupcake with a pleated case, three tiers of frosting, sprinkles as areas, a cherry and a face', async () => {
    const m = table['1F9C1'];
    expect(areaCount('1F9C1')).toBeGreaterThanOrEqual(24);
    expect(m.b[3] - m.b[1]).toBeGreaterThan(68);
    const grid = await printed(m);
    // across the case: its pleats
    expect(crossings(grid, [0.5, 62], [71.5, 62])).toBeGreaterThanOrEqual(10);
    // down the middle: the cherry, three tiers, a sprinkle, the face's smile and the case
    expect(crossings(grid, [36, 0.5], [36, 71.5])).toBeGreaterThanOrEqual(9);
    await expectKawaiiFaces('1F9C1', { black: [15, 30] });
  });

  // OpenMoji's doughnut was a flat ring with dots.
  it('draws the doughnut from a little above on a plate: icing dripping down its side, the hole, a face', async () => {
    const m = table['1F369'];
    expect(areaCount('1F369')).toBeGreaterThanOrEqual(16);
    expect(m.b[2] - m.b[0]).toBeGreaterThan(68);
    const grid = await printed(m);
    // down the middle: the ring's edge, the icing, the hole's far wall and the plate in it, the smile, a drip
    // over the side, the ring's foot, the plate's rim and edge
    expect(crossings(grid, [36, 0.5], [36, 71.5])).toBeGreaterThanOrEqual(10);
    // down through the hole: its top edge, the foot of its far inner wall, its bottom edge
    expect(crossings(grid, [36, 22], [36, 40])).toBeGreaterThanOrEqual(3);
    await expectKawaiiFaces('1F369', { black: [15, 30] });
  });
});
