// The shark drawn by us (scripts/drawn-motifs/shark.ts) in the built table. Our first shark was a torpedo: its body
// 25 units deep and 57 long, half as deep as the drawing with its fins, so fitted to a page's width it covered a
// third of the page's height and read as a grey fish. This one is a picture book's shark: a deep rounded body with
// big fins and a crescent tail, gill slits, a white belly and an open grin with rounded teeth, each an area.
import { describe, expect, it } from 'vitest';
import { areaShapes, columnRuns, inkBox, printed, raster, table } from '../testing/motif-raster';

const shark = table['1F988'];
const areas = areaShapes(shark);

/** The body: the biggest area. */
const bodyOf = async () => (await areas).reduce((a, b) => (b.size > a.size ? b : a));

describe('the shark drawn by us', () => {
  it('has a deep rounded body, at least 0.6 as deep as it is long, filling most of the drawing’s height', async () => {
    const body = await bodyOf();
    expect(body.h / body.w).toBeGreaterThan(0.6);
    expect(body.h).toBeGreaterThan(34);
    // the whole drawing: long, but far from flat (the old one was 71 × 51.5)
    const [x0, y0, x1, y1] = shark.b;
    expect(x1 - x0).toBeGreaterThan(66);
    expect(y1 - y0).toBeGreaterThan(56);
    expect(body.h / (y1 - y0)).toBeGreaterThan(0.58);
  });

  it('has a big dorsal fin over its back and a big pectoral fin hanging under its belly, each an area', async () => {
    const body = await bodyOf();
    const all = await areas;
    const dorsal = all.filter((a) => a.y0 < body.y0 - 12 && a.x0 > body.x0 + 10 && a.x1 < body.x1);
    expect(dorsal.length, 'a dorsal fin standing 12 units over the back').toBeGreaterThanOrEqual(1);
    expect(Math.max(...dorsal.map((a) => a.size))).toBeGreaterThan(150);
    const pectoral = all.filter((a) => a.y1 > body.y1 + 3 && a.x0 > body.x0 + 15 && a.size > 100);
    expect(pectoral.length, 'a pectoral fin hanging below the belly').toBeGreaterThanOrEqual(1);
  });

  it('has a crescent tail: two lobes, the upper one the longer, apart at the tail’s end', async () => {
    const body = await bodyOf();
    const tail = (await areas).find((a) => a.x1 > body.x1 + 8 && a.h > 45)!;
    expect(tail, 'a tail taller than 45 units behind the body').toBeDefined();
    const grid = await raster(`<g fill="#000">${tail.p}</g>`);
    // across the tail near its end, two lobes with water between them
    expect(columnRuns(grid, tail.x1 - 3, 0, 72)).toBe(2);
    const mid = (body.y0 + body.y1) / 2;
    expect(mid - tail.y0).toBeGreaterThan(tail.y1 - mid);
  });

  it('has a white belly along its underside, most of the body long, as an area', async () => {
    const body = await bodyOf();
    const belly = (await areas).find((a) => a !== body && a.w > 0.75 * body.w && a.y1 > body.y1 - 2 && a.y0 > body.y0 + 10);
    expect(belly).toBeDefined();
  });

  it('grins with at least four rounded teeth, each a small area, and a tongue in an open mouth', async () => {
    const all = await areas;
    const small = all.filter((a) => a.w < 4.5 && a.h < 4.5 && a.x1 < 32 && a.y0 > 36);
    // rounded: curves, never the straight sides of a fang
    const teeth = small.filter((a) => /C/.test(a.p) && !/L/.test(a.p));
    expect(teeth.length).toBeGreaterThanOrEqual(4);
    // the mouth holding them: an area under the face, wider than the teeth together
    const [left, right] = [Math.min(...teeth.map((a) => a.x0)), Math.max(...teeth.map((a) => a.x1))];
    const mouth = all.find((a) => a.x0 <= left + 1 && a.x1 >= right - 1 && a.w < 24 && a.h > 5);
    expect(mouth, 'an open mouth round the teeth').toBeDefined();
    // the tongue inside it, under the teeth
    const tongue = all.find(
      (a) => a !== mouth && a.x0 > mouth!.x0 && a.x1 < mouth!.x1 && a.y1 <= mouth!.y1 + 0.5 && a.w > 6 && a.y0 > Math.max(...teeth.map((t) => t.y0)),
    );
    expect(tongue, 'a tongue in the mouth').toBeDefined();
  });

  it('has gill slits behind the eye and the house’s eye: a pupil with a shine in a white ring', async () => {
    // three gill lines, each an open curve
    expect(shark.s.match(/M[\d.]+ [\d.]+Q[\d.\s]+/g)!.length).toBeGreaterThanOrEqual(3);
    // one pupil and its shine, the only solid black
    expect(shark.d.match(/M[\d.]+ [\d.]+a/g)).toHaveLength(2);
    const eye = await raster(`<g fill="#000">${shark.d}</g>`);
    const [x0, y0, x1, y1] = inkBox(eye);
    const [cx, cy] = [(x0 + x1) / 2, (y0 + y1) / 2];
    // round the pupil, white before the ring's line (printed at a thin line)
    const grid = await printed(shark);
    const px = (x: number, y: number) => grid[Math.round(y * 8) * 72 * 8 + Math.round(x * 8)];
    expect(px(x0 - 0.8, cy)).toBeGreaterThan(128);
    expect(px(cx, y1 + 0.8)).toBeGreaterThan(128);
  });
});
