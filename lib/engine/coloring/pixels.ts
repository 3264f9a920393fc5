// Colours are held as one uint32 per pixel in the byte order of ImageData on little-endian
// machines (every browser and Node target we ship to): 0xAABBGGRR. 0 means "no colour".

export type PackedColor = number;

export const TRANSPARENT: PackedColor = 0;

/** Packs "#rrggbb" into an opaque uint32 in ImageData byte order. */
export function packHex(hex: string): PackedColor {
  const m = /^#?([0-9a-f]{6})$/i.exec(hex.trim());
  if (!m) throw new Error(`not a #rrggbb colour: ${hex}`);
  const n = parseInt(m[1], 16);
  return packRgb((n >> 16) & 255, (n >> 8) & 255, n & 255);
}

export function packRgb(r: number, g: number, b: number): PackedColor {
  return ((255 << 24) | (b << 16) | (g << 8) | r) >>> 0;
}

export function unpack(color: PackedColor): [number, number, number, number] {
  return [color & 255, (color >>> 8) & 255, (color >>> 16) & 255, color >>> 24];
}

export function toHex(color: PackedColor): string {
  const [r, g, b] = unpack(color);
  return `#${((r << 16) | (g << 8) | b).toString(16).padStart(6, '0')}`;
}

/** Mixes `over` onto `under` (opaque or empty, an empty pixel reads as white paper). */
export function mix(under: PackedColor, over: PackedColor, amount: number): PackedColor {
  const [r0, g0, b0] = under === TRANSPARENT ? [255, 255, 255] : unpack(under);
  const [r1, g1, b1] = unpack(over);
  const k = 1 - amount;
  return packRgb(Math.round(r0 * k + r1 * amount), Math.round(g0 * k + g1 * amount), Math.round(b0 * k + b1 * amount));
}

export interface Rect {
  x0: number;
  y0: number;
  /** exclusive */
  x1: number;
  /** exclusive */
  y1: number;
}

export function emptyRect(): Rect {
  return { x0: Infinity, y0: Infinity, x1: -Infinity, y1: -Infinity };
}

export function isEmptyRect(r: Rect): boolean {
  return r.x1 <= r.x0 || r.y1 <= r.y0;
}

export function unionRect(a: Rect, b: Rect): Rect {
  return {
    x0: Math.min(a.x0, b.x0),
    y0: Math.min(a.y0, b.y0),
    x1: Math.max(a.x1, b.x1),
    y1: Math.max(a.y1, b.y1),
  };
}
