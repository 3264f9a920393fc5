// SVG user units are millimetres throughout the studio; sheet sizes and the margin are the engine's.
import { MARGIN_MM, PAPER_MM } from '../../engine/page/layout';
import type { Paper } from '../../engine/types';

export { MARGIN_MM, type Paper };
export type Orientation = 'portrait' | 'landscape';
export type Box = { x: number; y: number; w: number; h: number };

export function pageSize(paper: Paper, orientation: Orientation): { w: number; h: number } {
  const { w, h } = PAPER_MM[paper];
  return orientation === 'portrait' ? { w, h } : { w: h, h: w };
}

/** Formats a coordinate with two decimals: stable strings, and 0.01 mm is far below a printed dot. */
export const f = (n: number) => (Math.round(n * 100) / 100).toString();

export function svgDocument(size: { w: number; h: number }, body: string, title: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${f(size.w)}mm" height="${f(size.h)}mm" viewBox="0 0 ${f(size.w)} ${f(size.h)}">` +
    `<title>${escapeXml(title)}</title><rect width="100%" height="100%" fill="#fff"/>${body}</svg>`
  );
}

export function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export function intersects(a: Box, b: Box, pad = 0): boolean {
  return a.x < b.x + b.w + pad && b.x < a.x + a.w + pad && a.y < b.y + b.h + pad && b.y < a.y + a.h + pad;
}

/**
 * The same page with its size in pixels for `dpi`. Rasterise that at sharp density 72: librsvg applies the
 * density to mm sizes twice, so a 150 dpi density would not give a 150 dpi raster.
 */
export function svgAtDpi(svg: string, dpi: number): string {
  return svg.replace(
    /^<svg([^>]*?) width="([\d.]+)mm" height="([\d.]+)mm"/,
    (_, pre, w, h) => `<svg${pre} width="${Math.round((Number(w) / 25.4) * dpi)}" height="${Math.round((Number(h) / 25.4) * dpi)}"`,
  );
}
