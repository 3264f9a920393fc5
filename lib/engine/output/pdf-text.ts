import { StandardFonts, rgb, type PDFDocument, type PDFFont, type PDFPage } from 'pdf-lib';

/**
 * TrueType/OpenType bytes of a font that draws `codePoint`, or null. Fonts come split into unicode-range
 * subsets (a CJK font is a hundred files), so the caller answers per character; the same bytes object
 * must come back for characters of the same file, which lets a title embed each file once.
 */
export type FontFor = (codePoint: number) => Uint8Array | null | Promise<Uint8Array | null>;

// Helvetica's WinAnsi encoding: printable ASCII, Latin-1 and typographic dashes and quotes.
const WIN_ANSI = /^[\x20-\x7e\u00a0-\u00ff\u2013\u2014\u2018\u2019\u201c\u201d\u2022]*$/;

interface Run {
  text: string;
  font: PDFFont;
}

/** Writes lines of text centred on a page: Helvetica for Latin-1, embedded font subsets for any other script. */
export class PdfText {
  private helvetica: PDFFont | null = null;
  private readonly embedded = new Map<Uint8Array, PDFFont>();

  constructor(
    private readonly doc: PDFDocument,
    private readonly fontFor?: FontFor,
  ) {}

  async centred(page: PDFPage, text: string | undefined, size: number, y: number, grey = 0): Promise<void> {
    const runs = await this.runs((text ?? '').trim());
    if (runs.length === 0) return;
    const width = runs.reduce((sum, r) => sum + r.font.widthOfTextAtSize(r.text, size), 0);
    let x = (page.getWidth() - width) / 2;
    for (const r of runs) {
      page.drawText(r.text, { x, y, size, font: r.font, color: rgb(grey, grey, grey) });
      x += r.font.widthOfTextAtSize(r.text, size);
    }
  }

  private async runs(text: string): Promise<Run[]> {
    if (!text) return [];
    if (WIN_ANSI.test(text) || !this.fontFor) {
      const clean = text.replace(/[^\x20-\x7e\u00a0-\u00ff\u2013\u2014\u2018\u2019\u201c\u201d\u2022]/g, '').trim();
      return clean ? [{ text: clean, font: await this.standard() }] : [];
    }
    // One font for the whole line where it can be, so Latin letters beside accented ones match.
    const runs: Run[] = [];
    for (const ch of text) {
      const bytes = await this.fontFor(ch.codePointAt(0)!);
      const last = runs[runs.length - 1];
      if (!bytes) {
        // A space any font has; a character no font has is left out rather than drawn as a box.
        if (ch === ' ' && last) last.text += ch;
        continue;
      }
      const font = await this.embed(bytes);
      if (last && last.font === font) last.text += ch;
      else runs.push({ text: ch, font });
    }
    return runs;
  }

  private async standard(): Promise<PDFFont> {
    this.helvetica ??= await this.doc.embedFont(StandardFonts.Helvetica);
    return this.helvetica;
  }

  private async embed(bytes: Uint8Array): Promise<PDFFont> {
    let font = this.embedded.get(bytes);
    if (!font) {
      // Loaded on first use: most titles are Latin-1 and never need the font engine.
      const { default: fontkit } = await import('@pdf-lib/fontkit');
      this.doc.registerFontkit(fontkit);
      // Subset: only the glyphs of the title go into the file, not a 2 MB CJK font.
      font = await this.doc.embedFont(bytes, { subset: true });
      this.embedded.set(bytes, font);
    }
    return font;
  }
}
