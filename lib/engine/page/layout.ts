import type { Box, Orientation, Paper } from '../types';

export const DPI = 300;
export const MM_PER_INCH = 25.4;
export const PX_PER_MM = DPI / MM_PER_INCH;
/** At least 10 mm so "fit to page" printing never cuts a line; 12 mm leaves room for half a line. */
export const MARGIN_MM = 12;

/** The sheets pages are made for, portrait, in millimetres: every other size of a page derives from these. */
export const PAPER_MM: Record<Paper, { w: number; h: number }> = { a4: { w: 210, h: 297 }, letter: { w: 215.9, h: 279.4 } };

const sized = (scale: (mm: number) => number) =>
  Object.fromEntries(Object.entries(PAPER_MM).map(([paper, { w, h }]) => [paper, { width: scale(w), height: scale(h) }])) as Record<
    Paper,
    { width: number; height: number }
  >;

/** Portrait sizes in pixels at 300 dpi, as the engine rasterises a page. */
export const PAPER_PX = sized((mm) => Math.round(mm * PX_PER_MM));

/** Portrait sizes in PDF points (1/72 inch), to the hundredth. */
export const PAPER_POINTS = sized((mm) => Math.round((mm / MM_PER_INCH) * 72 * 100) / 100);

export interface PageLayout {
  width: number;
  height: number;
  content: Box;
  /** Page pixels per working pixel. */
  scale: number;
}

/** Places a picture of w×h working pixels on the paper, turning the page to match the picture when asked. */
export function layoutPage(paper: Paper, orientation: Orientation, w: number, h: number, inset = 0): PageLayout {
  const { width: pw, height: ph } = PAPER_PX[paper];
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
