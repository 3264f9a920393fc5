// Vectorizes a page by following the cracks between ink and paper pixels. Every crack belongs to
// exactly one loop, so every path is closed; with fill-rule evenodd the fill depends only on the
// set of cracks, which makes the SVG print exactly like the PNG (up to the simplification tolerance).

import { MM_PER_INCH } from '../page/layout';
import type { PageRaster } from '../types';
import { simplifyClosed } from './simplify';

/** Traces at half resolution (lines stay 5+ pixels wide) to keep files small. */
export function pageToSvg(page: PageRaster, tolerance = 0.6): string {
  const { mask, w, h } = halfMask(page);
  const loops = traceLoops(mask, w, h);
  const d: string[] = [];
  for (const loop of loops) {
    const pts = simplifyClosed(loop, tolerance);
    if (pts.length < 6) continue;
    let s = `M${pts[0]} ${pts[1]}`;
    for (let i = 2; i < pts.length; i += 2) s += `L${pts[i]} ${pts[i + 1]}`;
    d.push(s + 'Z');
  }
  const wmm = ((page.width / page.dpi) * MM_PER_INCH).toFixed(2);
  const hmm = ((page.height / page.dpi) * MM_PER_INCH).toFixed(2);
  return (
    `<?xml version="1.0" encoding="UTF-8"?>\n` +
    `<svg xmlns="http://www.w3.org/2000/svg" width="${wmm}mm" height="${hmm}mm" viewBox="0 0 ${w} ${h}">` +
    `<rect width="${w}" height="${h}" fill="#fff"/>` +
    `<path fill="#000" fill-rule="evenodd" d="${d.join('')}"/></svg>\n`
  );
}

function halfMask(page: PageRaster): { mask: Uint8Array; w: number; h: number } {
  const w = page.width >> 1;
  const h = page.height >> 1;
  const mask = new Uint8Array(w * h);
  const src = page.data;
  for (let y = 0; y < h; y++) {
    const a = 2 * y * page.width;
    const b = a + page.width;
    for (let x = 0; x < w; x++) {
      const ink = (src[a + 2 * x] < 128 ? 1 : 0) + (src[a + 2 * x + 1] < 128 ? 1 : 0) + (src[b + 2 * x] < 128 ? 1 : 0) + (src[b + 2 * x + 1] < 128 ? 1 : 0);
      mask[y * w + x] = ink >= 2 ? 1 : 0;
    }
  }
  return { mask, w, h };
}

/** Closed loops of crack vertices (flat x,y lists), ink kept on the right-hand side. */
function traceLoops(mask: Uint8Array, w: number, h: number): number[][] {
  const vw = w + 1;
  const outA = new Int32Array(vw * (h + 1)).fill(-1);
  const outB = new Int32Array(vw * (h + 1)).fill(-1);
  const add = (from: number, to: number) => {
    if (outA[from] < 0) outA[from] = to;
    else outB[from] = to;
  };
  const inkAt = (x: number, y: number) => x >= 0 && y >= 0 && x < w && y < h && mask[y * w + x] === 1;
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      if (!mask[y * w + x]) continue;
      const tl = y * vw + x;
      if (!inkAt(x, y - 1)) add(tl, tl + 1);
      if (!inkAt(x + 1, y)) add(tl + 1, tl + vw + 1);
      if (!inkAt(x, y + 1)) add(tl + vw + 1, tl + vw);
      if (!inkAt(x - 1, y)) add(tl + vw, tl);
    }
  }
  const loops: number[][] = [];
  for (let start = 0; start < outA.length; start++) {
    while (outA[start] >= 0) {
      const loop: number[] = [];
      let v = start;
      do {
        loop.push(v % vw, Math.floor(v / vw));
        let next = outA[v];
        if (outB[v] >= 0) {
          next = outB[v];
          outB[v] = -1;
        } else outA[v] = -1;
        v = next;
      } while (v !== start && v >= 0);
      loops.push(loop);
    }
  }
  return loops;
}
