// The sports things drawn by us (scripts/drawn-motifs/gear-*.ts) in the built table: the skateboard, the badminton
// racket and shuttlecock, the bowling pins and ball, and the boxing glove, each big, with its parts as areas to
// colour, the shared kawaii face, and no solid black but the eyes. Fluent's skateboard printed its bolts as black
// dots, OpenMoji's bowling ball its finger holes; Fluent's racket and OpenMoji's glove were one or four areas.
import { describe, expect, it } from 'vitest';
import { all, areaCount, crossings, expectKawaiiFaces, freeStandingStrokes, printed, table } from '../testing/motif-raster';

/** The shared face, `faces` times: smiles standing free, outlines kept clear of an adult page's fill, eyes the only black. */
// square units of black a face (its two eyes): more than eye[0], less than eye[1]
const expectFaces = (id: string, faces: number, eye: [number, number]) => expectKawaiiFaces(id, { faces, black: eye });

describe('the sports things drawn by us', () => {
  it('draws the skateboard from three quarters above, nose up: kicktails, a painted deck, trucks, wheels as rings', async () => {
    const m = table['1F6F9'];
    // the deck's edge and top, two tail caps, two stripes, two stars, two trucks, four wheels of four areas each,
    // and the ollie's three pop marks and two swooshes (drawn-compact.test.ts checks it fills its box)
    expect(areaCount('1F6F9')).toBeGreaterThanOrEqual(31);
    expect(m.b[2] - m.b[0]).toBeGreaterThan(68);
    const grid = await printed(m);
    // across the near back wheel: its face, hub ring and nut, both sides (Fluent's showed a rim behind the deck)
    expect(crossings(grid, [20, 60.2], [40, 60.2])).toBeGreaterThanOrEqual(6);
    // the nuts are white rings, not black dots
    for (const [x, y] of [
      [30.3, 60.2],
      [65, 40.1],
    ])
      expect(all(grid, x, y, 0.6, (v) => v > 128)).toBe(true);
    // down across the back end: the deck's top and edge, the truck, the far wheel, the near wheel's rings
    expect(crossings(grid, [24, 28], [33, 66])).toBeGreaterThanOrEqual(10);
    // Fluent's eight bolts were 109 square units of black; now only the face's eyes
    await expectFaces('1F6F9', 1, [12, 30]);
  });

  it('draws a big racket with strings as a grid of areas and a shuttlecock with feathers, thread bands and a cork', async () => {
    const m = table['1F3F8'];
    // Fluent's racket and shuttlecock were one outlined area
    expect(areaCount('1F3F8')).toBeGreaterThanOrEqual(70);
    expect(m.b[2] - m.b[0]).toBeGreaterThan(66);
    expect(m.b[3] - m.b[1]).toBeGreaterThan(66);
    const grid = await printed(m);
    // across the racket's head: the frame's two edges each side and the strings between
    expect(crossings(grid, [20, 4], [55, 36])).toBeGreaterThanOrEqual(12);
    // across the shuttlecock's skirt: its feathers side by side with their quills
    expect(crossings(grid, [40, 50], [71.5, 50])).toBeGreaterThanOrEqual(8);
    await expectFaces('1F3F8', 1, [8, 20]);
  });

  it('draws three striped pins with a face each and a ball whose finger holes are white rings', async () => {
    const m = table['1F3B3'];
    expect(areaCount('1F3B3')).toBeGreaterThanOrEqual(20);
    expect(m.b[2] - m.b[0]).toBeGreaterThan(66);
    expect(m.b[3] - m.b[1]).toBeGreaterThan(66);
    const grid = await printed(m);
    // down the ball through two finger holes: its edge, each hole's rim and inside, the ball's foot
    expect(crossings(grid, [56, 44], [56, 71.5])).toBeGreaterThanOrEqual(7);
    // down the middle pin's neck: its two stripes' edges
    expect(crossings(grid, [36, 6], [36, 24])).toBeGreaterThanOrEqual(4);
    // the ball is all white inside but for its lines: no black in its holes
    for (const [x, y] of [
      [55.45, 53.35],
      [61.05, 54.75],
      [58.85, 60.75],
    ])
      expect(all(grid, x, y, 0.4, (v) => v > 128)).toBe(true);
    // three faces' six eyes (OpenMoji's ball had 38 square units of black holes and the pins no face)
    await expectFaces('1F3B3', 3, [15, 30]);
  });

  it('draws a plump boxing glove with a thumb, stitching, a cuff with a strap and a star, and a face', async () => {
    const m = table['1F94A'];
    // OpenMoji's glove was four areas
    expect(areaCount('1F94A')).toBeGreaterThanOrEqual(10);
    expect(m.b[3] - m.b[1]).toBeGreaterThan(68);
    const grid = await printed(m);
    // down the cuff: the welt, the strap with its star and stitching, the rim
    expect(crossings(grid, [30, 44], [30, 71.5])).toBeGreaterThanOrEqual(7);
    // stitching (along the side panel's seam, the thumb, the strap's tab): dashes standing free, and the smile
    expect(await freeStandingStrokes(m)).toBeGreaterThanOrEqual(12);
    await expectFaces('1F94A', 1, [20, 45]);
  });
});
