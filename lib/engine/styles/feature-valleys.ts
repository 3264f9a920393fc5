import { gaussianBlur } from '../raster/blur';
import type { CarvedFeature } from './feature-regions';

// The dark lines of a photo around a feature drawn as a region of its own (see `feature-regions.ts`): the
// valleys of its grey, and the ones inside it that are its nostrils.

// Valley depth (grey levels, scale-normalised second derivative) under which no pixel is part of a valley.
export const VALLEY_LOW = 1.5;

/**
 * The valleys of the grey `g` (a `ww`×`wh` window) at the scale `sigma` (pixels): the larger eigenvalue of
 * the Hessian (positive across a dark line), scale-normalised, where it is at least `VALLEY_LOW` and a
 * maximum across the line (its direction quantised to 0°, 45°, 90°, 135°); 0 elsewhere.
 */
export function valleyRidges(g: Float32Array, ww: number, wh: number, sigma: number): Float32Array {
  const b = gaussianBlur(g, ww, wh, sigma);
  // Valley depth, and the direction across the line quantised to 4 (0: along x, 1: diagonal \, 2: along y,
  // 3: diagonal /).
  const depth = new Float32Array(ww * wh);
  const across = new Uint8Array(ww * wh);
  const s2 = sigma * sigma;
  for (let y = 1; y < wh - 1; y++) {
    for (let x = 1; x < ww - 1; x++) {
      const p = y * ww + x;
      const dxx = b[p + 1] - 2 * b[p] + b[p - 1];
      const dyy = b[p + ww] - 2 * b[p] + b[p - ww];
      const dxy = (b[p + ww + 1] - b[p + ww - 1] - b[p - ww + 1] + b[p - ww - 1]) / 4;
      const half = (dxx - dyy) / 2;
      const lambda = (dxx + dyy) / 2 + Math.sqrt(half * half + dxy * dxy);
      if (lambda <= 0) continue;
      depth[p] = lambda * s2;
      // Eigenvector of lambda: (dxy, lambda - dxx), or (lambda - dyy, dxy).
      let vx = dxy;
      let vy = lambda - dxx;
      if (Math.abs(vx) + Math.abs(vy) < 1e-6) {
        vx = lambda - dyy;
        vy = dxy;
      }
      // The nearest of 0°, 45°, 90°, 135° (tan 22.5° = 0.414), either way along it.
      const ax = Math.abs(vx);
      const ay = Math.abs(vy);
      across[p] = ay <= 0.414 * ax ? 0 : ax <= 0.414 * ay ? 2 : vx > 0 === vy > 0 ? 1 : 3;
    }
  }
  const step = [1, ww + 1, ww, ww - 1];
  const ridge = new Float32Array(ww * wh);
  for (let y = 1; y < wh - 1; y++) {
    for (let x = 1; x < ww - 1; x++) {
      const p = y * ww + x;
      const d = depth[p];
      if (d < VALLEY_LOW) continue;
      const o = step[across[p]];
      if (d >= depth[p - o] && d > depth[p + o]) ridge[p] = d;
    }
  }
  return ridge;
}

/** The grey of the planes `rgb` (of a picture `w` wide) in the window [x0, x1) × [y0, y1). */
export function greyWindow(rgb: readonly Float32Array[], w: number, x0: number, y0: number, x1: number, y1: number): Float32Array {
  const [red, green, blue] = rgb;
  const ww = x1 - x0;
  const g = new Float32Array(ww * (y1 - y0));
  for (let y = y0; y < y1; y++) {
    for (let x = x0; x < x1; x++) {
      const p = y * w + x;
      g[(y - y0) * ww + x - x0] = 0.299 * red[p] + 0.587 * green[p] + 0.114 * blue[p];
    }
  }
  return g;
}

// A nose drawn as a region reads as a cat's or a dog's by its nostrils, lips by the line between them: the
// darkest valleys inside the feature. Found at this scale (mm; a nostril's slit is a millimetre or two wide).
const NOSTRIL_SIGMA_MM = 0.8;
// Valley depth one of its pixels reaches (see `valleyRidges`): a nostril is the deepest mark on a nose.
const NOSTRIL_HIGH = 6;
// At most this share of the feature's median grey: a nostril is near black, the rim around the pink only
// darker than it.
const NOSTRIL_DARK = 0.4;
// Only in this upper share of the feature's height: the lower part is where a nose's rim narrows to its dark
// point, which a mark inside would only blacken.
const NOSTRIL_UPPER = 0.6;
// Shortest mark kept (mm): a shorter one is a dot of the rim's texture.
const NOSTRIL_MIN_MM = 2;
// A nose, seen from the front or a little to the side, is about as wide as tall (width over height in this
// range), widest in its upper half, and narrows to a point at the bottom: its lowest rows (see NOSE_LOWEST)
// are on average at most NOSE_TAPER of its widest row. A red beam, a sign or a lip is not.
const NOSE_ASPECT = [0.6, 1.6] as const;
const NOSE_LOWEST = 0.15;
const NOSE_TAPER = 0.2;

/** Whether a carved feature `f` (in the labels `labels`, `w` wide) has a nose's shape (see NOSE_ASPECT). */
export function noseShaped(labels: Int32Array, w: number, f: CarvedFeature): boolean {
  const ww = f.x1 - f.x0;
  const wh = f.y1 - f.y0;
  if (ww < NOSE_ASPECT[0] * wh || ww > NOSE_ASPECT[1] * wh) return false;
  const lowest = Math.max(2, Math.round(NOSE_LOWEST * wh));
  let widest = 0;
  let widestRow = 0;
  let bottom = 0;
  for (let y = 0; y < wh; y++) {
    let width = 0;
    for (let p = (y + f.y0) * w + f.x0, end = p + ww; p < end; p++) if (labels[p] === f.label) width++;
    if (width > widest) {
      widest = width;
      widestRow = y;
    }
    if (y >= wh - lowest) bottom += width;
  }
  return widest > 0 && 2 * widestRow < wh && bottom <= NOSE_TAPER * widest * lowest;
}

/**
 * The nostrils of a carved feature `f` of a nose's shape (`noseShaped`; the labels `labels`, `w` wide; its
 * grey from the planes `rgb`): the valleys near black (see NOSTRIL_DARK) in its upper part, `clearance`
 * pixels or more inside its outline, at least NOSTRIL_MIN_MM long, one or two of them, as stroke pixels into
 * `out` drawn a pixel wider all round.
 */
export function featureNostrils(
  labels: Int32Array,
  w: number,
  f: CarvedFeature,
  rgb: readonly Float32Array[],
  pxPerMm: number,
  clearance: number,
  out: Uint8Array,
): void {
  const ww = f.x1 - f.x0;
  const wh = f.y1 - f.y0;
  const reach = Math.ceil(clearance);
  if (ww <= 2 * reach || wh <= 2 * reach || !noseShaped(labels, w, f)) return;
  const g = greyWindow(rgb, w, f.x0, f.y0, f.x1, f.y1);
  const n = ww * wh;
  // Distance (chamfer) to the nearest pixel outside the feature; the box's own edge counts as outside.
  const big = 1e9;
  const d = new Float32Array(n);
  const hist = new Int32Array(256);
  let inside = 0;
  for (let y = 0; y < wh; y++) {
    for (let x = 0; x < ww; x++) {
      const p = y * ww + x;
      if (labels[(y + f.y0) * w + x + f.x0] !== f.label) continue;
      d[p] = x === 0 || y === 0 || x === ww - 1 || y === wh - 1 ? 1 : big;
      hist[Math.max(0, Math.min(255, g[p] | 0))]++;
      inside++;
    }
  }
  distanceInPlace(d, ww, wh);
  let median = 0;
  for (let acc = 0; median < 255; median++) if ((acc += hist[median]) * 2 >= inside) break;
  const dark = NOSTRIL_DARK * median;
  const ridge = valleyRidges(g, ww, wh, NOSTRIL_SIGMA_MM * pxPerMm);
  const upper = Math.round(NOSTRIL_UPPER * wh);
  const mark = new Uint8Array(n);
  for (let y = 0; y < upper; y++) {
    for (let x = 0; x < ww; x++) {
      const p = y * ww + x;
      if (ridge[p] > 0 && d[p] >= clearance && g[p] <= dark) mark[p] = 1;
    }
  }
  // Each 8-connected mark: kept when long enough and deep enough somewhere.
  const offsets = [-ww - 1, -ww, -ww + 1, -1, 1, ww - 1, ww, ww + 1];
  const seen = new Uint8Array(n);
  const kept: number[][] = [];
  for (let s = 0; s < n; s++) {
    if (!mark[s] || seen[s]) continue;
    const members = [s];
    seen[s] = 1;
    let deepest = 0;
    for (let head = 0; head < members.length; head++) {
      const q = members[head];
      if (ridge[q] > deepest) deepest = ridge[q];
      const qx = q % ww;
      for (const o of offsets) {
        const r = q + o;
        const rx = r % ww;
        if (r < 0 || r >= n || Math.abs(rx - qx) > 1 || !mark[r] || seen[r]) continue;
        seen[r] = 1;
        members.push(r);
      }
    }
    if (members.length >= NOSTRIL_MIN_MM * pxPerMm && deepest >= NOSTRIL_HIGH) kept.push(members);
  }
  // More dark marks than a nose has nostrils: a pattern or a texture, whose marks are no nostrils.
  if (kept.length > 2) return;
  for (const marks of kept) {
    for (const q of marks) {
      const qx = q % ww;
      const p = ((q - qx) / ww + f.y0) * w + qx + f.x0;
      // A 3×3 block: as bold as the lines, whatever the mark's slant.
      for (const r of [p - w, p, p + w]) out[r - 1] = out[r] = out[r + 1] = 1;
    }
  }
}

/** Two-pass chamfer distance in place (0 stays 0): from every pixel to the nearest 0. */
function distanceInPlace(d: Float32Array, w: number, h: number): void {
  const D = Math.SQRT2;
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const p = y * w + x;
      if (d[p] === 0) continue;
      let m = d[p];
      if (x > 0) m = Math.min(m, d[p - 1] + 1);
      if (y > 0) {
        m = Math.min(m, d[p - w] + 1);
        if (x > 0) m = Math.min(m, d[p - w - 1] + D);
        if (x < w - 1) m = Math.min(m, d[p - w + 1] + D);
      }
      d[p] = m;
    }
  }
  for (let y = h - 1; y >= 0; y--) {
    for (let x = w - 1; x >= 0; x--) {
      const p = y * w + x;
      if (d[p] === 0) continue;
      let m = d[p];
      if (x < w - 1) m = Math.min(m, d[p + 1] + 1);
      if (y < h - 1) {
        m = Math.min(m, d[p + w] + 1);
        if (x < w - 1) m = Math.min(m, d[p + w + 1] + D);
        if (x > 0) m = Math.min(m, d[p + w - 1] + D);
      }
      d[p] = m;
    }
  }
}
