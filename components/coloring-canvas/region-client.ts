import { buildRegionMap, type LineMask, type RegionMap } from '@/lib/engine/coloring';

/** Builds the region map in a Web Worker; on the main thread where workers are unavailable. */
export function buildRegionsOffThread(mask: LineMask, gapClosing: number): Promise<RegionMap> {
  if (typeof Worker === 'undefined') return Promise.resolve(buildRegionMap(mask, { gapClosing }));
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./region-worker.ts', import.meta.url), { type: 'module' });
    worker.onmessage = (event: MessageEvent<RegionMap>) => {
      worker.terminate();
      resolve(event.data);
    };
    worker.onerror = (event) => {
      worker.terminate();
      reject(new Error(event.message || 'region worker failed'));
    };
    // A copy goes to the worker: the page keeps its mask for drawing and export.
    worker.postMessage({ coverage: mask.coverage.slice(), width: mask.width, height: mask.height, gapClosing });
  });
}
