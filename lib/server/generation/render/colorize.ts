// Runs in the engine thread (no server-only import): a worker thread cannot load that marker.
import { buildRegionMap, composePage, lineMaskFromDrawing, packHex, packRgb, paintRegion, PALETTES, type RegionMap } from '@/lib/engine/coloring';

export type ColorizePalette = 'pastel' | 'vivid' | 'natural' | 'from-reference-photo';

/** Gap closing of the region map; the client's re-colouring must build its map the same way. */
export const COLORIZE_GAP_CLOSING = 2;

const SWATCHES: Record<Exclude<ColorizePalette, 'from-reference-photo'>, readonly string[]> = {
  pastel: PALETTES.find((p) => p.id === 'pastel')!.colors,
  // The crayon box without black, white and the darkest blue, so lines stay readable.
  vivid: PALETTES.find((p) => p.id === 'crayons')!.colors.filter((c) => !['#212121', '#ffffff', '#3949ab'].includes(c)),
  natural: [...PALETTES.find((p) => p.id === 'nature')!.colors, ...PALETTES.find((p) => p.id === 'skin')!.colors.slice(0, 4)],
};

export type ColorizeInput = {
  rgba: Uint8Array;
  width: number;
  height: number;
  palette: ColorizePalette;
  /** The reference photo resized to the drawing's size, for from-reference-photo. */
  reference?: Uint8Array;
  /** Region label → "#rrggbb" chosen by the user; wins over the palette. */
  colors?: Record<string, string>;
};

function largestRegion(map: RegionMap): number {
  const sizes = new Uint32Array(map.regionCount + 1);
  for (let i = 0; i < map.owner.length; i++) sizes[map.owner[i]]++;
  let best = 0;
  for (let label = 1; label <= map.regionCount; label++) if (sizes[label] > sizes[best] || best === 0) best = label;
  return best;
}

function touchesEdge(map: RegionMap, label: number): boolean {
  const b = label * 4;
  return map.bounds[b] === 0 || map.bounds[b + 1] === 0 || map.bounds[b + 2] >= map.width || map.bounds[b + 3] >= map.height;
}

/** Mean colour of the reference photo under each region. */
function referenceColors(map: RegionMap, reference: Uint8Array): Uint32Array {
  const sums = new Float64Array((map.regionCount + 1) * 4);
  for (let i = 0; i < map.owner.length; i++) {
    const s = map.owner[i] * 4;
    sums[s] += reference[i * 4];
    sums[s + 1] += reference[i * 4 + 1];
    sums[s + 2] += reference[i * 4 + 2];
    sums[s + 3] += 1;
  }
  const out = new Uint32Array(map.regionCount + 1);
  for (let label = 1; label <= map.regionCount; label++) {
    const s = label * 4;
    const n = Math.max(1, sums[s + 3]);
    out[label] = packRgb(Math.round(sums[s] / n), Math.round(sums[s + 1] / n), Math.round(sums[s + 2] / n));
  }
  return out;
}

/** Fills every region of a line drawing: the colored page as RGBA and how many regions it has. */
export function colorizeDrawing(input: ColorizeInput): { rgba: Uint8ClampedArray; regionCount: number } {
  const mask = lineMaskFromDrawing(input.rgba, input.width, input.height);
  const map = buildRegionMap(mask, { gapClosing: COLORIZE_GAP_CLOSING });
  const layer = new Uint32Array(input.width * input.height);
  if (input.palette === 'from-reference-photo' && input.reference) {
    const colors = referenceColors(map, input.reference);
    for (let label = 1; label <= map.regionCount; label++) paintRegion(layer, map, label, colors[label]);
  } else {
    const swatches = SWATCHES[input.palette === 'from-reference-photo' ? 'natural' : input.palette];
    // The background (the largest region, and the margin around the page) stays paper-white.
    const background = largestRegion(map);
    for (let label = 1; label <= map.regionCount; label++) {
      if (label !== background && !touchesEdge(map, label)) paintRegion(layer, map, label, packHex(swatches[(label * 7) % swatches.length]));
    }
  }
  for (const [key, hex] of Object.entries(input.colors ?? {})) {
    const label = Number(key);
    if (Number.isInteger(label) && label >= 1 && label <= map.regionCount) paintRegion(layer, map, label, packHex(hex));
  }
  return { rgba: composePage(layer, mask), regionCount: map.regionCount };
}
