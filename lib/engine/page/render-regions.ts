import type { PageLayout } from './layout';
import { stampDisc, type Pen } from './stamp';

/** Inks every crack between two differently labelled working pixels, mapped onto the page. */
export function inkRegionBoundaries(labels: Int32Array, w: number, h: number, layout: PageLayout, pen: Pen, page: Uint8Array): void {
  const { scale, content, width, height } = layout;
  for (let y = 0; y < h; y++) {
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
