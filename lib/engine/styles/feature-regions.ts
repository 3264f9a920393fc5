import { gaussianBlur } from '../raster/blur';
import { findRuns } from '../regions/label';

// A pink nose drawn as a thin outline floating inside the muzzle's region reads as "something there", not
// as a nose: a coloring book draws it as a shape of its own with the contour's pen, its dark rim included,
// meeting the muzzle's contours, and the mouth's line under it. Each red feature (`redFeatures`) therefore
// becomes a region of its own, grown into the darker pixels around it (a nose's rim, a nostril), with its
// bays closed and the slivers and cut-off pieces it would leave against the contours nearby taken into it;
// the dark lines that leave it downwards (`featureLines`) become strokes. All of it happens in small windows
// around the features, so it costs next to nothing on a page without them.

// Window around a feature (mm): room for the rim and for the slivers next to it.
const MARGIN_MM = 3;
// Bays narrower than this radius (mm) are closed: a nostril cut into a nose's colour is part of the nose.
const CLOSE_MM = 4.5;
// How far the feature grows into darker pixels (mm): a nose's rim is a millimetre or two wide on paper.
const GROW_MM = 1.5;
// White narrower than this (mm, besides half the contour's pen on each side) between the feature and
// another contour is a sliver: it joins the feature.
const SLIVER_MM = 0.8;

/**
 * Makes each feature of `features` (1 = inside a feature, at the labels' size) a region of its own in
 * `labels` (new labels from `firstLabel`, past the largest), grown into the pixels of its window no lighter than its own mean
 * (the grey of `planes`) up to `GROW_MM`, closed by a disc of `CLOSE_MM`, and with the slivers of other
 * regions it leaves narrower than the pen and `SLIVER_MM`, and the pieces of them it cuts off inside its
 * window, joined to it. Returns the features made regions.
 */
export function carveFeatures(
  labels: Int32Array,
  w: number,
  h: number,
  features: Uint8Array,
  planes: readonly Float32Array[],
  pxPerMm: number,
  lineMm: number,
  firstLabel: number,
): CarvedFeature[] {
  const [red, green, blue] = planes;
  const grey = (p: number) => 0.299 * red[p] + 0.587 * green[p] + 0.114 * blue[p];
  const carved: CarvedFeature[] = [];
  const blobs = findRuns(features, w, h, 8);
  if (blobs.count === 0) return carved;
  let next = firstLabel - 1;
  const box = new Int32Array(4 * (blobs.count + 1));
  for (let id = 1; id <= blobs.count; id++) box.set([w, h, -1, -1], 4 * id);
  for (let r = 0; r < blobs.runs; r++) {
    const b = 4 * blobs.region[r];
    const y = blobs.row[r];
    box[b] = Math.min(box[b], blobs.start[r]);
    box[b + 1] = Math.min(box[b + 1], y);
    box[b + 2] = Math.max(box[b + 2], blobs.end[r]);
    box[b + 3] = Math.max(box[b + 3], y + 1);
  }
  const close = CLOSE_MM * pxPerMm;
  const grow = Math.round(GROW_MM * pxPerMm);
  const radius = (lineMm / 2 + SLIVER_MM) * pxPerMm;
  for (let id = 1; id <= blobs.count; id++) {
    // Wide enough to hold the pieces of a region the feature cuts off (a nose's tip below its colour).
    const margin = Math.ceil(Math.max(MARGIN_MM * pxPerMm, (box[4 * id + 2] - box[4 * id]) / 2, (box[4 * id + 3] - box[4 * id + 1]) / 2));
    const x0 = Math.max(0, box[4 * id] - margin);
    const y0 = Math.max(0, box[4 * id + 1] - margin);
    const x1 = Math.min(w, box[4 * id + 2] + margin);
    const y1 = Math.min(h, box[4 * id + 3] + margin);
    const ww = x1 - x0;
    const wh = y1 - y0;
    // The window's own copy of the labels, the feature marked -1.
    const local = new Int32Array(ww * wh);
    for (let y = y0; y < y1; y++) for (let x = x0; x < x1; x++) local[(y - y0) * ww + x - x0] = labels[y * w + x];
    let sum = 0;
    let n = 0;
    const queue: number[] = [];
    const depth = new Int32Array(ww * wh).fill(-1);
    for (let r = 0; r < blobs.runs; r++) {
      if (blobs.region[r] !== id) continue;
      const y = blobs.row[r];
      for (let x = blobs.start[r]; x < blobs.end[r]; x++) {
        const q = (y - y0) * ww + x - x0;
        if (local[q] === 0) continue;
        sum += grey(y * w + x);
        n++;
        local[q] = -1;
        depth[q] = 0;
        queue.push(q);
      }
    }
    if (n === 0) continue;
    const mean = sum / n;
    // Grown into the darker pixels around it: a rim, a nostril.
    for (let head = 0; head < queue.length; head++) {
      const q = queue[head];
      if (depth[q] >= grow) continue;
      const qx = q % ww;
      const qy = (q - qx) / ww;
      for (let dy = -1; dy <= 1; dy++) {
        for (let dx = -1; dx <= 1; dx++) {
          const x = qx + dx;
          const y = qy + dy;
          if (x < 0 || y < 0 || x >= ww || y >= wh) continue;
          const s = y * ww + x;
          if (depth[s] >= 0 || local[s] <= 0 || grey((y + y0) * w + x + x0) > mean) continue;
          depth[s] = depth[q] + 1;
          local[s] = -1;
          queue.push(s);
        }
      }
    }
    closeBays(local, ww, wh, close);
    absorbSlivers(local, ww, wh, radius);
    const label = ++next;
    const f = { label, x0: w, y0: h, x1: 0, y1: 0 };
    for (let y = y0; y < y1; y++) {
      for (let x = x0; x < x1; x++) {
        if (local[(y - y0) * ww + x - x0] !== -1) continue;
        labels[y * w + x] = label;
        f.x0 = Math.min(f.x0, x);
        f.y0 = Math.min(f.y0, y);
        f.x1 = Math.max(f.x1, x + 1);
        f.y1 = Math.max(f.y1, y + 1);
      }
    }
    carved.push(f);
  }
  return carved;
}

/** A feature made a region of its own: its label and bounding box (x1, y1 past its last pixel). */
export interface CarvedFeature {
  label: number;
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

// The dark lines that leave a feature (the groove under a cat's nose and the mouth it leads to): valleys
// of the grey, found at this scale (mm) in a window of the feature's size around it.
const VALLEY_SIGMA_MM = 1.6;
// Valley depth (grey levels, scale-normalised second derivative) that starts a line, and that continues one.
const VALLEY_HIGH = 3;
const VALLEY_LOW = 1.5;
// The lowest share of a feature's height its lines may start from.
const LOWEST_SHARE = 0.15;
// Shortest line kept (mm, all its pieces together).
const MIN_LINE_MM = 3;

/**
 * The dark lines (valleys of the grey of `planes`) that start next to the lowest part of a carved feature
 * and run out of it into the regions around it, as stroke pixels into `out` (at the labels' size, drawn a
 * pixel wider on each side), kept `clearance` pixels clear of every contour but the feature's own.
 */
export function featureLines(
  labels: Int32Array,
  w: number,
  h: number,
  features: CarvedFeature[],
  planes: readonly Float32Array[],
  pxPerMm: number,
  clearance: number,
  out: Uint8Array,
): void {
  const [red, green, blue] = planes;
  const sigma = VALLEY_SIGMA_MM * pxPerMm;
  for (const f of features) {
    const m = Math.ceil(Math.max(f.x1 - f.x0, f.y1 - f.y0) / 2);
    const X0 = Math.max(0, f.x0 - m);
    // Lines start under the feature: its upper half is no part of the window.
    const Y0 = Math.max(0, f.y0 + ((f.y1 - f.y0) >> 1));
    const X1 = Math.min(w, f.x1 + m);
    const Y1 = Math.min(h, f.y1 + m);
    const ww = X1 - X0;
    const wh = Y1 - Y0;
    if (ww < 5 || wh < 5) continue;
    const g = new Float32Array(ww * wh);
    for (let y = Y0; y < Y1; y++) {
      for (let x = X0; x < X1; x++) {
        const p = y * w + x;
        g[(y - Y0) * ww + x - X0] = 0.299 * red[p] + 0.587 * green[p] + 0.114 * blue[p];
      }
    }
    const b = gaussianBlur(g, ww, wh, sigma);
    // Valley depth: the larger eigenvalue of the Hessian (positive across a dark line), scale-normalised,
    // and the direction across the line quantised to 4 (0: along x, 1: diagonal \, 2: along y, 3: diagonal /).
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
    // Lines that start under the feature (a face's mouth is under its nose, a chin's crease under the lips):
    // seeds are strong ridge pixels next to the lowest part of the feature, grown along the ridge
    // (8-connected) over the weak threshold, never back along the feature's own rim.
    const touch = Math.max(2, Math.round(0.5 * pxPerMm));
    const nearFeature = new Uint8Array(ww * wh);
    for (let y = 0; y < wh; y++) {
      for (let x = 0; x < ww; x++) {
        if (labels[(y + Y0) * w + x + X0] !== f.label) continue;
        for (let yy = Math.max(0, y - touch); yy <= Math.min(wh - 1, y + touch); yy++)
          nearFeature.fill(1, yy * ww + Math.max(0, x - touch), yy * ww + Math.min(ww, x + touch + 1));
      }
    }
    const lowest = f.y1 - Y0 - Math.max(2, Math.round(LOWEST_SHARE * (f.y1 - f.y0)));
    const line = new Uint8Array(ww * wh);
    const stack: number[] = [];
    for (let y = Math.max(1, lowest); y < wh - 1; y++) {
      for (let x = 1; x < ww - 1; x++) {
        const p = y * ww + x;
        if (ridge[p] < VALLEY_HIGH || !nearFeature[p] || labels[(y + Y0) * w + x + X0] === f.label) continue;
        line[p] = 1;
        stack.push(p);
      }
    }
    const offsets = [-ww - 1, -ww, -ww + 1, -1, 1, ww - 1, ww, ww + 1];
    let count = 0;
    while (stack.length > 0) {
      const q = stack.pop()!;
      count++;
      for (const o of offsets) {
        const r = q + o;
        if (r < 0 || r >= line.length || line[r] || ridge[r] < VALLEY_LOW || nearFeature[r]) continue;
        line[r] = 1;
        stack.push(r);
      }
    }
    if (count < MIN_LINE_MM * pxPerMm) continue;
    const k = Math.ceil(clearance);
    for (let y = 0; y < wh; y++) {
      for (let x = 0; x < ww; x++) {
        if (!line[y * ww + x]) continue;
        const p = (y + Y0) * w + x + X0;
        const own = labels[p];
        if (own === 0) continue;
        let clear = true;
        for (let dy = -k; dy <= k && clear; dy++) {
          for (let dx = -k; dx <= k && clear; dx++) {
            const xx = x + X0 + dx;
            const yy = y + Y0 + dy;
            if (dx * dx + dy * dy > clearance * clearance) continue;
            // The picture's edge is a contour too.
            if (xx < 0 || yy < 0 || xx >= w || yy >= h) clear = false;
            else if (labels[yy * w + xx] !== own && labels[yy * w + xx] !== f.label) clear = false;
          }
        }
        // The line drawn as wide as a contour: a mouth is no thinner than the nose above it.
        if (clear) out[p] = out[p - 1] = out[p + 1] = out[p - w] = out[p + w] = 1;
      }
    }
  }
}

/** Closes the feature (-1 in `local`) by a disc of `radius`: its bays narrower than the disc join it. */
function closeBays(local: Int32Array, w: number, h: number, radius: number): void {
  const n = w * h;
  const big = 1e9;
  const d = new Float32Array(n);
  for (let p = 0; p < n; p++) d[p] = local[p] === -1 ? 0 : big;
  chamfer(d, local, w, h, false);
  // Distance from the outside of the dilated feature.
  const e = new Float32Array(n);
  for (let p = 0; p < n; p++) e[p] = d[p] <= radius ? big : 0;
  chamfer(e, local, w, h, false);
  for (let p = 0; p < n; p++) {
    if (local[p] > 0 && e[p] > radius) local[p] = -1;
  }
}

/**
 * In a window of labels with the feature marked -1: the pixels of other regions that no disc of `radius`
 * inside their own region reaches (slivers and necks), connected to the feature, become the feature's.
 */
function absorbSlivers(local: Int32Array, w: number, h: number, radius: number): void {
  const n = w * h;
  const big = 1e9;
  // Distance to the nearest pixel of another label (the window's edge is not a boundary).
  const d = new Float32Array(n);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const p = y * w + x;
      const l = local[p];
      const edge = (x > 0 && local[p - 1] !== l) || (x < w - 1 && local[p + 1] !== l) || (y > 0 && local[p - w] !== l) || (y < h - 1 && local[p + w] !== l);
      d[p] = edge ? 0 : big;
    }
  }
  chamfer(d, local, w, h, false);
  // Distance from the pixels at least `radius` inside their region, through their own region only.
  const e = new Float32Array(n);
  for (let p = 0; p < n; p++) e[p] = d[p] >= radius ? 0 : big;
  chamfer(e, local, w, h, true);
  // Pieces of a region the feature cut off from the rest of it (inside the window, clear of its edge).
  const piece = new Int32Array(n);
  let pieces = 0;
  const stack: number[] = [];
  const reach = radius + 1.5;
  for (let p = 0; p < n; p++) {
    if (local[p] <= 0 || piece[p] || e[p] > reach) continue;
    const members: number[] = [];
    let open = false;
    piece[p] = ++pieces;
    stack.push(p);
    while (stack.length > 0) {
      const q = stack.pop()!;
      members.push(q);
      const qx = q % w;
      if (qx === 0 || qx === w - 1 || q < w || q >= n - w) open = true;
      for (let k = 0; k < 4; k++) {
        if ((k === 0 && qx === 0) || (k === 1 && qx === w - 1) || (k === 2 && q < w) || (k === 3 && q >= n - w)) continue;
        const s = q + (k === 0 ? -1 : k === 1 ? 1 : k === 2 ? -w : w);
        if (piece[s] || local[s] !== local[p] || e[s] > reach) continue;
        piece[s] = pieces;
        stack.push(s);
      }
    }
    if (!open) for (const q of members) e[q] = big;
  }
  const queue: number[] = [];
  for (let p = 0; p < n; p++) if (local[p] === -1) queue.push(p);
  for (let head = 0; head < queue.length; head++) {
    const q = queue[head];
    const qx = q % w;
    for (let k = 0; k < 4; k++) {
      if ((k === 0 && qx === 0) || (k === 1 && qx === w - 1) || (k === 2 && q < w) || (k === 3 && q >= n - w)) continue;
      const s = q + (k === 0 ? -1 : k === 1 ? 1 : k === 2 ? -w : w);
      if (local[s] <= 0 || e[s] <= reach) continue;
      local[s] = -1;
      queue.push(s);
    }
  }
}

/** Two-pass chamfer distance in place; with `sameLabel`, only between pixels of the same label. */
function chamfer(d: Float32Array, labels: Int32Array, w: number, h: number, sameLabel: boolean): void {
  const D = Math.SQRT2;
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const p = y * w + x;
      let m = d[p];
      if (m === 0) continue;
      const l = labels[p];
      if (x > 0 && (!sameLabel || labels[p - 1] === l) && d[p - 1] + 1 < m) m = d[p - 1] + 1;
      if (y > 0) {
        const q = p - w;
        if ((!sameLabel || labels[q] === l) && d[q] + 1 < m) m = d[q] + 1;
        if (x > 0 && (!sameLabel || labels[q - 1] === l) && d[q - 1] + D < m) m = d[q - 1] + D;
        if (x < w - 1 && (!sameLabel || labels[q + 1] === l) && d[q + 1] + D < m) m = d[q + 1] + D;
      }
      d[p] = m;
    }
  }
  for (let y = h - 1; y >= 0; y--) {
    for (let x = w - 1; x >= 0; x--) {
      const p = y * w + x;
      let m = d[p];
      if (m === 0) continue;
      const l = labels[p];
      if (x < w - 1 && (!sameLabel || labels[p + 1] === l) && d[p + 1] + 1 < m) m = d[p + 1] + 1;
      if (y < h - 1) {
        const q = p + w;
        if ((!sameLabel || labels[q] === l) && d[q] + 1 < m) m = d[q] + 1;
        if (x < w - 1 && (!sameLabel || labels[q + 1] === l) && d[q + 1] + D < m) m = d[q + 1] + D;
        if (x > 0 && (!sameLabel || labels[q - 1] === l) && d[q - 1] + D < m) m = d[q - 1] + D;
      }
      d[p] = m;
    }
  }
}
