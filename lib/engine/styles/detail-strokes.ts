import type { PageLayout } from '../page/layout';
import { PX_PER_MM } from '../page/layout';
import { makePen, stampDisc, stampSegment } from '../page/stamp';
import { gaussianBlur } from '../raster/blur';
import { labelRegions } from '../regions/label';
import type { Detail } from '../types';
import { byDetail } from './context';
import { cannyEdges } from './edges';

// What makes a subject recognisable (eyes, glasses, a mouth, petals, wing spots) is mostly inside the
// regions, where a colour segmentation draws nothing. The photo's own strongest edges are added there as
// open strokes with a thinner pen, as printed coloring books draw features inside their closed shapes.

// Smoothing (mm at print size) and the share of edge candidates kept, per detail level.
const SIGMA_MM = { low: 0.7, medium: 0.5, high: 0.4 } as const;
// Dark spots (pupils, nostrils, a lip line, wing spots): darker than their surroundings by this many grey
// levels, between these sizes in mm², drawn as small filled shapes as coloring books draw pupils.
const SPOT_CONTRAST = { low: 36, medium: 28, high: 22 } as const;
const SPOT_MM2 = [1.2, 12] as const;
const HIGH_QUANTILE = { low: 0.95, medium: 0.9, high: 0.86 } as const;
// Shortest stroke kept on the subject (mm); the background needs BACKGROUND_FACTOR times as long a stroke.
const MIN_STROKE_MM = { low: 4, medium: 2.5, high: 2 } as const;
const BACKGROUND_FACTOR = { low: Infinity, medium: 3, high: 2 } as const;
// Ink the strokes may add, as a share of the picture; the page as a whole stays under MAX_INK.
const STROKE_INK = { low: 0.015, medium: 0.03, high: 0.04 } as const;
const MAX_INK = { low: 0.095, medium: 0.105, high: 0.11 } as const;
/** The detail pen draws half the contour's width, never under the printable 0.4 mm. */
export const detailLineMm = (lineMm: number) => Math.max(0.4, lineMm / 2);

export interface DetailStrokeInput {
  /** Grey of the picture at the segmentation's size. */
  grey: Float32Array;
  /** Final region labels at that size (0 = removed background). */
  labels: Int32Array;
  /** 1 where the subject is (null: no clear subject, the whole picture counts as one). */
  subject: Uint8Array | null;
  width: number;
  height: number;
  pxPerMm: number;
  detail: Detail;
  lineMm: number;
  /** Ink share the region boundaries already take. */
  contourInk: number;
}

/** The detail strokes (1 = stroke pixel) at the segmentation's size, ready for `inkDetailStrokes`. */
export function detailStrokes(input: DetailStrokeInput): Uint8Array {
  const { grey, labels, subject, width: w, height: h, pxPerMm, detail, lineMm } = input;
  const smooth = gaussianBlur(grey, w, h, byDetail(detail, SIGMA_MM) * pxPerMm);
  const strokes = cannyEdges(smooth, w, h, byDetail(detail, HIGH_QUANTILE));
  // A stroke closer to a contour than both pens and a 0.8 mm gap would pinch a sliver of white off.
  const clearance = ((lineMm + detailLineMm(lineMm)) / 2 + 0.8) * pxPerMm;
  const distance = boundaryDistance(labels, w, h);
  for (let p = 0; p < strokes.length; p++) if (strokes[p] && (distance[p] < clearance || labels[p] === 0)) strokes[p] = 0;
  const spots = darkSpots(grey, smooth, labels, distance, clearance / 2, input);
  for (let p = 0; p < strokes.length; p++) if (spots[p]) strokes[p] = 1;
  const parts = labelRegions(strokes, w, h, 8);
  const onSubject = new Int32Array(parts.count + 1);
  for (let p = 0; p < strokes.length; p++) if (strokes[p] && (!subject || subject[p])) onSubject[parts.labels[p]]++;
  const spotOf = new Uint8Array(parts.count + 1);
  for (let p = 0; p < strokes.length; p++) if (spots[p]) spotOf[parts.labels[p]] = 1;
  const minPixels = byDetail(detail, MIN_STROKE_MM) * pxPerMm;
  const backgroundMin = minPixels * byDetail(detail, BACKGROUND_FACTOR);
  // Longest strokes first, subject before background, until the ink budget is spent.
  const candidates: number[] = [];
  for (let id = 1; id <= parts.count; id++) {
    const length = parts.areas[id];
    if (spotOf[id] || length >= (2 * onSubject[id] >= length ? minPixels : backgroundMin)) candidates.push(id);
  }
  // Spots and the subject's strokes first: they are what the subject is recognised by.
  const score = (id: number) => parts.areas[id] * (2 * onSubject[id] >= parts.areas[id] ? 2 : 1) * (spotOf[id] ? 16 : 1);
  candidates.sort((a, b) => score(b) - score(a) || a - b);
  const budget = Math.max(0, Math.min(byDetail(detail, STROKE_INK), byDetail(detail, MAX_INK) - input.contourInk)) * w * h;
  const perPixel = detailLineMm(lineMm) * pxPerMm;
  // Each region first gets its share of the budget (by the root of its area, the subject's counting four times), so a face is
  // not left blank because the folds of a jacket are longer than its eyes; what is left goes by score.
  const regionOf = new Int32Array(parts.count + 1);
  for (let p = 0; p < strokes.length; p++) if (strokes[p]) regionOf[parts.labels[p]] = labels[p];
  let maxLabel = 0;
  for (let p = 0; p < labels.length; p++) if (labels[p] > maxLabel) maxLabel = labels[p];
  const area = new Float64Array(maxLabel + 1);
  for (let p = 0; p < labels.length; p++) area[labels[p]] += subject && !subject[p] ? 1 : 4;
  // The square root flattens the shares: a face is small next to a jacket but holds most of the features.
  const weight = area.map(Math.sqrt);
  let total = 0;
  for (let r = 1; r <= maxLabel; r++) total += weight[r];
  const spent = new Float64Array(maxLabel + 1);
  const keep = new Uint8Array(parts.count + 1);
  let ink = 0;
  for (const id of candidates) {
    const cost = parts.areas[id] * perPixel;
    const r = regionOf[id];
    if (spent[r] + cost > (budget * weight[r]) / total) continue;
    spent[r] += cost;
    ink += cost;
    keep[id] = 1;
  }
  for (const id of candidates) {
    const cost = parts.areas[id] * perPixel;
    if (keep[id] || ink + cost > budget) continue;
    ink += cost;
    keep[id] = 1;
  }
  for (let p = 0; p < strokes.length; p++) if (strokes[p] && !keep[parts.labels[p]]) strokes[p] = 0;
  return strokes;
}

/** Small areas clearly darker than their surroundings, away from the contours, on the subject's side of the page. */
function darkSpots(grey: Float32Array, smooth: Float32Array, labels: Int32Array, distance: Float32Array, clearance: number, input: DetailStrokeInput): Uint8Array {
  const { width: w, height: h, pxPerMm, detail } = input;
  const surround = gaussianBlur(grey, w, h, 1.5 * pxPerMm);
  const contrast = byDetail(detail, SPOT_CONTRAST);
  const dark = new Uint8Array(w * h);
  for (let p = 0; p < dark.length; p++) dark[p] = smooth[p] < surround[p] - contrast && labels[p] !== 0 && distance[p] >= clearance ? 1 : 0;
  const parts = labelRegions(dark, w, h, 8);
  const mm2 = pxPerMm * pxPerMm;
  for (let p = 0; p < dark.length; p++) {
    if (!dark[p]) continue;
    const area = parts.areas[parts.labels[p]];
    if (area < SPOT_MM2[0] * mm2 || area > SPOT_MM2[1] * mm2) dark[p] = 0;
  }
  return dark;
}

/** Inks the strokes onto the page with the detail pen, each pixel joined to its stroke neighbours. */
export function inkDetailStrokes(strokes: Uint8Array, w: number, h: number, layout: PageLayout, lineMm: number, page: Uint8Array): void {
  const pen = makePen((detailLineMm(lineMm) / 2) * PX_PER_MM);
  const { scale, content } = layout;
  const at = (v: number, origin: number) => origin + (v + 0.5) * scale;
  const pw = layout.width;
  const ph = layout.height;
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      if (!strokes[y * w + x]) continue;
      const px = at(x, content.x);
      const py = at(y, content.y);
      let joined = false;
      // Forward neighbours only, so each link is drawn once.
      for (const [dx, dy] of FORWARD) {
        const xx = x + dx;
        const yy = y + dy;
        if (xx < 0 || xx >= w || yy >= h || !strokes[yy * w + xx]) continue;
        stampSegment(page, pw, ph, px, py, at(xx, content.x), at(yy, content.y), pen);
        joined = true;
      }
      if (!joined) stampDisc(page, pw, ph, px, py, pen);
    }
  }
}

const FORWARD: readonly [number, number][] = [[1, 0], [-1, 1], [0, 1], [1, 1]];

/** Chamfer distance (pixels) to the nearest region boundary or picture edge. */
function boundaryDistance(labels: Int32Array, w: number, h: number): Float32Array {
  const d = new Float32Array(w * h).fill(1e9);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const p = y * w + x;
      const l = labels[p];
      if (x === 0 || y === 0 || x === w - 1 || y === h - 1 || labels[p + 1] !== l || labels[p + w] !== l || labels[p - 1] !== l || labels[p - w] !== l) d[p] = 0;
    }
  }
  const D = Math.SQRT2;
  for (let y = 1; y < h; y++) {
    for (let x = 1; x < w - 1; x++) {
      const p = y * w + x;
      d[p] = Math.min(d[p], d[p - 1] + 1, d[p - w] + 1, d[p - w - 1] + D, d[p - w + 1] + D);
    }
  }
  for (let y = h - 2; y >= 0; y--) {
    for (let x = w - 2; x > 0; x--) {
      const p = y * w + x;
      d[p] = Math.min(d[p], d[p + 1] + 1, d[p + w] + 1, d[p + w + 1] + D, d[p + w - 1] + D);
    }
  }
  return d;
}
