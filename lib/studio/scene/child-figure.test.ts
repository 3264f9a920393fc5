import { describe, expect, it } from 'vitest';
import { rasterise, type Raster } from '../testing/white-regions';
import { CHILD_MOTIFS } from './child-figure';
import { drawMotif } from './motif-art';
import { svgDocument } from './paper';

/** The white pixels 4-connected to (x, y): a flood fill over the raster, as the colouring tools fill. */
function whiteAround({ data, width, height }: Raster, x: number, y: number): Set<number> {
  const seen = new Set<number>();
  const stack = [y * width + x];
  while (stack.length) {
    const q = stack.pop()!;
    if (seen.has(q) || data[q] < 128) continue;
    seen.add(q);
    const qx = q % width;
    if (qx > 0) stack.push(q - 1);
    if (qx < width - 1) stack.push(q + 1);
    if (q >= width) stack.push(q - width);
    if (q < width * (height - 1)) stack.push(q + width);
  }
  return seen;
}

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
    const under = whiteAround(ras, ...at(36, 27.25));
    expect(under.size, 'a white area under the chin').toBeGreaterThan(0);
    // not the page's background, which holds the corner
    expect(under.has(0), 'the background reaches under the chin').toBe(false);
    expect(under.size / (ras.width * ras.height)).toBeLessThan(0.02);
  });
});
