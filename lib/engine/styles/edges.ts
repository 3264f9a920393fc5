import type { PageLayout } from '../page/layout';
import { stampDisc, stampSegment, type Pen } from '../page/stamp';
import { sobelAcross } from '../raster/gradient';
import { giveScratch, overwrittenScratch, zeroedScratch } from '../raster/scratch';
import { percentile } from '../raster/stats';
import { labelRegions } from '../regions/label';

/** Canny-style edges: non-maximum suppression, then hysteresis with thresholds from the image's own percentiles. */
export function cannyEdges(grey: Float32Array, w: number, h: number, highQuantile: number): Uint8Array {
  const { mag, across } = sobelAcross(grey, w, h, overwrittenScratch(Float32Array, w * h), overwrittenScratch(Uint8Array, w * h));
  const thin = zeroedScratch(Float32Array, w * h);
  // Neighbour offset across the edge for each direction code of `sobelAcross` (4 directions).
  const offset = [0, 1, w, w + 1, w - 1];
  for (let y = 1; y < h - 1; y++) {
    for (let x = 1; x < w - 1; x++) {
      const p = y * w + x;
      const m = mag[p];
      if (m === 0) continue;
      const o = offset[across[p]];
      if (m >= mag[p - o] && m > mag[p + o]) thin[p] = m;
    }
  }
  const top = percentile(mag, 0.999, 4 * 255 * 1.5, 5);
  // On a clean drawing fewer than 2 % of pixels are edge maxima at all, so the percentile is 0 and every
  // pixel would pass: a floor of a tenth of the strongest edges keeps the threshold meaningful.
  const high = Math.max(percentile(thin, highQuantile, top, 3), 0.1 * top, 1);
  const low = 0.45 * high;
  giveScratch(mag, across);
  const edges = new Uint8Array(w * h);
  const offsets = new Int32Array([-w - 1, -w, -w + 1, -1, 1, w - 1, w, w + 1]);
  let stack = new Int32Array(4096);
  for (let p = 0; p < thin.length; p++) {
    if (thin[p] < high || edges[p]) continue;
    edges[p] = 1;
    let size = 0;
    stack[size++] = p;
    while (size > 0) {
      const q = stack[--size];
      // Only pixels off the border are ever non-zero in `thin`, so every neighbour of q is in the picture.
      for (let k = 0; k < 8; k++) {
        const r = q + offsets[k];
        if (edges[r] || thin[r] < low) continue;
        edges[r] = 1;
        if (size === stack.length) {
          const grown = new Int32Array(size * 2);
          grown.set(stack);
          stack = grown;
        }
        stack[size++] = r;
      }
    }
  }
  giveScratch(thin);
  return edges;
}

/** Drops 8-connected strokes with fewer than `minPixels` pixels (texture and noise). */
export function dropShortStrokes(mask: Uint8Array, w: number, h: number, minPixels: number): void {
  const parts = labelRegions(mask, w, h, 8);
  for (let p = 0; p < mask.length; p++) if (mask[p] && parts.areas[parts.labels[p]] < minPixels) mask[p] = 0;
}

/** Joins each stroke end to the nearest other stroke within `gap` pixels, so lines do not stop just short. */
export function closeGaps(mask: Uint8Array, w: number, h: number, gap: number): [number, number, number, number][] {
  const joins: [number, number, number, number][] = [];
  if (gap < 1) return joins;
  const parts = labelRegions(mask, w, h, 8);
  const r = Math.ceil(gap);
  for (let y = 1; y < h - 1; y++) {
    for (let x = 1; x < w - 1; x++) {
      const p = y * w + x;
      if (!mask[p]) continue;
      const n = mask[p - w - 1] + mask[p - w] + mask[p - w + 1] + mask[p - 1] + mask[p + 1] + mask[p + w - 1] + mask[p + w] + mask[p + w + 1];
      if (n !== 1) continue;
      let best: [number, number] | null = null;
      let bestD = gap * gap + 1;
      for (let dy = -r; dy <= r; dy++) {
        for (let dx = -r; dx <= r; dx++) {
          const xx = x + dx;
          const yy = y + dy;
          if (xx < 0 || yy < 0 || xx >= w || yy >= h) continue;
          const q = yy * w + xx;
          const d = dx * dx + dy * dy;
          if (mask[q] && parts.labels[q] !== parts.labels[p] && d < bestD) {
            bestD = d;
            best = [xx, yy];
          }
        }
      }
      if (best) joins.push([x, y, best[0], best[1]]);
    }
  }
  return joins;
}

/** Inks each mask pixel (and each join) onto the page with the pen, at the layout's scale. */
export function inkMask(mask: Uint8Array, w: number, h: number, joins: [number, number, number, number][], layout: PageLayout, pen: Pen): Uint8Array {
  const page = new Uint8Array(layout.width * layout.height).fill(255);
  const { scale, content } = layout;
  const at = (v: number, origin: number) => origin + (v + 0.5) * scale;
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      if (mask[y * w + x]) stampDisc(page, layout.width, layout.height, at(x, content.x), at(y, content.y), pen);
    }
  }
  for (const [x1, y1, x2, y2] of joins) {
    stampSegment(page, layout.width, layout.height, at(x1, content.x), at(y1, content.y), at(x2, content.x), at(y2, content.y), pen);
  }
  return page;
}
