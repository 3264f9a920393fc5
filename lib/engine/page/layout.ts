import type { Box, Orientation, Paper } from '../types';

export const DPI = 300;
export const MM_PER_INCH = 25.4;
export const PX_PER_MM = DPI / MM_PER_INCH;
/** At least 10 mm so "fit to page" printing never cuts a line; 12 mm leaves room for half a line. */
export const MARGIN_MM = 12;

// Portrait sizes at 300 dpi.
const PAPER_PX: Record<Paper, [number, number]> = { a4: [2480, 3508], letter: [2550, 3300] };

export interface PageLayout {
  width: number;
  height: number;
  content: Box;
  /** Page pixels per working pixel. */
  scale: number;
}

/** Places a picture of w×h working pixels on the paper, turning the page to match the picture when asked. */
export function layoutPage(paper: Paper, orientation: Orientation, w: number, h: number, inset = 0): PageLayout {
  const [pw, ph] = PAPER_PX[paper];
  const landscape = orientation === 'landscape' || (orientation === 'auto' && w > h);
  const width = landscape ? ph : pw;
  const height = landscape ? pw : ph;
  const margin = Math.round(MARGIN_MM * PX_PER_MM) + inset;
  const scale = Math.min((width - 2 * margin) / w, (height - 2 * margin) / h);
  const cw = Math.round(w * scale);
  const chh = Math.round(h * scale);
  return {
    width,
    height,
    scale,
    content: { x: Math.round((width - cw) / 2), y: Math.round((height - chh) / 2), width: cw, height: chh },
  };
}
