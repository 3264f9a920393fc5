import { RegionGraph } from '../regions/graph';
import { subjectRegions } from './background';
import type { StyleContext } from './context';
import { overSegment } from './segment';

/** Subject mask (1 = keep) for the line styles, from the same region graph the coloring page uses. */
export function subjectMask(ctx: StyleContext): Uint8Array | undefined {
  const { rgb, width: w, height: h, pxPerMm } = ctx;
  const { graph, labels } = overSegment(rgb, w, h, 0.3 * pxPerMm, Math.max(4, Math.round(Math.sqrt((w * h) / 9000))));
  graph.mergeDownTo(36, 0.22);
  graph.resolve(labels);
  return maskOf(graph, labels, w, h);
}

function maskOf(graph: RegionGraph, labels: Int32Array, w: number, h: number): Uint8Array | undefined {
  const keep = subjectRegions(graph, labels, w, h);
  if (!keep) return undefined;
  const mask = new Uint8Array(labels.length);
  for (let p = 0; p < mask.length; p++) mask[p] = keep.has(labels[p]) ? 1 : 0;
  return mask;
}

/** Keeps strokes inside the subject and adds the subject's own outline. */
export function keepSubject(strokes: Uint8Array, subject: Uint8Array, w: number, h: number): void {
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const p = y * w + x;
      if (!subject[p]) {
        strokes[p] = 0;
        continue;
      }
      const edge = x === 0 || y === 0 || x === w - 1 || y === h - 1 || !subject[p - 1] || !subject[p + 1] || !subject[p - w] || !subject[p + w];
      if (edge) strokes[p] = 1;
    }
  }
}
