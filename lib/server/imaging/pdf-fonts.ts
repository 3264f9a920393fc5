import 'server-only';
import { readFileSync } from 'node:fs';
import fontkit from '@pdf-lib/fontkit';
import type { FontFor } from '@/lib/engine/output/pdf';
import type { FontFamily } from '@/lib/studio/fonts/font-source';
import { fontFileFor } from '@/lib/studio/fonts/node-font-source';
import { woffToSfnt } from '@/lib/studio/fonts/woff-to-sfnt';

// The studio's @fontsource families, Latin (with Vietnamese) first so a Latin title stays in one font;
// Han characters fall to the Japanese font first, which covers the common ones of all three languages.
const ORDER: FontFamily[] = ['latin', 'ja', 'ko', 'sc', 'tc'];
const loaded = new Map<string, { bytes: Uint8Array; has: (cp: number) => boolean }>();

/** PDF title and credit fonts: the subset file that draws each character, decompressed once per process. */
export const pdfFontFor: FontFor = (codePoint) => {
  for (const family of ORDER) {
    const file = fontFileFor(family, codePoint);
    if (!file) continue;
    let font = loaded.get(file);
    if (!font) {
      const bytes = new Uint8Array(woffToSfnt(readFileSync(file)));
      const parsed = fontkit.create(bytes);
      font = { bytes, has: (cp) => parsed.hasGlyphForCodePoint(cp) };
      loaded.set(file, font);
    }
    // A subset's unicode-range is wider than its glyphs: a simplified character may be missing from the Japanese font.
    if (font.has(codePoint)) return font.bytes;
  }
  return null;
};
