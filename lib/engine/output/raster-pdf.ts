import { concatTransformationMatrix, drawObject, PDFDocument, PDFName, popGraphicsState, pushGraphicsState, rgb, StandardFonts, type PDFPage } from 'pdf-lib';
import { PAPER_POINTS } from '../page/layout';
import type { Paper } from '../types';
import { PdfText, type FontFor } from './pdf-text';

/** zlib deflate, supplied by the caller so this module stays free of Node imports. */
export type Deflate = (raw: Uint8Array) => Uint8Array;

export type RawImage = { data: Uint8Array; width: number; height: number; channels: 1 | 3 };

/** A 1-bit PNG's size and its zlib stream of filtered rows. */
export type BilevelPng = { width: number; height: number; idat: Uint8Array };

/** Width, height and the zlib stream of a 1-bit greyscale, non-interlaced PNG (what encodeBilevelPng writes). */
export function bilevelPngData(png: Uint8Array): BilevelPng {
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
  const parts: Uint8Array[] = [];
  let width = 0;
  let height = 0;
  for (let at = 8; at + 8 <= png.length;) {
    const length = view.getUint32(at);
    const type = String.fromCharCode(...png.subarray(at + 4, at + 8));
    const body = png.subarray(at + 8, at + 8 + length);
    if (type === 'IHDR') {
      width = view.getUint32(at + 8);
      height = view.getUint32(at + 12);
      // bit depth 1, greyscale, deflate, adaptive filtering, no interlace
      if (body[8] !== 1 || body[9] !== 0 || body[12] !== 0) throw new Error('not a bilevel PNG');
    } else if (type === 'IDAT') parts.push(body);
    else if (type === 'IEND') break;
    at += 12 + length;
  }
  if (!width || !height || parts.length === 0) throw new Error('not a bilevel PNG');
  const idat = parts.length === 1 ? parts[0] : new Uint8Array(parts.reduce((s, p) => s + p.length, 0));
  if (parts.length > 1) parts.reduce((o, p) => (idat.set(p, o), o + p.length), 0);
  return { width, height, idat };
}

/**
 * Draws a 1-bit PNG (what `encodeBilevelPng` writes, read by `bilevelPngData`) into the box: its own zlib stream becomes the image
 * (PDF reads PNG rows through the Flate predictor), so nothing is decoded or deflated again and the PDF
 * carries exactly the PNG's pixels.
 */
export function drawBilevelPng(doc: PDFDocument, page: PDFPage, image: BilevelPng, box: { x: number; y: number; w: number; h: number }) {
  const stream = doc.context.stream(image.idat, {
    Type: 'XObject',
    Subtype: 'Image',
    Width: image.width,
    Height: image.height,
    ColorSpace: 'DeviceGray',
    BitsPerComponent: 1,
    Filter: 'FlateDecode',
    // PNG rows: a filter byte each, which predictor 15 (PNG, per-row choice) reads as PNG does.
    DecodeParms: { Predictor: 15, Colors: 1, BitsPerComponent: 1, Columns: image.width },
  });
  const name = page.node.newXObject('Im', doc.context.register(stream));
  page.pushOperators(pushGraphicsState(), concatTransformationMatrix(box.w, 0, 0, box.h, box.x, box.y), drawObject(name), popGraphicsState());
}

/** Licence credits small and centred inside the bottom margin, also kept as the document's subject. */
export async function drawCredits(doc: PDFDocument, page: PDFPage, credits: string[] = [], fontFor?: FontFor) {
  if (credits.length === 0) return;
  const text = new PdfText(doc, fontFor);
  const size = 6.5;
  for (const [i, line] of credits.entries()) await text.centred(page, line, size, 12 + (credits.length - 1 - i) * (size + 2), 0.35);
  doc.setSubject(credits.join(' · '));
}

/**
 * Draws raw pixels as a Flate image XObject. Compressing natively and writing the stream ourselves
 * avoids pdf-lib's PNG decoder, which is slow in JavaScript for a 9-megapixel page.
 */
function drawRaw(doc: PDFDocument, page: PDFPage, image: RawImage, deflate: Deflate, box: { x: number; y: number; w: number; h: number }) {
  const stream = doc.context.stream(deflate(image.data), {
    Type: 'XObject',
    Subtype: 'Image',
    Width: image.width,
    Height: image.height,
    ColorSpace: image.channels === 1 ? 'DeviceGray' : 'DeviceRGB',
    BitsPerComponent: 8,
    Filter: 'FlateDecode',
  });
  const name = page.node.newXObject('Im', doc.context.register(stream));
  page.pushOperators(pushGraphicsState(), concatTransformationMatrix(box.w, 0, 0, box.h, box.x, box.y), drawObject(name), popGraphicsState());
}

/** Fits the image on the paper (turned to the image's orientation), centred. */
function placeOnPaper(doc: PDFDocument, image: RawImage, paper: Paper, deflate: Deflate, margin = 0): PDFPage {
  const { width: a, height: b } = PAPER_POINTS[paper];
  const landscape = image.width > image.height;
  const [pw, ph] = landscape ? [b, a] : [a, b];
  const page = doc.addPage([pw, ph]);
  const scale = Math.min((pw - 2 * margin) / image.width, (ph - 2 * margin) / image.height);
  const w = image.width * scale;
  const h = image.height * scale;
  drawRaw(doc, page, image, deflate, { x: (pw - w) / 2, y: (ph - h) / 2, w, h });
  return page;
}

export interface RasterPdfOptions {
  title?: string;
  /** Lines printed small inside the bottom margin (licence credits of a studio page). */
  credits?: string[];
  fontFor?: FontFor;
}

/** One printable page of a raster that already carries its margins (a colorized page, a studio page). */
export async function rasterToPdf(image: RawImage, paper: Paper, deflate: Deflate, options: RasterPdfOptions = {}): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(options.title || 'Colorwell');
  doc.setCreator('Colorwell');
  const page = placeOnPaper(doc, image, paper, deflate);
  await drawCredits(doc, page, options.credits, options.fontFor);
  return doc.save();
}

/**
 * One printable page of a 1-bit PNG that already carries its margins (a studio page): the PNG's own zlib
 * stream becomes the image, so the PDF takes milliseconds and carries exactly the PNG's pixels.
 */
export async function bilevelToPdf(png: Uint8Array, paper: Paper, options: RasterPdfOptions = {}): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(options.title || 'Colorwell');
  doc.setCreator('Colorwell');
  const image = bilevelPngData(png);
  const { width: a, height: b } = PAPER_POINTS[paper];
  const [pw, ph] = image.width > image.height ? [b, a] : [a, b];
  const page = doc.addPage([pw, ph]);
  const scale = Math.min(pw / image.width, ph / image.height);
  const w = image.width * scale,
    h = image.height * scale;
  drawBilevelPng(doc, page, image, { x: (pw - w) / 2, y: (ph - h) / 2, w, h });
  await drawCredits(doc, page, options.credits, options.fontFor);
  return doc.save();
}

/** A coloring book: a cover, then every page of the given one-page PDFs with its page number. */
export async function bookPdf(pages: Uint8Array[], cover: RawImage, paper: Paper, title: string, deflate: Deflate): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(title);
  doc.setCreator('Colorwell');
  placeOnPaper(doc, cover, paper, deflate, 36);
  const font = await doc.embedFont(StandardFonts.Helvetica);
  let number = 0;
  for (const bytes of pages) {
    const source = await PDFDocument.load(bytes);
    // Copying the page keeps its compressed image as it is: nothing is decoded again.
    for (const page of await doc.copyPages(source, source.getPageIndices())) {
      number += 1;
      doc.addPage(page);
      const label = String(number);
      const size = 10;
      page.drawText(label, { x: (page.getWidth() - font.widthOfTextAtSize(label, size)) / 2, y: 14, size, font, color: rgb(0.3, 0.3, 0.3) });
    }
  }
  doc.catalog.set(PDFName.of('PageLayout'), PDFName.of('SinglePage'));
  return doc.save();
}
