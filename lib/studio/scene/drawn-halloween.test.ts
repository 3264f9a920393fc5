// The autumn and Halloween motifs drawn by us (scripts/drawn-motifs/halloween-*.ts) in the built table: the
// jack-o-lantern, the bat, the yo-yo and the fallen leaves, each big in its box with its parts as areas to colour
// (the pumpkin's ribs and carved holes, the bat's wing panels, the yo-yo's rim segments and stars, the leaves and
// the acorn) and no solid black but eyes. OpenMoji's pumpkin, yo-yo and leaves and Fluent's bat had few areas each.
import { describe, expect, it } from 'vitest';
import { areaCount, crossings, expectKawaiiFaces, printed, solidBlack, table } from '../testing/motif-raster';

/** The family's face (kawaii-face.ts): a smile standing free, a patch kept clear of an adult page's fill, two eyes. */
// square units: two eyes with a shine, and nothing else black
const expectFace = (id: string, most: number) => expectKawaiiFaces(id, { black: [6, most] });

describe('the Halloween and autumn motifs drawn by us', () => {
  // OpenMoji's jack-o-lantern was a plain pumpkin (6 areas) with a mean carved face.
  it('draws a plump ribbed pumpkin with a curly stem, a leaf, a tendril and a friendly carved face', async () => {
    const m = table['1F383'];
    expect(areaCount('1F383')).toBeGreaterThanOrEqual(14);
    expect(m.b[2] - m.b[0]).toBeGreaterThan(66);
    expect(m.b[3] - m.b[1]).toBeGreaterThan(66);
    const grid = await printed(m);
    // across the eyes: the five ribs' edges and both eyes with the wall inside them (the old art crossed 3 lines)
    expect(crossings(grid, [0.5, 40], [71.5, 40])).toBeGreaterThanOrEqual(12);
    // down the left of the face: the leaf and its veins, the pumpkin's top, an eye, the smile (the old art 6)
    expect(crossings(grid, [28, 0.5], [28, 71.5])).toBeGreaterThanOrEqual(10);
    // the carved holes are white areas, never ink; the face is kept clear of an adult page's fill
    expect(await solidBlack('1F383')).toBe(0);
    expect(m.c).toMatch(/^<path d="M[^"]+Z"\/>$/);
  });

  // Fluent's bat was one flat silhouette with solid black eyes and nose.
  it('draws a round bat with big ears, wing panels between finger bones, fangs and the family face', async () => {
    const m = table['1F987'];
    expect(areaCount('1F987')).toBeGreaterThanOrEqual(18);
    expect(m.b[2] - m.b[0]).toBeGreaterThan(68);
    const grid = await printed(m);
    // across the wings and the face: each wing's edge and two finger bones, the body, the cheeks (the old art 5)
    expect(crossings(grid, [0.5, 42], [71.5, 42])).toBeGreaterThanOrEqual(12);
    // down through an ear, the head, a cheek, the belly patch and a foot
    expect(crossings(grid, [33, 0.5], [33, 71.5])).toBeGreaterThanOrEqual(6);
    await expectFace('1F987', 40);
  });

  // OpenMoji's yo-yo was a plain disc with a star on its face.
  it('draws a yo-yo with both halves, a rim of segments, stars round a face and a string to a finger ring', async () => {
    const m = table['1FA80'];
    expect(areaCount('1FA80')).toBeGreaterThanOrEqual(22);
    expect(m.b[3] - m.b[1]).toBeGreaterThan(68);
    const grid = await printed(m);
    // across the lower rim: its segments, two stars, the face's edge and the halves behind (the old art 3)
    expect(crossings(grid, [0.5, 55], [71.5, 55])).toBeGreaterThanOrEqual(9);
    // the finger ring: a round with a hole at the string's top
    expect(m.f).toMatch(/<path d="M55\.2 6\.5a4\.8 4\.8 [^"]*Z"\/><path d="M57\.4 6\.5a2\.6 2\.6 /);
    await expectFace('1FA80', 30);
  });

  // OpenMoji's fallen leaf was two bare leaf blades floating apart (2 areas, 50 units wide).
  it('draws a pile of leaves (maple, oak, round) with veins and stalks, and an acorn with a face', async () => {
    const m = table['1F342'];
    expect(areaCount('1F342')).toBeGreaterThanOrEqual(12);
    expect(m.b[2] - m.b[0]).toBeGreaterThan(66);
    expect(m.b[3] - m.b[1]).toBeGreaterThan(66);
    const grid = await printed(m);
    // corner to corner: the oak leaf, its veins, the maple leaf and its veins (the old art 2)
    expect(crossings(grid, [0.5, 71.5], [71.5, 0.5])).toBeGreaterThanOrEqual(9);
    // down the right of the acorn: the maple's lobes and a vein, the acorn's cap and nut (the old art 2)
    expect(crossings(grid, [44, 0.5], [44, 71.5])).toBeGreaterThanOrEqual(7);
    // the veins stop short of the edges: more lines than the leaves' outlines alone
    expect((m.s.match(/M/g) ?? []).length).toBeGreaterThanOrEqual(20);
    await expectFace('1F342', 15);
  });
});
