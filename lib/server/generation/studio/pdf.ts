// Runs in the engine thread. The studio page's PDF: the 1-bit PNG's own compressed data as the page
// image (PDF reads PNG rows through the Flate predictor), so nothing is deflated a second time and the
// PDF carries exactly the pixels of the PNG, the page the colorability report measured.
import { PDFDocument } from 'pdf-lib';
import type { FontFor } from '@/lib/engine/output/pdf-text';
import { bilevelPngData, drawBilevelPng, drawCredits } from '@/lib/engine/output/raster-pdf';
import { PAPER_POINTS } from '@/lib/engine/page/layout';
import type { Paper } from '@/lib/engine/types';

export type StudioPdfOptions = { title?: string; credits?: string[]; fontFor?: FontFor };

/**
 * One printable page: the raster (which carries its own 12 mm margins) fitted to the paper, turned to its
 * orientation, with the credits small in the bottom margin. Fixed dates: the same page gives the same bytes.
 */
export async function studioPagePdf(png: Uint8Array, paper: Paper, options: StudioPdfOptions = {}): Promise<Uint8Array> {
  const image = bilevelPngData(png);
  const doc = await PDFDocument.create({ updateMetadata: false });
  doc.setTitle(options.title || 'Colorwell');
  doc.setCreator('Colorwell');
  doc.setProducer('Colorwell');
  doc.setCreationDate(new Date(0));
  doc.setModificationDate(new Date(0));
  const { width: a, height: b } = PAPER_POINTS[paper];
  const [pw, ph] = image.width > image.height ? [b, a] : [a, b];
  const page = doc.addPage([pw, ph]);
  const scale = Math.min(pw / image.width, ph / image.height);
  const [w, h] = [image.width * scale, image.height * scale];
  drawBilevelPng(doc, page, image, { x: (pw - w) / 2, y: (ph - h) / 2, w, h });
  await drawCredits(doc, page, options.credits, options.fontFor);
  return doc.save();
}
