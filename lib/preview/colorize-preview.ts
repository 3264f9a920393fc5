import {
  buildRegionMap,
  composePage,
  lineMaskFromDrawing,
  packHex,
  paintAllRegions,
  paintRegion,
  PALETTES,
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

const byId = (id: string) => PALETTES.find((p) => p.id === id)!.colors;
export const SWATCHES: Record<Exclude<Palette, 'from-reference-photo'>, readonly string[]> = {
  pastel: byId('pastel'),
  vivid: byId('crayons').filter((c) => !['#212121', '#ffffff', '#3949ab'].includes(c)),
  natural: [...byId('nature'), ...byId('skin').slice(0, 4)],
};

export type ColorizeSession = { map: RegionMap; mask: LineMask; layer: Uint32Array; colors: Map<number, string> };

/** Builds the region map of a line drawing once; palettes and clicks reuse it. */
export function startColorize(rgba: Uint8Array | Uint8ClampedArray, width: number, height: number): ColorizeSession {
  const mask = lineMaskFromDrawing(rgba, width, height);
  const map = buildRegionMap(mask, { gapClosing: COLORIZE_GAP_CLOSING });
  return { map, mask, layer: new Uint32Array(width * height), colors: new Map() };
}

/** Fills every region with the palette (the user's picks are forgotten) and returns the page. */
export function applyPalette(session: ColorizeSession, palette: Palette, reference?: Uint8Array | Uint8ClampedArray): Uint8ClampedArray {
  const { map } = session;
  session.layer.fill(0);
  session.colors.clear();
  const swatches = SWATCHES[palette === 'from-reference-photo' ? 'natural' : palette];
  paintAllRegions(session.layer, map, swatches, palette === 'from-reference-photo' ? reference : undefined);
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
