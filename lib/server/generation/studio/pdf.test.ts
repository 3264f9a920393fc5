import { inflateSync } from 'node:zlib';
import { PDFDocument, PDFName, PDFRawStream, type PDFDict } from 'pdf-lib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { composeTextPage } from '@/lib/studio/compose-page';
import { openMojiCredit } from '@/lib/studio/credits';
import { bilevelPngData } from '@/lib/engine/output/raster-pdf';
import { studioPagePdf } from './pdf';
import { rasterizeStudioSvg } from './raster';

async function page() {
  const result = composeTextPage({ prompt: 'cat playing with a ball', style: 'kids', seed: 7, paper: 'letter' });
  if (result.kind !== 'page') throw new Error('nothing to draw');
  return rasterizeStudioSvg(result.svg, 'letter');
}

describe('a studio page raster, PNG and PDF', () => {
  it('is pure black and white at 300 dpi, repaired and measured in one pass', async () => {
    const { page: raster, png, report } = await page();
    expect([raster.width, raster.height]).toEqual([2550, 3300]);
    expect(raster.data.every((v) => v === 0 || v === 255)).toBe(true);
    expect(report.pureBlackWhiteShare).toBe(1);
    expect(report.regionsBelowMinimum).toBe(0);
    expect(report.specks).toBe(0);
    expect(report.closedRegions).toBeGreaterThan(10);
    // The PNG is that very page.
    const decoded = await sharp(Buffer.from(png)).greyscale().raw().toBuffer();
    expect(Buffer.compare(decoded, Buffer.from(raster.data))).toBe(0);
  });

  it('puts the PNG pixels in the PDF without compressing them again, the same bytes every time', async () => {
    const { page: raster, png } = await page();
    const credits = [await openMojiCredit('en')];
    const pdf = await studioPagePdf(png, 'letter', { title: 'cat', credits });
    expect(Buffer.compare(Buffer.from(pdf), Buffer.from(await studioPagePdf(png, 'letter', { title: 'cat', credits })))).toBe(0);
    const doc = await PDFDocument.load(pdf);
    expect(doc.getSubject()).toContain('OpenMoji');
    expect(doc.getPageCount()).toBe(1);
    const sheet = doc.getPage(0);
    expect([sheet.getWidth(), sheet.getHeight()]).toEqual([612, 792]);
    const images = [...doc.context.enumerateIndirectObjects()]
      .map(([, o]) => o)
      .filter((o): o is PDFRawStream => o instanceof PDFRawStream && o.dict.get(PDFName.of('Subtype')) === PDFName.of('Image'));
    expect(images).toHaveLength(1);
    const dict = images[0].dict;
    expect(dict.get(PDFName.of('BitsPerComponent'))?.toString()).toBe('1');
    const parms = dict.get(PDFName.of('DecodeParms')) as PDFDict;
    expect(parms.get(PDFName.of('Predictor'))?.toString()).toBe('15');
    expect(parms.get(PDFName.of('Columns'))?.toString()).toBe(String(raster.width));
    // Undo the PNG row filters (all "none") as a PDF reader does: the rows are the page, 1 = paper.
    const rows = inflateSync(images[0].contents);
    const stride = Math.ceil(raster.width / 8);
    expect(rows.length).toBe((stride + 1) * raster.height);
    for (const y of [0, 700, 1650, 2900]) {
      expect(rows[y * (stride + 1)]).toBe(0);
      for (let x = 0; x < raster.width; x++) {
        const bit = (rows[y * (stride + 1) + 1 + (x >> 3)] >> (7 - (x & 7))) & 1;
        expect(bit).toBe(raster.data[y * raster.width + x] === 255 ? 1 : 0);
      }
    }
  });

  it('refuses a PNG that is not bilevel', async () => {
    const grey = new Uint8Array(
      await sharp({ create: { width: 4, height: 4, channels: 3, background: '#888' } })
        .png()
        .toBuffer(),
    );
    expect(() => bilevelPngData(grey)).toThrow('not a bilevel PNG');
  });
});
