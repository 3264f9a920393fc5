import { floodFill } from './flood-fill';
import { type LineMask, WALL_COVERAGE } from './line-mask';

/**
 * Turns a scanned or photographed line drawing into a clean line mask: levels stretched between
 * the paper and the darkest ink (so grey paper and pencil shading don't become walls), anti-aliasing
 * kept in between, and specks of dust smaller than `minSpeck` pixels removed.
 */
export function lineMaskFromDrawing(
  rgba: Uint8Array | Uint8ClampedArray,
  width: number,
  height: number,
  minSpeck = Math.max(6, Math.round((width * height) / 150_000)),
): LineMask {
  const n = width * height;
  const lum = new Uint8Array(n);
  const histogram = new Uint32Array(256);
  for (let i = 0, p = 0; i < n; i++, p += 4) {
    const l = (rgba[p] * 77 + rgba[p + 1] * 150 + rgba[p + 2] * 29) >> 8;
    // Transparent pixels are paper.
    lum[i] = 255 - ((255 - l) * rgba[p + 3]) / 255;
    histogram[lum[i]]++;
  }
  const paper = percentile(histogram, n, 0.6);
  const ink = Math.min(percentile(histogram, n, 0.01), paper - 40);
  // Dead zones: the lightest 30 % of the range is paper, the darkest 30 % is solid ink.
  const low = paper - (paper - ink) * 0.3;
  const high = ink + (paper - ink) * 0.3;
  const coverage = new Uint8Array(n);
  for (let i = 0; i < n; i++) {
    const l = lum[i];
    coverage[i] = l >= low ? 0 : l <= high ? 255 : Math.round(((low - l) / (low - high)) * 255);
  }
  removeSpecks(coverage, width, height, minSpeck);
  return { width, height, coverage };
}

function percentile(histogram: Uint32Array, total: number, q: number): number {
  let seen = 0;
  for (let v = 0; v < 256; v++) {
    seen += histogram[v];
    if (seen >= total * q) return v;
  }
  return 255;
}

/** Erases connected bits of ink smaller than `minSize` pixels. */
function removeSpecks(coverage: Uint8Array, width: number, height: number, minSize: number) {
  // Flood the ink: "walls" here are the paper pixels.
  const paper = new Uint8Array(coverage.length);
  for (let i = 0; i < coverage.length; i++) paper[i] = coverage[i] >= WALL_COVERAGE ? 0 : 1;
  const labels = new Int32Array(coverage.length);
  const small: number[] = [];
  let label = 0;
  for (let i = 0; i < coverage.length; i++) {
    if (paper[i] || labels[i]) continue;
    const part = floodFill(paper, labels, width, height, i, ++label);
    if (part.count < minSize) small.push(label);
  }
  if (small.length === 0) return;
  const drop = new Uint8Array(label + 1);
  for (const l of small) drop[l] = 1;
  for (let i = 0; i < coverage.length; i++) if (drop[labels[i]]) coverage[i] = 0;
}
