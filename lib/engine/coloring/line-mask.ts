// The line mask: how much ink covers each pixel of the page (0 = paper, 255 = solid line).
// Every tool works against this mask, never against the painted colours, so paint can't leak.

export interface LineMask {
  width: number;
  height: number;
  coverage: Uint8Array;
}

/** Pixels at or above this coverage stop a fill (≈ 40 % ink keeps faint anti-aliased diagonals closed). */
export const WALL_COVERAGE = 100;
/** Pixels at or above this coverage are the line itself: no tool ever puts colour there. */
export const CORE_COVERAGE = 240;

/** Ink coverage of an RGBA page (dark on light; transparent reads as paper). */
export function lineMaskFromRgba(rgba: Uint8Array | Uint8ClampedArray, width: number, height: number): LineMask {
  const coverage = new Uint8Array(width * height);
  for (let i = 0, p = 0; i < coverage.length; i++, p += 4) {
    const lum = (rgba[p] * 77 + rgba[p + 1] * 150 + rgba[p + 2] * 29) >> 8;
    coverage[i] = ((255 - lum) * rgba[p + 3] + 127) / 255;
  }
  return { width, height, coverage };
}

/** 1 where a fill must stop. */
export function wallsOf(mask: LineMask): Uint8Array {
  const { coverage } = mask;
  const walls = new Uint8Array(coverage.length);
  for (let i = 0; i < coverage.length; i++) walls[i] = coverage[i] >= WALL_COVERAGE ? 1 : 0;
  return walls;
}
