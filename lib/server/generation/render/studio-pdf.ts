// Runs in the engine thread (no server-only import): a worker thread cannot load that marker.
import { PDFDocument, rgb, StandardFonts } from 'pdf-lib';
import { imageToPdf, type Paper, type RawImage } from './pdf';

/**
 * A studio page as PDF: the 300 dpi page (it carries its own margins) and, inside the bottom
 * margin, the licence credit the page's motifs or letters require (OpenMoji is CC BY-SA 4.0).
 */
export async function pageWithCreditPdf(image: RawImage, paper: Paper, title: string, credits: string[]): Promise<Uint8Array> {
  const doc = await PDFDocument.load(await imageToPdf(image, paper, title));
  const page = doc.getPage(0);
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const size = 6.5;
  credits.forEach((line, i) => {
    // Helvetica (WinAnsi) has the en dash but not every character: anything else becomes a hyphen.
    const text = line.replace(/[^\x20-\x7e\u2013]/g, '-');
    const width = font.widthOfTextAtSize(text, size);
    page.drawText(text, { x: (page.getWidth() - width) / 2, y: 12 + (credits.length - 1 - i) * (size + 2), size, font, color: rgb(0.35, 0.35, 0.35) });
  });
  doc.setSubject(credits.join(' · '));
  return doc.save();
}
