import type { PageLayout } from './layout';
import { stampDisc, type Pen } from './stamp';

/** Inks the boundaries of `labels` onto `page` (`inkRegionBoundaries` over all rows by default). */
export type InkBoundaries = (labels: Int32Array, w: number, h: number, layout: PageLayout, pen: Pen, page: Uint8Array) => void;

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
