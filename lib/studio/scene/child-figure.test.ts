import { describe, expect, it } from 'vitest';
import { rasterise, whiteRegionAt, whiteRun } from '../testing/white-regions';
import { CHILD_MOTIFS, childHands } from './child-figure';
import { drawMotif } from './motif-art';
import { svgDocument } from './paper';

/** The white pixels 4-connected to (x, y): a flood fill over the raster, as the colouring tools fill. */

// Under a boy's short hair or cap the chin (y 25.5 of the 72-unit box) ended above the shirt's collar (y 29):
// the page's background ran through the gap between head and body, and the outline was broken there.
describe('the child figures', () => {
  it.each(Object.keys(CHILD_MOTIFS))('%s: the head joins the body, the space under the chin is closed', async (id) => {
    const m = CHILD_MOTIFS[id];
    const [x0, y0, x1, y1] = m.b;
    // drawn 72 units to 144 mm, at a printed stroke, on a page with white all round
    const scale = 2;
    const box = { x: 20, y: 20, w: (x1 - x0) * scale, h: (y1 - y0) * scale };
    const { svg } = drawMotif(id, box, { strokeMm: 0.6 });
    const ras = await rasterise(svgDocument({ w: box.w + 40, h: box.h + 40 }, svg, id), 100);
    const px = (mm: number) => Math.round((mm / 25.4) * 100);
    // the middle of the figure (x 36), halfway between the chin and the collar (y 27.25)
    const at = (u: number, v: number): [number, number] => [px(20 + (u - x0) * scale), px(20 + (v - y0) * scale)];
    const under = whiteRegionAt(ras, ...at(36, 27.25));
    expect(under.size, 'a white area under the chin').toBeGreaterThan(0);
    // not the page's background, which holds the corner
    expect(under.has(0), 'the background reaches under the chin').toBe(false);
    expect(under.size / (ras.width * ras.height)).toBeLessThan(0.02);
  });
});

// The child figure drawn as the storybook people are (child-figure.ts). It was a toy block: legs two posts as wide
// at the ankle as at the knee, bead hands no wider than the arm, dots for eyes among dots for buttons, and "a girl"
// in a striped top and trousers with her hair tucked behind her shoulders read as a boy. Measured on the figure
// drawn alone, 2 mm to the unit at a printed stroke.
const DPI = 150;
const SCALE = 2;
const MARGIN = 20;

/** The figure `id` drawn alone, and where a point of its own units falls on the raster. */
async function drawn(id: string) {
  const [x0, y0, x1, y1] = CHILD_MOTIFS[id]!.b;
  const box = { x: MARGIN, y: MARGIN, w: (x1 - x0) * SCALE, h: (y1 - y0) * SCALE };
  const { svg } = drawMotif(id, box, { strokeMm: 0.6 });
  const ras = await rasterise(svgDocument({ w: box.w + 2 * MARGIN, h: box.h + 2 * MARGIN }, svg, id), DPI);
  const px = (mm: number) => (mm / 25.4) * DPI;
  const at = (u: number, v: number): [number, number] => [px(MARGIN + (u - x0) * SCALE), px(MARGIN + (v - y0) * SCALE)];
  return { ras, at, unit: px(SCALE) };
}


const IDS = Object.keys(CHILD_MOTIFS);

describe('the child figure drawn as a picture-book child', () => {
  it.each(IDS)('%s: the legs narrow from the knee to the ankle', async (id) => {
    const { ras, at } = await drawn(id);
    for (const side of [-1, 1]) {
      const knee = whiteRun(ras, at(36 + side * 4.5, 58), [1, 0]);
      const ankle = whiteRun(ras, at(36 + side * 4.5, 61.2), [1, 0]);
      expect(knee, `${id}: a leg at the knee`).toBeGreaterThan(0);
      expect(ankle / knee, `${id}: the ankle against the knee`).toBeLessThan(0.93);
    }
  });

  it.each(IDS)('%s: the hands are mittens wider than the wrist', async (id) => {
    const { ras, at } = await drawn(id);
    for (const [i, hand] of childHands(id)!.entries()) {
      // across the arm, which runs from the shoulder to the hand
      const shoulder: [number, number] = [36 + (i ? 8 : -8), 32];
      const [dx, dy] = [hand[0] - shoulder[0], hand[1] - shoulder[1]];
      const len = Math.hypot(dx, dy);
      const wrist: [number, number] = [hand[0] - (dx / len) * 4.2, hand[1] - (dy / len) * 4.2];
      const palm = whiteRun(ras, at(...hand), [-dy, dx]);
      const arm = whiteRun(ras, at(...wrist), [-dy, dx]);
      expect(palm / arm, `${id}: hand ${i} against its wrist`).toBeGreaterThan(1.15);
    }
  });

  it.each(IDS)('%s: the only solid black is the two eyes, each with a shine', (id) => {
    const d = CHILD_MOTIFS[id]!.d;
    // each eye one absolute moveto (kawaii-face.ts's pupil with its shine cut out by a relative one)
    expect(d.match(/M/g)?.length, id).toBe(2);
    expect(d.match(/z/gi)?.length, id).toBe(4);
  });

  // (Little Red Riding Hood's hair is under her hood: her hood and cape say who she is, child-figure-parts.test.ts)
  it.each(IDS.filter((id) => id !== 'child:girl:3'))('%s: a girl’s hair stands out beside her shoulders, a boy’s stays on his head', async (id) => {
    const { ras, at } = await drawn(id);
    const bg = whiteRegionAt(ras, 0, 0);
    // along the row just under the shoulders' top, left of x 22: the arm hangs inside it, hair past the shoulders
    // or a pigtail or a ponytail reaches out over it
    const [edge, row] = at(22, 32);
    let figure = 0;
    for (let x = 0; x < edge; x++) if (!bg.has(Math.round(row) * ras.width + x)) figure++;
    if (id.includes('girl')) expect(figure, id).toBeGreaterThan(0);
    else expect(figure, id).toBe(0);
  });

  it.each(IDS)('%s: stands in a box close to the old one, tall as a child', (id) => {
    const [x0, y0, x1, y1] = CHILD_MOTIFS[id]!.b;
    expect((x1 - x0) / (y1 - y0)).toBeGreaterThan(0.55);
    expect((x1 - x0) / (y1 - y0)).toBeLessThan(0.75);
    // the shoes' soles where the riders put them (wheel-riders.ts's FIGURE.sole)
    expect(y1).toBeCloseTo(68.2, 1);
  });
});
