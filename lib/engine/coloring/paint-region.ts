import type { PackedColor, Rect } from './pixels';
import type { RegionMap } from './region-map';

/** Bounds of region `label` as a rect (empty for 0). */
export function regionRect(map: RegionMap, label: number): Rect {
  const b = label * 4;
  if (label <= 0 || label > map.regionCount) return { x0: 0, y0: 0, x1: 0, y1: 0 };
  return { x0: map.bounds[b], y0: map.bounds[b + 1], x1: map.bounds[b + 2], y1: map.bounds[b + 3] };
}

/** Fills region `label` of the colour layer with `color`; returns the rect that may have changed. */
export function paintRegion(layer: Uint32Array, map: RegionMap, label: number, color: PackedColor): Rect {
  const rect = regionRect(map, label);
  if (label <= 0 || label > map.regionCount) return rect;
  const { runs, runOffsets } = map;
  for (let r = runOffsets[label]; r < runOffsets[label + 1]; r += 2) layer.fill(color, runs[r], runs[r + 1]);
  return rect;
}
