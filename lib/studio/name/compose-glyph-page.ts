// One character of a language's own script (a letter, a digit, a kana, a Hangul letter, a Chinese numeral)
// as a big bubble glyph over a theme background: the alphabet pages of the catalogue. Under it stand pictures,
// as on preschool sheets: as many as a number says, to count, or things whose name holds a letter.
import type { FontSource } from '../fonts/font-source';
import type { Locale } from '../../i18n/locales';
import { paintBackdrop, type Backdrop } from '../scene/backdrops';
import { drawMotif } from '../scene/motif-art';
import { f, MARGIN_MM, pageSize, svgDocument, type Box, type Paper } from '../scene/paper';
import { createRng } from '../scene/prng';
import { drawingClip, frame } from '../scene/scenery';
import { shapeName, type ShapedLine } from './shape-name';

const OUTLINE_MM = 1.6;
/** The pictures' stroke: the kids' one, as on their scenes. */
const PICTURE_STROKE_MM = 1.2;

/** `pictures`: motif ids drawn in a row (two rows past three) under the glyph. */
export type GlyphPageRequest = { text: string; backdrop: Backdrop; seed: number; locale: Locale; paper?: Paper; pictures?: readonly string[] };

/**
 * Boxes for `n` pictures in `band`: one row up to three, else two rows with the longer one on top (so five
 * are three over two, big enough to colour), each picture in a square cell with a gap to the next.
 */
export function pictureBoxes(n: number, band: Box): Box[] {
  if (n <= 0) return [];
  const rows = n <= 3 ? [n] : [Math.ceil(n / 2), Math.floor(n / 2)];
  const cell = Math.min(band.w / rows[0], band.h / rows.length);
  const side = cell * 0.88;
  const top = band.y + (band.h - cell * rows.length) / 2;
  return rows.flatMap((count, row) =>
    Array.from({ length: count }, (_, i) => ({
      x: band.x + band.w / 2 + (i - (count - 1) / 2) * cell - side / 2,
      y: top + row * cell + (cell - side) / 2,
      w: side,
      h: side,
    })),
  );
}

/**
 * The part of a line's ink that hangs below the baseline further than round letters overshoot it (Q's tail, Ç's
 * cedilla), in mm on the page: its lowest point and its horizontal span; undefined if there is none. Glyph paths
 * are absolute x y pairs in em units, y down from the baseline.
 */
function descender(line: ShapedLine, left: number, baseline: number, em: number): { bottom: number; x0: number; x1: number } | undefined {
  let x = left;
  let bottom = 0.05;
  let x0 = Infinity;
  let x1 = -Infinity;
  for (const g of line.glyphs) {
    for (const [, px, py] of g.d.matchAll(/(-?[\d.]+)[ ,]?(-?[\d.]+)/g)) {
      if (Number(py) <= 0.05) continue;
      bottom = Math.max(bottom, Number(py));
      x0 = Math.min(x0, x + Number(px) * em);
      x1 = Math.max(x1, x + Number(px) * em);
    }
    x += g.advance * em;
  }
  return x0 < x1 ? { bottom: baseline + bottom * em, x0, x1 } : undefined;
}

export async function composeGlyphPage(req: GlyphPageRequest, fonts: FontSource): Promise<string> {
  const { lines } = await shapeName(req.text, req.locale, fonts);
  const line = lines[0];
  const size = pageSize(req.paper ?? 'a4', 'portrait');
  const inner = { x: MARGIN_MM, y: MARGIN_MM, w: size.w - 2 * MARGIN_MM, h: size.h - 2 * MARGIN_MM };
  // Capitals stand about 0.72 em tall, CJK characters about 0.88 em: the glyph takes 62 % of the height
  // unless it is so wide that 80 % of the width stops it first.
  // With pictures the glyph stands higher and a little smaller, over a band that holds them.
  const pictures = req.pictures ?? [];
  const below = pictures.length > 0;
  const capHeight = line.cjk ? 0.88 : 0.72;
  const em = Math.min((inner.w * 0.8) / line.width, (inner.h * (below ? 0.48 : 0.62)) / capHeight);
  const centreY = inner.y + inner.h * (below ? 0.39 : 0.46);
  const baseline = centreY + (em * capHeight) / 2 - (line.cjk ? em * 0.06 : 0);
  const left = size.w / 2 - (line.width * em) / 2;
  let x = left;
  const box = { x, y: centreY - (em * capHeight) / 2, w: line.width * em, h: em * capHeight };
  let black = '',
    white = '';
  for (const g of line.glyphs) {
    if (g.d) {
      const t = `transform="translate(${f(x)} ${f(baseline)}) scale(${Math.round(em * 1000) / 1000})"`;
      const sw = (mm: number) => Math.round((mm / em) * 100000) / 100000;
      black += `<path ${t} d="${g.d}" stroke-width="${sw(2 * (em * 0.02 + OUTLINE_MM))}"/>`;
      white += `<path ${t} d="${g.d}" stroke-width="${sw(2 * em * 0.02)}"/>`;
    }
    x += g.advance * em;
  }
  const bandTop = box.y + box.h + 5;
  const band = { x: inner.x + 6, y: bandTop, w: inner.w - 12, h: inner.y + inner.h - 6 - bandTop };
  const boxes = pictureBoxes(pictures.length, band);
  // A lone picture under a descender (the queen under Q's tail) would be cut by it: it steps aside, to the left
  // of the tail. Two or more leave a gap in the middle, where Ç's cedilla hangs.
  const tail = descender(line, left, baseline, em);
  const only = boxes.length === 1 ? boxes[0]! : undefined;
  if (tail && only && only.x < tail.x1 && only.x + only.w > tail.x0 && only.y < tail.bottom) only.x = Math.max(band.x, tail.x0 - 3 - only.w);
  const drawnPictures = boxes.map((box, i) => drawMotif(pictures[i]!, box, { strokeMm: PICTURE_STROKE_MM }));
  const rng = createRng(req.seed, `glyph:${req.text}`);
  const back = paintBackdrop(
    req.backdrop,
    {
      inner,
      horizon: inner.y + inner.h * 0.62,
      rng,
      detail: { sw: 1.2, count: 3, fine: false },
      keepClear: drawnPictures.map((d) => d.box),
    },
    box,
  );
  const clip = drawingClip(inner);
  let body = `${clip}<g clip-path="url(#drawing)">${back}${drawnPictures.map((d) => d.svg).join('')}</g>`;
  body += `<g fill="#000" stroke="#000" stroke-linejoin="round" stroke-linecap="round">${black}</g>`;
  body += `<g fill="#fff" stroke="#fff" stroke-linejoin="round" stroke-linecap="round">${white}</g>`;
  return svgDocument(size, body + frame(inner, OUTLINE_MM * 0.8), req.text);
}
