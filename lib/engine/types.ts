// Shared shapes of the line-art engine. Plain data only, so results cross worker boundaries.

export type Style = 'coloring-page' | 'line-art' | 'line-drawing';
export type Detail = 'low' | 'medium' | 'high';
export type Paper = 'a4' | 'letter';
export type Orientation = 'auto' | 'portrait' | 'landscape';

export const STYLES: readonly Style[] = ['coloring-page', 'line-art', 'line-drawing'];
export const DETAILS: readonly Detail[] = ['low', 'medium', 'high'];
export const PAPERS: readonly Paper[] = ['a4', 'letter'];

export interface ConvertOptions {
  style: Style;
  detail: Detail;
  /** Line weight at print size, 0.4–1.5 mm. */
  lineMm: number;
  /** Smallest white region a child has to color, in mm² at print size. */
  minRegionMm2: number;
  /** Line ends closer than this (mm at print size) are joined. */
  gapMm: number;
  removeBackground: boolean;
  /** Treat a light-on-dark drawing as dark-on-light. */
  invert: boolean;
  paper: Paper;
  orientation: Orientation;
}

/** Interleaved 8-bit pixels, 3 (RGB) or 4 (RGBA) channels. */
export interface RasterImage {
  data: Uint8Array | Uint8ClampedArray;
  width: number;
  height: number;
  channels: 3 | 4;
}

/** A grey or label plane. */
export interface Plane<T extends Uint8Array | Int32Array | Float32Array = Uint8Array> {
  data: T;
  width: number;
  height: number;
}

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The printable page: one byte per pixel, 0 = ink, 255 = paper. */
export interface PageRaster {
  data: Uint8Array;
  width: number;
  height: number;
  dpi: number;
  paper: Paper;
  /** Where the picture sits on the page. */
  content: Box;
}

export interface ColorabilityReport {
  /** Share of pixels that are exactly black or white, 0–1. */
  pureBlackWhiteShare: number;
  /** Ink share of the picture area, 0–1. */
  inkCoverage: number;
  closedRegions: number;
  smallestRegionMm2: number;
  openLineEnds: number;
  medianLineWidthMm: number;
  /** Line-width standard deviation over its mean. */
  lineWidthVariation: number;
  /** Ink components smaller than 1 mm². */
  specks: number;
  /** White regions smaller than the minimum region size. */
  regionsBelowMinimum: number;
}

/** Labels of the white regions on the page (0 = ink or outside), for colorize and fill tools. */
export interface RegionMap {
  labels: Int32Array;
  width: number;
  height: number;
  count: number;
}

export interface ConversionResult {
  page: PageRaster;
  report: ColorabilityReport;
  regions: RegionMap;
  options: ConvertOptions;
}
