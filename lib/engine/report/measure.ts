import { PX_PER_MM } from '../page/layout';
import { labelRegions } from '../regions/label';
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
export function measurePage(page: PageRaster, minRegionMm2: number, repairs: Repairs = { fillPockets: false, eraseSpecks: false }): { report: ColorabilityReport; regions: RegionMap } {
  const { data, width: w, height: h, content } = page;
  const white = new Uint8Array(data.length);
  for (let p = 0; p < data.length; p++) white[p] = data[p] >= 128 ? 1 : 0;
  const whites = labelRegions(white, w, h, 4);
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
  const labels = whites.labels;
  const ink = white; // reused: 1 = ink from here on
  for (let p = 0; p < labels.length; p++) {
    const l = labels[p];
    if (pocket[l]) data[p] = 0;
    labels[p] = remap[l];
    ink[p] = data[p] < 128 ? 1 : 0;
  }
  const inks = labelRegions(ink, w, h, 8);
  let specks = 0;
  const speck = new Uint8Array(inks.count + 1);
  for (let l = 1; l <= inks.count; l++) if (inks.areas[l] < MM2) speck[l] = 1;
  for (let l = 1; l <= inks.count; l++) specks += speck[l];
  if (repairs.eraseSpecks && specks > 0) {
    for (let p = 0; p < data.length; p++) if (speck[inks.labels[p]]) {
      data[p] = 255;
      ink[p] = 0;
    }
    specks = 0;
  }
  let pure = 0;
  let contentInk = 0;
  for (let p = 0; p < data.length; p++) if (data[p] === 0 || data[p] === 255) pure++;
  for (let y = content.y; y < content.y + content.height; y++) {
    for (let p = y * w + content.x, end = p + content.width; p < end; p++) contentInk += ink[p];
  }

  // Lines are traced at half resolution: the same topology at a quarter of the thinning cost.
  const half = halve(ink, w, h);
  const hw = w >> 1;
  clearBorder(half, hw, h >> 1);
  thin(half, hw);
  const skeleton: number[] = [];
  for (let p = 0; p < half.length; p++) if (half[p]) skeleton.push(p);
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
  return { report, regions: { labels, width: w, height: h, count: closed } };
}

/** 2×2 majority: a half-size ink mask whose thinning gives the page's line topology. */
function halve(ink: Uint8Array, w: number, h: number): Uint8Array {
  const hw = w >> 1;
  const hh = h >> 1;
  const out = new Uint8Array(hw * hh);
  for (let y = 0; y < hh; y++) {
    const a = 2 * y * w;
    const b = a + w;
    for (let x = 0; x < hw; x++) out[y * hw + x] = ink[a + 2 * x] + ink[a + 2 * x + 1] + ink[b + 2 * x] + ink[b + 2 * x + 1] >= 2 ? 1 : 0;
  }
  return out;
}

function clearBorder(mask: Uint8Array, w: number, h: number): void {
  mask.fill(0, 0, w);
  mask.fill(0, (h - 1) * w);
  for (let y = 0; y < h; y++) {
    mask[y * w] = 0;
    mask[y * w + w - 1] = 0;
  }
}
