// How much of a photo's salient edges a page's ink keeps: the likeness figure of a photo page's report
// and the measure of `npm run eval:likeness`. Independent of the engine's own detectors on purpose (its
// own bilateral smoothing and fixed-threshold Canny), so the score does not reward a page for repeating
// the engine's line-art choices.
import { sobel } from '../raster/gradient';
import { labelRegions } from '../regions/label';

/** The evaluation's page scale: 75 dpi, a quarter of the 300 dpi page on each side. */
export const EVAL_DPI = 75;
const PX_PER_MM = EVAL_DPI / 25.4;
/** Edge chains shorter than this are texture, not what a person recognises the subject by. */
export const MIN_CHAIN_MM = 4;
/** An edge counts as kept when ink lies this close. */
export const INK_REACH_MM = 1;
// Canny thresholds on the L2 Sobel magnitude of 0–255 grey (OpenCV's usual 50/150 on its L1 norm).
const CANNY_LOW = 40;
const CANNY_HIGH = 110;

/** Bilateral smoothing (spatial σ 1 px ≈ 0.34 mm, range σ 20 grey levels): flattens texture, keeps edges. */
export function bilateral(grey: Float32Array, w: number, h: number, sigmaSpace = 1, sigmaRange = 20): Float32Array {
  const r = Math.ceil(2 * sigmaSpace);
  const out = new Float32Array(w * h);
  const spatial: number[] = [];
  for (let dy = -r; dy <= r; dy++) for (let dx = -r; dx <= r; dx++) spatial.push(Math.exp(-(dx * dx + dy * dy) / (2 * sigmaSpace * sigmaSpace)));
  const range = new Float32Array(256);
  for (let d = 0; d < 256; d++) range[d] = Math.exp(-(d * d) / (2 * sigmaRange * sigmaRange));
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const c = grey[y * w + x];
      let sum = 0;
      let weight = 0;
      let k = 0;
      for (let dy = -r; dy <= r; dy++) {
        const yy = Math.min(h - 1, Math.max(0, y + dy));
        for (let dx = -r; dx <= r; dx++, k++) {
          const xx = Math.min(w - 1, Math.max(0, x + dx));
          const v = grey[yy * w + xx];
          const wt = spatial[k] * range[Math.min(255, Math.round(Math.abs(v - c)))];
          sum += wt * v;
          weight += wt;
        }
      }
      out[y * w + x] = sum / weight;
    }
  }
  return out;
}

/** Canny with fixed thresholds: non-maximum suppression, hysteresis; 1 on edge pixels. */
export function canny(grey: Float32Array, w: number, h: number, low = CANNY_LOW, high = CANNY_HIGH): Uint8Array {
  const { gx, gy, mag } = sobel(grey, w, h);
  const strong = new Uint8Array(w * h);
  for (let y = 1; y < h - 1; y++) {
    for (let x = 1; x < w - 1; x++) {
      const p = y * w + x;
      const m = mag[p];
      if (m < low) continue;
      const ax = Math.abs(gx[p]);
      const ay = Math.abs(gy[p]);
      const o = ay < ax * 0.4142 ? 1 : ax < ay * 0.4142 ? w : gx[p] * gy[p] > 0 ? w + 1 : w - 1;
      if (m >= mag[p - o] && m > mag[p + o]) strong[p] = m >= high ? 2 : 1;
    }
  }
  const edges = new Uint8Array(w * h);
  const stack: number[] = [];
  for (let p = 0; p < strong.length; p++) {
    if (strong[p] !== 2 || edges[p]) continue;
    edges[p] = 1;
    stack.push(p);
    while (stack.length) {
      const q = stack.pop()!;
      for (const o of [-w - 1, -w, -w + 1, -1, 1, w - 1, w, w + 1]) {
        const n = q + o;
        if (strong[n] && !edges[n]) {
          edges[n] = 1;
          stack.push(n);
        }
      }
    }
  }
  return edges;
}

/** The salient edges of a photo already fitted to the page's picture area at 75 dpi (grey 0–255). */
export function salientEdges(grey: Float32Array, w: number, h: number): Uint8Array {
  const edges = canny(bilateral(grey, w, h), w, h);
  const parts = labelRegions(edges, w, h, 8);
  const minPixels = MIN_CHAIN_MM * PX_PER_MM;
  // Edges along the picture's border would be matched by the page's frame, not by a drawn feature.
  const border = Math.ceil(2 * PX_PER_MM);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const p = y * w + x;
      if (!edges[p]) continue;
      if (parts.areas[parts.labels[p]] < minPixels || x < border || y < border || x >= w - border || y >= h - border) edges[p] = 0;
    }
  }
  return edges;
}

/**
 * Ink of the page's picture area at 75 dpi, grown by `INK_REACH_MM`: 1 where some ink lies that close.
 * `page` is the 300 dpi page (0 ink, 255 paper); `box` the picture area on it.
 */
export function inkReach(page: Uint8Array, pageWidth: number, box: { x: number; y: number; width: number; height: number }, w: number, h: number): Uint8Array {
  const ink = new Uint8Array(w * h);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const x0 = box.x + Math.floor((x * box.width) / w);
      const x1 = box.x + Math.floor(((x + 1) * box.width) / w);
      const y0 = box.y + Math.floor((y * box.height) / h);
      const y1 = box.y + Math.floor(((y + 1) * box.height) / h);
      let dark = 0;
      for (let yy = y0; yy < y1 && !dark; yy++)
        for (let xx = x0; xx < x1; xx++)
          if (page[yy * pageWidth + xx] < 128) {
            dark = 1;
            break;
          }
      ink[y * w + x] = dark;
    }
  }
  const r = INK_REACH_MM * PX_PER_MM;
  const ri = Math.ceil(r);
  const near = new Uint8Array(w * h);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      if (!ink[y * w + x]) continue;
      for (let dy = -ri; dy <= ri; dy++) {
        const yy = y + dy;
        if (yy < 0 || yy >= h) continue;
        for (let dx = -ri; dx <= ri; dx++) {
          const xx = x + dx;
          if (xx >= 0 && xx < w && dx * dx + dy * dy <= r * r) near[yy * w + xx] = 1;
        }
      }
    }
  }
  return near;
}

/** Share of the salient edge pixels that have ink within reach (1 when the photo has no salient edge). */
export function edgeRecall(edges: Uint8Array, near: Uint8Array): number {
  let total = 0;
  let kept = 0;
  for (let p = 0; p < edges.length; p++) {
    if (!edges[p]) continue;
    total++;
    kept += near[p];
  }
  return total === 0 ? 1 : kept / total;
}
