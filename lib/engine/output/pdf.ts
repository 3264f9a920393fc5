import { PDFDocument } from 'pdf-lib';
import { MM_PER_INCH } from '../page/layout';
import type { PageRaster } from '../types';
import { PdfText, type FontFor } from './pdf-text';
import { bilevelPngData, drawBilevelPng } from './raster-pdf';

export type { FontFor } from './pdf-text';

export interface PdfOptions {
  title?: string;
  credit?: string;
  /** Fonts for text outside Latin-1 (titles in Japanese, Korean, Chinese, Vietnamese…). */
  fontFor?: FontFor;
}

const PT_PER_MM = 72 / MM_PER_INCH;

/**
 * One-page PDF of the page's 1-bit PNG at its true paper size. The picture carries its own 12 mm margins; with a
 * title or credit it shrinks slightly (margins stay above 11 mm) and the text sits 10 mm from the edge.
 * Latin-1 text uses Helvetica; any other script is drawn with subsets of the fonts `fontFor` gives.
 */
export async function pageToPdf(page: PageRaster, png: Uint8Array, options: PdfOptions = {}): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  // A fixed date keeps the file reproducible for the same page.
  doc.setCreationDate(new Date(0));
  doc.setModificationDate(new Date(0));
  doc.setProducer('Colorwell');
  doc.setCreator('Colorwell');
  if (options.title) doc.setTitle(options.title);
  const w = (page.width / page.dpi) * 72;
  const h = (page.height / page.dpi) * 72;
  const sheet = doc.addPage([w, h]);
  const top = options.title ? 9 * PT_PER_MM : 0;
  const bottom = options.credit ? 6 * PT_PER_MM : 0;
  const scale = (h - top - bottom) / h;
  // The PNG's own rows become the image: no decode in JavaScript, no second deflate.
  drawBilevelPng(doc, sheet, bilevelPngData(png), { x: (w - w * scale) / 2, y: bottom, w: w * scale, h: h * scale });
  const text = new PdfText(doc, options.fontFor);
  const edge = 10 * PT_PER_MM;
  await text.centred(sheet, options.title, 12, h - edge - 9);
  await text.centred(sheet, options.credit, 8, edge + 2);
  return doc.save({ useObjectStreams: false });
}
