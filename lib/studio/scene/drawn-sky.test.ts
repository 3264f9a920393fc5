// The sky's things drawn by us (scripts/drawn-motifs/sky.ts) in the built table: the rainbow, the sun and the sun
// with face, the star and the glowing star, the cloud and the crescent moon, each big, its parts as areas to colour,
// the family's face (kawaii-face.ts), and no solid black but the eyes. OpenMoji printed them as bare outlines.
import { describe, expect, it } from 'vitest';
import { areaCount, crossings, freeStandingStrokes, printed, solidBlack, table } from '../testing/motif-raster';

/** Fills the box: at least 66 of the 72 units on its long side. */
function expectBig(id: string) {
  const [x0, y0, x1, y1] = table[id].b;
  expect(Math.max(x1 - x0, y1 - y0)).toBeGreaterThanOrEqual(66);
}

/** The family's face: a smile standing free, an oval kept clear of an adult page's fill. */
async function expectFace(id: string) {
  expect(await freeStandingStrokes(table[id])).toBeGreaterThanOrEqual(1);
  expect(table[id].c).toMatch(/^<path d="M[^"]+Z"\/>/);
}

describe('the sky drawn by us', () => {
  // OpenMoji's rainbow was six plain arcs, a quarter circle, nothing at its ends.
  it('draws the rainbow as five bands arching from one smiling cloud of puffs to another', async () => {
    expect(areaCount('1F308')).toBeGreaterThanOrEqual(17);
    expectBig('1F308');
    const grid = await printed(table['1F308']);
    // down through the top of the arch: the six edges of its five bands
    expect(crossings(grid, [36, 0.5], [36, 40])).toBe(6);
    // across both clouds at their cheeks: each cloud's outline and its two cheeks
    expect(crossings(grid, [0.5, 60], [71.5, 60])).toBeGreaterThanOrEqual(10);
    await expectFace('1F308');
    // the two clouds' eyes, nothing else black
    expect(await solidBlack('1F308')).toBeGreaterThan(15);
    expect(await solidBlack('1F308')).toBeLessThan(40);
  });

  // OpenMoji's sun was a circle in a ring of pointed spikes, all one outline.
  it('draws a round smiling sun with a rim and long and short rays in turn, each an area', async () => {
    expect(areaCount('2600')).toBeGreaterThanOrEqual(20);
    expectBig('2600');
    const grid = await printed(table['2600']);
    // across the middle: a long ray, the rim, the face's eyes, the rim, a long ray
    expect(crossings(grid, [0.5, 36], [71.5, 36])).toBeGreaterThanOrEqual(8);
    await expectFace('2600');
    expect(await solidBlack('2600')).toBeGreaterThan(30);
    expect(await solidBlack('2600')).toBeLessThan(80);
  });

  // OpenMoji's sun with face was a zigzag disc with two solid black eyes.
  it('draws the sun with face in sunglasses: lenses as areas with a shine, no black at all', async () => {
    expect(areaCount('1F31E')).toBeGreaterThanOrEqual(22);
    expectBig('1F31E');
    // across the lenses: rays, rim, each lens with its two shine strokes
    expect(crossings(await printed(table['1F31E']), [0.5, 33.6], [71.5, 33.6])).toBeGreaterThanOrEqual(12);
    await expectFace('1F31E');
    expect(await solidBlack('1F31E')).toBeLessThan(1);
  });

  // OpenMoji's star was one sharp five-point outline.
  it('draws a plump rounded star with a face, a shine and twinkles round it', async () => {
    expect(areaCount('2B50')).toBeGreaterThanOrEqual(7);
    expectBig('2B50');
    // down the middle: the star's top, its face, the bottom twinkle
    expect(crossings(await printed(table['2B50']), [36, 0.5], [36, 71.5])).toBeGreaterThanOrEqual(5);
    await expectFace('2B50');
    expect(await solidBlack('2B50')).toBeGreaterThan(20);
    expect(await solidBlack('2B50')).toBeLessThan(70);
  });

  // OpenMoji's glowing star was the plain star with four thin wedges round it.
  it('draws the glowing star inside a glow ring of its own shape, small rounded stars round it', async () => {
    expect(areaCount('1F31F')).toBeGreaterThanOrEqual(9);
    expectBig('1F31F');
    // across the middle: the glow ring and the star inside it, both sides, and the face
    expect(crossings(await printed(table['1F31F']), [0.5, 40], [71.5, 40])).toBeGreaterThanOrEqual(6);
    await expectFace('1F31F');
    expect(await solidBlack('1F31F')).toBeGreaterThan(10);
    expect(await solidBlack('1F31F')).toBeLessThan(50);
  });

  // OpenMoji's cloud was one empty outline.
  it('draws a puffy cloud: back puffs as areas over a front of puffs with a face', async () => {
    expect(areaCount('2601')).toBeGreaterThanOrEqual(6);
    expectBig('2601');
    // down the middle: the top puff, the front's outline, the smile, the bottom
    expect(crossings(await printed(table['2601']), [36, 0.5], [36, 71.5])).toBeGreaterThanOrEqual(4);
    await expectFace('2601');
    expect(await solidBlack('2601')).toBeGreaterThan(30);
    expect(await solidBlack('2601')).toBeLessThan(80);
  });

  // OpenMoji's crescent moon was a thin crescent drawn with a doubled edge.
  it('draws a sleepy crescent in a striped nightcap with two stars hanging from it, eyes shut', async () => {
    expect(areaCount('1F319')).toBeGreaterThanOrEqual(10);
    expectBig('1F319');
    const grid = await printed(table['1F319']);
    // corner to corner: the cap's stripes, its cuff, the crescent
    expect(crossings(grid, [0.5, 0.5], [71.5, 71.5])).toBeGreaterThanOrEqual(7);
    // down through the hanging star: the cap, its thread, the star
    expect(crossings(grid, [36, 0.5], [36, 71.5])).toBeGreaterThanOrEqual(6);
    await expectFace('1F319');
    // shut eyes: lines, not dots
    expect(await solidBlack('1F319')).toBeLessThan(1);
  });
});
