import { PX_PER_MM } from '../page/layout';
import { makePen } from '../page/stamp';
import { gaussianBlur } from '../raster/blur';
import { thin } from '../report/skeleton';
import { isLineDrawing } from './drawing-regions';
import { keepSubject } from './subject';
import { byDetail, type StyleContext } from './context';
import { cannyEdges, closeGaps, dropShortStrokes, inkMask } from './edges';

// Smoothing (mm at print size) and the share of edge candidates kept, per detail level.
const SIGMA_MM = { low: 1.0, medium: 0.75, high: 0.5 } as const;
const HIGH_QUANTILE = { low: 0.99, medium: 0.98, high: 0.96 } as const;
const MIN_STROKE_MM = { low: 12, medium: 8, high: 5 } as const;

/** Line art: the subject's contours and main features as clean strokes of one width. */
export function drawLineArt(ctx: StyleContext): Uint8Array {
  const { grey, width: w, height: h, layout, options, pxPerMm } = ctx;
  if (!ctx.subject && isLineDrawing(grey)) return drawCentreLines(ctx);
  const smooth = gaussianBlur(grey, w, h, byDetail(options.detail, SIGMA_MM) * pxPerMm);
  const edges = cannyEdges(smooth, w, h, byDetail(options.detail, HIGH_QUANTILE));
  if (ctx.subject) keepSubject(edges, ctx.subject, w, h);
  dropShortStrokes(edges, w, h, byDetail(options.detail, MIN_STROKE_MM) * pxPerMm);
  const joins = closeGaps(edges, w, h, options.gapMm * pxPerMm);
  const pen = makePen(Math.max((options.lineMm / 2) * PX_PER_MM, 0.6 * layout.scale));
  return inkMask(edges, w, h, joins, layout, pen);
}

/**
 * A clean drawing already is line art: edge detection would outline both sides of each of its strokes
 * (double lines). Its strokes are thinned to their centre lines instead and redrawn with the uniform pen,
 * one line per stroke, in the middle of where the artist drew it.
 */
function drawCentreLines(ctx: StyleContext): Uint8Array {
  const { grey, width: w, height: h, layout, options, pxPerMm } = ctx;
  const strokes = new Uint8Array(w * h);
  for (let y = 1; y < h - 1; y++) for (let x = 1; x < w - 1; x++) strokes[y * w + x] = grey[y * w + x] < 128 ? 1 : 0;
  thin(strokes, w);
  // Dust, not strokes: anything shorter than about a millimetre.
  dropShortStrokes(strokes, w, h, pxPerMm);
  const joins = closeGaps(strokes, w, h, options.gapMm * pxPerMm);
  const pen = makePen(Math.max((options.lineMm / 2) * PX_PER_MM, 0.6 * layout.scale));
  return inkMask(strokes, w, h, joins, layout, pen);
}
