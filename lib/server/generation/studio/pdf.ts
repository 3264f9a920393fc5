// Runs in the engine thread. The studio page's PDF: the 1-bit PNG's own compressed data as the page
// image (PDF reads PNG rows through the Flate predictor), so nothing is deflated a second time and the
// PDF carries exactly the pixels of the PNG, the page the colorability report measured.
import { concatTransformationMatrix, drawObject, PDFDocument, popGraphicsState, pushGraphicsState } from 'pdf-lib';
import { PdfText, type FontFor } from '@/lib/engine/output/pdf-text';
import { PAPER_POINTS } from '@/lib/engine/output/raster-pdf';
import type { Paper } from '@/lib/engine/types';

type PngImage = { width: number; height: number; idat: Uint8Array };

/** Width, height and the zlib stream of a 1-bit greyscale, non-interlaced PNG (what encodeBilevelPng writes). */
export function bilevelPngData(png: Uint8Array): PngImage {
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
  const parts: Uint8Array[] = [];
  let width = 0;
  let height = 0;
  for (let at = 8; at + 8 <= png.length; ) {
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
  const [a, b] = PAPER_POINTS[paper];
  const [pw, ph] = image.width > image.height ? [b, a] : [a, b];
  const page = doc.addPage([pw, ph]);
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
  const scale = Math.min(pw / image.width, ph / image.height);
  const [w, h] = [image.width * scale, image.height * scale];
  page.pushOperators(pushGraphicsState(), concatTransformationMatrix(w, 0, 0, h, (pw - w) / 2, (ph - h) / 2), drawObject(name), popGraphicsState());
  const credits = options.credits ?? [];
  if (credits.length > 0) {
    const text = new PdfText(doc, options.fontFor);
    const size = 6.5;
    for (const [i, line] of credits.entries()) await text.centred(page, line, size, 12 + (credits.length - 1 - i) * (size + 2), 0.35);
    doc.setSubject(credits.join(' · '));
  }
  return doc.save();
}
