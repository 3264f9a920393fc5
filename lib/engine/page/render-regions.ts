import type { PageLayout } from './layout';
import { stampDisc, stampSegment, type Pen } from './stamp';

/** Open strokes (1 = stroke pixel, at the labels' size) inked with their own pen inside the regions. */
export interface StrokeInk {
  strokes: Uint8Array;
  pen: Pen;
}

/**
 * Starts inking the boundaries of `labels` onto `page` (final by now); the returned function inks the
 * detail strokes when given and returns once the page is inked. A server inks the boundaries on another
 * thread while this one chooses the strokes (`inkRegionsLater` by default: all at the end, here).
 */
export type InkBoundaries = (labels: Int32Array, w: number, h: number, layout: PageLayout, pen: Pen, page: Uint8Array) => (details?: StrokeInk) => void;

/** Inks the boundaries (`inkRegionBoundaries`) and the detail strokes when given (`inkStrokes`), over all rows. */
export function inkRegions(labels: Int32Array, w: number, h: number, layout: PageLayout, pen: Pen, page: Uint8Array, details?: StrokeInk): void {
  inkRegionBoundaries(labels, w, h, layout, pen, page);
  if (details) inkStrokes(details.strokes, w, h, layout, details.pen, page);
}

/** The one-thread `InkBoundaries`: everything is inked when the strokes are known. */
export const inkRegionsLater: InkBoundaries = (labels, w, h, layout, pen, page) => (details) => inkRegions(labels, w, h, layout, pen, page, details);

/**
 * Inks every crack between two differently labelled working pixels, mapped onto the page. With rows
 * [y0, y1), only the cracks of those rows (across, and down to the next row) are inked: inking only ever
 * sets pixels to 0, so two threads may ink two row ranges of the same page at once and the page is the same.
 */
export function inkRegionBoundaries(labels: Int32Array, w: number, h: number, layout: PageLayout, pen: Pen, page: Uint8Array, y0 = 0, y1 = h): void {
  const { scale, content, width, height } = layout;
  for (let y = y0; y < y1; y++) {
    const cy = content.y + (y + 0.5) * scale;
    const cyDown = content.y + (y + 1) * scale;
    for (let x = 0; x < w; x++) {
      const p = y * w + x;
      const l = labels[p];
      if (x < w - 1 && labels[p + 1] !== l) stampDisc(page, width, height, content.x + (x + 1) * scale, cy, pen);
      if (y < h - 1 && labels[p + w] !== l) stampDisc(page, width, height, content.x + (x + 0.5) * scale, cyDown, pen);
    }
  }
}

/**
 * Inks stroke pixels with the pen, each joined to its stroke neighbours; with rows [y0, y1), only the
 * pixels of those rows (and their links onward), so two threads may ink two row ranges at once.
 */
export function inkStrokes(strokes: Uint8Array, w: number, h: number, layout: PageLayout, pen: Pen, page: Uint8Array, y0 = 0, y1 = h): void {
  const { scale, content } = layout;
  const at = (v: number, origin: number) => origin + (v + 0.5) * scale;
  const pw = layout.width;
  const ph = layout.height;
  for (let y = y0; y < y1; y++) {
    for (let x = 0; x < w; x++) {
      if (!strokes[y * w + x]) continue;
      const px = at(x, content.x);
      const py = at(y, content.y);
      let joined = false;
      // Forward neighbours only, so each link is drawn once.
      for (const [dx, dy] of FORWARD) {
        const xx = x + dx;
        const yy = y + dy;
        if (xx < 0 || xx >= w || yy >= h || !strokes[yy * w + xx]) continue;
        stampSegment(page, pw, ph, px, py, at(xx, content.x), at(yy, content.y), pen);
        joined = true;
      }
      if (!joined) stampDisc(page, pw, ph, px, py, pen);
    }
  }
}

const FORWARD: readonly [number, number][] = [
  [1, 0],
  [-1, 1],
  [0, 1],
  [1, 1],
];
