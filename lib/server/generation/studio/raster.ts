// Runs in the engine thread (no server-only import). A studio SVG page → the 300 dpi bilevel page
// and the engine's colorability report, exactly as a converted photo gets them.
import { deflateSync } from 'node:zlib';
import { DPI, encodeBilevelPng, PX_PER_MM, type ColorabilityReport, type PageRaster } from '@/lib/engine';
import { measurePage } from '@/lib/engine/report/measure';
import { bilevelRaster } from '@/lib/studio/bilevel-raster';
import { MARGIN_MM, svgAtDpi } from '@/lib/studio/scene/paper';

export type RasterPage = { page: PageRaster; png: Uint8Array; report: ColorabilityReport };

/** Smallest area a child is asked to colour on a studio page, as in the engine's default. */
const MIN_REGION_MM2 = 4;

/**
 * Rasterises at 300 dpi (svgAtDpi: librsvg would apply a density twice to mm sizes) and thresholds to pure
 * black and white inside libvips (grey < 128 → ink), so the raw buffer is the page as it is. One pass of
 * the engine's measure then inks the slivers where two outlines nearly touch and erases specks, as on the
 * engine's own coloring pages, and reports on that repaired page: the page the PNG and PDF carry.
 */
export async function rasterizeStudioSvg(svg: string, paper: 'a4' | 'letter'): Promise<RasterPage> {
  const { data: pixels, width, height } = await bilevelRaster(svgAtDpi(svg, DPI), DPI, 40_000_000);
  const margin = Math.round(MARGIN_MM * PX_PER_MM);
  const page: PageRaster = {
    data: pixels,
    width,
    height,
    dpi: DPI,
    paper,
    content: { x: margin, y: margin, width: width - 2 * margin, height: height - 2 * margin },
  };
  const { report } = measurePage(page, MIN_REGION_MM2, { fillPockets: true, eraseSpecks: true });
  const png = encodeBilevelPng(page, (raw) => deflateSync(raw, { level: 6 }));
  return { page, png, report };
}
