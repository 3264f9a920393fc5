import type { PageLayout } from '../page/layout';
import type { ConvertOptions, Detail } from '../types';
import type { SmoothPlanes } from './segment';
import type { SegmentHalves } from '../regions/halves';
import type { InkBoundaries } from '../page/render-regions';
import type { MajoritySmooth } from '../regions/smooth';

/** What every style receives: the picture at working size and where it goes on the page. */
export interface StyleContext {
  rgb: [Float32Array, Float32Array, Float32Array];
  grey: Float32Array;
  width: number;
  height: number;
  layout: PageLayout;
  options: ConvertOptions;
  /** Working pixels per millimetre at print size. */
  pxPerMm: number;
  /** The RGB planes box-reduced by 2, when the caller made them without full-size planes (coloring page). */
  half?: [Float32Array, Float32Array, Float32Array];
  /** Known to be a photo, not a clean drawing (`grey` is then at half size too). */
  photo?: boolean;
  /** 1 where the subject is, when the background is being removed (line styles). */
  subject?: Uint8Array;
  /** Smoothing and gradient of the coloring page's segmentation, e.g. on two threads (`ConvertHooks.smoothPlanes`). */
  smoothPlanes?: SmoothPlanes;
  /** The over-segmentation's two halves, e.g. on two threads (`ConvertHooks.segmentHalves`). */
  segmentHalves?: SegmentHalves;
  /** Smooths the coloring page's region boundaries, e.g. on two threads (`ConvertHooks.majoritySmooth`). */
  majoritySmooth?: MajoritySmooth;
  /** Inks the coloring page's region boundaries, e.g. on two threads (`ConvertHooks.inkBoundaries`). */
  inkBoundaries?: InkBoundaries;
  /** Allocates the page's bytes (`ConvertHooks.newPage`). */
  newPage?: (length: number) => Uint8Array;
  /** Called with a step's name when it ends (`ConvertHooks.mark`). */
  mark?: (phase: string) => void;
}

/** A white page of the layout's size, in memory from `ctx.newPage` when given. */
export function blankPage(ctx: Pick<StyleContext, 'layout' | 'newPage'>): Uint8Array {
  const length = ctx.layout.width * ctx.layout.height;
  return (ctx.newPage?.(length) ?? new Uint8Array(length)).fill(255);
}

export function byDetail<T>(detail: Detail, values: Record<Detail, T>): T {
  return values[detail];
}
