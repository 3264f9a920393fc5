import { describe, expect, it } from 'vitest';
import { GLYPH_PICTURES, glyphPictures } from './glyph-pictures';
import { cataloguePages } from './pages';
import { findSubject } from './subjects';

const name = (key: string, column: number) => findSubject(key)!.names[column]!;
const bare = (s: string) => s.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
const hiragana = (s: string) => s.replace(/[\u30a1-\u30f6]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0x60));
/** The initial consonant of a Hangul syllable, as a compatibility jamo (ㄱ, ㄴ, …). */
const initial = (syllable: string) => 'ㄱㄲㄴㄷㄸㄹㅁㅂㅃㅅㅆㅇㅈㅉㅊㅋㅌㅍㅎ'[Math.floor((syllable.charCodeAt(0) - 0xac00) / 588)];
// Columns of the names: en, de, es, fr, ja, ko, pt, zh-TW, vi, zh-CN.
const LATIN_WRITERS = [1, 2, 3, 6, 8];

describe('alphabet page pictures', () => {
  const glyphs = cataloguePages.flatMap((p) => (p.recipe.kind === 'glyph' ? [p.recipe] : []));

  it.each(Object.entries(GLYPH_PICTURES))('%s shows things whose name holds it', (glyph, keys) => {
    expect(glyphs.some((g) => g.text === glyph)).toBe(true);
    expect(keys.length).toBeGreaterThan(0);
    for (const key of keys) {
      expect(findSubject(key), key).toBeDefined();
      if (/^[A-Z]$/.test(glyph)) expect(bare(name(key, 0))[0], key).toBe(glyph);
      else if (/^\p{Script=Latin}$/u.test(glyph))
        expect(
          LATIN_WRITERS.some((c) => name(key, c).toLowerCase().includes(glyph.toLowerCase())),
          key,
        ).toBe(true);
      else if (/^\p{Script=Hiragana}$/u.test(glyph)) expect(hiragana(name(key, 4)).startsWith(glyph), key).toBe(true);
      else expect(initial(name(key, 5)), key).toBe(glyph);
    }
  });

  it('gives every letter, kana and Hangul letter pictures, and numbers none', () => {
    const alone = glyphs.filter((g) => g.glyph !== 'digit' && g.glyph !== 'hanzi' && glyphPictures(g.glyph, g.text).length === 0).map((g) => g.text);
    expect(alone).toEqual([]);
    expect(glyphPictures('digit', '3')).toEqual([]);
    expect(glyphPictures('hanzi', '三')).toEqual([]);
  });

  // Q, X, Y and け stood alone on an empty page until the queen, the xylophone, the yo-yo and the caterpillar.
  it.each([
    ['Q', 'queen'],
    ['X', 'xylophone'],
    ['Y', 'yo-yo'],
    ['け', 'caterpillar'],
  ])('puts a picture under %s: the %s', (glyph, key) => {
    expect(GLYPH_PICTURES[glyph]).toEqual([key]);
  });
});
