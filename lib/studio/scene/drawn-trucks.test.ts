// The sport utility vehicle, the pickup truck, the articulated lorry and the auto rickshaw drawn by us
// (scripts/drawn-motifs/road-*.ts) in the built table. Fluent's were flat side views outlined as one area each
// (its lorry with a solid black strip over the windscreen), with nobody aboard; the pickup a low strip 43 units
// high with an empty bed. Ours are on the town cars' build, each part its own area, a driver looking out (and a
// passenger in the tuk-tuk, a dog in the pickup's bed) whose face an adult page's fill keeps off, and no black but
// the eyes and the dog's nose.
import { describe, expect, it } from 'vitest';
import { areaCount, crossingsAlong, expectKawaiiFaces, longSide, printed, silhouetteRuns, table } from '../testing/motif-raster';

const walk = async (id: string, ...points: [number, number][]) => crossingsAlong(await printed(table[id]), points);

describe('the road vehicles drawn by us', () => {
  it.each([
    ['1F699', 'the SUV', 36, 1, [1.2, 4.5]],
    ['1F6FB', 'the pickup truck', 40, 2, [1.2, 7.5]],
    ['1F69B', 'the articulated lorry', 55, 1, [1.2, 4.5]],
    ['1F6FA', 'the auto rickshaw', 38, 2, [1.2, 4.5]],
  ] as const)('draws %s (%s) big and tall in at least %i areas, with %i face(s) and no black but the eyes', async (id, _, areas, faces, black) => {
    expect(areaCount(id)).toBeGreaterThanOrEqual(areas);
    expect(longSide(id)).toBeGreaterThanOrEqual(64);
    // chunky, not a strip: at least 52 units high
    expect(table[id].b[3] - table[id].b[1]).toBeGreaterThanOrEqual(52);
    await expectKawaiiFaces(id, { faces, black: [...black] });
  });

  it('gives the SUV a roof rail on posts, three windows and a spare wheel on its back', async () => {
    // down from over the rail to the roof: the rail's two edges, then the roof
    expect(await walk('1F699', [43, 4], [43, 17])).toBeGreaterThanOrEqual(3);
    // along the roof rail's posts, under the bar: two sides of each of three posts
    expect(await walk('1F699', [20, 13.4], [56, 13.4])).toBeGreaterThanOrEqual(6);
    // across the cabin under the roof: the windscreen, three windows' edges and the driver's head
    expect(await walk('1F699', [14, 22], [61, 22])).toBeGreaterThanOrEqual(9);
    // across the spare wheel from the back of the body: the tyre, the rim and the hub, each a ring
    expect(await walk('1F699', [58.6, 37], [71.8, 37])).toBeGreaterThanOrEqual(6);
  });

  it('loads the pickup with a crate of fruit and a dog looking over the side', async () => {
    // across the bed over the crate: two apples and the orange, then the dog's ears and head
    expect(await walk('1F6FB', [36, 21], [71, 21])).toBeGreaterThanOrEqual(12);
    // down through the orange, the crate with its hand hole and plank seam, to the bed's rail
    expect(await walk('1F6FB', [44.3, 14], [44.3, 37])).toBeGreaterThanOrEqual(6);
  });

  it('runs the lorry on four wheels and paints a rainbow on its trailer', async () => {
    expect(await silhouetteRuns(table['1F69B'], 63.4, 0, 72)).toHaveLength(4);
    // down the rainbow's middle: its three bands and the sky under it
    expect(await walk('1F69B', [42.1, 14], [42.1, 39])).toBeGreaterThanOrEqual(5);
  });

  it("hangs a scalloped fringe along the tuk-tuk's canopy", async () => {
    // along the fringe's scallops, by the pillars and the riders' heads
    expect(await walk('1F6FA', [8, 19.6], [71.5, 19.6])).toBeGreaterThanOrEqual(22);
  });
});
