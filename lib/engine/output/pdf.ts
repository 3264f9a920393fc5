import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';
import { MM_PER_INCH } from '../page/layout';
import type { PageRaster } from '../types';

export interface PdfOptions {
  title?: string;
  credit?: string;
}

const PT_PER_MM = 72 / MM_PER_INCH;

/**
 * One-page PDF of the page PNG at its true paper size. The picture carries its own 12 mm margins; with a
 * title or credit it shrinks slightly (margins stay above 11 mm) and the text sits 10 mm from the edge.
 * Text uses the standard Helvetica font, so characters outside WinAnsi are dropped from it.
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
  const image = await doc.embedPng(png);
  const top = options.title ? 9 * PT_PER_MM : 0;
  const bottom = options.credit ? 6 * PT_PER_MM : 0;
  const scale = (h - top - bottom) / h;
  sheet.drawImage(image, { x: (w - w * scale) / 2, y: bottom, width: w * scale, height: h * scale });
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const write = (text: string | undefined, size: number, y: number) => {
    const clean = (text ?? '').replace(/[^\x20-\x7e\u00a0-\u00ff]/g, '').trim();
    if (!clean) return;
    const width = font.widthOfTextAtSize(clean, size);
    sheet.drawText(clean, { x: (w - width) / 2, y, size, font, color: rgb(0, 0, 0) });
  };
  const edge = 10 * PT_PER_MM;
  write(options.title, 12, h - edge - 9);
  write(options.credit, 8, edge + 2);
  return doc.save({ useObjectStreams: false });
}
