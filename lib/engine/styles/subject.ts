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
  return subjectMaskOf(graph, labels, w, h) ?? undefined;
}

/**
 * 1 where the photo's subject is: the regions that stand apart from the picture's edge colour
 * (`subjectRegions`), and with `centre` also the middle of the picture (an ellipse over 70 % of each side),
 * where people put what they photograph: a face often has the colour of the wall behind it. Null when no
 * clear subject stands out.
 */
export function subjectMaskOf(graph: RegionGraph, labels: Int32Array, w: number, h: number, centre = false): Uint8Array | null {
  const keep = subjectRegions(graph, labels, w, h);
  if (!keep) return null;
  let max = 0;
  for (const r of keep) max = Math.max(max, r);
  // A table per label, not a Set lookup per pixel.
  const kept = new Uint8Array(max + 1);
  for (const r of keep) kept[r] = 1;
  const mask = new Uint8Array(labels.length);
  for (let y = 0; y < h; y++) {
    const dy = (y - h / 2) / (0.35 * h);
    for (let x = 0; x < w; x++) {
      const p = y * w + x;
      const l = labels[p];
      if (l <= max && kept[l]) mask[p] = 1;
      else if (centre) {
        const dx = (x - w / 2) / (0.35 * w);
        if (dx * dx + dy * dy <= 1) mask[p] = 1;
      }
    }
  }
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
