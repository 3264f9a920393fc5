import type { LineMask } from './line-mask';
import { TRANSPARENT } from './pixels';

/**
 * The finished page as RGBA: white paper, then the colour layer, then the black line on top
 * with its coverage as opacity — the same stacking the canvas shows on screen.
 */
export function composePage(layer: Uint32Array, mask: LineMask): Uint8ClampedArray {
  const out = new Uint8ClampedArray(layer.length * 4);
  const { coverage } = mask;
  for (let i = 0, p = 0; i < layer.length; i++, p += 4) {
    const c = layer[i];
    const k = 1 - coverage[i] / 255;
    const r = c === TRANSPARENT ? 255 : c & 255;
    const g = c === TRANSPARENT ? 255 : (c >>> 8) & 255;
    const b = c === TRANSPARENT ? 255 : (c >>> 16) & 255;
    out[p] = r * k;
    out[p + 1] = g * k;
    out[p + 2] = b * k;
    out[p + 3] = 255;
  }
  return out;
}

/** The line layer shown above the colour layer: black ink with the coverage as alpha. */
export function lineLayerRgba(mask: LineMask): Uint8ClampedArray {
  const out = new Uint8ClampedArray(mask.coverage.length * 4);
  for (let i = 0; i < mask.coverage.length; i++) out[i * 4 + 3] = mask.coverage[i];
  return out;
}
