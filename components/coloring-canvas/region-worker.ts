// Web Worker: builds the region map (the one heavy step, ~1 s on an A4 page at 300 dpi) off the
// main thread so the page stays responsive while it is prepared. Fills then take milliseconds.
import { buildRegionMap } from '@/lib/engine/coloring';

export interface RegionRequest {
  coverage: Uint8Array;
  width: number;
  height: number;
  gapClosing: number;
}

self.onmessage = (event: MessageEvent<RegionRequest>) => {
  const { coverage, width, height, gapClosing } = event.data;
  const map = buildRegionMap({ width, height, coverage }, { gapClosing });
  (self as unknown as Worker).postMessage(map, [map.owner.buffer, map.bounds.buffer, map.runs.buffer, map.runOffsets.buffer]);
};
