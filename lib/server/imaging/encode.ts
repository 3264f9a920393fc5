import 'server-only';
import { promisify } from 'node:util';
import { deflate as deflateAsync, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { assembleBilevelPng, encodeBilevelPng, packBilevelRows } from '@/lib/engine/output/png';
import type { PdfOptions } from '@/lib/engine/output/pdf';
import type { RasterPdfOptions, RawImage } from '@/lib/engine/output/raster-pdf';
import { pageToSvg } from '@/lib/engine/output/svg';
import type { PageRaster, Paper } from '@/lib/engine/types';
import type { FontFor } from '@/lib/engine/output/pdf';

const PNG_DEFLATE = { level: 6 } as const;
// 1-bit line pages: level 3 deflates an A4 page in ~3 ms instead of ~11 ms for a file ~15 % larger
// (82 KB instead of 70 KB for a 12 MP photo's page): the page is ready sooner and still small.
const PAGE_DEFLATE = { level: 3 } as const;
const deflate = (raw: Uint8Array) => new Uint8Array(deflateSync(raw, PNG_DEFLATE));
const deflatePage = (raw: Uint8Array) => new Uint8Array(deflateSync(raw, PAGE_DEFLATE));
const deflateInPool = promisify(deflateAsync);
// pdf-lib loads with the first PDF, the font files and their parser only for a title outside Latin-1: a
// command-line conversion to PNG starts without them.
const pdfFontFor: FontFor = async (codePoint) => (await import('./pdf-fonts')).pdfFontFor(codePoint);

/** 1-bit PNG at 300 dpi; same page, same bytes. */
export function encodePagePng(page: PageRaster): Uint8Array {
  return encodeBilevelPng(page, deflatePage);
}

/**
 * The same bytes as `encodePagePng`, deflated on libuv's thread pool: the event loop's thread is free to
 * measure the page meanwhile (the second core). The page must not change until the promise settles.
 */
export async function encodePagePngAsync(page: PageRaster, raw = packBilevelRows(page)): Promise<Uint8Array> {
  // One output chunk as large as the input: zlib's async deflate hands every filled chunk back to the event
  // loop, which is busy measuring the page, so 16 KB chunks left most of the work until it was done.
  const idat = await deflateInPool(raw, { ...PAGE_DEFLATE, chunkSize: Math.max(16384, raw.length) });
  return assembleBilevelPng(page, new Uint8Array(idat.buffer, idat.byteOffset, idat.length));
}

export function encodePageSvg(page: PageRaster): string {
  return pageToSvg(page);
}

export async function encodePagePdf(page: PageRaster, options: PdfOptions = {}, png = encodePagePng(page)): Promise<Uint8Array> {
  const { pageToPdf } = await import('@/lib/engine/output/pdf');
  return pageToPdf(page, png, { fontFor: pdfFontFor, ...options });
}

/** A colour (or grey) page as PNG tagged 300 dpi, so a print dialog sizes it right (colorized pages). */
export async function encodeRasterPng(image: RawImage): Promise<Uint8Array> {
  const { data, width, height, channels } = image;
  return sharp(data, { raw: { width, height, channels } }).withMetadata({ density: 300 }).png({ compressionLevel: 6 }).toBuffer();
}

export async function encodeRasterPdf(image: RawImage, paper: Paper, options: RasterPdfOptions = {}): Promise<Uint8Array> {
  const { rasterToPdf } = await import('@/lib/engine/output/raster-pdf');
  return rasterToPdf(image, paper, deflate, { fontFor: pdfFontFor, ...options });
}

/** A studio page's 1-bit PNG as a PDF on `paper`, without decoding or deflating the pixels again. */
export async function encodeBilevelPdf(png: Uint8Array, paper: Paper, options: RasterPdfOptions = {}): Promise<Uint8Array> {
  const { bilevelToPdf } = await import('@/lib/engine/output/raster-pdf');
  return bilevelToPdf(png, paper, { fontFor: pdfFontFor, ...options });
}

export async function encodeBookPdf(pages: Uint8Array[], cover: RawImage, paper: Paper, title: string): Promise<Uint8Array> {
  const { bookPdf } = await import('@/lib/engine/output/raster-pdf');
  return bookPdf(pages, cover, paper, title, deflate);
}
