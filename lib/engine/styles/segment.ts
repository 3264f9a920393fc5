import { gaussianBlur } from '../raster/blur';
import { addSobelMagnitude, sobelL1OfThree } from '../raster/gradient';
import { percentile } from '../raster/stats';
import type { RegionGraph } from '../regions/graph';
import { segmentInHalves } from '../regions/halves';
import type { StyleHooks } from './context';

export interface Segmentation {
  labels: Int32Array;
  graph: RegionGraph;
  smooth: Float32Array[];
  grad: Uint8Array;
}

type Planes = [Float32Array, Float32Array, Float32Array];

/**
 * The three RGB planes smoothed by `gaussianBlur(plane, w, h, sigma)` and the L1 Sobel magnitude of the
 * smoothed planes (`sobelL1OfThree`): the first, purely per-pixel step of the segmentation. A server may
 * compute it on two threads (`ConvertHooks.smoothPlanes`); it must return exactly these numbers.
 */
export type SmoothPlanes = (rgb: Planes, w: number, h: number, sigma: number) => { smooth: Planes; mag: Float32Array };

export function smoothPlanes(rgb: Planes, w: number, h: number, sigma: number): { smooth: Planes; mag: Float32Array } {
  const smooth = rgb.map((plane) => gaussianBlur(plane, w, h, sigma)) as Planes;
  const mag = new Float32Array(w * h);
  sobelL1OfThree(smooth[0], smooth[1], smooth[2], w, h, mag);
  return { smooth, mag };
}

/** Colour gradient quantised to 0..255 against its own 99th percentile, so soft photos still get edges. */
export function colourGradient(smooth: Float32Array[], w: number, h: number, magnitude?: Float32Array): Uint8Array {
  let mag = magnitude;
  if (!mag) {
    mag = new Float32Array(w * h);
    if (smooth.length === 3) sobelL1OfThree(smooth[0], smooth[1], smooth[2], w, h, mag);
    else for (const plane of smooth) addSobelMagnitude(plane, w, h, mag);
  }
  const top = Math.max(1e-3, percentile(mag, 0.99, 4 * 3 * 255 * 3, 7));
  const grad = new Uint8Array(w * h);
  const k = 255 / top;
  for (let p = 0; p < grad.length; p++) {
    const v = mag[p] * k;
    grad[p] = v < 255 ? v : 255;
  }
  return grad;
}

/** How a caller may run the over-segmentation's parallel steps, and hear when each step ends. */
export type SegmentHooks = Pick<StyleHooks, 'smoothPlanes' | 'segmentHalves' | 'mark'>;

/** Over-segments by a seeded watershed on the colour gradient and builds the adjacency graph. */
export function overSegment(rgb: Planes, w: number, h: number, sigma: number, spacing: number, hooks: SegmentHooks = {}): Segmentation {
  const { smooth, mag } = (hooks.smoothPlanes ?? smoothPlanes)(rgb, w, h, sigma);
  const grad = colourGradient(smooth, w, h, mag);
  hooks.mark?.('smooth');
  // Flooding and the region graph's reading, in two halves.
  const { labels, graph } = (hooks.segmentHalves ?? segmentInHalves)(grad, smooth, w, h, spacing);
  hooks.mark?.('watershed');
  return { labels, graph, smooth, grad };
}
