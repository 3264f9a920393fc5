import 'server-only';
import { convertToLineArt, halfSizePlanes, isHalfSizeDrawing } from '@/lib/engine/convert';
import { PAPER_PX } from '@/lib/engine/page/layout';
import { WORKING_PIXELS } from '@/lib/engine/raster/resample';
import type { PdfOptions } from '@/lib/engine/output/pdf';
import { PAPERS, type ColorabilityReport, type ConvertOptions, type PageRaster, type RegionMap } from '@/lib/engine/types';
import { decodeUpload } from './decode';
import {
  detailEdgesInParallel,
  distanceInParallel,
  inkInParallel,
  majorityInParallel,
  mapJobsAhead,
  paperRunsInParallel,
  sharedPageAhead,
  sharedPlanesAhead,
  smoothPlanesInParallel,
  traceBandsInParallel,
  segmentInParallel,
} from './line-bands';
import { SharedLease, withLease } from './shared-ahead';
import { encodePagePdf, encodePagePng, encodePagePngAsync, encodePageSvg } from './encode';

export type OutputFormat = 'png' | 'svg' | 'pdf';

export interface ConvertedUpload {
  /** The page's size in pixels and its paper (not its pixels: those are in `png`). */
  sheet: Pick<PageRaster, 'width' | 'height' | 'dpi' | 'paper'>;
  report: ColorabilityReport;
  regions: RegionMap;
  /** The finished page's pixels (grey, 0 = ink), for measures that read the page without decoding its PNG. */
  page: PageRaster;
  options: ConvertOptions;
  png: Uint8Array;
  svg?: string;
  pdf?: Uint8Array;
  timings: Record<'decode' | 'convert' | 'encode', number>;
}

/** What a conversion thread answers: everything but the page's pixels, which stay in the thread. */
export type PooledConversion = Omit<ConvertedUpload, 'page'>;

/** Upload bytes in, printable page out: the whole server-side conversion of one image. */
export async function convertUpload(
  bytes: Uint8Array,
  options: Partial<ConvertOptions>,
  formats: readonly OutputFormat[] = ['png'],
  pdf: PdfOptions = {},
  progress?: (percent: number) => void,
  /** Called with each step's name when it ends (see `ConvertHooks.mark`), for a benchmark's phase timer. */
  mark?: (phase: string) => void,
): Promise<ConvertedUpload> {
  const t0 = performance.now();
  // A large photo's coloring page is segmented at half the working size: decoding straight to that size
  // is several times cheaper. A clean drawing needs the full working size, so it is decoded again.
  const coloringPage = (options.style ?? 'coloring-page') === 'coloring-page';
  // The coloring page draws on a page of its paper's size (either orientation), and a photo decoded at half
  // size is split into float planes: their memory is mapped while the photo decodes.
  const paper = options.paper ?? 'a4';
  const pageLength = coloringPage && PAPERS.includes(paper) ? PAPER_PX[paper].width * PAPER_PX[paper].height : 0;
  const page = sharedPageAhead();
  // The shared memory of the planes and the helper's jobs, kept from this thread's last conversion.
  const lease = new SharedLease();
  const planes = sharedPlanesAhead(lease);
  let decoded = await decodeUpload(bytes, WORKING_PIXELS, undefined, coloringPage, (size, half) => {
    if (pageLength) page.touch(pageLength);
    if (half) planes.touch(size.width * size.height);
    if (half) mapJobsAhead(lease, size.width * size.height);
  });
  // The planes of the drawing check are the conversion's own: computed once.
  let halfPlanes = decoded.half ? halfSizePlanes(decoded.image, options.invert ?? false, planes.take) : undefined;
  if (halfPlanes && isHalfSizeDrawing(halfPlanes)) {
    decoded = await decodeUpload(bytes);
    halfPlanes = undefined;
  }
  const t1 = performance.now();
  mark?.('decode');
  progress?.(15);
  // The PNG deflates on another thread while the report measures the finished page.
  let pending: Promise<Uint8Array> | undefined;
  const onPageFinal = (page: PageRaster, pngRows: () => Uint8Array) => {
    pending = encodePagePngAsync(page, pngRows());
  };
  const image = decoded.image;
  const result = withLease(lease, () =>
    convertToLineArt(image, options, {
      onPageFinal,
      halfWorkingSize: decoded.half,
      halfPlanes,
      smoothPlanes: smoothPlanesInParallel,
      segmentHalves: segmentInParallel,
      traceBands: traceBandsInParallel,
      paperRuns: paperRunsInParallel,
      newPage: page.take,
      inkBoundaries: inkInParallel,
      detailEdges: detailEdgesInParallel,
      boundaryDistance: distanceInParallel,
      majoritySmooth: majorityInParallel,
      mark,
    }),
  );
  // Nothing of the lease is in the result (the page is not leased): it is all free for the next conversion,
  // unless a job was given up on. A conversion that throws never gets here, and keeps nothing either.
  lease.end();
  const t2 = performance.now();
  progress?.(60);
  const png = pending ? await pending : encodePagePng(result.page);
  mark?.('png');
  const out: ConvertedUpload = {
    sheet: { width: result.page.width, height: result.page.height, dpi: result.page.dpi, paper: result.page.paper },
    report: result.report,
    regions: result.regions,
    page: result.page,
    options: result.options,
    png,
    timings: { decode: t1 - t0, convert: t2 - t1, encode: 0 },
  };
  progress?.(70);
  if (formats.includes('svg')) out.svg = encodePageSvg(result.page);
  progress?.(80);
  if (formats.includes('pdf')) out.pdf = await encodePagePdf(result.page, pdf, png);
  out.timings.encode = performance.now() - t2;
  progress?.(90);
  return out;
}
