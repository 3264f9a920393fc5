import { packRgb } from './pixels';
import type { RegionMap } from './region-map';

// Automatic colouring from a reference photo, shared by the colorize service and its on-device preview:
// both must give each region the same colour, since a re-colouring is sent as label → colour.

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
