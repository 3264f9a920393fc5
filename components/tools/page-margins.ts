// Where the picture sits on a page the engine laid out: centred in the area inside a 12 mm margin
// (lib/engine/page/layout.ts). The before/after view puts the photo in the same place.
const MARGIN_MM = 12;
const PAPERS_MM: Array<[number, number]> = [
  [210, 297],
  [215.9, 279.4],
];

/** Margins in percent of the page's width (x) and height (y), guessed from the page's shape. */
export function pageMargins(width: number, height: number): { x: number; y: number } {
  const ratio = width / height;
  let best = { w: 210, h: 297, d: Infinity };
  for (const [short, long] of PAPERS_MM) {
    const [w, h] = width >= height ? [long, short] : [short, long];
    const d = Math.abs(w / h - ratio);
    if (d < best.d) best = { w, h, d };
  }
  return { x: (MARGIN_MM / best.w) * 100, y: (MARGIN_MM / best.h) * 100 };
}
