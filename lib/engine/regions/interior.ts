import { findRuns, type RegionRuns } from './label';
import { giveScratch, overwrittenScratch, zeroedScratch } from '../raster/scratch';

// A region only helps a child if some of it stays white once the lines are drawn. This predicts, at
// working size, the white left in each region after inking every boundary with the pen.

/** Chamfer (3-4) distance, in pixels, from each pixel to the nearest region boundary or image edge. */
export function distanceToBoundary(labels: Int32Array, w: number, h: number): Float32Array {
  const big = 1e9;
  const d = new Float32Array(w * h);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const p = y * w + x;
      const l = labels[p];
      const edge = x === 0 || y === 0 || x === w - 1 || y === h - 1 || labels[p - 1] !== l || labels[p + 1] !== l || labels[p - w] !== l || labels[p + w] !== l;
      d[p] = edge ? 1.5 : big;
    }
  }
  for (let y = 1; y < h; y++) {
    for (let x = 1; x < w - 1; x++) {
      const p = y * w + x;
      d[p] = Math.min(d[p], d[p - 1] + 3, d[p - w] + 3, d[p - w - 1] + 4, d[p - w + 1] + 4);
    }
  }
  for (let y = h - 2; y >= 0; y--) {
    for (let x = w - 2; x > 0; x--) {
      const p = y * w + x;
      d[p] = Math.min(d[p], d[p + 1] + 3, d[p + w] + 3, d[p + w + 1] + 4, d[p + w - 1] + 4);
    }
  }
  // Boundary pixels lie half a pixel from the crack the line is centred on.
  for (let p = 0; p < d.length; p++) d[p] = d[p] === 1.5 ? 0.5 : d[p] / 3 + 0.5;
  return d;
}

/**
 * The white left after inking every boundary with a pen of `radius`, as runs of 4-connected pieces (no
 * label image). A piece lies in one region: two side-by-side pixels of different regions are both
 * boundary pixels, never white, so `region` gives each piece's region.
 */
export function whitePieces(labels: Int32Array, w: number, h: number, radius: number): WhitePieces {
  const white = whiteAfterInking(labels, w, h, radius);
  const runs = findRuns(white, w, h, 4);
  // The runs hold no view of the mask.
  giveScratch(white);
  const region = new Int32Array(runs.count + 1);
  for (let r = 0; r < runs.runs; r++) region[runs.region[r]] = labels[runs.row[r] * w + runs.start[r]];
  return { runs, pieceRegion: region };
}

export interface WhitePieces {
  /** The pieces' runs (a piece is a region of the runs). */
  runs: RegionRuns;
  /** The region (label) each piece lies in (index 0 unused). */
  pieceRegion: Int32Array;
}

/**
 * 1 where `distanceToBoundary(labels, w, h) > radius`, without the distance transform. The chamfer
 * transform is exact for its 3-4 metric, so a pixel is white exactly when no boundary pixel lies within
 * the chamfer ball that distance implies; at coloring-page pen sizes that ball is a few pixels wide.
 */
export function whiteAfterInking(labels: Int32Array, w: number, h: number, radius: number): Uint8Array {
  // Scratch memory (`giveScratch` it once read); every pixel is written below.
  const white = zeroedScratch(Uint8Array, w * h);
  // Smallest chamfer distance (in 3-4 units) to the nearest boundary pixel that leaves a pixel white,
  // through the same float32 arithmetic as distanceToBoundary.
  let need = 3;
  while (Math.fround((1.5 + need) / 3 + 0.5) <= radius) need++;
  if (0.5 > radius) need = 0;
  for (let y = 0; y < h; y++) {
    for (let x = 0, p = y * w; x < w; x++, p++) {
      const l = labels[p];
      const edge = x === 0 || y === 0 || x === w - 1 || y === h - 1 || labels[p - 1] !== l || labels[p + 1] !== l || labels[p - w] !== l || labels[p + w] !== l;
      white[p] = edge ? 0 : 1;
    }
  }
  if (need === 0) return white.fill(1);
  // Offsets of the ball: chamfer distance 4·min + 3·(max − min) below `need`, the centre excluded.
  const reach = Math.ceil(need / 3);
  const ball: [number, number][] = [];
  for (let dy = -reach; dy <= reach; dy++) {
    for (let dx = -reach; dx <= reach; dx++) {
      const a = Math.min(Math.abs(dx), Math.abs(dy));
      const b = Math.max(Math.abs(dx), Math.abs(dy));
      if ((dx !== 0 || dy !== 0) && 4 * a + 3 * (b - a) < need) ball.push([dx, dy]);
    }
  }
  if (ball.length === 0) return white;
  // A pixel stays white only if no boundary pixel (white 0 before this pass) is in its ball.
  const boundary = overwrittenScratch(Uint8Array, white.length);
  boundary.set(white);
  for (let y = 0; y < h; y++) {
    for (let x = 0, p = y * w; x < w; x++, p++) {
      if (!white[p]) continue;
      for (const [dx, dy] of ball) {
        const xx = x + dx;
        const yy = y + dy;
        if (xx >= 0 && yy >= 0 && xx < w && yy < h && !boundary[yy * w + xx]) {
          white[p] = 0;
          break;
        }
      }
    }
  }
  giveScratch(boundary);
  return white;
}

/** Region ids whose largest white piece (from `whitePieces`) would be smaller than `minArea` pixels. */
export function regionsWithoutRoom(labels: Int32Array, pieces: WhitePieces, minArea: number): number[] {
  let maxLabel = 0;
  for (let p = 0; p < labels.length; p++) if (labels[p] > maxLabel) maxLabel = labels[p];
  const present = new Uint8Array(maxLabel + 1);
  for (let p = 0; p < labels.length; p++) present[labels[p]] = 1;
  const best = new Int32Array(maxLabel + 1);
  const { count, areas } = pieces.runs;
  for (let piece = 1; piece <= count; piece++) {
    const region = pieces.pieceRegion[piece];
    if (areas[piece] > best[region]) best[region] = areas[piece];
  }
  const starved: number[] = [];
  for (let region = 1; region <= maxLabel; region++) if (present[region] && best[region] < minArea) starved.push(region);
  return starved.sort((a, b) => a - b);
}
