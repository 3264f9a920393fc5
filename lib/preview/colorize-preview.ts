import { planColors, SCHEMES } from '@/lib/colorize/plan';
import {
  buildRegionMap,
  composePage,
  lineMaskFromDrawing,
  meanColorsUnder,
  packHex,
  paintRegion,
  regionAt,
  toHex,
  type LineMask,
  type RegionMap,
} from '@/lib/engine/coloring';

// The on-device twin of the service's colorize step. It must label regions exactly as the service
// does (same line mask, same gap closing), because the re-colouring is sent as label → colour.
export const COLORIZE_GAP_CLOSING = 2;
/** The service colours drawings of at most this many pixels; we prepare the upload at that size. */
export const COLORIZE_MAX_PIXELS = 4_000_000;

export type Palette = 'pastel' | 'vivid' | 'natural' | 'from-reference-photo';

/** Each palette's colours for figures and objects (scene areas take their own hues, see SCHEMES). */
export const SWATCHES: Record<Exclude<Palette, 'from-reference-photo'>, readonly string[]> = {
  pastel: SCHEMES.pastel.object,
  vivid: SCHEMES.vivid.object,
  natural: SCHEMES.natural.object,
};

export type ColorizeSession = { map: RegionMap; mask: LineMask; layer: Uint32Array; colors: Map<number, string> };

/** Builds the region map of a line drawing once; palettes and clicks reuse it. */
export function startColorize(rgba: Uint8Array | Uint8ClampedArray, width: number, height: number): ColorizeSession {
  const mask = lineMaskFromDrawing(rgba, width, height);
  const map = buildRegionMap(mask, { gapClosing: COLORIZE_GAP_CLOSING });
  return { map, mask, layer: new Uint32Array(width * height), colors: new Map() };
}

/**
 * Fills every region (the user's picks are forgotten) and returns the page: with a reference photo
 * its colours, otherwise the palette's colours planned by what each area is, shuffled by `seed`.
 */
export function applyPalette(session: ColorizeSession, palette: Palette, reference?: Uint8Array | Uint8ClampedArray, seed = 0): Uint8ClampedArray {
  const { map } = session;
  session.layer.fill(0);
  session.colors.clear();
  if (palette === 'from-reference-photo' && reference) {
    const photo = meanColorsUnder(map, reference);
    for (let label = 1; label <= map.regionCount; label++) paintRegion(session.layer, map, label, photo[label]);
  } else {
    const { colors } = planColors(map, palette === 'from-reference-photo' ? 'natural' : palette, seed);
    colors.forEach((hex, label) => hex && paintRegion(session.layer, map, label, packHex(hex)));
  }
  return composePage(session.layer, session.mask);
}

/** Re-colours the region under (x, y); null when the click landed on a line. */
export function recolorAt(session: ColorizeSession, x: number, y: number, hex: string): { label: number; rgba: Uint8ClampedArray } | null {
  const label = regionAt(session.map, Math.round(x), Math.round(y));
  if (label <= 0) return null;
  paintRegion(session.layer, session.map, label, packHex(hex));
  session.colors.set(label, toHex(packHex(hex)));
  return { label, rgba: composePage(session.layer, session.mask) };
}

/** The user's re-colouring as the API wants it: region label → "#rrggbb". */
export function chosenColors(session: ColorizeSession): Record<string, string> {
  return Object.fromEntries([...session.colors].map(([label, hex]) => [String(label), hex]));
}
