import { findRuns } from '../regions/label';
import { featureNostrils, greyWindow, noseShaped, VALLEY_LOW, valleyRidges } from './feature-valleys';

// A pink nose drawn as a thin outline floating inside the muzzle's region reads as "something there", not
// as a nose: a coloring book draws it as a shape of its own with the contour's pen, its dark rim included,
// meeting the muzzle's contours, and the mouth's line under it. Each red feature (`redFeatures`) therefore
// becomes a region of its own, grown into the darker pixels around it (a nose's rim, a nostril), with its
// bays closed and the slivers and cut-off pieces it would leave against the contours nearby taken into it;
// the dark lines that leave it downwards (`featureLines`) become strokes, and so do a nose's nostrils inside
// it (`featureNostrils`). All of it happens in small windows around the features, so it costs next to
// nothing on a page without them.

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
// The lowest share of a feature's height its lines may start from.
const LOWEST_SHARE = 0.15;
// Shortest line kept (mm, all its pieces together).
const MIN_LINE_MM = 3;

/**
 * The dark lines (valleys of the grey of `planes`) that start next to the lowest part of a carved feature
 * and run out of it into the regions around it, under a nose completed to both sides (`mirrorLonelyHalf`),
 * as stroke pixels into `out` (at the labels' size, drawn a pixel wider on each side), kept `clearance`
 * pixels clear of every contour but the feature's own; and a nose's nostrils (`featureNostrils`).
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
  const sigma = VALLEY_SIGMA_MM * pxPerMm;
  for (const f of features) {
    featureNostrils(labels, w, f, planes, pxPerMm, clearance, out);
    const m = Math.ceil(Math.max(f.x1 - f.x0, f.y1 - f.y0) / 2);
    const X0 = Math.max(0, f.x0 - m);
    // Lines start under the feature: its upper half is no part of the window.
    const Y0 = Math.max(0, f.y0 + ((f.y1 - f.y0) >> 1));
    const X1 = Math.min(w, f.x1 + m);
    const Y1 = Math.min(h, f.y1 + m);
    const ww = X1 - X0;
    const wh = Y1 - Y0;
    if (ww < 5 || wh < 5) continue;
    const ridge = valleyRidges(greyWindow(planes, w, X0, Y0, X1, Y1), ww, wh, sigma);
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
    // The axis: the middle of the feature's lowest row (a nose's tip, the lower lip's middle).
    let sumX = 0;
    let nX = 0;
    for (let x = f.x0; x < f.x1; x++) {
      if (labels[(f.y1 - 1) * w + x] !== f.label) continue;
      sumX += x - X0;
      nX++;
    }
    if (nX > 0 && noseShaped(labels, w, f)) mirrorLonelyHalf(line, ridge, nearFeature, ww, wh, sumX / nX, MOUTH_REACH * (f.x1 - f.x0), pxPerMm);
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

// A mouth under a nose is symmetric about the groove, and a face lit from one side shows one half far
// fainter than the other: under a feature of a nose's shape (`noseShaped`), a line found on one side of its
// axis only (the other side holding under MIRROR_SHARE of its pixels, beyond MIRROR_GAP_MM of the axis) is
// mirrored onto the other side, when the photo shows a valley within MIRROR_SNAP_MM of at least
// MIRROR_EVIDENCE of the mirrored pixels (on the cat's fur 0.48 where the faint half is, 0.14–0.19 for the
// same line moved 1–3 mm lower).
const MIRROR_GAP_MM = 1;
const MIRROR_SHARE = 0.25;
const MIRROR_SNAP_MM = 1;
const MIRROR_EVIDENCE = 0.4;
// A mouth's half reaches this share of the nose's width from the axis; the line found may run on along the
// muzzle's edge, and a page's detail budget takes the two halves one by one (longest first), so at their
// full length one of them may be left out and the mouth be lopsided again.
const MOUTH_REACH = 0.6;

/**
 * Adds to `line` (a window of `ww`×`wh`) the mirror image, about the vertical through `axis`, of its
 * pixels on the side that has nearly all of them (see MIRROR_SHARE), where the faint side's `ridge` backs
 * it up (see MIRROR_EVIDENCE); pixels next to the feature (`nearFeature`) are left out. Then both halves
 * end `reach` pixels from the axis.
 */
function mirrorLonelyHalf(
  line: Uint8Array,
  ridge: Float32Array,
  nearFeature: Uint8Array,
  ww: number,
  wh: number,
  axis: number,
  reach: number,
  pxPerMm: number,
): void {
  const gap = MIRROR_GAP_MM * pxPerMm;
  let left = 0;
  let right = 0;
  for (let p = 0; p < line.length; p++) {
    if (!line[p]) continue;
    const x = p % ww;
    if (x < axis - gap) left++;
    else if (x > axis + gap) right++;
  }
  const rich = Math.max(left, right);
  if (rich < MIN_LINE_MM * pxPerMm || Math.min(left, right) > MIRROR_SHARE * rich) return;
  const fromLeft = left > right;
  const twice = Math.round(2 * axis);
  const mirrored: number[] = [];
  for (let p = 0; p < line.length; p++) {
    if (!line[p]) continue;
    const x = p % ww;
    if (fromLeft ? x >= axis : x <= axis) continue;
    const mx = twice - x;
    const y = (p - x) / ww;
    if (mx < 1 || mx >= ww - 1) continue;
    const q = y * ww + mx;
    if (!line[q] && !nearFeature[q]) mirrored.push(q);
  }
  if (mirrored.length === 0) return;
  const snap = Math.max(1, Math.round(MIRROR_SNAP_MM * pxPerMm));
  let backed = 0;
  for (const q of mirrored) {
    const qx = q % ww;
    const qy = (q - qx) / ww;
    let found = false;
    for (let y = Math.max(0, qy - snap); y <= Math.min(wh - 1, qy + snap) && !found; y++) {
      for (let x = Math.max(0, qx - snap); x <= Math.min(ww - 1, qx + snap) && !found; x++) {
        if (ridge[y * ww + x] > 0 && (x - qx) ** 2 + (y - qy) ** 2 <= snap * snap) found = true;
      }
    }
    if (found) backed++;
  }
  if (backed < MIRROR_EVIDENCE * mirrored.length) return;
  for (const q of mirrored) line[q] = 1;
  // Both halves end where a mouth's half does (see MOUTH_REACH).
  for (let p = 0; p < line.length; p++) if (line[p] && Math.abs((p % ww) - axis) > reach) line[p] = 0;
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
