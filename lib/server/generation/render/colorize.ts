// Runs in the engine thread (no server-only import): a worker thread cannot load that marker.
import { buildRegionMap, composePage, lineMaskFromDrawing, packHex, paintAllRegions, paintRegion, PALETTES } from '@/lib/engine/coloring';

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

/** Fills every region of a line drawing: the colored page as RGBA and how many regions it has. */
export function colorizeDrawing(input: ColorizeInput): { rgba: Uint8ClampedArray; regionCount: number } {
  const mask = lineMaskFromDrawing(input.rgba, input.width, input.height);
  const map = buildRegionMap(mask, { gapClosing: COLORIZE_GAP_CLOSING });
  const layer = new Uint32Array(input.width * input.height);
  const reference = input.palette === 'from-reference-photo' ? input.reference : undefined;
  paintAllRegions(layer, map, SWATCHES[input.palette === 'from-reference-photo' ? 'natural' : input.palette], reference);
  for (const [key, hex] of Object.entries(input.colors ?? {})) {
    const label = Number(key);
    if (Number.isInteger(label) && label >= 1 && label <= map.regionCount) paintRegion(layer, map, label, packHex(hex));
  }
  return { rgba: composePage(layer, mask), regionCount: map.regionCount };
}
