import { EngineError } from './errors';
import { resolveOptions } from './options';
import { layoutPage, PX_PER_MM } from './page/layout';
import { luma, lumaAndHalfPlanes, toPlanarRgb } from './raster/channels';
import { toWorkingSize } from './raster/resample';
import { percentile } from './raster/stats';
import { measurePage } from './report/measure';
import { drawColoringPage, segmentsAtHalfSize } from './styles/coloring-page';
import type { StyleContext } from './styles/context';
import { subjectMask } from './styles/subject';
import { drawLineArt } from './styles/line-art';
import { drawLineDrawing } from './styles/line-drawing';
import type { ConversionResult, ConvertOptions, PageRaster, RasterImage, Style } from './types';

/** Smallest side we accept: below this there is no picture to trace (1×1 uploads and icons). */
export const MIN_SIDE = 16;

const STYLE_DRAWERS: Record<Style, (ctx: StyleContext) => Uint8Array> = {
  'coloring-page': drawColoringPage,
  'line-art': drawLineArt,
  'line-drawing': drawLineDrawing,
};

/** Turns a decoded photo or drawing into a printable page with its colorability report. */
/**
 * `onPageFinal` is called once the page's pixels are final, before the report measures its lines, so a
 * server can encode the PNG on another thread meanwhile.
 */
export function convertToLineArt(image: RasterImage, input: Partial<ConvertOptions> = {}, onPageFinal?: (page: PageRaster) => void): ConversionResult {
  const options = resolveOptions(input);
  if (image.width < MIN_SIDE || image.height < MIN_SIDE) {
    throw new EngineError('too_small', `image is ${image.width}×${image.height}; at least ${MIN_SIDE}×${MIN_SIDE} is needed`);
  }
  const working = toWorkingSize(image);
  const { width, height } = working;
  const layout = layoutPage(options.paper, options.orientation, width, height);
  const pxPerMm = PX_PER_MM / layout.scale;
  // The coloring page segments at half size: its planes come straight from the bytes when they can.
  const fused = options.style === 'coloring-page' && segmentsAtHalfSize(pxPerMm) ? lumaAndHalfPlanes(working, options.invert) : null;
  let rgb = fused ? null : toPlanarRgb(working, options.invert);
  const grey = fused ? fused.grey : luma(...rgb!);
  // A picture with (almost) no tonal range has nothing to outline.
  const range = percentile(grey, 0.995, 255, 3) - percentile(grey, 0.005, 255, 3);
  if (range < 6) throw new EngineError('blank_image', 'the picture is a single flat tone');
  const ctx: StyleContext = {
    get rgb() {
      return (rgb ??= toPlanarRgb(working, options.invert));
    },
    grey,
    width,
    height,
    layout,
    options,
    pxPerMm,
    half: fused?.half,
  };
  if (options.removeBackground && options.style !== 'coloring-page') ctx.subject = subjectMask(ctx);
  const data = STYLE_DRAWERS[options.style](ctx);
  const page: PageRaster = { data, width: layout.width, height: layout.height, dpi: 300, paper: options.paper, content: layout.content };
  const measured = measurePage(page, options.minRegionMm2, { fillPockets: options.style === 'coloring-page', eraseSpecks: true }, onPageFinal);
  return { page, report: measured.report, regions: measured.regions, options };
}
