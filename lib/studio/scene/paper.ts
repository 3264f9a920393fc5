// Paper sizes in millimetres; SVG user units are millimetres throughout the studio.
export type Paper = 'a4' | 'letter';
export type Orientation = 'portrait' | 'landscape';
export type Box = { x: number; y: number; w: number; h: number };

const SIZES: Record<Paper, [number, number]> = { a4: [210, 297], letter: [215.9, 279.4] };
// Home printers cannot print the outer few millimetres; 12 mm keeps every line on the sheet.
export const MARGIN_MM = 12;

export function pageSize(paper: Paper, orientation: Orientation): { w: number; h: number } {
  const [a, b] = SIZES[paper];
  return orientation === 'portrait' ? { w: a, h: b } : { w: b, h: a };
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
  return svg.replace(/^<svg([^>]*?) width="([\d.]+)mm" height="([\d.]+)mm"/, (_, pre, w, h) =>
    `<svg${pre} width="${Math.round((Number(w) / 25.4) * dpi)}" height="${Math.round((Number(h) / 25.4) * dpi)}"`);
}
