import type { PageLayout } from '../page/layout';
import type { ConvertOptions, Detail } from '../types';
import type { SmoothPlanes } from './segment';
import type { SegmentHalves } from '../regions/halves';
import type { InkBoundaries } from '../page/render-regions';
import type { MajoritySmooth } from '../regions/smooth';
import type { BoundaryDistance } from './boundary-distance';
import type { DetailEdges } from './detail-edges';

/**
 * How a caller runs the steps of a style that can be shared with another thread, and hears when each
 * step ends. Each default is the one-thread step; a replacement must give exactly its numbers.
 */
export interface StyleHooks {
  /** Smooths the coloring page's planes and takes their gradient (`smoothPlanes` by default). */
  smoothPlanes?: SmoothPlanes;
  /** Floods and reads the coloring page's over-segmentation in halves (`segmentInHalves` by default). */
  segmentHalves?: SegmentHalves;
  /** Smooths the coloring page's region boundaries (`majoritySmooth` by default). */
  majoritySmooth?: MajoritySmooth;
  /** Finds the edges of the coloring page's detail strokes, e.g. on another thread (`detailEdgesHere` by default). */
  detailEdges?: DetailEdges;
  /** The distances of the coloring page's detail strokes to the region boundaries (`boundaryDistanceHere` by default). */
  boundaryDistance?: BoundaryDistance;
  /** Inks the coloring page's region boundaries, then its detail strokes (`inkRegionsLater` by default). */
  inkBoundaries?: InkBoundaries;
  /**
   * Allocates the page's bytes, all white (255), `length` long (a plain Uint8Array by default): a server
   * gives shared memory, so another thread can read the finished page without a copy, whitened ahead.
   */
  newPage?: (length: number) => Uint8Array;
  /** Called with a step's name when it ends (`planes`, `smooth`, `watershed`, …, `lines`): a benchmark's phase timer. */
  mark?: (phase: string) => void;
}

/** What every style receives: the picture at working size and where it goes on the page. */
export interface StyleContext extends StyleHooks {
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
}

/** A white page of the layout's size, in memory from `ctx.newPage` when given. */
export function blankPage(ctx: Pick<StyleContext, 'layout' | 'newPage'>): Uint8Array {
  const length = ctx.layout.width * ctx.layout.height;
  return ctx.newPage?.(length) ?? new Uint8Array(length).fill(255);
}

export function byDetail<T>(detail: Detail, values: Record<Detail, T>): T {
  return values[detail];
}
