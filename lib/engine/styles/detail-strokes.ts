import { PX_PER_MM } from '../page/layout';
import { makePen, type Pen } from '../page/stamp';
import { findRuns, type RegionRuns } from '../regions/label';
import type { Detail } from '../types';
import { byDetail } from './context';
import { boundaryDistanceHere, type BoundaryDistance } from './boundary-distance';
import type { DetailEdgeMaps } from './detail-edges';

// What makes a subject recognisable (eyes, glasses, a mouth, petals, wing spots) is mostly inside the
// regions, where a colour segmentation draws nothing. The photo's own strongest edges are added there as
// open strokes with a thinner pen, as printed coloring books draw features inside their closed shapes.

// Dark spots (pupils, nostrils, a lip line, wing spots; `detailEdgeMaps` finds them) between these sizes in
// mm² are drawn as small filled shapes, as coloring books draw pupils.
const SPOT_MM2 = [1.2, 12] as const;
// Ink the subject's darkest spots may add on top of the strokes' budget, as a share of it.
const SPOT_SHARE = 0.2;
// The subject's strokes through a spot go first, up to this share of the strokes' budget.
const FEATURE_SHARE = 0.35;
// The dark lines that leave a feature drawn as a region (`featureLines`: the mouth under a nose) come on top
// of the strokes' budget, the longest first, up to this share of it.
const LINE_SHARE = 0.1;
// A stroke with at least this share of its pixels on a salient edge (marked 2 by `detailEdgeMaps`) is salient: it is chosen before the others.
const SALIENT_SHARE = 0.5;
// A salient stroke may take this many times its region's share: an eye is one small region holding both its
// iris's ring and its pupil, and the ring alone would spend the share (a cat's slit pupil was lost).
const SALIENT_SHARE_FACTOR = 2;
// A dark area is a spot when it is at least this wide for its length (the ratio of its spread across and
// along its main axis: 1 for a disc, width / length for a straight bar): a pupil, a wing spot, a dark frame's
// short arc, not the shadow along a nose, which as a filled spot drew a heavy bar beside the nose's lines.
const SPOT_WIDTH = 0.3;
// Spots at least this wide for their length are round (pupils, wing spots) and go before the longer ones
// (an arc of a frame, a lip's corner) when the spots' share of the budget runs short.
const ROUND_WIDTH = 0.5;
// A stroke with this many times as many pixels as its bounding box is long wanders (see `detailStrokes`).
const WANDER = 2.5;
// Shortest stroke kept on the subject (mm); the background needs BACKGROUND_FACTOR times as long a stroke.
const MIN_STROKE_MM = { low: 4, medium: 2.5, high: 2 } as const;
const BACKGROUND_FACTOR = { low: Infinity, medium: 3, high: 2 } as const;
// Ink the strokes may add, as a share of the picture; the page as a whole stays under MAX_INK.
const STROKE_INK = { low: 0.015, medium: 0.03, high: 0.04 } as const;
const MAX_INK = { low: 0.095, medium: 0.105, high: 0.11 } as const;
/** The detail pen draws half the contour's width, never under the printable 0.4 mm. */
export const detailLineMm = (lineMm: number) => Math.max(0.4, lineMm / 2);
/** How far a stroke stays from a contour (mm): a stroke closer than both pens and a 0.8 mm gap would pinch a sliver of white off. */
export const detailClearanceMm = (lineMm: number) => (lineMm + detailLineMm(lineMm)) / 2 + 0.8;

export interface DetailStrokeInput {
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
  /** Finds the distances to the region boundaries, e.g. on two threads (`boundaryDistanceHere` by default). */
  boundaryDistance?: BoundaryDistance;
  /** Labels from this one on are features drawn as regions of their own (`carveFeatures`): no strokes inside, spots only. */
  plainFrom?: number;
  /** The dark lines that leave those features (`featureLines`, already clear of the other contours), or none. */
  lines?: Uint8Array | null;
}

/**
 * What the detail strokes need of the regions alone (`strokeRegions`): found before the photo's maps, which
 * another thread may still be finding (`DetailEdges`).
 */
export interface StrokeRegions {
  /** Distances to the region boundaries, exact under the strokes' clearance (`BoundaryDistance`). */
  distance: Float32Array;
  /** Each region's pixels, and those of them on the subject. */
  pixels: Int32Array;
  subjectPixels: Int32Array;
}

export function strokeRegions(input: DetailStrokeInput): StrokeRegions {
  const { labels, subject, width: w, height: h, pxPerMm, lineMm } = input;
  // Only ever compared with the clearance or half of it: exact under the clearance is enough.
  const distance = (input.boundaryDistance ?? boundaryDistanceHere)(labels, w, h, detailClearanceMm(lineMm) * pxPerMm);
  let maxLabel = 0;
  for (let p = 0; p < labels.length; p++) if (labels[p] > maxLabel) maxLabel = labels[p];
  const pixels = new Int32Array(maxLabel + 1);
  const subjectPixels = new Int32Array(maxLabel + 1);
  // A run of one label counted at once.
  let runLabel = labels[0];
  let runLength = 0;
  for (let p = 0; p < labels.length; p++) {
    const l = labels[p];
    if (l !== runLabel) {
      pixels[runLabel] += runLength;
      runLabel = l;
      runLength = 0;
    }
    runLength++;
    if (subject && subject[p]) subjectPixels[l]++;
  }
  if (labels.length > 0) pixels[runLabel] += runLength;
  return { distance, pixels, subjectPixels };
}

/**
 * The detail strokes (1 = stroke pixel) at the segmentation's size, ready for `inkStrokes`, from the photo's
 * maps and what they need of the regions (`strokeRegions`, found here when not given).
 */
export function detailStrokes(input: DetailStrokeInput, maps: DetailEdgeMaps, regions: StrokeRegions = strokeRegions(input)): Uint8Array {
  const { labels, subject, width: w, height: h, pxPerMm, detail, lineMm } = input;
  const { distance, pixels, subjectPixels } = regions;
  const maxLabel = pixels.length - 1;
  // 1 on a stroke, 2 on a salient one (read per stroke below), until the kept strokes are set to 1 at the end.
  const strokes = maps.edges;
  const clearance = detailClearanceMm(lineMm) * pxPerMm;
  const lines = input.lines ?? null;
  const spots = maps.dark;
  const near = clearance / 2;
  const plainFrom = input.plainFrom ?? Infinity;
  // One pass: the strokes cleared near a contour, off the picture or inside a feature drawn as a region, and
  // the spot candidates cleared nearer a contour than half that.
  // Salient pixels cleared here on a spot candidate: a spot filled back in over them keeps their mark.
  const clearedSalient: number[] = [];
  for (let p = 0; p < strokes.length; p++) {
    if (strokes[p]) {
      const l = labels[p];
      if (distance[p] < clearance || l === 0 || l >= plainFrom) {
        if (strokes[p] === 2 && spots[p]) clearedSalient.push(p);
        strokes[p] = 0;
      }
    }
    if (spots[p] && (labels[p] === 0 || distance[p] < near)) spots[p] = 0;
    if (lines && lines[p] && labels[p] === 0) lines[p] = 0;
  }
  const spotRuns = darkSpots(spots, w, h, input);
  // A spot's pixels join the strokes; those on a salient edge keep its mark.
  for (let r = 0; r < spotRuns.runs.runs; r++) {
    if (!spotRuns.kept[spotRuns.runs.region[r]]) continue;
    const row = spotRuns.runs.row[r] * w;
    for (let p = row + spotRuns.runs.start[r]; p < row + spotRuns.runs.end[r]; p++) if (!strokes[p]) strokes[p] = 1;
  }
  for (const p of clearedSalient) if (strokes[p]) strokes[p] = 2;
  // The strokes as runs joined into 8-connected parts: no label image, each part's pixels read run by run.
  const parts = findRuns(strokes, w, h, 8);
  // Per stroke: its pixels on the subject, the depth of the deepest spot it holds (0: none), and its region
  // (that of its last pixel).
  const onSubject = new Int32Array(parts.count + 1);
  const onSalient = new Int32Array(parts.count + 1);
  const spotOf = new Uint8Array(parts.count + 1);
  const regionOf = new Int32Array(parts.count + 1);
  const ends = new Int32Array(parts.count + 1);
  // Each stroke's bounding box: how far it reaches against how many pixels it has.
  const x0 = new Int32Array(parts.count + 1).fill(w);
  const x1 = new Int32Array(parts.count + 1);
  const y0 = new Int32Array(parts.count + 1).fill(h);
  const y1 = new Int32Array(parts.count + 1);
  for (let r = 0; r < parts.runs; r++) {
    const id = parts.region[r];
    const row = parts.row[r] * w;
    if (parts.start[r] < x0[id]) x0[id] = parts.start[r];
    if (parts.end[r] > x1[id]) x1[id] = parts.end[r];
    if (parts.row[r] < y0[id]) y0[id] = parts.row[r];
    if (parts.row[r] + 1 > y1[id]) y1[id] = parts.row[r] + 1;
    for (let p = row + parts.start[r]; p < row + parts.end[r]; p++) {
      if (!subject || subject[p]) onSubject[id]++;
      onSalient[id] += strokes[p] >> 1;
      if (spots[p] > spotOf[id]) spotOf[id] = spots[p];
      // The stroke pixels around (1 or 2 each counts one: (v + 1) >> 1). Strokes are cleared near the
      // picture's edge, so every neighbour is inside it.
      const around =
        ((strokes[p - w - 1] + 1) >> 1) +
        ((strokes[p - w] + 1) >> 1) +
        ((strokes[p - w + 1] + 1) >> 1) +
        ((strokes[p - 1] + 1) >> 1) +
        ((strokes[p + 1] + 1) >> 1) +
        ((strokes[p + w - 1] + 1) >> 1) +
        ((strokes[p + w] + 1) >> 1) +
        ((strokes[p + w + 1] + 1) >> 1);
      if (around === 1) ends[id]++;
    }
    regionOf[id] = labels[row + parts.end[r] - 1];
  }
  const minPixels = byDetail(detail, MIN_STROKE_MM) * pxPerMm;
  const backgroundMin = minPixels * byDetail(detail, BACKGROUND_FACTOR);
  // Longest strokes first, subject before background, until the ink budget is spent.
  const candidates: number[] = [];
  for (let id = 1; id <= parts.count; id++) {
    const length = parts.areas[id];
    // A squiggle (an open stroke, two ends or more, with WANDER times as many pixels as its bounding box is
    // long, through no dark spot) follows no shape: fur and foliage make them, and they read as noise.
    // Closed loops (a seed, a pupil) and strokes through a spot stay.
    if (!spotOf[id] && ends[id] >= 2 && length > WANDER * Math.max(x1[id] - x0[id], y1[id] - y0[id])) continue;
    if (spotOf[id] || length >= (2 * onSubject[id] >= length ? minPixels : backgroundMin)) candidates.push(id);
  }
  // Spots and the subject's strokes first: they are what the subject is recognised by. Salient strokes
  // come before all others, so they are the first to take their region's share.
  const score = (id: number) => parts.areas[id] * (2 * onSubject[id] >= parts.areas[id] ? 2 : 1) * (spotOf[id] ? 16 : 1);
  const isSalient = (id: number) => (onSalient[id] >= SALIENT_SHARE * parts.areas[id] ? 1 : 0);
  candidates.sort((a, b) => isSalient(b) - isSalient(a) || score(b) - score(a) || a - b);
  const budget = Math.max(0, Math.min(byDetail(detail, STROKE_INK), byDetail(detail, MAX_INK) - input.contourInk)) * w * h;
  const perPixel = detailLineMm(lineMm) * pxPerMm;
  // Each region first gets its share of the budget (by the root of its area, the subject's counting four times), so a face is
  // not left blank because the folds of a jacket are longer than its eyes; what is left goes by score.
  // The square root flattens the shares: a face is small next to a jacket but holds most of the features.
  const weight = new Float64Array(maxLabel + 1);
  // A feature drawn as a region of its own holds no strokes, so it takes no share.
  for (let r = 0; r <= maxLabel; r++) weight[r] = r >= plainFrom ? 0 : Math.sqrt(subject ? pixels[r] + 3 * subjectPixels[r] : 4 * pixels[r]);
  let total = 0;
  for (let r = 1; r <= maxLabel; r++) total += weight[r];
  const spent = new Float64Array(maxLabel + 1);
  const keep = new Uint8Array(parts.count + 1);
  // On top of the strokes' budget, the subject's spots on their own, the round ones first, then the darkest,
  // up to a share of it: a pupil is a few pixels, and a small, soft face spends its region's share on one eye
  // with its lids and the mouth's line, and loses the other eye.
  const { runs: dark, kept: isSpot } = spotRuns;
  const spotOnSubject = new Int32Array(dark.count + 1);
  const spotDepth = new Uint8Array(dark.count + 1);
  for (let r = 0; r < dark.runs; r++) {
    const id = dark.region[r];
    if (!isSpot[id]) continue;
    const row = dark.row[r] * w;
    for (let p = row + dark.start[r]; p < row + dark.end[r]; p++) {
      if (!subject || subject[p]) spotOnSubject[id]++;
      if (spots[p] > spotDepth[id]) spotDepth[id] = spots[p];
    }
  }
  const spotOrder: number[] = [];
  for (let id = 1; id <= dark.count; id++) if (isSpot[id] && 2 * spotOnSubject[id] >= dark.areas[id]) spotOrder.push(id);
  spotOrder.sort((a, b) => isSpot[b] - isSpot[a] || spotDepth[b] - spotDepth[a] || dark.areas[a] - dark.areas[b] || a - b);
  const keepSpot = new Uint8Array(dark.count + 1);
  let spotInk = 0;
  for (const id of spotOrder) {
    // A filled spot inks its area and half the pen around it.
    const cost = dark.areas[id] + 1.8 * Math.sqrt(dark.areas[id]) * perPixel;
    if (spotInk + cost > SPOT_SHARE * budget) break;
    spotInk += cost;
    keepSpot[id] = 1;
  }
  let ink = 0;
  // The lines leaving a feature drawn as a region (see `featureLines`), on top of the budget: the longest
  // first, as long as a stroke must be.
  const lineParts = lines ? findRuns(lines, w, h, 8) : null;
  const keepLine = new Uint8Array((lineParts?.count ?? 0) + 1);
  if (lineParts) {
    const order: number[] = [];
    for (let id = 1; id <= lineParts.count; id++) if (lineParts.areas[id] >= minPixels) order.push(id);
    order.sort((a, b) => lineParts.areas[b] - lineParts.areas[a] || a - b);
    let lineInk = 0;
    for (const id of order) {
      const cost = lineParts.areas[id] * perPixel;
      if (lineInk + cost > LINE_SHARE * budget) continue;
      lineInk += cost;
      keepLine[id] = 1;
    }
  }
  // First the subject's strokes through a spot (an eye with its lids, a mouth), up to a share of the budget:
  // a small face is one small region, whose share alone buys one eye of a portrait that fills a third of the page.
  // They do not use up their region's share: the region's other features (a pupil's outline, a brow) still get it.
  const features = candidates.filter((id) => spotOf[id] && 2 * onSubject[id] >= parts.areas[id]);
  // The deepest spots first: eyes and a mouth are the darkest marks of a face.
  features.sort((a, b) => spotOf[b] - spotOf[a] || parts.areas[b] - parts.areas[a] || a - b);
  for (const id of features) {
    const cost = parts.areas[id] * perPixel;
    if (ink + cost > FEATURE_SHARE * budget) continue;
    ink += cost;
    keep[id] = 1;
  }
  for (const id of candidates) {
    if (keep[id]) continue;
    const cost = parts.areas[id] * perPixel;
    const r = regionOf[id];
    if (spent[r] + cost > (budget * weight[r] * (isSalient(id) ? SALIENT_SHARE_FACTOR : 1)) / total || ink + cost > budget) continue;
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
  // Of a stroke not kept, only the pixels of a kept spot stay.
  for (let r = 0; r < dark.runs; r++) if (isSpot[dark.region[r]] && !keepSpot[dark.region[r]]) fillRun(spots, dark, r, w, 0);
  for (let r = 0; r < parts.runs; r++) {
    const row = parts.row[r] * w;
    if (keep[parts.region[r]]) fillRun(strokes, parts, r, w, 1);
    else for (let p = row + parts.start[r]; p < row + parts.end[r]; p++) strokes[p] = spots[p] ? 1 : 0;
  }
  if (lineParts) for (let r = 0; r < lineParts.runs; r++) if (keepLine[lineParts.region[r]]) fillRun(strokes, lineParts, r, w, 1);
  return strokes;
}

/** Sets a run's pixels to `value`. */
function fillRun(mask: Uint8Array, runs: RegionRuns, r: number, w: number, value: number): void {
  const row = runs.row[r] * w;
  mask.fill(value, row + runs.start[r], row + runs.end[r]);
}

/**
 * Of the pixels darker than their surroundings (`dark`: by how much, already cleared near the contours and
 * off the picture), the small areas: the runs of the dark pixels and, per part, whether it is a spot
 * (`kept`: 0 not, 1 a long one, 2 a round one, see SPOT_WIDTH; the pixels of the other parts are cleared in
 * place).
 */
function darkSpots(dark: Uint8Array, w: number, h: number, input: DetailStrokeInput) {
  const { pxPerMm } = input;
  const runs = findRuns(dark, w, h, 8);
  const mm2 = pxPerMm * pxPerMm;
  const kept = new Uint8Array(runs.count + 1);
  // Each part's second moments, for its elongation (SPOT_WIDTH): sums of x, y, x², y² and xy over its pixels.
  const n = runs.count + 1;
  const sx = new Float64Array(n);
  const sy = new Float64Array(n);
  const sxx = new Float64Array(n);
  const syy = new Float64Array(n);
  const sxy = new Float64Array(n);
  // Σx and Σx² over x in [0, k) in closed form, so a run's sums cost two subtractions.
  const sum1 = (k: number) => (k * (k - 1)) / 2;
  const sum2 = (k: number) => ((k - 1) * k * (2 * k - 1)) / 6;
  for (let r = 0; r < runs.runs; r++) {
    const id = runs.region[r];
    const y = runs.row[r];
    const len = runs.end[r] - runs.start[r];
    const x1 = sum1(runs.end[r]) - sum1(runs.start[r]);
    sx[id] += x1;
    sxx[id] += sum2(runs.end[r]) - sum2(runs.start[r]);
    sy[id] += len * y;
    syy[id] += len * y * y;
    sxy[id] += x1 * y;
  }
  for (let id = 1; id <= runs.count; id++) {
    const area = runs.areas[id];
    if (area < SPOT_MM2[0] * mm2 || area > SPOT_MM2[1] * mm2) continue;
    const mx = sx[id] / area;
    const my = sy[id] / area;
    const vxx = sxx[id] / area - mx * mx;
    const vyy = syy[id] / area - my * my;
    const vxy = sxy[id] / area - mx * my;
    // The spread along the part's two axes (eigenvalues of its covariance); their roots' ratio is its width
    // over its length, 1 for a disc, about w / l for a straight bar of w by l.
    const half = (vxx + vyy) / 2;
    const root = Math.sqrt(((vxx - vyy) / 2) ** 2 + vxy * vxy);
    const ratio = Math.sqrt(Math.max(0, half - root) / Math.max(1e-9, half + root));
    kept[id] = ratio < SPOT_WIDTH ? 0 : ratio < ROUND_WIDTH ? 1 : 2;
  }
  for (let r = 0; r < runs.runs; r++) if (!kept[runs.region[r]]) fillRun(dark, runs, r, w, 0);
  return { runs, kept };
}

/** The detail pen: half the contour's width (`detailLineMm`), in page pixels. */
export function detailPen(lineMm: number): Pen {
  return makePen((detailLineMm(lineMm) / 2) * PX_PER_MM);
}
