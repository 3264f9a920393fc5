// Runs in the engine thread (no server-only import). A studio SVG page → the 300 dpi bilevel page
// and the engine's colorability report, exactly as a converted photo gets them.
import { deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { DPI, encodeBilevelPng, PX_PER_MM, type ColorabilityReport, type PageRaster } from '@/lib/engine';
import { cleanPage } from '@/lib/engine/page/cleanup';
import { measurePage } from '@/lib/engine/report/measure';
import { MARGIN_MM, svgAtDpi } from '@/lib/studio/scene/paper';

export type RasterPage = { page: PageRaster; png: Uint8Array; report: ColorabilityReport };

/** Smallest area a child is asked to colour on a studio page, as in the engine's default. */
const MIN_REGION_MM2 = 4;

/** Rasterises at 300 dpi (svgAtDpi: librsvg would apply a density twice to mm sizes), then thresholds to pure black and white. */
export async function rasterizeStudioSvg(svg: string, paper: 'a4' | 'letter'): Promise<RasterPage> {
  const { data, info } = await sharp(Buffer.from(svgAtDpi(svg, DPI)), { density: 72, limitInputPixels: 40_000_000 })
    .flatten({ background: '#ffffff' })
    .greyscale()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const pixels = new Uint8Array(info.width * info.height);
  for (let p = 0; p < pixels.length; p++) pixels[p] = data[p * info.channels] < 128 ? 0 : 255;
  const margin = Math.round(MARGIN_MM * PX_PER_MM);
  const page: PageRaster = {
    data: pixels,
    width: info.width,
    height: info.height,
    dpi: DPI,
    paper,
    content: { x: margin, y: margin, width: info.width - 2 * margin, height: info.height - 2 * margin },
  };
  let { report } = measurePage(page, MIN_REGION_MM2);
  if (report.regionsBelowMinimum > 0 || report.specks > 0) {
    // Slivers where two outlines nearly touch are inked, as the engine does on its own coloring pages.
    cleanPage(pixels, info.width, info.height, MIN_REGION_MM2 * PX_PER_MM * PX_PER_MM, PX_PER_MM * PX_PER_MM);
    report = measurePage(page, MIN_REGION_MM2).report;
  }
  const png = encodeBilevelPng(page, (raw) => deflateSync(raw, { level: 6 }));
  return { page, png, report };
}
