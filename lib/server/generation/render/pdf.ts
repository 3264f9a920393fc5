// Runs in the engine thread (no server-only import): a worker thread cannot load that marker.
import { deflateSync } from 'node:zlib';
import {
  concatTransformationMatrix,
  drawObject,
  PDFDocument,
  PDFName,
  popGraphicsState,
  pushGraphicsState,
  rgb,
  StandardFonts,
  type PDFPage,
} from 'pdf-lib';

export type Paper = 'a4' | 'letter';

/** Paper sizes in PDF points (1/72 inch). */
export const PAPER_POINTS: Record<Paper, [number, number]> = { a4: [595.28, 841.89], letter: [612, 792] };

export type RawImage = { data: Uint8Array; width: number; height: number; channels: 1 | 3 };

/**
 * Draws raw pixels as a Flate image XObject. Compressing with node:zlib and writing the stream
 * ourselves avoids pdf-lib's PNG decoder, which is slow in JavaScript for a 9-megapixel page.
 */
function drawRaw(doc: PDFDocument, page: PDFPage, image: RawImage, box: { x: number; y: number; w: number; h: number }) {
  const stream = doc.context.stream(deflateSync(image.data, { level: 6 }), {
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
function placeOnPaper(doc: PDFDocument, image: RawImage, paper: Paper, margin = 0): PDFPage {
  const [a, b] = PAPER_POINTS[paper];
  const landscape = image.width > image.height;
  const [pw, ph] = landscape ? [b, a] : [a, b];
  const page = doc.addPage([pw, ph]);
  const scale = Math.min((pw - 2 * margin) / image.width, (ph - 2 * margin) / image.height);
  const w = image.width * scale;
  const h = image.height * scale;
  drawRaw(doc, page, image, { x: (pw - w) / 2, y: (ph - h) / 2, w, h });
  return page;
}

/** One printable page: the 300 dpi page raster already carries its margins. */
export async function imageToPdf(image: RawImage, paper: Paper, title = 'Colorwell'): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(title);
  doc.setCreator('Colorwell');
  placeOnPaper(doc, image, paper);
  return doc.save();
}

/** A coloring book: a cover with the title, then one page per sheet with its page number. */
export async function bookPdf(pages: Uint8Array[], cover: RawImage, paper: Paper, title: string): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(title);
  doc.setCreator('Colorwell');
  placeOnPaper(doc, cover, paper, 36);
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
