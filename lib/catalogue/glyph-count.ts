import type { GlyphKind } from './words/glyphs';

/** How many a number glyph says: 0–9, or 1–10 for the Chinese numerals; letters and kana say none. */
export function glyphCount(glyph: GlyphKind, text: string): number {
  if (glyph === 'digit') return Number(text);
  if (glyph === 'hanzi') return '一二三四五六七八九十'.indexOf(text) + 1;
  return 0;
}
