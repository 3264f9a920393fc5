import { findRuns } from '../regions/label';

// A pink nose on tan fur, a red mouth on a face: features told apart by their colour more than by their
// brightness. The lightness edges of the detail strokes find them weakly (their edge is part of the fur's
// texture of edges), and the merge joins a small feature of its own colour into its surroundings. What sets
// them apart is that they are the reddest parts of the subject: the areas where the redness of the smoothed
// photo (red minus green) is well above the subject's usual redness.

// Redness above the subject's median that makes a feature (grey levels of red minus green).
const REDNESS_MARGIN = 28;
// And somewhere this far above it: a nose or lips are redder than the fur or skin around them by far more
// than the margin, a patch of ginger fur or a flushed cheek only just.
const PEAK_MARGIN = 44;
// Area over perimeter (mm; a strip's is half its width): a thinner shape drawn as a region would be a
// sliver of white.
const MIN_WIDTH_MM = 0.9;
// White left inside the shape with half a millimetre taken off its edge (mm²): well over the page's smallest
// region, so the report's pocket repair never inks a feature solid.
const MIN_INSIDE_MM2 = 8;
// A feature's area (mm²): full lips or a dog's nose up to a cat's nose filling the page.
const FEATURE_MM2 = [10, 400] as const;
// And at most this share of the picture: a red shirt or a red flower is a region, not a feature.
const MAX_SHARE = 0.02;

/**
 * The subject's red features (1 = inside one) at the segmentation's size: the compact areas of the smoothed
 * planes `rgb` whose redness (red minus green) is `REDNESS_MARGIN` above the median of the subject
 * (`subject`, or the whole picture when null), inside the picture (`labels` not 0).
 */
export function redFeatures(rgb: readonly Float32Array[], labels: Int32Array, subject: Uint8Array | null, w: number, h: number, pxPerMm: number): Uint8Array {
  const [red, green] = rgb;
  const n = w * h;
  // Histogram of the redness (−255..255, in whole grey levels) over the subject, every other pixel of every
  // other row: a median needs no more, and this pass costs a quarter of a full one.
  const hist = new Int32Array(512);
  let counted = 0;
  for (let y = 0; y < h; y += 2) {
    for (let p = y * w, end = p + w; p < end; p += 2) {
      if (labels[p] === 0 || (subject && !subject[p])) continue;
      hist[(red[p] - green[p] + 256) | 0]++;
      counted++;
    }
  }
  const out = new Uint8Array(n);
  if (counted === 0) return out;
  let median = 0;
  for (let acc = 0; median < 511; median++) if ((acc += hist[median]) * 2 >= counted) break;
  const threshold = median - 256 + REDNESS_MARGIN;
  const mask = new Uint8Array(n);
  for (let p = 0; p < n; p++) if (red[p] - green[p] >= threshold && labels[p] !== 0) mask[p] = 1;
  const blobs = findRuns(mask, w, h, 8);
  const mm2 = pxPerMm * pxPerMm;
  const maxArea = Math.min(FEATURE_MM2[1] * mm2, MAX_SHARE * n);
  const kept = new Uint8Array(blobs.count + 1);
  const onSubject = new Int32Array(blobs.count + 1);
  const peak = new Float32Array(blobs.count + 1);
  // Only the blobs of a feature's size away from the picture's border are measured further.
  const sized = new Uint8Array(blobs.count + 1);
  for (let id = 1; id <= blobs.count; id++)
    sized[id] = blobs.areas[id] >= FEATURE_MM2[0] * mm2 && blobs.areas[id] <= maxArea && !blobs.touchesBorder[id] ? 1 : 0;
  for (let r = 0; r < blobs.runs; r++) {
    const row = blobs.row[r] * w;
    const id = blobs.region[r];
    if (!sized[id]) continue;
    for (let p = row + blobs.start[r]; p < row + blobs.end[r]; p++) {
      if (subject) onSubject[id] += subject[p];
      const v = red[p] - green[p];
      if (v > peak[id]) peak[id] = v;
    }
  }
  // Outline pixels: a blob's pixels with a 4-neighbour outside the mask; counted per blob (its perimeter).
  const perimeter = new Int32Array(blobs.count + 1);
  const isOutline = (r: number, x: number) => {
    const y = blobs.row[r];
    const p = y * w + x;
    return x === blobs.start[r] || x === blobs.end[r] - 1 || y === 0 || y === h - 1 || !mask[p - w] || !mask[p + w];
  };
  for (let r = 0; r < blobs.runs; r++) {
    if (sized[blobs.region[r]]) for (let x = blobs.start[r]; x < blobs.end[r]; x++) if (isOutline(r, x)) perimeter[blobs.region[r]]++;
  }
  const minPeak = threshold + PEAK_MARGIN - REDNESS_MARGIN;
  for (let id = 1; id <= blobs.count; id++) {
    const area = blobs.areas[id];
    kept[id] =
      sized[id] &&
      peak[id] >= minPeak &&
      area >= MIN_WIDTH_MM * pxPerMm * perimeter[id] &&
      area - 0.5 * pxPerMm * perimeter[id] >= MIN_INSIDE_MM2 * mm2 &&
      (!subject || 2 * onSubject[id] >= area)
        ? 1
        : 0;
  }
  for (let r = 0; r < blobs.runs; r++) {
    if (!kept[blobs.region[r]]) continue;
    const row = blobs.row[r] * w;
    out.fill(1, row + blobs.start[r], row + blobs.end[r]);
  }
  return out;
}
