import { MARGIN_MM, PAPER_MM } from '@/lib/engine/page/layout';

// Where the picture sits on a page the engine laid out: centred in the area inside its margin.
// The before/after view puts the photo in the same place.

/** Margins in percent of the page's width (x) and height (y), guessed from the page's shape. */
export function pageMargins(width: number, height: number): { x: number; y: number } {
  const ratio = width / height;
  let best = { ...PAPER_MM.a4, d: Infinity };
  for (const { w: short, h: long } of Object.values(PAPER_MM)) {
    const [w, h] = width >= height ? [long, short] : [short, long];
    const d = Math.abs(w / h - ratio);
    if (d < best.d) best = { w, h, d };
  }
  return { x: (MARGIN_MM / best.w) * 100, y: (MARGIN_MM / best.h) * 100 };
}
