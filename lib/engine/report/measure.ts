import { PX_PER_MM } from '../page/layout';
import { findRuns, paintLabels, type RegionRuns } from '../regions/label';
import type { ColorabilityReport, PageRaster, RegionMap } from '../types';
import { countOpenEnds, lineWidths } from './lines';
import { thin } from './skeleton';

const MM2 = PX_PER_MM * PX_PER_MM;

export interface Repairs {
  /** Ink white pockets smaller than the minimum region (coloring pages: nothing too small to color). */
  fillPockets: boolean;
  /** Erase ink components under 1 mm² (dust, not lines). */
  eraseSpecks: boolean;
}

/**
 * Measures what matters to a child with a crayon, on the page exactly as it will print. Optional last
 * repairs happen in the same pass, so the report always describes the final page.
 */
export function measurePage(
  page: PageRaster,
  minRegionMm2: number,
  repairs: Repairs = { fillPockets: false, eraseSpecks: false },
  onFinal?: (page: PageRaster) => void,
): { report: ColorabilityReport; regions: RegionMap } {
  const { data, width: w, height: h, content } = page;
  // Regions are found from runs of the page bytes: no mask and only the one label image colorize needs.
  const whites = findRuns(data, w, h, 4, 128);
  // White touching the page edge is the margin, not something to color.
  const remap = new Int32Array(whites.count + 1);
  let closed = 0;
  let smallest = Infinity;
  let below = 0;
  const pocket = new Uint8Array(whites.count + 1);
  for (let l = 1; l <= whites.count; l++) {
    if (whites.touchesBorder[l]) continue;
    if (repairs.fillPockets && whites.areas[l] < minRegionMm2 * MM2) {
      pocket[l] = 1;
      continue;
    }
    remap[l] = ++closed;
    smallest = Math.min(smallest, whites.areas[l]);
    if (whites.areas[l] < minRegionMm2 * MM2) below++;
  }
  for (let r = 0; r < whites.runs; r++) {
    if (pocket[whites.region[r]]) data.fill(0, whites.row[r] * w + whites.start[r], whites.row[r] * w + whites.end[r]);
  }
  const inks = findRuns(data, w, h, 8, 128, true);
  let specks = 0;
  for (let l = 1; l <= inks.count; l++) if (inks.areas[l] < MM2) specks++;
  const erase = repairs.eraseSpecks && specks > 0;
  let contentInk = 0;
  const [cx0, cx1, cy0, cy1] = [content.x, content.x + content.width, content.y, content.y + content.height];
  for (let r = 0; r < inks.runs; r++) {
    const y = inks.row[r];
    if (inks.areas[inks.region[r]] < MM2 && erase) {
      data.fill(255, y * w + inks.start[r], y * w + inks.end[r]);
      continue;
    }
    if (y >= cy0 && y < cy1) contentInk += Math.max(0, Math.min(cx1, inks.end[r]) - Math.max(cx0, inks.start[r]));
  }
  if (erase) specks = 0;
  // The page is final from here on: a caller can start encoding it while the lines are measured.
  onFinal?.(page);
  // Lines are traced at half resolution: the same topology at a quarter of the thinning cost.
  const { half, grey } = halve(data, w, h);
  const pure = data.length - grey;
  const hw = w >> 1;
  clearBorder(half, hw, h >> 1);
  thin(half, hw);
  const skeleton = setPixels(half);
  const widths = lineWidths(data, w, half, hw, skeleton, 4).sort((a, b) => a - b);
  const median = widths.length ? widths[widths.length >> 1] : 0;
  const mean = widths.reduce((s, v) => s + v, 0) / (widths.length || 1);
  const variance = widths.reduce((s, v) => s + (v - mean) ** 2, 0) / (widths.length || 1);
  const report: ColorabilityReport = {
    pureBlackWhiteShare: pure / data.length,
    inkCoverage: contentInk / Math.max(1, content.width * content.height),
    closedRegions: closed,
    smallestRegionMm2: closed ? smallest / MM2 : 0,
    openLineEnds: countOpenEnds(half, hw, skeleton, Math.max(3, Math.round(median / 2))),
    medianLineWidthMm: median / PX_PER_MM,
    lineWidthVariation: mean ? Math.sqrt(variance) / mean : 0,
    specks,
    regionsBelowMinimum: below,
  };
  return { report, regions: lazyRegionMap(whites, remap, w, h, closed) };
}

/**
 * The white-region label image (35 MB at A4) is painted from the runs only when someone reads it
 * (colorize, the fill tools, a structured clone to another thread), not for every conversion.
 */
function lazyRegionMap(whites: RegionRuns, remap: Int32Array, width: number, height: number, count: number): RegionMap {
  let labels: Int32Array | null = null;
  const map = { width, height, count } as RegionMap;
  Object.defineProperty(map, 'labels', {
    enumerable: true,
    get: () => (labels ??= paintLabels(whites, width, height, remap)),
  });
  return map;
}

/**
 * 2×2 majority of ink (< 128): a half-size mask whose thinning gives the page's line topology. The same
 * pass counts grey pixels (neither 0 nor 255), so the page is read once for both.
 */
function halve(page: Uint8Array, w: number, h: number): { half: Uint8Array; grey: number } {
  const hw = w >> 1;
  const hh = h >> 1;
  const out = new Uint8Array(hw * hh);
  let grey = 0;
  // Pages are long runs of paper or ink: where both rows hold a word of four equal 0 or 255 bytes, the
  // two half pixels under it are known without looking at each byte (and none of them is grey).
  const words = page.byteOffset % 4 === 0 && w % 4 === 0 ? new Int32Array(page.buffer, page.byteOffset, page.length >> 2) : null;
  for (let y = 0; y < hh; y++) {
    const a = 2 * y * w;
    for (let x = 0; x < hw; x++) {
      const k = a + 2 * x;
      if (words !== null && (x & 1) === 0 && x + 1 < hw) {
        const top = words[k >> 2];
        const bottom = words[(k + w) >> 2];
        if ((top & bottom) === -1) {
          x++;
          continue;
        }
        if ((top | bottom) === 0) {
          out[y * hw + x] = 1;
          out[y * hw + x + 1] = 1;
          x++;
          continue;
        }
      }
      const p0 = page[k];
      const p1 = page[k + 1];
      const p2 = page[k + w];
      const p3 = page[k + w + 1];
      // (v + 1) & 0xfe is 0 exactly for v = 0 and v = 255.
      if (((p0 + 1) & 0xfe) | ((p1 + 1) & 0xfe) | ((p2 + 1) & 0xfe) | ((p3 + 1) & 0xfe)) grey += isGrey(p0) + isGrey(p1) + isGrey(p2) + isGrey(p3);
      out[y * hw + x] = (p0 < 128 ? 1 : 0) + (p1 < 128 ? 1 : 0) + (p2 < 128 ? 1 : 0) + (p3 < 128 ? 1 : 0) >= 2 ? 1 : 0;
    }
    // An odd last column is outside the half mask but still counts.
    if (w & 1) grey += isGrey(page[a + w - 1]) + isGrey(page[a + 2 * w - 1]);
  }
  // So does an odd last row.
  if (h & 1) for (let p = (h - 1) * w; p < h * w; p++) grey += isGrey(page[p]);
  return { half: out, grey };
}

/** Positions of the non-zero bytes of a mask, in order; words of four zero bytes are skipped at once. */
function setPixels(mask: Uint8Array): Int32Array {
  let out = new Int32Array(4096);
  let n = 0;
  const words = mask.byteOffset % 4 === 0 ? new Int32Array(mask.buffer, mask.byteOffset, mask.length >> 2) : null;
  for (let p = 0; p < mask.length; p++) {
    if (words !== null && (p & 3) === 0 && p + 4 <= mask.length && words[p >> 2] === 0) {
      p += 3;
      continue;
    }
    if (mask[p] === 0) continue;
    if (n === out.length) {
      const grown = new Int32Array(n * 2);
      grown.set(out);
      out = grown;
    }
    out[n++] = p;
  }
  return out.subarray(0, n);
}

function isGrey(v: number): number {
  return ((v + 1) & 0xfe) === 0 ? 0 : 1;
}

function clearBorder(mask: Uint8Array, w: number, h: number): void {
  mask.fill(0, 0, w);
  mask.fill(0, (h - 1) * w);
  for (let y = 0; y < h; y++) {
    mask[y * w] = 0;
    mask[y * w + w - 1] = 0;
  }
}
