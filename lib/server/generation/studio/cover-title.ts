// Runs in the engine thread. The coloring book's cover, with its title set in the studio's bundled fonts
// as glyph outlines (opentype.js): the cover looks the same on every machine, whatever system fonts
// exist, and a Japanese, Korean, Chinese or Vietnamese title never comes out as boxes.
import type { Font } from 'opentype.js';
import type { FontFamily, FontSource } from '@/lib/studio/fonts/font-source';
import { svgPathData } from '@/lib/studio/fonts/path-data';
import { studioFonts } from './fonts';
import { scriptOf } from '@/lib/studio/script-detect';
import { MAT, previewSlots, type PreviewSlot, type Size } from './cover-previews';

type Glyph = { ch: string; font: Font | null; advance: number };
/** `baseline`: of the last line; `width`: of the widest line, in px. */
export type TitleLayout = { paths: string; lines: string[]; size: number; width: number; baseline: number; missing: string[] };

async function has(source: FontSource, family: FontFamily, ch: string): Promise<Font | null> {
  const font = await source.fontFor(family, ch.codePointAt(0)!);
  return font && font.charToGlyph(ch).index !== 0 ? font : null;
}

/** Han characters in one font for the whole title: Japanese beside kana, else the first that has them all. */
async function hanFamily(title: string, source: FontSource, locale?: string): Promise<FontFamily> {
  const chars = [...title].filter((ch) => scriptOf(ch) === 'han');
  const order: FontFamily[] =
    /[\p{Script=Hiragana}\p{Script=Katakana}]/u.test(title) || locale === 'ja'
      ? ['ja', 'tc', 'sc']
      : locale === 'zh-CN'
        ? ['sc', 'tc', 'ja']
        : ['tc', 'sc', 'ja'];
  for (const family of order) {
    let all = true;
    for (const ch of chars) if (!(await has(source, family, ch))) all = false;
    if (all) return family;
  }
  return order[0];
}

/** The font of each character: its script's family first, then any bundled family that draws it. */
async function glyphs(text: string, source: FontSource, han: FontFamily): Promise<{ glyphs: Glyph[]; missing: string[] }> {
  const out: Glyph[] = [];
  const missing: string[] = [];
  for (const ch of text) {
    if (/\s/u.test(ch)) {
      // A space is a break opportunity, drawn as nothing: the Latin font's space, or a third of an em.
      const font = await has(source, 'latin', ' ');
      out.push({ ch: ' ', font: null, advance: font ? (font.charToGlyph(' ').advanceWidth ?? 0) / font.unitsPerEm || 0.3 : 0.3 });
      continue;
    }
    const script = scriptOf(ch);
    const first: FontFamily = script === 'hangul' ? 'ko' : script === 'kana' ? 'ja' : script === 'han' ? han : 'latin';
    let font: Font | null = null;
    for (const family of [first, 'latin', han, 'ja', 'ko', 'sc', 'tc'] as FontFamily[]) {
      font = await has(source, family, ch);
      if (font) break;
    }
    if (font) out.push({ ch, font, advance: (font.charToGlyph(ch).advanceWidth ?? font.unitsPerEm) / font.unitsPerEm });
    // A character no bundled font draws (an emoji, a script outside the ten languages) is left out, never a box.
    else missing.push(ch);
  }
  return { glyphs: out, missing };
}

// Scripts written without spaces may break between any two characters.
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}ー]/u;

const width = (line: Glyph[]) => line.reduce((w, g) => w + g.advance, 0);

/** Breaks at spaces (or between any two characters of a CJK title) so no line is wider than `max` em. */
function wrap(all: Glyph[], max: number): Glyph[][] {
  const lines: Glyph[][] = [];
  let line: Glyph[] = [];
  let lastSpace = -1;
  for (const g of all) {
    if (g.font === null && line.length === 0) continue;
    line.push(g);
    if (g.font === null) lastSpace = line.length - 1;
    if (width(line) > max && line.length > 1) {
      if (lastSpace > 0) {
        lines.push(line.slice(0, lastSpace));
        line = line.slice(lastSpace + 1);
      } else if (CJK.test(g.ch)) {
        lines.push(line.slice(0, -1));
        line = [g];
      }
      // else: one long Latin word; the title shrinks to fit it rather than breaking it.
      lastSpace = -1;
    }
  }
  if (line.length) lines.push(line);
  return lines.map((l) => {
    while (l.length && l[l.length - 1].font === null) l.pop();
    return l;
  });
}

/**
 * The title as SVG paths centred on `cx`, its first baseline near `cy`: up to three lines at `size` px,
 * smaller when it needs more, never wider than `maxWidth`. `missing` lists characters left out.
 */
export async function layoutTitle(
  title: string,
  box: { cx: number; cy: number; maxWidth: number; size: number },
  options: { locale?: string; source?: FontSource } = {},
): Promise<TitleLayout> {
  const source = options.source ?? studioFonts();
  const text = title.normalize('NFC').replace(/\s+/g, ' ').trim();
  const han = await hanFamily(text, source, options.locale);
  const { glyphs: all, missing } = await glyphs(text, source, han);
  let size = box.size;
  let lines = wrap(all, box.maxWidth / size);
  while (lines.length > 3 && size > 40) {
    size = Math.round(size * 0.85);
    lines = wrap(all, box.maxWidth / size);
  }
  // A single unbreakable word wider than the box shrinks to fit it.
  size = Math.min(size, ...lines.map((l) => box.maxWidth / Math.max(width(l), 0.01)));
  const leading = size * 1.25;
  const top = box.cy - ((lines.length - 1) * leading) / 2;
  const parts: string[] = [];
  for (const [i, line] of lines.entries()) {
    let x = box.cx - (width(line) * size) / 2;
    const y = top + i * leading;
    for (const g of line) {
      if (g.font) {
        // Our own writer at 0.01 px (opentype.js's toPathData can write NaN).
        const d = svgPathData(g.font.charToGlyph(g.ch).getPath(x, y, size).commands, 2);
        if (d) parts.push(`<path d="${d}"/>`);
      }
      x += g.advance * size;
    }
  }
  return {
    paths: parts.join(''),
    lines: lines.map((l) => l.map((g) => g.ch).join('')),
    size,
    width: Math.max(0, ...lines.map((l) => width(l) * size)),
    baseline: top + (lines.length - 1) * leading,
    missing,
  };
}

export const COVER_SIZE = { width: 2000, height: 2800 };

/**
 * The cover as SVG with no text element: a frame, the title, the page count beside a drawn pencil and, when
 * the sizes of the first pages are given, framed places for their previews below, which `assembleBook`
 * fills with the pages themselves so the printed book shows what is inside.
 */
export async function bookCoverSvg(
  title: string,
  pageCount: number,
  locale?: string,
  previews: Size[] = [],
): Promise<{ svg: string; title: TitleLayout; slots: PreviewSlot[] }> {
  const { width: w, height: h } = COVER_SIZE;
  const withPreviews = previews.length > 0;
  const heading = await layoutTitle(title, { cx: w / 2, cy: withPreviews ? h * 0.14 : h * 0.46, maxWidth: w - 400, size: 130 }, { locale });
  const pencil = 90;
  const countSize = 80;
  const baseline = Math.max(withPreviews ? h * 0.2 : h * 0.54, heading.baseline + heading.size * 0.5 + countSize);
  const count = await layoutTitle(String(pageCount), { cx: w / 2 - pencil / 2, cy: baseline, maxWidth: 600, size: countSize });
  const px = Math.round(w / 2 + count.width / 2 - pencil / 2 + 30);
  const py = Math.round(baseline - countSize * 0.35);
  // A pencil (body, ferrule line, sharpened tip) at 45°, outlined like the pages inside.
  const icon =
    `<g transform="translate(${px} ${py}) rotate(-45) scale(1.3)" fill="none" stroke="#000" stroke-width="5" stroke-linejoin="round">` +
    `<path d="M0 -9 H44 V9 H0 Z M10 -9 V9"/><path d="M44 -9 L62 0 L44 9"/><path d="M56 -3 L62 0 L56 3 Z" fill="#000"/></g>`;
  const top = Math.round(baseline + countSize * 1.5);
  const slots = withPreviews ? previewSlots(previews, { left: 240, top: top + MAT, width: w - 480, height: h - 240 - top - MAT }) : [];
  const frames = slots
    .map((s) => `<rect x="${s.left - MAT}" y="${s.top - MAT}" width="${s.width + 2 * MAT}" height="${s.height + 2 * MAT}" rx="24"/>`)
    .join('');
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}"><rect width="100%" height="100%" fill="#fff"/>` +
    `<rect x="80" y="80" width="${w - 160}" height="${h - 160}" rx="60" fill="none" stroke="#000" stroke-width="14"/>` +
    `<g fill="#000">${heading.paths}${count.paths}</g>${icon}` +
    (frames ? `<g fill="#fff" stroke="#000" stroke-width="6">${frames}</g>` : '') +
    `</svg>`;
  return { svg, title: heading, slots };
}
