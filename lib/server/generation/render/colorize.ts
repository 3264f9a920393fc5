// Runs in the engine thread (no server-only import): a worker thread cannot load that marker.
import { planColors } from '@/lib/colorize/plan';
import { buildRegionMap, composePage, lineMaskFromDrawing, meanColorsUnder, packHex, paintRegion } from '@/lib/engine/coloring';

export type ColorizePalette = 'pastel' | 'vivid' | 'natural' | 'from-reference-photo';

/** Gap closing of the region map; the client's re-colouring must build its map the same way. */
export const COLORIZE_GAP_CLOSING = 2;

export type ColorizeInput = {
  rgba: Uint8Array;
  width: number;
  height: number;
  palette: ColorizePalette;
  /** The reference photo resized to the drawing's size, for from-reference-photo. */
  reference?: Uint8Array;
  /** The shuffle the user settled on (0: the plain order). */
  seed?: number;
  /** Region label → "#rrggbb" chosen by the user; wins over the palette. */
  colors?: Record<string, string>;
};

/** Fills every region of a line drawing: the colored page as RGBA and how many regions it has. */
export function colorizeDrawing(input: ColorizeInput): { rgba: Uint8ClampedArray; regionCount: number } {
  const mask = lineMaskFromDrawing(input.rgba, input.width, input.height);
  const map = buildRegionMap(mask, { gapClosing: COLORIZE_GAP_CLOSING });
  const layer = new Uint32Array(input.width * input.height);
  if (input.palette === 'from-reference-photo' && input.reference) {
    const photo = meanColorsUnder(map, input.reference);
    for (let label = 1; label <= map.regionCount; label++) paintRegion(layer, map, label, photo[label]);
  } else {
    const { colors } = planColors(map, input.palette === 'from-reference-photo' ? 'natural' : input.palette, input.seed ?? 0);
    colors.forEach((hex, label) => hex && paintRegion(layer, map, label, packHex(hex)));
  }
  for (const [key, hex] of Object.entries(input.colors ?? {})) {
    const label = Number(key);
    if (Number.isInteger(label) && label >= 1 && label <= map.regionCount) paintRegion(layer, map, label, packHex(hex));
  }
  return { rgba: composePage(layer, mask), regionCount: map.regionCount };
}
