import 'server-only';
import sharp from 'sharp';
import { layoutPage } from '@/lib/engine/page/layout';
import { EVAL_DPI, edgeRecall, inkReach, salientEdges } from '@/lib/engine/report/likeness';
import type { Box, ConvertOptions, PageRaster } from '@/lib/engine/types';
import { decodeUpload } from './decode';

// The measure works at 75 dpi (under half a megapixel for the picture area): a decode at a few times
// that is plenty, and much cheaper than the conversion's working size.
const DECODE_PIXELS = 2_000_000;

/** A photo laid out on the page as the engine lays it out, in grey at the measure's 75 dpi. */
export interface FittedPhoto {
  grey: Float32Array;
  width: number;
  height: number;
  /** Where the picture sits on the 300 dpi page. */
  box: Box;
  /** Its salient edges (what a person recognises the subject by). */
  edges: Uint8Array;
}

export async function fitPhoto(bytes: Uint8Array, options: Pick<ConvertOptions, 'paper' | 'orientation'>): Promise<FittedPhoto> {
  const { image } = await decodeUpload(bytes, DECODE_PIXELS);
  const layout = layoutPage(options.paper, options.orientation, image.width, image.height);
  const width = Math.round((layout.content.width * EVAL_DPI) / 300);
  const height = Math.round((layout.content.height * EVAL_DPI) / 300);
  const raw = await sharp(image.data, { raw: { width: image.width, height: image.height, channels: image.channels } })
    .resize(width, height, { fit: 'fill', kernel: 'lanczos3' })
    .greyscale()
    .raw()
    .toBuffer();
  const grey = Float32Array.from(raw);
  return { grey, width, height, box: layout.content, edges: salientEdges(grey, width, height) };
}

/** A page as the measure reads it: its grey pixels, or its PNG (decoded here). */
export type MeasuredPage = Pick<PageRaster, 'data' | 'width'> | Uint8Array;

/** Share (0–1) of the photo's salient edges that a page has ink close to. */
export async function pageLikeness(page: MeasuredPage, photo: FittedPhoto): Promise<number> {
  let pixels: Pick<PageRaster, 'data' | 'width'>;
  if (page instanceof Uint8Array) {
    const { data, info } = await sharp(page).greyscale().raw().toBuffer({ resolveWithObject: true });
    pixels = { data: new Uint8Array(data.buffer, data.byteOffset, data.length), width: info.width };
  } else pixels = page;
  return edgeRecall(photo.edges, inkReach(pixels.data, pixels.width, photo.box, photo.width, photo.height));
}

/**
 * The likeness figure of a photo page, or undefined where it would mislead: with the background
 * removed the page leaves out, on purpose, edges the photo has.
 */
export async function photoLikeness(bytes: Uint8Array, page: MeasuredPage, options: ConvertOptions): Promise<number | undefined> {
  if (options.removeBackground) return undefined;
  const recall = await pageLikeness(page, await fitPhoto(bytes, options));
  // Two decimals are all the verdict reads, and they keep the stored report stable.
  return Math.round(recall * 100) / 100;
}
