import { PX_PER_MM } from '../page/layout';
import { gapRuns, joinRowRuns, paintLabels, scanRuns, type RegionRuns, type RowRuns } from '../regions/label';
import { inkRows, markPaper } from '../output/png';
import type { ColorabilityReport, PageRaster, RegionMap } from '../types';
import { lineWidths, openEndsBySpur } from './lines';
import { thin, zeroBlocks } from './skeleton';
import { giveScratch, zeroedScratch } from '../raster/scratch';

const MM2 = PX_PER_MM * PX_PER_MM;

export interface Repairs {
  /** Ink white pockets smaller than the minimum region (coloring pages: nothing too small to color). */
  fillPockets: boolean;
  /** Erase ink components under 1 mm² (dust, not lines). */
  eraseSpecks: boolean;
}

export interface MeasureHooks {
  /**
   * Called once the page's pixels are final, before its lines are measured (e.g. to start encoding it).
   * `pngRows` gives the page's 1-bit PNG scanlines (`packBilevelRows(page)`, the same bytes) from the
   * report's runs, without reading the pixels again.
   */
  onFinal?: (page: PageRaster, pngRows: () => Uint8Array) => void;
  /**
   * Traces the line bands (`traceAllBands` by default), e.g. on two threads; it calls `ready` once before
   * it traces anything here (after handing work to another thread, which can start meanwhile).
   */
  traceBands?: (page: PageRaster, ready: () => void) => LineBand[];
  /**
   * Finds the page's white runs joined into regions (`paperRuns` by default), e.g. the runs of half the
   * rows on another thread; it must return exactly `paperRuns`'s.
   */
  paperRuns?: (data: Uint8Array, width: number, height: number) => RegionRuns;
  /** Called with a step's name when it ends (`areas`, `lines`): a benchmark's phase timer. */
  mark?: (phase: string) => void;
}

/**
 * Measures what matters to a child with a crayon, on the page exactly as it will print. Optional last
 * repairs happen in the same pass, so the report always describes the final page.
 */
export function measurePage(
  page: PageRaster,
  minRegionMm2: number,
  repairs: Repairs = { fillPockets: false, eraseSpecks: false },
  hooks: MeasureHooks = {},
): { report: ColorabilityReport; regions: RegionMap } {
  const { onFinal, traceBands, mark } = hooks;
  const { data, width: w, height: h, content } = page;
  const whites = (hooks.paperRuns ?? paperRuns)(data, w, h);
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
  // Ink is everything between the white runs that stay white: no second read of the page.
  const stays = new Uint8Array(whites.count + 1);
  for (let l = 1; l <= whites.count; l++) stays[l] = pocket[l] ? 0 : 1;
  const inks = gapRuns(whites, stays, w, h, 8);
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
  mark?.('areas');
  // Paper is the white runs that stay white and the specks erased: the page's pixels of at least 128.
  const pngRows = () => {
    const raw = inkRows(w, h);
    for (let r = 0; r < whites.runs; r++) if (stays[whites.region[r]]) markPaper(raw, w, whites.row[r], whites.start[r], whites.end[r]);
    if (erase) for (let r = 0; r < inks.runs; r++) if (inks.areas[inks.region[r]] < MM2) markPaper(raw, w, inks.row[r], inks.start[r], inks.end[r]);
    return raw;
  };
  const ready = () => onFinal?.(page, pngRows);
  // Lines are traced at half resolution (the same topology at a quarter of the thinning cost), in
  // horizontal bands that a caller may trace on two threads; the bands are the same either way.
  let bands: LineBand[];
  if (traceBands) {
    bands = traceBands(page, ready);
  } else {
    ready();
    bands = traceAllBands(page);
  }
  mark?.('lines');
  let grey = 0;
  let sampled = 0;
  for (const band of bands) {
    grey += band.grey;
    sampled += band.widths.length;
  }
  const widths = new Float64Array(sampled);
  for (let i = 0, o = 0; i < bands.length; o += bands[i].widths.length, i++) widths.set(bands[i].widths, o);
  widths.sort();
  const pure = data.length - grey;
  const median = widths.length ? widths[widths.length >> 1] : 0;
  const mean = widths.reduce((s, v) => s + v, 0) / (widths.length || 1);
  const variance = widths.reduce((s, v) => s + (v - mean) ** 2, 0) / (widths.length || 1);
  const spur = Math.min(MAX_SPUR, Math.max(3, Math.round(median / 2)));
  let openEnds = 0;
  for (const band of bands) openEnds += band.openEnds[spur];
  const report: ColorabilityReport = {
    pureBlackWhiteShare: pure / data.length,
    inkCoverage: contentInk / Math.max(1, content.width * content.height),
    closedRegions: closed,
    smallestRegionMm2: closed ? smallest / MM2 : 0,
    openLineEnds: openEnds,
    medianLineWidthMm: median / PX_PER_MM,
    lineWidthVariation: mean ? Math.sqrt(variance) / mean : 0,
    specks,
    regionsBelowMinimum: below,
  };
  return { report, regions: lazyRegionMap(whites, remap, w, h, closed) };
}

/**
 * The white runs of a page (pixels of at least 128) joined into 4-connected regions. Regions are found
 * from runs of the page bytes: no mask and only the one label image colorize needs.
 */
export function paperRuns(data: Uint8Array, width: number, height: number): RegionRuns {
  return joinPaperRuns([paperRowRuns(data, width, 0, height)], width, height);
}

/** The white runs of rows `from` to `to` (exclusive) of a page, for `joinPaperRuns`: rows scan independently. */
export function paperRowRuns(data: Uint8Array, width: number, from: number, to: number): RowRuns {
  return scanRuns(data, width, from, to, 128);
}

/** `paperRuns` of a page from the `paperRowRuns` of consecutive row parts, top to bottom. */
export function joinPaperRuns(parts: readonly RowRuns[], width: number, height: number): RegionRuns {
  return joinRowRuns(parts, width, height, 4);
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

/** Horizontal bands the lines are traced in (see `traceBand`). */
export const LINE_BANDS = 4;
// Half rows each band thins beyond its own: thinning reaches about a line's half width (≤ 9 half pixels
// at 1.5 mm) from where it starts, so the skeleton in a band's own rows is that of the whole page.
const BAND_OVERLAP = 32;
// Longest spur the open-end count considers (half pixels; a 1.5 mm line gives 9).
const MAX_SPUR = 64;

/** What one band of the page says about its lines. */
export interface LineBand {
  /** Pixels neither 0 nor 255 in the band's own rows. */
  grey: number;
  /** Sampled line widths in page pixels, in skeleton order. */
  widths: Float64Array;
  /** Open line ends for each spur length 0..MAX_SPUR. */
  openEnds: Int32Array;
}

/** All bands on this thread (a browser, a pool thread, or no helper thread yet). */
export function traceAllBands(page: PageRaster): LineBand[] {
  return Array.from({ length: LINE_BANDS }, (_, band) => traceBand(page.data, page.width, page.height, band));
}

/**
 * Band `band` of `LINE_BANDS`: half rows [from, to) of the page at half size, thinned with
 * `BAND_OVERLAP` rows of context on each side; pure functions of the final page, so any thread can
 * trace any band and the report is the same.
 */
export function traceBand(page: Uint8Array, w: number, h: number, band: number): LineBand {
  const hw = w >> 1;
  const hh = h >> 1;
  const from = Math.floor((hh * band) / LINE_BANDS);
  const to = Math.floor((hh * (band + 1)) / LINE_BANDS);
  const y0 = Math.max(0, from - BAND_OVERLAP);
  const y1 = Math.min(hh, to + BAND_OVERLAP);
  // Grey pixels of the band's own page rows are counted while halving; the last band also owns an odd
  // last row, and an odd last column is not halved.
  const { half, grey: halvedGrey } = halveRows(page, w, y0, y1, from, to);
  let grey = halvedGrey;
  if (band === LINE_BANDS - 1 && h % 2 === 1) grey += countGrey(page, w, h - 1, h);
  if (w % 2 === 1) for (let y = 2 * from; y < 2 * to; y++) grey += isGrey(page[y * w + w - 1]);
  clearBorder(half, hw, y1 - y0);
  thin(half, hw);
  const skeleton = setPixels(half);
  const first = lowerBound(skeleton, (from - y0) * hw);
  const last = lowerBound(skeleton, (to - y0) * hw);
  const widths = lineWidths(page, w, half, hw, skeleton, 4, y0, first, last);
  const openEnds = openEndsBySpur(half, hw, skeleton.subarray(first, last), MAX_SPUR);
  // Nothing returned reads the halved band.
  giveScratch(half);
  return { grey, widths: Float64Array.from(widths), openEnds };
}

function lowerBound(sorted: Int32Array, value: number): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (sorted[mid] < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Pixels neither 0 nor 255 in page rows [y0, y1); words of four equal 0 or 255 bytes are skipped. */
function countGrey(page: Uint8Array, w: number, y0: number, y1: number): number {
  let grey = 0;
  const end = y1 * w;
  let p = y0 * w;
  const words = page.byteOffset % 4 === 0 ? new Int32Array(page.buffer, page.byteOffset, page.length >> 2) : null;
  while (p < end) {
    if (words !== null && (p & 3) === 0 && p + 4 <= end) {
      const word = words[p >> 2];
      if (word === 0 || word === -1) {
        p += 4;
        continue;
      }
    }
    grey += isGrey(page[p]);
    p++;
  }
  return grey;
}

/**
 * 2×2 majority of ink (< 128) for half rows [y0, y1): a band of the half-size mask whose thinning gives
 * the page's line topology. Also counts the grey bytes (neither 0 nor 255) of the halved page pixels in
 * half rows [own0, own1), the band's own rows, on the same read.
 */
function halveRows(page: Uint8Array, w: number, y0: number, y1: number, own0: number, own1: number): { half: Uint8Array; grey: number } {
  const hw = w >> 1;
  // Zeroed: paper is skipped, not written. Scratch memory, given back by `traceBand`.
  const out = zeroedScratch(Uint8Array, hw * (y1 - y0));
  let grey = 0;
  // Pages are long runs of paper or ink: where both rows hold a word of four equal 0 or 255 bytes, the
  // two half pixels under it are known (and not grey) without looking at each byte.
  const words = page.byteOffset % 4 === 0 && w % 4 === 0 ? new Int32Array(page.buffer, page.byteOffset, page.length >> 2) : null;
  for (let y = y0; y < y1; y++) {
    const a = 2 * y * w;
    const row = (y - y0) * hw;
    const own = y >= own0 && y < own1;
    for (let x = 0; x < hw; x++) {
      const k = a + 2 * x;
      if (words !== null && (x & 1) === 0 && x + 1 < hw) {
        const top = words[k >> 2];
        const bottom = words[(k + w) >> 2];
        if ((top & bottom) === -1) {
          // Paper: follow it word by word in a tight loop (most of a page), to the last half pixel of it.
          let t = (k >> 2) + 1;
          let b = ((k + w) >> 2) + 1;
          for (x += 2; x + 1 < hw && (words[t] & words[b]) === -1; x += 2, t++, b++);
          x--;
          continue;
        }
        if ((top | bottom) === 0) {
          out[row + x] = 1;
          out[row + x + 1] = 1;
          x++;
          continue;
        }
      }
      const p0 = page[k];
      const p1 = page[k + 1];
      const p2 = page[k + w];
      const p3 = page[k + w + 1];
      out[row + x] = (p0 < 128 ? 1 : 0) + (p1 < 128 ? 1 : 0) + (p2 < 128 ? 1 : 0) + (p3 < 128 ? 1 : 0) >= 2 ? 1 : 0;
      if (own) grey += isGrey(p0) + isGrey(p1) + isGrey(p2) + isGrey(p3);
    }
  }
  return { half: out, grey };
}

/** Positions of the non-zero bytes of a 0/1 mask, in order; blocks of eight zero bytes are skipped at once. */
function setPixels(mask: Uint8Array): Int32Array {
  let out = new Int32Array(4096);
  let n = 0;
  const blocks = zeroBlocks(mask);
  const blockCount = blocks.length;
  for (let i = 0, p = 0; p < mask.length; i++, p += 8) {
    if (i < blockCount && blocks[i] === 0) continue;
    for (let q = p, stop = Math.min(p + 8, mask.length); q < stop; q++) {
      if (mask[q] === 0) continue;
      if (n === out.length) {
        const grown = new Int32Array(n * 2);
        grown.set(out);
        out = grown;
      }
      out[n++] = q;
    }
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
