import { EngineError } from './errors';
import { resolveOptions } from './options';
import { layoutPage, PX_PER_MM } from './page/layout';
import { luma, lumaAndHalfPlanes, planarRgbAndLuma, toPlanarRgb } from './raster/channels';
import { toWorkingSize } from './raster/resample';
import { percentile } from './raster/stats';
import { measurePage, type LineBand, type MeasureHooks } from './report/measure';
import { drawColoringPage, segmentsAtHalfSize } from './styles/coloring-page';
import { isLineDrawing } from './styles/drawing-regions';
import type { StyleContext, StyleHooks } from './styles/context';
import { subjectMask } from './styles/subject';
import { drawLineArt } from './styles/line-art';
import { drawLineDrawing } from './styles/line-drawing';
import type { ConversionResult, ConvertOptions, PageRaster, RasterImage, Style } from './types';

/** The float planes and grey of a half-size image, computed once for the drawing check and the conversion. */
export interface HalfSizePlanes {
  image: RasterImage;
  invert: boolean;
  rgb: [Float32Array, Float32Array, Float32Array];
  grey: Float32Array;
}

/** `newPlanes(n)` may give the memory of the three planes (3n floats, e.g. shared with another thread). */
export function halfSizePlanes(image: RasterImage, invert = false, newPlanes?: (length: number) => Float32Array): HalfSizePlanes {
  const fused = planarRgbAndLuma(image, invert, newPlanes);
  if (fused) return { image, invert, ...fused };
  const rgb = toPlanarRgb(image, invert);
  return { image, invert, rgb, grey: luma(...rgb) };
}

/**
 * Whether a half-size image (see `ConvertHooks.halfWorkingSize`) is a clean drawing, to be decoded at
 * full size. Pass the photo's `halfSizePlanes` on to the conversion as `ConvertHooks.halfPlanes`.
 */
export function isHalfSizeDrawing(image: RasterImage | HalfSizePlanes, invert = false): boolean {
  return isLineDrawing(('grey' in image ? image : halfSizePlanes(image, invert)).grey);
}

/** Smallest side we accept: below this there is no picture to trace (1×1 uploads and icons). */
export const MIN_SIDE = 16;

const STYLE_DRAWERS: Record<Style, (ctx: StyleContext) => Uint8Array> = {
  'coloring-page': drawColoringPage,
  'line-art': drawLineArt,
  'line-drawing': drawLineDrawing,
};

/** How a caller takes part in a conversion: the style's shared steps (`StyleHooks`) and the page's last steps. */
export interface ConvertHooks extends StyleHooks {
  /**
   * Called once the page's pixels are final, before the report measures its lines, so a server can
   * encode the PNG on another thread meanwhile (`pngRows`: see `MeasureHooks.onFinal`).
   */
  onPageFinal?: (page: PageRaster, pngRows: () => Uint8Array) => void;
  /**
   * The image is a photo already at half the working size on each side (coloring page only): it is
   * segmented as it is and laid out as if it were twice as large. A clean drawing must not be passed
   * this way (check with `isHalfSizeDrawing`): its regions come from the full working size.
   */
  halfWorkingSize?: boolean;
  /** `halfSizePlanes` of this very image (used only when its image and invert flag match). */
  halfPlanes?: HalfSizePlanes;
  /** Traces the page's line bands (`traceAllBands` by default), e.g. half of them on another thread. */
  traceBands?: (page: PageRaster, ready: () => void) => LineBand[];
  /** Finds the page's white runs (`paperRuns` by default), e.g. half the rows on another thread. */
  paperRuns?: MeasureHooks['paperRuns'];
}

/** Turns a decoded photo or drawing into a printable page with its colorability report. */
export function convertToLineArt(image: RasterImage, input: Partial<ConvertOptions> = {}, hooks: ConvertHooks = {}): ConversionResult {
  const options = resolveOptions(input);
  if (image.width < MIN_SIDE || image.height < MIN_SIDE) {
    throw new EngineError('too_small', `image is ${image.width}×${image.height}; at least ${MIN_SIDE}×${MIN_SIDE} is needed`);
  }
  const halfSize = hooks.halfWorkingSize === true;
  if (halfSize && options.style !== 'coloring-page') throw new Error('only the coloring page takes a half-size image');
  const working = halfSize ? image : toWorkingSize(image);
  const width = halfSize ? 2 * image.width : working.width;
  const height = halfSize ? 2 * image.height : working.height;
  const layout = layoutPage(options.paper, options.orientation, width, height);
  const pxPerMm = PX_PER_MM / layout.scale;
  if (halfSize && !segmentsAtHalfSize(pxPerMm)) throw new Error('a half-size image must come from a full working size');
  // The coloring page segments at half size: its planes come straight from the bytes when they can.
  const fused = halfSize || !(options.style === 'coloring-page' && segmentsAtHalfSize(pxPerMm)) ? null : lumaAndHalfPlanes(working, options.invert);
  const given = halfSize && hooks.halfPlanes?.image === image && hooks.halfPlanes.invert === options.invert ? hooks.halfPlanes : null;
  let rgb = fused ? null : (given?.rgb ?? toPlanarRgb(working, options.invert));
  const grey = fused ? fused.grey : (given?.grey ?? luma(...rgb!));
  // A picture with (almost) no tonal range has nothing to outline.
  const range = percentile(grey, 0.995, 255, 3) - percentile(grey, 0.005, 255, 3);
  if (range < 6) throw new EngineError('blank_image', 'the picture is a single flat tone');
  const ctx: StyleContext = {
    get rgb() {
      if (halfSize) throw new Error('no full-size planes for a half-size image');
      return (rgb ??= toPlanarRgb(working, options.invert));
    },
    grey,
    width,
    height,
    layout,
    options,
    pxPerMm,
    half: halfSize ? rgb! : fused?.half,
    photo: halfSize,
    smoothPlanes: hooks.smoothPlanes,
    segmentHalves: hooks.segmentHalves,
    majoritySmooth: hooks.majoritySmooth,
    inkBoundaries: hooks.inkBoundaries,
    detailEdges: hooks.detailEdges,
    boundaryDistance: hooks.boundaryDistance,
    newPage: hooks.newPage,
    mark: hooks.mark,
  };
  hooks.mark?.('planes');
  if (options.removeBackground && options.style !== 'coloring-page') ctx.subject = subjectMask(ctx);
  const data = STYLE_DRAWERS[options.style](ctx);
  const page: PageRaster = { data, width: layout.width, height: layout.height, dpi: 300, paper: options.paper, content: layout.content };
  hooks.mark?.('draw');
  const repairs = { fillPockets: options.style === 'coloring-page', eraseSpecks: true };
  const measured = measurePage(page, options.minRegionMm2, repairs, {
    onFinal: hooks.onPageFinal,
    traceBands: hooks.traceBands,
    paperRuns: hooks.paperRuns,
    mark: hooks.mark,
  });
  return { page, report: measured.report, regions: measured.regions, options };
}
