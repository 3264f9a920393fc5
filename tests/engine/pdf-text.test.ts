import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import type { PageRaster } from '@/lib/engine/types';
import { encodePagePdf } from '@/lib/server/imaging/encode';

const page: PageRaster = {
  data: new Uint8Array(240 * 340).fill(255),
  width: 240,
  height: 340,
  dpi: 300,
  paper: 'a4',
  content: { x: 20, y: 20, width: 200, height: 300 },
};

/** The text of every compressed stream in a PDF (content streams, ToUnicode maps, font programs). */
function streams(pdf: Uint8Array): string {
  const text = Buffer.from(pdf).toString('latin1');
  const out: string[] = [];
  for (const m of text.matchAll(/stream\r?\n/g)) {
    const start = m.index! + m[0].length;
    const end = text.indexOf('endstream', start);
    try {
      out.push(inflateSync(Buffer.from(text.slice(start, end), 'latin1')).toString('latin1'));
    } catch {
      // Not a Flate stream (the picture is embedded as PNG predictors inside Flate, others may be raw).
    }
  }
  return out.join('\n').toLowerCase();
}

/** Every character must map back to its code point in a ToUnicode CMap: it was drawn, not dropped. */
function expectDrawn(all: string, text: string): void {
  for (const ch of new Set(text.replace(/\s/g, ''))) {
    const hex = ch.codePointAt(0)!.toString(16).padStart(4, '0');
    expect(all, `${ch} (U+${hex})`).toContain(`<${hex}>`);
  }
}

describe('PDF titles in any script', () => {
  it.each([['さくらのぬりえ'], ['Sách tô màu của Ánh'], ['우리 동물 색칠'], ['我的涂色书']])('embeds a font subset that draws "%s"', async (title) => {
    const pdf = await encodePagePdf(page, { title, credit: 'Colorwell' });
    const raw = Buffer.from(pdf).toString('latin1');
    expect(raw).toContain('/FontFile2');
    expectDrawn(streams(pdf), title);
  });

  it('keeps Helvetica, with nothing embedded, for a Latin-1 title', async () => {
    const pdf = await encodePagePdf(page, { title: 'Ma forêt enchantée' });
    const raw = Buffer.from(pdf).toString('latin1');
    expect(raw).toContain('/Helvetica');
    expect(raw).not.toContain('/FontFile2');
  });
});
