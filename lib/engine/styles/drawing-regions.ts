import { labelRegions } from '../regions/label';

// A clean black-on-white drawing already has the regions its artist meant: segmenting it by colour and
// merging down to a photo's region count would lose its small shapes. Its own white areas are used instead.

const DARK = 96;
const LIGHT = 176;

/** True for a picture that is almost only near-black strokes on near-white paper. */
export function isLineDrawing(grey: Float32Array): boolean {
  let dark = 0;
  let light = 0;
  for (let p = 0; p < grey.length; p += 3) {
    if (grey[p] < DARK) dark++;
    else if (grey[p] > LIGHT) light++;
  }
  const n = Math.ceil(grey.length / 3);
  return (dark + light) / n >= 0.97 && dark / n >= 0.003 && dark / n <= 0.35;
}

/**
 * Regions of a drawing at 1/k of its working size: the white areas between strokes (4-connected), each
 * stroke split between the areas on either side by growing them into it, so the boundaries run along the
 * middle of the artist's lines. A reduced pixel is a stroke if any of its k×k source pixels is dark, so
 * thin lines still close their shapes. Returns labels 1..count.
 */
export function drawingRegions(grey: Float32Array, w: number, h: number, k: number): { labels: Int32Array; count: number } {
  const dw = Math.floor(w / k);
  const dh = Math.floor(h / k);
  const paper = new Uint8Array(dw * dh).fill(1);
  for (let y = 0; y < dh * k; y++) {
    const row = y * w;
    const out = Math.floor(y / k) * dw;
    for (let x = 0; x < dw * k; x++) if (grey[row + x] < 128) paper[out + Math.floor(x / k)] = 0;
  }
  const { labels, count } = labelRegions(paper, dw, dh, 4);
  // Breadth-first growth of every white area into the strokes, one pixel ring per round.
  let frontier = new Int32Array(dw * dh);
  let size = 0;
  for (let p = 0; p < labels.length; p++) if (labels[p] !== 0) frontier[size++] = p;
  let next = new Int32Array(dw * dh);
  while (size > 0) {
    let grown = 0;
    for (let i = 0; i < size; i++) {
      const p = frontier[i];
      const x = p % dw;
      const l = labels[p];
      if (x > 0 && labels[p - 1] === 0) next[grown++] = claim(labels, p - 1, l);
      if (x < dw - 1 && labels[p + 1] === 0) next[grown++] = claim(labels, p + 1, l);
      if (p >= dw && labels[p - dw] === 0) next[grown++] = claim(labels, p - dw, l);
      if (p + dw < labels.length && labels[p + dw] === 0) next[grown++] = claim(labels, p + dw, l);
    }
    [frontier, next] = [next, frontier];
    size = grown;
  }
  // A page that is all stroke has no white to grow from: one region keeps the rest of the pipeline valid.
  if (count === 0) labels.fill(1);
  return { labels, count: Math.max(1, count) };
}

function claim(labels: Int32Array, p: number, label: number): number {
  labels[p] = label;
  return p;
}
