import { PX_PER_MM } from '../page/layout';
import { makePen } from '../page/stamp';
import { gaussianBlur } from '../raster/blur';
import { percentile } from '../raster/stats';
import { keepSubject } from './subject';
import { byDetail, type StyleContext } from './context';
import { closeGaps, dropShortStrokes, inkMask } from './edges';

const SIGMA_MM = { low: 0.45, medium: 0.3, high: 0.2 } as const;
// Share of pixels that may turn to pencil: more detail, more strokes.
const INK_QUANTILE = { low: 0.94, medium: 0.9, high: 0.86 } as const;

/** Line drawing: a difference of Gaussians keeps the fine dark strokes a pencil would draw. */
export function drawLineDrawing(ctx: StyleContext): Uint8Array {
  const { grey, width: w, height: h, layout, options, pxPerMm } = ctx;
  const sigma = byDetail(options.detail, SIGMA_MM) * pxPerMm;
  const fine = gaussianBlur(grey, w, h, sigma);
  const coarse = gaussianBlur(grey, w, h, sigma * 1.6);
  const dog = new Float32Array(w * h);
  for (let p = 0; p < dog.length; p++) dog[p] = Math.max(0, coarse[p] - fine[p]);
  // The threshold is a percentile of the picture's own response, so soft photos still draw.
  const t = Math.max(2, percentile(dog, byDetail(options.detail, INK_QUANTILE), 255, 3));
  const mask = new Uint8Array(w * h);
  for (let p = 0; p < mask.length; p++) mask[p] = dog[p] > t ? 1 : 0;
  if (ctx.subject) keepSubject(mask, ctx.subject, w, h);
  dropShortStrokes(mask, w, h, 1.5 * pxPerMm * pxPerMm);
  const joins = closeGaps(mask, w, h, options.gapMm * pxPerMm * 0.5);
  const pen = makePen(Math.max((options.lineMm / 2) * PX_PER_MM, 0.55 * layout.scale));
  return inkMask(mask, w, h, joins, layout, pen);
}
