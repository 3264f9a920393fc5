// The balls drawn by us (scripts/drawn-motifs/balls-*.ts) in the built table: the soccer ball, basketball, baseball,
// tennis ball, volleyball and american football, each a ball turned in space whose panels, ribs and seams curve
// round it as areas, the house's kawaii face inside one panel clear of every seam, a shine, and a small scene
// (grass, a glove, a racket, sparkles, speed streaks). The emoji printed each as one plain disc with a few lines.
import { describe, expect, it } from 'vitest';
import { all, areaCount, crossings, crossingsAlong, freeStandingStrokes, printed, raster, solidBlack, table } from '../testing/motif-raster';

/** The face's centre and size from its clear oval (`kawaiiFace`'s `c`: 10.5 k across, 1.4 k below the centre). */
function faceOf(id: string): { x: number; y: number; k: number } {
  const c = table[id].c;
  expect(c).toMatch(/^<path d="M[^"]+Z"\/>$/);
  const [x0, y0, rx, , , , , x1, y1] = c!.match(/-?[\d.]+/g)!.map(Number);
  const k = rx / 10.5;
  return { x: (x0 + x1) / 2, y: (y0 + y1) / 2 - 1.4 * k, k };
}

/**
 * The face: a smile standing free, two eyes the only black, and no seam, rib or panel edge under it: the ball
 * drawn without the face (its cheeks, the last two areas, and its smile) is white round the face's middle and
 * under both cheeks.
 */
async function expectFaceInAPanel(id: string) {
  const m = table[id];
  expect(await freeStandingStrokes(m)).toBeGreaterThanOrEqual(1);
  expect(await solidBlack(id)).toBeGreaterThan(12);
  expect(await solidBlack(id)).toBeLessThan(30);
  const { x, y, k } = faceOf(id);
  const areas = m.f.match(/<path[^>]*\/>/g)!;
  const lines = m.s.replace(/M[\d.\s-]+Q[\d.\s-]+(?=M|"|$)/g, '');
  const ball = await raster(
    `<g fill="#fff" stroke="#000" stroke-width="0.7">${areas.slice(0, -2).join('')}</g><g fill="none" stroke="#000" stroke-width="0.7">${lines}</g>`,
  );
  const white = (v: number) => v > 128;
  expect(all(ball, x, y + 1, 5.5 * k, white)).toBe(true);
  for (const side of [-1, 1]) expect(all(ball, x + side * 7 * k, y + 3.2 * k, 2.4 * k, white)).toBe(true);
}

describe('the balls drawn by us', () => {
  it('draws the soccer ball with pentagons and hexagons wrapping round it', async () => {
    const m = table['26BD'];
    // Fluent's: one area
    expect(areaCount('26BD')).toBeGreaterThanOrEqual(24);
    expect(m.b[2] - m.b[0]).toBeGreaterThan(66);
    expect(m.b[3] - m.b[1]).toBeGreaterThan(66);
    const grid = await printed(m);
    // across the ball under the face: hexagons and pentagons (with their inner pentagon) side by side
    expect(crossings(grid, [0.5, 40], [71.5, 40])).toBeGreaterThanOrEqual(10);
    // down the left side: panel after panel (no tuft of grass under it: it is also a cat's ball on a kitchen floor)
    expect(crossings(grid, [15, 0.5], [15, 71.5])).toBeGreaterThanOrEqual(8);
    await expectFaceInAPanel('26BD');
  });

  it('draws the basketball with ribs curving round it as bands and a pebbled skin', async () => {
    const m = table['1F3C0'];
    expect(areaCount('1F3C0')).toBeGreaterThanOrEqual(24);
    expect(m.b[2] - m.b[0]).toBeGreaterThan(66);
    const grid = await printed(m);
    // across and down the ball: each rib is a band of two edges, dimples between them
    expect(crossings(grid, [0.5, 40], [71.5, 40])).toBeGreaterThanOrEqual(10);
    expect(crossings(grid, [36, 0.5], [36, 71.5])).toBeGreaterThanOrEqual(7);
    await expectFaceInAPanel('1F3C0');
  });

  it('draws the baseball in a glove, its two seams stitched with little V stitches as areas, no black', async () => {
    const m = table['26BE'];
    expect(areaCount('26BE')).toBeGreaterThanOrEqual(24);
    expect(m.b[3] - m.b[1]).toBeGreaterThan(66);
    const grid = await printed(m);
    // down the right seam: stitch after stitch
    expect(crossings(grid, [50, 0.5], [50, 71.5])).toBeGreaterThanOrEqual(12);
    // across the glove's fingers above the ball
    expect(crossings(grid, [0.5, 9], [71.5, 9])).toBeGreaterThanOrEqual(8);
    // the stitches are areas (chevrons of six corners), not black lines
    expect(m.f.match(/<path d="M[\d.]+ [\d.]+(L[\d.]+ [\d.]+){5}Z"\/>/g)!.length).toBeGreaterThanOrEqual(16);
    await expectFaceInAPanel('26BE');
  });

  it('draws the tennis ball with its seam band as areas, a fuzzy outline and a racket beside it', async () => {
    const m = table['1F3BE'];
    expect(areaCount('1F3BE')).toBeGreaterThanOrEqual(10);
    expect(m.b[2] - m.b[0]).toBeGreaterThan(66);
    const grid = await printed(m);
    // across the ball: the fuzzy edge, the seam band's two edges on both sides
    expect(crossings(grid, [0.5, 50], [58, 50])).toBeGreaterThanOrEqual(6);
    // the racket's strings, across its head
    expect(crossings(grid, [38, 12], [64, 12])).toBeGreaterThanOrEqual(6);
    // the fuzzy outline: many small scallops, not a circle
    expect(m.f).toMatch(/<path d="M[^"]*(C[^C"]+){40,}Z"\/>/);
    await expectFaceInAPanel('1F3BE');
  });

  // Our first volleyball faced one cube face front on: a flat square of strips ringed by slivers, odd shapes. From
  // near a corner the three faces meet in a Y up and to the left, and the strips swirl round it.
  it('draws the volleyball with three bands of three curved strips swirling round the Y where they meet', async () => {
    const m = table['1F3D0'];
    expect(areaCount('1F3D0')).toBeGreaterThanOrEqual(14);
    expect(m.b[2] - m.b[0]).toBeGreaterThan(66);
    const grid = await printed(m);
    // rings round the Y (where the corner of the cube shows): out to 10 units only its three arms cross them, then
    // at 14 units each of the three bands adds the two seams between its strips (the first ball: 5, then 4 at 8)
    const Y: [number, number] = [29.15, 36.67];
    const ring = (r: number) =>
      Array.from({ length: 145 }, (_, i): [number, number] => [Y[0] + r * Math.cos((i / 72) * Math.PI), Y[1] + r * Math.sin((i / 72) * Math.PI)]);
    for (const r of [3, 6, 8, 10]) expect(crossingsAlong(grid, ring(r)), `ring ${r}`).toBe(3);
    expect(crossingsAlong(grid, ring(14))).toBe(9);
    await expectFaceInAPanel('1F3D0');
  });

  it('draws the american football tilted up, with laces as areas, a stripe near each end and speed streaks', async () => {
    const m = table['1F3C8'];
    expect(areaCount('1F3C8')).toBeGreaterThanOrEqual(14);
    expect(m.b[2] - m.b[0]).toBeGreaterThan(66);
    // tilted 38 degrees, it is nearly as tall as wide (drawn-compact.test.ts)
    expect(m.b[3] - m.b[1]).toBeGreaterThan(60);
    const grid = await printed(m);
    // along the seam under the laces: the cross laces one after another
    expect(
      crossingsAlong(grid, [
        [25.5, 33.2],
        [30.1, 28.6],
        [35, 24.4],
        [40.3, 20.6],
        [46, 17.2],
      ]),
    ).toBeGreaterThanOrEqual(10);
    // along the ball's middle toward each tip: a stripe's two edges, then the outline
    expect(crossings(grid, [30, 40.6], [14.2, 52.9])).toBeGreaterThanOrEqual(3);
    expect(crossings(grid, [52, 23.4], [67.8, 11.1])).toBeGreaterThanOrEqual(3);
    await expectFaceInAPanel('1F3C8');
  });
});
