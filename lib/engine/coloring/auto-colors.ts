import { paintRegion } from './paint-region';
import { packHex, packRgb } from './pixels';
import type { RegionMap } from './region-map';

// Automatic colouring of a whole drawing, shared by the colorize service and its on-device preview:
// both must paint the same regions the same way, since a re-colouring is sent as label → colour.

function largestRegion(map: RegionMap): number {
  const sizes = new Uint32Array(map.regionCount + 1);
  for (let i = 0; i < map.owner.length; i++) sizes[map.owner[i]]++;
  let best = 0;
  for (let label = 1; label <= map.regionCount; label++) if (best === 0 || sizes[label] > sizes[best]) best = label;
  return best;
}

function touchesEdge(map: RegionMap, label: number): boolean {
  const b = label * 4;
  return map.bounds[b] === 0 || map.bounds[b + 1] === 0 || map.bounds[b + 2] >= map.width || map.bounds[b + 3] >= map.height;
}

/** Mean colour of an RGBA reference photo (the drawing's size) under each region. */
export function meanColorsUnder(map: RegionMap, reference: Uint8Array | Uint8ClampedArray): Uint32Array {
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

/**
 * Paints every region into `layer`: with a reference photo, the photo's colour under each region;
 * otherwise the swatches in turn, leaving the background (the largest region and the margin) paper-white.
 */
export function paintAllRegions(layer: Uint32Array, map: RegionMap, swatches: readonly string[], reference?: Uint8Array | Uint8ClampedArray): void {
  if (reference) {
    const colors = meanColorsUnder(map, reference);
    for (let label = 1; label <= map.regionCount; label++) paintRegion(layer, map, label, colors[label]);
    return;
  }
  const background = largestRegion(map);
  for (let label = 1; label <= map.regionCount; label++) {
    if (label !== background && !touchesEdge(map, label)) paintRegion(layer, map, label, packHex(swatches[(label * 7) % swatches.length]));
  }
}
