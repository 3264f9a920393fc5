// Turns a name into positioned glyph outlines, choosing a font per writing system and refusing what cannot be drawn.
import type { Font } from 'opentype.js';
import { MAX_NAME_CHARS, StudioError } from '../errors';
import { FONT_NAMES, type FontFamily, type FontSource } from '../fonts/font-source';
import { svgPathData } from '../fonts/path-data';
import type { Locale } from '../../i18n/locales';
import { hasEmoji, scriptOf, scriptsIn } from '../script-detect';

export type ShapedGlyph = { d: string; advance: number }; // path in em units (1 = font size), baseline at y = 0
export type ShapedLine = { glyphs: ShapedGlyph[]; width: number; cjk: boolean };

function hanFamilies(name: string, locale: Locale): FontFamily[] {
  if (scriptsIn(name).has('kana') || locale === 'ja') return ['ja', 'tc', 'sc'];
  return locale === 'zh-CN' ? ['sc', 'tc', 'ja'] : ['tc', 'sc', 'ja'];
}

export function cleanName(raw: string): string {
  const name = raw.normalize('NFC').replace(/\s+/g, ' ').trim();
  if (!name) throw new StudioError('name_empty');
  if ([...name].length > MAX_NAME_CHARS) throw new StudioError('name_too_long', { max: MAX_NAME_CHARS });
  const letters = name.replace(/[\p{Extended_Pictographic}\u200d\ufe0f\p{Emoji_Modifier}\s]/gu, '');
  if (hasEmoji(name) && !letters) throw new StudioError('name_emoji_only');
  const stripped = name
    .replace(/[\p{Extended_Pictographic}\u200d\ufe0f\p{Emoji_Modifier}]/gu, '')
    .replace(/\s+/g, ' ')
    .trim();
  if ([...stripped].some((ch) => scriptOf(ch) === 'other')) throw new StudioError('unsupported_script');
  return stripped;
}

/** Splits a long name into two lines: at the space nearest the middle, or in half for CJK. */
export function splitLines(name: string): string[] {
  const chars = [...name];
  const cjk = !/\p{Script=Latin}/u.test(name);
  if (chars.length <= (cjk ? 6 : 12)) return [name];
  const spaces = chars.map((c, i) => (c === ' ' ? i : -1)).filter((i) => i > 0);
  const mid = chars.length / 2;
  const at = spaces.length ? spaces.reduce((a, b) => (Math.abs(b - mid) < Math.abs(a - mid) ? b : a)) : Math.ceil(mid);
  return [chars.slice(0, at).join('').trim(), chars.slice(at).join('').trim()].filter(Boolean);
}

export async function shapeName(name: string, locale: Locale, fonts: FontSource): Promise<{ lines: ShapedLine[]; used: string[] }> {
  const used = new Set<string>();
  const missing: string[] = [];
  const han = hanFamilies(name, locale);
  // One font for all Han characters of a name, so 偉倫 is not set half in SC and half in TC.
  let hanFamily: FontFamily | null = null;
  for (const fam of han) {
    let ok = true;
    for (const ch of name)
      if (scriptOf(ch) === 'han') {
        const f = await fonts.fontFor(fam, ch.codePointAt(0)!);
        if (!f || f.charToGlyph(ch).index === 0) ok = false;
      }
    if (ok) {
      hanFamily = fam;
      break;
    }
  }
  const lines: ShapedLine[] = [];
  for (const text of splitLines(name)) {
    const glyphs: ShapedGlyph[] = [];
    for (const ch of text) {
      const s = scriptOf(ch);
      const first: FontFamily = s === 'hangul' ? 'ko' : s === 'kana' ? 'ja' : s === 'han' ? (hanFamily ?? han[0]) : 'latin';
      // The script's font first, then any bundled font that draws the character (Œ, Ǳ or a full-width ＝ are
      // not in Baloo 2 but are in M PLUS Rounded 1c), as the book cover does.
      let fam: FontFamily | null = null;
      let font: Font | null = null;
      for (const family of new Set<FontFamily>([first, 'latin', hanFamily ?? han[0], 'ja', 'ko', 'sc', 'tc'])) {
        const candidate = await fonts.fontFor(family, ch.codePointAt(0)!);
        if (candidate && candidate.charToGlyph(ch).index !== 0) {
          [fam, font] = [family, candidate];
          break;
        }
      }
      const glyph = font?.charToGlyph(ch);
      if (!font || !glyph || !fam) {
        if (ch !== ' ') missing.push(ch);
        glyphs.push({ d: '', advance: 0.3 });
        continue;
      }
      used.add(FONT_NAMES[fam]);
      const scale = 1 / font.unitsPerEm;
      glyphs.push({ d: svgPathData(glyph.getPath(0, 0, 1).commands, 4), advance: (glyph.advanceWidth ?? font.unitsPerEm) * scale });
    }
    lines.push({ glyphs, width: glyphs.reduce((w, g) => w + g.advance, 0), cjk: !/\p{Script=Latin}/u.test(text) });
  }
  if (missing.length) throw new StudioError('name_missing_glyphs', { chars: [...new Set(missing)].join('') });
  return { lines, used: [...used] };
}
