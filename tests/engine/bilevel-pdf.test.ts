import { deflateSync } from 'node:zlib';
import { PDFDocument, PDFName, PDFRawStream } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { bilevelPngData } from '@/lib/engine/output/raster-pdf';
import { encodeBilevelPng } from '@/lib/engine/output/png';
import { encodeBilevelPdf } from '@/lib/server/imaging/encode';

// A small A4-shaped page: white with a black bar, as the catalogue's 1-bit PNG carries it.
const width = 248,
  height = 351;
const data = new Uint8Array(width * height).fill(255);
for (let y = 100; y < 120; y++) for (let x = 30; x < 200; x++) data[y * width + x] = 0;
const png = encodeBilevelPng({ data, width, height, dpi: 30 }, (raw) => new Uint8Array(deflateSync(raw)));

describe('encodeBilevelPdf', () => {
  it("wraps the PNG's own 1-bit pixels on the paper, with the title and the credit", async () => {
    const bytes = await encodeBilevelPdf(png, 'a4', { title: '宇宙のロケット', credits: ['Emoji graphics by OpenMoji. License: CC BY-SA 4.0'] });
    const doc = await PDFDocument.load(bytes);
    expect(doc.getTitle()).toBe('宇宙のロケット');
    expect(doc.getSubject()).toContain('OpenMoji');
    const { width: w, height: h } = doc.getPage(0).getSize();
    expect([Math.round(w), Math.round(h)]).toEqual([595, 842]);
    const images = doc.context
      .enumerateIndirectObjects()
      .map(([, o]) => o)
      .filter((o): o is PDFRawStream => o instanceof PDFRawStream && o.dict.get(PDFName.of('Subtype')) === PDFName.of('Image'));
    expect(images).toHaveLength(1);
    expect(images[0].dict.get(PDFName.of('BitsPerComponent'))?.toString()).toBe('1');
    // The very bytes of the PNG's zlib stream: nothing decoded or compressed again.
    expect(Buffer.from(images[0].contents).equals(Buffer.from(bilevelPngData(png).idat))).toBe(true);
  });

  it('fits Letter too', async () => {
    const doc = await PDFDocument.load(await encodeBilevelPdf(png, 'letter'));
    const { width: w, height: h } = doc.getPage(0).getSize();
    expect([Math.round(w), Math.round(h)]).toEqual([612, 792]);
  });
});
