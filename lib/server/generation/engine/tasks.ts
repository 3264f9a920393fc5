// The CPU-heavy work of a job, run inside an engine thread (thread.ts), with the engine's own decoder,
// converter and encoders (lib/server/imaging): the same bytes the CLI and the benchmark produce.
import sharp from 'sharp';
import type { PageReport } from '@/lib/api/contracts/generation';
import type { ConvertOptions, Paper } from '@/lib/engine/types';
import type { RawImage } from '@/lib/engine/output/raster-pdf';
import { decodeUpload } from '@/lib/server/imaging/decode';
import { convertUpload } from '@/lib/server/imaging/convert-upload';
import { photoLikeness } from '@/lib/server/imaging/likeness';
import { encodeBookPdf, encodeRasterPdf, encodeRasterPng } from '@/lib/server/imaging/encode';
import { colorizeDrawing, type ColorizePalette } from '../render/colorize';
import { COVER_PREVIEWS } from '../studio/cover-previews';

export type Progress = (percent: number) => void;

export type PageFiles = { png: Uint8Array; svg?: Uint8Array; pdf: Uint8Array };
export type PageResult = { files: PageFiles; report: PageReport | null; width: number; height: number; paper: Paper; regionCount: number };

/** A photo job: the same conversion as an upload (half-size decode, PNG deflated during the report). */
export async function convertPhoto(input: { source: Uint8Array; options: Partial<ConvertOptions> }, progress: Progress): Promise<PageResult> {
  const { sheet, report, png, svg, pdf, options, page } = await convertUpload(input.source, input.options, ['png', 'svg', 'pdf'], {}, progress);
  const files: PageFiles = { png, svg: new TextEncoder().encode(svg!), pdf: pdf! };
  // How much of the photo a person will recognise: the coloring check's verdict reads it.
  const likeness = await photoLikeness(input.source, page, options);
  return {
    files,
    report: likeness === undefined ? report : { ...report, likeness },
    width: sheet.width,
    height: sheet.height,
    paper: sheet.paper,
    regionCount: report.closedRegions,
  };
}

/** Drawings are colored at up to 4 megapixels: plenty on screen, and the region map stays quick. */
const COLORIZE_MAX_PIXELS = 4_000_000;

/** RGB → RGBA (opaque), the layout the coloring tools work on. */
function withAlpha(rgb: Uint8Array | Uint8ClampedArray): Uint8Array {
  const rgba = new Uint8Array((rgb.length / 3) * 4);
  for (let i = 0, j = 0; i < rgb.length; i += 3, j += 4) {
    rgba[j] = rgb[i];
    rgba[j + 1] = rgb[i + 1];
    rgba[j + 2] = rgb[i + 2];
    rgba[j + 3] = 255;
  }
  return rgba;
}

export async function colorize(
  input: { drawing: Uint8Array; reference?: Uint8Array; palette: ColorizePalette; colors?: Record<string, string>; seed?: number; paper: Paper },
  progress: Progress,
): Promise<PageResult> {
  const drawing = (await decodeUpload(input.drawing, COLORIZE_MAX_PIXELS)).image;
  const { width, height } = drawing;
  const reference = input.reference ? withAlpha((await decodeUpload(input.reference, COLORIZE_MAX_PIXELS, { width, height })).image.data) : undefined;
  progress(20);
  const { rgba, regionCount } = colorizeDrawing({
    rgba: withAlpha(drawing.data),
    width,
    height,
    palette: input.palette,
    reference,
    seed: input.seed,
    colors: input.colors,
  });
  progress(65);
  const rgb = new Uint8Array(width * height * 3);
  for (let i = 0, j = 0; i < rgb.length; i += 3, j += 4) {
    rgb[i] = rgba[j];
    rgb[i + 1] = rgba[j + 1];
    rgb[i + 2] = rgba[j + 2];
  }
  const image = { data: rgb, width, height, channels: 3 as const };
  const png = await encodeRasterPng(image);
  progress(80);
  const pdf = await encodeRasterPdf(image, input.paper);
  progress(90);
  return { files: { png, pdf }, report: null, width, height, paper: input.paper, regionCount };
}

/**
 * The coloring book's cover as one grey image: the title drawn from the studio's bundled fonts as outlines
 * (any script of the ten languages, the same on every machine) above small copies of the first pages
 * (`previews`, their PNGs). `locale` picks the Han font of a title.
 */
export async function bookCover(input: { title: string; pageCount: number; locale?: string; previews?: Uint8Array[] }): Promise<RawImage> {
  // The fonts load with the first book, not with every engine thread.
  const { bookCoverSvg } = await import('../studio/cover-title');
  // Each preview is the page's drawing without the paper's white margins, which would only shrink it.
  const previews = await Promise.all(
    (input.previews ?? [])
      .slice(0, COVER_PREVIEWS)
      .map((png) => sharp(png).greyscale().trim({ background: '#ffffff', threshold: 10 }).raw().toBuffer({ resolveWithObject: true })),
  );
  const { svg, slots } = await bookCoverSvg(
    input.title,
    input.pageCount,
    input.locale,
    previews.map(({ info }) => ({ width: info.width, height: info.height })),
  );
  // Scaled down with Lanczos, so thin lines stay whole (as grey) rather than breaking up.
  const thumbnails = await Promise.all(
    previews.map(async ({ data, info }, i) => ({
      input: await sharp(data, { raw: { width: info.width, height: info.height, channels: 1 } })
        .resize(slots[i].width, slots[i].height, { fit: 'fill' })
        .png()
        .toBuffer(),
      left: slots[i].left,
      top: slots[i].top,
    })),
  );
  // Black on white: one grey channel is a third of the pixels to compress.
  const cover = await sharp(await sharp(Buffer.from(svg)).flatten({ background: '#ffffff' }).composite(thumbnails).png().toBuffer())
    .greyscale()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data: cover.data, width: cover.info.width, height: cover.info.height, channels: 1 };
}

/** The coloring book: the cover (`bookCover`), then the pages, each a one-page PDF. */
export async function assembleBook(input: { title: string; pages: Uint8Array[]; paper: Paper; locale?: string; previews?: Uint8Array[] }): Promise<Uint8Array> {
  const cover = await bookCover({ title: input.title, pageCount: input.pages.length, locale: input.locale, previews: input.previews });
  return encodeBookPdf(input.pages, cover, input.paper, input.title);
}
